"""The 6 Crossroads travellers' abilities (``shared/rules/tokaido.md`` 2b), as traveller hooks.

New moments (see :mod:`tokaido_kit.tokaido.travelers` for the others):

* ``meal_eaten(game, p, dish, events)``: after eating a meal (Nampo).
* ``panorama_stop(game, p, events)``: on stopping at a panorama space, whatever the choice (Gotozaemon).
* ``both_options(space_type) -> bool``: may take both options of that space (Miyataka, Kita).
* ``crossroads_price(kind, card, cost) -> int``: what a Crossroads card costs (none here; Matsuri).
"""

from __future__ import annotations

from ...core import Action, Event
from .. import data as D
from . import data as C

STAKE = Action("stake_coin")
PASS = Action("pass")


def jirocho_inn(game, p, pos, events):
    """Rule tokaido.traveler.jirocho: at each intermediate inn he may stake 1 coin on the Fortune die."""
    if pos in D.INTERMEDIATE_INNS and game.coins[p] >= C.JIROCHO_STAKE:
        game.queue.insert(0, [p, "inn.jirocho", None])


def legal_jirocho(game, p, data):
    """Rule tokaido.traveler.jirocho: the stake is 1 coin, counted when his moment comes, not when he
    arrived (Musubi, arriving before him at the inn, may have taken his last coin): with none, he passes."""
    return [STAKE, PASS] if game.coins[p] >= C.JIROCHO_STAKE else [PASS]


def apply_jirocho(game, p, data, action, events):
    if action.kind == "pass":
        events.append(Event("jirocho_pass", p, "tokaido.traveler.jirocho", who=game.names[p]))
        return
    mult = game.roll(C.FORTUNE_DIE)
    back = C.JIROCHO_STAKE * mult
    game.coins[p] += back - C.JIROCHO_STAKE
    events.append(Event("fortune_roll", p, "tokaido.decision.fortune_die", who=game.names[p],
                        face=C.FACE_NAMES[mult]))
    events.append(Event("jirocho", p, "tokaido.traveler.jirocho", who=game.names[p], stake=C.JIROCHO_STAKE,
                        face=C.FACE_NAMES[mult], back=back, net=back - C.JIROCHO_STAKE))


def daigoro_inn(game, p, pos, events):
    """Rule tokaido.traveler.daigoro: at each intermediate inn, the top souvenir, scored as usual."""
    if pos not in D.INTERMEDIATE_INNS:
        return
    card = game._draw("souvenir", events, p)
    if card is not None:
        events.append(Event("daigoro", p, "tokaido.traveler.daigoro", who=game.names[p], card=card))
        game._gain_souvenir(p, card, events, "tokaido.traveler.daigoro")


def nampo_meal(game, p, dish, events):
    """Rule tokaido.traveler.nampo: at an inn, extra points equal to the printed cost of his meal."""
    if game.space[p] not in D.INNS:
        return
    points = D.MEAL_COST[dish]
    game.points[p]["abilities"] += points
    events.append(Event("nampo", p, "tokaido.traveler.nampo", who=game.names[p], meal=dish, points=points))


def gotozaemon_stop(game, p, events):
    """Rule tokaido.traveler.gotozaemon: +1 coin on stopping at a panorama space (not from Annaibito)."""
    game.coins[p] += 1
    events.append(Event("gotozaemon", p, "tokaido.traveler.gotozaemon", who=game.names[p], coins=1))


def miyataka_both(typ):
    """Rule tokaido.traveler.miyataka: at a temple she may both donate and buy an amulet."""
    return typ == "temple"


def kita_both(typ):
    """Rule tokaido.traveler.kita: at an encounter she may both draw an encounter and buy a calligraphy."""
    return typ == "encounter"


ABILITIES = {
    "Jirocho": {"inn_arrival": jirocho_inn},
    "Daigoro": {"inn_arrival": daigoro_inn},
    "Nampo": {"meal_eaten": nampo_meal},
    "Gotozaemon": {"panorama_stop": gotozaemon_stop},
    "Miyataka": {"both_options": miyataka_both},
    "Kita": {"both_options": kita_both},
}
