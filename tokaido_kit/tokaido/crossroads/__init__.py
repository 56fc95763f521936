"""Tokaido: Crossroads, played with ``TokaidoGame.new(players, seed, expansions=("crossroads",))``.

Seed 002 is the authority; ``shared/rules/tokaido.md`` sections 2b, 4e, 5 and
decisions D2-D6, D9, D10 give the card contents. Modules: :mod:`.data` (tables),
:mod:`.rules` (catalogue rows), :mod:`.choice` (the choice at every space and the
Crossroads options), :mod:`.amulets`, :mod:`.treasures` (Legendary Objects, new
Encounters, Journey points), :mod:`.ending` (calligraphies, achievements, view,
scenarios), :mod:`.travelers` (the 6 travellers).

Decisions (``game.pending`` -> the actions offered):

* ``"crossroads"`` (data ``space``, ``both``, ``done``): ``Action("standard")`` or the space's option,
  ``Action("take_cherry_tree")``, ``Action("buy_bathhouse")``, ``Action("gaming_room")``,
  ``Action("buy_amulet", card=name)``, ``Action("buy_legendary", card=name)``,
  ``Action("buy_calligraphy", card=name)``; ``Action("pass")`` once one of two benefits is taken.
* any decision where an amulet applies: ``Action("use_amulet", amulet=name)``
  (Hospitality: ``Action("use_amulet", amulet="Hospitality", meal=dish)``), see :mod:`.amulets`.
* ``"amulet.vitality"``: ``Action("use_amulet", amulet="Vitality")`` or ``Action("pass")``;
  ``"amulet.vitality_move"`` and ``"amulet.friendship"``: ``Action("move", space=s)``.
* ``"encounter.kitoushi"``: ``Action("choose_panorama", panorama=kind)`` or ``Action("pass")``.
* ``"inn.jirocho"``: ``Action("stake_coin")`` or ``Action("pass")``.

View: each player row adds ``cherry_trees``, ``bathhouses``, ``legendary``, ``journey`` (tokens),
``amulet_count``, ``calligraphy_count``, and ``amulets`` / ``calligraphies`` (the names for their
owner and at the end, ``None`` for others); ``view()["crossroads"]`` gives the stacks (counts, and
the names of the face-up Legendary Objects). Extra methods: ``journey_tokens(p)``.

Importing this package adds Crossroads' rows to the base tables by name: the
travellers, the encounters, their effects and abilities, the rule catalogue.
"""

from __future__ import annotations

from .. import data as D
from .. import travelers as base_travelers
from ..rules import RULES
from ..spaces import SpacesMixin
from ..terms import DECKS, Deck
from . import data as C
from .amulets import AmuletMixin
from .choice import ChoiceMixin
from .ending import EndingMixin
from .explain import ExplainMixin
from .rules import CROSSROADS_RULES
from .travelers import ABILITIES, apply_jirocho, legal_jirocho
from .treasures import NEW_ENCOUNTER_EFFECTS, TreasuresMixin

for _t in C.TRAVELERS:
    D.TRAVELERS[_t.name] = _t
D.ENCOUNTERS.update(C.NEW_ENCOUNTERS)
SpacesMixin.ENCOUNTER_EFFECTS.update(NEW_ENCOUNTER_EFFECTS)
base_travelers.ABILITIES.update(ABILITIES)
RULES.update(CROSSROADS_RULES)
DECKS.update({k: Deck(k) for k in C.STACKS})


class CrossroadsMixin(ExplainMixin, ChoiceMixin, AmuletMixin, TreasuresMixin, EndingMixin):
    """Everything Crossroads adds to ``TokaidoGame`` (inactive when the expansion is not in play)."""


CROSSROADS_DECISIONS = {
    "crossroads": (ChoiceMixin._legal_crossroads, ChoiceMixin._apply_crossroads),
    "amulet.vitality": (AmuletMixin._legal_vitality, AmuletMixin._apply_vitality),
    "amulet.vitality_move": (AmuletMixin._legal_vitality_move, AmuletMixin._apply_vitality_move),
    "amulet.friendship": (AmuletMixin._legal_friendship, AmuletMixin._apply_friendship),
    "encounter.kitoushi": (TreasuresMixin._legal_kitoushi, TreasuresMixin._apply_kitoushi),
    "inn.jirocho": (legal_jirocho, apply_jirocho),
}

__all__ = ["CrossroadsMixin", "CROSSROADS_DECISIONS"]
