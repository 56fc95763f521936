"""Golden playthrough of Tokaido with Crossroads and Matsuri at 4 players, as readable JSON.

Regenerate (after a deliberate rule change, then review the diff):
    .venv/bin/python -m tests.engine.tokaido.matsuri.golden
The file is ``tests/golden/tokaido_4p_crossroads_matsuri.json``; ``test_golden.py``
in this folder replays it and compares every decision, event text, rule id and the scores.
"""

from __future__ import annotations

import json
from pathlib import Path

from tokaido_kit.bots import GreedyBot, RandomBot
from tokaido_kit.tokaido import TokaidoGame

from ..golden import record

GOLDEN = Path(__file__).resolve().parents[3] / "golden" / "tokaido_4p_crossroads_matsuri.json"
PLAYERS, SEED, OPTIONS = 4, 2014, {"expansions": ("crossroads", "matsuri")}


def play() -> TokaidoGame:
    game = TokaidoGame.new(PLAYERS, seed=SEED, **OPTIONS)
    bots = [GreedyBot(20 + p) if p % 2 == 0 else RandomBot(20 + p) for p in range(PLAYERS)]
    while not game.is_over:
        game.play(bots[game.current_player].choose(game))
    return game


def main() -> None:
    data = record(play())
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}: {len(data['decisions'])} decisions, scores {data['scores']}")


if __name__ == "__main__":
    main()
