"""What each space gives: villages, farms, panoramas, hot springs, temples, encounters.

``BENEFITS`` maps a space type to its rule (``method(p, pos, events)``);
expansions wrap or replace entries of this table (Crossroads offers a choice
before the standard benefit). ``ENCOUNTER_EFFECTS`` maps the ``effect`` column of
``data.ENCOUNTERS`` to its rule in the same way.
"""

from __future__ import annotations

from itertools import combinations

from ..core import Action, Event
from . import data as D
from .movement import kind_name
from .rules import traveler_rule
from .travelers import DISCOUNTED_CARD
from .terms import DECKS, FAMILIES, PANORAMA_NAMES, card as card_name

PASS = Action("pass")
CARD_SEP = ", "  # Action("buy_souvenirs", cards="Koma, Sake"): the cards in the order drawn
DONATE_ACTIONS = tuple(Action("donate", coins=c) for c in range(D.DONATION_MAX + 1))
FAMILY_TERM = {name: FAMILIES[fam] for name, (fam, _c) in D.SOUVENIRS.items()}
FAMILY_BIT = {name: 1 << D.FAMILIES.index(fam) for name, (fam, _c) in D.SOUVENIRS.items()}
SOUVENIR_COST = {name: cost for name, (_f, cost) in D.SOUVENIRS.items()}


_BUY_ACTIONS: dict = {}


def _buy_action(combo: tuple) -> Action:
    """``Action("buy_souvenirs", cards="Koma, Sake")``, made once per combination and reused."""
    action = _BUY_ACTIONS.get(combo)
    if action is None:
        action = _BUY_ACTIONS[combo] = Action("buy_souvenirs", cards=CARD_SEP.join(combo))
    return action


