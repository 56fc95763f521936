"""A game's review: where each player's points came from, and the decisions that cost the most.

The coach (:class:`~tokaido_kit.bots.search.SearchBot`) looks again at every decision of the
players asked about, from that player's seat at that moment (what they could see then, never
the cards they could not): it estimates the chance to win of the best choice and of the
choice played. A :class:`Moment` is one decision with that loss; :func:`costly_moments` returns
the largest, most costly first, each with its decision number so a replay can open there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from ..core import Action
from .search import SearchBot


@dataclass(frozen=True)
class Moment:
    """Decision number ``decision`` (0 = the first), played by ``player``: the coach's best
    choice then, and how much chance to win the choice played gave away (``loss``)."""

    decision: int
    player: int
    played: Action
    best: Action
    played_chance: float
    best_chance: float

    @property
    def loss(self) -> float:
        return max(0.0, self.best_chance - self.played_chance)


def score_sources(game: Any) -> list[dict[str, int]]:
    """Each player's points by source (``game.score_breakdown(p)``), summing to ``game.scores()``."""
    return [dict(game.score_breakdown(p)) for p in range(game.players)]


def review_decisions(game: Any, players: Iterable[int], *, seed: int = 0, seconds: float = 0.2,
                     playouts: int | None = None,
                     progress: Callable[[int, int], None] | None = None) -> list[Moment]:
    """Every decision of ``players`` that had a choice, looked at again by the coach, in order.

    ``progress(done, total)`` is called after each one (a page shows a bar). The game itself is
    not changed: the coach replays it on a copy from the start.
    """
    moments: list[Moment] = []
    for done, total, moments in review_steps(game, players, seed=seed, seconds=seconds, playouts=playouts):
        if progress is not None:
            progress(done, total)
    return moments


def review_steps(game: Any, players: Iterable[int], *, seed: int = 0, seconds: float = 0.2,
                 playouts: int | None = None) -> Iterator[tuple[int, int, list[Moment]]]:
    """:func:`review_decisions` one decision of ``players`` at a time: yields ``(done, total, moments)``
    after each, ``moments`` the list so far (the same list, growing). A caller may stop at any step:
    a page runs the review between its other messages, with a Stop button."""
    who = set(players)
    history = game.history
    decided_by = _deciders(game)
    total = sum(1 for p in decided_by if p in who)
    done = 0
    replay = game.at(0)
    moments: list[Moment] = []
    for n, action in enumerate(history):
        player = decided_by[n]
        legal = replay.legal_actions()
        if player in who and len(legal) > 1:
            coach = SearchBot(seed=seed * 7919 + n, seconds=seconds, playouts=playouts)
            root = coach.search(replay)
            chances = {a: (c.w / c.n if c.n else 0.0) for a, c in root.children.items()}
            best = max(legal, key=lambda a: (root.children[a].n if a in root.children else 0))
            moments.append(Moment(n, player, action, best, round(chances.get(action, 0.0), 3),
                                  round(chances.get(best, 0.0), 3)))
        replay.play(action)
        if player in who:
            done += 1
            yield done, total, moments


def costly_moments(moments: list[Moment], k: int = 3) -> list[Moment]:
    """The ``k`` decisions that gave away the most chance to win (none that lost nothing)."""
    costly = [m for m in moments if m.loss > 0 and m.played != m.best]
    return sorted(costly, key=lambda m: (-m.loss, m.decision))[:k]


def _deciders(game: Any) -> list[int | None]:
    """Who made each decision of ``game``, in order (one replay from the start)."""
    replay, who = game.at(0), []
    for action in game.history:
        who.append(replay.current_player)
        replay.play(action)
    return who


__all__ = ["Moment", "score_sources", "review_decisions", "review_steps", "costly_moments"]
