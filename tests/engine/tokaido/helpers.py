"""Small helpers for the Tokaido tests: scenarios and reading the log."""

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame


def table(players=4, travelers=None, **kw):
    """A scenario with fixed travellers (a default cast when none are given)."""
    names = list(travelers or ["Kinko", "Hirotada", "Chuubei", "Mitsukuni", "Umegae"][:players])
    return TokaidoGame.scenario(players, kw.pop("seed", 0), travelers=names, **kw)


def move(space):
    return Action("move", space=space)
