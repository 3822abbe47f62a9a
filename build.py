#!/usr/bin/env python3
"""Build, serve and test the Cypriot Pilotta static site (the code is in buildsite/).

    python3 build.py build [--site-only]    assemble dist/ (--site-only: what to publish)
    python3 build.py serve [--port N]       build, then serve dist/ on 127.0.0.1
    python3 build.py test [-- PYTEST_ARGS]  set up .venv and Chromium, build, ruff, mypy, pytest

Standard library only: it runs before any virtualenv exists.
"""

import sys

from buildsite.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
