#!/usr/bin/env python3
"""Build, serve and test the Cypriot Pilotta static site.

Standard library only: this script runs before any virtualenv exists.

Commands
--------
``python3 build.py build [--site-only]``
    Assemble ``dist/``: the page (``index.html``), the engine (``pilotta/``),
    the UI (``web/``), a generated ``pyscript.toml`` and the vendored runtime
    (``dist/vendor/pyodide/``, ``dist/vendor/pyscript/``) copied from
    ``node_modules`` (``npm ci`` runs first when ``node_modules`` is missing
    or was not installed from the current ``package-lock.json``). Unless ``--site-only`` is given it
    also assembles ``dist/tests/``: the in-Pyodide test runner page, a bare
    Pyodide boot page, the pure-Python test wheels and the engine tests.
    ``--site-only`` is what to publish.

``python3 build.py serve [--port N] [--no-build]``
    Build, then serve ``dist/`` on http://127.0.0.1:N/ (default 8000; a free
    port is chosen if N is busy).

``python3 build.py test [-- PYTEST_ARGS...]``
    Full set-up and test run for a fresh machine: creates ``.venv`` and
    installs ``requirements-test.txt`` (skipped when the hash stamp matches),
    installs Debian's ``chromium`` when ``/usr/bin/chromium`` is missing,
    builds, runs ``mypy --strict pilotta`` and then pytest over ``tests/``.
    Arguments after ``--`` go to pytest (``tests`` is added unless they name
    a path), e.g. ``build.py test -- -x -k auction`` or
    ``build.py test -- tests/browser -s``.

How ``dist/pyscript.toml`` is generated
---------------------------------------
The source ``pyscript.toml`` is a template. Its ``[files]`` table (if any) is
removed from the text and a new ``[files]`` table is appended that contains
the template's own entries plus one ``"./X.py" = "./X.py"`` entry for every
``pilotta/**/*.py`` and ``web/**/*.py`` file. PyScript fetches each source
URL relative to the config file (the site root) and writes it to the same
relative path in the interpreter's virtual file system, so ``import pilotta``
and ``import web.foo`` work. Non-Python files are not mapped automatically:
list them in the template's ``[files]``.
"""

from __future__ import annotations

import argparse
import errno
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
import venv
from functools import partial
from pathlib import Path
from typing import Iterable, Sequence

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"
WHEEL_CACHE = CACHE / "pyodide-wheels"

REQUIREMENTS_TEST = ROOT / "requirements-test.txt"
REQUIREMENTS_PYODIDE = ROOT / "tests" / "pyodide" / "requirements-pyodide.txt"
PYODIDE_PYTHON_VERSION = "3.14"
CHROMIUM = Path("/usr/bin/chromium")

# Files of the npm "pyodide" package needed at run time (core only; the npm
# package ships no extra Python packages, so `packages = [...]` cannot work).
PYODIDE_RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# @pyscript/core: core.js/core.css plus every chunk in dist/ (core.js imports
# chunks lazily: py, toml, error, deprecations-manager, ... and py-editor /
# py-terminal pull in codemirror / xterm). Source maps are skipped.
PYSCRIPT_DIST_SUFFIXES = (".js", ".css")
PYSCRIPT_SKIP = frozenset({"service-worker.js"})

# Static site content copied verbatim besides pilotta/ and web/.
SITE_FILES = ("index.html", "favicon.ico", "favicon.svg")
SITE_DIRS = ("web", "assets")
PY_PACKAGES_IN_FILES = ("pilotta", "web")

# Inputs of the build; conftest.py uses the same list to detect a stale dist/.
BUILD_INPUTS = (
    "build.py",
    "index.html",
    "pyscript.toml",
    "package-lock.json",
    "pilotta",
    "web",
    "assets",
    "tests/engine",
    "tests/bots",
    "tests/pyodide",
    "tests/conftest.py",
)
STAMP = DIST / ".build-stamp"
# The suites that also run inside Pyodide (pure Python, pytest + hypothesis only).
PYODIDE_TEST_DIRS = ("tests/engine", "tests/bots")

SOURCE_MAP_LINE = re.compile(rb"\n//# sourceMappingURL=[^\n]*\s*$")

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".toml": "application/toml",
    ".py": "text/x-python; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
}


