"""The island of Tokaido Duo, read from ONE data file: teaching island v1.

Teaching island v1 is NOT the printed board: the printed geometry was not found
in public material (see ``shared/rules/duo.md``). Every space, town, route,
zone, boutique, die face, track and Rank path the engine uses comes from
``data/island_v1.json``; the rules code holds none of those numbers. This module
only reads that file and derives lookup tables from it (who is next to whom,
which simple paths exist), checking that the file is consistent.
"""

from __future__ import annotations

import json
from pathlib import Path

DATA_FILE = Path(__file__).resolve().parent / "data" / "island_v1.json"

CHARACTERS = ("pilgrim", "merchant", "artist")


def _simple_paths(adjacency: dict[str, list[str]], start: str, steps: int, allowed=None) -> list[tuple]:
    """Every path of exactly ``steps`` moves from ``start`` that never visits a place twice.

    A path is the tuple of places entered (``start`` excluded). ``allowed``
    (optional) filters which places may be entered.
    """
    paths: list[tuple] = []

    def walk(here: str, seen: tuple) -> None:
        if len(seen) == steps:
            paths.append(seen)
            return
        for there in adjacency[here]:
            if there != start and there not in seen and (allowed is None or allowed(there)):
                walk(there, seen + (there,))

    walk(start, ())
    return paths


def walk_ends(adjacency: dict[str, list[str]], start: str, steps: int) -> set:
    """Where walks of exactly ``steps`` moves from ``start`` may end when places may be visited again."""
    here = {start}
    for _ in range(steps):
        here = {there for place in here for there in adjacency[place]}
    return here


class Island:
    """The island's geometry and printed values, with derived lookup tables."""

    def __init__(self, data: dict) -> None:
        self.label: str = data["label"]
        self.ring: list[str] = list(data["ring"])
        self.ring_size = len(self.ring)
        self.mountains = [t["name"] for t in data["mountain_towns"]]
        self.coastal = [t["name"] for t in data["coastal_towns"]]
        self.towns = self.mountains + self.coastal  # the fixed "town number" order
        self.draw = {t["name"]: t["draw"] for t in data["mountain_towns"]}
        self.space_of_town = {t["name"]: t["space"] for t in data["coastal_towns"]}
        self.town_at_space = {s: name for name, s in self.space_of_town.items()}
        self.zones = [z["name"] for z in data["zones"]]
        self.icon = {z["name"]: z["icon"] for z in data["zones"]}
        self.zone_of_space: dict[int, str] = {}
        for z in data["zones"]:
            for s in z["spaces"]:
                self.zone_of_space[s] = z["name"]
        self.zone_of_town = {t["name"]: t["zone"] for t in data["mountain_towns"] + data["coastal_towns"]}
        self.routes = [tuple(r) for r in data["routes"]]
        self.neighbours: dict[str, list[str]] = {t: [] for t in self.towns}
        for a, b in self.routes:
            self.neighbours[a].append(b)
            self.neighbours[b].append(a)
        for t in self.towns:
            self.neighbours[t].sort(key=self.towns.index)
        # Artist zones are linked by the routes between two coastal towns
        # (so an Artist never passes through a mountain town).
        self.zone_links: dict[str, list[str]] = {z: [] for z in self.zones}
        for a, b in self.routes:
            if a in self.space_of_town and b in self.space_of_town:
                za, zb = self.zone_of_town[a], self.zone_of_town[b]
                for x, y in ((za, zb), (zb, za)):
                    if y not in self.zone_links[x]:
                        self.zone_links[x].append(y)
        for z in self.zones:
            self.zone_links[z].sort(key=self.zones.index)
        self.boutiques = [tuple(b) for b in data["boutiques"]]
        self.goods = dict(data["goods"])
        self.kinds = list(self.goods)
        self.storage = data["storage"]
        self.dice = {c: list(data["dice"][c]) for c in CHARACTERS}
        self.temple_track = list(data["temple_track"])
        self.garden_track = list(data["garden_track"])
        self.gold_slots = list(data["gold_slots"])
        self.coins_per_bar = data["coins_per_bar"]
        self.painting_slots = list(data["painting_slots"])
        self.painting_rows = data["painting_rows"]
        self.painting_tiles = list(data["painting_tiles"])
        self.wave_sides = {c: list(data["wave_tiles"][c]) for c in CHARACTERS}
        self.wave_value = dict(data["wave_values"])
        self.start = dict(data["start"])
        self.automa_towns = list(data["automa_order"]["towns"])
        self.automa_zones = list(data["automa_order"]["zones"])
        self.rank_paths = {c: list(data["automa_rank_paths"][c]) for c in CHARACTERS}
        self.max_die = max(max(f) for f in self.dice.values()) + 1  # +1: a Wave tile may add one
        self.merchant_paths = {
            (t, d): _simple_paths(self.neighbours, t, d) for t in self.towns for d in range(1, self.max_die + 1)
        }
        # For each (town, steps): destination -> the distinct sets of coastal towns entered on the way.
        self.merchant_routes: dict = {}
        for key, paths in self.merchant_paths.items():
            routes: dict[str, list] = {}
            for path in paths:
                coastal = frozenset(t for t in path if t in self.space_of_town)
                if coastal not in routes.setdefault(path[-1], []):
                    routes[path[-1]].append(coastal)
            self.merchant_routes[key] = [(t, routes[t]) for t in self.towns if t in routes]
        self.artist_paths = {
            (z, d): _simple_paths(self.zone_links, z, d) for z in self.zones for d in range(1, self.max_die + 1)
        }
        self._check()

    def _check(self) -> None:
        """Refuse an inconsistent data file (a teaching aid must not teach a broken island)."""
        problems = []
        if sorted(self.zone_of_space) != list(range(self.ring_size)):
            problems.append("every ring space must belong to exactly one zone")
        for name, s in self.space_of_town.items():
            if self.ring[s] != "coastal":
                problems.append(f"coastal town {name} sits on ring space {s}, which is not marked coastal")
        if sum(1 for k in self.ring if k == "coastal") != len(self.coastal):
            problems.append("the ring's coastal spaces do not match the coastal towns")
        if len(self.boutiques) != len(self.coastal):
            problems.append("there must be one boutique token per coastal town")
        if len(self.painting_tiles) != len(self.painting_slots):
            problems.append("there must be one painting tile per painting slot")
        if any(z not in self.icon for z in self.zone_of_town.values()):
            problems.append("a town names an unknown zone")
        for kind in {k for k, _ in self.boutiques}:
            if kind not in self.goods:
                problems.append(f"a boutique sells {kind}, which is not a kind of goods")
        if sorted(self.automa_towns) != sorted(self.towns) or sorted(self.automa_zones) != sorted(self.zones):
            problems.append("the Automa's order must list every town and every zone once")
        if problems:
            raise ValueError("the island data file is inconsistent: " + "; ".join(problems))


def load(path: Path = DATA_FILE) -> Island:
    with open(path, encoding="utf-8") as fh:
        return Island(json.load(fh))


ISLAND = load()
