"""The 16 Matsuri travellers' abilities (seed 000; D7 adds Misaki and Titia; D8 for Musubi).

Each function is one ability at one moment, looked up like the base abilities
(``tokaido_kit.tokaido.travelers``). Abilities that refer to arriving at an inn
act on arrival, before the meal (seed 000).
"""

from __future__ import annotations

from ...core import Action, Event
from .. import data as D
from ..movement import kind_name
from . import bridge
from .effects import choyo_active, choyo_price
from .data import (AYUMU_FREE_FAMILY, AYUMU_MEAL_PRICE, IYASAKA_FARM_BONUS, KAMUI_INNS, KAMUI_POINTS,
                   KUSHINADA_GIFT, KUSHINADA_TWO_PLAYER_BANK, MARI_POINTS_PER_COIN, MUTSUMI_INNS, TITIA_DISCOUNT,
                   TITIA_FAMILIES)


def _holder(game, name: str):
    """The player whose traveller is ``name``, or None."""
    traveler = game.traveler
    return traveler.index(name) if name in traveler else None


# ---------------------------------------------------------------- Kushinada (setup)
def kushinada_setup(game, events: list) -> None:
    """Rule tokaido.traveler.kushinada: every other traveller gives her 1 coin (2 players: 1 + 1 from the bank).

    A traveller with no coin to give is replaced by the bank (kit decision tokaido.decision.kushinada).
    """
    k = _holder(game, "Kushinada")
    if k is None:
        return
    for p in range(game.players):
        if p == k:
            continue
        if game.coins[p] >= KUSHINADA_GIFT:
            game.coins[p] -= KUSHINADA_GIFT
            events.append(Event("kushinada", k, "tokaido.traveler.kushinada", who=game.traveler[k],
                                giver=game.traveler[p], coins=KUSHINADA_GIFT))
        else:
            events.append(Event("kushinada_bank", k, "tokaido.decision.kushinada", who=game.traveler[k],
                                giver=game.traveler[p], coins=KUSHINADA_GIFT))
        game.coins[k] += KUSHINADA_GIFT
    if game.players == 2:
        game.coins[k] += KUSHINADA_TWO_PLAYER_BANK
        events.append(Event("kushinada_two", k, "tokaido.traveler.kushinada", who=game.traveler[k],
                            coins=KUSHINADA_TWO_PLAYER_BANK))


# ---------------------------------------------------------------- Takeru and Misaki (any traveller's stop)
def any_stop(game, pawn: int, typ: str, events: list) -> None:
    """Rules tokaido.traveler.takeru / misaki: whoever stops on an Encounter / Temple, they take a bank coin."""
    name = "Takeru" if typ == "encounter" else "Misaki" if typ == "temple" else None
    if name is None:
        return
    k = _holder(game, name)
    if k is None:
        return
    game.coins[k] += 1
    events.append(Event("matsuri_bank_coin", k, "tokaido.traveler." + name.lower(), who=game.names[k],
                        visitor=game.names[pawn], coins=1, place=kind_name(typ)))


# ---------------------------------------------------------------- Mutsumi (leaving the first 4 inns)
LEAVE_FIRST, WAIT = Action("leave_first"), Action("wait")


def mutsumi_offer(game, pos: int) -> None:
    """Rule tokaido.traveler.mutsumi: at Kyoto and the 3 intermediate inns he may leave first."""
    k = _holder(game, "Mutsumi")
    if k is None or pos not in MUTSUMI_INNS:
        return
    here = [i for i in range(game.pawns) if game.space[i] == pos]
    first_out = max(here, key=lambda i: game.stamp[i])
    if first_out != k:
        game.queue.append([k, "inn.mutsumi", None])


def legal_mutsumi(game, p, data):
    return [LEAVE_FIRST, WAIT]


