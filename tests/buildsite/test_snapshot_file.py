"""The pages' memory snapshot, without a browser: its file format (buildsite/snapshot.py;
web/snapshot.js reads the same bytes, tests/browser/test_snapshot.py starts pages from it), how
the pages name it, and how the build reports a snapshot that cannot be made."""

from __future__ import annotations

import gzip
import struct
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from buildsite import snapshot as snap
from buildsite.site import render_page

PAGE = 16  # small pages keep the examples readable


def memory_of(pages: list[int], page: int = PAGE, tail: int = 0) -> bytes:
    """Memory with one page per entry: 0 for a zero page, else the page filled with it."""
    return b"".join(bytes([value]) * page for value in pages) + b"\x07" * tail


def test_a_file_holds_a_header_a_bitmap_and_only_the_pages_that_are_not_zero() -> None:
    memory = memory_of([0, 5, 0, 0, 9, 0, 0, 0, 0, 3])  # 10 pages: 2 bitmap bytes
    body = gzip.decompress(snap.pack(memory, PAGE))
    assert body[:8] == snap.MAGIC
    assert struct.unpack_from("<II", body, 8) == (len(memory), PAGE)
    assert body[16:18] == bytes([0b0001_0010, 0b0000_0010])  # pages 1, 4 and 9
    assert body[18:] == b"\x05" * PAGE + b"\x09" * PAGE + b"\x03" * PAGE
    assert snap.unpack(snap.pack(memory, PAGE)) == memory


def test_the_same_memory_always_gives_the_same_bytes() -> None:
    memory = memory_of([1, 0, 2], tail=5)
    assert snap.pack(memory, PAGE) == snap.pack(memory, PAGE)  # gzip without a timestamp


@given(st.lists(st.sampled_from([0, 0, 0, 1, 200]), max_size=40), st.integers(0, PAGE - 1))
def test_unpack_gives_back_any_memory(pages: list[int], tail: int) -> None:
    memory = memory_of(pages, tail=tail)  # a last page that is not whole, too
    assert snap.unpack(snap.pack(memory, PAGE)) == memory


def test_a_file_that_is_not_a_snapshot_is_refused() -> None:
    with pytest.raises(ValueError, match="not a snapshot"):
        snap.unpack(gzip.compress(b"PK\x03\x04 a zip file, say"))


def test_both_pages_name_the_snapshot_with_its_integrity_and_do_not_preload_it() -> None:
    archives = ["packages/game.zip", "packages/bytecode.zip"]
    named = ("packages/snapshot.bin.gz", "sha256-AAAA")
    for page in ("index.html", "embed.html"):
        html = render_page(page, archives, named)
        meta = ('<meta name="pilotta-snapshot" content="./packages/snapshot.bin.gz" '
                'data-integrity="sha256-AAAA">')
        assert html.count(meta) == 1, page
        # a preload would make a warm start read it twice (once through the worker)
        assert 'rel="preload" href="./packages/snapshot.bin.gz"' not in html, page


def test_the_worker_keeps_gzip_files_inflated_under_their_integrity() -> None:
    worker = (snap.ROOT / "sw.js").read_text(encoding="utf-8")
    start = (snap.ROOT / "web" / "snapshot.js").read_text(encoding="utf-8")
    header = 'const INFLATED = "x-pilotta-inflated-from";'
    assert header in worker and header.split(";")[0] in start  # one name on both sides
    assert 'path.endsWith(".gz")' in worker


def test_a_snapshot_that_cannot_be_made_stops_the_build_with_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    site = tmp_path / "site"
    (site / "vendor" / "pyodide").mkdir(parents=True)
    (site / "vendor" / "pyodide" / "pyodide.mjs").write_text("// a runtime", encoding="utf-8")
    failing = tmp_path / "snapshot.mjs"
    failing.write_text('process.stderr.write("noise\\nsnapshot: no such module: web.nope\\n");'
                       "process.exit(1);\n", encoding="utf-8")
    monkeypatch.setattr(snap, "SCRIPT", failing)
    monkeypatch.setattr(snap, "CACHE_DIR", tmp_path / "cache")
    if snap.shutil.which("node") is None:
        pytest.skip("node is not installed")
    with pytest.raises(SystemExit) as stop:
        snap.write_snapshot(site, [])
    assert str(stop.value) == "the memory snapshot failed: snapshot: no such module: web.nope"
    assert not list((tmp_path / "cache").glob("*.bin"))  # nothing half-made is kept
