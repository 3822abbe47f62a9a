"""Assembling ``dist/``: the pages, their Python code as archives, the runtime, and the
generated ``pyscript.toml``.

The pages install their Python code from two archives instead of one request per module;
``pyscript.toml``'s ``[files]`` table names them and PyScript writes them into its working
directory:

* ``game.zip``, the engine and the page (sources, and bytecode beside them), is written as
  it is and imported from by zipimport: the page's script puts it on ``sys.path``.
  Unpacking its 250 files with Pyodide's ``unpackArchive`` took about as long as importing
  what the table needs (under Node, a busy 2-core machine: 0.45-1.2 s against 0.5-0.95 s);
  writing the one file takes a few milliseconds;
* ``bytecode.zip``, the compiled files of PyScript's own package, is unpacked (``"./*"``)
  beside the sources PyScript writes.

This needs no micropip, which the npm Pyodide does not ship, and nothing outside the page's
own origin. The engine's wheel is still built, for rules pages that use the engine
(``examples/``).
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import tempfile
import tomllib
import zipfile
from pathlib import Path

from .archive import build_wheel, tree_members, write_zip
from .bytecode import Job, byte_compile, keep_compiled
from .icons import write_icons
from .msgfmt import compile_catalogs
from .offline import integrity, write_service_worker
from .paths import (
    BUILD_INPUTS,
    CACHE,
    DIST,
    EMBED_PAGE,
    INDEX_PAGE,
    NODE_MODULES,
    PACKAGES_DIR,
    ROOT,
    STAGING,
    STAMP,
    WEB,
    source_files,
)
from .process import digest, log
from .project import load_project
from .pyodide_tests import build_test_assets, pyodide_python
from .snapshot import write_snapshot
from .vendor import ensure_node_modules, pyscript_chunks, vendor_runtime


def inputs_digest() -> str:
    paths: list[Path] = []
    for name in BUILD_INPUTS:
        path = ROOT / name
        paths += source_files(path) if path.is_dir() else [path] if path.is_file() else []
    return digest(paths)


def dist_is_current(with_tests: bool = True) -> bool:
    """True when dist/ was built from the inputs as they are now (and has the test pages)."""
    if not STAMP.is_file() or STAMP.read_text() != inputs_digest():
        return False
    return not with_tests or (DIST / "tests" / "manifest.json").is_file()


UNPACK = "./*"  # a [files] target: the archive unpacked into the working directory
GAME_ZIP = "game.zip"  # the engine and the page, imported from the archive (index.html)
HOME = "/home/pyodide"  # PyScript's working directory (tests/browser/test_pyscript.py)

Files = list[tuple[str, str]]  # (the archive's path in the site, its [files] target)


def render_pyscript_toml(files: Files, template: Path = ROOT / "pyscript.toml",
                         base: str = "./") -> str:
    """``template`` (a PyScript config) with a ``[files]`` table installing ``files`` (paths
    in the site; ``base``: the config's folder relative to the site's root, as ``../``)."""
    urls = [base + name for name, _ in files]
    lines = [
        template.read_text(encoding="utf-8").rstrip(),
        "",
        "# Written by build.py: the Python code, written or unpacked into the working directory.",
        "[files]",
        *(f"{json.dumps(url)} = {json.dumps(target)}" for url, (_, target) in zip(urls, files)),
    ]
    text = "\n".join(lines) + "\n"
    try:
        table = tomllib.loads(text)["files"]
    except tomllib.TOMLDecodeError as exc:
        raise SystemExit(f"{template.name}: {exc} (build.py writes its [files] table)") from exc
    assert table == {url: target for url, (_, target) in zip(urls, files)}
    return text


EXAMPLES = "examples"  # a rules page that uses the engine with PyScript (README: Embedding)


def examples(site: Path, wheel: str) -> None:
    """``examples/``: its pages as they are, each ``.toml`` config with the engine's wheel."""
    out = site / EXAMPLES
    out.mkdir()
    for path in source_files(ROOT / EXAMPLES):
        if path.suffix == ".toml":
            text = render_pyscript_toml([(wheel, UNPACK)], template=path, base="../")
            (out / path.name).write_text(text, encoding="utf-8")
        else:
            shutil.copyfile(path, out / path.name)


