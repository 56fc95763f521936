"""The Sakura app in a real browser: Voila on 127.0.0.1, Debian's Chromium via Playwright.

The app opens a 4-player game with seed 1 (Blue human, three GreedyBots). The
test asks the engine, in Python, which of Blue's cards leads to a direction
choice in that very game (the kernel replays it identically), then clicks it
for real, clicks an illegal card while the direction is pending, and a real
direction button.
"""

import pytest

from .conftest import ARTIFACTS, open_app, screenshot

pytestmark = pytest.mark.browser


def direction_card() -> int:
    """A card of Blue's hand that makes the app ask Blue for a direction (same seed as the app)."""
    from widgets.sakura.app import SakuraApp

    app = SakuraApp()
    board = app.board
    for card in board.legal_shown():
        board.click_card(card)
        if board.directions_shown() and board.game.current_player == 0:
            return card
        board.click_undo()
    raise AssertionError("seed 1 no longer offers Blue a direction in round 1: pick another default seed")


def garden_html(page) -> str:
    return page.inner_html(".sakura-garden")


def test_sakura_app_cards_directions_and_refusals_in_the_browser(page, voila_url):
    card = direction_card()
    open_app(page, voila_url, "apps/sakura.ipynb")
    page.wait_for_selector(".sakura-garden svg")
    before = garden_html(page)
    assert ">E</text>" in before and "teaching garden" in before

    # a real legal card
    page.click(f".sakura-card-legal.sakura-card-n{card}")
    page.wait_for_selector(".sakura-direction-forward", state="visible")

    # something illegal: a card while a direction is pending
    page.click(".sakura-card >> nth=0")
    why = page.wait_for_selector(".kit-why", state="visible")
    text = why.inner_text()
    assert "direction" in text.lower() and "Rule" in text
    screenshot(page, "sakura_app_refusal")
    page.set_viewport_size({"width": 1280, "height": 1600})  # what a projector shows, whole
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / "sakura_app_board.png"))
    page.set_viewport_size({"width": 1280, "height": 900})

    # a real direction button changes the garden
    middle = garden_html(page)
    page.click(".sakura-direction-forward")
    page.wait_for_function(
        "(old) => document.querySelector('.sakura-garden').innerHTML !== old", arg=middle, timeout=15_000)
    assert garden_html(page) != before
    page.wait_for_selector(".kit-why", state="hidden")
    screenshot(page, "sakura_app_after_direction")


def test_sakura_app_hot_seat_pass_screen_hides_hands(page, voila_url):
    open_app(page, voila_url, "apps/sakura.ipynb")
    page.select_option(".kit-seat-1 select", label="human")
    page.click(".kit-new-game")
    page.wait_for_selector(".kit-pass-screen", state="visible")
    assert page.locator(".sakura-card:visible").count() == 0
    page.click(".kit-pass-continue")
    page.wait_for_selector(".sakura-card-legal", state="visible")
    page.click(".sakura-card-legal >> nth=0")
    screen = page.wait_for_selector(".kit-pass-screen", state="visible")
    assert "Red" in screen.inner_text()  # pass to player 2
    assert page.locator(".sakura-card:visible").count() == 0
    screenshot(page, "sakura_app_pass_screen")
    page.click(".kit-pass-continue")
    page.wait_for_selector(".sakura-card-legal", state="visible")


def test_index_links_open_the_tutorials_and_the_app_in_voila(page, voila_url):
    """The static landing page's links lead into voila/render/; a tutorial's link back to the
    index (Voila opens it in a new tab) lands on the static page again, not on a kernel."""
    response = page.goto(voila_url + "kit/", wait_until="domcontentloaded")
    assert response.status == 200
    page.click("text=Garden actions")
    page.wait_for_selector(".sakura-garden svg", timeout=60_000)
    assert page.url.endswith("/voila/render/sakura/03_garden_actions.ipynb")
    assert "Sakura 3: garden actions" in page.inner_text("body")
    with page.context.expect_page() as opened:
        page.click("text=Start page: every tutorial and app")
    index = opened.value
    index.wait_for_selector("text=Sakura app", timeout=60_000)
    assert index.url.endswith("/kit/")
    assert index.locator(".kit-ready").count() == 0  # a page of links, no kernel behind it
    index.click("text=Sakura app")
    index.wait_for_selector(".kit-ready", state="attached", timeout=60_000)
    assert index.url.endswith("/voila/render/apps/sakura.ipynb")
