"""Tokaido Duo on teaching island v1 (not the printed board), with the kit's Automa.

>>> from tokaido_kit.duo import DuoGame
>>> game = DuoGame.new(players=2, seed=7)
>>> game.pending
'choose_die'

Public surface (besides the engine contract of ``shared/DESIGN.md``):

* ``DuoGame.new(players=2, seed=..., automa=False)``; with ``automa=True``
  player 1 is the Automa and its turns resolve inside ``play()``.
* ``pending`` and the actions that answer it:
  ``"choose_die"``: ``Action("choose_die", character="pilgrim"|"merchant"|"artist")``;
  ``"pilgrim_to"``: ``Action("pilgrim_to", space=int)`` (Hasty/Calm choice);
  ``"merchant_to"``: ``Action("merchant_to", town=str)``;
  ``"artist_to"``: ``Action("artist_to", zone=str)``;
  ``"artist_step"``: ``Action("artist_step", zone=str)`` (Inspired, zone by zone);
  ``"artist_act"``: ``Action("paint")`` / ``Action("gift")``;
  ``"sell"``: ``Action("sell")`` / ``Action("no_sale")``;
  ``"storage"``: ``Action("return_good", good=str)`` (one at a time);
  ``"take_wave"``: ``Action("take_wave", character=str)``;
  ``"hot_spring"``: ``Action("use_spring")`` / ``Action("keep_spring")``.
* ``DuoGame.scenario(2, seed, automa=..., pilgrims, merchants, artists, coins,
  gold, temple, garden, goods, tiles, revealed, gifted, waves, hot_spring,
  boutiques, ranks, round, first, rolls=[pilgrim, merchant, artist, ...],
  decks={"bag": [kinds]})``.
* Helpers for boards: ``pilgrim_choices(player, value)``,
  ``merchant_destinations(player, steps)``, ``artist_destinations(player,
  steps)``, ``figures_in_zone(zone, player)``, ``score_parts(player)``,
  ``automa_choice()``, ``evaluate(player)``; the island's geometry is
  ``DuoGame.island`` (:data:`ISLAND`).
"""

from .game import DuoGame
from .island import ISLAND, Island
from .rules import RULES

__all__ = ["DuoGame", "RULES", "ISLAND", "Island"]