def apply_mutsumi(game, p, data, action, events):
    if action.kind == "wait":
        events.append(Event("mutsumi_wait", p, "tokaido.traveler.mutsumi", who=game.names[p]))
        return
    game.stamp[p] = game.clock  # the last to arrive counts as furthest behind: he leaves first
    game.clock += 1
    events.append(Event("mutsumi", p, "tokaido.traveler.mutsumi", who=game.names[p]))


# ---------------------------------------------------------------- Kamui (no meal)
def kamui_skip(game, p: int, pos: int, events: list) -> None:
    """Rule tokaido.traveler.kamui: 3 points at an intermediate inn or Edo where he buys no meal."""
    if pos in KAMUI_INNS:
        game.points[p]["abilities"] += KAMUI_POINTS
        events.append(Event("kamui", p, "tokaido.traveler.kamui", who=game.names[p], points=KAMUI_POINTS))


def kamui_free_meal(game, p: int, pos: int, events: list) -> None:
    """Kit decision tokaido.decision.kamui_free_meal: a meal he eats for free (the Hospitality amulet, a 1-coin
    meal under Cho-yo) is still a meal: no 3 points for going without (his ability pairs with Fasting)."""
    if pos in KAMUI_INNS:
        events.append(Event("kamui_free_meal", p, "tokaido.decision.kamui_free_meal", who=game.names[p]))


# ---------------------------------------------------------------- Mari (temple)
def mari_temple(game, p: int, coins: int, events: list) -> None:
    """Rule tokaido.traveler.mari: 2 Journey points per coin she gives at a temple (1 more per coin)."""
    extra = coins * (MARI_POINTS_PER_COIN - 1)
    events.append(Event("mari", p, "tokaido.traveler.mari", who=game.names[p], coins=coins))
    bridge.journey(game, p, extra, "tokaido.traveler.mari", events)


def mari_crossroads_price(kind: str, card: str, cost: int) -> int:
    """Rule tokaido.traveler.mari: an Amulet is free for her."""
    return 0 if kind == "amulet" else cost


# ---------------------------------------------------------------- inn arrival: Yashima, Kidzuna, Chihaya, Musubi
def yashima_inn(game, p, pos, events):
    """Rule tokaido.traveler.yashima: at each intermediate inn, a random Amulet for free (if any is left)."""
    if pos not in D.INTERMEDIATE_INNS:
        return
    stack = bridge.amulet_stack(game)
    if not stack:
        events.append(Event("yashima_none", p, "tokaido.traveler.yashima", who=game.names[p]))
        return
    card = stack[game.rng.randrange(len(stack))]
    bridge.give_amulet(game, p, card, events, "tokaido.traveler.yashima")


def kidzuna_inn(game, p, pos, events):
    """Rule tokaido.traveler.kidzuna: at each intermediate inn, the top meal may be bought as an extra meal first."""
    if pos not in D.INTERMEDIATE_INNS:
        return
    card = game._draw("meal", events, p)
    if card is None:
        return
    events.append(Event("kidzuna_reveal", p, "tokaido.traveler.kidzuna", who=game.names[p], meal=card))
    game.queue.insert(0, [p, "inn.kidzuna", {"meal": [card]}])


def kidzuna_price(game, p, dish):
    price = D.MEAL_COST[dish]
    return choyo_price(price) if choyo_active(game) else price


def legal_kidzuna(game, p, data):
    dish = data["meal"][0]
    out = []
    if dish not in game.meals[p] and kidzuna_price(game, p, dish) <= game.coins[p]:
        out.append(Action("buy_meal", meal=dish))
    return out + [Action("pass")]


def apply_kidzuna(game, p, data, action, events):
    dish = data["meal"][0]
    if action.kind == "buy_meal":
        price = kidzuna_price(game, p, dish)
        game.coins[p] -= price
        game._eat(p, dish, events, "tokaido.traveler.kidzuna", price)
    else:
        game.decks["meal"].insert(0, dish)
        events.append(Event("kidzuna_pass", p, "tokaido.traveler.kidzuna", who=game.names[p], meal=dish))


