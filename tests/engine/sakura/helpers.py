"""Shared helpers of the Sakura engine tests: invariants, random play, small scenario shortcuts."""

from __future__ import annotations

import json
import random

from tokaido_kit.core import Action
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.sakura import data

CONFIGS = [(2, "imperial"), (2, "challenging"), (3, "imperial"), (4, "imperial"), (5, "imperial"), (6, "imperial")]


def card(garden: str, painter: str, amount=None, avoid=()) -> int:
    """The lowest-numbered teaching card with these two actions (not in ``avoid``)."""
    for number, g, p, a in data.DECK:
        if g == garden and p == painter and (amount is None or a == amount) and number not in avoid:
            return number
    raise LookupError((garden, painter, amount))


def cards_with(garden: str | None = None, painter: str | None = None, amount=None) -> list[int]:
    return [n for n, g, p, a in data.DECK
            if (garden is None or g == garden) and (painter is None or p == painter)
            and (amount is None or a == amount)]


def quiet_hands(players: int, keep: list[list[int]]) -> list[list[int]]:
    """Hands holding ``keep`` per player (nothing else)."""
    return [list(h) for h in keep] + [[] for _ in range(players - len(keep))]


def play_cards(game: SakuraGame, cards: list[int], directions: list[str] = ()) -> list:
    """Commit ``cards`` in seat order (plus the imperial card if asked), then answer directions."""
    events = []
    todo = list(directions)
    for c in cards:
        kind = "choose_imperial_card" if game.pending == "choose_imperial_card" else "choose_card"
        events += game.play(Action(kind, card=c))
    while game.pending in ("garden.direction", "painter.direction") and todo:
        events += game.play(Action("choose_direction", direction=todo.pop(0)))
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def check_invariants(game: SakuraGame) -> None:
    """The garden invariants of the issue, plus cards and tokens accounted for."""
    pos, emperor = game.pos, game.emperor
    inside = [p for p in pos if p != 0]
    assert len(inside) == len(set(inside)), f"two painters share a space: {pos}"
    assert all(0 <= p < emperor for p in pos), f"a painter at or past the Emperor: {pos} vs {emperor}"
    assert 1 <= emperor < len(game.path)
    assert sum(game.tokens) + game.supply == data.TOKENS_TOTAL and game.supply >= 0
    assert all(t >= 0 for t in game.tokens)
    cards = game.deck + game.discard + [c for h in game.hands for c in h] + game._cards_on_table()
    assert sorted(cards) == list(range(1, 61)), "the 60 cards are not each in one place"
    assert all(len(h) <= data.HAND_SIZE for h in game.hands)
    game._check_scored()  # scored sakuras: in order, all those the Emperor has reached
    if not game.is_over:
        assert game.legal_actions(), "a running game always offers an action"
        assert game.current_player is not None
    else:
        assert game.current_player is None and game.legal_actions() == []


def random_game(players: int, variant: str, seed: int, check=None) -> SakuraGame:
    """Play a whole game with uniformly random legal choices (``check(game)`` after every step)."""
    rng = random.Random(seed)
    game = SakuraGame.new(players, seed=seed, variant=variant)
    steps = 0
    while not game.is_over:
        actions = game.legal_actions()
        game.play(actions[rng.randrange(len(actions))])
        steps += 1
        assert steps < 2000, "the game did not end"
        if check is not None:
            check(game)
    return game


def state(game: SakuraGame) -> tuple:
    """The whole position (RNG included), the log and the decisions, as one comparable value."""
    return game._snapshot(), list(game.log), list(game.history)


def full_state(game: SakuraGame) -> str:
    """Like :func:`state`, plus everything a player could read: views and the log's sentences."""
    views = [game.view(p) for p in [None, *range(game.players)]]
    return json.dumps([game._snapshot(), views, [e.to_json() for e in game.log],
                       [a.to_json() for a in game.history]], sort_keys=True, default=str)


PAUSE = (56, 50)  # cards whose garden action asks a direction: they freeze the round after the card under test


def one_card(test_card: int, *, emperor: int, painters: list[int], players: int = 3, directions=(), **kw):
    """A scenario where player 0 plays ``test_card`` and the others play pause cards.

    Returns ``(game, events)`` right after ``test_card`` resolved (the next card waits
    for a direction), so the position shows the effect of that one card alone.
    """
    assert test_card < min(PAUSE)
    hands = [[test_card]] + [[PAUSE[i % 2] if i < 2 else 60 - i] for i in range(players - 1)]
    game = SakuraGame.scenario(players, seed=0, emperor=emperor, painters=painters, hands=hands, **kw)
    events = play_cards(game, [h[0] for h in hands], list(directions))
    return game, events


def card_events(events, number: int) -> list:
    """The events of one card: from its ``resolve`` event to the next one."""
    out, inside = [], False
    for e in events:
        if e.kind == "resolve":
            inside = e.card == number
            continue
        if inside:
            out.append(e)
    return out
