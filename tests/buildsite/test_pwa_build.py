"""The build's offline and installable parts, without a browser: the service worker's
precache list and version, the icons and the manifest, the CSP's hashes, the sub-path
server."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import struct
import subprocess
import sys
import threading
import urllib.error
import urllib.request
import zipfile
import zlib
from pathlib import Path
from urllib.parse import urljoin

import pytest

from buildsite.icons import PNG_ICONS, SVG_ICON, icon_files
from buildsite.offline import (
    FILES_LINE,
    VERSION_LINE,
    Precache,
    render_worker,
    write_service_worker,
)
from buildsite.paths import ROOT
from buildsite.pyc_job import compile_zip
from buildsite.server import make_server, normal_prefix
from buildsite.site import CHUNKS_MARK, PRELOAD_MARK, render_page


def small_site(root: Path) -> Path:
    for name, text in {
        "index.html": "<!doctype html>",
        "web/style.css": "body {}",
        "vendor/pyodide/pyodide.mjs": "export {}",
        "tests/runner.html": "test page",
        "screenshots/a.png": "x",
        "metrics.json": "{}",
        ".nojekyll": "",
    }.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def test_the_precache_list_is_the_site_with_hashes(tmp_path: Path) -> None:
    site = small_site(tmp_path)
    precache = write_service_worker(site)
    assert precache.paths == ["./", "vendor/pyodide/pyodide.mjs", "web/style.css"]
    sri = dict(precache.files)["web/style.css"]
    assert sri == "sha256-" + base64.b64encode(hashlib.sha256(b"body {}").digest()).decode()
    worker = (site / "sw.js").read_text()
    assert f'const VERSION = "{precache.version}";' in worker
    assert '["web/style.css", "' + sri + '"],' in worker
    assert VERSION_LINE not in worker and FILES_LINE not in worker
    # a rebuild of the same site writes the same worker; any change to a file changes it
    assert write_service_worker(site).version == precache.version
    (site / "web/style.css").write_text("body { color: red }")
    assert write_service_worker(site).version != precache.version


def test_the_template_needs_its_two_marked_lines() -> None:
    with pytest.raises(SystemExit):
        render_worker("const VERSION = 1;", Precache("v", []))
    text = (ROOT / "sw.js").read_text()
    assert text.count(VERSION_LINE) == 1 and text.count(FILES_LINE) == 1


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_icons_are_valid_and_the_same_every_time() -> None:
    first = dict(icon_files())
    assert dict(icon_files()) == first
    for name, (size, _) in PNG_ICONS.items():
        data = first[name]
        assert png_size(data) == (size, size)
        start = data.index(b"IDAT") + 4
        length = struct.unpack(">I", data[start - 8:start - 4])[0]
        assert len(zlib.decompress(data[start:start + length])) == size * (4 * size + 1)
    assert first[SVG_ICON].startswith(b'<svg xmlns="http://www.w3.org/2000/svg"')


def test_the_manifest_names_the_built_icons_and_the_site_root() -> None:
    manifest = json.loads((ROOT / "web" / "manifest.webmanifest").read_text())
    at = "https://example.org/pilotta/web/manifest.webmanifest"  # any site, any sub-path
    assert urljoin(at, manifest["start_url"]) == "https://example.org/pilotta/"
    assert urljoin(at, manifest["scope"]) == "https://example.org/pilotta/"
    names = dict(icon_files())
    purposes = set()
    for icon in manifest["icons"]:
        assert icon["src"].startswith("icons/")  # web/icons/ in dist/ (buildsite/site.py)
        data = names[icon["src"].removeprefix("icons/")]
        if icon["type"] == "image/png":
            w, h = png_size(data)
            assert icon["sizes"] == f"{w}x{h}"
        purposes.add(icon.get("purpose", "any"))
    assert {"any", "maskable"} <= purposes
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes  # what installability asks for


def test_the_csp_hashes_are_those_of_the_texts_it_names() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    csp = re.findall(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)[0]
    directives = {part.split()[0]: part.split()[1:] for part in csp.split(";")}

    def sha(text: str) -> str:
        return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"

    assert directives["style-src-attr"] == ["'unsafe-hashes'"] + [sha(f"--n:{n}")
                                                                  for n in range(9)]
    assert directives["script-src-attr"] == ["'unsafe-hashes'", sha("return false")]


def test_the_server_under_a_prefix(tmp_path: Path) -> None:
    assert normal_prefix("pilotta") == normal_prefix("/pilotta/") == "/pilotta/"
    assert normal_prefix("") == normal_prefix("/") == "/"
    site = small_site(tmp_path)
    server = make_server(site, 0, prefix="/pilotta/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with urllib.request.urlopen(base + "/pilotta?seed=3") as answer:
            assert answer.url == base + "/pilotta/?seed=3"
            assert answer.read() == b"<!doctype html>"
        with urllib.request.urlopen(base + "/pilotta/web/style.css") as answer:
            assert answer.read() == b"body {}"
        with urllib.request.urlopen(base + "/pilotta/web") as answer:  # its own redirect
            assert answer.url == base + "/pilotta/web/"
        for outside in ("/", "/web/style.css", "/pilotta-x/"):
            with pytest.raises(urllib.error.HTTPError) as error:
                urllib.request.urlopen(base + outside)
            assert error.value.code == 404, outside
    finally:
        server.shutdown()
        server.server_close()


def test_both_pages_preload_the_archives_the_build_names() -> None:
    archives = ["packages/game.zip", "packages/bytecode.zip"]
    for page in ("index.html", "embed.html"):
        html = render_page(page, archives, ("packages/snapshot.bin.gz", "sha256-AAAA"))
        assert PRELOAD_MARK not in html
        for archive in archives:
            link = f'<link rel="preload" href="./{archive}" as="fetch" crossorigin>'
            assert html.count(link) == 1, (page, archive)
        # PyScript, started by web/start.js, runs the page's entry module with the config
        assert '<script type="module" src="./web/start.js"></script>' in html
        assert html.count('<script type="py" config="./pyscript.toml">') == 1
        assert html.count("\nimport web.") == 1
        # its chunks are preloaded (their names carry a hash)
        assert 'rel="modulepreload" href="./vendor/pyscript/core-' in html
        assert CHUNKS_MARK not in html


def python_zip(path: Path) -> Path:
    members = {
        "pkg/__init__.py": "VALUE = 41\n",
        "pkg/mod.py": "from pkg import VALUE\n\ndef answer():\n    return VALUE + 1\n",
        "pkg/data.txt": "not python",
    }
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in members.items():
            archive.writestr(name, text)
    return path


def test_byte_compiled_zips_load_and_are_the_same_every_time(tmp_path: Path) -> None:
    src = python_zip(tmp_path / "src.zip")
    beside, again = tmp_path / "beside.zip", tmp_path / "again.zip"
    assert compile_zip(str(src), str(beside), "beside", False, "/lib/x.zip/") == 2
    compile_zip(str(src), str(again), "beside", False, "/lib/x.zip/")
    assert beside.read_bytes() == again.read_bytes()
    names = zipfile.ZipFile(beside).namelist()
    assert names == ["pkg/__init__.pyc", "pkg/data.txt", "pkg/mod.pyc"]  # no sources
    flags = struct.unpack("<I", zipfile.ZipFile(beside).read("pkg/mod.pyc")[4:8])[0]
    assert flags == 0b01  # hash-based, unchecked (PEP 552)
    # zipimport loads the bytecode alone
    done = subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); "
                           "import pkg.mod; print(pkg.mod.answer(), pkg.mod.__file__)",
                           str(beside)], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["42", f"{beside}/pkg/mod.pyc"]

    cache = tmp_path / "pycache.zip"
    assert compile_zip(str(src), str(cache), "pycache", True, "") == 2
    tag = sys.implementation.cache_tag
    assert zipfile.ZipFile(cache).namelist() == [f"pkg/__pycache__/__init__.{tag}.pyc",
                                                 f"pkg/__pycache__/mod.{tag}.pyc"]
    flags = struct.unpack("<I", zipfile.ZipFile(cache).read(
        f"pkg/__pycache__/mod.{tag}.pyc")[4:8])[0]
    assert flags == 0b11  # hash-based, checked against the source beside it
