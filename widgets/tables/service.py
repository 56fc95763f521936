"""The table service: classmates at one table from their own devices, one authority per table.

:class:`TableService` holds every table's game. A device acts only for the seat whose
credential it holds; every move is checked by the engine and applied once, in one order;
each seat is sent only what it may see (``game.view(seat)``), spectators the public view.
Everything is stored in SQLite (:mod:`.store`) and comes back as it was after a restart.

The service knows nothing of HTTP, websockets or widgets: a server calls it and relays what it
returns. It is safe to call from several threads (one lock). Every refusal is an
:class:`~tokaido_kit.core.IllegalAction`: the engine's own for a move the rules forbid, a
:class:`Refused` for everything else (a wrong credential, a stale or repeated move, a limit);
``refusal_json(err, language)`` is what a screen shows.

Who may call what (the server is trusted; learners' devices are not):

* ``create_table``, ``join`` and ``watch`` take a table code or make one, so they spend a
  token of the calling device's bucket (rate limit against guessing codes);
* ``resume``, ``view``, ``play``, ``leave`` take a seat's credential; ``hand_to_bot`` and ``close``
  the creator's; a wrong code and a wrong credential are refused alike;
* ``public_view``, ``subscribe``, ``tables`` and ``hard_rules`` are for the server itself, after
  ``watch`` checked a spectator's code (and for the teacher's view).

A screen counts as present while its server calls ``resume`` (when it connects, then every
minute or so); a seat whose learner has not been seen for ``away_after`` seconds can be handed
to a bot by the table's creator, and the learner takes it back by coming back (any call with
the seat's credential).
"""

from __future__ import annotations

import logging
import secrets
import sqlite3
import threading
import time
import unicodedata
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from tokaido_kit.core import Action, IllegalAction, i18n
from tokaido_kit.core.rules import lookup
from tokaido_kit.lab import GAMES, game_class

from .limits import TokenBuckets, digest, new_code, new_credential, normalize_code, same_digest
from .settings import TABLE_BOTS, TableSettings
from .store import TableStore

