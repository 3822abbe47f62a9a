"""The distribution's metadata, read from ``pyproject.toml`` (PEP 621)."""

from __future__ import annotations

import ast
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .paths import ENGINE


@dataclass(frozen=True)
class Project:
    name: str
    version: str
    summary: str
    requires_python: str
    package: str  # the one import package the wheel holds
    scripts: dict[str, str] = field(default_factory=dict)

    @property
    def dist_name(self) -> str:
        """The name as wheel file names and ``.dist-info`` spell it (PEP 427, PEP 503)."""
        return re.sub(r"[-_.]+", "_", self.name).lower()

    @property
    def wheel_name(self) -> str:
        return f"{self.dist_name}-{self.version}-py3-none-any.whl"

    def metadata(self) -> str:
        """The core metadata file (``METADATA``, ``PKG-INFO``)."""
        lines = [
            "Metadata-Version: 2.1",
            f"Name: {self.name}",
            f"Version: {self.version}",
            f"Summary: {self.summary}",
            f"Requires-Python: {self.requires_python}",
        ]
        return "\n".join(lines) + "\n"


def read_version(init_py: Path) -> str:
    """``__version__ = "..."`` of a package, read without importing it."""
    for node in ast.parse(init_py.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets)
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            return node.value.value
    raise SystemExit(f"{init_py}: no __version__ = '...' string")


def load_project(root: Path) -> Project:
    table = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    dynamic = table.get("dynamic", [])
    version = read_version(root / ENGINE / "__init__.py") if "version" in dynamic \
        else str(table["version"])
    return Project(
        name=str(table["name"]),
        version=version,
        summary=str(table.get("description", "")),
        requires_python=str(table.get("requires-python", "")),
        package=ENGINE,
        scripts={str(k): str(v) for k, v in table.get("scripts", {}).items()},
    )
