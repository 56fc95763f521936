"""Shared positions for the widget tests (driven through the Python click methods)."""

import pytest

from tokaido_kit.sakura import SakuraGame

HANDS = [[4, 1, 2, 3, 5], [20, 6, 7, 8, 10], [51, 11, 13, 14, 15]]


def three_players():
    """Blue holds card 4 (Emperor forward or back 1: a direction is asked), Red 20, Green 51."""
    return SakuraGame.scenario(3, seed=3, emperor=10, painters=[2, 4, 0], hands=[list(h) for h in HANDS])


@pytest.fixture
def game():
    return three_players()
