"""The game base class: move stack, undo, copy, save files and scenarios.

A concrete game (``SakuraGame``, ``TokaidoGame``, ``DuoGame``) writes its rules
as small methods and provides these hooks:

* ``_setup(players, **options)``: a fresh table from the seeded ``self.rng``.
* ``_arrange(**placement)`` and ``_stack_decks(decks)``: a scenario's position.
* ``_check_table()``: ``ValueError`` if the position breaks a rule of the table.
* ``_dump()`` / ``_load(data)``: the whole position as fresh JSON-able data.
* ``_legal()``: the legal actions now; ``_apply(action)``: play one, return events.
* ``_explain(action)``: the :class:`IllegalAction` for an action not offered.
* ``current_player``, ``pending``, ``is_over``, ``scores()``, ``winners()``, ``view()``.

The base class does the bookkeeping common to all games, so undo, replay and
JSON are exact in every game in the same way: a game is its starting position
plus the list of decisions, replayed by the same deterministic rules.
"""

from __future__ import annotations

import json
import random
from typing import Any, ClassVar, Iterable, Sequence

from . import i18n
from .action import Action
from .copying import Copies
from .errors import IllegalAction
from .event import Event
from .rules import Rule

SAVE_FORMAT = "tokaido-kit-save"
#: Undo replays from the nearest checkpoint: every 64 decisions, an undo replays
#: at most 63 of them (about 1 ms in every game of the kit, see
#: tests/benchmarks/bench_undo.py), and a whole game keeps one or two checkpoints.
CHECKPOINT_EVERY = 64


