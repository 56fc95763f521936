"""Tokaido Duo: the game state, the round of three dice, the end, and the contract.

The rules of each character live in ``moves.py`` (Pilgrim, Merchant, Artist,
and the spaces they land on), the Automa in ``automa.py``, scenario checks in
``table.py`` and the teacher's refusals in ``explain.py``. All geometry and
printed values come from :data:`~tokaido_kit.duo.island.ISLAND` (teaching
island v1, not the printed board).

A round (rule ``duo.round.draft``): the first chooser rolls the three dice and
takes one, the other player takes one of the two left, the first chooser
takes the last (automatically: it is the only die left). Each die moves the
chooser's own figure of that kind exactly the shown number; the landing
space's effect follows. Some effects ask a decision: a Wave tile's choice of
space, the Merchant's destination, selling, what to keep, paint or gift,
which Wave tile to take, whether to spend the hot-spring token.
"""

from __future__ import annotations

from typing import Any

from tokaido_kit.core import Action, Game, i18n

from .automa import AutomaRules
from .explain import Refusals
from .island import CHARACTERS, ISLAND
from .moves import MoveRules
from .rules import RULES
from .table import TableRules
from .view import ViewRules
from .words import DuoEvent as Event

I = ISLAND

def _action_table() -> dict:
    """Every action of the game, built once (actions are immutable values)."""
    table: dict = {k: Action(k) for k in ("paint", "gift", "sell", "no_sale", "use_spring", "keep_spring")}
    for c in CHARACTERS:
        table[("choose_die", c)] = Action("choose_die", character=c)
        table[("take_wave", c)] = Action("take_wave", character=c)
    for s in range(I.ring_size):
        table[("pilgrim_to", s)] = Action("pilgrim_to", space=s)
    for t in I.towns:
        table[("merchant_to", t)] = Action("merchant_to", town=t)
    for z in I.zones:
        table[("artist_to", z)] = Action("artist_to", zone=z)
        table[("artist_step", z)] = Action("artist_step", zone=z)
    for k in I.kinds:
        table[("return_good", k)] = Action("return_good", good=k)
    return table


_ACT = _action_table()
_ANSWERS = {
    "pilgrim_to": "_answer_pilgrim_to", "merchant_to": "_answer_merchant_to", "artist_to": "_answer_artist_to",
    "artist_step": "_answer_artist_step", "paint": "_answer_artist_act", "gift": "_answer_artist_act",
    "sell": "_answer_sell", "no_sale": "_answer_sell", "return_good": "_answer_storage",
    "take_wave": "_answer_take_wave", "use_spring": "_answer_hot_spring", "keep_spring": "_answer_hot_spring",
}
_NAMES: dict = {}

# The decisions the game can wait for (``pending``), besides "choose_die".
STAGES = ("pilgrim_to", "merchant_to", "artist_to", "artist_step", "artist_act",
          "sell", "storage", "take_wave", "hot_spring")


