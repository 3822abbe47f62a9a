"""The engine's wheel and the web archive: valid, complete and the same bytes every build."""

from __future__ import annotations

import base64
import hashlib
import tomllib
import zipfile
from pathlib import Path

from buildsite.archive import build_wheel, tree_members, write_zip
from buildsite.paths import ROOT
from buildsite.project import load_project
from buildsite.site import render_pyscript_toml


def test_the_wheel_is_reproducible(tmp_path: Path) -> None:
    project = load_project(ROOT)
    first = build_wheel(project, ROOT, tmp_path / "a").read_bytes()
    second = build_wheel(project, ROOT, tmp_path / "b").read_bytes()
    assert first == second


def test_the_wheel_holds_the_package_and_a_true_record(tmp_path: Path) -> None:
    project = load_project(ROOT)
    wheel = zipfile.ZipFile(build_wheel(project, ROOT, tmp_path))
    info = f"{project.dist_name}-{project.version}.dist-info"
    names = wheel.namelist()
    sources = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "pilotta").rglob("*")
                     if p.is_file() and p.suffix in (".py", ".typed")
                     and "__pycache__" not in p.parts)
    assert names[: len(sources)] == sources and "pilotta/py.typed" in names
    assert names[-1] == f"{info}/RECORD"
    record = wheel.read(f"{info}/RECORD").decode().splitlines()
    assert record[-1] == f"{info}/RECORD,,"
    for line in record[:-1]:
        name, sha, size = line.split(",")
        data = wheel.read(name)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
        assert sha == "sha256=" + digest.decode() and int(size) == len(data), name
    assert len(record) == len(names)
    assert {i.date_time for i in wheel.infolist()} == {(1980, 1, 1, 0, 0, 0)}
    assert b"Root-Is-Purelib: true" in wheel.read(f"{info}/WHEEL")


def test_the_web_archive_and_the_config_that_installs_it(tmp_path: Path) -> None:
    members = sorted(tree_members(ROOT, "web", (".py",)))
    archive = zipfile.ZipFile(write_zip(tmp_path / "web.zip", members))
    assert "web/__init__.py" in archive.namelist() and "web/table/main.py" in archive.namelist()
    config = tomllib.loads(render_pyscript_toml(
        [("packages/game.zip", "./game.zip"), ("packages/bytecode.zip", "./*")]))
    # the game's archive is written as it is (imported from), PyScript's bytecode unpacked
    assert config["files"] == {"./packages/game.zip": "./game.zip",
                               "./packages/bytecode.zip": "./*"}
    assert config["interpreter"] == "./web/interpreter.mjs"  # the vendored Pyodide, wrapped
