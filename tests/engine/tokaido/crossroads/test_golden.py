"""Golden playthrough with Crossroads: replaying the checked-in game gives the same story and scores.

Regenerate with ``.venv/bin/python -m tests.engine.tokaido.crossroads.golden`` (see golden.py).
"""

import json

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

from ..golden import record
from .golden import PATH


def test_crossroads_golden_playthrough_replays_exactly():
    data = json.loads(PATH.read_text(encoding="utf-8"))
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
    kinds = {e.kind for e in game.log}
    assert kinds & {"cherry_tree", "bathhouse", "gaming_room", "buy_amulet", "buy_legendary", "buy_calligraphy"}
