"""Every available choice on every board carries a ``-legal`` class, and only available ones
(DESIGN.md, "Stable CSS classes").

Random seeded games of each game are played through the board widgets' own buttons
(``Button.click()``, what a click in the page runs). Before every decision the test
walks the widget tree as the page draws it and asks each choice button which action its
click would play (the board's ``try_play`` is watched, nothing is played). Then:

* the buttons on screen marked ``-legal`` ask for exactly ``game.legal_actions()`` of the
  human who decides (nothing when a bot, the pass screen or the end of the game is on);
* a ``-legal`` button is never hidden, and a button on screen that is not marked never
  asks for a legal action.
"""

from __future__ import annotations

import random

import ipywidgets as w
import pytest

from tokaido_kit.duo import DuoGame
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.tokaido import TokaidoGame
from widgets.common.spots import Spots
from widgets.duo import DuoIsland
from widgets.sakura import SakuraGarden
from widgets.tokaido import TokaidoBoard

#: the classes of the buttons that stand for a choice of the game, per board
CHOICES = ("sakura-card", "sakura-direction", "tokaido-space", "kit-action", "duo-die", "duo-target",
           "duo-choice")


def buttons(widget: w.Widget, shown: bool = True):
    """Every Button in the tree under ``widget`` (and every button a :class:`Spots` draws), with whether
    the page shows it."""
    shown = shown and getattr(getattr(widget, "layout", None), "display", None) != "none"
    if isinstance(widget, w.Button):
        yield widget, shown
    if isinstance(widget, Spots):
        for key in widget.spot_keys:
            yield widget.spot(key), shown
    for child in getattr(widget, "children", ()):
        yield from buttons(child, shown)


def is_legal_marked(button) -> bool:
    return any(c.endswith("-legal") for c in button._dom_classes)


def asks_for(board, button):
    """The action a click on ``button`` asks the board to play (None: it asks for none)."""
    asked = []
    board.try_play = asked.append
    try:
        button.click()
    finally:
        del board.try_play
    assert len(asked) <= 1
    return asked[0] if asked else None


def check_marks(board) -> list[w.Button]:
    """Check the marks against the engine; return the marked buttons on screen."""
    game = board.game
    deciding = (not game.is_over and not board.passing and game.current_player in board.humans()
                and (not board.hotseat or board.viewer == game.current_player))
    legal = set(game.legal_actions()) if deciding else set()
    marked, marked_actions = [], []
    for button, shown in buttons(board):
        if is_legal_marked(button):
            assert shown, f"a hidden button is marked legal: {button._dom_classes}"
        if not shown or not any(c in CHOICES for c in button._dom_classes):
            continue
        action = asks_for(board, button)
        if is_legal_marked(button):
            marked.append(button)
            marked_actions.append(action)
            assert action in legal, (button.description, button._dom_classes, action)
        else:
            assert action not in legal, f"{action} is available but its button is not marked"
    assert len(marked_actions) == len(set(marked_actions)), marked_actions
    assert set(marked_actions) == legal, (legal - set(marked_actions), game.pending)
    return marked


def play_through_buttons(board, seed: int, max_decisions: int = 3000) -> int:
    """Click marked buttons at random (the pass screen's button when it shows) to the end."""
    rng = random.Random(seed)
    decisions = 0
    while not board.game.is_over:
        marked = check_marks(board)
        if board.passing:
            assert not marked
            board.pass_screen._button.click()
            continue
        assert marked, f"nothing to click: {board.game.pending}"
        before = len(board.game.history)
        rng.choice(marked).click()
        assert board.why.message == "" and len(board.game.history) > before
        decisions += 1
        assert decisions < max_decisions
    assert check_marks(board) == []
    return decisions


@pytest.mark.parametrize("players, seats, variant, seed", [
    (4, ["human", "greedy", "greedy", "greedy"], "imperial", 1),  # the app's defaults
    (2, ["greedy", "human"], "challenging", 5),
    (3, ["human", "random", "human"], "imperial", 11),  # hot seat: the pass screen
    (6, ["random", "human", "greedy", "random", "greedy", "human"], "imperial", 23),
])
def test_sakura_legal_marks_are_exactly_the_legal_actions(players, seats, variant, seed):
    game = SakuraGame.new(players, seed=seed, variant=variant)
    board = SakuraGarden(game, seats=seats, hotseat=True, show_chart=False)
    assert play_through_buttons(board, seed) > 5


@pytest.mark.parametrize("players, seats, expansions, seed", [
    (3, ["human", "greedy", "greedy"], (), 1),  # the app's defaults
    (2, ["human", "random"], ("crossroads",), 4),
    (3, ["greedy", "human", "human"], ("crossroads", "matsuri"), 9),  # hot seat: the pass screen
])
def test_tokaido_legal_marks_are_exactly_the_legal_actions(players, seats, expansions, seed):
    game = TokaidoGame.new(players, seed=seed, expansions=expansions)
    board = TokaidoBoard(game, seats=seats, hotseat=True, show_chart=False)
    assert play_through_buttons(board, seed) > 5


@pytest.mark.parametrize("automa, seats, seed", [
    (True, ["human", "human"], 1),  # the app's defaults
    (False, ["human", "greedy"], 6),
    (False, ["human", "human"], 13),
])
def test_duo_legal_marks_are_exactly_the_legal_actions(automa, seats, seed):
    game = DuoGame.new(2, seed=seed, automa=automa)
    board = DuoIsland(game, seats=seats, show_chart=False)
    assert play_through_buttons(board, seed) > 5
