"""``build.py test``: the test tools and Chromium, then ruff, mypy and pytest."""

from __future__ import annotations

import hashlib
import os
import subprocess
import venv
from pathlib import Path

from .paths import ROOT, VENV
from .process import log, run

REQUIREMENTS = ROOT / "requirements-test.txt"
CHROMIUM = Path("/usr/bin/chromium")
# The lint step: every path, rule, flag and contract is in pyproject.toml ([tool.ruff],
# [tool.mypy], [tool.importlinter]: the layers, which import-linter checks from the imports).
LINTERS = {
    "ruff": ["-m", "ruff", "check", "--no-cache", "."],
    "mypy": ["-m", "mypy", "--strict"],
    "import-linter": ["-c", "import sys; from importlinter.cli import lint_imports_command; "
                      "sys.exit(lint_imports_command(['--no-cache']))"],
}


def ensure_venv() -> Path:
    """``.venv`` with the pinned tools; reinstalled when requirements-test.txt changes."""
    python = VENV / "bin" / "python"
    if not python.exists():
        log("creating .venv")
        venv.EnvBuilder(with_pip=True, clear=True).create(VENV)
    stamp = VENV / ".requirements-stamp"
    want = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    if not (stamp.is_file() and stamp.read_text() == want):
        run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             "-r", REQUIREMENTS])
        stamp.write_text(want)
    return python


def ensure_chromium() -> None:
    """Debian's chromium: Playwright cannot download a browser of its own here."""
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0:
        raise SystemExit(f"{CHROMIUM} is missing; install Debian's chromium package (as root)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update"], env=env)
    run(["apt-get", "install", "-y", "chromium"], env=env)


def lint(python: Path) -> list[str]:
    """Run every linter (each prints its violations); the names of those that failed."""
    failed = []
    for name, args in LINTERS.items():
        log(f"$ {name} {' '.join(args[2:])}")
        if subprocess.run([str(python), *args], cwd=ROOT, stdin=subprocess.DEVNULL).returncode:
            failed.append(name)
    return failed


# A browser test whose Chromium renderer crashed ("Target crashed": an environmental failure,
# seen about once in a dozen full runs on a busy 2-core machine, as Pyodide starts) runs once
# more (pytest-rerunfailures); any other failure is never retried.
RERUN = ("--reruns", "1", "--only-rerun", "Target crashed")


def pytest(python: Path, args: list[str]) -> bool:
    """pytest over tests/ (or the paths ``args`` name), with the browser tests required."""
    names_a_path = any(
        not arg.startswith("-") and (ROOT / arg.split("::", 1)[0]).exists() for arg in args
    )
    cmd = [str(python), "-m", "pytest", *([] if names_a_path else ["tests"]), *RERUN, *args]
    log("$ " + " ".join(cmd[2:]))
    env = {**os.environ, "PILOTTA_REQUIRE_BROWSER": "1"}
    return subprocess.run(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL).returncode == 0
