"""The Matsuri procedure at each of the 3 intermediate inns (seed 000, "O processo do Matsuri").

1. Once every traveller has arrived, used their abilities and bought their meal,
   the first to arrive draws 2 Matsuri cards;
2. looks at them secretly, keeps one and puts the other under the deck unseen
   (the decision ``matsuri.choose``);
3. the chosen card is revealed to everybody;
4. its effect applies at once. An ongoing card (swirl) lasts until the next inn,
   then goes under the deck; a one-shot card (lightning) goes under the deck
   after its effect.

Travellers' abilities never apply to Matsuri effects (rule tokaido.matsuri.no_abilities).
"""

from __future__ import annotations

from ...core import Action, Event
from .. import data as D
from .data import HANABI_DRAW, MATSURI, MATSURI_DRAW, ONGOING
from .state import refresh_caps

from . import effects as E  # noqa: E402  (effects uses this module's helpers: imported last)


def rule_of(name: str) -> str:
    return "tokaido.matsuri." + MATSURI[name].key


def arrival_order(game) -> list:
    """The players at the inn in the order they arrived (the neutral traveller is nobody's)."""
    return sorted(range(game.players), key=lambda p: game.stamp[p])


# ------------------------------------------------------------------ inn close: the old cards end
def expire(game, pos: int, events: list) -> None:
    """Rule tokaido.matsuri.ongoing: the ongoing cards end at this inn and go under the deck
    (kit decision tokaido.decision.matsuri_discard)."""
    game.revealed = []
    if not game.festival:
        return
    ended = game.festival
    game.festival = []
    game.decks["matsuri"][0:0] = ended[::-1]
    refresh_caps(game)
    events.append(Event("matsuri_end", None, "tokaido.matsuri.ongoing", cards=", ".join(ended), inn=pos))


# ------------------------------------------------------------------ the draw
def start(game, pos: int, events: list) -> None:
    """Rule tokaido.matsuri.draw: the first traveller to arrive draws 2 cards and keeps 1 in secret."""
    if pos not in D.INTERMEDIATE_INNS:
        return
    first = arrival_order(game)[0]
    deck = game.decks["matsuri"]
    cards = [deck.pop() for _ in range(min(MATSURI_DRAW, len(deck)))]
    events.append(Event("matsuri_draw", first, "tokaido.matsuri.draw", who=game.names[first], cards=len(cards),
                        inn=pos))
    if len(cards) == 1:
        rows: list = []
        reveal(game, first, cards[0], events, rows)
        game.queue[0:0] = rows
    elif cards:
        game.queue.append([first, "matsuri.choose", {"cards": cards}])


CHOOSE = {name: Action("choose_matsuri", card=name) for name in MATSURI}


def legal_choose(game, p, data):
    return [CHOOSE[c] for c in data["cards"]]


def apply_choose(game, p, data, action, events):
    """Rule tokaido.matsuri.draw: keep one card; the other goes under the deck, unseen by the others."""
    rest = [c for c in data["cards"] if c != action.card]
    game.decks["matsuri"][0:0] = rest[::-1]
    events.append(Event("matsuri_keep", p, "tokaido.matsuri.draw", who=game.names[p], returned=len(rest)))
    rows: list = []
    reveal(game, p, action.card, events, rows)
    game.queue[0:0] = rows


def reveal(game, p: int, name: str, events: list, rows: list) -> None:
    """Rule tokaido.matsuri: the card is shown to all and applies at once.

    Decisions the card asks for (O-Bon donations, the o-Tsukimi choice) are
    added to ``rows``, which the caller puts at the front of the queue.
    """
    card = MATSURI[name]
    game.revealed.append(name)
    events.append(Event("matsuri_reveal", p, rule_of(name), who=game.names[p], card=name,
                        ongoing=card.kind == ONGOING))
    if card.kind == ONGOING:
        game.festival.append(name)
        if card.closes:
            refresh_caps(game)
        return
    E.EFFECTS[card.key](game, p, events, rows)
    under(game, name, events)


def under(game, name: str, events: list) -> None:
    """Kit decision tokaido.decision.matsuri_discard: a one-shot card goes under the deck after its effect
    (seed 002); the table still shows it until the next inn (seed 000: "para que todos os jogadores possam vê-la")."""
    game.decks["matsuri"].insert(0, name)
    events.append(Event("matsuri_under", None, "tokaido.decision.matsuri_discard", card=name))


def hanabi(game, p, events, rows):
    """Rule tokaido.matsuri.hanabi: 2 more cards, drawn at random, are both played."""
    deck = game.decks["matsuri"]
    cards = [deck.pop() for _ in range(min(HANABI_DRAW, len(deck)))]
    events.append(Event("hanabi", p, "tokaido.matsuri.hanabi", who=game.names[p], cards=", ".join(cards)))
    for name in cards:
        reveal(game, p, name, events, rows)
