"""``python -m pilotta arena --save DIR``: a run stopped midway goes on where it stopped and
prints what one uninterrupted run prints; a folder holding anything else is refused with one
line naming the file, and nothing in it is overwritten."""

from __future__ import annotations

from pathlib import Path

import pytest

from pilotta.cli import main

ARGS = ["arena", "--a", "easy", "--b", "random", "--deals", "6", "--chunk", "2", "--seed", "5"]


def result_lines(out: str) -> list[str]:
    """The result (decision and wall times are the machine's, not the result's)."""
    return [x for x in out.splitlines()
            if not x.startswith(("decision time", "wall time", "chunks read"))]


def test_a_run_stopped_midway_goes_on_and_sums_to_the_whole_run(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(ARGS) == 0
    whole = capsys.readouterr().out
    folder = tmp_path / "run"
    assert main([*ARGS, "--save", str(folder)]) == 0
    first = capsys.readouterr().out
    assert result_lines(first) == result_lines(whole)
    assert sorted(p.name for p in folder.iterdir()) == [
        "chunk-000000.json", "chunk-000002.json", "chunk-000004.json"]
    # a run stopped after its first chunk: the others are played again, the first is read
    (folder / "chunk-000002.json").unlink()
    (folder / "chunk-000004.json").unlink()
    assert main([*ARGS, "--save", str(folder)]) == 0
    again = capsys.readouterr().out
    assert result_lines(again) == result_lines(whole)
    assert "chunks read from the save: 1 of 3" in again
    assert (folder / "chunk-000004.json").exists()


def test_a_chunk_of_another_run_or_a_broken_file_is_refused_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "run"
    assert main([*ARGS, "--save", str(folder)]) == 0
    capsys.readouterr()
    kept = (folder / "chunk-000000.json").read_text()
    # the same folder with another seed: its chunks are not this run's
    assert main([*ARGS[:-1], "6", "--save", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "chunk-000000.json: a chunk of another run" in err
    (folder / "chunk-000002.json").write_text("{not json")
    assert main([*ARGS, "--save", str(folder)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "chunk-000002.json: not a saved arena chunk" in err
    assert "Traceback" not in err
    assert (folder / "chunk-000000.json").read_text() == kept
    assert (folder / "chunk-000002.json").read_text() == "{not json"
