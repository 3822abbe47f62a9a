"""Build, serve and test the static Pilotta site; ``build.py`` is its command line.

Standard library only: it runs before any virtualenv exists.

- ``paths``: where things are in the repository and in ``dist/``.
- ``process``: logging and running commands.
- ``project``: the distribution's metadata, read from ``pyproject.toml``.
- ``archive``: reproducible zip archives and wheels.
- ``backend``: the PEP 517 hooks, so ``pip install .`` builds the same wheel.
- ``vendor``: ``npm ci`` and the Pyodide files the pages load.
- ``site``: assembling ``dist/`` and its ``pyscript.toml``.
- ``bytecode`` (with ``bytecode.mjs`` and ``pyc_job.py``): the standard library and the
  page's modules byte-compiled by the vendored Pyodide under Node.
- ``cache``: the caches of what the Node jobs make, kept by the hash of their inputs.
- ``snapshot`` (with ``snapshot.mjs``): the pages' memory snapshot, Python started and the
  first screens' modules imported, made by the vendored Pyodide under Node.
- ``icons``: the app icon, drawn in code, as SVG and PNGs.
- ``offline``: ``sw.js``, the service worker, with the site's version and precache list.
- ``pyodide_tests``: the in-Pyodide test pages and what they load.
- ``server``: serving ``dist/`` on 127.0.0.1, at the root or under a sub-path.
- ``checks``: the test tools, Chromium, ruff, mypy and pytest.
- ``cli``: ``build``, ``serve`` and ``test``.
"""
