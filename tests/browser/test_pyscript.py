"""The pages are PyScript apps, and PyScript is kept from storage (web/pyscript_fixes.js).

* Both pages start through PyScript: its ``<script type="py">`` runs the page's module, and
  the DOM layer reaches the browser through PyScript's Python API (``web/core/browser.py``).
* PyScript's own Python package is imported from the build's bytecode: every source PyScript
  writes at the start has a checked .pyc of the same source hash beside it (bytecode.zip).
* The engine and the page are imported from ``game.zip`` as PyScript wrote it (zipimport,
  no unpacking), each module from its .pyc, and a traceback still shows their source lines.
* PyScript's IndexedDB is held in memory: where the browser refuses IndexedDB (``open``
  throws, as in a frame refused storage), the pages start and play, with no unhandled
  rejection and no page error, and they never call the browser's ``indexedDB.open``.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page
from site_util import play_a_card, wait_ready

pytestmark = pytest.mark.browser

# Installed before the page's scripts: the browser's IndexedDB refuses every open, and what
# asked for it, unhandled rejections and page errors are recorded.
REFUSE_IDB = """
(() => {
  window.__idb = []; window.__rejections = [];
  IDBFactory.prototype.open = function (name) {
    window.__idb.push(String(name));
    throw new DOMException("IndexedDB is refused here", "SecurityError");
  };
  addEventListener("unhandledrejection", (e) => window.__rejections.push(String(e.reason)));
})();
"""

USES_PYSCRIPT = """
import sys, pyscript, web.core.browser
(web.core.browser.document() is pyscript.document, web.core.browser.window() is pyscript.window,
 "pyscript" in sys.modules)
"""


# (module, its .pyc matches the source PyScript wrote) for PyScript's package in the page
PYC_MATCH = """
import importlib.util, pathlib, pyscript
root = pathlib.Path(pyscript.__file__).parent
out = []
for src in sorted(root.glob("*.py")):
    pyc = pathlib.Path(importlib.util.cache_from_source(str(src)))
    head = pyc.read_bytes()[:16] if pyc.is_file() else b""
    out.append([src.name, head[4:8] == (3).to_bytes(4, "little")
                and head[8:16] == importlib.util.source_hash(src.read_bytes())])
out
"""


# the engine's and the page's modules, where they came from
FROM_THE_GAME_ZIP = """
import os, sys, traceback, zipimport
import web.table.ctrl as ctrl
from pilotta.cards import parse_card
try:
    parse_card("ZZ")
except ValueError as e:
    shown = traceback.format_exception(e)[-2]  # the frame that raised, with its source line
ours = {n: m for n, m in sys.modules.items() if n.split(".")[0] in ("pilotta", "web")}
code = ctrl.App.start.__code__
[os.getcwd(), len(ours),
 sorted({os.path.dirname(getattr(m, "__file__", "") or "").split(".zip")[0] + ".zip"
         for m in ours.values()}),
 sorted(n for n, m in ours.items() if not (m.__file__ or "").endswith(".pyc")),
 all(isinstance(m.__loader__, zipimport.zipimporter) for m in ours.values()),
 code.co_filename, shown]
"""


def test_the_game_is_imported_from_its_archive_compiled(page: Page, site_url: str) -> None:
    page.goto(site_url + "?seed=2")
    wait_ready(page)
    cwd, count, archives, sources, zipped, filename, shown = page.evaluate(
        "(c) => window.pilottaBoot.python.runPython(c).toJs()", FROM_THE_GAME_ZIP)
    assert cwd == "/home/pyodide"  # buildsite/site.py's HOME: the tracebacks' file names
    assert count > 50 and archives == ["/home/pyodide/game.zip"] and zipped
    assert sources == [], sources  # every module from its .pyc: none compiled at the start
    assert filename == "/home/pyodide/game.zip/web/table/ctrl.py"
    # a traceback names the file in the archive and shows its source line
    assert 'File "/home/pyodide/game.zip/pilotta/cards.py", line' in shown, shown
    assert "raise ValueError" in shown, shown


def test_pyscripts_own_package_comes_compiled(page: Page, site_url: str) -> None:
    page.goto(site_url + "?seed=2")
    wait_ready(page)
    found = page.evaluate("(c) => window.pilottaBoot.python.runPython(c).toJs()", PYC_MATCH)
    assert len(found) >= 10 and all(ok for _, ok in found), found


@pytest.mark.parametrize("path", ["?seed=4", "embed.html?autoplay=0"])
def test_the_pages_start_through_pyscript_where_indexeddb_is_refused(
        page: Page, site_url: str, path: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script(REFUSE_IDB)
    page.goto(site_url + path)
    wait_ready(page)
    assert page.evaluate("document.body.dataset.bootError") is None
    assert page.locator('script[type="py"]').count() == 1
    uses = page.evaluate("(c) => window.pilottaBoot.python.runPython(c).toJs()", USES_PYSCRIPT)
    assert uses == [True, True, True]
    if not path.startswith("embed"):
        assert play_a_card(page).startswith("play")
    assert page.evaluate("window.__idb") == []  # PyScript's store is in memory
    assert page.evaluate("window.__rejections") == []
    assert not errors, errors
