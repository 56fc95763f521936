"""The Crossroads choice at every non-inn space, and what each Crossroads option gives.

Rule tokaido.crossroads.choice: a traveller who stops on a space takes either its
standard benefit (``Action("standard")``) or its Crossroads option:

* Panorama: ``Action("take_cherry_tree")``: +1 coin, +2 points.
* Hot spring: ``Action("buy_bathhouse")``: pay 1, +4 points.
* Farm: ``Action("gaming_room")``: stake 2 coins and roll the Fortune die.
* Temple: ``Action("buy_amulet", card=name)``: pay 1, kept face down.
* Village: ``Action("buy_legendary", card=name)``: pay its cost, scored at once.
* Encounter: ``Action("buy_calligraphy", card=name)``: pay 1, scored at the end.

The choice is the decision ``crossroads`` (data ``space``, ``both``, ``done``);
when only the standard benefit is possible, it is taken at once. Miyataka,
Kita and the Health amulet take both options: after the first, the decision
comes back for the other one (or ``Action("pass")``).
"""

from __future__ import annotations

from ...core import Action, Event
from .. import data as D
from ..movement import PLACE_AT, TYPE
from ..spaces import SpacesMixin
from ..terms import Card
from . import data as C

STANDARD = Action("standard")
PASS = Action("pass")
CHERRY = Action("take_cherry_tree")
BATH = Action("buy_bathhouse")
GAMING = Action("gaming_room")
BUY = {
    "amulet": {a: Action("buy_amulet", card=Card(a)) for a in C.AMULETS},
    "legendary": {a: Action("buy_legendary", card=a) for a in C.LEGENDARY},
    "calligraphy": {a: Action("buy_calligraphy", card=Card(a)) for a in C.CALLIGRAPHIES},
}
BUY["bathhouse"] = {C.BATHHOUSE: BATH}
BUY_IN_ORDER = {kind: tuple(sorted(actions.items())) for kind, actions in BUY.items()}  # (card, action) by name
OPTION_OF = C.OPTION_OF
NEW_ENCOUNTER_CARDS = tuple(c for c, (k, _e, _a) in C.NEW_ENCOUNTERS.items() for _ in range(k))
PANORAMA_SIZE = D.PANORAMAS
BUY_KIND = {"buy_amulet": "amulet", "buy_legendary": "legendary", "buy_calligraphy": "calligraphy"}
BASE_COST = {"amulet": dict.fromkeys(C.AMULETS, C.AMULET_COST),
             "legendary": {k: c for k, (c, _kind) in C.LEGENDARY.items()},
             "calligraphy": dict.fromkeys(C.CALLIGRAPHIES, C.CALLIGRAPHY_COST),
             "bathhouse": {C.BATHHOUSE: C.BATHHOUSE_COST}}
MOST_EXPENSIVE = {kind: max(costs.values()) for kind, costs in BASE_COST.items()}


