"""The travellers' abilities, as hooks looked up from the traveller table.

``data.TRAVELERS[name].hooks`` names the moments where an ability acts; this
module gives one small function per (traveller, moment). The engine calls
``game.hooks[player].get(moment)`` at that moment, so a new traveller is a new
row in the table plus its functions here, with no change to the rules that
call them. Moments and their signatures:

* ``inn_arrival(game, p, pos, events)``: on arriving at an inn, before the meal.
* ``meal_price(cost) -> int``: what a meal costs this traveller.
* ``encounter_draw(game, p, events) -> bool``: replaces the encounter draw when True.
* ``encounter_space(game, p, events)``: on stopping at an encounter space.
* ``card_bonus(game, p, what, events)``: after gaining a hot spring or achievement card.
* ``village_price(costs) -> (price, coins needed)``: the price of a village purchase.
* ``temple(game, p, events)``: after a donation at a temple.
"""

from __future__ import annotations

from ..core import Event
from . import data as D
from .terms import card as card_name

# ---------------------------------------------------------------- Hiroshige


def hiroshige_inn(game, p, pos, events):
    """Rule tokaido.traveler.hiroshige: at each intermediate inn, a panorama section of his choice."""
    if pos not in D.INTERMEDIATE_INNS:
        return
    choices = game._panorama_choices(p)
    if len(choices) == 1:
        game._take_section(p, choices[0], events, "tokaido.traveler.hiroshige")
    elif choices:
        game.queue.insert(0, [p, "inn.hiroshige", None])


# ---------------------------------------------------------------- Chuubei


def chuubei_inn(game, p, pos, events):
    """Rule tokaido.traveler.chuubei: at each intermediate inn, draw an encounter and resolve it."""
    if pos not in D.INTERMEDIATE_INNS:
        return
    card = game._draw("encounter", events, p)
    if card is not None:
        events.append(Event("chuubei", p, "tokaido.traveler.chuubei", who=game.names[p], card=card_name(card)))
        game._resolve_encounter(p, card, events)


# ---------------------------------------------------------------- Kinko


def kinko_price(cost):
    """Rule tokaido.traveler.kinko: every meal costs 1 coin less."""
    return cost - 1 if cost > 0 else 0


# ---------------------------------------------------------------- Yoshiyasu


def yoshiyasu_draw(game, p, events):
    """Rule tokaido.traveler.yoshiyasu: draw 2 encounters, keep 1 (the decision ``encounter.choose``)."""
    deck = game.decks["encounter"]
    if len(deck) < 2:
        return False
    cards = [deck.pop(), deck.pop()]
    events.append(Event("encounter_pair", p, "tokaido.traveler.yoshiyasu", who=game.names[p]))
    game.queue.insert(0, [p, "encounter.choose", {"cards": cards}])
    return True


# ---------------------------------------------------------------- Satsuki


def satsuki_inn(game, p, pos, events):
    """Rule tokaido.decision.satsuki (D1): the top meal of the pile is offered to her for free."""
    card = game._draw("meal", events, p)
    if card is not None:
        game.free_meal = card
        events.append(Event("free_meal", p, "tokaido.decision.satsuki", who=game.names[p], meal=card,
                                 eaten=card in game.meals[p]))


# ---------------------------------------------------------------- Mitsukuni


def mitsukuni_bonus(game, p, what, events):
    """Rule tokaido.traveler.mitsukuni: +1 point per hot spring and per achievement card."""
    game.points[p]["abilities"] += 1
    events.append(Event("mitsukuni", p, "tokaido.traveler.mitsukuni", who=game.names[p], what=what, points=1))


# ---------------------------------------------------------------- Sasayakko and Zen-emon


def sasayakko_price(costs):
    """Rule tokaido.traveler.sasayakko: buying 2 or more, the cheapest is free (she must afford all)."""
    total = sum(costs)
    if len(costs) >= 2:
        return total - min(costs), total
    return total, total


#: The card of a purchase that the traveller's ability makes cheaper, chosen by its cost
#: (Sasayakko: the cheapest is free; Zen-emon: the kit gives the 1-coin price to the dearest).
DISCOUNTED_CARD = {"Sasayakko": min, "Zen-emon": max}


def zenemon_price(costs):
    """Rule tokaido.traveler.zen-emon: one souvenir for 1 coin (the kit applies it to the dearest)."""
    total = sum(costs)
    if costs:
        total -= max(costs) - 1
    return total, total


# ---------------------------------------------------------------- Hirotada


def hirotada_temple(game, p, events):
    """Rule tokaido.traveler.hirotada: a bank coin also goes to the temple, for 1 point."""
    game.donated[p] += 1
    game.points[p]["temple"] += 1
    events.append(Event("hirotada", p, "tokaido.traveler.hirotada", who=game.names[p], points=1,
                             total=game.donated[p]))


# ---------------------------------------------------------------- Umegae


def umegae_encounter(game, p, events):
    """Rule tokaido.traveler.umegae: +1 point and +1 coin before the encounter."""
    game.points[p]["abilities"] += 1
    game.coins[p] += 1
    events.append(Event("umegae", p, "tokaido.traveler.umegae", who=game.names[p], points=1, coins=1))


ABILITIES: dict[str, dict] = {
    "Hiroshige": {"inn_arrival": hiroshige_inn},
    "Chuubei": {"inn_arrival": chuubei_inn},
    "Kinko": {"meal_price": kinko_price},
    "Yoshiyasu": {"encounter_draw": yoshiyasu_draw},
    "Satsuki": {"inn_arrival": satsuki_inn},
    "Mitsukuni": {"card_bonus": mitsukuni_bonus},
    "Sasayakko": {"village_price": sasayakko_price},
    "Hirotada": {"temple": hirotada_temple},
    "Umegae": {"encounter_space": umegae_encounter},
    "Zen-emon": {"village_price": zenemon_price},
}
_NONE: dict = {}


def hooks_for(name):
    """The ability hooks of a traveller (an empty dict for none, e.g. the initiation variant)."""
    if name is None:
        return _NONE
    return ABILITIES.get(name, _NONE)
