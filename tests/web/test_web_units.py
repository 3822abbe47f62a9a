"""Pure-Python UI logic: settings and address parameters, hand order, the deal summary,
the bots' legality, card graphics."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from string import Formatter

import pytest

from pilotta.bots.hard import PRESETS
from pilotta.cards import parse_card
from pilotta.game import DealResult
from pilotta.match import Match
from pilotta.scoring import ScoreCase
from web.core.card_faces import card_button, sprite
from web.core.hand_order import sorted_hand, suit_order
from web.core.params import parse_params
from web.core.settings import Settings, SettingsForm, apply_form, parse_target
from web.core.tasks import error_chain
from web.i18n import translate as i18n
from web.i18n.translate import card_words, messages, t
from web.summary.deal_lines import DealSummary, declaration_name, summarize
from web.table.seat_bots import BUDGET, fallback_action, make_bot

WEB = Path(__file__).resolve().parents[2] / "web"

# English's messages without a context or a plural: the ones ``t`` names.
EN = {k: v for k, v in messages("en").items() if "|" not in k and "[" not in k}


@pytest.mark.parametrize("text,value", [("51", 51), (" 5001 ", 5001), ("+151", 151)])
def test_parse_target_accepts(text: str, value: int) -> None:
    assert parse_target(text) == (value, None)


@pytest.mark.parametrize("text", ["", "50", "5002", "abc", "1e3", "12.5", "-51", "٥١"])
def test_parse_target_refuses_with_a_message(text: str) -> None:
    value, message = parse_target(text)
    assert value is None and message and "51" in message and "5001" in message


def test_apply_form_keeps_settings_on_error() -> None:
    s = Settings()
    assert apply_form(s, SettingsForm("custom", "x", "fast", "hard")) [0] is None
    new, err = apply_form(s, SettingsForm("251", "", "instant", "easy"))
    assert err is None and new == Settings(target=251, speed="instant", level="easy")


def test_params() -> None:
    p, problems = parse_params("?seed=42&target=151&speed=instant&level=hard")
    assert (p.seed, p.target, p.speed, p.level) == (42, 151, "instant", "hard") and not problems
    p, problems = parse_params("?seed=abc&target=9&speed=warp&level=godlike&other=1")
    assert (p.seed, p.target, p.speed, p.level) == (None, None, None, None)
    assert len(problems) == 5 and "seed=abc" in problems[0] and "'other'" in problems[4]
    _, problems = parse_params("seed=" + str(1 << 63))
    assert problems


def test_suit_order_alternates_colours_and_puts_trump_first() -> None:
    assert suit_order({0, 1, 2, 3}) == [0, 1, 3, 2]  # S H C D
    assert suit_order({0, 1, 2, 3}, trump=2)[0] == 2
    order = suit_order({0, 1, 2, 3}, trump=2)
    red = {1, 2}
    assert all((a in red) != (b in red) for a, b in itertools.pairwise(order))
    assert suit_order({1, 2, 3}, trump=-1) == [1, 3, 2]


def test_sorted_hand_strongest_first_within_suit() -> None:
    hand = sum(1 << parse_card(c) for c in ("7H", "JH", "9H", "AS", "TS", "8D", "AD", "KC"))
    cards = sorted_hand(hand, trump=1)
    names = ["789TJQKA"[c & 7] + "SHDC"[c >> 3] for c in cards]
    assert names[:3] == ["JH", "9H", "7H"]  # trump order J 9 ... 7
    assert names[3:5] == ["AS", "TS"]


def test_the_summary_puts_the_engines_score_into_words() -> None:
    """Every finished deal explains its raw points (whatever the case) with the engine's
    numbers, and names the Rule of 6 exactly when the engine applied it."""
    i18n.problems.clear()
    cases: set[ScoreCase] = set()
    for level, deals in (("easy", 100), ("normal", 100), ("random", 600)):
        bots = [make_bot(level, s) for s in range(4)]  # random bots close, and get capotted
        for seed in range(deals):
            m = Match(seed=seed)
            d = m.new_deal()
            while not d.is_over:
                seat = d.to_act
                assert seat is not None
                d.push(bots[seat].act(m.observation(seat)))
            r = d.result()
            assert r is not None
            s = summarize(d, r, 1)
            if r.score is None:
                assert s.thrown_in and s.lines == [t("thrown_in")]
                continue
            cases.add(r.score.case)
            raw_lines = [line for line in s.lines if " score " in line]
            assert len(raw_lines) == 1, (seed, s.lines)
            # the whole number: "= 16" must not pass for "= 162"
            assert all(re.search(rf"(= |score ){x}(?!\d)", raw_lines[0])
                       for x in r.score.raw if x), (seed, raw_lines, r.score)
            assert s.rows[-2][1:] == (str(r.raw[0]), str(r.raw[1]))
            assert s.rows[-1][1:] == (str(r.sheet[0]), str(r.sheet[1]))
            check_rows_add_up(s, r)
            assert s.lines[-1].startswith("Rule of 6") == r.score.rule_of_six
    assert cases == set(ScoreCase)
    assert not i18n.problems, i18n.problems


def check_rows_add_up(s: DealSummary, r: DealResult) -> None:
    """The rows between the trick points and the raw points add up to the raw points in
    each column, as the rules say each case scores (RULES.md, Scoring a deal)."""
    score, c = r.score, r.contract
    assert score is not None and c is not None and s.parts == 2
    parts = s.rows[s.parts:-2]
    assert [label for label, _, _ in parts][0::2] == ["Trick points scored", "Declarations counted"]
    for team in (0, 1):
        assert sum(int(row[1 + team]) for row in parts) == score.raw[team]
    defence = 1 - c.team
    column = {label: (int(a), int(b)) for label, a, b in parts}
    bid_row = "Bid" if c.multiplier == 1 else f"Bid × {c.multiplier}"
    if score.case in (ScoreCase.FAILED, ScoreCase.FAILED_CAPOT):
        # the defence: 162 (250) + the bid + every declaration and pilotta; bidders 0
        assert [column[k][defence] for k in ("Trick points scored", bid_row)] == [
            score.pot, c.value]
        assert column["Declarations counted"][defence] == sum(r.declarations)
        assert all(v[c.team] == 0 for v in column.values())
    elif score.case in (ScoreCase.MADE, ScoreCase.MADE_CAPOT):
        assert column[bid_row] == tuple(c.value if t == c.team else 0 for t in (0, 1))
        assert column["Trick points scored"] == score.effective


def test_a_failed_110_with_a_run_of_4_adds_up_in_the_rows() -> None:
    """The case a player could not check: 110 failed, the bidders' run of 4 (50) counts for
    the defence: 162 + 110 + 50 = 322 stands under rows that say so."""
    for seed in range(3000):
        m = Match(seed=seed)
        d = m.new_deal()
        bots = [make_bot("easy", s) for s in range(4)]
        while not d.is_over:
            seat = d.to_act
            assert seat is not None
            d.push(bots[seat].act(m.observation(seat)))
        r = d.result()
        if (r is None or r.score is None or r.contract is None or r.score.made
                or r.contract.multiplier != 1 or r.score.capot is not None
                or sum(r.declarations) != 50 or sum(r.pilotta)):
            continue
        s = summarize(d, r, 1)
        b, z = r.contract.team, 1 - r.contract.team
        rows = {label: (a, x) for label, a, x in s.rows}
        assert rows["Trick points scored"][z] == "162" and rows["Bid"][z] == str(r.contract.value)
        assert rows["Declarations counted"][z] == "50"
        assert rows["Raw points (the sum)"][z] == str(162 + r.contract.value + 50)
        assert all(rows[k][b] == "0" for k in ("Trick points scored", "Bid",
                                               "Declarations counted", "Raw points (the sum)"))
        return
    raise AssertionError("no failed contract with 50 of declarations in 3000 deals")


def test_the_declarations_that_lost_the_comparison_are_named() -> None:
    for seed in range(3000):
        m = Match(seed=seed)
        d = m.new_deal()
        bots = [make_bot("easy", s) for s in range(4)]
        while not d.is_over:
            seat = d.to_act
            assert seat is not None
            d.push(bots[seat].act(m.observation(seat)))
        r = d.result()
        team = d.counting_team
        if r is None or r.score is None or team is None:
            continue
        lost = [s for s in (1 - team, 3 - team) if d.decisions[s] and d.possible[s]]
        if not lost:
            continue
        lines = summarize(d, r, 1).lines
        key = "Their declarations do not count" if team == 0 else "Our declarations do not count"
        (line,) = [x for x in lines if x.startswith(key)]
        assert all(declaration_name(x) in line for s in lost for x in d.possible[s])
        return
    raise AssertionError("no deal where both teams declared in 3000 deals")


def test_the_factory_gives_the_engine_bots_and_they_play_legally() -> None:
    assert type(make_bot("easy", 1)).__name__ == "HeuristicBot"
    assert type(make_bot("normal", 1)).__name__ == "HeuristicBot"
    hard = make_bot("hard", 1)
    assert type(hard).__name__ == "HardBot"
    assert BUDGET == "browser"
    assert hard.budget == PRESETS[BUDGET]  # type: ignore[attr-defined]  # the page's preset
    with pytest.raises(ValueError):
        make_bot("godlike", 1)
    for level in ("easy", "normal"):
        bots = [make_bot(level, s) for s in range(4)]
        for seed in range(5):
            m = Match(seed=seed)
            d = m.new_deal()
            while not d.is_over:
                seat = d.to_act
                assert seat is not None
                action = bots[seat].act(m.observation(seat))
                assert d.verify(action) is None
                d.push(action)


def test_fallback_action_is_the_easy_bots_or_the_first_legal() -> None:
    m = Match(seed=4)
    m.new_deal()
    obs = m.observation(0)
    action, error = fallback_action(obs, 7)
    assert error is None and action == make_bot("easy", 7).act(obs)

    class Broken:
        name = "broken"

        def act(self, obs: object) -> object:
            raise RuntimeError("boom")

    import web.table.seat_bots as bots_module

    real = bots_module.make_bot
    bots_module.make_bot = lambda level, seed: Broken()  # type: ignore[assignment,return-value]
    try:
        action, error = fallback_action(obs, 7)
    finally:
        bots_module.make_bot = real
    assert action == obs.legal[0] and isinstance(error, RuntimeError)


def test_card_button_and_words() -> None:
    html = card_button(parse_card("JH"), legal=True, active=True)
    assert 'data-card="JH"' in html and 'data-legal="true"' in html
    # its name starts with what it shows (label in name), then says it in words
    assert 'aria-label="J♥, Jack of hearts"' in html and "<button" in html
    html = card_button(parse_card("TS"), legal=False, active=True)
    assert 'aria-disabled="true"' in html and "illegal" in html
    assert card_words(parse_card("TS")) == "10 of spades"
    assert sprite().count("<symbol") == 4


def test_every_catalog_text_renders_with_its_placeholders_filled() -> None:
    for key, template in EN.items():
        names = {name for _, name, _, _ in Formatter().parse(template) if name}
        text = t(key, **{name: f"<{name}>" for name in names})
        assert text.strip(), key
        assert "{" not in text and "}" not in text, (key, text)
        assert all(f"<{name}>" in text for name in names), (key, text)


def test_the_catalog_reports_unknown_keys_and_missing_parameters() -> None:
    i18n.problems.clear()
    assert t("no_such_key") == "no_such_key"  # the page shows the key, never fails
    assert t("deal_n") == "Deal {n}"  # ... or the bare template
    assert i18n.problems == {"no en text for 'no_such_key'", "'deal_n' needs 'n'"}
    i18n.problems.clear()


def test_every_key_the_page_names_is_in_the_catalog() -> None:
    """The literal keys of ``t("...")`` in web/ (the keys built from values are checked by
    the flow tests: i18n.problems stays empty through whole matches)."""
    source = "\n".join(p.read_text() for p in WEB.rglob("*.py"))
    used = set(re.findall(r'\bt\("([a-z0-9_]+)"\s*[,)]', source))
    assert len(used) > 100
    assert used - EN.keys() == set()


def test_errors_are_shown_in_words_with_their_causes() -> None:
    try:
        try:
            raise RuntimeError("boom")
        except RuntimeError as exc:
            raise ValueError("the bot failed") from exc
    except ValueError as exc:
        lines = error_chain(exc)
    assert lines == ["ValueError: the bot failed", "RuntimeError: boom"]
    assert not any("Traceback" in line or "line " in line for line in lines)