def log(message: str) -> None:
    print(f"[build.py] {message}", flush=True)


def run(cmd: Sequence[str | os.PathLike[str]], env: dict[str, str] | None = None) -> None:
    """Run a command in the repo root (no stdin); raise on failure."""
    log("$ " + " ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, env=env,
                   stdin=subprocess.DEVNULL)


def file_hash(*paths: Path) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def python_files(package: Path) -> list[Path]:
    """All ``*.py`` files below ``package`` (sorted, no caches)."""
    return sorted(
        p for p in package.rglob("*.py") if "__pycache__" not in p.parts and p.is_file()
    )


def newest_mtime(paths: Iterable[Path]) -> float:
    newest = 0.0
    for path in paths:
        if path.is_dir():
            for child in path.rglob("*"):
                if child.is_file() and "__pycache__" not in child.parts:
                    newest = max(newest, child.stat().st_mtime)
        elif path.is_file():
            newest = max(newest, path.stat().st_mtime)
    return newest


def dist_is_stale() -> bool:
    """True when dist/ is missing or older than any build input."""
    if not STAMP.exists():
        return True
    return newest_mtime(ROOT / p for p in BUILD_INPUTS) > STAMP.stat().st_mtime


# --------------------------------------------------------------------------
# npm / vendoring
# --------------------------------------------------------------------------


def ensure_node_modules() -> None:
    """``npm ci`` unless node_modules was installed from this exact lock file."""
    lock = ROOT / "package-lock.json"
    stamp = NODE_MODULES / ".pilotta-lock-sha256"
    want = file_hash(lock)
    if stamp.exists() and stamp.read_text() == want:
        return
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("npm is required (node 20+) to fetch the vendored runtime")
    run([npm, "ci", "--no-audit", "--no-fund"])
    stamp.write_text(want)


def copy_file(src: Path, dst: Path, strip_source_map: bool = False) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    if strip_source_map:
        data = SOURCE_MAP_LINE.sub(b"\n", src.read_bytes())
        dst.write_bytes(data)
    else:
        shutil.copyfile(src, dst)


def vendor_runtime(out: Path) -> None:
    pyodide_src = NODE_MODULES / "pyodide"
    for name in PYODIDE_RUNTIME_FILES:
        copy_file(pyodide_src / name, out / "vendor" / "pyodide" / name,
                  strip_source_map=name.endswith("js"))
    pyscript_src = NODE_MODULES / "@pyscript" / "core" / "dist"
    for src in sorted(pyscript_src.iterdir()):
        if src.suffix in PYSCRIPT_DIST_SUFFIXES and src.name not in PYSCRIPT_SKIP:
            copy_file(src, out / "vendor" / "pyscript" / src.name,
                      strip_source_map=src.suffix == ".js")


# --------------------------------------------------------------------------
# pyscript.toml generation
# --------------------------------------------------------------------------


def toml_string(value: str) -> str:
    # JSON string escapes are valid TOML basic-string escapes for plain paths.
    return json.dumps(value, ensure_ascii=False)


def strip_table(text: str, table: str) -> str:
    """Remove ``[table]`` (header and body up to the next header) from TOML text."""
    out: list[str] = []
    skipping = False
    header = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
    for line in text.splitlines():
        match = header.match(line)
        if match:
            skipping = match.group(1).strip().strip('"') == table
        if not skipping:
            out.append(line)
    return "\n".join(out).rstrip() + "\n"


def generated_files_table(template_files: dict[str, str]) -> dict[str, str]:
    files = dict(template_files)
    for package in PY_PACKAGES_IN_FILES:
        directory = ROOT / package
        if not directory.is_dir():
            continue
        for path in python_files(directory):
            rel = "./" + path.relative_to(ROOT).as_posix()
            files[rel] = rel
    return files


def render_pyscript_toml() -> str:
    template_path = ROOT / "pyscript.toml"
    template = template_path.read_text(encoding="utf-8")
    parsed = tomllib.loads(template)
    template_files = parsed.get("files", {})
    if not isinstance(template_files, dict):
        raise SystemExit("pyscript.toml: [files] must be a table")
    files = generated_files_table({str(k): str(v) for k, v in template_files.items()})
    lines = [
        strip_table(template, "files").rstrip(),
        "",
        "# [files] generated by build.py from pilotta/**/*.py and web/**/*.py",
        "[files]",
    ]
    lines += [f"{toml_string(src)} = {toml_string(dst)}" for src, dst in files.items()]
    rendered = "\n".join(lines) + "\n"
    check = tomllib.loads(rendered)
    if check.get("files") != files:
        raise SystemExit("internal error: generated pyscript.toml does not round-trip")
    return rendered


