"""The guided deal's note at the table: where the lesson is, the move it asks for and why,
and the button that leaves it (the player's match comes back as it was)."""

from __future__ import annotations

from dataclasses import dataclass

from web.core.html import esc, rich
from web.guide.lessons import GAMES
from web.i18n.translate import game_name, t


@dataclass(frozen=True)
class LessonScene:
    game: str
    step: int  # the player's moves done
    steps: int  # the player's moves in the whole deal
    prompt: str  # what to do now and why ("" while a bot plays)
    intro: bool  # the lesson's first move: the note says what the lesson is
    over: bool  # the deal is over: the summary is on show
    want: str = ""  # the move asked for, in record notation (a test hook)


def lesson_note(ls: LessonScene) -> str:
    head = t("guide_head", game=game_name(ls.game), step=min(ls.step + 1, ls.steps),
             steps=ls.steps)
    leave = t("guide_leave")
    # the way out beside the heading, not on a line of its own: on a phone the hand stays
    # closer to the note
    parts = [f'<div class="lesson-top"><p class="lesson-head"><b>{esc(t("guide_title"))}</b>'
             f' · {esc(head)}</p><button type="button" class="small-btn lesson-leave" '
             f'data-action="leave-lesson" data-key="leave-lesson">{esc(leave)}</button></div>']
    if ls.intro:
        intro = t("guide_intro")
        parts.append(f'<p class="lesson-intro">{esc(intro)}</p>')
    text = ls.prompt or t("guide_watch")
    parts.append(f'<p class="lesson-prompt" data-lesson-prompt="{int(bool(ls.prompt))}">'
                 f'{rich(text)}</p>')
    label = t("guide_title")
    return (f'<div class="lesson-note" role="group" aria-label="{esc(label)}" '
            f'data-lesson="{esc(ls.game)}" data-lesson-step="{ls.step}" '
            f'data-lesson-want="{esc(ls.want)}">{"".join(parts)}</div>')


def guide_buttons(begun: tuple[str, ...]) -> str:
    """The Rules dialog's invitation: a guided deal of each game (resumed if begun)."""
    buttons = []
    for game in GAMES:
        key = "guide_resume" if game in begun else "guide_start"
        label = t(key, game=game_name(game))
        buttons.append(f'<button type="button" data-action="start-lesson" data-value="{game}" '
                       f'data-key="start-lesson-{game}">{esc(label)}</button>')
    text = t("guide_rules_text")
    return (f'<section class="rules-guide" data-rules-guide="1"><p>{esc(text)}</p>'
            f'<div class="panel-actions">{"".join(buttons)}</div></section>')
