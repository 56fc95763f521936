"""Matsuri travellers who change a space's own choice: Rakuren's shop, Iyasaka's Gaming Room, Mari, Kamui.

And ``DECISIONS``: every decision Matsuri adds (or extends) as ``pending
name -> (legal actions, apply)``, merged into the game's table.
"""

from __future__ import annotations

from itertools import combinations

from ...core import Action, Event
from .. import data as D
from ..crossroads import data as C
from . import bridge
from . import effects as E
from . import procedure
from . import travelers as T
from .data import RAKUREN_LEGENDARY, RAKUREN_SOUVENIRS

RAKUREN = Action("rakuren_shop")
REROLL, KEEP = Action("reroll"), Action("keep_roll")
PASS = Action("pass")
SEP = ", "


# ---------------------------------------------------------------- Rakuren
def rakuren_option(game, p: int) -> list:
    """Rule tokaido.traveler.rakuren: at a Village, his own option besides the standard and the Legendary one."""
    if game.decks["souvenir"] or game.decks["legendary"]:
        return [RAKUREN]
    return []


def rakuren_draw(game, p: int, events: list) -> None:
    """Rule tokaido.traveler.rakuren: 4 souvenirs and 1 Legendary Object, drawn at random."""
    deck = game.decks["souvenir"]
    souvenirs = [deck.pop() for _ in range(min(RAKUREN_SOUVENIRS, len(deck)))]
    stack = game.decks["legendary"]
    legendary = []
    for _ in range(min(RAKUREN_LEGENDARY, len(stack))):
        legendary.append(stack.pop(game.rng.randrange(len(stack))))
    events.append(Event("rakuren_draw", p, "tokaido.traveler.rakuren", who=game.names[p],
                        cards=SEP.join(souvenirs + legendary)))
    game.queue.insert(0, [p, "village.rakuren", {"souvenir": souvenirs, "legendary": legendary}])


def _rakuren_price(game, p: int, cards: tuple) -> int:
    total = 0
    for c in cards:
        if c in C.LEGENDARY:
            total += game._crossroads_price(p, "legendary", c)
        else:
            total += D.SOUVENIRS[c][1]
    return total


def legal_rakuren(game, p, data):
    cards = data["souvenir"] + data["legendary"]
    out = []
    for k in range(1, len(cards) + 1):
        for combo in combinations(cards, k):
            if _rakuren_price(game, p, combo) <= game.coins[p]:
                out.append(Action("buy_souvenirs", cards=SEP.join(combo)))
    return out + [PASS]


def apply_rakuren(game, p, data, action, events):
    chosen = tuple(action.cards.split(SEP)) if action.kind == "buy_souvenirs" else ()
    if chosen:
        price = _rakuren_price(game, p, chosen)
        game._pay(p, price, events)
        events.append(Event("buy_souvenirs", p, "tokaido.traveler.rakuren", who=game.names[p],
                            cards=SEP.join(chosen), coins=price, discount=False))
        for card in chosen:
            if card in C.LEGENDARY:
                game._gain_legendary(p, card, events)
            else:
                game._gain_souvenir(p, card, events, "tokaido.village.sets")
    rest = [c for c in data["souvenir"] if c not in chosen]
    if rest:
        game.decks["souvenir"][0:0] = rest[::-1]
    for c in data["legendary"]:
        if c not in chosen:
            game.decks["legendary"].append(c)
    if not chosen:
        events.append(Event("village_none", p, "tokaido.village", who=game.names[p]))


# ---------------------------------------------------------------- Iyasaka's Gaming Room
def rakuren_shop(game, p, action, events) -> None:
    """Rule tokaido.traveler.rakuren: his option at a Village (``Action("rakuren_shop")``)."""
    rakuren_draw(game, p, events)


def iyasaka_gaming_room(game, p, events):
    """Rule tokaido.traveler.iyasaka: after the roll he may roll once more; the second result counts."""
    mult = bridge.fortune(game, p, "tokaido.crossroads.gaming_room", events)
    game.queue.insert(0, [p, "farm.iyasaka", {"roll": [mult]}])


def legal_iyasaka(game, p, data):
    return [KEEP, REROLL]


def apply_iyasaka(game, p, data, action, events):
    mult = data["roll"][0]
    if action.kind == "reroll":
        events.append(Event("iyasaka_reroll", p, "tokaido.traveler.iyasaka", who=game.names[p]))
        mult = bridge.fortune(game, p, "tokaido.traveler.iyasaka", events)
    back = C.GAMING_STAKE * mult
    game.coins[p] += back - C.GAMING_STAKE
    events.append(Event("gaming_room", p, "tokaido.crossroads.gaming_room", who=game.names[p],
                        stake=C.GAMING_STAKE, face=C.FACE_NAMES[mult], back=back, net=back - C.GAMING_STAKE))


# ---------------------------------------------------------------- wrappers of existing decisions
def wrap_traveler(legal, apply):
    def apply_(game, p, data, action, events):
        apply(game, p, data, action, events)
        if game.matsuri and not any(step == "traveler" for _q, step, _d in game.queue):
            game._matsuri_travelers_known(events)
    return legal, apply_


def wrap_temple(legal, apply):
    def apply_(game, p, data, action, events):
        apply(game, p, data, action, events)
        if game.matsuri and game.traveler[p] == "Mari":
            T.mari_temple(game, p, action.coins, events)
    return legal, apply_


def wrap_meal(legal, apply):
    def apply_(game, p, data, action, events):
        apply(game, p, data, action, events)
        if game.matsuri and action.kind == "pass" and game.traveler[p] == "Kamui":
            T.kamui_skip(game, p, game.space[p], events)
    return legal, apply_


def decisions(base: dict) -> dict:
    """Matsuri's decisions, and the base decisions it extends (wrapping the given ones)."""
    return {
        "traveler": wrap_traveler(*base["traveler"]),
        "temple": wrap_temple(*base["temple"]),
        "inn.meal": wrap_meal(*base["inn.meal"]),
        "matsuri.choose": (procedure.legal_choose, procedure.apply_choose),
        **E.DECISIONS,
        "inn.mutsumi": (T.legal_mutsumi, T.apply_mutsumi),
        "inn.kidzuna": (T.legal_kidzuna, T.apply_kidzuna),
        "farm.iyasaka": (legal_iyasaka, apply_iyasaka),
        "village.rakuren": (legal_rakuren, apply_rakuren),
    }