# PyScript's own Python package, which PyScript writes into the working directory as sources
# at every start, before the page's script: compiled here too (checked hash-based .pyc in
# pyscript/__pycache__/, which bytecode.zip unpacks beside it), a start compiles none of it.
# The sources are the ones PyScript writes (minified), from its build's artifact, a JSON
# object behind `export default`; if they ever differ, Python compiles them as before.
PYSCRIPT_STDLIB = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"


def pyscript_package() -> list[tuple[str, bytes]]:
    """The files of PyScript's Python package as PyScript writes them: (path, bytes)."""
    text = PYSCRIPT_STDLIB.read_text(encoding="utf-8")
    try:
        tree = json.loads(text.split("export default", 1)[1].strip().rstrip(";"))
    except (IndexError, json.JSONDecodeError) as exc:
        raise SystemExit(f"{PYSCRIPT_STDLIB}: not the JSON artifact expected ({exc})") from exc
    members: list[tuple[str, bytes]] = []

    def walk(prefix: str, node: dict[str, object]) -> None:
        for name, value in node.items():
            if isinstance(value, dict):
                walk(f"{prefix}{name}/", value)
            elif isinstance(value, str) and name.endswith(".py"):
                members.append((prefix + name, value.encode("utf-8")))

    walk("", tree)
    return members

ICONS_DIR = "web/icons"  # in dist/: drawn by buildsite/icons.py, named by the manifest


def icons(site: Path) -> None:
    """The icons, rendered once per version of buildsite/icons.py (it takes a few seconds)."""
    source = (ROOT / "buildsite" / "icons.py").read_bytes()
    cached = CACHE / "icons" / hashlib.sha256(source).hexdigest()[:16]
    if not cached.is_dir():
        shutil.rmtree(CACHE / "icons", ignore_errors=True)
        write_icons(cached.with_suffix(".tmp"))
        cached.with_suffix(".tmp").rename(cached)  # whole or not at all
    shutil.copytree(cached, site / ICONS_DIR)


PRELOAD_MARK = "<!-- build.py: preload of the site's archives -->"
CHUNKS_MARK = "<!-- build.py: modulepreload of PyScript's chunks -->"


def render_page(name: str, archives: list[str], snapshot: tuple[str, str]) -> str:
    """A page (index.html, embed.html) with a modulepreload of PyScript's chunks (their names
    carry a hash), a preload of each archive in place of its mark (PyScript fetches them
    only once Pyodide has started: preloaded, they arrive while it compiles), and a
    ``<meta name="pilotta-snapshot">`` naming the memory snapshot (buildsite/snapshot.py)
    with its integrity, by which web/snapshot.js knows the service worker's inflated copy of
    this very file (sw.js). The snapshot is not preloaded: on a warm start that would read
    its 15 MB out of the worker's cache a second time, for nothing."""
    html = (ROOT / name).read_text(encoding="utf-8")
    for mark in (PRELOAD_MARK, CHUNKS_MARK):
        if html.count(mark) != 1:
            raise SystemExit(f"{name}: one line {mark!r} expected")
    chunks = [f'<link rel="modulepreload" href="./vendor/pyscript/{chunk}">'
              for chunk in pyscript_chunks(preloaded_only=True)]
    html = html.replace(CHUNKS_MARK, "\n  ".join(chunks))
    links = [f'<link rel="preload" href="./{archive}" as="fetch" crossorigin>'
             for archive in archives]
    path, sri = snapshot
    links.append(f'<meta name="pilotta-snapshot" content="./{path}" data-integrity="{sri}">')
    return html.replace(PRELOAD_MARK, "\n  ".join(links))


