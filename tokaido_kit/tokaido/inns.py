"""Inns: every traveller stops, the first draws the meals, each may eat one new dish.

Rules tokaido.inn.*: arrival order is kept; the first to arrive draws players + 1
meals (players with the gastronomy variant); each arrival may buy one meal it
can afford and has not eaten before, or skip; unbought meals go under the pile
once everyone is in; the last to arrive leaves first.
"""

from __future__ import annotations

from ..core import Action, Event
from . import data as D

PASS = Action("pass")
BUY_MEAL = {d: Action("buy_meal", meal=d) for d in D.MEAL_COST}
FREE_MEAL = {d: Action("eat_free_meal", meal=d) for d in D.MEAL_COST}


class InnsMixin:
    """Arriving at an inn, the meal decision, and closing the inn."""

    def _offer_size(self) -> int:
        """Rules tokaido.inn.meal / tokaido.variant.gastronomy: how many meals the first arrival draws."""
        return self.players if self.gastronomy else self.players + 1

    def _draw_offer(self, pos: int, drawer: int, events: list) -> None:
        deck = self.decks["meal"]
        k = min(self._offer_size(), len(deck))
        self.offer = [deck.pop() for _ in range(k)]
        self.offer_inn = pos
        events.append(Event("meal_offer", drawer if drawer < self.players else None,
                                 "tokaido.variant.gastronomy" if self.gastronomy else "tokaido.inn.meal",
                                 who=self.names[drawer], meals=", ".join(self.offer), inn=pos))

    def _scenario_inn_offer(self) -> None:
        """Rule tokaido.inn.arrival: travellers a scenario places at an inn that is not complete
        arrived before anyone who walks in later, in the order ``slots`` gives (by default
        player order); the first of them drew the meals, from the top of the (stacked) pile,
        when the scenario starts. Nothing to do when the meals are already on the table."""
        waiting = [i for i in range(self.pawns) if self.space[i] in D.INNS and self.space[i] > self.closed_inn]
        if not waiting:
            return
        pos = min(self.space[i] for i in waiting)
        if self.offer_inn != pos and max(self.space) == pos:  # nobody is already beyond this inn
            self._draw_offer(pos, self._first_at(pos), [])

    def _first_at(self, pos: int) -> int:
        """The traveller who arrived first at ``pos`` (smallest arrival stamp)."""
        return min((i for i in range(self.pawns) if self.space[i] == pos), key=lambda i: self.stamp[i])

    def _scenario_offer_events(self) -> list:
        """The meals a scenario's first arrival at an inn drew, told in the opening log (chance)."""
        if not self.offer or self.offer_inn not in self.space:
            return []
        drawer = self._first_at(self.offer_inn)
        return [Event("meal_offer", drawer if drawer < self.players else None,
                      "tokaido.variant.gastronomy" if self.gastronomy else "tokaido.inn.meal",
                      who=self.names[drawer], meals=", ".join(self.offer), inn=self.offer_inn)]

    def _arrival_rank(self, pos: int) -> int:
        return self.space.count(pos)

    def _arrive_inn(self, p: int, pos: int, events: list) -> None:
        """Rule tokaido.inn.arrival: stop, in arrival order; abilities, then the meal."""
        events.append(Event("arrive_inn", p, "tokaido.inn.arrival", who=self.names[p], inn=pos,
                                 rank=self._arrival_rank(pos)))
        if self.offer_inn != pos:
            self._draw_offer(pos, p, events)
        hook = self.hooks[p].get("inn_arrival")
        if hook is not None:
            hook(self, p, pos, events)
        self.queue.append([p, "inn.meal", None])

    def _neutral_at_inn(self, pos: int, events: list) -> None:
        """Rule tokaido.two.inn: whoever moved the neutral traveller discards a random meal of the offer."""
        n = self.neutral
        if self.offer_inn != pos:
            self._draw_offer(pos, n, events)
        if self.offer:
            meal = self.offer.pop(self.rng.randrange(len(self.offer)))
            self.decks["meal"].insert(0, meal)
            events.append(Event("neutral_discard", self._leader(), "tokaido.two.inn",
                                     who=self.names[self._leader()], meal=meal))

    # ------------------------------------------------------------------ the meal decision
    def _meal_price(self, p: int, dish: str) -> int:
        """What ``dish`` costs ``p``: its price, changed by their traveller, then by a festival (Matsuri)."""
        cost = D.MEAL_COST[dish]
        hook = self.hooks[p].get("meal_price")
        if hook is not None:
            cost = hook(cost)
        return self._festival_meal_price(cost) if self.festival else cost

    def _meal_rule(self, p: int, dish: str, price: int) -> str:
        """The rule that set what ``p`` paid for ``dish``: the inn's price, or their traveller's (Kinko, Ayumu)."""
        if price == D.MEAL_COST[dish]:
            return "tokaido.inn.meal"
        return "tokaido.traveler." + self.traveler[p].lower()

    def _festival_meal_price(self, cost: int) -> int:
        """The Matsuri cards in effect (``self.festival``, always empty in the base game) may change meal prices."""
        return cost

    def _legal_meal(self, p, data):
        """Rules tokaido.inn.meal and tokaido.inn.no_repeat: one affordable, new dish, or pass."""
        eaten = self.meals[p]
        coins = self.coins[p]
        out = []
        free = self.free_meal
        if free is not None and free not in eaten:
            out.append(FREE_MEAL[free])
        seen = set()
        for dish in self.offer:
            if dish in seen or dish in eaten:
                continue
            seen.add(dish)
            if self._meal_price(p, dish) <= coins:
                out.append(BUY_MEAL[dish])
        out.append(PASS)
        return out

    def _eat(self, p: int, dish: str, events: list, rule: str, price: int) -> None:
        """Rule tokaido.inn.meal: a meal is worth 6 points, paid for or served free (``price`` 0)."""
        self.meals[p].append(dish)
        self.meal_places[p].append(self.space[p])
        self.points[p]["meals"] += D.MEAL_POINTS
        events.append(Event("meal" if price else "meal_free", p, rule, who=self.names[p], meal=dish, coins=price,
                            points=D.MEAL_POINTS))
        hook = self.hooks[p].get("meal_eaten")
        if hook is not None:
            hook(self, p, dish, events)

    def _apply_meal(self, p, data, action, events):
        kind = action.kind
        if kind == "buy_meal":
            dish = action.meal
            price = self._meal_price(p, dish)
            self._pay(p, price, events)
            self.offer.remove(dish)
            self._eat(p, dish, events, self._meal_rule(p, dish, price), price)
        elif kind == "eat_free_meal":
            dish = self.free_meal
            self.free_meal = None
            self._eat(p, dish, events, "tokaido.decision.satsuki", 0)
        else:
            events.append(Event("skip_meal", p, "tokaido.inn.meal", who=self.names[p]))
        self._return_free_meal(p, events)

    def _return_free_meal(self, p: int, events: list) -> None:
        """Rule tokaido.decision.satsuki: a free meal she did not eat goes under the pile."""
        if self.free_meal is not None:
            self.decks["meal"].insert(0, self.free_meal)
            events.append(Event("free_meal_back", p, "tokaido.decision.satsuki", who=self.names[p],
                                     meal=self.free_meal))
            self.free_meal = None

    def _apply_hiroshige(self, p, data, action, events):
        self._take_section(p, action.panorama, events, "tokaido.traveler.hiroshige")

    # ------------------------------------------------------------------ leaving
    def _close_inn(self, pos: int, events: list) -> None:
        """Rule tokaido.inn.leave: everyone is in; unbought meals go under the pile."""
        self.closed_inn = pos
        if self.offer:
            self.decks["meal"][0:0] = self.offer[::-1]
            events.append(Event("meals_back", None, "tokaido.inn.leave", meals=", ".join(self.offer), inn=pos))
            self.offer = []
        if pos == D.EDO:
            self._end_game(events)
        else:
            self._after_inn(pos, events)

    def _after_inn(self, pos: int, events: list) -> None:
        """What happens once an intermediate inn is complete: nothing in the base game (Matsuri hooks here)."""
