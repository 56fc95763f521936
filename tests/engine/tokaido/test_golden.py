"""Golden playthroughs: replaying the checked-in games gives the same story and scores.

Regenerate with ``.venv/bin/python -m tests.engine.tokaido.golden`` (see golden.py).
"""

import pytest

from .golden import CASES, path, replay_golden


@pytest.mark.parametrize("players", sorted(CASES))
def test_golden_playthrough_replays_exactly(players):
    game, data = replay_golden(path(players))
    assert data["players"] == players
