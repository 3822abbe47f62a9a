"""Minimal bootstrap (placeholder for the table UI): proves PyScript boots."""

import sys

from pyscript import document  # main thread: the real DOM

import pilotta

status = document.getElementById("status")
status.textContent = (
    f"Python {sys.version.split()[0]} ready; engine package "
    f"{pilotta.__name__!r} imported."
)
# The page's own ready marker (py:all-done is unreliable): tests wait for it.
document.body.dataset.ready = "1"
