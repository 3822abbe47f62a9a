"""Executed inside Pyodide by runner.js: defines run(workdir, args) -> exit code."""

import importlib
import os
import sys


class PyodideProfile:
    """pytest plugin: a lighter hypothesis profile for Pyodide.

    Pyodide is several times slower than CPython and single-threaded: fewer
    examples, no deadline. Registered from pytest_configure (not before
    pytest.main) so pytest can still assertion-rewrite hypothesis' modules.
    Tests' own @settings(...) still take precedence; a conftest may also
    select it with settings.load_profile(os.environ["HYPOTHESIS_PROFILE"]).
    """

    def pytest_configure(self, config: object) -> None:
        from hypothesis import HealthCheck, settings

        settings.register_profile(
            "pyodide",
            max_examples=25,
            deadline=None,
            database=None,
            suppress_health_check=[HealthCheck.too_slow],
        )
        settings.load_profile("pyodide")


def run(workdir: str, args: list[str]) -> int:
    os.chdir(workdir)
    if workdir not in sys.path:
        sys.path.insert(0, workdir)
    importlib.invalidate_caches()
    os.environ["HYPOTHESIS_PROFILE"] = "pyodide"
    os.environ["PILOTTA_IN_PYODIDE"] = "1"

    import pytest

    return int(pytest.main(list(args), plugins=[PyodideProfile()]))
