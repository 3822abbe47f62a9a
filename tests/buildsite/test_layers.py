"""The layers that import-linter checks ([tool.importlinter] in pyproject.toml) cover every
module: a module of pilotta/ or web/ that no contract names would escape them, so a new one
must be placed on purpose, in one list only."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# pilotta's modules that may use the bots (the command line, the benchmark), and packages
OUTSIDE_THE_ENGINE = {"__init__", "__main__", "cli", "benchmark"}


def contracts() -> dict[str, dict[str, list[str]]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["name"]: c for c in config["tool"]["importlinter"]["contracts"]}


def modules(package: str) -> set[str]:
    """The modules of ``package`` and of its packages, by dotted name."""
    return {".".join(p.relative_to(ROOT).with_suffix("").parts)
            for p in (ROOT / package).rglob("*.py")}


def named(word: str) -> dict[str, list[str]]:
    found = [c for name, c in contracts().items() if word in name]
    assert len(found) == 1, word
    return found[0]


def test_every_engine_module_is_kept_from_the_bots() -> None:
    engine = named("never imports the bots")["source_modules"]
    assert len(engine) == len(set(engine))
    want = {m for m in modules("pilotta") if m.count(".") == 1} - {
        f"pilotta.{m}" for m in OUTSIDE_THE_ENGINE}
    assert set(engine) == want, (sorted(want - set(engine)), sorted(set(engine) - want))


def test_every_page_module_is_a_controller_or_on_the_browsers_side() -> None:
    layer = named("never import the browser's side")
    controllers = set(layer["source_modules"])
    browser = {m for m in layer["forbidden_modules"] if m.startswith("web.")}
    assert not controllers & browser, controllers & browser
    want = {m for m in modules("web") if not m.endswith("__init__")}
    assert controllers | browser == want, (sorted(want - controllers - browser),
                                           sorted((controllers | browser) - want))
    # the browser's side is small: the DOM, the event loop, and the pages' entry points
    assert len(browser) <= 10, sorted(browser)


def test_the_page_is_packages_in_layers_with_no_module_left_outside() -> None:
    """Every module of web/ is in a feature package that the layers contract places, and no
    module repeats a name of the engine's (``web/cards.py`` beside ``pilotta/cards.py``)."""
    layers = named("stand in layers")["layers"]
    placed = {name.strip() for floor in layers for name in floor.split("|")}
    packages = {p.name for p in (ROOT / "web").iterdir() if (p / "__init__.py").is_file()}
    assert placed == {f"web.{p}" for p in packages}
    assert [p.name for p in (ROOT / "web").glob("*.py")] == ["__init__.py"]
    engine = {p.stem for p in (ROOT / "pilotta").rglob("*.py")} | {
        p.name for p in (ROOT / "pilotta").iterdir() if p.is_dir()}
    page = {p.stem for p in (ROOT / "web").rglob("*.py")} | packages
    assert page & engine == {"__init__"}, sorted(page & engine)
