"""The page: a Python DOM layer over the ``pilotta`` engine, run by PyScript in the browser."""
