"""Golden playthrough with both expansions at 4 players: the replay tells the same story.

Regenerate with ``.venv/bin/python -m tests.engine.tokaido.matsuri.golden``.
"""

from ..golden import replay_golden
from .golden import GOLDEN


def test_tokaido_matsuri_golden_playthrough_replays_exactly():
    game, data = replay_golden(GOLDEN)
    assert game.options["expansions"] == ("crossroads", "matsuri")
    assert any(rule.startswith("tokaido.matsuri.") for step in data["decisions"] for rule in step["rules"])
