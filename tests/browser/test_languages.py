"""The apps in Portuguese and Italian in a real browser: each app opened with ``?lang=pt`` and
``?lang=it``, a few clicks played, a rule card opened, and no English sentence anywhere on the page:
no English catalogue message of 3 words or more whose translation differs. The picker (``.kit-lang``)
switches a page that is already open, the game on screen kept; the landing page follows ``?lang=``.

One page per app per language, kept short: the clicks are the first legal ones of each board.
"""

from __future__ import annotations

import re

import pytest

from tokaido_kit.core import i18n

from .conftest import open_app, screenshot

pytestmark = pytest.mark.browser

#: per app: what shows that its board is drawn, then the clicks (the first legal ones)
APPS = {
    "sakura": (".sakura-garden svg", [".sakura-card-legal >> nth=0", ".sakura-direction-forward >> nth=0"]),
    "duo": (".duo-island svg", [".duo-die-legal >> nth=0", ".duo-target-legal >> nth=0"]),
    "tokaido": (".tokaido-road svg", [".kit-action >> nth=0", ".tokaido-space-legal >> nth=0"]),
}


def english_sentences(lang: str) -> list[str]:
    """English messages (plain text, 3+ words) whose ``lang`` text differs, and fragments of templates."""
    en, other = i18n.catalogue("en"), i18n.catalogue(lang)
    found = set()
    for key, value in en.items():
        if other.get(key, value) == value:
            continue
        for part in re.split(r"\{[^{}]*\}", re.sub(r"<[^>]+>", "", value)):  # a template's fixed words
            part = part.strip(" .,:;()")
            if len(part.split()) >= 3:
                found.add(part)
    return sorted(found, key=len, reverse=True)


def english_left(page, lang: str) -> list[str]:
    text = " ".join(page.inner_text("body").split())
    return [s for s in english_sentences(lang) if " ".join(s.split()) in text]


def wait_until_translated(page, lang: str, timeout_ms: int = 20_000) -> None:
    """Wait until no English sentence is on the page (a switch's updates arrive one after the other)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(
            "(sentences) => { const t = document.body.innerText.split(/\\s+/).join(' ');"
            " return !sentences.some((s) => t.includes(s)); }",
            arg=[" ".join(s.split()) for s in english_sentences(lang)], timeout=timeout_ms)
    except PlaywrightTimeout:
        pass  # the assertion that follows names what is left


def settle_after(page, selector: str) -> None:
    """Click ``selector`` if it is there, then wait until the log or the status says something new."""
    if page.locator(selector).count() == 0 or not page.locator(selector).first.is_visible():
        return
    before = page.inner_text(".kit-app .kit-log") + page.inner_text(".kit-app .kit-status")
    page.click(selector)
    page.wait_for_function(
        "(before) => { const q = (s) => document.querySelector('.kit-app ' + s);"
        " return (q('.kit-log').innerText + q('.kit-status').innerText) !== before; }",
        arg=before, timeout=30_000)


@pytest.mark.parametrize("lang", ["pt", "it"])
@pytest.mark.parametrize("game", list(APPS))
def test_app_opened_with_lang_shows_no_english_sentence(page, voila_url, game, lang):
    board, clicks = APPS[game]
    open_app(page, voila_url, f"apps/{game}.ipynb?lang={lang}")
    page.wait_for_selector(".kit-ready.kit-link-checked", state="attached")
    page.wait_for_selector(board)
    with i18n.using(lang):
        new_game = i18n.text("widgets.app.new_game")
        taught = i18n.text("widgets.rule.taught_in", section="").strip()
    page.wait_for_selector(f".kit-new-game:has-text('{new_game}')")
    for selector in clicks:
        settle_after(page, selector)
    page.click(".kit-rule-link >> nth=0")
    page.wait_for_selector(".kit-rule-card", state="visible")
    assert page.locator(".kit-lang select").input_value() == i18n.language_name(lang)  # options carry labels
    left = english_left(page, lang)
    screenshot(page, f"lang_{game}_{lang}")
    assert not left, f"apps/{game}.ipynb?lang={lang}: English on the page: {left[:8]}"
    card = page.inner_text(".kit-rule-card")
    assert taught in card or "<a" not in page.inner_html(".kit-rule-card")


def test_the_picker_switches_an_open_app_and_keeps_its_game(page, voila_url):
    open_app(page, voila_url, "apps/sakura.ipynb")
    page.wait_for_selector(".sakura-garden svg")
    settle_after(page, ".sakura-card-legal >> nth=0")
    page.wait_for_timeout(1500)  # the bots' turns that follow reach the page
    rules = page.locator(".kit-app .kit-rule-link").all_inner_texts()  # the log's rule titles, in English
    page.select_option(".kit-lang select", label="Português")
    page.wait_for_selector(".kit-new-game:has-text('Novo jogo')")
    wait_until_translated(page, "pt")
    rules_pt = page.locator(".kit-app .kit-rule-link").all_inner_texts()
    assert len(rules_pt) == len(rules) and rules_pt != rules  # the same game, its log's rule titles in pt
    assert not english_left(page, "pt"), english_left(page, "pt")[:8]
    page.select_option(".kit-lang select", label="Italiano")
    page.wait_for_selector(".kit-new-game:has-text('Nuova partita')")
    wait_until_translated(page, "it")
    assert not english_left(page, "it"), english_left(page, "it")[:8]


def test_the_landing_page_follows_lang_and_its_picker(page, voila_url):
    page.goto(voila_url.rstrip("/") + "/kit/?lang=it", wait_until="domcontentloaded")
    assert page.locator("html").get_attribute("lang") == "it"
    assert "Impara i giochi da tavolo giocando" in page.inner_text("h1")
    assert page.locator("a[href*='apps/sakura.ipynb?lang=it']").count() == 1
    assert not english_left(page, "it"), english_left(page, "it")[:8]
    page.click(".kit-lang >> text=Português")
    page.wait_for_selector("h1:has-text('Aprenda jogos de tabuleiro jogando')")
    assert page.locator("a[href*='rules/duo?lang=pt']").count() == 1
    # a tutorial's link to its language's index (pt/index.ipynb) lands on the static page in that language
    page.goto(voila_url.rstrip("/") + "/voila/render/it/index.ipynb", wait_until="domcontentloaded")
    assert page.url.endswith("/kit/?lang=it") and "Impara" in page.inner_text("h1")
