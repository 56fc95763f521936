"""Legendary Objects, the 4 new Encounters, and Journey points.

Legendary Objects (rule tokaido.crossroads.legendary) score when bought:
the scripts Shodo and Emaki by decision D3 (1 point per souvenir already held,
Legendary Objects included, then +1 for each souvenir gained later), the
offerings Buppatsu and Ema by decision D4 (a fifth souvenir family of the set),
the swords 8 points. They count as souvenirs for Collector (D10).
"""

from __future__ import annotations

from ...core import Action, Event
from .. import data as D
from ..movement import kind_name
from ..terms import FAMILIES, PANORAMA_NAMES
from . import data as C

PASS = Action("pass")


class TreasuresMixin:
    """Legendary Objects, the new Encounters' effects, Journey points."""

    # ------------------------------------------------------------------ Legendary Objects
    def _gain_legendary(self, p: int, card: str, events: list) -> None:
        _cost, kind = C.LEGENDARY[card]
        before = len(self.souvenirs[p]) + len(self.legendary[p])
        scripts = self._scripts(p)
        self.legendary[p].append(card)
        if kind == "script":
            self.points[p]["legendary"] += before
            events.append(Event("legendary_script", p, "tokaido.decision.scripts", who=self.names[p], card=card,
                                count=before, points=before))
        elif kind == "offering":
            size = self._join_set(p, C.OFFERING_BIT)
            points = D.SET_POINTS[size - 1]
            self.points[p]["legendary"] += points
            events.append(Event("legendary_offering", p, "tokaido.decision.offerings", who=self.names[p],
                                card=card, family=FAMILIES["legendary"], place=size, points=points))
        else:
            self.points[p]["legendary"] += C.SWORD_POINTS
            events.append(Event("legendary_sword", p, "tokaido.crossroads.legendary.swords", who=self.names[p],
                                card=card, points=C.SWORD_POINTS))
        self._script_bonus(p, scripts, card, events)

    def _scripts(self, p: int) -> int:
        return sum(1 for c in self.legendary[p] if C.LEGENDARY[c][1] == "script")

    def _script_bonus(self, p: int, scripts: int, card: str, events: list) -> None:
        """Decision D3: each script already held scores 1 for a souvenir gained later."""
        if scripts:
            self.points[p]["legendary"] += scripts
            events.append(Event("script_bonus", p, "tokaido.decision.scripts", who=self.names[p], card=card,
                                points=scripts))

    def _gain_souvenir(self, p: int, card: str, events: list, rule: str) -> None:
        super()._gain_souvenir(p, card, events, rule)
        if self.legendary[p]:
            self._script_bonus(p, self._scripts(p), card, events)

    # ------------------------------------------------------------------ the new Encounters (D6)
    def _enc_itamae(self, p, coins, events):
        """Rule tokaido.encounter.itamae: 1 coin, then the top meal, eaten if it is a new dish."""
        self.coins[p] += coins
        events.append(Event("itamae", p, "tokaido.encounter.itamae", who=self.names[p], coins=coins))
        dish = self._draw("meal", events, p)
        if dish is None:
            return
        if dish in self.meals[p]:
            self.decks["meal"].insert(0, dish)
            events.append(Event("itamae_eaten_before", p, "tokaido.inn.no_repeat", who=self.names[p], meal=dish))
        else:
            self._eat(p, dish, events, "tokaido.encounter.itamae", 0)

    def _enc_kitoushi(self, p, cost, events):
        """Rule tokaido.encounter.kitoushi: pay 1 coin for a panorama section of your choice (or not)."""
        if self.coins[p] >= cost and self._panorama_choices(p):
            self.queue.insert(0, [p, "encounter.kitoushi", None])
        else:
            events.append(Event("kitoushi_nothing", p, "tokaido.encounter.kitoushi", who=self.names[p]))

    def _legal_kitoushi(self, p, data):
        return [Action("choose_panorama", panorama=PANORAMA_NAMES[k]) for k in self._panorama_choices(p)] + [PASS]

    def _apply_kitoushi(self, p, data, action, events):
        if action.kind == "pass":
            events.append(Event("kitoushi_pass", p, "tokaido.encounter.kitoushi", who=self.names[p]))
            return
        self._pay(p, 1, events)
        events.append(Event("kitoushi", p, "tokaido.encounter.kitoushi", who=self.names[p], coins=1,
                            panorama=kind_name(action.panorama)))
        self._take_section(p, action.panorama, events, "tokaido.encounter.kitoushi")

    def _enc_saru(self, p, arg, events):
        """Rule tokaido.encounter.saru: a free hot-spring card."""
        events.append(Event("saru", p, "tokaido.encounter.saru", who=self.names[p]))
        self._hot_spring(p, 0, events)

    def _enc_takuhatsuso(self, p, arg, events):
        """Rule tokaido.encounter.takuhatsuso: give 1 coin (if you have one) for 4 points."""
        coins, points = arg
        if self.coins[p] < coins:
            events.append(Event("takuhatsuso_nothing", p, "tokaido.encounter.takuhatsuso", who=self.names[p]))
            return
        self.coins[p] -= coins
        self.points[p]["encounters"] += points
        events.append(Event("takuhatsuso", p, "tokaido.encounter.takuhatsuso", who=self.names[p], coins=coins,
                            points=points))

    # ------------------------------------------------------------------ Journey points
    def _journey_points(self, p: int, points: int, rule: str, events: list) -> None:
        """Rule tokaido.crossroads.journey: points with no card to show them take a Journey point token.

        ``rule`` names what scored them (a Matsuri card's rule); the event says so.
        """
        self.journey[p].append(points)
        self.points[p]["journey"] += points
        events.append(Event("journey_points", p, rule, who=self.names[p], points=points))

    def journey_tokens(self, p: int) -> list:
        """The Journey point tokens of player ``p`` (their sum is the ``journey`` score source)."""
        return list(self.journey[p])


NEW_ENCOUNTER_EFFECTS = {
    "itamae": TreasuresMixin._enc_itamae,
    "kitoushi": TreasuresMixin._enc_kitoushi,
    "saru": TreasuresMixin._enc_saru,
    "takuhatsuso": TreasuresMixin._enc_takuhatsuso,
}
