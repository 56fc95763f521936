"""The table service's database: SQLite in WAL mode, one file in the data folder.

A table is stored as what makes it: its game, number of players, seed and options, its seats,
and one row per decision played (the action as JSON, the seat that played it, whether a bot
did). The engines are deterministic, so replaying the rows on ``Game.new(players, seed,
**options)`` gives back the very game (:meth:`TableStore.load`). Credentials are stored as
their SHA-256 only. Refusals are kept as counts by game, rule and reason (what the class finds
hard), and by device (a hub: the user), game and rule (what one class of a school's hub finds hard),
so their tables stay small whatever a device sends.

One connection, used under the service's lock; every change is one transaction.
Standard library only.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any, Iterator

#: The file's name inside the data folder.
FILENAME = "tables.sqlite3"
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, seed INTEGER NOT NULL,
    options TEXT NOT NULL, creator TEXT NOT NULL, device TEXT NOT NULL,
    created REAL NOT NULL, active REAL NOT NULL, finished REAL);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, seat INTEGER NOT NULL,
    kind TEXT NOT NULL, name TEXT NOT NULL, credential TEXT NOT NULL, device TEXT NOT NULL,
    last_seen REAL NOT NULL, bot_holds INTEGER NOT NULL, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE, n INTEGER NOT NULL,
    seat INTEGER, action TEXT NOT NULL, bot INTEGER NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (code, n));
CREATE TABLE IF NOT EXISTS refusals (
    game TEXT NOT NULL, rule TEXT NOT NULL, reason TEXT NOT NULL, kind TEXT NOT NULL,
    count INTEGER NOT NULL, last REAL NOT NULL, PRIMARY KEY (game, rule, reason));
CREATE TABLE IF NOT EXISTS device_refusals (
    device TEXT NOT NULL, game TEXT NOT NULL, rule TEXT NOT NULL, kind TEXT NOT NULL,
    count INTEGER NOT NULL, last REAL NOT NULL, PRIMARY KEY (device, game, rule));
"""

SEAT_FIELDS = ("kind", "name", "credential", "device", "last_seen", "bot_holds")


