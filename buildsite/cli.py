"""The command line of ``build.py``: ``build``, ``serve`` and ``test``."""

from __future__ import annotations

import argparse
import subprocess
from collections.abc import Sequence

from . import checks
from .paths import DIST
from .process import log
from .server import serve
from .site import build

USAGE = """\
  build [--site-only]         assemble dist/ (--site-only: without dist/tests/, what to publish)
  serve [--port N] [--prefix /pilotta/] [--no-build]
                              build, then serve dist/ on http://127.0.0.1:N/ (default 8000),
                              or under a sub-path as GitHub Pages serves a project site
  test [-- PYTEST_ARGS...]    set up .venv and Chromium, build, ruff, mypy, pytest"""


def test(pytest_args: list[str]) -> int:
    """Everything CI runs. Lint failures are printed and fail the command, after pytest ran."""
    python = checks.ensure_venv()
    checks.ensure_chromium()
    build()
    failed = checks.lint(python)
    if failed:
        log(f"lint failed ({', '.join(failed)}): pytest runs all the same, the command fails")
    if not checks.pytest(python, pytest_args):
        failed.append("pytest")
    if failed:
        log("FAILED: " + ", ".join(failed))
        return 1
    log("all checks passed")
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="build.py", usage="%(prog)s COMMAND ...\n" + USAGE,
                                  description="Build, serve and test the Pilotta site.")
    sub = top.add_subparsers(dest="command", required=True)
    p_build = sub.add_parser("build", help="assemble dist/")
    p_build.add_argument("--site-only", action="store_true",
                         help="omit dist/tests/ (what to publish)")
    p_serve = sub.add_parser("serve", help="build and serve dist/ on 127.0.0.1")
    p_serve.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p_serve.add_argument("--prefix", default="/",
                         help="serve under this sub-path, as GitHub Pages serves a project "
                              "site at /<repository>/ (default /)")
    p_serve.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    sub.add_parser("test", help="set up .venv and Chromium, build, ruff, mypy, pytest "
                                "(pytest arguments after --, e.g. test -- -x -k deal)")
    return top


def main(argv: Sequence[str]) -> int:
    argv = list(argv)
    extra: list[str] = []
    if "--" in argv:  # everything after it belongs to pytest
        cut = argv.index("--")
        argv, extra = argv[:cut], argv[cut + 1:]
    top = parser()
    args = top.parse_args(argv)
    if extra and args.command != "test":
        top.error("arguments after -- are only accepted by 'test'")
    try:
        if args.command == "build":
            build(site_only=args.site_only)
        elif args.command == "serve":
            if not args.no_build:
                build()
            elif not DIST.is_dir():
                raise SystemExit("dist/ does not exist; run without --no-build")
            serve(DIST, args.port, args.prefix)
        else:
            return test(extra)
    except subprocess.CalledProcessError as exc:
        log(f"command failed with exit code {exc.returncode}")
        return exc.returncode or 1
    return 0
