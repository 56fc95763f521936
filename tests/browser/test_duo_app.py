"""The Tokaido Duo app in a real browser: Voila on 127.0.0.1, Debian's Chromium via Playwright.

The app opens a game against the Automa with seed 1 (player 1 human). The test
asks the engine, in Python, what the same seeded game offers (the kernel
replays it identically): player 1 clicks the real Artist die, then a zone
the Artist cannot reach (refused: `.kit-why` explains, nothing changes),
then a real legal zone (the Artist moves in the SVG).
"""

import pytest

from .conftest import ARTIFACTS, open_app, screenshot

pytestmark = pytest.mark.browser


def expected_first_turn() -> tuple[str, str]:
    """(a legal zone, an unreachable zone) for the Artist die in the app's default game."""
    from widgets.duo.app import DuoApp

    board = DuoApp().board
    board.click_die("artist")
    assert board.game.pending == "artist_to"
    legal = [v for _k, v in board.legal_targets()]
    start = board.game.view(None)["players"][0]["artist"]
    illegal = [v for _k, v in board.shown_targets() if v not in legal and v != start]
    assert legal and illegal
    return legal[-1], illegal[0]


def island_html(page) -> str:
    return page.inner_html(".duo-island")


def test_duo_app_die_destination_and_refusal_in_the_browser(page, voila_url):
    zone, unreachable = expected_first_turn()
    open_app(page, voila_url, "apps/duo.ipynb")
    page.wait_for_selector(".duo-island svg")
    before = island_html(page)
    assert "teaching island v1, not the printed board" in before and ">A1</text>" in before

    # a real die
    page.click(".duo-die-artist.duo-die-legal")
    page.wait_for_selector(f".duo-zone-{zone}.duo-target-legal", state="visible")

    # something illegal: a zone the Artist cannot reach with this die
    page.click(f".duo-zone-{unreachable}")
    why = page.wait_for_selector(".kit-why", state="visible")
    text = why.inner_text()
    assert unreachable in text and "Rule" in text
    screenshot(page, "duo_app_refusal")
    page.set_viewport_size({"width": 1280, "height": 1400})  # what a projector shows
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / "duo_app_board.png"))
    page.set_viewport_size({"width": 1280, "height": 900})

    # a real legal destination changes the island
    middle = island_html(page)
    page.click(f".duo-zone-{zone}.duo-target-legal")
    page.wait_for_function(
        "(old) => document.querySelector('.duo-island').innerHTML !== old", arg=middle, timeout=15_000)
    assert island_html(page) != before
    page.wait_for_selector(".kit-why", state="hidden")
    screenshot(page, "duo_app_after_move")


def test_duo_index_link_opens_the_first_duo_tutorial_in_voila(page, voila_url):
    page.goto(voila_url + "kit/", wait_until="domcontentloaded")  # the static landing page
    page.click("text=The island and the setup")
    tutorial = page
    tutorial.wait_for_selector(".duo-island svg", timeout=60_000)
    assert tutorial.url.endswith("/voila/render/duo/00_the_island.ipynb")
    assert "Tokaido Duo 0: the island and the setup" in tutorial.inner_text("body")
    tutorial.click(".duo-die-pilgrim.duo-die-legal >> nth=0")
    tutorial.wait_for_selector(".duo-die-pilgrim:not(.duo-die-legal)", state="attached")
    screenshot(tutorial, "duo_tutorial_00")


def test_duo_app_two_players_on_one_screen(page, voila_url):
    open_app(page, voila_url, "apps/duo.ipynb")
    assert page.locator(".kit-seat:visible").count() == 1  # against the Automa: one human seat
    page.select_option(".kit-mode select", label="2 players (hot seat or bots)")
    page.wait_for_selector(".kit-seat-1", state="visible")
    page.click(".kit-new-game")
    page.wait_for_function("() => !document.querySelector('.duo-island').innerHTML.includes('Automa')")
    page.wait_for_selector(".kit-status:has-text('Player 1 takes a die')")
    page.click(".duo-die-pilgrim.duo-die-legal")  # no choice follows a plain Pilgrim move at the start
    page.wait_for_selector(".kit-status:has-text('Player 2 takes a die')")
    assert page.locator(".kit-pass-screen:visible").count() == 0  # nothing to hide in Duo
