"""Sakura (Reiner Knizia): the rules engine, played on the kit's teaching deck and garden.

>>> from tokaido_kit.sakura import SakuraGame
>>> game = SakuraGame.new(players=3, seed=7)
>>> game.pending
'choose_card'
"""

from .cards import CARDS, card_text, describe_card
from .data import TEACHING_LABEL
from .game import SakuraGame
from .rules import RULES

__all__ = ["SakuraGame", "RULES", "CARDS", "card_text", "describe_card", "TEACHING_LABEL"]
