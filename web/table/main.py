"""Bootstrap of the table's page: its ``<script type="py">`` imports it once PyScript has
started Pyodide and installed the site's archives (``web/start.js``). Loads the UI, starts a
match, sets the page's ready marker, reports failures.

The ready marker is ``<body data-ready="1">``: the browser tests wait for it. A failure here
is shown in the loading panel (through the small ``window.pilottaBoot`` object of
``web/boot.js``) rather than leaving the page stuck.
"""

from web.core import browser
from web.core.boot import stage, start

document = browser.document()
window = browser.window()


_page = None  # the running page (holds the event proxies): kept alive here


def _main() -> None:
    global _page
    stage(window, "stage", "engine")
    import pilotta.match  # noqa: F401 - the engine first: a failure names it
    from web.table.dom import start_page

    window.performance.mark("pilotta:imported")  # tests/browser/test_speed.py: where time goes
    _page = start_page(document, window)
    stage(window, "stage", "ready")
    document.body.setAttribute("data-ready", "1")


start(window, _main)
