"""PEP 517 build backend: ``pip install .`` and ``pip wheel .`` build the engine's wheel
with this package's writer, offline and with nothing to install first."""

from __future__ import annotations

import gzip
import io
import tarfile
from pathlib import Path

from .archive import build_wheel as write_wheel
from .archive import tree_members
from .paths import ROOT
from .project import load_project

# What an sdist needs to build the wheel again: the metadata, the package, this backend.
SDIST_TREES = ("buildsite", "pilotta")
SDIST_FILES = ("pyproject.toml",)


def build_wheel(wheel_directory: str, config_settings: object = None,
                metadata_directory: str | None = None) -> str:
    return write_wheel(load_project(ROOT), ROOT, Path(wheel_directory)).name


def build_sdist(sdist_directory: str, config_settings: object = None) -> str:
    project = load_project(ROOT)
    base = f"{project.dist_name}-{project.version}"
    members = [(name, (ROOT / name).read_bytes()) for name in SDIST_FILES]
    for tree in SDIST_TREES:
        members += tree_members(ROOT, tree, (".py", ".typed"))
    members.append(("PKG-INFO", project.metadata().encode()))
    path = Path(sdist_directory) / f"{base}.tar.gz"
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for name, data in sorted(members):
            info = tarfile.TarInfo(f"{base}/{name}")
            info.size, info.mode, info.mtime = len(data), 0o644, 0  # no time, no owner
            tar.addfile(info, io.BytesIO(data))
    path.write_bytes(gzip.compress(buffer.getvalue(), mtime=0))
    return path.name
