"""How a game is copied and put back: for bots' look-ahead, undo's checkpoints and replays.

:class:`Copies` is a base of :class:`~tokaido_kit.core.game.Game`; it needs the game's hooks
``_dump()`` and ``_load(data)`` (the whole position as JSON-able data) and the bookkeeping
fields the base class keeps (``log``, ``_history``, ``_checkpoints``, ``_initial``, ``rng``,
``_rolls``, ``_legal_cache``).
"""

from __future__ import annotations

import functools
import marshal
import random
from typing import TYPE_CHECKING, Any, Callable

from .chance import rng_from_json, rng_state_to_json

if TYPE_CHECKING:
    from .game import Game


def _json_copy(value: Any) -> Any:
    """A deep copy of plain JSON data (dicts, lists, scalars), faster than ``copy.deepcopy``."""
    if isinstance(value, list):
        return [_json_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _json_copy(v) for k, v in value.items()}
    return value


def _fresh_rng(state: tuple) -> random.Random:
    """A ``random.Random`` in ``state``, without seeding it from the system first (a copy needs no seed)."""
    rng = random.Random.__new__(random.Random)
    rng.setstate(state)
    return rng


class Copies:
    """Copies of a game (deep, independent), and the snapshots undo and saves are made of."""

    def copy(self):
        """An independent deep copy (same position, same RNG state, same history)."""
        return self.copier()()

    def copier(self, keep_legal: bool = False) -> Callable[[], "Game"]:
        """A function that returns a new independent copy of the position as it is now, at each call.

        The position is written once, when the copier is made: a bot that tries many actions
        on copies of one position pays for the writing once, not once per action.
        ``keep_legal``: the copies start with this game's legal actions as worked out already
        (for a caller that has just asked them of an untouched game), instead of working them out again.
        """
        cls, frozen = type(self), self._frozen(keep_legal)
        players, seed = self.players, self.seed

        def make() -> "Game":
            twin = cls.__new__(cls)
            twin.players = players
            twin.seed = seed
            twin.log = []
            twin._history = []
            twin.rng = _fresh_rng(frozen[4])
            frozen[-1](twin)
            return twin

        return make

    def restorer(self, keep_legal: bool = False) -> Callable[[], None]:
        """A function that puts this very game back to the position it has now, at each call.

        Like :meth:`undo` back to here, without replaying: the position is reloaded from what was
        written when the restorer was made (GreedyBot plays each action on one scratch game and
        restores it in between, cheaper than a copy per action). ``keep_legal``: as in :meth:`copier`.
        """
        frozen = self._frozen(keep_legal)
        game = self

        def restore() -> None:
            game.rng.setstate(frozen[4])
            frozen[-1](game)

        return restore

    def _frozen(self, keep_legal: bool) -> tuple:
        """The position now, written once: (options, log, history, checkpoints, rng state, fill) where
        ``fill(game)`` sets a game's position, log, history and rolls from it (its RNG aside)."""
        options, log, history = dict(self.options), tuple(self.log), tuple(self._history)
        checkpoints, initial, rng_state, rolls = dict(self._checkpoints), self._initial, self.rng.getstate(), tuple(self._rolls)
        legal = tuple(self._legal_cache) if keep_legal and self._legal_cache is not None else None
        dumped = self._dump()
        try:
            blob = marshal.dumps(dumped)
            thaw = functools.partial(marshal.loads, blob)
        except ValueError:  # data marshal cannot write: copied the slow way
            dumped = _json_copy(dumped)
            thaw = functools.partial(_json_copy, dumped)
        n_log, n_history = len(log), len(history)

        def same_start(now: list, then: tuple, n: int) -> bool:
            return len(now) >= n and (n == 0 or now[n - 1] is then[n - 1])

        def fill(game: "Game") -> None:
            game.options = dict(options)
            for now, then, n in ((game.log, log, n_log), (game._history, history, n_history)):
                if same_start(now, then, n):
                    del now[n:]  # a game restored in place: only what was played since goes
                else:
                    now[:] = then
            game._checkpoints = dict(checkpoints)
            game._initial = initial
            game._rolls = list(rolls)
            game._load(thaw())
            game._legal_cache = None if legal is None else list(legal)

        return options, log, history, checkpoints, rng_state, fill

    __copy__ = copy

    def __deepcopy__(self, memo: dict) -> "Game":
        return self.copy()

    # ------------------------------------------------------------------ snapshots and saves
    def _snapshot(self) -> dict[str, Any]:
        return {"state": self._dump(), "rng": rng_state_to_json(self.rng), "rolls": list(self._rolls)}

    def _restore(self, snapshot: dict[str, Any]) -> None:
        self._load(_json_copy(snapshot["state"]))
        self.rng = rng_from_json(snapshot["rng"])
        self._rolls = list(snapshot["rolls"])
        self._legal_cache = None

    def _checkpoint(self) -> tuple:
        """The position kept for undo every CHECKPOINT_EVERY decisions, compact and immutable.

        The state is marshalled to one bytes object: a checkpoint of hundreds of
        small lists would keep the garbage collector busy during long games.
        """
        return marshal.dumps(self._dump()), self.rng.getstate(), tuple(self._rolls)

    def _restore_checkpoint(self, checkpoint: tuple) -> None:
        state, rng_state, rolls = checkpoint
        self._load(marshal.loads(state))  # fresh objects: nothing is shared with the checkpoint
        self.rng = random.Random()
        self.rng.setstate(rng_state)
        self._rolls = list(rolls)
        self._legal_cache = None
