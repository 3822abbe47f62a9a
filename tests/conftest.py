"""Test-wide settings. Hypothesis runs without deadlines: a test's verdict must not depend
on how busy the machine is (inside Pyodide the runner loads its own lighter profile). The
page's message catalogs are compiled, ``.po`` to ``.mo`` beside them, before any test imports
``web.i18n.translate`` (the build puts them in game.zip; the repository holds only the ``.po``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
if os.environ.get("HYPOTHESIS_PROFILE") != "pyodide":
    settings.load_profile("ci")

ROOT = Path(__file__).resolve().parents[1]
if (ROOT / "buildsite" / "msgfmt.py").is_file():  # not inside Pyodide, which has no build
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from buildsite.msgfmt import write_catalogs

    write_catalogs(ROOT)
