"""Amulets: bought face down at a temple, used once, at the moment each one allows.

Rule tokaido.crossroads.amulet.use: an amulet is never used on the turn it was
gained; using it is the owner's explicit decision ``Action("use_amulet",
amulet=name)`` (Hospitality also names the dish: ``meal=dish``), offered
alongside the decision it belongs to; the amulet goes back to its stack, where
it can be bought again. The moments:

* Fortune, Friendship: the ``move`` decision (before moving).
* Health: the ``crossroads`` decision (take both options).
* Devotion: any decision with a purchase (``crossroads``, ``village``, ``inn.meal``).
* Hospitality: the ``inn.meal`` decision (this meal is free).
* Vitality: its own decision ``amulet.vitality`` after a move that puts you in the lead.

Friendship and Vitality then ask for the move: decisions ``amulet.friendship``
and ``amulet.vitality_move`` (``Action("move", space=s)``).
"""

from __future__ import annotations

from ...core import Action, Event
from .. import data as D
from ..inns import InnsMixin
from ..movement import MOVE_ACTIONS, TYPE
from ..terms import Card
from . import data as C

PASS = Action("pass")
USE = {a: Action("use_amulet", amulet=Card(a)) for a in C.AMULETS}
HOSPITALITY = {d: Action("use_amulet", amulet=Card("Hospitality"), meal=d) for d in D.MEAL_COST}
PURCHASE_STEPS = ("crossroads", "village", "inn.meal")
PAID_OPTIONS = ("hot_spring", "temple", "village", "encounter")  # spaces where the choice can be a purchase


def amulet_rule(name: str) -> str:
    return "tokaido.crossroads.amulet." + name.lower()