# --------------------------------------------------------------------------
# test assets (runner page, wheels, engine tests)
# --------------------------------------------------------------------------


def read_requirements(path: Path) -> list[str]:
    reqs = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            reqs.append(line)
    return reqs


def ensure_pyodide_wheels() -> list[Path]:
    """Download the pure-Python wheels for Pyodide into .cache (once)."""
    stamp = WHEEL_CACHE / ".stamp"
    want = file_hash(REQUIREMENTS_PYODIDE)
    if not (stamp.exists() and stamp.read_text() == want):
        if WHEEL_CACHE.exists():
            shutil.rmtree(WHEEL_CACHE)
        WHEEL_CACHE.mkdir(parents=True)
        run([
            sys.executable, "-m", "pip", "download", "--quiet",
            "--disable-pip-version-check",
            "--only-binary=:all:", "--no-deps",
            "--python-version", PYODIDE_PYTHON_VERSION,
            "--implementation", "py", "--abi", "none", "--platform", "any",
            "--dest", WHEEL_CACHE,
            *read_requirements(REQUIREMENTS_PYODIDE),
        ])
        stamp.write_text(want)
    return sorted(WHEEL_CACHE.glob("*.whl"))


def build_tests(out: Path) -> None:
    tests_out = out / "tests"
    runner_src = ROOT / "tests" / "pyodide"
    for src in sorted(runner_src.iterdir()):
        if src.suffix in {".html", ".js", ".mjs", ".py", ".css"} and src.is_file():
            copy_file(src, tests_out / src.name)

    wheels = []
    for wheel in ensure_pyodide_wheels():
        copy_file(wheel, tests_out / "wheels" / wheel.name)
        wheels.append("wheels/" + wheel.name)

    # Files written into the Pyodide FS: [url relative to runner page, FS path].
    files: list[list[str]] = []
    for path in python_files(ROOT / "pilotta") if (ROOT / "pilotta").is_dir() else []:
        rel = path.relative_to(ROOT).as_posix()
        files.append(["../" + rel, rel])  # served from the site copy
    test_sources: list[Path] = []
    for name in ("conftest.py", "__init__.py"):
        if (ROOT / "tests" / name).is_file():
            test_sources.append(ROOT / "tests" / name)
    testpaths = [d for d in PYODIDE_TEST_DIRS if (ROOT / d).is_dir()]
    for d in testpaths:
        test_sources += python_files(ROOT / d)
    for path in test_sources:
        rel = path.relative_to(ROOT).as_posix()
        copy_file(path, tests_out / "src" / rel)
        files.append(["src/" + rel, rel])
    for name in ("pyproject.toml", "pytest.ini", "setup.cfg", "tox.ini"):
        if (ROOT / name).is_file():
            copy_file(ROOT / name, tests_out / "src" / name)
            files.append(["src/" + name, name])

    manifest = {"wheels": wheels, "files": files, "testpaths": testpaths}
    (tests_out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")


# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------


def build(site_only: bool = False) -> None:
    """Assemble dist/ from scratch."""
    ensure_node_modules()
    if not (ROOT / "index.html").is_file() or not (ROOT / "pyscript.toml").is_file():
        raise SystemExit("index.html and pyscript.toml must exist at the repo root")
    staging = ROOT / "dist.tmp"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir()

    for name in SITE_FILES:
        if (ROOT / name).is_file():
            copy_file(ROOT / name, staging / name)
    for name in SITE_DIRS:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, staging / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    if (ROOT / "pilotta").is_dir():
        for path in python_files(ROOT / "pilotta"):
            copy_file(path, staging / path.relative_to(ROOT))
    (staging / "pyscript.toml").write_text(render_pyscript_toml(), encoding="utf-8")
    (staging / ".nojekyll").write_text("")  # GitHub Pages: serve files as-is
    vendor_runtime(staging)
    if not site_only:
        build_tests(staging)

    if DIST.exists():
        shutil.rmtree(DIST)
    staging.rename(DIST)
    STAMP.write_text("")
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"built {DIST.relative_to(ROOT)}/ ({size / 1e6:.1f} MB{', site only' if site_only else ''})")


