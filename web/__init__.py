"""The page: a Python DOM layer over the ``pilotta`` engine, run by Pyodide in the browser
(``web/start.js`` starts it)."""
