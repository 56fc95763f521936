"""Scenarios: a position on the table for a tutorial, checked against the rules of the table.

``TokaidoGame.scenario(players, seed, travelers=[...], spaces=[...], coins=[...],
slots=[...], neutral=int, souvenirs=[[...]], meals=[[...]], hot_springs=[[...]],
encounters=[[...]], panoramas=[{kind: sections}], donations=[...],
achievements={kind: player}, decks={"meal": [...], ...})``.

``slots`` gives the arrival rank on a shared space (0 = arrived first: the road
slot of a double space, the head of an inn's queue; by default player order); the
one who arrived later moves first, and anyone who walks in after the scenario starts
arrives after all of them. At an inn that is not complete, the first of those placed
there drew the meals: they are drawn (from the stacked pile, if any) as the scenario
starts, and the opening log says so. Collections score as they would have when gained, except encounter
cards, which are only held (their effects are in the past).
"""

from __future__ import annotations

from collections import Counter

from ..core import stack_on_top
from . import data as D

PLACEMENT = ("spaces", "coins", "slots", "neutral", "souvenirs", "meals", "hot_springs", "encounters",
             "panoramas", "donations", "achievements")


def _per_player(name, value, n, allow=None):
    value = list(value)
    if len(value) not in (n, allow):
        raise ValueError(f"{name} must give one entry per player ({n}), got {len(value)}")
    return value


