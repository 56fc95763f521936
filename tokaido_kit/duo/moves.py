"""The three characters' moves and what their landing does (Tokaido Duo).

Each rule is a small method whose docstring names its rule id. A method that
needs a decision sets ``self.stage`` (and ``self.stage_opts``) and returns;
the action that answers it continues the move. Geometry and values come from
the island data file only.
"""

from __future__ import annotations

from .words import DuoEvent as Event

from .island import CHARACTERS, ISLAND

I = ISLAND


class MoveRules:
    """Pilgrim, Merchant and Artist rules, mixed into :class:`~tokaido_kit.duo.DuoGame`."""

    def _start_move(self, ev: list[Event]) -> None:
        ch = self.move["ch"]
        if ch == "pilgrim":
            self._pilgrim_start(ev)
        elif ch == "merchant":
            self._merchant_start(ev)
        else:
            self._artist_start(ev)

    def _has_wave(self, player: int, side: str) -> bool:
        """Rule ``duo.wave.take``: a Wave tile works for the player whose board holds it."""
        for c in CHARACTERS:
            if self.wave_side[c] == side:
                return self.wave_owner[c] == player
        return False

    def _effect_done(self, ev: list[Event]) -> None:
        if self.stage is None:
            self._finish_move(ev)

    # ------------------------------------------------------------------ Pilgrim
    def _ring_taken(self, player: int) -> set:
        """Rule ``duo.pilgrim.occupied``: spaces holding another figure (the other Pilgrim, a Merchant in a coastal town)."""
        taken = {self.pilgrim[1 - player]}
        for town in self.merchant:
            space = I.space_of_town.get(town)
            if space is not None:
                taken.add(space)
        return taken

    def pilgrim_landing(self, player: int, steps: int) -> int:
        """Rule ``duo.pilgrim.move``: clockwise ``steps`` spaces, on to the next free space if occupied."""
        taken = self._ring_taken(player)
        space = (self.pilgrim[player] + steps) % I.ring_size
        while space in taken:
            space = (space + 1) % I.ring_size
        return space

    def pilgrim_choices(self, player: int, value: int) -> list[list[int]]:
        """Rules ``duo.wave.hasty`` / ``duo.wave.calm``: the die value, or one more / one less (at least 1).

        Returns ``[space, steps]`` pairs, one per distinct landing space, the plain die value first.
        """
        steps = [value]
        side = self.wave_side["pilgrim"]
        if self.wave_owner["pilgrim"] == player:
            alt = max(1, value + I.wave_value[side])
            if alt != value:
                steps.append(alt)
        out: list[list[int]] = []
        for n in steps:
            space = self.pilgrim_landing(player, n)
            if all(space != s for s, _ in out):
                out.append([space, n])
        return out

    def _pilgrim_start(self, ev: list[Event]) -> None:
        opts = self.pilgrim_choices(self.actor, self.move["value"])
        if len(opts) == 1:
            self._pilgrim_arrive(ev, *opts[0])
        else:
            self.stage, self.stage_opts = "pilgrim_to", opts

    def _pilgrim_arrive(self, ev: list[Event], space: int, steps: int) -> None:
        p = self.actor
        start = self.pilgrim[p]
        value = self.move["value"]
        if steps != value:
            side = self.wave_side["pilgrim"]
            ev.append(Event("wave_step", p, f"duo.wave.{side}", name=self.name_of(p), side=side,
                                 value=value, steps=steps))
        aim = (start + steps) % I.ring_size
        self.pilgrim[p] = space
        ev.append(Event("pilgrim_moved", p, "duo.pilgrim.move", name=self.name_of(p), start=start,
                             end=space, steps=steps, aim=aim))
        if aim != space:
            ev.append(Event("pilgrim_bumped", p, "duo.pilgrim.occupied", name=self.name_of(p), aim=aim,
                                 end=space))
        self._pilgrim_effect(ev, p, space)
        self._effect_done(ev)

    def _pilgrim_effect(self, ev: list[Event], p: int, space: int) -> None:
        kind = I.ring[space]
        if kind == "coastal":
            self._coastal_visit(ev, p, I.town_at_space[space])
        elif kind == "temple":
            self._temple(ev, p)
        elif kind == "garden":
            self._garden(ev, p)
        elif kind == "hot_spring":
            self._take_spring(ev, p)
        else:
            self._seashore(ev, p)

    def _coastal_visit(self, ev: list[Event], p: int, town: str) -> None:
        """Rule ``duo.pilgrim.coastal``: coins by the town's boutique token, into the Merchant's purse."""
        coins = self.boutiques[town][1]
        self.coins[p] += coins
        ev.append(Event("pilgrim_coins", p, "duo.pilgrim.coastal", name=self.name_of(p), town=town,
                             coins=coins, total=self.coins[p]))
        self._bank(ev, p)

    def _temple(self, ev: list[Event], p: int) -> None:
        """Rule ``duo.pilgrim.temple``: one step up the Temple track; the top step ends the game."""
        top = len(I.temple_track)
        if self.temple[p] >= top:
            ev.append(Event("temple_full", p, "duo.pilgrim.temple", name=self.name_of(p)))
            return
        self.temple[p] += 1
        ev.append(Event("temple", p, "duo.pilgrim.temple", name=self.name_of(p), step=self.temple[p],
                             value=I.temple_track[self.temple[p] - 1]))
        if self.temple[p] == top:
            self.trigger_end(ev, "temple", p)

    def _garden(self, ev: list[Event], p: int) -> None:
        """Rule ``duo.pilgrim.garden``: one step up the Garden track; the top step ends the game."""
        top = len(I.garden_track)
        if self.garden[p] >= top:
            ev.append(Event("garden_full", p, "duo.pilgrim.garden", name=self.name_of(p)))
            return
        self.garden[p] += 1
        ev.append(Event("garden", p, "duo.pilgrim.garden", name=self.name_of(p), step=self.garden[p],
                             value=I.garden_track[self.garden[p] - 1]))
        if self.garden[p] == top:
            self.trigger_end(ev, "garden", p)

    def _take_spring(self, ev: list[Event], p: int) -> None:
        """Rules ``duo.pilgrim.hot_spring`` / ``duo.spring.fresh``: take the token (from the board or the opponent)."""
        if self.spring == p:
            ev.append(Event("spring_already", p, "duo.pilgrim.hot_spring", name=self.name_of(p)))
            return
        kind = "spring_taken" if self.spring is None else "spring_taken_from"
        self.spring = p
        self.spring_fresh = True
        ev.append(Event(kind, p, "duo.pilgrim.hot_spring", name=self.name_of(p), other=self.name_of(1 - p)))

    def _seashore(self, ev: list[Event], p: int) -> None:
        """Rule ``duo.pilgrim.seashore``: a Wave tile from the board, else from the opponent; none if you hold all."""
        opts = [c for c in CHARACTERS if self.wave_owner[c] is None]
        if not opts:
            opts = [c for c in CHARACTERS if self.wave_owner[c] == 1 - p]
        if not opts:
            ev.append(Event("waves_all", p, "duo.pilgrim.seashore", name=self.name_of(p)))
        elif len(opts) == 1:
            self._take_wave(ev, opts[0])
        else:
            self.stage, self.stage_opts = "take_wave", opts

    def _take_wave(self, ev: list[Event], character: str) -> None:
        """Rule ``duo.wave.take``: the tile goes on the board of its character, side unchanged."""
        p = self.actor
        source = self.wave_owner[character]
        self.wave_owner[character] = p
        kind = "wave_taken" if source is None else "wave_taken_from"
        ev.append(Event(kind, p, "duo.wave.take", name=self.name_of(p), character=character,
                             side=self.wave_side[character], other=self.name_of(1 - p)))

    # ------------------------------------------------------------------ Merchant
    def blocked_towns(self, player: int) -> set:
        """Rule ``duo.merchant.coastal_occupied``: coastal towns holding another figure."""
        blocked = set()
        for space in self.pilgrim:
            town = I.town_at_space.get(space)
            if town is not None:
                blocked.add(town)
        other = self.merchant[1 - player]
        if other in I.space_of_town:
            blocked.add(other)
        return blocked

    def merchant_destinations(self, player: int, steps: int) -> list[str]:
        """Rules ``duo.merchant.exact`` / ``duo.merchant.coastal_occupied``: ends of the exact-length routes.

        A route never visits a town twice and never enters an occupied coastal town.
        Listed in the island's town order.
        """
        blocked = self.blocked_towns(player)
        routes = I.merchant_routes[(self.merchant[player], steps)]
        if not blocked:
            return [t for t, _ in routes]
        return [t for t, ways in routes if any(blocked.isdisjoint(way) for way in ways)]

    def _merchant_start(self, ev: list[Event]) -> None:
        p = self.actor
        dests = self.merchant_destinations(p, self.move["value"])
        if not dests:
            ev.append(Event("merchant_stuck", p, self._stuck_rule(p), name=self.name_of(p),
                                 start=self.merchant[p], steps=self.move["value"]))
            self._finish_move(ev)
        elif len(dests) == 1:
            self._merchant_arrive(ev, dests[0])
        else:
            self.stage, self.stage_opts = "merchant_to", dests

    def _stuck_rule(self, p: int) -> str:
        """Why the Merchant cannot move: no route of the die's length (duo.merchant.exact), or routes that
        all go through an occupied coastal town (kit decision duo.decision.merchant_passing)."""
        if I.merchant_routes[(self.merchant[p], self.move["value"])]:
            return "duo.decision.merchant_passing"
        return "duo.merchant.exact"

    def _merchant_arrive(self, ev: list[Event], town: str) -> None:
        """Rule ``duo.merchant.move``: the Merchant travels to the chosen town; the town acts."""
        p = self.actor
        ev.append(Event("merchant_moved", p, "duo.merchant.move", name=self.name_of(p),
                             start=self.merchant[p], end=town, steps=self.move["value"]))
        self.merchant[p] = town
        if town in I.draw:
            self._draw_goods(ev, p, town)
        else:
            kind = self.boutiques[town][0]
            if self.goods[p][kind]:
                self.stage, self.stage_opts = "sell", []
            else:
                ev.append(Event("nothing_to_sell", p, "duo.merchant.sell", name=self.name_of(p),
                                     town=town, good=kind))
        self._effect_done(ev)

    def storage_limit(self, player: int) -> int:
        """Rules ``duo.merchant.storage`` / ``duo.wave.robust``: 5 goods, 6 with Robust."""
        return I.storage + (I.wave_value["robust"] if self._has_wave(player, "robust") else 0)

    def _draw_one(self) -> str | None:
        total = sum(self.bag.values())
        if not total:
            return None
        if self.bag_next and self.bag[self.bag_next[0]] > 0:
            kind = self.bag_next.pop(0)
        else:
            r = self.rng.randrange(total)
            for kind in I.kinds:
                r -= self.bag[kind]
                if r < 0:
                    break
        self.bag[kind] -= 1
        return kind

    def _draw_goods(self, ev: list[Event], p: int, town: str) -> None:
        """Rules ``duo.merchant.mountain`` / ``duo.wave.robust``: draw the town's number of goods from the bag."""
        count = I.draw[town] + (I.wave_value["robust"] if self._has_wave(p, "robust") else 0)
        drawn = []
        for _ in range(count):
            kind = self._draw_one()
            if kind is None:
                break
            self.goods[p][kind] += 1
            drawn.append(kind)
        ev.append(Event("goods_drawn", p, "duo.merchant.mountain", name=self.name_of(p), town=town,
                             goods=", ".join(drawn) or "-", count=len(drawn)))
        limit = self.storage_limit(p)
        if sum(self.goods[p].values()) > limit:
            self.stage, self.stage_opts = "storage", [limit]

    def _return_good(self, ev: list[Event], kind: str) -> None:
        """Rule ``duo.merchant.storage``: over the limit, the owner puts goods back in the bag, one by one."""
        p = self.actor
        self.goods[p][kind] -= 1
        self.bag[kind] += 1
        ev.append(Event("good_returned", p, "duo.merchant.storage", name=self.name_of(p), good=kind))
        if sum(self.goods[p].values()) <= self.stage_opts[0]:
            self.stage, self.stage_opts = None, []
            self._finish_move(ev)

    def _sell(self, ev: list[Event], sell: bool) -> None:
        """Rules ``duo.merchant.sell`` / ``duo.wave.cunning``: sell every good of the boutique's kind, or not."""
        p = self.actor
        town = self.merchant[p]
        kind, price = self.boutiques[town]
        if not sell:
            ev.append(Event("no_sale", p, "duo.merchant.sell", name=self.name_of(p), town=town, good=kind))
            return
        if self._has_wave(p, "cunning"):
            price += I.wave_value["cunning"]
        n = self.goods[p][kind]
        self.goods[p][kind] = 0
        self.bag[kind] += n
        self.coins[p] += n * price
        ev.append(Event("goods_sold", p, "duo.merchant.sell", name=self.name_of(p), town=town, good=kind,
                             count=n, price=price, coins=n * price, total=self.coins[p]))
        self._bank(ev, p)

    def _bank(self, ev: list[Event], p: int) -> None:
        """Rule ``duo.gold.bar``: every 10 coins become a gold bar in the leftmost empty slot, at once."""
        slots = len(I.gold_slots)
        while self.coins[p] >= I.coins_per_bar and self.gold[p] < slots:
            self.coins[p] -= I.coins_per_bar
            self.gold[p] += 1
            ev.append(Event("gold_bar", p, "duo.gold.bar", name=self.name_of(p), bar=self.gold[p],
                                 value=I.gold_slots[self.gold[p] - 1], coins=self.coins[p]))
            if self.gold[p] == slots:
                self.trigger_end(ev, "gold", p)

    # ------------------------------------------------------------------ Artist
    def artist_destinations(self, player: int, steps: int) -> list[str]:
        """Rule ``duo.artist.move``: zones at the end of a path of exactly ``steps`` zones, none twice."""
        ends = {path[-1] for path in I.artist_paths[(self.artist[player], steps)]}
        return [z for z in I.zones if z in ends]

    def _artist_start(self, ev: list[Event]) -> None:
        p = self.actor
        value = self.move["value"]
        if not I.artist_paths[(self.artist[p], value)]:
            ev.append(Event("artist_stuck", p, "duo.artist.move", name=self.name_of(p),
                                 start=self.artist[p], steps=value))
            self._finish_move(ev)
            return
        if self._has_wave(p, "inspired"):
            start = self.artist[p]
            self.move.update(start=start, path=[], icons=[I.icon[start]])
            self._artist_continue(ev)
            return
        dests = self.artist_destinations(p, value)
        if len(dests) == 1:
            self._artist_arrive(ev, dests[0])
        else:
            self.stage, self.stage_opts = "artist_to", dests

    def artist_steps(self) -> list[str]:
        """Rule ``duo.wave.inspired``: the next zones from which the move can still be completed."""
        path = tuple(self.move["path"])
        k = len(path)
        nxt = {full[k] for full in I.artist_paths[(self.move["start"], self.move["value"])] if full[:k] == path}
        return [z for z in I.zones if z in nxt]

    def _artist_continue(self, ev: list[Event]) -> None:
        while len(self.move["path"]) < self.move["value"]:
            opts = self.artist_steps()
            if len(opts) > 1:
                self.stage, self.stage_opts = "artist_step", opts
                return
            self._artist_take_step(ev, opts[0])
        self._artist_arrive(ev, self.move["path"][-1])

    def _artist_take_step(self, ev: list[Event], zone: str) -> None:
        """Rule ``duo.wave.inspired``: with Inspired the Artist moves zone by zone."""
        p = self.actor
        self.move["path"].append(zone)
        if I.icon[zone] not in self.move["icons"]:
            self.move["icons"].append(I.icon[zone])
        ev.append(Event("artist_step", p, "duo.wave.inspired", name=self.name_of(p), zone=zone,
                             icon=I.icon[zone]))

    def _artist_step(self, ev: list[Event], zone: str) -> None:
        self._artist_take_step(ev, zone)
        self._artist_continue(ev)

    def _artist_arrive(self, ev: list[Event], zone: str) -> None:
        p = self.actor
        start = self.move.get("start", self.artist[p])
        self.artist[p] = zone
        ev.append(Event("artist_moved", p, "duo.artist.move", name=self.name_of(p), start=start, end=zone,
                             steps=self.move["value"], icon=I.icon[zone]))
        self.stage, self.stage_opts = "artist_act", []

    def figures_in_zone(self, zone: str, player: int) -> int:
        """Rule ``duo.artist.paint``: the figures in a zone, the painting Artist excluded."""
        n = 1 if self.artist[1 - player] == zone else 0
        for q in (0, 1):
            if I.zone_of_space[self.pilgrim[q]] == zone:
                n += 1
            if I.zone_of_town[self.merchant[q]] == zone:
                n += 1
        return n

    def _paint(self, ev: list[Event]) -> None:
        """Rules ``duo.artist.paint`` / ``duo.wave.expert``: reveal one tile per other figure in the zone."""
        p = self.actor
        zone = self.artist[p]
        others = self.figures_in_zone(zone, p)
        expert = self._has_wave(p, "expert")
        want = others + (I.wave_value["expert"] if expert else 0)
        start = self.revealed[p]
        count = min(want, len(I.painting_slots) - start)
        self.revealed[p] = start + count
        shown = ", ".join(self.tiles[p][start:start + count]) or "-"
        kind = "painted_expert" if expert else ("painted" if others else "painted_nothing")
        ev.append(Event(kind, p, "duo.artist.paint",
                             name=self.name_of(p), zone=zone, others=others, count=count, icons=shown))

    def gift_icons(self, player: int) -> list[str]:
        """Rules ``duo.artist.gift`` / ``duo.wave.inspired``: the icons a gift may match on this move."""
        if self.move is not None and "icons" in self.move:
            return self.move["icons"]
        return [I.icon[self.artist[player]]]

    def _can_gift(self, p: int) -> bool:
        g = self.gifted[p]
        return g < self.revealed[p] and self.tiles[p][g] in self.gift_icons(p)

    def _gift(self, ev: list[Event]) -> None:
        """Rule ``duo.artist.gift``: give away the top-left revealed tile when its icon matches."""
        p = self.actor
        icon = self.tiles[p][self.gifted[p]]
        self.gifted[p] += 1
        n = self.gifted[p]
        ev.append(Event("gifted", p, "duo.artist.gift", name=self.name_of(p), icon=icon,
                             zone=self.artist[p], count=n, value=I.painting_slots[n - 1]))
        if n == len(I.painting_slots):
            self.trigger_end(ev, "paintings", p)
