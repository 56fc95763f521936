"""Golden playthrough with Crossroads: replaying the checked-in game gives the same story and scores.

Regenerate with ``.venv/bin/python -m tests.engine.tokaido.crossroads.golden`` (see golden.py).
"""

from ..golden import replay_golden
from .golden import PATH


def test_crossroads_golden_playthrough_replays_exactly():
    game, _data = replay_golden(PATH)
    kinds = {e.kind for e in game.log}
    assert kinds & {"cherry_tree", "bathhouse", "gaming_room", "buy_amulet", "buy_legendary", "buy_calligraphy"}
