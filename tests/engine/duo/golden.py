"""Golden playthroughs of Tokaido Duo: whole seeded games as human-readable JSON.

Regenerate (after an intended rule or wording change) with::

    .venv/bin/python -m tests.engine.duo.golden

and review the diff of ``tests/golden/duo_*.json`` before committing.
"""

from __future__ import annotations

import json
from pathlib import Path

from tokaido_kit.bots import RandomBot
from tokaido_kit.duo import DuoGame

GOLDEN_DIR = Path(__file__).resolve().parents[2] / "golden"
GAMES = {"duo_two_players_seed7.json": (7, False), "duo_automa_seed7.json": (7, True)}


def build(seed: int, automa: bool) -> dict:
    """Play a whole game with RandomBot(seed) in every human seat and record it."""
    game = DuoGame.new(players=2, seed=seed, automa=automa)
    bot = RandomBot(seed)
    record = {
        "game": "duo",
        "island": game.view()["island"],
        "seed": seed,
        "automa": automa,
        "players": "RandomBot(seed) decides for every human seat",
        "opening": [e.text for e in game.log],
        "decisions": [],
    }
    while not game.is_over:
        player, pending = game.current_player, game.pending
        action = bot.choose(game)
        events = game.play(action)
        record["decisions"].append({
            "n": len(game.history),
            "player": player,
            "pending": pending,
            "action": action.to_json(),
            "says": str(action),
            "events": [e.text for e in events],
        })
    record["scores"] = game.scores()
    record["winners"] = game.winners()
    record["end_reasons"] = list(game.end_reasons)
    return record


def write_all() -> None:
    for name, (seed, automa) in GAMES.items():
        path = GOLDEN_DIR / name
        path.write_text(json.dumps(build(seed, automa), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    write_all()
