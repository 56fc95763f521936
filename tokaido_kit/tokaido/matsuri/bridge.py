"""What Matsuri needs from Crossroads: amulets, calligraphies, the Fortune die, Journey points.

Matsuri is played on top of Crossroads (seed 000, step 1 of the setup); these
few functions are the only places where Matsuri reads or changes Crossroads'
part of the table, so the two expansions stay loosely joined.
"""

from __future__ import annotations

from ...core import Event
from ..crossroads import data as C
from ..crossroads.ending import CALLIGRAPHY_SCORES


def journey(game, p: int, points: int, rule: str, events: list) -> None:
    """Rule tokaido.matsuri.journey: points with no card to show them, kept as a Journey point token."""
    game._journey_points(p, points, rule, events)


def fortune(game, p: int, rule: str, events: list) -> int:
    """Roll the Fortune die (decision D2: X, X, x1, x2, x3, x4); the multiplier (X = 0)."""
    mult = game.roll(C.FORTUNE_DIE)
    events.append(Event("fortune_roll", p, "tokaido.decision.fortune_die", who=game.names[p],
                        face=C.FACE_NAMES[mult]))
    return mult


def amulet_stack(game) -> list:
    """The Amulets available on their stack."""
    return game.decks["amulet"]


def amulets_of(game, p: int) -> list:
    return game.amulets[p]


def give_amulet(game, p: int, card: str, events: list, rule: str) -> None:
    """``card`` leaves its stack for ``p``'s hand, face down, free; not usable on the turn it is gained."""
    game.decks["amulet"].remove(card)
    game.amulets[p].append(card)
    game.amulets_new[p].append(card)
    events.append(Event("matsuri_amulet", p, rule, who=game.names[p]))


def calligraphy_stack(game) -> list:
    return game.decks["calligraphy"]


def calligraphy_points(game, p: int, card: str) -> int:
    """What ``card`` scores at the end in ``p``'s collection."""
    return CALLIGRAPHY_SCORES[card](game, p)[0]


def shared_calligraphy_points(game, p: int, card: str) -> int:
    """Rule tokaido.matsuri.o-tsukimi: what the shared ``card`` scores for ``p``, "as if the card were in their
    collection" (seed 000): a shared Perfection counts itself among ``p``'s Calligraphies (seed 002)."""
    if card == "Perfection":
        return game._perfection(p, shared=True)[0]
    return calligraphy_points(game, p, card)
