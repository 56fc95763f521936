"""Tokaido: the road from Kyoto to Edo (base game; Crossroads and Matsuri plug in as options).

``TokaidoGame.new(players, seed, expansions=(), travelers=None, initiation=False,
gastronomy=False, preparations=False)`` follows the engine contract of
``shared/DESIGN.md``. Data tables are in :mod:`tokaido_kit.tokaido.data`, the rule
catalogue in :mod:`tokaido_kit.tokaido.rules`, the sentences in ``messages/en.json``.

Decisions (``game.pending`` -> the actions offered):

* ``"traveler"``: ``Action("choose_traveler", traveler=name)`` (one of the 2 dealt tiles)
* ``"move"``: ``Action("move", space=position)`` (1 = Kyoto ... 55 = Edo)
* ``"village"``: ``Action("buy_souvenirs", cards="Koma, Sake")`` (names in the order drawn) or ``Action("pass")``
* ``"temple"``: ``Action("donate", coins=1|2|3)``
* ``"encounter.choose"`` (Yoshiyasu): ``Action("keep_encounter", card=name)``
* ``"encounter.annaibito"`` and ``"inn.hiroshige"``: ``Action("choose_panorama", panorama="paddy"|"mountain"|"sea")``
* ``"inn.meal"``: ``Action("buy_meal", meal=dish)``, ``Action("eat_free_meal", meal=dish)`` (Satsuki) or ``Action("pass")``

Extra methods: ``score_breakdown(player)`` (dict by source, summing to the score),
``achievement_count(player)``, ``achievement_measures()``, ``slot(pawn)``, ``board()``.
With 2 players the neutral traveller is pawn 2 (``game.space[2]``, ``view()["neutral"]``).

Expansions: ``expansions=("crossroads",)`` (see :mod:`tokaido_kit.tokaido.crossroads`) and
``expansions=("crossroads", "matsuri")`` (see :mod:`tokaido_kit.tokaido.matsuri` for its decisions
``matsuri.choose``, ``matsuri.o-bon``, ... and ``view()["matsuri"]``).

Seams for the expansions: ``BENEFITS`` (space type -> rule), ``ENCOUNTER_EFFECTS``
(effect -> rule), ``DECISIONS`` (pending name -> legal, apply), the traveller table's
``box`` and ``hooks`` columns with :mod:`.travelers`, decks by name, ``_box_decks`` /
``_cards_out`` (card accounting), ``_after_inn`` (Matsuri), ``_stop_hooks`` / ``_room`` / ``_encounter_choice``
(Matsuri), score sources by name,
``game.AVAILABLE_EXPANSIONS``.
"""

from .game import TokaidoGame
from .rules import RULES

__all__ = ["TokaidoGame", "RULES"]
