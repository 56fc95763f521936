"""Small helpers for the Tokaido tests: scenarios and reading the log."""

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

BASE4 = ["Hiroshige", "Chuubei", "Kinko", "Yoshiyasu"]


def table(players=4, travelers=None, **kw):
    """A scenario with fixed travellers (a default cast when none are given)."""
    names = list(travelers or ["Kinko", "Hirotada", "Chuubei", "Mitsukuni", "Umegae"][:players])
    return TokaidoGame.scenario(players, kw.pop("seed", 0), travelers=names, **kw)


def move(space):
    return Action("move", space=space)


def kinds(events):
    return [e.kind for e in events]


def points_of(events, player=None):
    return sum(e.data.get("points", 0) for e in events if player is None or e.player == player)