class ScenarioMixin:
    """``_arrange``, ``_stack_decks`` and ``_check_table`` for scenarios and saves."""

    def _arrange(self, **placement) -> None:
        known = PLACEMENT + self.EXTRA_PLACEMENT
        unknown = set(placement) - set(known)
        if unknown:
            raise ValueError(f"unknown scenario keyword(s) {sorted(unknown)}; known: {list(known)}")
        given = {k: v for k, v in placement.items() if v is not None}
        self._fresh = False
        if given and self.queue:
            raise ValueError("a scenario that places travellers needs travelers=[names] (or initiation=True)")
        n, pawns = self.players, self.pawns
        if "spaces" in given:
            spaces = _per_player("spaces", given["spaces"], n)
            if self.neutral >= 0:
                spaces.append(given.get("neutral", D.KYOTO))
            elif "neutral" in given:
                raise ValueError("only 2-player games have a neutral traveller")
            for s in spaces:
                if not isinstance(s, int) or not D.KYOTO <= s <= D.EDO:
                    raise ValueError(f"road positions run from 1 (Kyoto) to 55 (Edo), got {s!r}")
            slots = _per_player("slots", given.get("slots", [0] * pawns), n, pawns)
            slots += [len(slots)] * (pawns - len(slots))
            self.space = spaces
            order = sorted(range(pawns), key=lambda i: (spaces[i], slots[i], i))
            for rank, pawn in enumerate(order):
                self.stamp[pawn] = rank + 1
            self.clock = pawns + 1
            if min(spaces) == D.EDO:
                raise ValueError("everyone is already in Edo: the journey is over (rule tokaido.end)")
            self.closed_inn = max(i for i in D.INNS if i <= min(spaces))
        if "coins" in given:
            coins = _per_player("coins", given["coins"], n)
            if any(not isinstance(c, int) or c < 0 for c in coins):
                raise ValueError("coins cannot be negative")
            self.coins = coins
        events: list = []  # the scenario's past: its points count, its events are not shown
        for p, cards in enumerate(_per_player("souvenirs", given.get("souvenirs", [[]] * n), n)):
            for card in cards:
                self._from_deck("souvenir", card, p)
                self._gain_souvenir(p, card, events, "tokaido.village.sets")
        for p, dishes in enumerate(_per_player("meals", given.get("meals", [[]] * n), n)):
            # Past meals were eaten at the inns already left behind; any more (Crossroads' Itamae) on the road.
            passed = [inn for inn in D.INNS[1:] if inn < self.space[p]]
            passed += [self.space[p]] * (len(dishes) - len(passed))
            for k, dish in enumerate(dishes):
                if dish in self.meals[p]:
                    raise ValueError(f"player {p + 1} cannot have eaten {dish} twice (rule tokaido.inn.no_repeat)")
                self._from_deck("meal", dish, p)
                self.meals[p].append(dish)
                self.meal_places[p].append(passed[k])
                self.points[p]["meals"] += D.MEAL_POINTS
        for p, cards in enumerate(_per_player("hot_springs", given.get("hot_springs", [[]] * n), n)):
            for card in cards:
                self._from_deck("hot_spring", card, p)
                self.hot_springs[p].append(card)
                self.points[p]["hot_springs"] += card
                self._card_bonus(p, "hot_spring", events)
        for p, cards in enumerate(_per_player("encounters", given.get("encounters", [[]] * n), n)):
            for card in cards:
                self._from_deck("encounter", card, p)
                self.encounters[p].append(card)
        self._arrange_panoramas(given, events)
        if "donations" in given:
            donations = _per_player("donations", given["donations"], n, pawns)
            for p, d in enumerate(donations):
                if not isinstance(d, int) or d < 0:
                    raise ValueError("donations cannot be negative")
                self.donated[p] = d
                if p < n:
                    self.points[p]["temple"] += d
        self._arrange_extra(given, events)
        self._derive()

    def _arrange_panoramas(self, given: dict, events: list) -> None:
        n = self.players
        chosen = dict(given.get("achievements", {}))
        for p, pano in enumerate(_per_player("panoramas", given.get("panoramas", [{}] * n), n)):
            for kind, sections in dict(pano).items():
                if kind not in D.PANORAMAS:
                    raise ValueError(f"unknown panorama {kind!r}; kinds: {list(D.PANORAMAS)}")
                if not 0 <= sections <= D.PANORAMAS[kind]:
                    raise ValueError(f"the {kind} panorama has {D.PANORAMAS[kind]} sections, not {sections}")
                for section in range(1, sections + 1):
                    self.panoramas[p][kind] = section
                    self.pano_supply[kind][section - 1] -= 1
                    self.points[p]["panoramas"] += section
        for kind, size in D.PANORAMAS.items():
            done = [p for p in range(n) if self.panoramas[p][kind] == size]
            if kind in chosen:
                holder = chosen.pop(kind)
                if holder not in done:
                    raise ValueError(f"player {holder + 1} has not completed the {kind} panorama "
                                     "(rule tokaido.panorama.achievement)")
            elif len(done) > 1:
                raise ValueError(f"several players completed the {kind} panorama: say who was first with "
                                 f"achievements={{'{kind}': player}} (rule tokaido.panorama.achievement)")
            else:
                holder = done[0] if done else None
            if holder is not None:
                self._panorama_achievement(holder, kind, events)
        if chosen:
            raise ValueError(f"unknown panorama achievement(s) {sorted(chosen)}")

    def _from_deck(self, deck: str, card, p: int) -> None:
        try:
            self.decks[deck].remove(card)
        except ValueError:
            raise ValueError(f"player {p + 1} cannot hold {card!r}: no such {deck} card is left in the box") from None

    def _stack_decks(self, decks: dict) -> None:
        self._fresh = False
        for name, cards in decks.items():
            if name not in self.decks:
                raise ValueError(f"unknown deck {name!r}; Tokaido's decks: {sorted(self.decks)}")
            stack_on_top(self.decks[name], cards, name)

    def _check_table(self) -> None:
        """Rules of the table: free spaces, purses, collections, one copy of each card."""
        if self._fresh:
            return  # set up from the box by _setup: valid by construction (saves and scenarios are checked)
        occ = Counter(self.space)
        for pos, count in occ.items():
            typ, double = D.SPACES[pos]
            if typ != "inn" and count > self.cap[pos] and not self._shared_ok(pos, count):
                if double:
                    raise ValueError(f"space {pos} is a double space but its second slot is used only with "
                                     f"4-5 players, and {count} travellers are on it (rule tokaido.move.double_space)")
                raise ValueError(f"{count} travellers are on the single space {pos} (rule tokaido.move.free_space)")
        if any(c < 0 for c in self.coins):
            raise ValueError("a purse holds a negative number of coins")
        for p in range(self.players):
            if len(set(self.meals[p])) != len(self.meals[p]):
                raise ValueError(f"player {p + 1} ate a dish twice (rule tokaido.inn.no_repeat)")
        held = self._held_cards()
        for name, box in self._box_decks().items():
            count = Counter(box)
            found = Counter(self.decks[name])
            for hand in held.get(name, []):
                found.update(hand)
            found.update(self._cards_out(name))
            if found != count:
                raise ValueError(f"the {name} cards do not add up to the box: missing {dict(count - found)}, "
                                 f"extra {dict(found - count)}")

        for kind, size in D.PANORAMAS.items():
            for section in range(1, size + 1):
                held = sum(1 for p in range(self.players) if self.panoramas[p][kind] >= section)
                if held + self.pano_supply[kind][section - 1] != D.PANORAMA_COPIES:
                    raise ValueError(f"the {kind} panorama cards (section {section}) do not add up to the box")

    EXTRA_PLACEMENT: tuple = ()  # scenario keywords an expansion adds (read by _arrange_extra)

    def _arrange_extra(self, given: dict, events: list) -> None:
        """An expansion's scenario keywords (none in the base game)."""

    def _shared_ok(self, pos: int, count: int) -> bool:
        """May ``count`` travellers share the space ``pos`` beyond its slots? (Crossroads' Friendship)"""
        return False

    def _held_cards(self) -> dict:
        """Deck name -> the players' collections of its cards (for the card accounting)."""
        return {"meal": self.meals, "souvenir": self.souvenirs, "hot_spring": self.hot_springs,
                "encounter": self.encounters}

    def _box_decks(self) -> dict:
        return dict(D.BASE_DECKS)

    def _cards_out(self, deck: str) -> list:
        """Cards of ``deck`` that are on the table but in no collection (offers, draws)."""
        if deck == "meal":
            return self.offer + ([self.free_meal] if self.free_meal else [])
        if deck == "souvenir":
            return list(self.village)
        if deck == "encounter":
            return [c for p, step, data in self.queue if step == "encounter.choose" for c in data["cards"]]
        return []