class SpacesMixin:
    """The benefit of each space, and the decisions they open (village, temple, encounter)."""

    # ------------------------------------------------------------------ shared gains
    def _score(self, p: int, points: int, source: str) -> None:
        self.points[p][source] += points

    def _pay(self, p: int, coins: int, events: list) -> None:
        """Pay the bank for a purchase (Crossroads' Devotion amulet sends the coins to the temple)."""
        self.coins[p] -= coins

    def _join_set(self, p: int, bit: int) -> int:
        """Rule tokaido.village.sets: join the first set lacking this family; the set's new size."""
        sets = self.sets[p]
        for i, mask in enumerate(sets):
            if not mask & bit:
                sets[i] = mask | bit
                return bin(sets[i]).count("1")
        sets.append(bit)
        return 1

    def _gain_souvenir(self, p: int, card: str, events: list, rule: str) -> None:
        """Rule tokaido.village.sets: the card joins the first set lacking its family; 1/3/5/7 points."""
        size = self._join_set(p, FAMILY_BIT[card])
        points = D.SET_POINTS[size - 1]
        self.souvenirs[p].append(card)
        self.points[p]["souvenirs"] += points
        events.append(Event("souvenir", p, rule, who=self.names[p], card=card,
                                 family=FAMILY_TERM[card], place=size, points=points))

    def _take_section(self, p: int, kind: str, events: list, rule: str) -> None:
        """Rule tokaido.panorama: the next section of that panorama, scoring its number."""
        section = self.panoramas[p][kind] + 1
        self.panoramas[p][kind] = section
        self.pano_supply[kind][section - 1] -= 1
        self.points[p]["panoramas"] += section
        events.append(Event("panorama", p, rule, who=self.names[p], panorama=kind_name(kind), section=section,
                                 size=D.PANORAMAS[kind], points=section))
        if section == D.PANORAMAS[kind] and not self.pano_first[kind]:
            self._panorama_achievement(p, kind, events)

    def _panorama_achievement(self, p: int, kind: str, events: list) -> None:
        """Rule tokaido.panorama.achievement: the first to complete a kind scores 3."""
        self.pano_first[kind].append(p)
        self.points[p]["achievements"] += D.ACHIEVEMENT_POINTS
        events.append(Event("panorama_achievement", p, "tokaido.panorama.achievement",
                                 who=self.names[p], panorama=kind_name(kind), points=D.ACHIEVEMENT_POINTS))
        self._card_bonus(p, "achievement", events)

    def _card_bonus(self, p: int, what: str, events: list) -> None:
        hook = self.hooks[p].get("card_bonus")
        if hook is not None:
            hook(self, p, what, events)

    def _draw(self, deck: str, events: list, p: int | None = None):
        """The top card of a deck, or None (rule tokaido.decision.empty_deck) when it is empty."""
        cards = self.decks[deck]
        if cards:
            return cards.pop()
        events.append(Event("deck_empty", p, "tokaido.decision.empty_deck", deck=DECKS.get(deck, deck)))
        return None

    def _panorama_choices(self, p: int) -> list:
        pano = self.panoramas[p]
        return [k for k, size in D.PANORAMAS.items() if pano[k] < size]

    # ------------------------------------------------------------------ the spaces
    def _village(self, p: int, pos: int, events: list) -> None:
        """Rule tokaido.village: draw 3 souvenirs, then buy any number of them."""
        deck = self.decks["souvenir"]
        k = min(D.VILLAGE_DRAW, len(deck))
        if k == 0:
            self._draw("souvenir", events, p)
            return
        self.village = [deck.pop() for _ in range(k)]
        events.append(Event("village_draw", p, "tokaido.village", who=self.names[p], cards=", ".join(self.village)))
        self.queue.append([p, "village", None])

    def _farm(self, p: int, pos: int, events: list) -> None:
        """Rule tokaido.farm: +3 coins."""
        self.coins[p] += 3
        events.append(Event("farm", p, "tokaido.farm", who=self.names[p], coins=3))
        hook = self.hooks[p].get("farm")
        if hook is not None:
            hook(self, p, events)

    def _encounter_choice(self, p: int, events: list) -> bool:
        """True when the encounter is chosen rather than drawn (Matsuri's Gion matsuri); never in the base game."""
        return False

    def _panorama(self, p: int, pos: int, events: list) -> None:
        """Rule tokaido.panorama: the next section (none left once complete: Matsuri's Yama no Ko may complete it
        on the way in)."""
        kind = D.SPACES[pos][0]
        if self.panoramas[p][kind] >= D.PANORAMAS[kind]:
            events.append(Event("panorama_full", p, "tokaido.move.panorama_done", who=self.names[p],
                                panorama=kind_name(kind)))
            return
        self._take_section(p, kind, events, "tokaido.panorama")

    def _hot_spring(self, p: int, pos: int, events: list) -> None:
        """Rule tokaido.hot_spring: a card worth 2 or 3 points."""
        card = self._draw("hot_spring", events, p)
        if card is None:
            return
        self.hot_springs[p].append(card)
        self.points[p]["hot_springs"] += card
        events.append(Event("hot_spring", p, "tokaido.hot_spring", who=self.names[p], points=card))
        self._card_bonus(p, "hot_spring", events)

    def _temple(self, p: int, pos: int, events: list) -> None:
        """Rule tokaido.temple: donate 1 to 3 coins (the decision ``temple``)."""
        self.queue.append([p, "temple", None])

    def _encounter(self, p: int, pos: int, events: list) -> None:
        """Rule tokaido.encounter: draw one card and resolve it (Umegae and Yoshiyasu first)."""
        hook = self.hooks[p].get("encounter_space")
        if hook is not None:
            hook(self, p, events)
        if self._encounter_choice(p, events):
            return
        hook = self.hooks[p].get("encounter_draw")
        if hook is not None and hook(self, p, events):
            return
        card = self._draw("encounter", events, p)
        if card is not None:
            self._resolve_encounter(p, card, events)

    BENEFITS: dict = {}

    # ------------------------------------------------------------------ village decision
    def _village_price(self, p: int, cards: tuple) -> tuple:
        """(price to pay, coins needed) for buying ``cards`` (Sasayakko and Zen-emon change it)."""
        costs = [SOUVENIR_COST[c] for c in cards]
        hook = self.hooks[p].get("village_price")
        if hook is not None:
            return hook(costs)
        total = sum(costs)
        return total, total

    def _legal_village(self, p, data):
        coins = self.coins[p]
        cards = self.village
        out = []
        for k in range(1, len(cards) + 1):
            for combo in combinations(cards, k):
                if self._village_price(p, combo)[1] <= coins:
                    out.append(_buy_action(combo))
        out.append(PASS)
        return out

    def _apply_village(self, p, data, action, events):
        """Rule tokaido.village: pay, score each card, the rest go under the pile."""
        chosen = tuple(action.cards.split(CARD_SEP)) if action.kind == "buy_souvenirs" else ()
        if chosen:
            price, _need = self._village_price(p, chosen)
            self._pay(p, price, events)
            hook_rule = None
            if self.hooks[p].get("village_price") is not None and price < sum(SOUVENIR_COST[c] for c in chosen):
                hook_rule = traveler_rule(self.traveler[p])
            if hook_rule is None:
                events.append(Event("buy_souvenirs", p, "tokaido.village", who=self.names[p],
                                    cards=", ".join(chosen), coins=price, discount=False))
            else:  # Sasayakko or Zen-emon: say which card the ability made cheaper
                card = DISCOUNTED_CARD[self.traveler[p]](chosen, key=SOUVENIR_COST.__getitem__)
                events.append(Event("buy_souvenirs_ability", p, hook_rule, who=self.names[p],
                                    cards=", ".join(chosen), coins=price, discount=True, card=card))
            for card in chosen:
                self._gain_souvenir(p, card, events, "tokaido.village.sets")
        rest = [c for c in self.village if c not in chosen]
        if rest:
            self.decks["souvenir"][0:0] = rest[::-1]
            events.append(Event("village_rest", p, "tokaido.village", who=self.names[p], cards=", ".join(rest)))
        elif not chosen:
            events.append(Event("village_none", p, "tokaido.village", who=self.names[p]))
        self.village = []

    # ------------------------------------------------------------------ temple decision
    def _legal_temple(self, p, data):
        return list(DONATE_ACTIONS[1:min(D.DONATION_MAX, self.coins[p]) + 1])

    def _apply_temple(self, p, data, action, events):
        """Rule tokaido.temple: each coin given scores 1 point and counts in the ranking."""
        n = action.coins
        self.coins[p] -= n
        self.donated[p] += n
        self.points[p]["temple"] += n
        events.append(Event("donate", p, "tokaido.temple", who=self.names[p], coins=n, points=n,
                                 total=self.donated[p]))
        hook = self.hooks[p].get("temple")
        if hook is not None:
            hook(self, p, events)

    # ------------------------------------------------------------------ encounters
    def _resolve_encounter(self, p: int, card: str, events: list) -> None:
        """Rule tokaido.encounter: the card is kept (Chatterbox) and its effect applies."""
        self.encounters[p].append(card)
        _n, effect, arg = D.ENCOUNTERS[card]
        events.append(Event("encounter", p, "tokaido.encounter", who=self.names[p], card=card_name(card)))
        self.ENCOUNTER_EFFECTS[effect](self, p, arg, events)

    def _enc_souvenir(self, p, arg, events):
        """Rule tokaido.encounter.shokunin: the top souvenir card, free, scored as usual."""
        card = self._draw("souvenir", events, p)
        if card is not None:
            self._gain_souvenir(p, card, events, "tokaido.encounter.shokunin")

    def _enc_panorama(self, p, kind, events):
        """Rule tokaido.encounter.annaibito: a section of that kind, or of a kind you choose if it is done."""
        if self.panoramas[p][kind] < D.PANORAMAS[kind]:
            self._take_section(p, kind, events, "tokaido.encounter.annaibito")
            return
        choices = self._panorama_choices(p)
        if not choices:
            events.append(Event("annaibito_nothing", p, "tokaido.encounter.annaibito", who=self.names[p]))
        elif len(choices) == 1:
            self._take_section(p, choices[0], events, "tokaido.encounter.annaibito")
        else:
            self.queue.insert(0, [p, "encounter.annaibito", None])

    def _enc_points(self, p, points, events):
        """Rule tokaido.encounter.samurai: +3 points."""
        self.points[p]["encounters"] += points
        events.append(Event("samurai", p, "tokaido.encounter.samurai", who=self.names[p], points=points))

    def _enc_coins(self, p, coins, events):
        """Rule tokaido.encounter.kuge: +3 coins."""
        self.coins[p] += coins
        events.append(Event("kuge", p, "tokaido.encounter.kuge", who=self.names[p], coins=coins))

    def _enc_temple_coin(self, p, coins, events):
        """Rule tokaido.encounter.miko: a bank coin goes to your temple slot (ranking) and scores 1."""
        self.donated[p] += coins
        self.points[p]["temple"] += coins
        events.append(Event("miko", p, "tokaido.encounter.miko", who=self.names[p], points=coins,
                                 total=self.donated[p]))

    ENCOUNTER_EFFECTS: dict = {}

    def _legal_encounter_choice(self, p, data):
        return [Action("keep_encounter", card=card_name(c)) for c in dict.fromkeys(data["cards"])]

    def _apply_encounter_choice(self, p, data, action, events):
        """Rule tokaido.traveler.yoshiyasu: keep one card, the other goes under the deck unseen."""
        cards = list(data["cards"])
        cards.remove(action.card)
        self.decks["encounter"][0:0] = cards
        events.append(Event("keep_encounter", p, "tokaido.traveler.yoshiyasu", who=self.names[p],
                                 returned=len(cards)))
        self._resolve_encounter(p, action.card, events)

    def _legal_panorama_choice(self, p, data):
        return [Action("choose_panorama", panorama=PANORAMA_NAMES[k]) for k in self._panorama_choices(p)]

    def _apply_annaibito(self, p, data, action, events):
        self._take_section(p, action.panorama, events, "tokaido.encounter.annaibito")


SpacesMixin.BENEFITS = {
    "village": SpacesMixin._village,
    "farm": SpacesMixin._farm,
    "paddy": SpacesMixin._panorama,
    "mountain": SpacesMixin._panorama,
    "sea": SpacesMixin._panorama,
    "hot_spring": SpacesMixin._hot_spring,
    "temple": SpacesMixin._temple,
    "encounter": SpacesMixin._encounter,
    "inn": lambda game, p, pos, events: game._arrive_inn(p, pos, events),
}
SpacesMixin.ENCOUNTER_EFFECTS = {
    "souvenir": SpacesMixin._enc_souvenir,
    "panorama": SpacesMixin._enc_panorama,
    "points": SpacesMixin._enc_points,
    "coins": SpacesMixin._enc_coins,
    "temple_coin": SpacesMixin._enc_temple_coin,
}
__all__ = ["SpacesMixin", "kind_name"]
