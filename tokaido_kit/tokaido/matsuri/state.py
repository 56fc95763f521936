"""Matsuri's part of the table: the festival deck, the cards in effect, the tokens.

Kept on the game itself (``game.festival``, ``game.tokens`` ...), dumped and
loaded with the rest of the position. ``game.decks["matsuri"]`` is a deck like
the others (last element = top card), so ``scenario(decks={"matsuri": [...]})``
stacks it.
"""

from __future__ import annotations

from .. import data as D
from .data import MATSURI, MATSURI_DECK, TOKEN_SUPPLY

KEYS = ("festival", "revealed", "tokens", "token_supply", "shared_calligraphy", "early_awards", "setup_log")


def setup(game) -> None:
    """Rule tokaido.matsuri.setup: shuffle the festival deck; tokens by the bank."""
    deck = list(MATSURI_DECK)
    game.rng.shuffle(deck)
    game.decks["matsuri"] = deck
    game.festival = []  # ongoing cards in effect until the next inn
    game.revealed = []  # the cards revealed at the latest inn, in order (what the table shows)
    game.tokens = [[] for _ in range(game.players)]  # "doll" / "carp"
    game.token_supply = TOKEN_SUPPLY
    game.shared_calligraphy = []  # o-Tsukimi: face up by the achievements, scored by everybody
    game.early_awards = {}  # Tanabata: achievement -> players who scored the 2 Journey points
    game.setup_log = []  # Kushinada's coins at setup, as [kind, player, rule, data] for the opening log
    refresh_caps(game)


def clear(game) -> None:
    """No Matsuri in this game: empty values so the engine can test them cheaply."""
    game.festival, game.revealed, game.tokens, game.token_supply = [], [], [[] for _ in range(game.players)], 0
    game.shared_calligraphy, game.early_awards, game.setup_log = [], {}, []


def dump(game) -> dict:
    return {
        "festival": list(game.festival), "revealed": list(game.revealed),
        "tokens": [list(t) for t in game.tokens], "token_supply": game.token_supply,
        "shared_calligraphy": list(game.shared_calligraphy),
        "early_awards": {k: list(v) for k, v in game.early_awards.items()},
        "setup_log": [[k, p, r, dict(d)] for k, p, r, d in game.setup_log],
    }


def load(game, d: dict) -> None:
    for key in KEYS:
        setattr(game, key, d[key])
    for name in game.festival + game.revealed:
        if name not in MATSURI:
            raise ValueError(f"the saved position names an unknown Matsuri card {name!r}")


def closed_spaces(game) -> dict:
    """Rule tokaido.matsuri.closed_space: position -> the card that closes it (or its side slot).

    Only the spaces that really lose room are listed: every single space of the
    closed type, and its double spaces with 4-5 players (their side slot). With
    2-3 players a double space has one slot already, so it stays open and is not
    listed (kit decision tokaido.decision.closed_double).
    """
    out = {}
    side_slots = game.players >= 4
    for name in game.festival:
        typ = MATSURI[name].closes
        if typ:
            for pos, (t, double) in enumerate(D.SPACES):
                if t == typ and (side_slots or not double):
                    out[pos] = name
    return out


def festival_room(game, cap: list) -> list:
    """Rule tokaido.matsuri.closed_space: the room on each space, less what the closing cards take away.

    A double space loses its side slot (it becomes a single space); a single
    space closes (no room). With 2-3 players a double space already has one
    slot, so it stays open (kit decision tokaido.decision.closed_double) and
    ``closed_spaces`` does not list it.
    """
    for pos in closed_spaces(game):
        cap[pos] = 1 if D.SPACES[pos][1] else 0
    return cap


def refresh_caps(game) -> None:
    """Recompute the room on every space (a closing card came into effect or ended)."""
    game.cap = game._room()
