"""Golden playthroughs: replaying the recorded decisions gives the recorded story, word for word."""

import json

import pytest

from tokaido_kit.core import Action
from tokaido_kit.duo import DuoGame

from .golden import GAMES, GOLDEN_DIR, build


@pytest.mark.parametrize("name", sorted(GAMES))
def test_duo_end_score_golden_playthrough_replays_exactly(name):
    record = json.loads((GOLDEN_DIR / name).read_text(encoding="utf-8"))
    game = DuoGame.new(players=2, seed=record["seed"], automa=record["automa"])
    assert [e.text for e in game.log] == record["opening"]
    for step in record["decisions"]:
        assert (game.current_player, game.pending) == (step["player"], step["pending"])
        action = Action.from_json(step["action"])
        assert str(action) == step["says"]
        assert [e.text for e in game.play(action)] == step["events"], f"decision {step['n']}"
    assert game.is_over
    assert game.scores() == record["scores"] and game.winners() == record["winners"]
    assert game.end_reasons == record["end_reasons"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_duo_end_score_golden_file_is_what_the_regenerator_writes(name):
    seed, automa = GAMES[name]
    assert build(seed, automa) == json.loads((GOLDEN_DIR / name).read_text(encoding="utf-8"))
