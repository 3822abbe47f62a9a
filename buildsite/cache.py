"""The build's caches under ``.cache/``: what a slow job (Pyodide under Node) made, kept by a
hash of its inputs, so a build whose inputs did not change skips the job."""

from __future__ import annotations

import shutil
from collections.abc import Iterable
from pathlib import Path


def require_node(purpose: str) -> str:
    """The path of ``node``, which every such job runs; a one-line stop without it."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit(f"node is required to {purpose}")
    return node


def store(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all (a build stopped midway leaves no
    half-written entry that a later build would take for a result)."""
    partial = path.with_suffix(".tmp")
    partial.write_bytes(data)
    partial.rename(path)


def prune(directory: Path, pattern: str, keep: int, used: Iterable[Path]) -> None:
    """Mark ``used`` as recently used, then drop all but the ``keep`` newest entries."""
    used = set(used)
    for path in used:
        path.touch()
    for stale in sorted(directory.glob(pattern), key=lambda p: p.stat().st_mtime)[:-keep]:
        if stale not in used:
            stale.unlink()
