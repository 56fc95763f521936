"""The golden playthroughs of Sakura: whole seeded games checked in as readable JSON.

Each file under ``tests/golden/`` holds the game's options, the opening events, every
decision (who decided, ``str(action)``, the action itself) with the texts of the events
it caused, and the final scores and winners. ``test_golden.py`` replays the decisions
and compares everything, so any change of the rules or of the message catalogue shows
up as a readable diff.

Regenerate (after a deliberate change of rules or messages), from the project root:

    .venv/bin/python -m tests.engine.sakura.golden
"""

from __future__ import annotations

import json
import pathlib

from tokaido_kit.bots import GreedyBot, RandomBot
from tokaido_kit.sakura import SakuraGame

GOLDEN_DIR = pathlib.Path(__file__).resolve().parents[2] / "golden"

# name -> (players, seed, variant, bots: "g" GreedyBot / "r" RandomBot per seat)
GAMES = {
    "sakura_4p": (4, 2023, "imperial", "grgr"),
    "sakura_2p_challenging": (2, 7, "challenging", "gr"),
}


def record(players: int, seed: int, variant: str, bots: str) -> dict:
    """Play the game with seeded bots and write down everything a reader needs."""
    game = SakuraGame.new(players, seed=seed, variant=variant)
    seats = [GreedyBot(seed + i) if kind == "g" else RandomBot(seed + i) for i, kind in enumerate(bots)]
    steps = []
    while not game.is_over:
        player, pending = game.current_player, game.pending
        action = seats[player].choose(game)
        events = game.play(action)
        steps.append({"player": player, "pending": pending, "decision": str(action), "action": action.to_json(),
                      "events": [f"[{e.rule}] {e.text}" for e in events]})
    return {
        "_about": "Golden playthrough of Sakura on the teaching deck / teaching garden, not the printed "
                  "components. Regenerate with: .venv/bin/python -m tests.engine.sakura.golden",
        "game": "sakura", "players": players, "seed": seed, "variant": variant, "bots": bots,
        "opening": [f"[{e.rule}] {e.text}" for e in game.log[: len(game.log) - sum(len(s["events"]) for s in steps)]],
        "steps": steps,
        "final": {"scores": game.scores(), "winners": game.winners(), "tokens_of_imperial":
                  game.view(None).get("imperial", {}).get("tokens"), "rounds": game.round,
                  "emperor": game.emperor, "painters": game.view(None)["painters"]},
    }


def path_of(name: str) -> pathlib.Path:
    return GOLDEN_DIR / f"{name}.json"


def main() -> None:
    GOLDEN_DIR.mkdir(exist_ok=True)
    for name, spec in GAMES.items():
        data = record(*spec)
        path_of(name).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path_of(name)} ({len(data['steps'])} decisions)")


if __name__ == "__main__":
    main()
