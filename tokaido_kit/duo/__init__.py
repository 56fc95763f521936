"""Tokaido Duo on teaching island v1 (not the printed board), with the kit's Automa.

>>> from tokaido_kit.duo import DuoGame
>>> game = DuoGame.new(players=2, seed=7)
>>> game.pending
'choose_die'
"""

from .game import DuoGame
from .island import ISLAND, Island
from .rules import RULES

__all__ = ["DuoGame", "RULES", "ISLAND", "Island"]
