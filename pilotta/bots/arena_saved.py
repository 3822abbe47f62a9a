"""An arena run's finished chunks kept in a folder (``python -m pilotta arena --save DIR``).

A level-table run takes an hour or more of both cores; one stopped midway (a session's end,
a machine lost) loses only the chunks still running. Each finished chunk is written as one
JSON file naming the job it ran (levels, seed, first deal, size, target, options, rules);
a later run with the same arguments reads the chunks of its own jobs and plays the others.
Each chunk depends only on its job, so the sum is what one uninterrupted run prints (the
decision times and the wall time excepted: they are the machine's, not the result's).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .arena import ChunkResult, Job, SideStats, Timing

_FORMAT = "pilotta-arena-chunk/1"


class SavedChunkError(ValueError):
    """A file in the folder that is not a chunk of this run: the message says which and why."""


def chunk_path(folder: Path, first: int) -> Path:
    return folder / f"chunk-{first:06d}.json"


def _job_json(job: Job) -> list[Any]:
    level_a, level_b, seed, first, count, target, options, rules = job
    return [level_a, level_b, seed, first, count, target, dict(sorted(options.items())), rules]


def dumps(job: Job, result: ChunkResult) -> str:
    """One chunk as JSON: the job it ran and its result."""
    return json.dumps({
        "format": _FORMAT,
        "job": _job_json(job),
        "pairs": result.pairs,
        "a": vars(result.a),
        "b": vars(result.b),
        "thrown_in": result.thrown_in,
        "timing": {name: vars(t) for name, t in sorted(result.timing.items())},
        "seconds": result.seconds,
    })


def loads(text: str, job: Job) -> ChunkResult:
    """The result saved for ``job``; ``SavedChunkError`` when the text is not one."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != _FORMAT:
            raise SavedChunkError("not a saved arena chunk")
        if data["job"] != _job_json(job):
            raise SavedChunkError(f"a chunk of another run: {data['job']}, this run's is "
                                  f"{_job_json(job)}")
        out = ChunkResult(job[3], [int(x) for x in data["pairs"]], SideStats(**data["a"]),
                          SideStats(**data["b"]), int(data["thrown_in"]),
                          {str(k): Timing(**v) for k, v in data["timing"].items()},
                          float(data["seconds"]))
    except SavedChunkError:
        raise
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise SavedChunkError(f"not a saved arena chunk ({type(e).__name__}: {e})") from None
    if len(out.pairs) != job[4]:
        raise SavedChunkError(f"{len(out.pairs)} deals where the job has {job[4]}")
    return out


def read(folder: Path, jobs: Iterable[Job]) -> dict[int, ChunkResult]:
    """The chunks of ``jobs`` already in ``folder``, by first deal (missing ones: not
    there). A file of one of these jobs that does not match it raises ``SavedChunkError``
    with the file's name: nothing is overwritten unseen."""
    out: dict[int, ChunkResult] = {}
    for job in jobs:
        path = chunk_path(folder, job[3])
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            continue
        except (OSError, UnicodeDecodeError) as e:
            raise SavedChunkError(f"{path}: cannot be read ({e})") from None
        try:
            out[job[3]] = loads(text, job)
        except SavedChunkError as e:
            raise SavedChunkError(f"{path}: {e}") from None
    return out


def write(folder: Path, job: Job, result: ChunkResult) -> None:
    """Save one finished chunk (whole or not at all: written aside, then renamed)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = chunk_path(folder, job[3])
    tmp = path.with_suffix(".tmp")
    tmp.write_text(dumps(job, result), encoding="utf-8")
    os.replace(tmp, path)
