"""Test-wide settings. Hypothesis runs without deadlines: a test's verdict must not depend
on how busy the machine is (inside Pyodide the runner loads its own lighter profile)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
if os.environ.get("HYPOTHESIS_PROFILE") != "pyodide":
    settings.load_profile("ci")
