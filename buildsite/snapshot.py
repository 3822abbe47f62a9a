"""The pages' memory snapshot: Python already started, with the first screens' modules imported.

A bare ``loadPyodide()`` spends about half its time initialising the interpreter, and the page
then spent as long again importing the engine and the DOM layer. The build does both once,
under Node with the site's own Pyodide (``buildsite/snapshot.mjs``), and keeps the memory;
``web/interpreter.mjs`` hands it to ``loadPyodide`` (its ``_loadSnapshot`` option, the mechanism
Pyodide's own tests and Cloudflare's Python workers use), so a page starts with the modules of
``MODULES`` in ``sys.modules``. The archives are still installed at every start: a module
imported later (a dialog, the hint's search) comes from them, as before. The snapshot's run
installs them as PyScript does (``[files]``) and leaves ``game.zip`` off ``sys.path`` once
it has imported ``MODULES``: the page's script puts it there, on either start.

What a snapshot freezes, and how the page copes:
* the global ``random`` generator: reseeded from the OS at every start (``web/interpreter.mjs``);
* ``str`` hashes (``PYTHONHASHSEED=0`` at build): nothing of ours depends on them;
* no JavaScript object may be held by a module at import (Pyodide refuses to snapshot it):
  the modules create theirs when the page starts (``web/table/dom.py``, ``DomView``).

The file, ``packages/snapshot.bin.gz``, is gzip (decompressed in the page by
``DecompressionStream``, so its size on the wire does not depend on the server) of::

    b"PYHEAP1\\0" | memory size (u32 LE) | page size (u32 LE) | bitmap: one bit per page,
    set when the page holds a non-zero byte | those pages, in order

Most of the memory is zero: the bitmap leaves it out (31 MB -> 15 MB before gzip).
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
import shutil
import struct
import subprocess
import tempfile
import zipfile
from pathlib import Path

from .cache import prune, require_node, store
from .paths import CACHE, NODE_MODULES, PACKAGES_DIR, ROOT
from .process import log

SCRIPT = ROOT / "buildsite" / "snapshot.mjs"
CACHE_DIR = CACHE / "snapshot"
KEEP = 8  # cached snapshots kept (the newest)
NAME = f"{PACKAGES_DIR}/snapshot.bin.gz"  # the pages name it (buildsite/site.py, render_page)
MAGIC = b"PYHEAP1\0"
PAGE = 4096
# What the first screens import: the table (web/table/main.py) and the demo (web/embed/main.py).
MODULES = ("pilotta.match", "web.core.tasks", "web.table.dom", "web.core.loop", "web.embed.ctrl")
# PyScript's own Python package, which a snapshot cannot hold (it is written after the start
# and holds JavaScript objects): the standard modules it imports are imported here instead.
PYSCRIPT_PACKAGE = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"


def pack(memory: bytes, page: int = PAGE) -> bytes:
    """The file's bytes for a raw snapshot (see the module's docstring)."""
    count = -(-len(memory) // page)
    bitmap = bytearray(-(-count // 8))
    kept = []
    for i in range(count):
        chunk = memory[i * page:(i + 1) * page]
        if chunk.count(0) != len(chunk):
            bitmap[i // 8] |= 1 << (i % 8)
            kept.append(chunk.ljust(page, b"\0"))
    body = MAGIC + struct.pack("<II", len(memory), page) + bytes(bitmap) + b"".join(kept)
    return gzip.compress(body, compresslevel=9, mtime=0)


def unpack(data: bytes) -> bytes:
    """The raw snapshot of a file made by ``pack`` (the page does this in JavaScript)."""
    body = gzip.decompress(data)
    if body[:8] != MAGIC:
        raise ValueError("not a snapshot file")
    size, page = struct.unpack_from("<II", body, 8)
    count = -(-size // page)
    bitmap, at = body[16:16 + -(-count // 8)], 16 + -(-count // 8)
    memory = bytearray(count * page)
    for i in range(count):
        if bitmap[i // 8] >> (i % 8) & 1:
            memory[i * page:(i + 1) * page] = body[at:at + page]
            at += page
    return bytes(memory[:size])


def _key(site: Path, files: list[tuple[str, str]], modules: tuple[str, ...]) -> str:
    sha = hashlib.sha256()
    runtime = site / "vendor" / "pyodide"
    inputs = [SCRIPT, Path(__file__), *sorted(runtime.iterdir()),
              *(site / name for name, _ in files)]
    for path in inputs:
        sha.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    sha.update(",".join(modules).encode())
    sha.update(json.dumps(files).encode())
    return sha.hexdigest()[:24]


def standard_imports(package: Path, stdlib_zip: Path) -> list[str]:
    """The top-level modules of the standard library (``stdlib_zip``) that the Python files of
    ``package`` import, anywhere in them."""
    names: set[str] = set()
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    with zipfile.ZipFile(stdlib_zip) as archive:
        tops = {n.split("/")[0].removesuffix(".pyc").removesuffix(".py")
                for n in archive.namelist()}
    return sorted(names & tops)


def write_snapshot(site: Path, files: list[tuple[str, str]]) -> tuple[Path, list[str]]:
    """Write ``packages/snapshot.bin.gz`` into ``site`` (its runtime and ``files`` in place:
    the archives and their ``[files]`` targets, buildsite/site.py),
    from the cache or from one run of Node; return it, and the files of the standard library's
    zip that a start imports (the snapshot's modules and PyScript's)."""
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    modules = MODULES + tuple(standard_imports(
        PYSCRIPT_PACKAGE, NODE_MODULES / "pyodide" / "python_stdlib.zip"))
    key = _key(site, files, modules)
    cached, listed = CACHE_DIR / f"{key}.bin", CACHE_DIR / f"{key}.json"
    if not (cached.is_file() and listed.is_file()):
        node = require_node("make the pages' memory snapshot")
        log("making the pages' memory snapshot with Pyodide under Node")
        with tempfile.TemporaryDirectory() as work:
            raw = Path(work) / "snapshot.raw"
            done = subprocess.run([node, str(SCRIPT), str(site), str(raw), ",".join(modules),
                                   *(f"{name}={target}" for name, target in files)],
                                  capture_output=True, text=True,
                                  stdin=subprocess.DEVNULL)
            if done.returncode:
                lines = done.stderr.strip().splitlines() or [f"exit code {done.returncode}"]
                raise SystemExit(f"the memory snapshot failed: {lines[-1][:300]}")
            report = json.loads(done.stdout.strip().splitlines()[-1])
            packed = pack(raw.read_bytes())
        log(f"snapshot: {report['modules']} modules, {len(packed) / 1e6:.1f} MB")
        store(listed, json.dumps(report["stdlib"]).encode())
        store(cached, packed)
    prune(CACHE_DIR, "*.bin", KEEP, [cached])
    prune(CACHE_DIR, "*.json", KEEP, [listed])
    out = site / NAME
    shutil.copyfile(cached, out)
    return out, list(json.loads(listed.read_text(encoding="utf-8")))