class DuoGame(MoveRules, AutomaRules, TableRules, Refusals, ViewRules, Game):
    """Tokaido Duo for two players, or one player against the kit's Automa (``automa=True``)."""

    name = "duo"
    RULES = RULES
    OPTIONS = ("automa",)
    PLAYERS = (2, 2)
    island = ISLAND

    # ------------------------------------------------------------------ setup
    def _setup(self, players: int, automa: bool = False) -> None:
        """Rule ``duo.setup``: figures on their start places, empty purses and tracks.

        Random at setup (rule ``duo.wave.sides`` and the seed): each Wave tile's
        side, the boutique tokens on the coastal towns, each player's painting
        tiles face down, all from the seeded RNG.
        """
        if automa not in (True, False):
            raise ValueError(f"automa must be True or False, got {automa!r}")
        self.automa = bool(automa)
        rng = self.rng
        start = I.start
        self.pilgrim = [start["pilgrim"], start["pilgrim"]]
        self.merchant = [start["merchant"], start["merchant"]]
        self.artist = [start["artist"], start["artist"]]
        self.coins = [0, 0]
        self.gold = [0, 0]
        self.temple = [1, 1]
        self.garden = [1, 1]
        self.goods = [{k: 0 for k in I.kinds}, {k: 0 for k in I.kinds}]
        self.bag = dict(I.goods)
        self.bag_next: list[str] = []
        tokens = [list(b) for b in I.boutiques]
        rng.shuffle(tokens)
        self.boutiques = {town: tokens[i] for i, town in enumerate(I.coastal)}
        self.tiles = []
        for _ in range(2):
            tiles = list(I.painting_tiles)
            rng.shuffle(tiles)
            self.tiles.append(tiles)
        self.revealed = [0, 0]
        self.gifted = [0, 0]
        self.wave_side = {c: I.wave_sides[c][rng.randrange(2)] for c in CHARACTERS}
        self.wave_owner: dict[str, int | None] = {c: None for c in CHARACTERS}
        self.spring: int | None = None
        self.spring_fresh = False
        self.ranks = {c: 0 for c in CHARACTERS}
        self.round = 1
        self.first = 0
        self.rolled: dict[str, int] = {}
        self.remaining: list[str] = []
        self.picks = 0
        self.actor = 0
        self.move: dict[str, Any] | None = None
        self.stage: str | None = None
        self.stage_opts: list = []
        self.last_round = False
        self.end_reasons: list[str] = []
        self.over = False
        self.opening: list = []

    def _start(self) -> None:
        """Roll the first round's dice (after a scenario stacked them), then freeze the start."""
        if not self.rolled:
            shops = ", ".join(f"{t} {k} {v}" for t, (k, v) in self.boutiques.items())
            ev = [Event("setup", None, "duo.wave.sides", **{c: self.wave_side[c] for c in CHARACTERS}),
                  Event("boutiques", None, "duo.setup", boutiques=shops),
                  Event("paintings_shuffled", None, "duo.setup")]
            self._roll_dice(ev)
            self._drive(ev)
            self.opening = [[e.kind, e.player, e.rule, e.data] for e in ev]
        super()._start()

    def _opening_events(self) -> list[Event]:
        return [Event(k, p, r, **dict(d)) for k, p, r, d in self.opening]

    # ------------------------------------------------------------------ saves
    _PLAIN = ("pilgrim", "merchant", "artist", "coins", "gold", "temple", "garden", "bag_next",
              "revealed", "gifted", "remaining", "stage_opts", "end_reasons")

    def _dump(self) -> dict[str, Any]:
        d: dict[str, Any] = {k: list(getattr(self, k)) for k in self._PLAIN}
        d.update(
            automa=self.automa, goods=[dict(g) for g in self.goods], bag=dict(self.bag),
            boutiques={t: list(b) for t, b in self.boutiques.items()}, tiles=[list(t) for t in self.tiles],
            wave_side=dict(self.wave_side), wave_owner=dict(self.wave_owner), spring=self.spring,
            spring_fresh=self.spring_fresh, ranks=dict(self.ranks), round=self.round, first=self.first,
            rolled=dict(self.rolled), picks=self.picks, actor=self.actor,
            move=None if self.move is None else {k: (list(v) if isinstance(v, list) else v)
                                                 for k, v in self.move.items()},
            stage=self.stage, last_round=self.last_round, over=self.over,
            opening=[[k, p, r, dict(x)] for k, p, r, x in self.opening],
        )
        d["stage_opts"] = [list(o) if isinstance(o, list) else o for o in self.stage_opts]
        return d

    def _load(self, d: dict[str, Any]) -> None:
        try:
            for k in self._PLAIN:
                setattr(self, k, d[k])
            for k in ("goods", "bag", "boutiques", "tiles", "wave_side", "wave_owner", "spring",
                      "spring_fresh", "ranks", "round", "first", "rolled", "picks", "actor", "move",
                      "stage", "last_round", "over", "opening"):
                setattr(self, k, d[k])
            self.automa = bool(d["automa"])
        except KeyError as err:
            raise ValueError(f"this Tokaido Duo position is damaged: it has no {err}") from None
        if self.automa != bool(self.options.get("automa", False)):
            raise ValueError("this Tokaido Duo position does not match the game's automa option")

    # ------------------------------------------------------------------ the contract
    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.stage is not None:
            return self.actor
        return self._picker()

    @property
    def pending(self) -> str | None:
        if self.over:
            return None
        return self.stage or "choose_die"

    def _picker(self) -> int:
        """Rule ``duo.round.draft``: picks go first chooser, other player, first chooser."""
        return self.first if self.picks != 1 else 1 - self.first

    def is_automa(self, player: int) -> bool:
        return self.automa and player == 1

    def name_of(self, player: int) -> str:
        """The player's name in the current language (cached per language)."""
        names = _NAMES.get(i18n.get_language())
        if names is None:
            names = _NAMES[i18n.get_language()] = (
                i18n.text("duo.name.player", number=1), i18n.text("duo.name.player", number=2),
                i18n.text("duo.name.automa"))
        return names[2] if player == 1 and self.automa else names[player]

    def _legal(self) -> list[Action]:
        stage = self.stage
        if stage is None:
            return [_ACT[("choose_die", c)] for c in self.remaining]
        if stage == "pilgrim_to":
            return [_ACT[("pilgrim_to", s)] for s, _ in self.stage_opts]
        if stage in ("merchant_to", "artist_to", "artist_step", "take_wave"):
            return [_ACT[(stage, x)] for x in self.stage_opts]
        if stage == "artist_act":
            return [_ACT["paint"], _ACT["gift"]] if self._can_gift(self.actor) else [_ACT["paint"]]
        if stage == "sell":
            return [_ACT["sell"], _ACT["no_sale"]]
        if stage == "storage":
            return [_ACT[("return_good", k)] for k, n in self.goods[self.actor].items() if n]
        return [_ACT["use_spring"], _ACT["keep_spring"]]

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        kind = action.kind
        if kind == "choose_die":
            self._choose_die(ev, action.character, last=False)
        else:
            self.stage = None
            getattr(self, _ANSWERS[kind])(ev, action)
        self._drive(ev)
        return ev

    # How each answer to a pending decision continues the move.
    def _answer_pilgrim_to(self, ev: list[Event], action: Action) -> None:
        steps = dict((s, n) for s, n in self.stage_opts)[action.space]
        self._pilgrim_arrive(ev, action.space, steps)

    def _answer_merchant_to(self, ev: list[Event], action: Action) -> None:
        self._merchant_arrive(ev, action.town)

    def _answer_artist_to(self, ev: list[Event], action: Action) -> None:
        self._artist_arrive(ev, action.zone)

    def _answer_artist_step(self, ev: list[Event], action: Action) -> None:
        self._artist_step(ev, action.zone)

    def _answer_artist_act(self, ev: list[Event], action: Action) -> None:
        (self._paint if action.kind == "paint" else self._gift)(ev)
        self._finish_move(ev)

    def _answer_sell(self, ev: list[Event], action: Action) -> None:
        self._sell(ev, action.kind == "sell")
        self._finish_move(ev)

    def _answer_storage(self, ev: list[Event], action: Action) -> None:
        self.stage = "storage"
        self._return_good(ev, action.good)

    def _answer_take_wave(self, ev: list[Event], action: Action) -> None:
        self._take_wave(ev, action.character)
        self._finish_move(ev)

    def _answer_hot_spring(self, ev: list[Event], action: Action) -> None:
        self._hot_spring(ev, action.kind == "use_spring")

    # ------------------------------------------------------------------ the round
    def _roll_dice(self, ev: list[Event]) -> None:
        """Rule ``duo.round.roll``: the first chooser rolls all three dice."""
        self.rolled = {c: self.roll(I.dice[c]) for c in CHARACTERS}
        self.remaining = list(CHARACTERS)
        self.picks = 0
        ev.append(Event("dice_rolled", self.first, "duo.round.roll", round=self.round,
                             name=self.name_of(self.first), **self.rolled))

    def _choose_die(self, ev: list[Event], character: str, last: bool) -> None:
        """Rule ``duo.round.move_exact``: the chosen die moves the chooser's figure of that kind."""
        p = self._picker()
        self.remaining.remove(character)
        self.actor = p
        if self.spring_fresh and self.spring == p:
            self.spring_fresh = False  # taken on an earlier turn: usable from now on
        value = self.rolled[character]
        ev.append(Event("last_die" if last else "die_chosen", p, "duo.round.draft",
                             name=self.name_of(p), character=character, value=value))
        self.move = {"ch": character, "value": value, "repeat": False}
        self._start_move(ev)

    def _finish_move(self, ev: list[Event]) -> None:
        """The landing is resolved: offer the hot-spring repeat (rule ``duo.spring.repeat``), else end the pick."""
        p = self.actor
        if self.spring == p and not self.spring_fresh and not self.move["repeat"] and not self.is_automa(p):
            self.stage = "hot_spring"
            self.stage_opts = []
            return
        self._end_pick(ev)

    def _hot_spring(self, ev: list[Event], use: bool) -> None:
        """Rule ``duo.spring.repeat``: spend the token to repeat the same move and effect; it returns to the board."""
        p = self.actor
        if not use:
            ev.append(Event("spring_kept", p, "duo.spring.repeat", name=self.name_of(p)))
            self._end_pick(ev)
            return
        self.spring = None
        self.move["repeat"] = True
        ev.append(Event("spring_used", p, "duo.spring.repeat", name=self.name_of(p),
                             character=self.move["ch"], value=self.move["value"]))
        self._start_move(ev)

    def _end_pick(self, ev: list[Event]) -> None:
        self.move = None
        self.stage = None
        self.stage_opts = []
        if self.spring_fresh and self.spring != self.actor:
            self.spring_fresh = False
        self.picks += 1
        if self.picks == 3:
            self._end_round(ev)

    def _end_round(self, ev: list[Event]) -> None:
        """Rules ``duo.end.trigger`` and ``duo.round.alternate``: end the game or start the next round."""
        if self.last_round:
            self.over = True
            self.spring_fresh = False
            self._final_events(ev)
            return
        self.round += 1
        self.first = 1 - self.first
        ev.append(Event("new_round", self.first, "duo.round.alternate", round=self.round,
                             name=self.name_of(self.first)))
        self._roll_dice(ev)

    def _drive(self, ev: list[Event]) -> None:
        """Play what needs no decision: the last die of a round, and every turn of the Automa."""
        while not self.over and self.stage is None:
            p = self._picker()
            if self.is_automa(p):
                self._automa_turn(ev)
            elif len(self.remaining) == 1:
                self._choose_die(ev, self.remaining[0], last=True)
            else:
                return

    def trigger_end(self, ev: list[Event], reason: str, player: int) -> None:
        """Rule ``duo.end.trigger``: a condition met makes this round the last one."""
        if reason in self.end_reasons:
            return
        self.end_reasons.append(reason)
        ev.append(Event(f"end_{reason}", player, "duo.end.trigger", name=self.name_of(player)))
        self.last_round = True

    # ------------------------------------------------------------------ scores
    def score_parts(self, player: int) -> dict[str, int]:
        """Rule ``duo.end.score`` (``duo.automa.score`` for the Automa): points per character."""
        if self.is_automa(player):
            return {c: I.rank_paths[c][self.ranks[c]] for c in CHARACTERS}
        g, n = self.gold[player], self.gifted[player]
        return {
            "pilgrim": I.temple_track[self.temple[player] - 1] * I.garden_track[self.garden[player] - 1],
            "merchant": I.gold_slots[g - 1] if g else 0,
            "artist": I.painting_slots[n - 1] if n else 0,
        }

    def scores(self) -> list[int]:
        return [sum(self.score_parts(p).values()) for p in (0, 1)]

    def score_breakdown(self, player: int) -> dict[str, int]:
        """Where ``player``'s points come from, one source per character (rule duo.end.score)."""
        return self.score_parts(player)

    def winners(self) -> list[int]:
        """Rule ``duo.end.tie``: the higher total; a tie goes to more coins left, else a draw.

        Against the Automa (rule ``duo.automa.tie``) a tie goes to the human. Empty before the end.
        """
        if not self.over:
            return []
        return self._leaders()

    def _leaders(self) -> list[int]:
        a, b = self.scores()
        if a != b:
            return [0] if a > b else [1]
        if self.automa:
            return [0]
        if self.coins[0] != self.coins[1]:
            return [0] if self.coins[0] > self.coins[1] else [1]
        return [0, 1]

    def _final_events(self, ev: list[Event]) -> None:
        scores = self.scores()
        win = self._leaders()
        data = dict(score0=scores[0], score1=scores[1], name0=self.name_of(0), name1=self.name_of(1))
        if len(win) == 2:
            ev.append(Event("game_drawn", None, "duo.end.tie", **data))
        elif scores[0] != scores[1]:
            ev.append(Event("game_won", win[0], "duo.end.score", winner=self.name_of(win[0]), **data))
        elif self.automa:
            ev.append(Event("game_won_automa_tie", 0, "duo.automa.tie", winner=self.name_of(0), **data))
        else:
            ev.append(Event("game_won_coins", win[0], "duo.end.tie", winner=self.name_of(win[0]),
                                 coins=self.coins[win[0]], **data))
