"""The end of the journey: achievements, the temple ranking, the winner.

Rules tokaido.end.*: when everyone is in Edo and has had the chance of a meal,
the four end achievements (3 points each, every tied player scores) and the
temple ranking (10/7/4, then 2 for every other donor, 0 for nobody-donated) are
scored. The highest total wins; a tie goes to the most achievement cards.
"""

from __future__ import annotations

from ..core import Event
from . import data as D
from .terms import Award


class ScoringMixin:
    """End-of-game scoring and the score contract (scores, breakdown, winners)."""

    # ------------------------------------------------------------------ what each achievement measures
    def _gourmet(self, p: int) -> int:
        return sum(D.MEAL_COST[d] for d in self.meals[p])

    def _bather(self, p: int) -> int:
        return len(self.hot_springs[p])

    def _chatterbox(self, p: int) -> int:
        return len(self.encounters[p])

    def _collector(self, p: int) -> int:
        """Souvenir cards only: Matsuri's Doll and Carp tokens never count for Collector (seed 000)."""
        return len(self.souvenirs[p])

    def _souvenirs_held(self, p: int) -> int:
        """Rule tokaido.village.sets: the souvenirs in ``p``'s collection (Matsuri adds its Doll and Carp tokens)."""
        return len(self.souvenirs[p])

    def achievement_measures(self) -> dict:
        """For each end achievement, what each player has towards it (meal cost, card counts)."""
        return {name: [getattr(self, "_" + name)(p) for p in range(self.players)] for name in D.END_ACHIEVEMENTS}

    def _end_game(self, events: list) -> None:
        """Rule tokaido.end: everyone is in Edo; score achievements and the temple ranking."""
        events.append(Event("journey_over", None, "tokaido.end"))
        for name, values in self.achievement_measures().items():
            best = max(values)
            if best <= 0:
                events.append(Event("award_nobody", None, "tokaido.decision.achievement_needs_cards",
                                         award=name, title=Award(name)))
                self.awards[name] = []
                continue
            winners = [p for p, v in enumerate(values) if v == best]
            self.awards[name] = winners
            for p in winners:
                self.points[p]["achievements"] += D.ACHIEVEMENT_POINTS
                events.append(Event("award", p, "tokaido.end.achievements", who=self.names[p], award=name,
                                         title=Award(name), value=best, points=D.ACHIEVEMENT_POINTS, shared=len(winners) > 1))
                self._card_bonus(p, "achievement", events)
        for p, points, rank in self._temple_ranking():
            self.points[p]["temple_ranking"] += points
            events.append(Event("temple_rank", p, "tokaido.temple.ranking", who=self.names[p], rank=rank,
                                     points=points, total=self.donated[p]))
        self._final_scoring(events)
        self.over = True
        self.queue = []
        win = self.winners()
        scores = self.scores()
        tied = [p for p, s in enumerate(scores) if s == scores[win[0]]]
        kind = "winner_tiebreak" if len(tied) > len(win) else ("winners_shared" if len(win) > 1 else "winner")
        events.append(Event(kind, None, "tokaido.end.winner", who=", ".join(self.names[p] for p in win),
                            score=scores[win[0]], shared=len(win) > 1,
                            tied=", ".join(self.names[p] for p in tied), cards=self.achievement_count(win[0])))

    def _final_scoring(self, events: list) -> None:
        """Points an expansion scores at the very end, after the ranking (Crossroads' calligraphies)."""

    def _temple_ranking(self) -> list:
        """Rule tokaido.temple.ranking: dense ranks over every donor (the neutral traveller included).

        Returns ``(player, points, rank)`` for each player who donated; tied
        donors share a rank and the next total takes the next rank (no skip).
        """
        totals = sorted({d for d in self.donated if d > 0}, reverse=True)
        out = []
        for p in range(self.players):
            d = self.donated[p]
            if d <= 0:
                continue
            rank = totals.index(d)
            points = D.TEMPLE_RANK_POINTS[rank] if rank < len(D.TEMPLE_RANK_POINTS) else D.TEMPLE_OTHER_DONOR
            out.append((p, points, rank + 1))
        return out

    # ------------------------------------------------------------------ the score contract
    def scores(self) -> list:
        """Each player's total so far (final once the game is over)."""
        return [sum(d.values()) for d in self.points]

    def score_breakdown(self, player: int) -> dict:
        """The score of ``player`` by source; the values sum to ``scores()[player]``."""
        return dict(self.points[player])

    def achievement_count(self, p: int) -> int:
        """Achievement cards held: panorama achievements plus end achievements."""
        n = sum(1 for holders in self.pano_first.values() if p in holders)
        return n + sum(1 for holders in self.awards.values() if p in holders)

    def winners(self) -> list:
        """Rule tokaido.end.winner: highest total; ties go to the most achievement cards."""
        sc = self.scores()
        best = max(sc)
        tied = [p for p, s in enumerate(sc) if s == best]
        if len(tied) > 1:
            most = max(self.achievement_count(p) for p in tied)
            tied = [p for p in tied if self.achievement_count(p) == most]
        return tied

    def evaluate(self, player: int) -> float:
        """Score lead plus a little for coins (coins buy points later): used by GreedyBot."""
        sc = self.scores()
        others = max(s for i, s in enumerate(sc) if i != player)
        return sc[player] - others + 0.5 * self.coins[player]
