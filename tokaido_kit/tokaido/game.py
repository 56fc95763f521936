"""``TokaidoGame``: the state of the table and the flow of decisions.

The rules themselves are small methods grouped by topic in the mixins:
:mod:`.movement` (who moves, where), :mod:`.spaces` (what each space gives),
:mod:`.inns` (arrivals, meals, leaving), :mod:`.scoring` (achievements, temple
ranking, winner), :mod:`.scenario` (tutorial positions) and :mod:`.view`.

How a turn flows. ``queue`` holds the decisions owed right now, as
``[player, step, data]`` rows (``step`` is the ``pending`` name). When it is
empty, the traveller furthest behind moves. A space or an inn may add decisions
to the queue (a village purchase, a meal); when the queue empties again the
game checks whether an inn is complete, then finds the next mover.
"""

from __future__ import annotations

from typing import Any

from ..core import Action, Event, Game
from . import data as D
from .crossroads import CROSSROADS_DECISIONS, CrossroadsMixin
from .matsuri import MatsuriMixin
from .matsuri import decisions as matsuri_decisions
from .inns import InnsMixin
from .movement import MovementMixin
from .names import PlayerName
from .names import NEUTRAL, adjustments, placements
from .names import names as player_names
from .rules import RULES
from .scenario import ScenarioMixin
from .scoring import ScoringMixin
from .spaces import SpacesMixin
from .terms import plain_action
from .travelers import hooks_for
from .view import ViewMixin

EXPANSIONS = ("crossroads", "matsuri")
AVAILABLE_EXPANSIONS: tuple = ("crossroads", "matsuri")  # Matsuri adds itself here


