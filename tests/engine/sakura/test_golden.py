"""Replay the golden playthroughs and compare every decision, event text and the final result."""

import json

import pytest

from tokaido_kit.core import Action
from tokaido_kit.sakura import SakuraGame

from .golden import GAMES, path_of, record


@pytest.mark.parametrize("name", sorted(GAMES))
def test_sakura_golden_playthrough_replays_exactly(name):
    golden = json.loads(path_of(name).read_text(encoding="utf-8"))
    game = SakuraGame.new(golden["players"], seed=golden["seed"], variant=golden["variant"])
    assert [f"[{e.rule}] {e.text}" for e in game.log] == golden["opening"]
    for i, step in enumerate(golden["steps"]):
        action = Action.from_json(step["action"])
        assert (game.current_player, game.pending, str(action)) == (step["player"], step["pending"],
                                                                   step["decision"]), f"decision {i}"
        events = game.play(action)
        assert [f"[{e.rule}] {e.text}" for e in events] == step["events"], f"decision {i}: {step['decision']}"
    assert game.is_over
    assert game.scores() == golden["final"]["scores"] and game.winners() == golden["final"]["winners"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_sakura_golden_bots_are_deterministic(name):
    # the recording itself (seeded bots, seeded game) gives the same file again
    assert record(*GAMES[name]) == json.loads(path_of(name).read_text(encoding="utf-8"))
