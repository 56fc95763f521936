"""Crossroads at the end of the game, in the accounts, in scenarios and in the view.

Calligraphies score at the very end (rules tokaido.crossroads.calligraphy.*,
Patience by decision D9); by decision D10 Bathhouses count for Bather,
Calligraphies for Chatterbox and Legendary Objects for Collector.
"""

from __future__ import annotations

from ...core import Event
from .. import data as D
from . import data as C

PLACEMENT = ("amulets", "legendary", "calligraphies", "cherry_trees", "bathhouses")


class EndingMixin:
    """Achievements (D10), calligraphies, card accounting, scenarios, view and refusals."""

    # ------------------------------------------------------------------ achievements (D10)
    def _bather(self, p: int) -> int:
        return len(self.hot_springs[p]) + self.bathhouses[p]

    def _chatterbox(self, p: int) -> int:
        return len(self.encounters[p]) + len(self.calligraphies[p])

    def _collector(self, p: int) -> int:
        """Souvenir cards and Legendary Objects (D10); never Matsuri's Doll and Carp tokens (seed 000)."""
        return len(self.souvenirs[p]) + len(self.legendary[p])

    # ------------------------------------------------------------------ calligraphies
    def _final_scoring(self, events: list) -> None:
        """Rule tokaido.crossroads.calligraphy: each calligraphy is revealed and scored."""
        for p in range(self.players):
            for card in self.calligraphies[p]:
                points, count = CALLIGRAPHY_SCORES[card](self, p)
                self.points[p]["calligraphies"] += points
                events.append(Event("calligraphy_" + card.lower(), p, self._calligraphy_rule(p, card),
                                    who=self.names[p], card=card, count=count, points=points))

    def _calligraphy_rule(self, p: int, card: str) -> str:
        """The rule a Calligraphy scored by: its own, or the kit decision that settles it here."""
        if card == "Patience":
            return "tokaido.decision.patience"
        if card == "Fasting" and self._inn_meals(p) > len(set(self._inn_places(p))):
            return "tokaido.decision.kidzuna_fasting"  # two meals at one inn (Kidzuna)
        return "tokaido.crossroads.calligraphy." + card.lower()

    def _foresight(self, p):
        return C.FORESIGHT_PER_COIN * self.coins[p], self.coins[p]

    def _contemplation(self, p):
        done = sum(1 for k, size in D.PANORAMAS.items() if self.panoramas[p][k] == size)
        per_pano, per_tree = C.CONTEMPLATION
        return per_pano * done + per_tree * self.cherry_trees[p], done

    def _nostalgia(self, p):
        """Rule tokaido.crossroads.calligraphy.nostalgia: 2 per Legendary Object, 1 per souvenir (Matsuri's
        Doll and Carp tokens included: seed 000 excludes them only from Collector, Shodo and Emaki)."""
        per_obj, per_souvenir = C.NOSTALGIA
        return per_obj * len(self.legendary[p]) + per_souvenir * self._souvenirs_held(p), len(self.legendary[p])

    def _patience(self, p):
        """Decision D9: 6 for the last player to reach Edo, 4 for the second-to-last, 2 otherwise."""
        later = sum(1 for q in range(self.players) if self.stamp[q] > self.stamp[p])
        points = C.PATIENCE[min(later, 2)]
        return points, later + 1

    def _perfection(self, p, shared=False):
        """Rule tokaido.crossroads.calligraphy.perfection: 2 per achievement, 1 per Calligraphy "including this
        card". ``shared``: the card lies by the achievements (Matsuri's o-Tsukimi), scored as if it were in
        ``p``'s collection, so it counts itself on top of ``p``'s own Calligraphies."""
        per_award, per_card = C.PERFECTION
        awards = self.achievement_count(p)
        return per_award * awards + per_card * (len(self.calligraphies[p]) + shared), awards

    def _inn_places(self, p) -> list:
        """The inn of each meal ``p`` ate at an inn (Itamae's meal is eaten on the road)."""
        return [place for place in self.meal_places[p] if place in D.INNS]

    def _inn_meals(self, p) -> int:
        return len(self._inn_places(p))

    def _fasting(self, p):
        """Rule tokaido.crossroads.calligraphy.fasting: 3 per inn meal not eaten, of the 4 inns after Kyoto.

        Kit decision tokaido.decision.kidzuna_fasting: every meal eaten at an inn
        counts, so Kidzuna's extra meal is one more meal eaten (never below 0)."""
        missed = max(0, C.INN_MEALS - self._inn_meals(p))
        return C.FASTING_PER_MEAL * missed, missed

    # ------------------------------------------------------------------ card accounting
    def _box_decks(self) -> dict:
        box = super()._box_decks()
        if self.crossroads:
            box["encounter"] = box["encounter"] + [c for c, (k, _e, _a) in C.NEW_ENCOUNTERS.items()
                                                   for _ in range(k)]
            box.update(C.STACKS)
        return box

    def _held_cards(self) -> dict:
        held = super()._held_cards()
        if self.crossroads:
            held.update({
                "amulet": self.amulets, "legendary": self.legendary, "calligraphy": self.calligraphies,
                "cherry_tree": [[C.CHERRY_TREE] * k for k in self.cherry_trees],
                "bathhouse": [[C.BATHHOUSE] * k for k in self.bathhouses],
            })
        return held

    def _check_table(self) -> None:
        super()._check_table()
        if self._fresh or not self.crossroads:
            return
        for p in range(self.players):
            for new in self.amulets_new[p]:
                if new not in self.amulets[p]:
                    raise ValueError(f"player {p + 1} gained the amulet {new} this turn but does not hold it")
            if sum(self.journey[p]) != self.points[p]["journey"]:
                raise ValueError(f"player {p + 1}'s Journey point tokens do not add up to their Journey points "
                                 "(rule tokaido.crossroads.journey)")

    # ------------------------------------------------------------------ scenarios
    EXTRA_PLACEMENT = PLACEMENT

    def _arrange_extra(self, given: dict, events: list) -> None:
        """Scenario keywords ``amulets``, ``legendary``, ``calligraphies`` ([[names]] per player) and
        ``cherry_trees``, ``bathhouses`` ([count] per player): held as if gained earlier."""
        extra = [k for k in PLACEMENT if k in given]
        if not extra:
            return
        if not self.crossroads:
            raise ValueError(f"{extra} need the Crossroads expansion: expansions=('crossroads',)")
        n = self.players
        for key in PLACEMENT:
            value = list(given.get(key, [[] if key in PLACEMENT[:3] else 0] * n))
            if len(value) != n:
                raise ValueError(f"{key} must give one entry per player ({n}), got {len(value)}")
            for p, held in enumerate(value):
                if key in ("cherry_trees", "bathhouses"):
                    stack = key[:-1] if key == "bathhouses" else "cherry_tree"
                    if not isinstance(held, int) or not 0 <= held <= len(self.decks[stack]):
                        raise ValueError(f"{key}: player {p + 1} cannot hold {held!r} (the box has "
                                         f"{C.STACK_SIZE})")
                    del self.decks[stack][len(self.decks[stack]) - held:]
                    if key == "cherry_trees":
                        self.cherry_trees[p] = held
                        self.points[p]["cherry_trees"] += C.CHERRY_POINTS * held
                    else:
                        self.bathhouses[p] = held
                        self.points[p]["bathhouses"] += C.BATHHOUSE_POINTS * held
                    continue
                stack = {"amulets": "amulet", "legendary": "legendary", "calligraphies": "calligraphy"}[key]
                for card in held:
                    self._from_deck(stack, card, p)
                    if key == "amulets":
                        self.amulets[p].append(card)
                    elif key == "calligraphies":
                        self.calligraphies[p].append(card)
                    else:
                        self._gain_legendary(p, card, events)

    # ------------------------------------------------------------------ the view
    def view(self, player=None) -> dict:
        out = super().view(player)
        if not self.crossroads:
            return out
        for p, row in enumerate(out["players"]):
            mine = p == player
            row.update({
                "cherry_trees": self.cherry_trees[p], "bathhouses": self.bathhouses[p],
                "legendary": list(self.legendary[p]), "journey": list(self.journey[p]),
                "amulet_count": len(self.amulets[p]), "calligraphy_count": len(self.calligraphies[p]),
                # face down: only their owner sees them (all are revealed at the end)
                "amulets": list(self.amulets[p]) if mine or self.over else None,
                "calligraphies": list(self.calligraphies[p]) if mine or self.over else None,
            })
        stacks = self.decks
        out["crossroads"] = {
            "cherry_tree": len(stacks["cherry_tree"]), "bathhouse": len(stacks["bathhouse"]),
            "amulet": len(stacks["amulet"]), "legendary": sorted(stacks["legendary"]),
            "calligraphy": len(stacks["calligraphy"]),  # face-down stacks: how many, not which
        }
        decision = self.queue[0] if self.queue else None
        if decision and decision[1] == "crossroads":
            out["choice"] = dict(decision[2])
        return out


CALLIGRAPHY_SCORES = {name: getattr(EndingMixin, "_" + name.lower()) for name in C.CALLIGRAPHIES}
