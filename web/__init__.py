"""The page: a Python DOM layer over the ``pilotta`` engine, run by Pyodide in the browser
(PyScript starts it: ``web/start.js``; the browser is reached through ``web/core/browser.py``)."""
