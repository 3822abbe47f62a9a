"""The page in Greek and French, in headless Chromium, by real clicks.

With ``?lang=el`` or ``?lang=fr`` a whole deal (auction, declarations, a hint, every trick,
the summary), the settings dialog and the rules page show no word of the English catalog
that the language does not share, and ``<html lang>`` says the language. The language
switch in Settings changes everything at once in the middle of a deal, and the deal goes
on; the choice is remembered, and with no choice the browser's language is used. The rules
page opens from the table in each language.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from site_util import STEP_TIMEOUT_MS, wait_input, wait_ready

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from lang_words import foreign_words

from web.i18n.translate import messages

pytestmark = pytest.mark.browser

# What the page says to a person: its title, its visible text, and the names, titles and
# descriptions that are read out (never what a hidden element holds).
SAID = """() => {
  const parts = [document.title, document.body.innerText];
  const names = ["aria-label", "title", "aria-description", "data-hint-tag"];
  for (const el of document.querySelectorAll("[aria-label], [title], [aria-description]")) {
    if (el.closest("[hidden]")) continue;
    for (const name of names) {
      const value = el.getAttribute(name);
      if (value) parts.push(value);
    }
  }
  return parts.join("\\n");
}"""


def said(page: Page) -> str:
    return str(page.evaluate(SAID))


def html_lang(page: Page) -> str:
    return str(page.evaluate("document.documentElement.lang"))


def act(page: Page, bid_made: bool) -> bool:
    """One action as a player would click it: one bid (or take) at the first chance, then
    passes;
    announce; the first legal card. Returns whether a bid was made."""
    before = page.evaluate("document.body.dataset.moves")
    if page.evaluate("document.body.dataset.phase") == "auction":
        first_bid = page.locator('[data-bid], [data-call="take"]')  # Pilotta, Belote
        if not bid_made and first_bid.count():
            first_bid.first.click()
            bid_made = True
        else:
            page.locator('[data-call="pass"]').click()
    elif page.locator('[data-panel="declare"]').count():
        page.locator('[data-announce="true"]').click()
    else:
        page.locator('#hand button[data-legal="true"]').first.click()
    page.wait_for_function("(b) => document.body.dataset.moves !== b", arg=before,
                           timeout=STEP_TIMEOUT_MS)
    return bid_made


def ask_hint(page: Page) -> None:
    page.locator('[data-action="hint"]').click()
    page.wait_for_selector(".hint-note", timeout=STEP_TIMEOUT_MS)


def play_deal_saying(page: Page) -> list[str]:
    """Play the deal to its summary; what the page said at each of the player's turns (one
    hint asked in the auction and one in the play)."""
    seen = [said(page)]
    bid_made = False
    hinted: set[str] = set()
    for _ in range(200):
        if wait_input(page) != "human":
            seen.append(said(page))
            return seen
        phase = str(page.evaluate("document.body.dataset.phase"))
        if phase in ("auction", "play") and phase not in hinted:
            hinted.add(phase)
            ask_hint(page)
        seen.append(said(page))
        bid_made = act(page, bid_made)
    raise AssertionError("the deal does not end")


def open_rules(page: Page) -> str:
    page.locator('header [data-action="open-rules"]').click()
    page.wait_for_selector('#dialog [data-dialog="rules"]', timeout=STEP_TIMEOUT_MS)
    text = said(page)
    page.locator('#dialog [data-dialog="rules"] [data-action="close-dialog"]').click()
    page.wait_for_function("() => document.body.dataset.dialog === ''", timeout=STEP_TIMEOUT_MS)
    return text


@pytest.mark.parametrize("lang", ["el", "fr"])
@pytest.mark.parametrize("rules", ["pilotta", "belote"])
def test_a_whole_deal_in_greek_or_french_shows_no_english(
        page: Page, site_url: str, lang: str, rules: str) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{site_url}?lang={lang}&seed=11&speed=instant")
    wait_ready(page)
    assert html_lang(page) == lang
    seen: list[str] = []
    if rules == "belote":  # the other game, chosen as a player would
        page.locator('header [data-action="new-match"]').click()
        page.locator('[data-action="confirm-new-match"][data-value="belote"]').click()
        page.wait_for_function("() => document.body.dataset.rules === 'belote'",
                               timeout=STEP_TIMEOUT_MS)
    seen += play_deal_saying(page)
    page.locator('header [data-action="open-settings"]').click()
    page.wait_for_selector('#dialog [data-dialog="settings"]', timeout=STEP_TIMEOUT_MS)
    seen.append(said(page))
    page.locator('#dialog [data-dialog="settings"] [data-action="close-dialog"]').click()
    seen.append(open_rules(page))
    text = "\n".join(seen)
    assert not foreign_words(text, lang), sorted(foreign_words(text, lang))
    assert messages(lang)["summary_title"].format(n=1) in text  # the summary was read
    assert not errors, errors
    assert page.evaluate("document.body.dataset.error") is None


def test_the_settings_switch_changes_the_language_mid_deal_and_play_goes_on(
        page: Page, site_url: str) -> None:
    page.goto(f"{site_url}?seed=5&speed=instant")
    wait_ready(page)
    assert html_lang(page) == "en"  # headless Chromium speaks en-US
    bid_made = False
    for _ in range(6):  # into the deal: the auction, maybe the first cards
        assert wait_input(page) == "human"
        bid_made = act(page, bid_made)
    wait_input(page)
    deal = page.evaluate("document.body.dataset.deal")
    moves = page.evaluate("document.body.dataset.moves")
    page.locator('header [data-action="open-settings"]').click()
    page.locator('#dialog [data-dialog="settings"] label[lang="el"]').click()
    page.wait_for_function("() => document.documentElement.lang === 'el'",
                           timeout=STEP_TIMEOUT_MS)
    el = messages("el")
    assert page.inner_text("#settings-title") == el["settings_title"]
    assert page.inner_text('header [data-action="open-settings"]') == el["settings"]
    assert page.title() == el["title"]
    assert page.get_attribute("#table", "aria-label") == el["table_label"]
    page.locator('#dialog [data-dialog="settings"] [data-action="close-dialog"]').click()
    assert page.evaluate("document.body.dataset.deal") == deal  # the same deal...
    assert page.evaluate("document.body.dataset.moves") == moves  # ... where it was
    assert page.inner_text("#seat-0 .name") == el["seat0"]
    assert not foreign_words(said(page), "el"), sorted(foreign_words(said(page), "el"))
    for _ in range(4):  # and play goes on, in Greek
        if wait_input(page) != "human":
            break
        bid_made = act(page, bid_made)
    assert page.evaluate("document.body.dataset.moves") != moves
    assert not foreign_words(said(page), "el")
    # the choice is remembered: a reload (no ?lang) speaks Greek from the loading panel on
    page.reload()
    page.wait_for_function("() => document.documentElement.lang === 'el'",
                           timeout=STEP_TIMEOUT_MS)
    wait_ready(page)
    assert page.inner_text('header [data-action="open-settings"]') == el["settings"]


def test_without_a_choice_the_browsers_language_is_used(browser: Browser, site_url: str) -> None:
    context = browser.new_context(locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(f"{site_url}?speed=instant")
        assert html_lang(page) == "fr"  # boot.js, before Python runs
        assert page.inner_text("#loading h2") == "Chargement du jeu…"
        wait_ready(page)
        assert html_lang(page) == "fr"
        assert page.inner_text('header [data-action="new-match"]') == messages("fr")["new_match"]
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["el", "en", "fr"])
def test_the_rules_page_opens_from_the_table(page: Page, site_url: str, lang: str) -> None:
    page.goto(f"{site_url}?lang={lang}&speed=instant")
    wait_ready(page)
    words = messages(lang)
    button = page.locator('header [data-action="open-rules"]')
    assert button.inner_text() == words["rules_link"]
    button.click()
    dialog = page.locator('#dialog [data-dialog="rules"]')
    dialog.wait_for(timeout=STEP_TIMEOUT_MS)
    assert page.inner_text("#rules-title") == words["rules_title"]
    assert words["r_close"] in dialog.inner_text()  # κλειστό, fermer le jeu, close
    assert dialog.locator(".rules-example").count() >= 8  # examples drawn as cards
    assert dialog.locator(".rules-example .mini").count() >= 30
    first = dialog.locator('.rules-example .mini').first.get_attribute("aria-label")
    assert first == words["card_name"].format(rank=words["rankJ"], suit=words["suitH"])
    assert page.evaluate("document.body.dataset.dialog") == "rules"
    page.keyboard.press("Escape")  # closes it; the match is where it was
    page.wait_for_function("() => document.body.dataset.dialog === ''", timeout=STEP_TIMEOUT_MS)
    assert wait_input(page) == "human"
