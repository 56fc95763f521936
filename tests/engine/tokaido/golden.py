"""Golden playthroughs of Tokaido: one whole seeded game per player count, as readable JSON.

Regenerate (after a deliberate rule change, then review the diff):
    .venv/bin/python -m tests.engine.tokaido.golden
The files are ``tests/golden/tokaido_<n>p.json``; ``test_golden.py`` replays each
one and compares every decision, event text and the final scores.
"""

from __future__ import annotations

import json
from pathlib import Path

from tokaido_kit.bots import GreedyBot, RandomBot
from tokaido_kit.tokaido import TokaidoGame

GOLDEN_DIR = Path(__file__).resolve().parents[2] / "golden"
CASES = {
    2: {"seed": 2, "options": {}},
    3: {"seed": 3, "options": {"preparations": True}},
    4: {"seed": 4, "options": {}},
    5: {"seed": 5, "options": {"gastronomy": True}},
}


def record(game: TokaidoGame) -> dict:
    """A human-readable account of a finished game: every decision and what it caused."""
    log = game.log
    replay = TokaidoGame.new(game.players, seed=game.seed, **game.options)
    opening = [e.text for e in replay.log]
    decisions = []
    for action in game.history:
        player, pending = replay.current_player, replay.pending
        events = replay.play(action)
        decisions.append({"player": player, "pending": pending, "decision": str(action),
                          "action": action.to_json(), "events": [e.text for e in events],
                          "rules": [e.rule for e in events]})
    assert [e.text for e in replay.log] == [e.text for e in log]
    return {
        "game": "tokaido", "players": game.players, "seed": game.seed, "options": game.options,
        "opening": opening, "decisions": decisions,
        "travelers": list(game.traveler), "scores": game.scores(),
        "breakdown": [game.score_breakdown(p) for p in range(game.players)], "winners": game.winners(),
    }


def replay_golden(file: Path) -> tuple[TokaidoGame, dict]:
    """Replay a checked-in playthrough, asserting every step's story; returns the game and the file's data."""
    from tokaido_kit.core import Action

    data = json.loads(file.read_text(encoding="utf-8"))
    options = {k: tuple(v) if isinstance(v, list) else v for k, v in data["options"].items()}
    game = TokaidoGame.new(data["players"], seed=data["seed"], **options)
    assert [e.text for e in game.log] == data["opening"]
    for step in data["decisions"]:
        action = Action.from_json(step["action"])
        assert str(action) == step["decision"]
        assert (game.current_player, game.pending) == (step["player"], step["pending"])
        events = game.play(action)
        assert [e.text for e in events] == step["events"]
        assert [e.rule for e in events] == step["rules"]
    assert game.is_over and game.scores() == data["scores"] and game.winners() == data["winners"]
    assert json.loads(json.dumps(record(game))) == data
    return game, data


def play(players: int) -> TokaidoGame:
    case = CASES[players]
    game = TokaidoGame.new(players, seed=case["seed"], **case["options"])
    bots = [GreedyBot(10 + p) if p % 2 == 0 else RandomBot(10 + p) for p in range(players)]
    while not game.is_over:
        game.play(bots[game.current_player].choose(game))
    return game


def path(players: int) -> Path:
    return GOLDEN_DIR / f"tokaido_{players}p.json"


def main() -> None:
    GOLDEN_DIR.mkdir(exist_ok=True)
    for players in CASES:
        data = record(play(players))
        path(players).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {path(players)}: {len(data['decisions'])} decisions, scores {data['scores']}")


if __name__ == "__main__":
    main()