class AmuletMixin:
    """Offering and using amulets; the Vitality and Friendship moves."""

    def _amulet_usable(self, p: int, name: str) -> bool:
        return name in self.amulets[p] and name not in self.amulets_new[p]

    def _amulet_offers(self, p: int, step: str, data) -> list:
        """The amulets ``p`` may use at this decision (none on the turn they were gained)."""
        new = self.amulets_new[p]
        out = []
        for name in self.amulets[p]:
            if name in new:
                continue
            if name == "Fortune":
                if step == "move":
                    out.append(USE[name])
            elif name == "Friendship":
                if step == "move" and self._friendship_targets(p):
                    out.append(USE[name])
            elif name == "Health":
                if step == "crossroads" and not data["both"] and not data["done"]:
                    out.append(USE[name])
            elif name == "Devotion":
                if step in PURCHASE_STEPS and self.devotion != p and (
                        step != "crossroads" or TYPE[data["space"]] in PAID_OPTIONS):
                    out.append(USE[name])
            elif name == "Hospitality":
                if step == "inn.meal":
                    eaten = self.meals[p]
                    out.extend(HOSPITALITY[d] for d in dict.fromkeys(self.offer) if d not in eaten)
        return out

    def _use_amulet(self, action, events: list) -> None:
        """Rule tokaido.crossroads.amulet.use: discard it to its stack and gain its benefit."""
        p = self.current_player
        name = action.amulet
        self.amulets[p].remove(name)
        self.decks["amulet"].append(name)
        events.append(Event("use_amulet", p, "tokaido.crossroads.amulet.use", who=self.names[p], amulet=Card(name)))
        USES[name](self, p, action, events)

    # ------------------------------------------------------------------ the six effects
    def _use_fortune(self, p, action, events):
        """Rule tokaido.crossroads.amulet.fortune: roll the Fortune die, gain its number in coins."""
        value = self.roll(C.FORTUNE_DIE)
        self.coins[p] += value
        events.append(Event("fortune_roll", p, "tokaido.decision.fortune_die", who=self.names[p],
                            face=C.FACE_NAMES[value]))
        events.append(Event("amulet_fortune", p, amulet_rule("Fortune"), who=self.names[p], coins=value))

    def _use_health(self, p, action, events):
        """Rule tokaido.crossroads.amulet.health: take both options of this space, in your order."""
        self.queue[0][2]["both"] = True
        events.append(Event("amulet_health", p, amulet_rule("Health"), who=self.names[p]))

    def _use_devotion(self, p, action, events):
        """Rule tokaido.crossroads.amulet.devotion: the next purchase's coins go to the temple."""
        self.devotion = p
        events.append(Event("amulet_devotion", p, amulet_rule("Devotion"), who=self.names[p]))

    def _use_hospitality(self, p, action, events):
        """Rule tokaido.crossroads.amulet.hospitality: this inn's meal is free."""
        self.queue.pop(0)  # the meal decision is taken
        dish = action.meal
        self.offer.remove(dish)
        self._eat(p, dish, events, amulet_rule("Hospitality"), 0)
        InnsMixin._return_free_meal(self, p, events)

    def _use_friendship(self, p, action, events):
        """Rule tokaido.crossroads.amulet.friendship: stop on an occupied single space."""
        events.append(Event("amulet_friendship", p, amulet_rule("Friendship"), who=self.names[p]))
        self.queue.insert(0, [p, "amulet.friendship", None])

    def _use_vitality(self, p, action, events):
        """Rule tokaido.crossroads.amulet.vitality: you lead, so you move again at once."""
        self.queue.pop(0)  # the decision amulet.vitality
        events.append(Event("amulet_vitality", p, amulet_rule("Vitality"), who=self.names[p]))
        self.queue.insert(0, [p, "amulet.vitality_move", None])

    # ------------------------------------------------------------------ Friendship's move
    def _friendship_targets(self, p: int) -> list:
        """Occupied single spaces ``p`` could stop on with Friendship (before the next inn)."""
        s = self.space[p]
        occ, cap = self.occ, self.cap
        blocked = self._blocked_types(p)
        return [t for t in range(s + 1, D.NEXT_INN[s])
                if cap[t] == 1 and occ[t] == 1 and TYPE[t] not in blocked]

    def _legal_friendship(self, p, data):
        return [MOVE_ACTIONS[t] for t in self._friendship_targets(p)]

    def _apply_friendship(self, p, data, action, events):
        target = action.space
        self.shared.append(target)
        self._move(target, events, p)

    def _shared_ok(self, pos: int, count: int) -> bool:
        return count == 2 and pos in self.shared

    # ------------------------------------------------------------------ Vitality
    def _leads(self, p: int) -> bool:
        s = self.space[p]
        return all(self.space[i] < s for i in range(self.pawns) if i != p)

    def _end_of_turn(self, events: list) -> bool:
        """The turn is over: Vitality may be offered; Devotion and 'gained this turn' end."""
        if not self.crossroads:
            return False
        p = self.vitality_check
        if p >= 0:
            self.vitality_check = -1
            if self._amulet_usable(p, "Vitality") and self._leads(p):
                self.queue.append([p, "amulet.vitality", None])
                return True
        self.devotion = -1
        if any(self.amulets_new):
            for new in self.amulets_new:
                new.clear()
        return False

    def _legal_vitality(self, p, data):
        return [USE["Vitality"], PASS]

    def _apply_vitality(self, p, data, action, events):
        events.append(Event("vitality_kept", p, "tokaido.crossroads.amulet.vitality", who=self.names[p]))

    def _legal_vitality_move(self, p, data):
        return self._legal_moves(p)

    def _apply_vitality_move(self, p, data, action, events):
        self._move(action.space, events, p)

    def _stop_hooks(self) -> tuple:
        hooks = super()._stop_hooks()
        return hooks + (AmuletMixin._amulets_after_stop,) if self.crossroads else hooks

    def _amulets_after_stop(self, m: int, old: int, target: int, typ: str, events: list) -> None:
        """Friendship's shared space is an ordinary one again once a traveller leaves it;
        a traveller holding Vitality may be offered it when this turn ends."""
        shared = self.shared
        if shared and old in shared and self.occ[old] < 2:
            shared.remove(old)
        if m < self.players and typ != "inn" and "Vitality" in self.amulets[m]:
            self.vitality_check = m

    # ------------------------------------------------------------------ Devotion: where the coins go
    def _pay(self, p: int, coins: int, events: list) -> None:
        self.coins[p] -= coins
        if self.devotion == p and coins > 0:
            self.devotion = -1
            self.donated[p] += coins
            self.points[p]["temple"] += coins
            events.append(Event("devotion_paid", p, amulet_rule("Devotion"), who=self.names[p], coins=coins,
                                points=coins, total=self.donated[p]))


USES = {
    "Vitality": AmuletMixin._use_vitality,
    "Fortune": AmuletMixin._use_fortune,
    "Health": AmuletMixin._use_health,
    "Friendship": AmuletMixin._use_friendship,
    "Hospitality": AmuletMixin._use_hospitality,
    "Devotion": AmuletMixin._use_devotion,
}