class TableStore:
    """The tables on disk (``data_dir/tables.sqlite3``), or in memory when ``data_dir`` is empty."""

    def __init__(self, data_dir: str | Path | None) -> None:
        if data_dir:
            folder = Path(data_dir)
            folder.mkdir(parents=True, exist_ok=True)
            self.path: str = str(folder / FILENAME)
        else:
            self.path = ":memory:"
        self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self.db.execute("PRAGMA foreign_keys=ON")
        if self.path != ":memory:":
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")  # WAL: a commit survives a crash of the server
        self.db.executescript(_SCHEMA)
        row = self.db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if row is None:
            self.db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif int(row[0]) != SCHEMA_VERSION:
            raise ValueError(f"{self.path} holds tables of schema {row[0]}; this kit reads schema {SCHEMA_VERSION}")

    # ------------------------------------------------------------------ writing
    def _transaction(self):
        return _Transaction(self.db)

    def create(self, table: dict[str, Any], seats: list[dict[str, Any]]) -> None:
        """A new table and its seats (``table``: code, game, players, seed, options, creator,
        device, created, active; each seat: the :data:`SEAT_FIELDS`)."""
        with self._transaction():
            self.db.execute(
                "INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,NULL)",
                (table["code"], table["game"], table["players"], table["seed"], json.dumps(table["options"]),
                 table["creator"], table["device"], table["created"], table["active"]))
            self.db.executemany(
                "INSERT INTO seats VALUES (?,?,?,?,?,?,?,?)",
                [(table["code"], i, s["kind"], s["name"], s["credential"], s["device"], s["last_seen"],
                  int(s["bot_holds"])) for i, s in enumerate(seats)])

    def record(self, code: str, first: int, moves: list[tuple[int | None, dict, bool]], at: float,
               active: float, finished: float | None, seats: dict[int, dict[str, Any]] | None = None) -> None:
        """In one transaction: the decisions ``moves`` (seat, action JSON, by a bot) numbered from
        ``first``, the table's activity time and end, and the seats in ``seats`` (seat -> fields)."""
        with self._transaction():
            self.db.executemany(
                "INSERT INTO actions VALUES (?,?,?,?,?,?)",
                [(code, first + i, seat, json.dumps(action, separators=(",", ":")), int(bot), at)
                 for i, (seat, action, bot) in enumerate(moves)])
            self.db.execute("UPDATE tables SET active=?, finished=? WHERE code=?", (active, finished, code))
            for seat, fields in (seats or {}).items():
                self._set_seat(code, seat, fields)

    def _set_seat(self, code: str, seat: int, fields: dict[str, Any]) -> None:
        names = [k for k in fields if k in SEAT_FIELDS]
        values = [int(fields[k]) if k == "bot_holds" else fields[k] for k in names]
        self.db.execute(f"UPDATE seats SET {', '.join(f'{k}=?' for k in names)} WHERE code=? AND seat=?",
                        (*values, code, seat))

    def delete(self, code: str) -> None:
        """Forget a table, its seats and its decisions (its refusals stay counted)."""
        with self._transaction():
            self.db.execute("DELETE FROM tables WHERE code=?", (code,))

    def count_refusal(self, game: str, rule: str, reason: str, kind: str, at: float, device: str = "") -> None:
        """One more refusal of ``game`` by ``rule`` for ``reason``, tried by ``device`` (the seat's)."""
        with self._transaction():
            self.db.execute(
                "INSERT INTO refusals VALUES (?,?,?,?,1,?) ON CONFLICT (game, rule, reason) "
                "DO UPDATE SET count=count+1, last=excluded.last", (game, rule, reason, kind, at))
            if device:
                self.db.execute(
                    "INSERT INTO device_refusals VALUES (?,?,?,?,1,?) ON CONFLICT (device, game, rule) "
                    "DO UPDATE SET count=count+1, last=excluded.last", (device, game, rule, kind, at))

    # ------------------------------------------------------------------ reading
    def load(self) -> Iterator[dict[str, Any]]:
        """Every stored table, oldest first: its row (options decoded), ``seats`` (list of dicts)
        and ``actions`` (list of (seat, action JSON, bot)), in decision order."""
        tables = self.db.execute(
            "SELECT code, game, players, seed, options, creator, device, created, active, finished "
            "FROM tables ORDER BY created, rowid").fetchall()
        for code, game, players, seed, options, creator, device, created, active, finished in tables:
            seats = [dict(zip(SEAT_FIELDS, row[:5] + (bool(row[5]),))) for row in self.db.execute(
                f"SELECT {', '.join(SEAT_FIELDS)} FROM seats WHERE code=? ORDER BY seat", (code,))]
            actions = [(seat, json.loads(text), bool(bot)) for seat, text, bot in self.db.execute(
                "SELECT seat, action, bot FROM actions WHERE code=? ORDER BY n", (code,))]
            yield {"code": code, "game": game, "players": players, "seed": seed, "options": json.loads(options),
                   "creator": creator, "device": device, "created": created, "active": active,
                   "finished": finished, "seats": seats, "actions": actions}

    def refusal_counts(self, kinds: tuple[str, ...], devices: list[str] | None = None) -> list[tuple[str, str, int]]:
        """(game, rule, count) for the refusals of these kinds, most frequent first; with ``devices``, the
        refusals those devices tried only."""
        marks = ",".join("?" * len(kinds))
        if devices is None:
            return self.db.execute(
                f"SELECT game, rule, SUM(count) AS n FROM refusals WHERE kind IN ({marks}) "
                "GROUP BY game, rule ORDER BY n DESC, game, rule", kinds).fetchall()
        out: dict[tuple[str, str], int] = {}
        for start in range(0, len(devices), 500):  # SQLite takes so many parameters at once
            some = devices[start:start + 500]
            for game, rule, n in self.db.execute(
                    f"SELECT game, rule, SUM(count) FROM device_refusals WHERE kind IN ({marks}) "
                    f"AND device IN ({','.join('?' * len(some))}) GROUP BY game, rule", (*kinds, *some)):
                out[game, rule] = out.get((game, rule), 0) + n
        return sorted(((g, r, n) for (g, r), n in out.items()), key=lambda row: (-row[2], row[0], row[1]))

    def close(self) -> None:
        self.db.close()


class _Transaction:
    """``with``: BEGIN IMMEDIATE ... COMMIT, or ROLLBACK if the block raised."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> None:
        self.db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, value, tb) -> None:
        self.db.execute("ROLLBACK" if kind else "COMMIT")
