"""Scenarios: put a position on the table, and refuse one that breaks a rule of the table."""

from __future__ import annotations

from typing import Any

from ..core import i18n
from .island import CHARACTERS, ISLAND
from .words import Good

I = ISLAND


def _refuse(rule: str, reason: str, **data: Any) -> ValueError:
    """A position the table refuses, in the current language: "<rule id>: <why>" (the editor shows it)."""
    return ValueError(f"{rule}: " + i18n.text(f"duo.table.{reason}", **data))


def _pair(name: str, value: Any) -> list:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError(f"{name} needs one value per player (2 values), got {value!r}")
    return list(value)


class TableRules:
    """``DuoGame.scenario(...)`` placement keywords and the table checks."""

    def _arrange(self, pilgrims=None, merchants=None, artists=None, coins=None, gold=None, temple=None,
                 garden=None, goods=None, tiles=None, revealed=None, gifted=None, waves=None,
                 hot_spring=None, boutiques=None, ranks=None, round=None, first=None, **unknown) -> None:
        """Place figures, purses, goods, tracks, painting tiles, Wave tiles and the hot-spring token.

        ``waves`` maps a character to its owner (``None``, 0 or 1) or to
        ``{"side": ..., "owner": ...}``; ``hot_spring`` is its holder;
        ``goods`` is one ``{kind: count}`` per player (the bag holds the rest);
        ``tiles`` the painting tiles of each player in slot order; ``ranks``
        the Automa's Rank steps ``{character: step}``.
        """
        if unknown:
            raise ValueError(f"unknown scenario keyword(s) for Tokaido Duo: {sorted(unknown)}")
        for key, value in (("pilgrim", pilgrims), ("merchant", merchants), ("artist", artists),
                           ("coins", coins), ("gold", gold), ("temple", temple), ("garden", garden),
                           ("revealed", revealed), ("gifted", gifted)):
            if value is not None:
                setattr(self, key, _pair(key, value))
        if goods is not None:
            self.goods = []
            for held in _pair("goods", goods):
                if not isinstance(held, dict) or any(k not in I.goods for k in held):
                    raise ValueError(f"goods must map kinds {I.kinds} to counts, got {held!r}")
                self.goods.append({k: int(held.get(k, 0)) for k in I.kinds})
            self.bag = {k: I.goods[k] - self.goods[0][k] - self.goods[1][k] for k in I.kinds}
        if tiles is not None:
            self.tiles = [list(t) for t in _pair("tiles", tiles)]
        if waves is not None:
            for ch, spec in dict(waves).items():
                if ch not in CHARACTERS:
                    raise ValueError(f"there is no {ch!r} Wave tile; the tiles are {list(CHARACTERS)}")
                if isinstance(spec, dict):
                    if "side" in spec:
                        self.wave_side[ch] = spec["side"]
                    spec = spec.get("owner")
                self.wave_owner[ch] = spec
        if hot_spring is not None:
            self.spring = hot_spring
        if boutiques is not None:
            for town, token in dict(boutiques).items():
                if town not in self.boutiques:
                    raise ValueError(f"{town!r} is not a coastal town; they are {I.coastal}")
                self.boutiques[town] = list(token)
        if ranks is not None:
            for ch, step in dict(ranks).items():
                if ch not in CHARACTERS:
                    raise ValueError(f"there is no {ch!r} Rank path")
                self.ranks[ch] = step
        if round is not None:
            self.round = round
        if first is not None:
            self.first = first
        self._mark_met_conditions()

    def _mark_met_conditions(self) -> None:
        """Rule ``duo.end.trigger``: a scenario that starts with a condition met starts in the last round."""
        for p in (0, 1):
            if self.is_automa(p):
                if any(self.ranks[c] == len(I.rank_paths[c]) - 1 for c in CHARACTERS):
                    self.end_reasons.append("rank")
                continue
            for reason, met in (("temple", self.temple[p] == len(I.temple_track)),
                                ("garden", self.garden[p] == len(I.garden_track)),
                                ("gold", self.gold[p] == len(I.gold_slots)),
                                ("paintings", self.gifted[p] == len(I.painting_slots))):
                if met and reason not in self.end_reasons:
                    self.end_reasons.append(reason)
        self.last_round = bool(self.end_reasons)

    def _stack_decks(self, decks: dict[str, list]) -> None:
        """``decks={"bag": [kinds]}``: the next goods drawn from the bag, in that order."""
        stack = decks.pop("bag", None)
        if decks:
            raise ValueError(f"Tokaido Duo has one deck to stack, 'bag'; not {sorted(decks)}")
        if stack is not None:
            for kind in set(stack):
                if kind not in I.goods:
                    raise _refuse("duo.merchant.mountain", "no_such_good", good=repr(kind),
                                  goods=", ".join(str(Good(k)) for k in I.kinds))
                if stack.count(kind) > self.bag[kind]:
                    raise _refuse("duo.merchant.mountain", "bag_short", count=stack.count(kind), good=Good(kind),
                                  held=self.bag[kind])
            self.bag_next = list(stack)

    def _check_table(self) -> None:
        """Raise ``ValueError`` naming the broken rule of the table."""
        start = I.start["pilgrim"]
        for p in (0, 1):
            s = self.pilgrim[p]
            if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < I.ring_size:
                raise _refuse("duo.pilgrim.move", "ring_space", top=I.ring_size - 1, space=repr(s))
            if self.merchant[p] not in I.zone_of_town:
                raise _refuse("duo.merchant.move", "not_a_town", town=repr(self.merchant[p]), towns=", ".join(I.towns))
            if self.artist[p] not in I.icon:
                raise _refuse("duo.artist.move", "not_a_zone", zone=repr(self.artist[p]), zones=", ".join(I.zones))
        if self.pilgrim[0] == self.pilgrim[1] != start:
            raise _refuse("duo.pilgrim.occupied", "two_pilgrims", space=self.pilgrim[0])
        for p in (0, 1):
            town = self.merchant[p]
            if town in I.space_of_town:
                if self.merchant[1 - p] == town:
                    raise _refuse("duo.merchant.coastal_occupied", "two_merchants", town=town)
                if I.space_of_town[town] in self.pilgrim:
                    raise _refuse("duo.merchant.coastal_occupied", "merchant_and_pilgrim", town=town)
        for key, top in (("temple", len(I.temple_track)), ("garden", len(I.garden_track))):
            for v in getattr(self, key):
                if not isinstance(v, int) or not 1 <= v <= top:
                    raise ValueError(f"duo.pilgrim.{key}: the {key} track has steps 1-{top}, not {v!r}")
        for p in (0, 1):
            if not isinstance(self.gold[p], int) or not 0 <= self.gold[p] <= len(I.gold_slots):
                raise ValueError(f"duo.gold.bar: gold bars are 0-{len(I.gold_slots)}, not {self.gold[p]!r}")
            c = self.coins[p]
            if not isinstance(c, int) or c < 0:
                raise _refuse("duo.gold.bar", "coins_whole", coins=repr(c))
            if c >= I.coins_per_bar and self.gold[p] < len(I.gold_slots):
                raise _refuse("duo.gold.bar", "coins_bar", coins=c, bar=I.coins_per_bar)
            if sorted(self.tiles[p]) != sorted(I.painting_tiles):
                raise ValueError(f"duo.artist.paint: each player has the painting tiles {sorted(I.painting_tiles)}")
            if not 0 <= self.gifted[p] <= self.revealed[p] <= len(I.painting_slots):
                raise ValueError("duo.artist.gift: 0 <= gifted <= revealed <= 10 painting tiles")
            if sum(self.goods[p].values()) > self.storage_limit(p):
                raise ValueError(f"duo.merchant.storage: player {p + 1} holds more goods than the storage limit")
        if any(n < 0 for n in self.bag.values()):
            raise ValueError(f"duo.merchant.mountain: more goods held than exist ({I.goods})")
        for ch in CHARACTERS:
            if self.wave_side[ch] not in I.wave_sides[ch]:
                raise ValueError(f"duo.wave.sides: the {ch} Wave tile is {I.wave_sides[ch]}, not {self.wave_side[ch]!r}")
            if self.wave_owner[ch] not in (None, 0, 1) or (self.automa and self.wave_owner[ch] == 1):
                raise ValueError(f"duo.wave.take: the {ch} Wave tile's owner {self.wave_owner[ch]!r} is not possible")
        if self.spring not in (None, 0, 1) or (self.automa and self.spring == 1):
            raise ValueError(f"duo.pilgrim.hot_spring: the hot-spring token's holder {self.spring!r} is not possible")
        if sorted(map(tuple, self.boutiques.values())) != sorted(I.boutiques):
            raise ValueError(f"duo.pilgrim.coastal: the boutique tokens are {sorted(I.boutiques)}")
        for ch in CHARACTERS:
            if not isinstance(self.ranks[ch], int) or not 0 <= self.ranks[ch] < len(I.rank_paths[ch]):
                raise ValueError(f"duo.automa.rank: a Rank step is 0-{len(I.rank_paths[ch]) - 1}")
        if self.automa and (self.coins[1] or self.gold[1] or any(self.goods[1].values()) or self.gifted[1]):
            raise ValueError("duo.automa.score: the Automa has no money, goods or paintings")
        if self.first not in (0, 1) or not isinstance(self.round, int) or self.round < 1:
            raise ValueError("duo.round.alternate: first is 0 or 1 and round is at least 1")
