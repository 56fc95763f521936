"""Sakura (Reiner Knizia): the rules engine, played on the kit's teaching deck and garden.

>>> from tokaido_kit.sakura import SakuraGame
>>> game = SakuraGame.new(players=3, seed=7)
>>> game.pending
'choose_card'

Public surface (besides the engine contract of ``tokaido_kit.core.Game``):

* ``SakuraGame.new(players=2..6, seed=..., variant="imperial"|"challenging")``; the
  variant matters only with 2 players (an imperial painter joins as a third painter).
* ``SakuraGame.scenario(players, seed, emperor=, painters=[...], hands=[[...]], tokens=[...],
  imperial=, imperial_tokens=, scored=[...], decks={"draw": [...], "discard": [...]},
  variant=)``; a position that breaks a rule raises ``ValueError`` naming the rule id.
* Pending decisions and their actions:
  ``"choose_card"`` -> ``Action("choose_card", card=n)`` (seats in turn, face down);
  ``"choose_imperial_card"`` -> ``Action("choose_imperial_card", card=n)`` (challenging 2p);
  ``"garden.direction"`` / ``"painter.direction"`` -> ``Action("choose_direction",
  direction="forward"|"back")`` (asked of the card's owner, always both offered).
* ``view(None)``: emperor, painters, tokens, supply, path_length, features, sakuras, scored,
  round, hand_sizes, deck_size, discard, committed, imperial_committed, revealed, resolving,
  current_player, pending, is_over, names, players, variant, teaching_data, cards
  (int -> describe_card(n)) and with 2 players ``imperial`` = {painter, tokens, name, chooser}.
  ``view(p)`` adds ``hand`` (sorted) and ``my_commit`` (p's face-down card, then the
  imperial card p chose, if any).
* ``describe_card(n)`` / ``SakuraGame.card_text(n)``: a card's two actions, as data / a phrase.
* ``scores()`` = tokens per player; ``winners()``; ``evaluate(player)`` for GreedyBot.
"""

from .cards import CARDS, card_text, describe_card
from .data import TEACHING_LABEL
from .game import SakuraGame
from .rules import RULES

__all__ = ["SakuraGame", "RULES", "CARDS", "card_text", "describe_card", "TEACHING_LABEL"]
