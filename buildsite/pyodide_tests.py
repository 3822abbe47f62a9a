"""``dist/tests/``: the pages that run the engine's and the bots' tests inside Pyodide.

``runner.html`` unpacks the pure-Python test wheels and the engine's own wheel into
site-packages and ``sources.zip`` (the test suites) into its working directory, all listed
in ``manifest.json``; ``bare.html`` only boots Pyodide.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
from pathlib import Path

from .archive import tree_members, write_zip
from .paths import CACHE, ENGINE, NODE_MODULES, ROOT, source_files
from .process import run

RUNNER = ROOT / "tests" / "pyodide"
REQUIREMENTS = RUNNER / "requirements-pyodide.txt"
WHEEL_CACHE = CACHE / "pyodide-wheels"
TEST_DIRS = ("tests/engine", "tests/bots")  # pure Python: pytest and hypothesis only

# For a page opened at ``tests/bare.html`` (Playwright's ``page.evaluate``): an async arrow
# function that boots the vendored Pyodide, writes the engine's modules (``files`` of the
# manifest) into its file system, imports them from there, and returns the interpreter.
# Used by the bots' browser test and ``benchmarks/pyodide_decisions.py``.
BOOT_WITH_ENGINE_JS = """async () => {
  const vendor = new URL("../vendor/pyodide/", location.href).href;
  const { loadPyodide } = await import(vendor + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: vendor });
  const manifest = await (await fetch(new URL("manifest.json", location.href))).json();
  const work = "/home/pyodide/bots";
  for (const [url, path] of manifest.files) {
    if (!path.startsWith("pilotta/")) continue;
    const bytes = new Uint8Array(await (await fetch(new URL(url, location.href))).arrayBuffer());
    const full = `${work}/${path}`;
    pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")));
    pyodide.FS.writeFile(full, bytes);
  }
  pyodide.runPython(`import os, sys; os.chdir("${work}"); sys.path.insert(0, "${work}")`);
  return pyodide;
}"""
RUNNER_SUFFIXES = (".html", ".js", ".mjs", ".py", ".css")


def pyodide_python() -> str:
    """``3.14`` for the vendored Pyodide, from its lock file: the wheels must suit it."""
    lock = json.loads((NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())
    return ".".join(str(lock["info"]["python"]).split(".")[:2])


def requirements() -> list[str]:
    lines = REQUIREMENTS.read_text(encoding="utf-8").splitlines()
    return [req for line in lines if (req := line.split("#", 1)[0].strip())]


def ensure_test_wheels() -> list[Path]:
    """Download the pure-Python wheels of the tools into .cache/ once per requirements file."""
    stamp = WHEEL_CACHE / ".stamp"
    want = hashlib.sha256(REQUIREMENTS.read_bytes() + pyodide_python().encode()).hexdigest()
    if not (stamp.is_file() and stamp.read_text() == want):
        shutil.rmtree(WHEEL_CACHE, ignore_errors=True)
        WHEEL_CACHE.mkdir(parents=True)
        run([
            sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
            "--only-binary=:all:", "--no-deps", "--python-version", pyodide_python(),
            "--implementation", "py", "--abi", "none", "--platform", "any",
            "--dest", WHEEL_CACHE, *requirements(),
        ])
        stamp.write_text(want)
    return sorted(WHEEL_CACHE.glob("*.whl"))


def build_test_assets(site: Path, engine_wheel: Path) -> None:
    out = site / "tests"
    out.mkdir()
    for path in source_files(RUNNER, RUNNER_SUFFIXES):
        shutil.copyfile(path, out / path.name)
    # The standard library as npm ships it (sources), for bare.html?stdlib=stock: the site's
    # own is byte-compiled (buildsite/bytecode.py); start times are measured against both.
    (out / "stock").mkdir()
    shutil.copyfile(NODE_MODULES / "pyodide" / "python_stdlib.zip",
                    out / "stock" / "python_stdlib.zip")
    wheels = []
    for wheel in ensure_test_wheels():
        (out / "wheels").mkdir(exist_ok=True)
        shutil.copyfile(wheel, out / "wheels" / wheel.name)
        wheels.append(f"wheels/{wheel.name}")
    wheels.append("../" + engine_wheel.relative_to(site).as_posix())  # the page's own wheel

    testpaths = [d for d in TEST_DIRS if (ROOT / d).is_dir()]
    members = [("pyproject.toml", (ROOT / "pyproject.toml").read_bytes())]
    for directory in testpaths:
        members += tree_members(ROOT, directory, (".py",))
    write_zip(out / "sources.zip", sorted(members))

    # The engine's modules one by one, for pages that write them into the file system
    # themselves (tests/browser/test_bots_in_pyodide.py).
    files = []
    for name, data in tree_members(ROOT, ENGINE, (".py",)):
        (out / "src" / name).parent.mkdir(parents=True, exist_ok=True)
        (out / "src" / name).write_bytes(data)
        files.append([f"src/{name}", name])

    manifest = {"wheels": wheels, "sources": "sources.zip", "testpaths": testpaths,
                "files": files}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