class TokaidoGame(MatsuriMixin, CrossroadsMixin, MovementMixin, SpacesMixin, InnsMixin, ScoringMixin, ScenarioMixin, ViewMixin, Game):
    """The Tokaido road game, 2 to 5 players (a neutral traveller joins 2-player games)."""

    name = "tokaido"
    RULES = RULES
    PLAYERS = (2, 5)
    OPTIONS = ("expansions", "travelers", "initiation", "gastronomy", "preparations")

    # ------------------------------------------------------------------ setup
    def _setup(self, players: int, expansions=(), travelers=None, initiation=False,
               gastronomy=False, preparations=False) -> None:
        """Rules tokaido.setup.*: decks shuffled, departure order drawn, tiles dealt."""
        self._set_options(players, expansions, travelers, initiation, gastronomy, preparations)
        rng = self.rng
        self.decks = {name: list(cards) for name, cards in D.BASE_DECKS.items()}
        for deck in self.decks.values():
            rng.shuffle(deck)
        pool = [t.name for t in D.TRAVELERS.values() if t.box == "base" or t.box in self.expansions]
        rng.shuffle(pool)
        n, pawns = players, self.pawns
        # Departure order at Kyoto: the first to leave arrived "last" (largest stamp).
        order = list(range(pawns))
        rng.shuffle(order)
        self.space = [D.KYOTO] * pawns
        self.stamp = [0] * pawns
        for rank, pawn in enumerate(order):
            self.stamp[pawn] = pawns - rank
        self.clock = pawns + 1
        self.traveler = [None] * n
        self.coins = [0] * n
        self.points = [dict.fromkeys(D.SOURCES, 0) for _ in range(n)]
        self.panoramas = [dict.fromkeys(D.PANORAMAS, 0) for _ in range(n)]
        self.pano_supply = {k: [D.PANORAMA_COPIES] * size for k, size in D.PANORAMAS.items()}
        self.pano_first = {k: [] for k in D.PANORAMAS}
        self.souvenirs = [[] for _ in range(n)]
        self.sets = [[] for _ in range(n)]
        self.meals = [[] for _ in range(n)]
        self.meal_places = [[] for _ in range(n)]
        self.hot_springs = [[] for _ in range(n)]
        self.encounters = [[] for _ in range(n)]
        self.donated = [0] * pawns
        self.awards = {}
        self.offer, self.offer_inn, self.free_meal = [], 0, None
        self.village = []
        self.queue = []
        self.closed_inn = D.KYOTO
        self.over = False
        # Preparations: coins by departure order (players only; the neutral pawn has no purse).
        leaving = [p for p in order if p < n]
        self.adjust = [0] * n
        if preparations:
            for k, p in enumerate(leaving):
                self.adjust[p] = k - 1
        if initiation:
            self.coins = [max(0, D.INITIATION_COINS + a) for a in self.adjust]
        elif travelers is not None:
            for p, name in enumerate(travelers):
                self._take_traveler(p, name)
        else:
            for p in range(n):
                tiles = [pool.pop() for _ in range(self._tiles_dealt())]
                self.queue.append([p, "traveler", {"tiles": tiles}])
        self._setup_crossroads()
        self._setup_matsuri()
        self._fresh = True  # a table straight from the box: _check_table has nothing to check
        self._derive()

    def _set_options(self, players, expansions, travelers, initiation, gastronomy, preparations) -> None:
        """Check the options of ``new`` (rule tokaido.setup.expansions and friends)."""
        exp = (expansions,) if isinstance(expansions, str) else tuple(expansions or ())
        for e in exp:
            if e not in EXPANSIONS:
                raise ValueError(f"unknown expansion {e!r}; Tokaido knows {list(EXPANSIONS)}")
        if "matsuri" in exp and "crossroads" not in exp:
            raise ValueError("Matsuri needs Crossroads: the seed plays Matsuri on top of Crossroads, "
                             "so use expansions=('crossroads', 'matsuri')")
        for e in exp:
            if e not in AVAILABLE_EXPANSIONS:
                raise ValueError(f"the {e} expansion is not yet available in this engine")
        self.expansions = tuple(e for e in EXPANSIONS if e in exp)
        if travelers is not None:
            if initiation:
                raise ValueError("the initiation variant plays without traveller tiles: do not give travelers")
            travelers = list(travelers)
            if len(travelers) != players:
                raise ValueError(f"travelers must name one traveller per player ({players}), got {len(travelers)}")
            for t in travelers:
                info = D.TRAVELERS.get(t)
                if info is None:
                    raise ValueError(f"unknown traveller {t!r}; known: {sorted(D.TRAVELERS)}")
                if info.box != "base" and info.box not in self.expansions:
                    raise ValueError(f"{t} comes with the {info.box} expansion, which is not in this game")
            if len(set(travelers)) != len(travelers):
                raise ValueError("each traveller tile exists once: two players cannot both be " +
                                 next(t for t in travelers if travelers.count(t) > 1))
        self.initiation, self.gastronomy, self.preparations = bool(initiation), bool(gastronomy), bool(preparations)
        self.pawns = players + 1 if players == 2 else players
        self.neutral = players if players == 2 else -1

    def _take_traveler(self, p: int, name: str) -> None:
        """Rule tokaido.setup.travelers: the tile sets the starting coins."""
        self.traveler[p] = name
        self.coins[p] = max(0, D.TRAVELERS[name].coins + self.adjust[p])

    def _derive(self) -> None:
        """Rebuild what follows from the stored state (never saved: always recomputed)."""
        n = self.players
        self.hooks = [hooks_for(t) for t in self.traveler]
        self.names = [t if t else PlayerName.seat(p) for p, t in enumerate(self.traveler)]
        if self.neutral >= 0:
            self.names.append(PlayerName(NEUTRAL))
        self.cap = self._room()
        self.stop_hooks = self._stop_hooks()
        occ = [0] * 56
        for s in self.space:
            occ[s] += 1
        self.occ = occ
        self._find_mover()

    def _start(self) -> None:
        self._scenario_inn_offer()
        super()._start()
        self._fresh = False  # from now on _check_table checks everything

    def _opening_events(self):
        order = sorted(range(self.pawns), key=lambda i: -self.stamp[i])
        placed = any(s != D.KYOTO for s in self.space)  # a tutorial position somewhere on the road
        events = [Event("shuffle", None, "tokaido.setup.decks", decks=len(self.decks))]
        if placed:
            events.append(Event("placed", None, "tokaido.move.turn_order",
                                where=placements((self.names[i], self.space[i]) for i in range(self.pawns))))
        else:
            events.append(Event("departure", None, "tokaido.setup.departure",
                                order=player_names(self.names[i] for i in order)))
        if self.neutral >= 0:
            events.append(Event("neutral", None, "tokaido.two.neutral"))
        if self.initiation:
            events.append(Event("initiation", None, "tokaido.variant.initiation", coins=D.INITIATION_COINS))
        if self.preparations:
            leaving = [p for p in order if p < self.players]
            events.append(Event("preparations", None, "tokaido.variant.preparations",
                                adjustments=adjustments((self.names[p], self.adjust[p]) for p in leaving)))
        events.extend(self._crossroads_opening())
        if self.gastronomy:
            events.append(Event("gastronomy", None, "tokaido.variant.gastronomy", meals=self._offer_size()))
        dealt = sum(1 for _p, step, _d in self.queue if step == "traveler")
        if dealt:
            events.append(Event("dealt", None, "tokaido.setup.travelers", players=dealt, tiles=self._tiles_dealt()))
        for p, t in enumerate(self.traveler):
            if t is not None:
                events.append(Event("traveler_placed" if placed else "traveler", p, "tokaido.setup.travelers",
                                    who=t, coins=self.coins[p]))
        events.extend(self._matsuri_opening())
        events.extend(self._scenario_offer_events())
        return events

    # ------------------------------------------------------------------ saves
    def _dump(self) -> dict[str, Any]:
        return {
            "expansions": list(self.expansions), "initiation": self.initiation,
            "gastronomy": self.gastronomy, "preparations": self.preparations,
            "decks": {k: list(v) for k, v in self.decks.items()},
            "space": list(self.space), "stamp": list(self.stamp), "clock": self.clock,
            "traveler": list(self.traveler), "coins": list(self.coins), "adjust": list(self.adjust),
            "points": [dict(d) for d in self.points],
            "panoramas": [dict(d) for d in self.panoramas],
            "pano_supply": {k: list(v) for k, v in self.pano_supply.items()},
            "pano_first": {k: list(v) for k, v in self.pano_first.items()},
            "souvenirs": [list(x) for x in self.souvenirs], "sets": [list(x) for x in self.sets],
            "meals": [list(x) for x in self.meals], "meal_places": [list(x) for x in self.meal_places],
            "hot_springs": [list(x) for x in self.hot_springs],
            "encounters": [list(x) for x in self.encounters],
            "donated": list(self.donated), "awards": {k: list(v) for k, v in self.awards.items()},
            "offer": list(self.offer), "offer_inn": self.offer_inn, "free_meal": self.free_meal,
            "village": list(self.village),
            "queue": [[p, s, _copy_data(d)] for p, s, d in self.queue],
            "closed_inn": self.closed_inn, "over": self.over,
            **self._dump_crossroads(),
            **self._dump_matsuri(),
        }

    def _load(self, d: dict[str, Any]) -> None:
        try:
            self.expansions = tuple(d["expansions"])
            self.initiation, self.gastronomy, self.preparations = d["initiation"], d["gastronomy"], d["preparations"]
            self.pawns = self.players + 1 if self.players == 2 else self.players
            self.neutral = self.players if self.players == 2 else -1
            self.decks = d["decks"]
            for key in ("space", "stamp", "clock", "traveler", "coins", "adjust", "points", "panoramas",
                        "pano_supply", "pano_first", "souvenirs", "sets", "meals", "meal_places",
                        "hot_springs", "encounters", "donated", "awards", "offer", "offer_inn",
                        "free_meal", "village", "queue", "closed_inn", "over"):
                setattr(self, key, d[key])
            self._load_crossroads(d)
            self._load_matsuri(d)
            if len(self.space) != self.pawns or len(self.traveler) != self.players:
                raise ValueError("the saved position has the wrong number of travellers")
            for t in self.traveler:
                if t is not None and t not in D.TRAVELERS:
                    raise ValueError(f"the saved position names an unknown traveller {t!r}")
            self._fresh = False
            self._derive()
        except (KeyError, TypeError, IndexError, AttributeError) as err:
            raise ValueError(f"this Tokaido position is damaged ({err!r})") from None

    # ------------------------------------------------------------------ the flow
    def _find_mover(self) -> None:
        """Rule tokaido.move.turn_order: the traveller furthest behind moves next.

        On a double space or at an inn, the one who arrived last (larger stamp)
        counts as further behind: the side slot moves first, the last to arrive
        at an inn leaves first.
        """
        space, stamp = self.space, self.stamp
        best, where, when = 0, space[0], stamp[0]
        for i in range(1, self.pawns):
            s = space[i]
            if s < where or (s == where and stamp[i] > when):
                best, where, when = i, s, stamp[i]
        self.mover = best

    def _leader(self) -> int:
        """Rule tokaido.two.neutral: the player furthest ahead (who moves the neutral traveller)."""
        a, b = 0, 1
        sa, sb = self.space[0], self.space[1]
        if sa > sb or (sa == sb and self.stamp[0] < self.stamp[1]):
            return a
        return b

    @property
    def current_player(self):
        if self.queue:
            return self.queue[0][0]
        if self.over:
            return None
        m = self.mover
        return self._leader() if m == self.neutral else m

    @property
    def pending(self):
        if self.queue:
            return self.queue[0][1]
        return None if self.over else "move"

    @property
    def is_over(self) -> bool:
        return self.over

    def _legal(self) -> list[Action]:
        if self.queue:
            p, step, data = self.queue[0]
            out = self.DECISIONS[step][0](self, p, data)
        else:
            p, step, data = self.mover, "move", None
            out = self._legal_moves()
        if self.amulets_in_play and p < self.players and self.amulets[p]:
            out = out + self._amulet_offers(p, step, data)  # Crossroads: an amulet usable at this moment
        return out

    def _apply(self, action: Action) -> list:
        events: list = []
        action = plain_action(action)  # names offered as translatable Terms enter the state as plain strings
        if action.kind == "use_amulet":
            self._use_amulet(action, events)  # Crossroads: the decision it was offered in stays pending
        elif self.queue:
            p, step, data = self.queue.pop(0)
            self.DECISIONS[step][1](self, p, data, action, events)
        else:
            self._move(action._items[0][1], events)  # the space of Action("move", space=s)
        self._settle(events)
        return events

    def _settle(self, events: list) -> None:
        """After each decision: close a complete inn, end the game, find the next mover."""
        if self.queue or self.over:
            return
        if self._end_of_turn(events):  # the turn is over: True if Crossroads owes one more decision
            return
        space = self.space
        lo = min(space)
        if lo > self.closed_inn and lo == max(space) and lo in D.INNS:
            self._close_inn(lo, events)
            if self.queue or self.over:
                return
        self._find_mover()

    # -- decisions other than moving: step name -> (legal actions, apply)
    def _legal_traveler(self, p, data):
        return [Action("choose_traveler", traveler=t) for t in data["tiles"]]

    def _apply_traveler(self, p, data, action, events):
        """Rule tokaido.setup.travelers: keep one of the dealt tiles, take its coins."""
        self._take_traveler(p, action.traveler)
        self.hooks[p] = hooks_for(action.traveler)
        self.names[p] = action.traveler
        events.append(Event("traveler", p, "tokaido.setup.travelers", who=action.traveler, coins=self.coins[p]))

    DECISIONS: dict = {}


def _copy_data(d):
    if d is None:
        return None
    return {k: (list(v) if isinstance(v, list) else v) for k, v in d.items()}


TokaidoGame.DECISIONS = {
    "traveler": (TokaidoGame._legal_traveler, TokaidoGame._apply_traveler),
    "village": (TokaidoGame._legal_village, TokaidoGame._apply_village),
    "temple": (TokaidoGame._legal_temple, TokaidoGame._apply_temple),
    "encounter.choose": (TokaidoGame._legal_encounter_choice, TokaidoGame._apply_encounter_choice),
    "encounter.annaibito": (TokaidoGame._legal_panorama_choice, TokaidoGame._apply_annaibito),
    "inn.hiroshige": (TokaidoGame._legal_panorama_choice, TokaidoGame._apply_hiroshige),
    "inn.meal": (TokaidoGame._legal_meal, TokaidoGame._apply_meal),
    **CROSSROADS_DECISIONS,
}
TokaidoGame.DECISIONS.update(matsuri_decisions(TokaidoGame.DECISIONS))

__all__ = ["TokaidoGame"]