class Game(Copies):
    """Base of every game. See the module docstring for the hooks."""

    name: ClassVar[str] = "game"
    SAVE_VERSION: ClassVar[int] = 1
    RULES: ClassVar[dict[str, Rule]] = {}
    OPTIONS: ClassVar[tuple[str, ...]] = ()  # keyword options of new() besides players and seed
    PLAYERS: ClassVar[tuple[int, int]] = (2, 6)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, players: int, seed: int | None = None, **options: Any):
        """A new game for ``players`` players, shuffled by ``seed``."""
        game = cls._blank(players, seed, options)
        game._setup(players, **options)
        game._check_table()
        game._start()
        return game

    @classmethod
    def scenario(
        cls,
        players: int,
        seed: int | None = 0,
        *,
        decks: dict[str, Sequence] | None = None,
        rolls: Sequence[int] | None = None,
        **kwargs: Any,
    ):
        """A position on the table for a tutorial or a test.

        Takes the options of :meth:`new`, the game's placement keywords, and
        ``decks`` / ``rolls`` to stack the next draws and dice. A position that
        breaks a rule of the table raises ``ValueError`` saying which.
        """
        options = {k: v for k, v in kwargs.items() if k in cls.OPTIONS}
        placement = {k: v for k, v in kwargs.items() if k not in cls.OPTIONS}
        game = cls._blank(players, seed, options)
        game._setup(players, **options)
        game._arrange(**placement)
        if decks:
            game._stack_decks({k: list(v) for k, v in decks.items()})
        if rolls:
            game._rolls = [int(r) for r in rolls]
        game._check_table()
        game._start()
        return game

    @classmethod
    def _blank(cls, players: int, seed: int | None, options: dict[str, Any]):
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError(f"players must be a whole number, got {players!r}")
        lo, hi = cls.PLAYERS
        if not lo <= players <= hi:
            raise ValueError(f"{cls.__name__} is for {lo} to {hi} players, not {players}")
        unknown = set(options) - set(cls.OPTIONS)
        if unknown:
            raise ValueError(f"unknown option(s) {sorted(unknown)} for {cls.__name__}; known: {list(cls.OPTIONS)}")
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        game = cls.__new__(cls)
        game.players = players
        game.seed = seed
        game.options = dict(options)
        game.rng = random.Random(seed)
        game._rolls = []
        game.log = []
        game._history = []
        game._checkpoints = {}
        game._legal_cache = None
        return game

    def _start(self) -> None:
        """Freeze the starting position (the root of undo, replay and saves)."""
        self._initial = self._snapshot()
        self.log.extend(self._opening_events())
        self._checkpoints = {0: (self._initial, len(self.log))}
        self._legal_cache = None

    def _opening_events(self) -> list[Event]:
        """Events describing the setup (shuffles, dealt tiles); none by default."""
        return []

    # ------------------------------------------------------------------ hooks
    def _setup(self, players: int, **options: Any) -> None:
        raise NotImplementedError

    def _arrange(self, **placement: Any) -> None:
        if placement:
            raise ValueError(f"unknown scenario keyword(s): {sorted(placement)}")

    def _stack_decks(self, decks: dict[str, list]) -> None:
        raise ValueError(f"{type(self).__name__} has no decks to stack: {sorted(decks)}")

    def _check_table(self) -> None:
        """Raise ``ValueError`` if the position breaks a rule of the table."""

    def _dump(self) -> dict[str, Any]:
        raise NotImplementedError

    def _load(self, data: dict[str, Any]) -> None:
        raise NotImplementedError

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def _explain(self, action: Action) -> IllegalAction | None:
        return None

    # ------------------------------------------------------------------ chance
    def roll(self, faces: Sequence[int]) -> int:
        """Roll a die with these faces: a stacked roll first, else the seeded RNG."""
        if self._rolls:
            value = self._rolls.pop(0)
            if value not in faces:
                raise ValueError(f"stacked roll {value} is not a face of this die {list(faces)}")
            return value
        return faces[self.rng.randrange(len(faces))]

    # ------------------------------------------------------------------ the contract
    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def pending(self) -> str | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    @property
    def pending_text(self) -> str:
        """The decision awaited, in words (``<game>.pending.<pending>`` in the catalogue)."""
        pending = self.pending
        if pending is None:
            return i18n.text("core.pending.none")
        key = f"{self.name}.pending.{pending}"
        return i18n.text(key) if i18n.has(key) else pending.replace("_", " ").replace(".", ": ")

    def scores(self) -> list[int]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def view(self, player: int | None = None) -> dict[str, Any]:
        raise NotImplementedError

    def evaluate(self, player: int) -> float:
        """How good the position is for ``player`` (used by GreedyBot): score lead by default."""
        scores = self.scores()
        others = [s for i, s in enumerate(scores) if i != player]
        return scores[player] - (max(others) if others else 0)

    def choice_words(self, action: Action) -> tuple[str, tuple[str, ...]] | None:
        """What a choice is, in the engine's words, and the rules it names, when its effect comes
        later than the choice (a card played face down). A hint's reason starts with it; None by
        default: a choice's own events say what it does."""
        return None

    # ------------------------------------------------------------ hidden choices (for SearchBot)
    def hidden_choice(self) -> Any:
        """A mark of the blind round when the player deciding now chooses face down, unseen by the
        others until a reveal (the same mark for every such choice of one round), else None.

        A bot searching ahead must not let another player *answer* its own face-down choice (they
        choose blind too): SearchBot guesses those choices instead (:meth:`choice_value`). The
        default: no face-down choices."""
        return None

    def choice_value(self, player: int, action: Action) -> float:
        """How good a face-down ``action`` looks to ``player`` by their own look-ahead, from the
        public table and that choice alone (a game with :meth:`hidden_choice` says how)."""
        raise NotImplementedError(f"{self.name} has no face-down choices")

    def face_down(self) -> dict[int, list[Action]]:
        """The players whose face-down choice of this round is made and not yet revealed, each with
        the choices they had (on a look-ahead copy, a bot may guess which one again)."""
        return {}

    def put_face_down(self, player: int, action: Action) -> None:
        """On a look-ahead copy only (a bot's guess): ``player``'s face-down choice becomes
        ``action``, one of :meth:`face_down`'s choices for them."""
        raise NotImplementedError(f"{self.name} has no face-down choices")

    def determinize(self, player: int | None, rng: random.Random) -> "Game":
        """A copy in which what ``player`` cannot see is re-dealt at random from ``rng``.

        Bots that look ahead play on this copy, so they never use hidden cards
        (other hands, face-down choices, deck order). Games with hidden information
        override it; the default is a copy whose future dice come from ``rng``
        (stacked rolls, which a tutorial shows on the table, stay).
        """
        twin = self.copy()
        twin.rng = random.Random(rng.getrandbits(64))
        return twin

    def legal_actions(self) -> list[Action]:
        """The actions that can be played now; empty only when the game is over."""
        if self._legal_cache is None:
            self._legal_cache = [] if self.is_over else self._legal()
        return list(self._legal_cache)

    def why_not(self, action: Any) -> IllegalAction | None:
        """None if ``action`` is legal now, else the :class:`IllegalAction` ``play`` would raise."""
        if self._legal_cache is None:
            self._legal_cache = [] if self.is_over else self._legal()
        if isinstance(action, Action) and action in self._legal_cache:
            return None
        if not isinstance(action, Action):
            return IllegalAction("core.turn", "core.why.not_an_action", action, got=repr(action))
        if self.is_over:
            return IllegalAction("core.game_over", "core.why.game_over", action)
        err = self._explain(action)
        if err is None:
            err = IllegalAction(
                "core.turn", "core.why.not_offered", action, what=str(action), pending=self.pending_text
            )
        if err.action is None:
            err.action = action
        return err

    def play(self, action: Action) -> list[Event]:
        """Play one decision and return its events; an illegal action raises and changes nothing."""
        legal = self._legal_cache
        if legal is None:
            legal = self._legal_cache = [] if self.is_over else self._legal()
        for offered in legal:  # bots pass back the very objects offered: identity first, it is cheap
            if offered is action:
                break
        else:
            if action not in legal or not isinstance(action, Action):
                raise self.why_not(action)  # type: ignore[misc]
        events = self._apply(action)
        self._legal_cache = None
        self._history.append(action)
        self.log.extend(events)
        n = len(self._history)
        if n % CHECKPOINT_EVERY == 0:
            self._checkpoints[n] = (self._checkpoint(), len(self.log))
        return events

    @property
    def history(self) -> list[Action]:
        """The decisions played so far, oldest first (the move stack)."""
        return list(self._history)

    def at(self, decisions: int) -> "Game":
        """A copy of this game after its first ``decisions`` decisions (a replay's position);
        the game itself is unchanged."""
        if not isinstance(decisions, int) or isinstance(decisions, bool) or not 0 <= decisions <= len(self._history):
            raise ValueError(f"a position of this game is after 0 to {len(self._history)} decisions, "
                             f"not {decisions!r}")
        twin = self.copy()
        if decisions < len(self._history):
            twin._rewind(decisions)
        return twin

    def undo(self) -> Action:
        """Take back the last decision and return it. The position is exactly as before it."""
        if not self._history:
            raise IllegalAction("core.turn", "core.why.nothing_to_undo")
        undone = self._history[-1]
        self._rewind(len(self._history) - 1)
        return undone

    def _rewind(self, n: int) -> None:
        """Go back to the position after the first ``n`` decisions (replaying from a checkpoint)."""
        base = max(k for k in self._checkpoints if k <= n)
        snapshot, log_len = self._checkpoints[base]
        for k in [k for k in self._checkpoints if k > n]:
            del self._checkpoints[k]
        replay = self._history[base:n]
        del self._history[base:]
        del self.log[log_len:]
        if isinstance(snapshot, tuple):
            self._restore_checkpoint(snapshot)
        else:
            self._restore(snapshot)  # decision 0: the starting position
        for action in replay:
            self.log.extend(self._apply(action))
            self._history.append(action)
            self._legal_cache = None

    def to_json(self) -> str:
        """The game as a JSON save file: options, starting position, decisions, and the position now."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "game": self.name,
                "version": self.SAVE_VERSION,
                "players": self.players,
                "seed": self.seed,
                "options": self.options,
                "initial": self._initial,
                "actions": [a.to_json() for a in self._history],
                "position": self._snapshot(),
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str | bytes):
        """Restore a game saved by :meth:`to_json`, exactly (RNG included).

        The decisions are replayed from the starting position, so a damaged or
        hand-edited save is refused with a ``ValueError`` that says what is wrong.
        """
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as err:
            raise ValueError(f"this is not a save file: it is not valid JSON ({err})") from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("this is not a save file of the Tokaido kit (no 'format' marker)")
        if data.get("game") != cls.name:
            raise ValueError(f"this save file is a {data.get('game')!r} game, not {cls.name!r}")
        if data.get("version") != cls.SAVE_VERSION:
            raise ValueError(
                f"this save file has version {data.get('version')!r}; this kit reads version {cls.SAVE_VERSION}"
            )
        for key in ("players", "seed", "options", "initial", "actions"):
            if key not in data:
                raise ValueError(f"this save file is damaged: it has no {key!r}")
        if not isinstance(data["options"], dict) or not isinstance(data["actions"], list):
            raise ValueError("this save file is damaged: 'options' must be an object and 'actions' a list")
        options = {k: _tuplify(v) for k, v in data["options"].items()}
        game = cls._blank(data["players"], data["seed"], options)
        try:
            game._restore(data["initial"])
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError) as err:
            raise ValueError(f"this save file is damaged: its starting position cannot be read ({err!r})") from None
        try:
            game._check_table()
        except ValueError as err:
            raise ValueError(f"this save file's starting position breaks a rule: {err}") from None
        game._start()
        for i, raw in enumerate(data["actions"], start=1):
            action = Action.from_json(raw)
            err = game.why_not(action)
            if err is not None:
                raise ValueError(f"this save file is damaged: decision {i} ({action}) is not legal: {err}")
            game.play(action)
        if "position" in data and data["position"] != json.loads(json.dumps(game._snapshot())):
            raise ValueError(
                "this save file was edited: the position it stores does not follow from its decisions"
            )
        return game

    @classmethod
    def replay(cls, players: int, seed: int, actions: Iterable[Action], **options: Any):
        """A new game with this seed and options, after playing ``actions`` in order."""
        game = cls.new(players, seed=seed, **options)
        for action in actions:
            game.play(action)
        return game

    # ------------------------------------------------------------------ helpers for subclasses
    def event(self, kind: str, player: int | None, rule: str, **data: Any) -> Event:
        return Event(kind, player, rule, **data)

    def illegal(self, rule: str, reason: str, **data: Any) -> IllegalAction:
        return IllegalAction(rule, f"{self.name}.why.{reason}", **data)

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"player {self.current_player} to {self.pending}"
        return f"<{type(self).__name__} {self.players} players, seed {self.seed}, {len(self._history)} decisions, {state}>"


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value
