"""Where things are: the repository's inputs and the build's outputs."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
STAGING = ROOT / "dist.tmp"  # dist/ is replaced only once the whole build has succeeded
NODE_MODULES = ROOT / "node_modules"
VENV = ROOT / ".venv"
CACHE = ROOT / ".cache"

ENGINE = "pilotta"  # the distribution's one package
WEB = "web"  # the page's DOM layer
INDEX_PAGE = "index.html"  # the table (its <script type="py"> imports web/table/main.py)
EMBED_PAGE = "embed.html"  # the demo for rules pages (imports web/embed/main.py)
PACKAGES_DIR = "packages"  # in dist/: the engine's wheel and the web archive

# Every input of `build`: dist/ is stale when their contents change (tests/browser/conftest.py).
BUILD_INPUTS = (
    "build.py",
    "buildsite",
    "index.html",
    "embed.html",
    "examples",
    "sw.js",
    "pyscript.toml",
    "pyproject.toml",
    "package-lock.json",
    "pilotta",
    "web",
    "tests/engine",
    "tests/bots",
    "tests/pyodide",
)
STAMP = DIST / ".build-inputs-sha256"


# Made from the sources, never one: bytecode, and the catalogs the tests' conftest compiles
# beside their .po (buildsite/msgfmt.py; the build compiles its own into game.zip).
GENERATED = (".pyc", ".mo", ".tmp")


def source_files(directory: Path, suffixes: tuple[str, ...] = ()) -> list[Path]:
    """Files below ``directory``, sorted, without caches; only ``suffixes`` if given."""
    return sorted(
        path
        for path in directory.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix not in GENERATED
        and (not suffixes or path.suffix in suffixes)
    )