log = logging.getLogger(__name__)

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
    with _speaking(language):
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
    change since the service started (for :meth:`TableService.wait`; 0 again after a restart)."""

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


class TableService:
    """Every table of the server. See the module docstring for who may call what.

    ``settings``: a :class:`TableSettings` (``data_dir`` "" keeps everything in memory);
    ``clock``: seconds, as ``time.time`` (tests pass their own). Tables stored in ``data_dir``
    are restored at once; ``restored`` lists their codes and ``restore_seconds`` the time it took.
    """

    def __init__(self, settings: TableSettings | None = None, clock: Callable[[], float] = time.time) -> None:
        self.settings = settings or TableSettings()
        self.clock = clock
        self._lock = threading.RLock()
        self._changed = threading.Condition(self._lock)
        self._notes = threading.local()  # changes noted by this thread, told once its lock is released
        self._tables: dict[str, Table] = {}
        self._subscribers: dict[str | None, list[Callable[[Change], None]]] = {}
        self._buckets = TokenBuckets(self.settings.join_burst, self.settings.joins_per_minute, clock)
        self._store = TableStore(self.settings.data_dir)
        started = time.perf_counter()
        self.restored: list[str] = []
        for row in self._store.load():
            try:
                self._tables[row["code"]] = self._rebuild(row)
                self.restored.append(row["code"])
            except (ValueError, IllegalAction, KeyError, TypeError) as err:
                log.warning("table %s could not be restored and is left out: %s", row["code"], err)
        self.restore_seconds = time.perf_counter() - started

    # ------------------------------------------------------------------ making and joining
    def create_table(self, game: str, options: dict[str, Any] | None, seats: list[str], device: str,
                     seed: int | None = None) -> tuple[str, str]:
        """A new table of ``game`` (``"sakura"``, ``"tokaido"``, ``"duo"``) with these engine
        ``options`` (JSON-like: lists become tuples) and one seat per entry of ``seats``:
        ``"open"`` (for a learner), ``"bot"`` (the settings' bot), ``"greedy"``, ``"random"``,
        or ``"automa"`` (Tokaido Duo's second seat only; it sets the ``automa`` option).

        Returns ``(code, creator_credential)``; the creator joins a seat like anyone else.
        Raises :class:`Refused`: ``"limit"`` (rate, per-device or server cap) or ``"setup"``.
        """
        with self._session():
            self._spend(device)
            self._expire()
            live = len(self._tables)
            if live >= self.settings.max_tables:
                raise Refused("limit", "table.limit", "tables.why.server_cap", count=live)
            mine = sum(1 for t in self._tables.values() if t.device == device)
            if mine >= self.settings.max_tables_per_device:
                raise Refused("limit", "table.limit", "tables.why.device_cap", count=mine)
            kinds, options = self._seat_kinds(game, options, seats)
            seed = secrets.randbelow(2**31) if seed is None else seed
            try:
                engine = game_class(game).new(players=len(kinds), seed=seed, **options)
            except (ValueError, TypeError) as err:
                raise Refused("setup", "table.setup", "tables.why.options", error=str(err)) from None
            code = new_code()
            while code in self._tables:
                code = new_code()
            credential = new_credential()
            now = self.clock()
            table = Table(code, game, engine, seed, dict(engine.options), [Seat(k) for k in kinds],
                          digest(credential), device, now, now)
            self._store.create(
                {"code": code, "game": game, "players": len(kinds), "seed": seed,
                 "options": _jsonable(table.options), "creator": table.creator, "device": device,
                 "created": now, "active": now}, [s.fields() for s in table.seats])
            self._tables[code] = table
            self._advance(table, [], {})  # bots in the first seats play at once
            self._note(table, "created")
        return code, credential

    def join(self, code: str, seat: int, name: str, device: str) -> dict[str, Any]:
        """Take the free open ``seat`` (from 0) of table ``code`` under ``name``.

        Returns ``{"code", "seat", "credential"}``: the browser keeps the credential (it is the
        only way back to this seat). Raises :class:`Refused` (``"limit"``, ``"seat"``, ``"setup"``).
        """
        with self._session():
            self._spend(device)
            table = self._by_code(code)
            if table.game.is_over:
                raise Refused("seat", "core.game_over", "tables.why.over")
            place = self._seat(table, seat)
            if place.kind != OPEN:
                raise Refused("seat", "table.seat", "tables.why.seat_not_open", seat=seat + 1)
            if place.credential:
                raise Refused("seat", "table.seat", "tables.why.seat_taken", seat=seat + 1, name=place.name)
            clean = self._clean_name(name)
            credential = new_credential()
            now = self.clock()
            place.name, place.credential, place.device, place.last_seen = clean, digest(credential), device, now
            place.bot_holds = False  # a seat nobody had joined, that a bot was playing meanwhile
            table.active = now
            self._store.record(table.code, table.version, [], now, now, table.finished, {seat: place.fields()})
            self._note(table, "seats")
        return {"code": table.code, "seat": seat, "credential": credential}

    def watch(self, code: str, device: str, language: str | None = None) -> dict[str, Any]:
        """A spectator's first look at table ``code`` (rate-limited like a join): its public view.
        Afterwards the server follows it with :meth:`subscribe` and :meth:`public_view`."""
        with self._session():
            self._spend(device)
            return self._public(self._by_code(code), language)

    def resume(self, code: str, credential: str) -> dict[str, Any]:
        """A screen (re)connects, or says it is still there: ``{"code", "seat", "name", "version",
        "revision"}`` for a seat's credential, ``{"code", "seat": None, "creator": True, ...}`` for
        the creator's. A seat handed to a bot is taken back. Raises :class:`Refused` ``"credential"``."""
        with self._session():
            table, seat = self._authorize(code, credential, creator_ok=True)
            name = table.seats[seat].name if seat is not None else ""
            out = {"code": table.code, "seat": seat, "name": name, "creator": seat is None,
                   "version": table.version, "revision": table.revision}
        return out

    def leave(self, code: str, credential: str) -> None:
        """The seat's screen closed: its learner counts as gone from now (the 2-minute wait to hand
        the seat to a bot starts here, not at the last heartbeat)."""
        with self._session():
            table, seat = self._authorize(code, credential, present=False)
            table.seats[seat].last_seen = self.clock()

    # ------------------------------------------------------------------ playing
    def play(self, code: str, credential: str, action: Any, expected_version: int) -> dict[str, Any]:
        """Play ``action`` (an :class:`Action` or its JSON dict) for the credential's seat, on the
        position after ``expected_version`` decisions (what the screen showed).

        The engine checks it; the bots whose turn follows then play. Returns ``{"version",
        "played": [{"n", "seat", "action", "bot"}, ...]}``. Refusals change nothing and raise:
        :class:`Refused` (``"credential"``, ``"request"``, ``"stale"``, ``"repeated"``, ``"turn"``)
        or the engine's :class:`IllegalAction`; each is counted by rule (:meth:`hard_rules`).
        """
        with self._session():
            table, seat = self._authorize(code, credential)
            try:
                move = self._check_move(table, seat, action, expected_version)
            except IllegalAction as err:
                self._count(table, err)
                raise
            first = table.version
            self._apply(table, seat, move, bot=False)
            played = [(seat, move, False)]
            self._advance(table, played, {seat: table.seats[seat].fields()})
            self._note(table, "move")
            out = {"version": table.version, "played": [
                {"n": first + i, "seat": s, "action": a.to_json(), "bot": b} for i, (s, a, b) in enumerate(played)]}
        return out

    def _check_move(self, table: Table, seat: int, action: Any, expected_version: Any) -> Action:
        """The move to play, or the refusal (nothing changed)."""
        if isinstance(expected_version, bool) or not isinstance(expected_version, int):
            raise Refused("request", "table.request", "tables.why.malformed")
        if not isinstance(action, Action):
            try:
                action = Action.from_json(action)
            except (ValueError, TypeError):
                raise Refused("request", "table.request", "tables.why.malformed") from None
        game = table.game
        if expected_version != table.version:
            n = expected_version
            if 0 <= n < table.version and table.movers[n] == seat and n not in table.bots \
                    and game._history[n] == action:  # read only: the public ``history`` copies the list
                raise Refused("repeated", "table.repeated", "tables.why.repeated", number=n + 1)
            raise Refused("stale", "table.stale", "tables.why.stale", expected=n, version=table.version)
        if game.is_over:
            raise Refused("over", "core.game_over", "core.why.game_over")
        turn = game.current_player
        if turn != seat:
            raise Refused("turn", "core.turn", "tables.why.not_your_turn", player=self._seat_name(table, turn))
        err = game.why_not(action)
        if err is not None:
            raise err
        return action

    # ------------------------------------------------------------------ the creator's powers
    def hand_to_bot(self, code: str, creator_credential: str, seat: int) -> None:
        """The creator gives ``seat`` to a bot while its learner is away (never joined, or not seen
        for ``away_after`` seconds); the learner takes it back by coming back. Raises :class:`Refused`
        (``"credential"``, ``"creator"``, ``"seat"``)."""
        with self._session():
            table = self._creator(code, creator_credential)
            place = self._seat(table, seat)
            if place.by_bot or place.kind != OPEN:
                raise Refused("seat", "table.seat", "tables.why.seat_not_open", seat=seat + 1)
            gone = self.clock() - place.last_seen
            if place.credential and gone < self.settings.away_after:
                raise Refused("seat", "table.seat", "tables.why.not_away", name=place.name, seconds=int(gone),
                              after=int(self.settings.away_after))
            place.bot_holds = True
            played: list = []
            self._advance(table, played, {seat: place.fields()})
            self._note(table, "seats")
            if played:
                self._note(table, "move")

    def close(self, code: str, creator_credential: str) -> None:
        """The creator ends the table: it is forgotten at once (its refusals stay counted)."""
        with self._session():
            table = self._creator(code, creator_credential)
            self._drop(table, "closed")

    # ------------------------------------------------------------------ looking
    def view(self, code: str, credential: str, language: str | None = None) -> dict[str, Any]:
        """What the credential's seat may see: ``{"code", "game", "options", "version", "revision",
        "seat", "seats", "turn", "over", "state", "legal"}``. ``state`` is ``game.view(seat)`` (hands
        and dealt tiles of that seat only), ``legal`` the seat's legal actions as JSON when it is its
        turn (else []), ``seats`` the public seats (see :meth:`public_view`). The creator's credential
        gets the public view."""
        with self._session():
            table, seat = self._authorize(code, credential, creator_ok=True)
            out = self._public(table, language) if seat is None else self._view(table, seat, language)
        return out

    def public_view(self, code: str, language: str | None = None) -> dict[str, Any]:
        """What everybody may see of table ``code`` (spectators, the projector): ``seat`` None,
        ``state`` = ``game.view(None)``, ``legal`` []. For the server, after :meth:`watch`."""
        with self._session():
            return self._public(self._by_code(code), language)

    def tables(self) -> list[dict[str, Any]]:
        """The teacher's view, every live table: ``{"code", "game", "players", "seats", "turn",
        "scores", "over", "winners", "version", "created", "active"}`` (public facts only)."""
        with self._session():
            out = []
            for t in self._tables.values():  # in the order they were made
                game = t.game
                out.append({"code": t.code, "game": t.game_name, "players": game.players,
                            "seats": self._public_seats(t), "turn": game.current_player,
                            "scores": list(game.scores()), "over": game.is_over,
                            "winners": list(game.winners()) if game.is_over else [],
                            "version": t.version, "created": t.created, "active": t.active})
            return out

    def hard_rules(self, limit: int = 10, language: str | None = None) -> list[dict[str, Any]]:
        """What the class finds hard: the rules behind the most refused moves across every table
        (live or gone), ``{"game", "rule", "count", "title", "summary", "tutorial"}``, most first.
        ``tutorial`` is the notebook that teaches the rule (relative to ``notebooks/``)."""
        with self._session():
            rows = self._store.refusal_counts(RULE_KINDS)[:limit]
        out = []
        with _speaking(language):
            for game, rule, count in rows:
                try:
                    found = lookup(rule)
                    title, summary, tutorial = found.title, found.summary, found.section
                except KeyError:
                    title, summary, tutorial = rule, "", ""
                out.append({"game": game, "rule": rule, "count": count, "title": title, "summary": summary,
                            "tutorial": tutorial})
        return out

    def history(self, code: str) -> list[dict[str, Any]]:
        """Every decision of the finished table ``code``, ``{"n", "seat", "action", "bot"}``, for the
        replay and the review after the game. While the game is played it raises :class:`Refused`
        (``"turn"``): the moves name cards still face down in the others' hands."""
        with self._session():
            table = self._by_code(code)
            if not table.game.is_over:
                raise Refused("turn", "table.history", "tables.why.not_over")
            return [{"n": n, "seat": seat, "action": a.to_json(), "bot": n in table.bots}
                    for n, (seat, a) in enumerate(zip(table.movers, table.game.history))]

    # ------------------------------------------------------------------ hearing about changes
    def subscribe(self, code: str | None, callback: Callable[[Change], None]) -> Callable[[], None]:
        """Call ``callback(change)`` after every change of table ``code`` (None: of every table, for
        the teacher's view). Returns the function that unsubscribes.

        Callbacks run in the thread that made the change, after the service's lock is released, so
        they may call the service; one that raises is logged and skipped. An asyncio server passes
        ``lambda c: loop.call_soon_threadsafe(queue.put_nowait, c)``.
        """
        with self._lock:
            self._subscribers.setdefault(code, []).append(callback)

        def unsubscribe() -> None:
            with self._lock:
                found = self._subscribers.get(code, [])
                if callback in found:
                    found.remove(callback)
                if not found:
                    self._subscribers.pop(code, None)

        return unsubscribe

    def wait(self, code: str, revision: int, timeout: float) -> int:
        """Block until table ``code`` is past ``revision`` (or ``timeout`` seconds): its revision then,
        -1 once the table is gone. For a thread that long-polls instead of subscribing."""
        with self._changed:
            self._changed.wait_for(lambda: code not in self._tables or self._tables[code].revision > revision,
                                   timeout)
            table = self._tables.get(code)
            return -1 if table is None else table.revision

    # ------------------------------------------------------------------ upkeep
    def expire(self) -> list[str]:
        """Forget finished tables ``finished_ttl`` seconds after their last move and unfinished ones
        nobody acted at for ``abandoned_ttl`` seconds; returns their codes. The server calls it now
        and then (creating a table calls it too)."""
        with self._session():
            return self._expire()

    def _expire(self) -> list[str]:
        now = self.clock()
        gone = [t for t in self._tables.values()
                if now - t.active >= (self.settings.finished_ttl if t.game.is_over else self.settings.abandoned_ttl)]
        for table in gone:
            self._drop(table, "expired")
        return [t.code for t in gone]

    def close_store(self) -> None:
        """Write the seats' last-seen times and close the database (the service is done)."""
        with self._session():
            for table in self._tables.values():
                self._store.record(table.code, table.version, [], self.clock(), table.active, table.finished,
                                   {i: s.fields() for i, s in enumerate(table.seats)})
            self._store.close()

    # ------------------------------------------------------------------ inside
    def _rebuild(self, row: dict[str, Any]) -> Table:
        """A stored table, its decisions replayed on a new game of the same seed and options."""
        options = {k: _tuplify(v) for k, v in row["options"].items()}
        game = game_class(row["game"]).new(players=row["players"], seed=row["seed"], **options)
        table = Table(row["code"], row["game"], game, row["seed"], dict(game.options),
                      [Seat(**s) for s in row["seats"]], row["creator"], row["device"], row["created"],
                      row["active"], row["finished"])
        for seat, raw, bot in row["actions"]:
            self._apply(table, seat, Action.from_json(raw), bot)
        return table

    def _apply(self, table: Table, seat: int | None, move: Action, bot: bool) -> None:
        """Play one decision on the authority's game (already checked, or replayed from the store)."""
        table.game.play(move)
        table.movers.append(seat)
        if bot:
            table.bots.add(table.version)
        table.version += 1

    def _advance(self, table: Table, played: list, seats: dict[int, dict]) -> None:
        """Let the bots whose turn it is play, then store ``played`` (and theirs) and ``seats`` in
        one transaction. ``played`` gets the bots' decisions appended. If the database refuses
        the write, every decision of ``played`` is taken back and the error raised: the game in
        memory never runs ahead of the one on disk."""
        first = table.version - len(played)
        game = table.game
        while not game.is_over:
            seat = game.current_player
            if seat is None or not table.seats[seat].by_bot:
                break
            try:
                move = _bot(table.seats[seat].kind, self.settings.bot,
                            bot_seed(table.seed, table.version)).choose(game)
            except Exception:  # noqa: BLE001 - a failing bot leaves the seat waiting, the table goes on
                log.exception("table %s: the bot of seat %d could not decide", table.code, seat)
                break
            self._apply(table, seat, move, bot=True)
            played.append((seat, move, True))
        now = self.clock()
        finished = table.finished if table.finished is not None or not game.is_over else now
        try:
            self._store.record(table.code, first, [(s, a.to_json(), b) for s, a, b in played], now,
                               now if played else table.active, finished, seats)
        except sqlite3.Error:
            for _ in played:
                game.undo()
                table.movers.pop()
                table.version -= 1
                table.bots.discard(table.version)
            raise
        if played:
            table.active = now
        table.finished = finished

    def _authorize(self, code: str, credential: str, creator_ok: bool = False,
                   present: bool = True) -> tuple[Table, int | None]:
        """The table and the credential's seat (None: the creator's, when ``creator_ok``). When
        ``present``, the learner is seen now, and takes their seat back from a bot. The same
        refusal for a wrong code and a wrong credential."""
        table = self._tables.get(normalize_code(code) or "")
        wanted = digest(credential)
        if table is not None:
            for i, seat in enumerate(table.seats):
                if same_digest(seat.credential, wanted):
                    if present:
                        self._seen(table, i)
                    return table, i
            if creator_ok and same_digest(table.creator, wanted):
                table.active = self.clock()
                return table, None
        raise Refused("credential", "table.credential", "tables.why.credential")

    def _seen(self, table: Table, seat: int) -> None:
        place = table.seats[seat]
        now = self.clock()
        place.last_seen = table.active = now
        if place.bot_holds:
            place.bot_holds = False
            self._store.record(table.code, table.version, [], now, now, table.finished, {seat: place.fields()})
            self._note(table, "seats")

    def _creator(self, code: str, credential: str) -> Table:
        table, seat = self._authorize(code, credential, creator_ok=True)
        if seat is not None:
            raise Refused("creator", "table.creator", "tables.why.not_creator")
        return table

    def _by_code(self, code: str) -> Table:
        table = self._tables.get(normalize_code(code) or "")
        if table is None:
            shown = code if isinstance(code, str) and len(code) <= 24 else "?"
            raise Refused("seat", "table.code", "tables.why.no_table", code=shown)
        return table

    def _seat(self, table: Table, seat: Any) -> Seat:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(table.seats):
            shown = seat + 1 if isinstance(seat, int) and not isinstance(seat, bool) else "?"
            raise Refused("seat", "table.seat", "tables.why.seat", seat=shown, players=len(table.seats))
        return table.seats[seat]

    def _spend(self, device: str) -> None:
        if not self._buckets.take(str(device)):
            wait = self._buckets.retry_after(str(device))
            raise Refused("limit", "table.limit", "tables.why.rate", retry_after=wait, seconds=max(1, round(wait)))

    def _seat_kinds(self, game: str, options: Any, seats: Any) -> tuple[list[str], dict[str, Any]]:
        """The seats' kinds (``"bot"`` made the settings' bot) and the engine options, or ``Refused``."""
        if game not in GAMES:
            raise Refused("setup", "table.setup", "tables.why.game", game=str(game)[:24], games=", ".join(sorted(GAMES)))
        if options is not None and not isinstance(options, dict):
            raise Refused("setup", "table.setup", "tables.why.setup_unreadable")
        options = {k: _tuplify(v) for k, v in (options or {}).items()}
        if not isinstance(seats, (list, tuple)) or not 1 <= len(seats) <= 8:
            raise Refused("setup", "table.setup", "tables.why.setup_unreadable")
        kinds = []
        for kind in seats:
            kind = self.settings.bot if kind == BOT else kind
            if kind not in (OPEN, AUTOMA, *TABLE_BOTS):
                raise Refused("setup", "table.setup", "tables.why.seat_kind", what=str(kind)[:24])
            kinds.append(kind)
        if AUTOMA in kinds or options.get("automa"):
            if game != "duo" or len(kinds) != 2 or kinds[0] == AUTOMA or kinds[1] not in (AUTOMA, OPEN) \
                    or options.get("automa") is False:
                raise Refused("setup", "table.setup", "tables.why.automa")
            kinds[1], options["automa"] = AUTOMA, True
        if OPEN not in kinds:
            raise Refused("setup", "table.setup", "tables.why.no_open_seat")
        return kinds, options

    def _clean_name(self, name: Any) -> str:
        most = self.settings.max_name_length
        if not isinstance(name, str):
            raise Refused("seat", "table.seat", "tables.why.name", most=most)
        clean = " ".join("".join(ch for ch in name if unicodedata.category(ch)[0] != "C").split())
        if not 1 <= len(clean) <= most:
            raise Refused("seat", "table.seat", "tables.why.name", most=most)
        return clean

    def _seat_name(self, table: Table, seat: int | None) -> str:
        """The learner's name at ``seat``, else the engine's name for that player (a colour)."""
        if seat is None:
            return "?"
        if table.seats[seat].name:
            return table.seats[seat].name
        game = table.game
        if hasattr(game, "name_of"):
            return game.name_of(seat)
        names = getattr(game, "names", None)
        return names[seat] if names and seat < len(names) else str(seat + 1)

    def _count(self, table: Table, err: IllegalAction) -> None:
        self._store.count_refusal(table.game_name, err.rule, err.reason, refusal_kind(err), self.clock())

    def _public_seats(self, table: Table) -> list[dict[str, Any]]:
        now = self.clock()
        return [{"seat": i, "kind": s.kind, "name": s.name, "taken": bool(s.credential), "bot_holds": s.bot_holds,
                 "away": s.kind == OPEN and (not s.credential or now - s.last_seen >= self.settings.away_after)}
                for i, s in enumerate(table.seats)]

    def _frame(self, table: Table, seat: int | None, state: dict[str, Any]) -> dict[str, Any]:
        game = table.game
        return {"code": table.code, "game": table.game_name, "options": _jsonable(table.options),
                "version": table.version, "revision": table.revision, "seat": seat,
                "seats": self._public_seats(table), "turn": game.current_player, "over": game.is_over,
                "state": state, "legal": []}

    def _view(self, table: Table, seat: int, language: str | None) -> dict[str, Any]:
        game = table.game
        with _speaking(language):
            out = self._frame(table, seat, game.view(seat))
            if not game.is_over and game.current_player == seat:
                out["legal"] = [a.to_json() for a in game.legal_actions()]
        return out

    def _public(self, table: Table, language: str | None) -> dict[str, Any]:
        with _speaking(language):
            return self._frame(table, None, table.game.view(None))

    def _drop(self, table: Table, kind: str) -> None:
        self._store.delete(table.code)
        del self._tables[table.code]
        self._note(table, kind)

    # ------------------------------------------------------------------ notifications
    @contextmanager
    def _session(self) -> Iterator[None]:
        """The service's lock for one public call; the changes it noted are told once the
        outermost call of this thread has released the lock (even if it raised)."""
        notes = self._notes
        notes.depth = getattr(notes, "depth", 0) + 1
        try:
            with self._lock:
                yield
        finally:
            notes.depth -= 1
            if notes.depth == 0:
                self._tell()

    def _note(self, table: Table, kind: str) -> None:
        table.revision += 1
        queue = getattr(self._notes, "queue", None)
        if queue is None:
            queue = self._notes.queue = []
        queue.append(Change(table.code, kind, table.version, table.revision))
        self._changed.notify_all()

    def _tell(self) -> None:
        """Call the subscribers of every change noted by this thread (outside the lock)."""
        queue = getattr(self._notes, "queue", None)
        if not queue:
            return
        self._notes.queue = []
        for change in queue:
            with self._lock:
                callbacks = list(self._subscribers.get(change.code, [])) + list(self._subscribers.get(None, []))
            for callback in callbacks:
                try:
                    callback(change)
                except Exception:  # noqa: BLE001 - a broken screen must not break the table
                    log.exception("a subscriber of table %s failed", change.code)


def _bot(kind: str, default: str, seed: int) -> Any:
    from tokaido_kit.bots import BOTS

    return BOTS[kind if kind in TABLE_BOTS else default](seed=seed)  # an open seat a bot holds: the default


def _speaking(language: str | None):
    return i18n.using(language) if language else nullcontext()


def _tuplify(value: Any) -> Any:
    """JSON lists back to the tuples the engines' options use."""
    return tuple(_tuplify(v) for v in value) if isinstance(value, list) else value


def _jsonable(value: Any) -> Any:
    """Tuples as lists, for JSON."""
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value