# --------------------------------------------------------------------------
# serve
# --------------------------------------------------------------------------


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static file handler with correct MIME types, no caching, no logging."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass

    def handle(self) -> None:
        try:
            super().handle()
        except (ConnectionResetError, BrokenPipeError):
            pass


def make_server(directory: Path, port: int = 8000,
                host: str = "127.0.0.1") -> http.server.ThreadingHTTPServer:
    """Bind a quiet threading server for ``directory``; port 0 or busy -> free port."""
    handler = partial(QuietHandler, directory=str(directory))
    try:
        return http.server.ThreadingHTTPServer((host, port), handler)
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise
        log(f"port {port} is busy, using a free port")
        return http.server.ThreadingHTTPServer((host, 0), handler)


def serve(port: int, do_build: bool) -> None:
    if do_build:
        build()
    elif not DIST.is_dir():
        raise SystemExit("dist/ does not exist; run without --no-build")
    server = make_server(DIST, port)
    host, bound = server.server_address[:2]
    print(f"Serving Pilotta at http://{host!s}:{bound}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()


# --------------------------------------------------------------------------
# test
# --------------------------------------------------------------------------


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv() -> Path:
    python = venv_python()
    if not python.exists():
        log("creating .venv")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    stamp = VENV / ".requirements-stamp"
    want = file_hash(REQUIREMENTS_TEST)
    if stamp.exists() and stamp.read_text() == want:
        return python
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
         "-r", REQUIREMENTS_TEST])
    stamp.write_text(want)
    return python


def ensure_chromium() -> None:
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0:
        raise SystemExit(f"{CHROMIUM} is missing; install Debian's chromium package (needs root)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update"], env=env)
    run(["apt-get", "install", "-y", "chromium"], env=env)


def test(pytest_args: list[str]) -> int:
    python = ensure_venv()
    ensure_chromium()
    build()
    failures: list[str] = []

    if (ROOT / "pilotta").is_dir():
        log("mypy --strict pilotta")
        if subprocess.run([str(python), "-m", "mypy", "--strict", "pilotta"], cwd=ROOT).returncode:
            failures.append("mypy")
    else:
        log("pilotta/ does not exist yet: skipping mypy")

    env = {**os.environ, "PILOTTA_REQUIRE_BROWSER": "1"}
    names_a_path = any(
        not arg.startswith("-") and (ROOT / arg.split("::", 1)[0]).exists()
        for arg in pytest_args
    )
    cmd = [str(python), "-m", "pytest", *([] if names_a_path else ["tests"]), *pytest_args]
    log("$ " + " ".join(cmd[2:]))
    if subprocess.run(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL).returncode:
        failures.append("pytest")

    if failures:
        log("FAILED: " + ", ".join(failures))
        return 1
    log("all checks passed")
    return 0


# --------------------------------------------------------------------------
# CLI
# --------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    extra: list[str] = []
    if "--" in argv:
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1:]

    parser = argparse.ArgumentParser(
        prog="build.py", description=__doc__.split("\n\n")[0] if __doc__ else None,
        epilog="See the module docstring (top of build.py) for details.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_build = sub.add_parser("build", help="assemble dist/")
    p_build.add_argument("--site-only", action="store_true",
                         help="omit dist/tests/ (what to publish)")
    p_serve = sub.add_parser("serve", help="build and serve dist/ on 127.0.0.1")
    p_serve.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p_serve.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    sub.add_parser("test", help="set up .venv + chromium, build, mypy, pytest "
                                "(pytest args after --, e.g. test -- -x -k deal)")
    args = parser.parse_args(argv)

    if extra and args.command != "test":
        parser.error("arguments after -- are only accepted by 'test'")
    try:
        if args.command == "build":
            build(site_only=args.site_only)
        elif args.command == "serve":
            serve(args.port, not args.no_build)
        elif args.command == "test":
            return test(extra)
    except subprocess.CalledProcessError as exc:
        log(f"command failed with exit code {exc.returncode}")
        return exc.returncode or 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
