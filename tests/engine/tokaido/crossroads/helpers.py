"""Helpers for the Crossroads tests: a scenario with the expansion, moves, the log."""

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

CR = ("crossroads",)
PASS = Action("pass")
STANDARD = Action("standard")


def cr(players=3, travelers=None, **kw):
    """A Crossroads scenario; the first traveller (the hero) is usually placed furthest behind."""
    names = list(travelers or ["Kinko", "Hirotada", "Zen-emon", "Satsuki", "Chuubei"][:players])
    return TokaidoGame.scenario(players, kw.pop("seed", 0), expansions=CR, travelers=names, **kw)


def move(space):
    return Action("move", space=space)


def use(amulet, **kw):
    return Action("use_amulet", amulet=amulet, **kw)


def kinds(events):
    return [e.kind for e in events]


def finish(g):
    """Play to the end: everyone walks to the next inn and passes every decision they can."""
    while not g.is_over:
        legal = g.legal_actions()
        if g.pending in ("move", "amulet.vitality_move"):
            g.play(max(legal, key=lambda a: a.get("space", 0)))
        elif PASS in legal:
            g.play(PASS)
        elif STANDARD in legal:
            g.play(STANDARD)
        else:
            g.play(legal[0])
    return g
