"""The browser runtime: ``npm ci`` from ``package-lock.json``, and the Pyodide and PyScript
files the pages load, copied into ``dist/vendor/``."""

from __future__ import annotations

import hashlib
import re
import shutil
from pathlib import Path

from .paths import NODE_MODULES, ROOT
from .process import run

# The npm "pyodide" package is the core runtime only (no micropip, no other packages), which
# is why the page installs its own code from archives and never through `packages = [...]`.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# @pyscript/core's dist/: core.js, the chunk it imports (core-<hash>.js) and the chunks that
# chunk imports on these pages: the "error" plugin, the TOML parser, and the small entry
# chunks of its other plugins. pyscript.toml switches those off, but PyScript 0.7.31 also
# loads every plugin for its second interpreter type (MicroPython), whose config a page
# cannot set; what they would load in turn (codemirror, xterm: 1.5 MB) is not shipped.
PYSCRIPT_PRELOADED = ("core", "error", "toml")  # the pages modulepreload these
PYSCRIPT_PLUGINS = ("deprecations-manager", "donkey", "py-editor", "py-game", "py-terminal")
PYSCRIPT_CHUNK = re.compile(r"^(?P<name>[a-z-]+)-[A-Za-z0-9_-]{8}\.js$")
# Source maps are not shipped; the line naming one would make devtools request it.
SOURCE_MAP_LINE = re.compile(rb"\n//# sourceMappingURL=[^\n]*\s*$")
LOCK_STAMP = NODE_MODULES / ".pilotta-lock-sha256"


def ensure_node_modules() -> None:
    """``npm ci`` unless node_modules was installed from this exact lock file."""
    want = hashlib.sha256((ROOT / "package-lock.json").read_bytes()).hexdigest()
    if LOCK_STAMP.is_file() and LOCK_STAMP.read_text() == want:
        return
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("npm is required (Node.js 20+) to fetch the vendored runtime")
    run([npm, "ci", "--no-audit", "--no-fund"])
    LOCK_STAMP.write_text(want)


def copy(src: Path, dst: Path) -> None:
    data = src.read_bytes()
    if src.suffix in (".js", ".mjs"):
        data = SOURCE_MAP_LINE.sub(b"\n", data)
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_bytes(data)


def pyscript_chunks(preloaded_only: bool = False) -> list[str]:
    """The chunks of PyScript's dist/ that the pages load (besides core.js), or only those
    they preload."""
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    wanted = PYSCRIPT_PRELOADED + (() if preloaded_only else PYSCRIPT_PLUGINS)
    names = sorted(p.name for p in dist.iterdir()
                   if (m := PYSCRIPT_CHUNK.match(p.name)) and m["name"] in wanted)
    found = {PYSCRIPT_CHUNK.match(n)["name"] for n in names}  # type: ignore[index]
    if found != set(wanted) or [n.split("-")[0] for n in names].count("core") != 1:
        raise SystemExit(f"{dist}: the chunks {sorted(wanted)} expected, found {names}")
    return names


def vendor_runtime(site: Path) -> None:
    """Copy the runtime into ``site/vendor/pyodide/`` and ``site/vendor/pyscript/``."""
    for name in PYODIDE_FILES:
        copy(NODE_MODULES / "pyodide" / name, site / "vendor" / "pyodide" / name)
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    for name in ["core.js", *pyscript_chunks()]:
        copy(dist / name, site / "vendor" / "pyscript" / name)