def bytecode(site: Path, game: Path, pyscript: Path) -> tuple[Path, Path]:
    """Byte-compile the runtime's standard library in place (whole: the snapshot's run then
    lists what a start imports, and ``assemble`` keeps only those compiled), the engine and
    the page into ``packages/game.zip`` (their sources, each with an unchecked .pyc beside it
    for zipimport: the build makes both at once, so they cannot differ) and PyScript's package
    into ``packages/bytecode.zip`` (buildsite/bytecode.py); return the last two."""
    stdlib = site / "vendor" / "pyodide" / "python_stdlib.zip"
    zip_path = "/lib/python{}.zip/".format(pyodide_python().replace(".", ""))
    compiled_stdlib, compiled_game, compiled_pyscript = byte_compile([
        Job(stdlib.read_bytes(), layout="beside", checked=False, filename_prefix=zip_path),
        Job(game.read_bytes(), layout="beside", checked=False,
            filename_prefix=f"{HOME}/{GAME_ZIP}/"),
        Job(pyscript.read_bytes(), layout="pycache", checked=True, filename_prefix=""),
    ])
    stdlib.write_bytes(compiled_stdlib)
    with zipfile.ZipFile(io.BytesIO(compiled_game)) as pyc, zipfile.ZipFile(game) as src:
        members = [(n, src.read(n)) for n in src.namelist()]
        members += [(n, pyc.read(n)) for n in pyc.namelist() if n.endswith(".pyc")]
    game_zip = write_zip(site / PACKAGES_DIR / GAME_ZIP, sorted(members))
    out = site / PACKAGES_DIR / "bytecode.zip"
    out.write_bytes(compiled_pyscript)
    return game_zip, out


def assemble(site: Path, site_only: bool) -> None:
    # The styles and scripts, the manifest are loaded by URL; the modules and the compiled
    # message catalogs come in game.zip (their .po sources are not served).
    for path in source_files(ROOT / WEB):
        rel = path.relative_to(ROOT).as_posix()
        if path.suffix not in (".py", ".po", ".pot"):
            (site / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, site / rel)
    packages = site / PACKAGES_DIR
    project = load_project(ROOT)
    wheel = build_wheel(project, ROOT, packages)
    (site / ".nojekyll").write_text("")  # GitHub Pages: serve the files as they are
    icons(site)
    vendor_runtime(site)
    with tempfile.TemporaryDirectory() as work:
        game = write_zip(Path(work) / "game.zip", sorted(
            tree_members(ROOT, project.package, (".py",)) + tree_members(ROOT, WEB, (".py",))
            + compile_catalogs(ROOT)))  # the page's words, as gettext reads them
        pyscript = write_zip(Path(work) / "pyscript.zip", sorted(pyscript_package()))
        game_zip, compiled = bytecode(site, game, pyscript)
    files = [(game_zip.relative_to(site).as_posix(), "./" + GAME_ZIP),
             (compiled.relative_to(site).as_posix(), UNPACK)]
    archives = [name for name, _ in files]
    (site / "pyscript.toml").write_text(render_pyscript_toml(files), encoding="utf-8")
    examples(site, wheel.relative_to(site).as_posix())
    snapshot, started = write_snapshot(site, files)
    stdlib = site / "vendor" / "pyodide" / "python_stdlib.zip"
    stdlib.write_bytes(keep_compiled(
        stdlib.read_bytes(), (NODE_MODULES / "pyodide" / "python_stdlib.zip").read_bytes(),
        started))
    named = (snapshot.relative_to(site).as_posix(), integrity(snapshot.read_bytes()))
    for page in (INDEX_PAGE, EMBED_PAGE):  # the table, the demo for rules pages
        (site / page).write_text(render_page(page, archives, named), encoding="utf-8")
    write_service_worker(site)  # last of the site: it lists and hashes every file above
    if not site_only:
        build_test_assets(site, wheel)  # not in the site's cache: dist/tests/ is for tests


def build(site_only: bool = False) -> None:
    """Assemble dist/ from scratch in a staging folder, then put it in place."""
    ensure_node_modules()
    if STAGING.exists():
        shutil.rmtree(STAGING)
    STAGING.mkdir()
    assemble(STAGING, site_only)
    if DIST.exists():
        shutil.rmtree(DIST)
    STAGING.rename(DIST)
    STAMP.write_text(inputs_digest())
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    log(f"built dist/ ({size / 1e6:.1f} MB{', site only' if site_only else ''})")