class ChoiceMixin:
    """Setup of the Crossroads stacks, the space choice and its options."""

    # ------------------------------------------------------------------ setup and saves
    def _setup_crossroads(self) -> None:
        """Rules tokaido.crossroads.setup and tokaido.decision.crossroads_stacks (D5)."""
        n = self.players
        self.crossroads = "crossroads" in self.expansions
        self.amulets = [[] for _ in range(n)]
        self.amulets_new = [[] for _ in range(n)]
        self.legendary = [[] for _ in range(n)]
        self.calligraphies = [[] for _ in range(n)]
        self.cherry_trees = [0] * n
        self.bathhouses = [0] * n
        self.journey = [[] for _ in range(n)]
        self.shared = []
        self.devotion = -1
        self.vitality_check = -1
        if self.crossroads:
            for name, cards in C.STACKS.items():
                self.decks[name] = list(cards)  # face-down stacks, no need to shuffle
            deck = self.decks["encounter"]
            deck.extend(NEW_ENCOUNTER_CARDS)
            self.rng.shuffle(deck)  # the new Encounters shuffled in with the originals
            for pts in self.points:
                pts.update(dict.fromkeys(C.SOURCES, 0))
        self._derive_crossroads()

    def _derive_crossroads(self) -> None:
        self.amulets_in_play = self.crossroads
        if self.crossroads:
            self.BENEFITS = CROSSROADS_BENEFITS
        elif "BENEFITS" in self.__dict__:
            del self.BENEFITS

    def _crossroads_opening(self) -> list:
        if not self.crossroads:
            return []
        return [Event("crossroads_setup", None, "tokaido.crossroads.setup", size=C.STACK_SIZE,
                      encounters=len(C.NEW_ENCOUNTERS), deck=len(self.decks["encounter"]))]

    def _dump_crossroads(self) -> dict:
        if not self.crossroads:
            return {}
        return {"crossroads": {
            "amulets": [list(x) for x in self.amulets], "amulets_new": [list(x) for x in self.amulets_new],
            "legendary": [list(x) for x in self.legendary],
            "calligraphies": [list(x) for x in self.calligraphies],
            "cherry_trees": list(self.cherry_trees), "bathhouses": list(self.bathhouses),
            "journey": [list(x) for x in self.journey], "shared": list(self.shared),
            "devotion": self.devotion, "vitality_check": self.vitality_check,
        }}

    def _load_crossroads(self, d: dict) -> None:
        self.crossroads = "crossroads" in self.expansions
        n = self.players
        if not self.crossroads:  # empty values, of the right sizes by construction (a bot copies often)
            self.amulets, self.amulets_new = [[] for _ in range(n)], [[] for _ in range(n)]
            self.legendary, self.calligraphies = [[] for _ in range(n)], [[] for _ in range(n)]
            self.cherry_trees, self.bathhouses, self.journey = [0] * n, [0] * n, [[] for _ in range(n)]
            self.shared, self.devotion, self.vitality_check = [], -1, -1
            self._derive_crossroads()
            return
        cr = d["crossroads"]
        for key in ("amulets", "amulets_new", "legendary", "calligraphies", "cherry_trees", "bathhouses",
                    "journey", "shared", "devotion", "vitality_check"):
            setattr(self, key, cr[key])
        for key in ("amulets", "amulets_new", "legendary", "calligraphies", "cherry_trees", "bathhouses", "journey"):
            if len(getattr(self, key)) != n:
                raise ValueError(f"the saved Crossroads {key} do not match the number of players")
        self._derive_crossroads()

    # ------------------------------------------------------------------ the choice
    def _crossroads_stop(self, p: int, pos: int, events: list) -> None:
        """Rule tokaido.crossroads.choice: the standard benefit or the Crossroads option."""
        typ = TYPE[pos]
        hooks = self.hooks[p]
        if typ in D.PANORAMAS and "panorama_stop" in hooks:
            hooks["panorama_stop"](self, p, events)
        both = "both_options" in hooks and hooks["both_options"](typ)
        if not self._crossroads_open(p, typ) and not self._amulet_usable(p, "Health"):
            if both:
                events.append(Event("no_option", p, "tokaido.crossroads.choice", who=self.names[p],
                                    place=PLACE_AT[pos]))
            D_BENEFITS[typ](self, p, pos, events)
            return
        self.queue.append([p, "crossroads", {"space": pos, "both": both, "done": ""}])

    def _crossroads_price(self, p: int, kind: str, card: str) -> int:
        """The coins a Crossroads card costs this traveller (a Matsuri traveller may change it)."""
        cost = BASE_COST[kind][card]
        hook = self.hooks[p].get("crossroads_price")
        return cost if hook is None else hook(kind, card, cost)

    def _crossroads_open(self, p: int, typ: str) -> bool:
        """Is the Crossroads option of this space open to ``p``? (the quick test of every stop)"""
        option = OPTION_OF[typ]
        if option == "gaming_room":
            return self.coins[p] >= C.GAMING_STAKE
        stack = self.decks[option]
        if option == "cherry_tree":
            return bool(stack)
        if stack and self.coins[p] >= MOST_EXPENSIVE[option] and "crossroads_price" not in self.hooks[p]:
            return True  # any card left is affordable
        return bool(self._crossroads_options(p, typ))

    def _crossroads_options(self, p: int, typ: str) -> list:
        """The Crossroads actions possible on a space of type ``typ`` (stacks not empty, coins enough).

        A traveller's ``crossroads_price`` hook may change what a card costs, and a
        ``village_option`` hook may add an option of their own (both from Matsuri).
        """
        hooks = self.hooks[p]
        option = OPTION_OF[typ]
        coins = self.coins[p]
        if option == "gaming_room":
            out = [GAMING] if coins >= C.GAMING_STAKE else []
        elif option == "cherry_tree":
            out = [CHERRY] if self.decks["cherry_tree"] else []
        else:
            stack = self.decks[option]
            costs = BASE_COST[option]
            price = hooks.get("crossroads_price")
            if price is None:
                out = [action for card, action in BUY_IN_ORDER[option] if costs[card] <= coins and card in stack]
            else:
                out = [action for card, action in BUY_IN_ORDER[option]
                       if card in stack and price(option, card, costs[card]) <= coins]
        if typ == "village" and "village_option" in hooks:
            out += hooks["village_option"](self, p)
        return out

    def _standard_possible(self, p: int, typ: str) -> bool:
        """A temple needs a coin; a panorama needs a section still to take (Yama no Ko, Matsuri,
        may complete the Mountain on the way in)."""
        if typ == "temple":
            return self.coins[p] > 0
        size = PANORAMA_SIZE.get(typ)
        return size is None or self.panoramas[p][typ] < size

    def _legal_crossroads(self, p, data):
        typ = TYPE[data["space"]]
        done = data["done"]
        out = []
        if done != "standard" and self._standard_possible(p, typ):
            out.append(STANDARD)
        if done != "crossroads":
            out.extend(self._crossroads_options(p, typ))
        if done or not out:
            out.append(PASS)
        return out

    def _apply_crossroads(self, p, data, action, events):
        pos = data["space"]
        typ = TYPE[pos]
        kind = action.kind
        if kind == "pass":
            events.append(Event("crossroads_pass", p, "tokaido.crossroads.choice", who=self.names[p],
                                place=PLACE_AT[pos]))
            return
        side = "standard" if kind == "standard" else "crossroads"
        if kind == "standard":
            events.append(Event("crossroads_standard", p, "tokaido.crossroads.choice", who=self.names[p],
                                place=PLACE_AT[pos]))
            D_BENEFITS[typ](self, p, pos, events)
        else:
            OPTION_RULES[kind](self, p, action, events)
        if data["both"] and not data["done"]:  # the other benefit, after this one's own decisions
            self.queue.append([p, "crossroads", {"space": pos, "both": True, "done": side}])

    # ------------------------------------------------------------------ the options
    def _cherry_tree(self, p, action, events):
        """Rule tokaido.crossroads.cherry_tree: +1 coin and +2 points; not a panorama section."""
        self.decks["cherry_tree"].pop()
        self.cherry_trees[p] += 1
        self.coins[p] += C.CHERRY_COINS
        self.points[p]["cherry_trees"] += C.CHERRY_POINTS
        events.append(Event("cherry_tree", p, "tokaido.crossroads.cherry_tree", who=self.names[p],
                            coins=C.CHERRY_COINS, points=C.CHERRY_POINTS, count=self.cherry_trees[p]))

    def _bathhouse(self, p, action, events):
        """Rule tokaido.crossroads.bathhouse: pay 1 for 4 points; it counts for Bather (D10)."""
        price = self._crossroads_price(p, "bathhouse", C.BATHHOUSE)
        self._pay(p, price, events)
        self.decks["bathhouse"].pop()
        self.bathhouses[p] += 1
        self.points[p]["bathhouses"] += C.BATHHOUSE_POINTS
        events.append(Event("bathhouse", p, "tokaido.crossroads.bathhouse", who=self.names[p], coins=price,
                            points=C.BATHHOUSE_POINTS))
        self._card_bonus(p, "bathhouse", events)

    def _gaming_room(self, p, action, events):
        """Rules tokaido.crossroads.gaming_room and tokaido.decision.fortune_die (D2): stake 2, roll."""
        reroll = self.hooks[p].get("reroll")
        if reroll is not None:  # Iyasaka (Matsuri) rolls, then decides whether to roll again
            reroll(self, p, events)
            return
        mult = self.roll(C.FORTUNE_DIE)
        back = C.GAMING_STAKE * mult
        self.coins[p] += back - C.GAMING_STAKE
        events.append(Event("fortune_roll", p, "tokaido.decision.fortune_die", who=self.names[p],
                            face=C.FACE_NAMES[mult]))
        events.append(Event("gaming_room", p, "tokaido.crossroads.gaming_room", who=self.names[p],
                            stake=C.GAMING_STAKE, face=C.FACE_NAMES[mult], back=back, net=back - C.GAMING_STAKE))

    def _buy_amulet(self, p, action, events):
        """Rule tokaido.crossroads.amulet: pay 1 to the bank, keep it face down; not usable this turn."""
        card = action.card
        price = self._crossroads_price(p, "amulet", card)
        self._pay(p, price, events)
        self.decks["amulet"].remove(card)
        self.amulets[p].append(card)
        self.amulets_new[p].append(card)
        events.append(Event("buy_amulet", p, "tokaido.crossroads.amulet", who=self.names[p], coins=price))

    def _buy_calligraphy(self, p, action, events):
        """Rule tokaido.crossroads.calligraphy: pay 1, keep it face down; it scores at the end."""
        hook = self.hooks[p].get("encounter_space")  # Umegae: +1 coin +1 point (seed 002, Notes)
        if hook is not None:
            hook(self, p, events)
        card = action.card
        price = self._crossroads_price(p, "calligraphy", card)
        self._pay(p, price, events)
        self.decks["calligraphy"].remove(card)
        self.calligraphies[p].append(card)
        events.append(Event("buy_calligraphy", p, "tokaido.crossroads.calligraphy", who=self.names[p], coins=price))

    def _buy_legendary(self, p, action, events):
        """Rule tokaido.crossroads.legendary: pay its cost, keep it face up, score it now."""
        card = action.card
        price = self._crossroads_price(p, "legendary", card)
        self._pay(p, price, events)
        self.decks["legendary"].remove(card)
        events.append(Event("buy_legendary", p, "tokaido.crossroads.legendary", who=self.names[p], card=card,
                            coins=price))
        self._gain_legendary(p, card, events)


OPTION_RULES = {
    "take_cherry_tree": ChoiceMixin._cherry_tree,
    "buy_bathhouse": ChoiceMixin._bathhouse,
    "gaming_room": ChoiceMixin._gaming_room,
    "buy_amulet": ChoiceMixin._buy_amulet,
    "buy_legendary": ChoiceMixin._buy_legendary,
    "buy_calligraphy": ChoiceMixin._buy_calligraphy,
}
D_BENEFITS = SpacesMixin.BENEFITS  # the standard benefit of each space type
CROSSROADS_BENEFITS = {typ: (rule if typ == "inn" else ChoiceMixin._crossroads_stop)
                       for typ, rule in SpacesMixin.BENEFITS.items()}
