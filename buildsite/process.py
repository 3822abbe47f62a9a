"""Logging and running commands."""

from __future__ import annotations

import hashlib
import os
import subprocess
from collections.abc import Iterable, Sequence
from pathlib import Path

from .paths import ROOT


def log(message: str) -> None:
    print(f"[build.py] {message}", flush=True)


def run(cmd: Sequence[str | os.PathLike[str]], env: dict[str, str] | None = None) -> None:
    """Run a command in the repository root, without stdin (CI has none); raise on failure."""
    log("$ " + " ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT, env=env,
                   stdin=subprocess.DEVNULL)


def digest(paths: Iterable[Path], root: Path = ROOT) -> str:
    """SHA-256 over the names (relative to ``root``) and contents of ``paths``."""
    sha = hashlib.sha256()
    for path in paths:
        sha.update(path.relative_to(root).as_posix().encode() + b"\0")
        sha.update(path.read_bytes())
        sha.update(b"\0")
    return sha.hexdigest()
