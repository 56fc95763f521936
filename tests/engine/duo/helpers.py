"""Shared helpers for the Tokaido Duo tests: scenarios on teaching island v1 and random play."""

from __future__ import annotations

import random

from tokaido_kit.core import Action
from tokaido_kit.duo import ISLAND, DuoGame

# A fixed boutique layout so tests know what each coastal town pays and buys.
BOUTIQUES = {
    "Kawa": ["kimono", 2], "Hama": ["kimono", 3], "Minato": ["ceramics", 2], "Iso": ["ceramics", 4],
    "Ura": ["dolls", 3], "Nagisa": ["dolls", 4], "Misaki": ["fans", 3], "Shima": ["fans", 4],
}
# Painting tiles in a known order (slot 0 first).
TILES = ["fan", "kimono", "lantern", "teapot", "fan", "kimono", "lantern", "teapot", "fan", "kimono"]
NO_WAVES = {"pilgrim": {"side": "hasty", "owner": None}, "artist": {"side": "expert", "owner": None},
            "merchant": {"side": "cunning", "owner": None}}


def scen(rolls=(1, 1, 1), automa=False, **kw) -> DuoGame:
    """A two-player scenario with known boutiques, tiles and Wave sides (all on the board)."""
    kw.setdefault("boutiques", BOUTIQUES)
    kw.setdefault("tiles", [TILES, TILES])
    waves = {k: dict(v) for k, v in NO_WAVES.items()}
    for ch, spec in (kw.pop("waves", None) or {}).items():
        waves[ch].update(spec)
    return DuoGame.scenario(2, seed=1, rolls=list(rolls), automa=automa, waves=waves, **kw)


def play(game: DuoGame, kind: str, **params):
    return game.play(Action(kind, **params))


def texts(events) -> list[str]:
    return [e.text for e in events]


def random_game(seed: int, automa: bool = False, check=None) -> DuoGame:
    """Play a whole game with uniformly random legal actions; ``check(game)`` after every decision."""
    game = DuoGame.new(players=2, seed=seed, automa=automa)
    rng = random.Random(seed * 7 + 1)
    while not game.is_over:
        actions = game.legal_actions()
        game.play(actions[rng.randrange(len(actions))])
        if check is not None:
            check(game)
    return game


__all__ = ["BOUTIQUES", "TILES", "scen", "play", "texts", "random_game", "ISLAND", "Action", "DuoGame"]
