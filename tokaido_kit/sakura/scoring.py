"""Scoring at a sakura, regrouping, the end of the game and its winners.

A mixin of :class:`~tokaido_kit.sakura.game.SakuraGame`.
"""

from __future__ import annotations

from typing import Any

from ..core import Event
from . import data
from .garden import GATE
from .words import names as _names

Events = list[Any]


class Scoring:
    """What happens when the Emperor stops at a sakura, and who wins."""

    def _ranking(self) -> list[int]:
        """Painters by closeness to the Emperor, closest first (rule sakura.score.awards).

        A painter alone at the gate is the farthest of all and is ranked last, like any
        other painter. Painters sharing the gate are neither ahead of nor behind each other
        (rule sakura.garden.gate): none of them is ranked (kit decision sakura.score.gate).
        """
        inside = sorted((i for i, p in enumerate(self.pos) if p != GATE), key=lambda i: -self.pos[i])
        gate = self._sharing_gate()
        alone = [i for i, p in enumerate(self.pos) if p == GATE and i not in gate]
        return inside + alone

    def _sharing_gate(self) -> list[int]:
        """The painters at the gate when two or more share it, else none."""
        at_gate = [i for i, p in enumerate(self.pos) if p == GATE]
        return at_gate if len(at_gate) >= 2 else []

    def _awards(self, space: int) -> list[int]:
        """3/2/1 tokens, 4/2/1 at the last sakura (rule sakura.score.awards); with 5-6 players
        the fourth closest also gets 1 (rule sakura.score.fourth)."""
        awards = list(data.LAST_AWARDS if space == self.sakuras[-1] else data.AWARDS)
        if self.players in data.FOURTH_AWARD_PLAYERS:
            awards.append(data.FOURTH_AWARD)
        return awards

    def _score_sakura(self, events: Events) -> None:
        """Award tokens by closeness to the Emperor, then regroup or end the game."""
        space = self.emperor
        self.scored.append(space)
        events.append(Event("sakura_scored", None, "sakura.score.once", space=space,
                            number=len(self.scored), total=len(self.sakuras)))
        ranking = self._ranking()
        awards = self._awards(space)
        for rank, (painter, amount) in enumerate(zip(ranking, awards), start=1):
            self._give(painter, amount, rank, events)
        self._unranked_at_gate(len(ranking) < len(awards), events)
        if len(self.scored) == len(self.sakuras):
            self._end_game(events)
            return
        self._regroup(ranking, events)

    def _unranked_at_gate(self, awards_left: bool, events: Events) -> None:
        """Painters sharing the gate get no rank, so no tokens, even when awards are left
        (kit decision sakura.score.gate: the rulebook does not say how they score)."""
        gate = self._sharing_gate()
        if gate and awards_left:
            events.append(Event("award_gate", None, "sakura.score.gate",
                                who=_names(self.names[i] for i in gate)))

    def _give(self, painter: int, amount: int, rank: int, events: Events) -> None:
        """Tokens come from the finite supply; if it runs short, what is left goes in rank
        order (kit decision sakura.score.supply)."""
        given = min(amount, self.supply)
        if given < amount:
            events.append(Event("supply_short", self._pl(painter), "sakura.score.supply",
                                     who=self.names[painter], wanted=amount, amount=given, left=self.supply))
        self.supply -= given
        self.tokens[painter] += given
        events.append(Event("award", self._pl(painter), "sakura.score.awards", who=self.names[painter],
                                 rank=rank, amount=given, tokens=self.tokens[painter]))

    def _regroup(self, ranking: list[int], events: Events) -> None:
        """The second painter moves directly behind the first, the third directly behind
        the second, and so on (rule sakura.score.regroup), a painter alone at the gate too;
        nobody is pushed behind the gate. Painters sharing the gate are not ranked and stay
        there (kit decision sakura.regroup.gate)."""
        for ahead, painter in zip(ranking, ranking[1:]):
            frm = self.pos[painter]
            to = max(GATE, self.pos[ahead] - 1)
            self.pos[painter] = to
            kind = "regroup" if frm != to else "regroup_stays"
            events.append(Event(kind, self._pl(painter), "sakura.score.regroup",
                                who=self.names[painter], frm=frm, to=to, ahead=self.names[ahead]))
        gate = self._sharing_gate()
        if gate:
            events.append(Event("regroup_gate", None, "sakura.regroup.gate",
                                who=_names(self.names[i] for i in gate)))

    def _end_game(self, events: Events) -> None:
        """The game ends right after the last sakura is scored (rule sakura.end)."""
        self.phase = "over"
        self.current = None
        self.queue = []
        win = self.winners()
        names = _names(self.names[i] for i in win)
        best = self.tokens[win[0]]
        top = [i for i in range(self.players) if self.tokens[i] == best]
        kind, rule = "game_over", "sakura.end"
        if len(win) > 1:
            kind, rule = "game_shared", "sakura.end.tie_gate"
        elif len(top) > 1:
            rule = "sakura.end.tie"
        events.append(Event(kind, None, rule, winners=names, tokens=best,
                            tied=_names(self.names[i] for i in top)))

    def winners(self) -> list[int]:
        """Most tokens wins; a tie goes to the tied painter closest to the Emperor (rule
        sakura.end.tie), a painter alone at the gate being the farthest. Tied painters who
        all share the gate share the win (kit decision sakura.end.tie_gate). The imperial
        painter never wins (kit decision sakura.two.imperial_tokens)."""
        best = max(self.tokens[: self.players])
        tied = [i for i in range(self.players) if self.tokens[i] == best]
        front = max(self.pos[i] for i in tied)
        return [i for i in tied if self.pos[i] == front]

    def score_breakdown(self, player: int) -> dict[str, int]:
        """Where ``player``'s tokens came from, summing to the score: the tokens of the start
        (rule sakura.setup), the sakura awards (rule sakura.score.awards) and, negative, the
        tokens lost when disgraced (rule sakura.bump.token)."""
        awards = sum(e.data["amount"] for e in self.log if e.kind == "award" and e.player == player)
        lost = sum(1 for e in self.log if e.kind == "token_lost" and e.player == player)
        return {"start": self.tokens[player] - awards + lost, "awards": awards, "disgrace": -lost}

    def scores(self) -> list[int]:
        """Tokens per player (the imperial painter's are in ``view()["imperial"]``)."""
        return list(self.tokens[: self.players])
