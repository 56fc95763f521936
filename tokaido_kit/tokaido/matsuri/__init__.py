"""Tokaido Matsuri: a festival at each intermediate inn, and 16 new travellers.

``TokaidoGame.new(players, seed, expansions=("crossroads", "matsuri"))``
(Matsuri without Crossroads is a ``ValueError``: seed 000 plays Matsuri on top of
Crossroads). Data in :mod:`.data`, rule ids in :mod:`.rules`, sentences in
``messages/en.json``; the flow in :mod:`.mixin`, the festival in
:mod:`.procedure`, the 20 cards in :mod:`.effects`, the travellers in
:mod:`.travelers` and :mod:`.shop`.

Decisions (``game.pending`` -> the actions offered):

* ``"matsuri.choose"``: ``Action("choose_matsuri", card=name)`` (the first to arrive, in secret)
* ``"matsuri.o-bon"``: ``Action("donate", coins=1|2|3)`` or ``Action("pass")``
* ``"matsuri.o-tsukimi"``: ``Action("share_calligraphy", card=name)``
* ``"matsuri.gion"``: ``Action("keep_encounter", card=name)`` (any card left in the pile)
* ``"inn.mutsumi"``: ``Action("leave_first")`` or ``Action("wait")``
* ``"inn.kidzuna"``: ``Action("buy_meal", meal=dish)`` or ``Action("pass")``
* ``"farm.iyasaka"``: ``Action("reroll")`` or ``Action("keep_roll")``
* ``"village.rakuren"``: ``Action("buy_souvenirs", cards="Koma, Shodo")`` or ``Action("pass")``;
  Rakuren's option in the ``crossroads`` choice is ``Action("rakuren_shop")``.

``view()["matsuri"]``: ``deck`` (cards left), ``festival`` (ongoing cards in effect),
``revealed`` (cards revealed at the latest inn), ``closed`` (position -> card),
``token_supply``, ``shared_calligraphy``, ``early_awards``; each player row has
``tokens`` (Dolls and Carps).
"""

from .. import data as D
from .. import travelers as base_travelers
from ..crossroads.choice import OPTION_RULES
from . import travelers as T
from .data import MATSURI, MATSURI_TRAVELERS
from .mixin import MatsuriMixin
from .rules import RULES
from .shop import decisions, iyasaka_gaming_room, rakuren_option, rakuren_shop

D.TRAVELERS.update(MATSURI_TRAVELERS)
OPTION_RULES["rakuren_shop"] = rakuren_shop
base_travelers.ABILITIES.update({
    "Yashima": {"inn_arrival": T.yashima_inn},
    "Kidzuna": {"inn_arrival": T.kidzuna_inn},
    "Chihaya": {"inn_arrival": T.chihaya_inn},
    "Ayumu": {"meal_price": T.ayumu_meal_price, "souvenir_cost": T.ayumu_souvenir_cost},
    "Titia": {"souvenir_cost": T.titia_souvenir_cost, "crossroads_price": T.titia_crossroads_price},
    "Mari": {"crossroads_price": T.mari_crossroads_price},
    "Iyasaka": {"farm": T.iyasaka_farm, "reroll": iyasaka_gaming_room},
    "Rakuren": {"village_option": rakuren_option},
})

__all__ = ["MatsuriMixin", "RULES", "MATSURI", "MATSURI_TRAVELERS", "decisions"]

from .. import rules as _base_rules  # noqa: E402

_base_rules.RULES.update(RULES)  # one catalogue for the whole game
