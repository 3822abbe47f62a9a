"""Reproducible zip archives and wheels: the same sources give the same bytes.

Entries are sorted and carry a fixed time and mode, so a rebuild changes no file that did not
change (and a browser or CDN cache stays valid).
"""

from __future__ import annotations

import base64
import hashlib
import zipfile
from collections.abc import Iterable
from pathlib import Path

from .paths import source_files
from .project import Project

ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)  # the earliest time a zip entry can hold
FILE_MODE = 0o100644  # a regular file, rw-r--r--

Members = list[tuple[str, bytes]]  # (name in the archive, contents)


def tree_members(root: Path, directory: str, suffixes: tuple[str, ...] = ()) -> Members:
    """The files of ``root/directory`` named by their path relative to ``root``."""
    return [
        (path.relative_to(root).as_posix(), path.read_bytes())
        for path in source_files(root / directory, suffixes)
    ]


def write_zip(path: Path, members: Iterable[tuple[str, bytes]]) -> Path:
    """Write ``members`` in the order given (callers sort them)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in members:
            info = zipfile.ZipInfo(name, ZIP_EPOCH)
            info.create_system = 3  # Unix, whatever the host, so the bytes do not depend on it
            info.external_attr = FILE_MODE << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data, compresslevel=9)
    return path


def record_line(name: str, data: bytes) -> str:
    sha = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={sha},{len(data)}"


def wheel_members(project: Project, root: Path) -> Members:
    """The package's files, then its ``.dist-info`` with ``RECORD`` last (PEP 427)."""
    members = sorted(tree_members(root, project.package))
    info = f"{project.dist_name}-{project.version}.dist-info"
    meta: Members = [
        (f"{info}/METADATA", project.metadata().encode()),
        (f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: buildsite\n"
                          b"Root-Is-Purelib: true\nTag: py3-none-any\n"),
    ]
    if project.scripts:
        lines = ["[console_scripts]", *(f"{k} = {v}" for k, v in sorted(project.scripts.items()))]
        meta.append((f"{info}/entry_points.txt", ("\n".join(lines) + "\n").encode()))
    members += meta
    record = [record_line(name, data) for name, data in members] + [f"{info}/RECORD,,"]
    members.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode()))
    return members


def build_wheel(project: Project, root: Path, out_dir: Path) -> Path:
    return write_zip(out_dir / project.wheel_name, wheel_members(project, root))