def chihaya_inn(game, p, pos, events):
    """Rule tokaido.traveler.chihaya: at each intermediate inn, a random Hot spring card."""
    if pos not in D.INTERMEDIATE_INNS:
        return
    card = game._draw("hot_spring", events, p)
    if card is None:
        return
    game.hot_springs[p].append(card)
    game.points[p]["hot_springs"] += card
    events.append(Event("chihaya", p, "tokaido.traveler.chihaya", who=game.names[p], points=card))


def _musubi_take(game, k: int, giver: int | None, events: list) -> None:
    """1 coin from ``giver`` for Musubi; the bank pays if the giver is broke, neutral or missing (D8)."""
    if giver is not None and giver < game.players and game.coins[giver] > 0:
        game.coins[giver] -= 1
        game.coins[k] += 1
        events.append(Event("musubi", k, "tokaido.traveler.musubi", who=game.names[k], giver=game.names[giver]))
    else:
        game.coins[k] += 1
        events.append(Event("musubi_bank", k, "tokaido.decision.musubi", who=game.names[k],
                            giver=game.names[giver] if giver is not None else ""))


def musubi_arrival(game, pawn: int, pos: int, events: list) -> None:
    """Rule tokaido.traveler.musubi: at an intermediate inn, 1 coin from each neighbour in the arrival order.

    When he arrives he takes from the one just before him (the bank if he is
    first); when the next one arrives, from that one, before their meal; if he
    is the last, the bank pays when the inn is complete (D8).
    """
    k = _holder(game, "Musubi")
    if k is None or pos not in D.INTERMEDIATE_INNS or game.space[k] != pos:
        return
    here = sorted((i for i in range(game.pawns) if game.space[i] == pos), key=lambda i: game.stamp[i])
    if pawn == k:
        before = here[-2] if len(here) > 1 else None
        _musubi_take(game, k, before, events)
    elif len(here) >= 2 and here[-2] == k:
        _musubi_take(game, k, pawn, events)


def musubi_last(game, pos: int, events: list) -> None:
    """Rule tokaido.decision.musubi (D8): the last to arrive, he takes the missing neighbour's coin from the bank."""
    k = _holder(game, "Musubi")
    if k is None or pos not in D.INTERMEDIATE_INNS:
        return
    if max(range(game.pawns), key=lambda i: game.stamp[i]) == k:
        _musubi_take(game, k, None, events)


# ---------------------------------------------------------------- prices: Ayumu, Titia, Iyasaka
def ayumu_meal_price(cost: int) -> int:
    """Rule tokaido.traveler.ayumu: every meal costs him 1 coin."""
    return AYUMU_MEAL_PRICE


def ayumu_souvenir_cost(family: str, cost: int) -> int:
    """Rule tokaido.traveler.ayumu: "small object" souvenirs are free for him."""
    return 0 if family == AYUMU_FREE_FAMILY else cost


def titia_souvenir_cost(family: str, cost: int) -> int:
    """Rule tokaido.traveler.titia: Art souvenirs cost her 1 coin less."""
    return max(0, cost - TITIA_DISCOUNT) if family in TITIA_FAMILIES else cost


def titia_crossroads_price(kind: str, card: str, cost: int) -> int:
    """Rule tokaido.traveler.titia: Legendary Objects cost her 1 coin less."""
    return max(0, cost - TITIA_DISCOUNT) if kind == "legendary" else cost


def iyasaka_farm(game, p, events):
    """Rule tokaido.traveler.iyasaka: +1 coin when he takes the farm's 3 coins."""
    game.coins[p] += IYASAKA_FARM_BONUS
    events.append(Event("iyasaka", p, "tokaido.traveler.iyasaka", who=game.names[p], coins=IYASAKA_FARM_BONUS))
