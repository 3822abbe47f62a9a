"""Bootstrap of the table's page: its ``<script type="py">`` imports it once PyScript has
started Pyodide and installed the site's archives (``web/start.js``). Loads the UI, starts a
match, sets the page's ready marker, reports failures.

The ready marker is ``<body data-ready="1">``: the browser tests wait for it. A failure here
is shown in the loading panel (through the small ``window.pilottaBoot`` object of
``web/boot.js``) rather than leaving the page stuck.
"""

import traceback
from typing import Any

from web.core import browser
from web.core.tasks import error_chain

document = browser.document()
window = browser.window()


def _boot(method: str, *args: str) -> None:
    boot: Any = getattr(window, "pilottaBoot", None)  # web/boot.js's object, of no DOM type
    if boot is not None:
        getattr(boot, method)(*args)


_page = None  # the running page (holds the event proxies): kept alive here


def _main() -> None:
    global _page
    _boot("stage", "engine")
    import pilotta.match  # noqa: F401 - the engine first: a failure names it
    from web.table.dom import start_page

    window.performance.mark("pilotta:imported")  # tests/browser/test_speed.py: where time goes
    _page = start_page(document, window)
    _boot("stage", "ready")
    document.body.setAttribute("data-ready", "1")


try:
    _main()
except BaseException as exc:  # noqa: BLE001 - everything is reported on the page
    window.console.error("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    chain = error_chain(exc)  # the page gets words; the traceback is in the console
    _boot("fail", "engine", chain[0], "\n".join(chain))
