"""Helpers for the Matsuri tests: tables with both expansions, a festival about to start."""

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

BOTH = ("crossroads", "matsuri")
CAST = ["Kinko", "Hirotada", "Satsuki", "Mitsukuni", "Umegae"]


def move(space):
    return Action("move", space=space)


def table(players=4, travelers=None, **kw):
    """A scenario with both expansions and fixed travellers."""
    names = list(travelers or CAST[:players])
    return TokaidoGame.scenario(players, kw.pop("seed", 0), expansions=BOTH, travelers=names, **kw)


def arrive_and_eat_nothing(g, inn=15):
    """Play the last traveller into ``inn`` and let everyone owed a meal pass, until the inn is complete."""
    g.play(move(inn))
    while g.pending in ("inn.meal", "inn.kidzuna", "inn.hiroshige", "encounter.annaibito", "inn.jirocho"):
        legal = g.legal_actions()
        g.play(Action("pass") if Action("pass") in legal else legal[0])
    return g


def festival(card, other="Setsubun", players=4, travelers=None, last=14, **kw):
    """Everyone at the first inn but the last traveller; the festival deck stacked; the chosen ``card`` revealed.

    Player 0 arrived first (slot 0), so player 0 draws and chooses.
    """
    decks = dict(kw.pop("decks", {}))
    decks["matsuri"] = [card, other]
    g = table(players, travelers, spaces=[15] * (players - 1) + [last], decks=decks, **kw)
    arrive_and_eat_nothing(g)
    assert g.pending == "matsuri.choose" and g.current_player == 0
    return g, g.play(Action("choose_matsuri", card=card))


def texts(events):
    return [e.text for e in events]


def kinds(events):
    return [e.kind for e in events]
