"""Tokaido: the road from Kyoto to Edo (base game; Crossroads and Matsuri plug in as options).

``TokaidoGame.new(players, seed, travelers=None, initiation=False, gastronomy=False,
preparations=False, expansions=())`` follows the engine contract of
``shared/DESIGN.md``. Data tables are in :mod:`tokaido_kit.tokaido.data`, the rule
catalogue in :mod:`tokaido_kit.tokaido.rules`.
"""

from .game import TokaidoGame
from .rules import RULES

__all__ = ["TokaidoGame", "RULES"]
