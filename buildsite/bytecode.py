"""Bytecode for the page: the browser loads compiled modules instead of compiling sources
at every start.

The npm Pyodide ships its standard library as sources: at every start Python compiled the
~150 modules it imports (about 40% of a bare ``loadPyodide()`` on this machine), and then
the engine's and the page's modules. The build compiles them once with the vendored
Pyodide's own CPython, under Node (``buildsite/bytecode.mjs`` running ``pyc_job.py``):

* ``vendor/pyodide/python_stdlib.zip`` holds ``.pyc`` files in place of the sources of the
  modules a start imports (unchecked hash-based .pyc, loaded by zipimport; ``keep_compiled``),
  the others' sources as npm ships them;
* ``packages/game.zip`` holds the engine's and the page's sources, each with an unchecked
  hash-based .pyc beside it (zipimport loads the .pyc; the source is there for tracebacks);
* ``packages/bytecode.zip`` holds ``pyscript/__pycache__/*.pyc`` for PyScript's own package
  (checked hash-based: a source that differs is compiled as before), unpacked beside the
  sources PyScript writes.

Results are cached in ``.cache/bytecode/`` by the hash of everything they depend on.
"""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from .cache import prune, require_node, store
from .paths import CACHE, NODE_MODULES, ROOT
from .process import log

SCRIPT = ROOT / "buildsite" / "bytecode.mjs"
JOB = ROOT / "buildsite" / "pyc_job.py"
CACHE_DIR = CACHE / "bytecode"
KEEP = 24  # cached results kept (the newest)


@dataclass(frozen=True)
class Job:
    source: bytes  # a zip archive
    layout: str  # "beside" or "pycache" (pyc_job.py)
    checked: bool
    filename_prefix: str  # prepended to names for co_filename (tracebacks)

    def key(self) -> str:
        sha = hashlib.sha256()
        for part in (self.source, self.layout.encode(), bytes([self.checked]),
                     self.filename_prefix.encode(), SCRIPT.read_bytes(), JOB.read_bytes(),
                     (NODE_MODULES / "pyodide" / "package.json").read_bytes()):
            sha.update(hashlib.sha256(part).digest())
        return sha.hexdigest()[:24]


def byte_compile(jobs: list[Job]) -> list[bytes]:
    """The compiled zip of each job, from the cache or from one run of Node."""
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    cached = [CACHE_DIR / f"{job.key()}.zip" for job in jobs]
    todo = [i for i, path in enumerate(cached) if not path.is_file()]
    if todo:
        node = require_node("byte-compile the page's Python")
        with tempfile.TemporaryDirectory() as work:
            specs = []
            for i in todo:
                (Path(work) / f"in-{i}.zip").write_bytes(jobs[i].source)
                specs.append({"src": f"/host/in-{i}.zip", "dst": f"/host/out-{i}.zip",
                              "layout": jobs[i].layout, "checked": jobs[i].checked,
                              "filename_prefix": jobs[i].filename_prefix})
            (Path(work) / "jobs.json").write_text(json.dumps(specs))
            log(f"byte-compiling {len(todo)} archive(s) with Pyodide under Node")
            done = subprocess.run([node, str(SCRIPT), work], check=True, capture_output=True,
                                  text=True, stdin=subprocess.DEVNULL)
            report = json.loads(done.stdout.strip().splitlines()[-1])
            log(f"compiled {report['compiled']} modules ({report['cache_tag']})")
            for i in todo:
                store(cached[i], (Path(work) / f"out-{i}.zip").read_bytes())
    prune(CACHE_DIR, "*.zip", KEEP, cached)
    return [path.read_bytes() for path in cached]


def keep_compiled(compiled: bytes, sources: bytes, used: list[str]) -> bytes:
    """The standard library's zip as npm ships it (``sources``), but with the compiled files
    of ``compiled`` in place of the sources of ``used`` (the files a start imports, as the
    snapshot's run lists them: ``json/__init__.pyc``...). A start then compiles nothing, and
    a first visit downloads 3.2 MB instead of 4.4 MB for a zip compiled whole (bytecode is
    larger than source); a module imported later is compiled from its source, once."""
    wanted = {name.removesuffix(".pyc") for name in used if name.endswith(".pyc")}
    out = io.BytesIO()
    with (zipfile.ZipFile(io.BytesIO(compiled)) as pyc,
          zipfile.ZipFile(io.BytesIO(sources)) as src, zipfile.ZipFile(out, "w") as mixed):
        have = set(pyc.namelist())
        missing = sorted(n for n in wanted if n + ".pyc" not in have)
        if missing:
            raise SystemExit(f"python_stdlib.zip: no compiled {missing[0]}.pyc")
        for info in src.infolist():
            base = info.filename.removesuffix(".py")
            if info.filename.endswith(".py") and base in wanted:
                compiled_info = pyc.getinfo(base + ".pyc")
                mixed.writestr(compiled_info, pyc.read(compiled_info))
            else:
                mixed.writestr(info, src.read(info))
    return out.getvalue()
