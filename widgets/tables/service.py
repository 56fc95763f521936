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
  ``watch`` checked a spectator's code (and for the teacher's view); ``close_as_teacher`` and
  ``close_device`` for the teacher's view, after the server checked the teacher's code.

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
from typing import Any, Callable

from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.lab import game_class

from .limits import TokenBuckets, digest, new_code, new_credential, normalize_code, same_digest
from .records import (AUTOMA, BOT, OPEN, Change, Refused, Seat, Table, bot_seed, make_table_bot, refusal_json,
                      refusal_kind, tuplify, jsonable)
from .requests import clean_name, seat_kinds
from .settings import TableSettings
from .store import TableStore
from .notify import Notifications
from .upkeep import TableUpkeep
from .views import TableViews

__all__ = ["TableService", "Refused", "Change", "refusal_json", "refusal_kind", "bot_seed", "OPEN", "BOT", "AUTOMA"]

log = logging.getLogger(__name__)


class TableService(TableViews, Notifications, TableUpkeep):
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
        self._creates = self._create_allowances(clock)
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
        Raises :class:`Refused`: ``"limit"`` (rate, per-device or server caps, where no quiet table
        makes way: :mod:`.upkeep`) or ``"setup"``.
        """
        with self._session():
            self._spend(device)
            self._expire()
            mine = sum(1 for t in self._tables.values() if t.device == device)
            if mine >= self.settings.max_tables_per_device:
                raise Refused("limit", "table.limit", "tables.why.device_cap", count=mine)
            allowance = self._create_allowance(device)
            self._make_room()
            kinds, options = seat_kinds(self.settings, game, options, seats)
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
                 "options": jsonable(table.options), "creator": table.creator, "device": device,
                 "created": now, "active": now}, [s.fields() for s in table.seats])
            self._tables[code] = table
            self._creates[allowance].take(device if allowance == "free" else "*")
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
            clean = clean_name(self.settings, name)
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
                self._count(table, seat, err)
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

    # ------------------------------------------------------------------ for a server that knows who asks
    def holder(self, code: str, credential: str) -> str | None:
        """The device (a hub: the user) whose credential this is: the seat's, or the table's creator's for the
        creator's credential; None for a wrong code or credential. For a server that knows who calls it, so
        that a credential works only for whoever it was given to."""
        with self._session():
            try:
                table, seat = self._authorize(normalize_code(code) or "", credential, creator_ok=True, present=False)
            except IllegalAction:
                return None
            return table.device if seat is None else table.seats[seat].device

    def devices(self) -> dict[str, set[str]]:
        """Every live table's devices (its creator's and its seats'), by code: whose table it is."""
        with self._session():
            return {code: {t.device} | {s.device for s in t.seats if s.device}
                    for code, t in self._tables.items()}

    def close_table(self, code: str) -> bool:
        """The server ends table ``code`` (the teacher's view: a teacher closed it); False: no such table."""
        with self._session():
            table = self._tables.get(normalize_code(code) or "")
            if table is None:
                return False
            self._drop(table, "closed")
            return True

    # ------------------------------------------------------------------ upkeep
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
        options = {k: tuplify(v) for k, v in row["options"].items()}
        game = game_class(row["game"]).new(players=row["players"], seed=row["seed"], **options)
        table = Table(row["code"], row["game"], game, row["seed"], dict(game.options),
                      [Seat(**s) for s in row["seats"]], row["creator"], row["device"], row["created"],
                      row["active"], row["finished"])
        table.revision = secrets.randbelow(2**40)  # not the old service's: a screen that saw its revisions is woken
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
                move = make_table_bot(table.seats[seat].kind, self.settings.bot,
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

    def _count(self, table: Table, seat: int, err: IllegalAction) -> None:
        """One more refusal, counted for the table's game and for the seat's device (whose class it is)."""
        self._store.count_refusal(table.game_name, err.rule, err.reason, refusal_kind(err), self.clock(),
                                  table.seats[seat].device)

    def _drop(self, table: Table, kind: str) -> None:
        self._store.delete(table.code)
        del self._tables[table.code]
        self._note(table, kind)
