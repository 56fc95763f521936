"""Golden playthrough of Tokaido with Crossroads: one whole seeded 4-player game, as readable JSON.

Regenerate (after a deliberate rule change, then review the diff):
    .venv/bin/python -m tests.engine.tokaido.crossroads.golden
The file is ``tests/golden/tokaido_crossroads_4p.json``; ``test_golden.py`` replays it and
compares every decision, event text and the final scores.
"""

from __future__ import annotations

import json

from tokaido_kit.bots import GreedyBot, RandomBot
from tokaido_kit.tokaido import TokaidoGame

from ..golden import GOLDEN_DIR, record

CASE = {"players": 4, "seed": 44, "options": {"expansions": ("crossroads",)}}
PATH = GOLDEN_DIR / "tokaido_crossroads_4p.json"


def play() -> TokaidoGame:
    players = CASE["players"]
    game = TokaidoGame.new(players, seed=CASE["seed"], **CASE["options"])
    bots = [GreedyBot(20 + p) if p % 2 == 0 else RandomBot(20 + p) for p in range(players)]
    while not game.is_over:
        game.play(bots[game.current_player].choose(game))
    return game


def main() -> None:
    data = record(play())
    PATH.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {PATH}: {len(data['decisions'])} decisions, scores {data['scores']}")


if __name__ == "__main__":
    main()
