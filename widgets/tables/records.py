"""What the table service is made of: its refusals, its tables and seats in memory, the changes it
tells, and the small conversions between JSON and the engines' values. Standard library only."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

from tokaido_kit.core import IllegalAction, i18n

from .settings import TABLE_BOTS

#: The seat kinds a table is made of: a learner's seat, a bot's, and Tokaido Duo's Automa.
OPEN, BOT, AUTOMA = "open", "bot", "automa"
#: Refusals of these kinds say something about the rules (the teacher's "what the class finds
#: hard"); the others are about the connection or the limits.
RULE_KINDS = ("rule", "turn")


class Refused(IllegalAction):
    """A request the table does not take, for a reason that is not a rule of the game.

    ``kind`` says which: ``"credential"``, ``"stale"``, ``"repeated"``, ``"turn"`` (not the seat's
    turn), ``"over"`` (the game is over), ``"request"`` (unreadable), ``"seat"``, ``"limit"``
    (rate or caps; ``retry_after`` seconds when it is the rate), ``"creator"``, ``"setup"`` (a
    table that cannot be made). Nothing changed.
    """

    def __init__(self, kind: str, rule: str, reason: str, retry_after: float = 0.0, **data: Any) -> None:
        super().__init__(rule, reason, **data)
        self.kind = kind
        self.retry_after = retry_after


def refusal_kind(err: IllegalAction) -> str:
    """``err``'s kind: a :class:`Refused`'s own, ``"rule"`` for the engine's refusals."""
    return getattr(err, "kind", "rule")


def refusal_json(err: IllegalAction, language: str | None = None) -> dict[str, Any]:
    """What a screen shows of a refusal: its kind, rule id, message id, words and the rule's summary."""
    with speaking(language):
        return {"kind": refusal_kind(err), "rule": err.rule, "reason": err.reason, "text": err.message,
                "summary": err.rule_summary, "retry_after": getattr(err, "retry_after", 0.0)}


def bot_seed(table_seed: int, decision: int) -> int:
    """The seed of the bot deciding the ``decision``-th move (from 0) of a table: bots are a
    function of the table's seed and the position, so a restart changes none of their choices."""
    return (table_seed * 1_000_003 + decision) % (2**63)


@dataclass(frozen=True)
class Change:
    """What a subscriber hears: table ``code`` changed (``kind``: ``"created"``, ``"move"`` (one or
    more decisions), ``"seats"`` (a join, a seat handed to a bot or taken back), ``"closed"``,
    ``"expired"``). ``version`` counts the decisions played (it is stored), ``revision`` every
    change since the service started (for :meth:`TableService.wait`; a table restored after a restart
    starts from a random number, so that no screen takes the new service's revisions for the old one's)."""

    code: str
    kind: str
    version: int
    revision: int


@dataclass
class Seat:
    """One seat of a table. ``credential`` is the digest of the learner's credential ("" while free)."""

    kind: str  # "open", "automa", or a bot's name ("greedy", "random")
    name: str = ""
    credential: str = ""
    device: str = ""
    last_seen: float = 0.0
    bot_holds: bool = False  # an open seat the creator handed to a bot while its learner is away

    @property
    def by_bot(self) -> bool:
        return self.kind in TABLE_BOTS or self.bot_holds

    def fields(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "credential": self.credential, "device": self.device,
                "last_seen": self.last_seen, "bot_holds": self.bot_holds}


@dataclass
class Table:
    """A table in memory: its game (the authority), seats and times."""

    code: str
    game_name: str
    game: Any
    seed: int
    options: dict[str, Any]
    seats: list[Seat]
    creator: str
    device: str
    created: float
    active: float
    finished: float | None = None
    movers: list[int | None] = field(default_factory=list)  # the seat of each decision
    bots: set[int] = field(default_factory=set)  # the decisions a bot made
    version: int = 0
    revision: int = 0


def make_table_bot(kind: str, default: str, seed: int) -> Any:
    from tokaido_kit.bots import BOTS

    return BOTS[kind if kind in TABLE_BOTS else default](seed=seed)  # an open seat a bot holds: the default


def speaking(language: str | None):
    return i18n.using(language) if language else nullcontext()


def tuplify(value: Any) -> Any:
    """JSON lists back to the tuples the engines' options use."""
    return tuple(tuplify(v) for v in value) if isinstance(value, list) else value


def jsonable(value: Any) -> Any:
    """Tuples as lists, for JSON."""
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    return value
