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


def expected_crossroads_turn() -> tuple[str, list[str], int]:
    """(expansions menu label, the dealt tiles, a space where player 1 is offered a Cherry Tree) in the
    app's game with Crossroads and Matsuri (same seed, same bots: the kernel plays it identically)."""
    from tokaido_kit.core import Action, i18n
    from widgets.tokaido.app import TokaidoApp

    app = TokaidoApp()
    app.new_game(expansions="crossroads_matsuri")
    board = app.board
    tiles = board.action_labels()
    board.click_label(tiles[0])
    assert board.game.current_player == 0 and board.game.pending == "move"
    for space in board.legal_spaces():
        twin = board.game.copy()
        twin.play(Action("move", space=space))
        if twin.pending == "crossroads" and "take a Cherry Tree" in [str(a) for a in twin.legal_actions()]:
            return i18n.text("widgets.tokaido.app.expansions.crossroads_matsuri"), tiles, space
    raise AssertionError("seed 1 should let player 1 reach a panorama on the first turn")


def test_tokaido_app_crossroads_choice_in_the_browser(page, voila_url):
    """Rules tokaido.matsuri.setup (3 tiles dealt), tokaido.crossroads.choice and
    tokaido.crossroads.cherry_tree, played through the app's menus and real clicks."""
    label, tiles, space = expected_crossroads_turn()
    open_app(page, voila_url, "apps/tokaido.ipynb")
    page.select_option(".tokaido-expansions select", label=label)
    page.click(".kit-new-game")
    for tile in tiles:  # Matsuri deals 3 tiles
        page.wait_for_selector(f".kit-action >> text={tile}")
    page.click(f".kit-action >> text={tiles[0]}")
    page.wait_for_selector(f".tokaido-space-legal.tokaido-space-{space}")
    page.click(f".tokaido-space-{space}")
    page.wait_for_selector(".kit-action >> text=take the standard benefit")
    screenshot(page, "tokaido_app_crossroads_choice")
    page.click(".kit-action >> text=take a Cherry Tree")
    page.wait_for_function(
        "() => document.querySelector('.tokaido-players tr:nth-child(2)').innerText.includes('Cherry Trees: 1')",
        timeout=15_000)
    assert "Legendary" not in page.inner_text(".tokaido-players tr:nth-child(2)")
