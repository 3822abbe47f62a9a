"""The browser runtime: ``npm ci`` from ``package-lock.json``, and the Pyodide files the pages
load, copied into ``dist/vendor/``."""

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


def vendor_runtime(site: Path) -> None:
    """Copy the runtime into ``site/vendor/pyodide/``."""
    for name in PYODIDE_FILES:
        copy(NODE_MODULES / "pyodide" / name, site / "vendor" / "pyodide" / name)
