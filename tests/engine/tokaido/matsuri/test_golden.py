"""Golden playthrough with both expansions at 4 players: the replay tells the same story.

Regenerate with ``.venv/bin/python -m tests.engine.tokaido.matsuri.golden``.
"""

import json

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

from ..golden import record
from .golden import GOLDEN


def test_tokaido_matsuri_golden_playthrough_replays_exactly():
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    options = {k: tuple(v) if isinstance(v, list) else v for k, v in data["options"].items()}
    assert options["expansions"] == ("crossroads", "matsuri")
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
    assert any(rule.startswith("tokaido.matsuri.") for step in data["decisions"] for rule in step["rules"])
    assert json.loads(json.dumps(record(game))) == data
