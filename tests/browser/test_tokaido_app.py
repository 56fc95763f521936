"""The Tokaido app in a real browser: Voila on 127.0.0.1, Debian's Chromium via Playwright.

The app opens a 3-player base game with seed 1 (player 1 human, two GreedyBots).
The test asks the engine, in Python, what the same seeded game offers (the
kernel replays it identically): player 1 picks a traveller tile in the action
bar, clicks a real legal road space (the pawn moves in the SVG), then clicks a
space beyond the next inn (refused: `.kit-why` explains, nothing changes).
"""

import re

import pytest

from .conftest import ARTIFACTS, open_app, screenshot

pytestmark = pytest.mark.browser


def pawn_centre(svg: str) -> tuple[str, str]:
    """The centre of player 1's pawn on the road (the first pawn-seat-0 group; the legend comes after)."""
    m = re.search(r'class="pawn pawn-seat-0">.*?<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+" fill=', svg)
    assert m, "player 1's pawn is not drawn"
    return m.group(1), m.group(2)


def expected_first_turn() -> tuple[str, int, int, tuple[str, str]]:
    """(tile label, a legal space, an illegal space, player 1's pawn centre after the move) of player 1's
    first turn in the app's default game."""
    from tokaido_kit.core import Action
    from widgets.tokaido.app import TokaidoApp

    board = TokaidoApp().board
    label = board.action_labels()[0]
    board.click_label(label)
    assert board.game.current_player == 0 and board.game.pending == "move"
    legal = board.legal_spaces()
    space = legal[len(legal) // 2]
    illegal = 20  # beyond the inn at 15: nobody may pass an inn
    assert illegal not in legal and board.game.why_not(Action("move", space=illegal)) is not None
    board.click_space(space)
    return label, space, illegal, pawn_centre(board.svg)


def pawn_x(page) -> str:
    """The SVG of player 1's pawn (its circle's centre changes when it moves)."""
    return page.inner_html(".tokaido-road .pawn-seat-0")


def test_tokaido_app_moves_a_pawn_and_explains_a_refusal_in_the_browser(page, voila_url):
    label, space, illegal, centre = expected_first_turn()
    open_app(page, voila_url, "apps/tokaido.ipynb")
    page.wait_for_selector(".tokaido-road svg")
    assert "Kyoto" in page.inner_html(".tokaido-road") and "Edo" in page.inner_html(".tokaido-road")

    # the traveller tile: a button of the action bar labelled with the engine's words
    page.click(f".kit-action >> text={label}")
    page.wait_for_selector(f".tokaido-space-legal.tokaido-space-{space}")
    before = pawn_x(page)
    page.set_viewport_size({"width": 1280, "height": 1400})  # what a projector shows
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(ARTIFACTS / "tokaido_app_board.png"))

    # a real legal road space: the pawn moves
    page.click(f".tokaido-space-{space}")
    page.wait_for_function(
        "(old) => document.querySelector('.tokaido-road .pawn-seat-0').innerHTML !== old", arg=before,
        timeout=15_000)
    page.wait_for_function(
        "([x, y]) => { const c = document.querySelector('.tokaido-road .pawn-seat-0 circle[stroke-width=\"1.8\"]');"
        " return c && c.getAttribute('cx') === x && c.getAttribute('cy') === y; }", arg=list(centre), timeout=15_000)
    screenshot(page, "tokaido_app_after_move")

    # an illegal space: refused with the reason and the rule, nothing changes
    after = page.inner_html(".tokaido-road")
    page.click(f".tokaido-space-{illegal}")
    why = page.wait_for_selector(".kit-why", state="visible")
    text = why.inner_text()
    assert "Rule" in text and ("inn" in text.lower() or "decide" in text.lower())
    assert page.inner_html(".tokaido-road") == after
    screenshot(page, "tokaido_app_refusal")
