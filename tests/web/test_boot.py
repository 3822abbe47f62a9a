"""Both pages start through ``web.core.boot.start``: a failed start shows words in the loading
panel and the whole traceback in the console (``web/boot.js`` draws the panel)."""

from __future__ import annotations

from typing import Any, cast

from web.core.boot import stage, start


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[str, ...]]] = []

    def __getattr__(self, name: str) -> Any:
        return lambda *args: self.calls.append((name, args))


class FakeWindow:
    def __init__(self, boot: bool = True) -> None:
        self.console = Recorder()
        if boot:
            self.pilottaBoot = Recorder()


def failing() -> None:
    seats: dict[str, int] = {}
    try:
        seats["board"]  # the cause the panel names second
    except KeyError as exc:
        raise RuntimeError("the table could not be drawn") from exc


def test_a_failed_start_shows_its_chain_in_words_and_logs_the_traceback() -> None:
    window = FakeWindow()
    start(cast(Any, window), failing)
    [(_, (logged,))] = window.console.calls
    assert "Traceback" in logged and 'in failing' in logged
    [(method, args)] = window.pilottaBoot.calls
    assert method == "fail" and args[0] == "engine"
    assert "the table could not be drawn" in args[1] and "Traceback" not in args[2]
    assert args[2].splitlines()[0] == args[1] and "board" in args[2].splitlines()[1]


def test_a_start_that_works_reports_nothing_and_a_page_without_the_panel_is_spared() -> None:
    window = FakeWindow()
    start(cast(Any, window), lambda: stage(cast(Any, window), "stage", "ready"))
    assert window.pilottaBoot.calls == [("stage", ("ready",))] and not window.console.calls
    bare = FakeWindow(boot=False)
    start(cast(Any, bare), failing)  # no loading panel: the console still has it
    assert len(bare.console.calls) == 1
