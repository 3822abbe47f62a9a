"""The service worker: ``dist/sw.js`` from the template ``sw.js``, with the site's version
and its precache list.

The list is every file of the built site but the test pages and the build's own
bookkeeping, each with its SHA-256 as a subresource-integrity string (the worker fetches
with it, so a stale or half-deployed file fails the install instead of entering the cache).
The version is a hash over those names and hashes: any change to the site changes
``sw.js``, which is how a browser learns that there is a new version.
"""

from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from .paths import ROOT

TEMPLATE = ROOT / "sw.js"
WORKER = "sw.js"  # at the site's root: its scope is the whole site, whatever the sub-path
# Not precached: the in-Pyodide test pages, what the test run writes, the build's stamp.
SKIP_DIRS = frozenset({"tests", "screenshots"})
SKIP_FILES = frozenset({WORKER, ".nojekyll", ".build-inputs-sha256", "metrics.json"})
INDEX = "index.html"  # precached as "./", the URL the page is visited at
VERSION_LINE = 'const VERSION = "dev"; // build.py: VERSION'
FILES_LINE = "const FILES = []; // build.py: FILES"


@dataclass(frozen=True)
class Precache:
    version: str
    files: list[tuple[str, str]]  # (URL relative to sw.js, "sha256-<base64>")

    @property
    def paths(self) -> list[str]:
        return [path for path, _ in self.files]


def integrity(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def site_files(site: Path) -> list[Path]:
    return sorted(
        path for path in site.rglob("*")
        if path.is_file()
        and not SKIP_DIRS.intersection(path.relative_to(site).parts[:1])
        and path.relative_to(site).as_posix() not in SKIP_FILES
    )


def precache_list(site: Path) -> Precache:
    files = []
    for path in site_files(site):
        rel = path.relative_to(site).as_posix()
        files.append(("./" if rel == INDEX else rel, integrity(path.read_bytes())))
    files.sort()
    digest = hashlib.sha256(json.dumps(files).encode()).hexdigest()[:16]
    return Precache(version=digest, files=files)


def render_worker(template: str, precache: Precache) -> str:
    for line in (VERSION_LINE, FILES_LINE):
        if template.count(line) != 1:
            raise SystemExit(f"sw.js: the line {line!r} must appear exactly once")
    entries = "".join(f"  {json.dumps([path, sri])},\n" for path, sri in precache.files)
    return (template
            .replace(VERSION_LINE, f"const VERSION = {json.dumps(precache.version)};")
            .replace(FILES_LINE, f"const FILES = [\n{entries}];"))


def write_service_worker(site: Path) -> Precache:
    """Write ``site/sw.js`` for the files ``site`` holds now (call it last)."""
    precache = precache_list(site)
    text = render_worker(TEMPLATE.read_text(encoding="utf-8"), precache)
    (site / WORKER).write_text(text, encoding="utf-8")
    return precache
