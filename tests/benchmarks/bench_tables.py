"""Benchmark: 30 learners at 8 tables of mixed games: the table service alone, then served.

Run: ``.venv/bin/python tests/benchmarks/bench_tables.py [--quick] [--games N] [--service-only | --served-only]``.
Not collected by pytest. The served part (the real server, 28 emulated page kernels and 2 Chromium pages;
move-to-every-screen latency, server CPU per move, memory per table, restore after a restart) is
:mod:`tests.benchmarks.tables_served`; this module's own docstring is about the service alone.

The service alone: no server and no browser: the calls a server makes, timed in one process on a data folder on disk
(SQLite in WAL mode, one transaction per move). The 8 tables: Sakura with 5 and 5 players,
Tokaido with 5 (base), 5 (Crossroads and Matsuri) and 4, Tokaido Duo three times; 30 learners,
no bots. Each learner whose turn it is plays a random legal move from the view it was sent; after
every move the server's part runs as it would: the table's subscriber sends every seat its own
view and the spectators the public view, each encoded as JSON. It prints:

* moves per second (one thread, back to back) and CPU per move, the move alone (``play``: the
  engine's check, the move, the database) and with the views pushed to every screen;
* the time from a move's arrival to the last screen's view encoded, p50 and p95 (service side,
  without the network);
* memory per table (tracemalloc, a whole game played at each of 8 tables);
* the time to restore the 8 tables after a restart (a new service on the same folder), the
  database's size, and that every restored game equals the one before.

``--quick`` plays one game per table instead of three (and 6 moves a table instead of 20 served) and
prints the same lines.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from widgets.tables import TableService, TableSettings  # noqa: E402

#: (game, options, players): 30 learners at 8 tables.
TABLES = [
    ("sakura", {}, 5), ("sakura", {}, 5),
    ("tokaido", {}, 5), ("tokaido", {"expansions": ["crossroads", "matsuri"]}, 5), ("tokaido", {}, 4),
    ("duo", {}, 2), ("duo", {}, 2), ("duo", {}, 2),
]


def open_tables(svc: TableService, seed: int) -> list[tuple[str, dict[int, str]]]:
    """The 8 tables, every seat joined by its own device; (code, {seat: credential})."""
    made = []
    for i, (game, options, players) in enumerate(TABLES):
        code, _host = svc.create_table(game, options, ["open"] * players, device=f"host{i}", seed=seed + i)
        creds = {s: svc.join(code, s, f"L{i}.{s}", device=f"10.0.{i}.{s}")["credential"] for s in range(players)}
        made.append((code, creds))
    return made


def play_all(svc: TableService, tables: list, rng: random.Random, push: bool) -> dict:
    """Play every table to its end, tables in turn, one move at a time; timings of each move."""
    sent = {"bytes": 0, "views": 0}
    latencies: list[float] = []
    by_game: dict[str, list[float]] = {}  # CPU of each move, by game
    screens = {}

    def pusher(code, creds):
        def on_change(change):
            for seat, cred in creds.items():
                text = json.dumps(svc.view(code, cred), separators=(",", ":"))
                screens[(code, seat)] = text
                sent["bytes"] += len(text)
            text = json.dumps(svc.public_view(code), separators=(",", ":"))
            sent["bytes"] += len(text)
            sent["views"] += len(creds) + 1
        return on_change

    if push:
        for code, creds in tables:
            svc.subscribe(code, pusher(code, creds))
    live = list(tables)
    moves, cpu = 0, 0.0
    while live:
        for entry in list(live):
            code, creds = entry
            public = svc.public_view(code)
            if public["over"]:
                live.remove(entry)
                continue
            seat = public["turn"]
            view = json.loads(screens[(code, seat)]) if push and (code, seat) in screens else svc.view(code, creds[seat])
            action = rng.choice(view["legal"])
            cpu0, start = time.process_time(), time.perf_counter()
            svc.play(code, creds[seat], action, view["version"])  # the subscribers run inside, after the lock
            latencies.append(time.perf_counter() - start)
            by_game.setdefault(public["game"], []).append(time.process_time() - cpu0)
            cpu += time.process_time() - cpu0
            moves += 1
    return {"moves": moves, "cpu": cpu, "wall": sum(latencies), "latencies": latencies, "by_game": by_game,
            "bytes": sent["bytes"],
            "views": sent["views"]}


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one game per table instead of three; fewer moves served")
    parser.add_argument("--games", type=int, default=None, help="games per table (default 3, --quick 1)")
    parser.add_argument("--service-only", action="store_true", help="the service alone, no server")
    parser.add_argument("--served-only", action="store_true", help="the served part only")
    args = parser.parse_args()
    if not args.served_only:
        service_alone(args.games or (1 if args.quick else 3))
    if not args.service_only:
        from tests.benchmarks.tables_served import main as served

        served(args.quick)


def service_alone(rounds: int) -> None:
    """The table service alone, in this process (see the module docstring)."""
    learners = sum(p for _, _, p in TABLES)
    print(f"table service alone: {learners} learners at {len(TABLES)} tables "
          f"(Sakura 5+5, Tokaido 5+5+4, Duo 2+2+2), {rounds} game(s) per table, SQLite WAL on disk")

    for push in (False, True):
        runs = []
        for r in range(rounds):
            with tempfile.TemporaryDirectory() as folder:
                svc = TableService(TableSettings(data_dir=folder, max_tables_per_device=10, join_burst=100))
                runs.append(play_all(svc, open_tables(svc, seed=100 * r), random.Random(r), push))
                svc.close_store()
        moves = sum(r["moves"] for r in runs)
        cpu = sum(r["cpu"] for r in runs)
        wall = sum(r["wall"] for r in runs)
        lat = [x for r in runs for x in r["latencies"]]
        p50, p95 = statistics.median(lat), statistics.quantiles(lat, n=20)[-1]
        if not push:
            print(f"play alone:            {moves} moves, {moves / wall:7.0f} moves/s, CPU {ms(cpu / moves)} a move, "
                  f"play p50 {ms(p50)}, p95 {ms(p95)}")
        else:
            views = sum(r["views"] for r in runs)
            kb = sum(r["bytes"] for r in runs) / views / 1024
            print(f"play + every screen:   {moves} moves, {moves / wall:7.0f} moves/s, CPU {ms(cpu / moves)} a move; "
                  f"move to every screen's view encoded p50 {ms(p50)}, p95 {ms(p95)} "
                  f"({views / moves:.1f} views a move, {kb:.1f} kB a view)")
        for game in ("sakura", "tokaido", "duo"):
            cpus = [x for r in runs for x in r["by_game"].get(game, [])]
            print(f"  {game:8s} CPU a move{' with its screens' if push else ''}: mean {ms(statistics.mean(cpus))}, "
                  f"p95 {ms(statistics.quantiles(cpus, n=20)[-1])} ({len(cpus)} moves)")

    # memory per table: whole games at 8 tables, in memory, traced
    tracemalloc.start()
    base = tracemalloc.take_snapshot()
    svc = TableService(TableSettings(max_tables_per_device=10, join_burst=100))
    tables = open_tables(svc, seed=7)
    started = tracemalloc.get_traced_memory()[0]
    play_all(svc, tables, random.Random(7), push=False)
    after = tracemalloc.take_snapshot()
    total = sum(s.size_diff for s in after.compare_to(base, "filename"))
    tracemalloc.stop()
    print(f"memory per table:      {total / len(TABLES) / 1024:7.0f} kB after a whole game "
          f"({started / len(TABLES) / 1024:.0f} kB a fresh table, tracemalloc, service included)")

    # restore after a restart
    with tempfile.TemporaryDirectory() as folder:
        svc = TableService(TableSettings(data_dir=folder, max_tables_per_device=10, join_burst=100))
        tables = open_tables(svc, seed=11)
        rng = random.Random(11)
        for _ in range(40):  # mid-game: 40 moves at each table
            for code, creds in tables:
                view = svc.public_view(code)
                if not view["over"]:
                    mine = svc.view(code, creds[view["turn"]])
                    svc.play(code, creds[view["turn"]], rng.choice(mine["legal"]), mine["version"])
        before = {code: svc._tables[code].game.to_json() for code, _ in tables}
        decisions = sum(svc._tables[code].version for code, _ in tables)
        del svc  # killed, not closed
        times = []
        for _ in range(5):
            start = time.perf_counter()
            again = TableService(TableSettings(data_dir=folder))
            times.append(time.perf_counter() - start)
            assert {c: again._tables[c].game.to_json() for c in again.restored} == before
            again.close_store()
        size = sum(p.stat().st_size for p in Path(folder).iterdir()) / 1024
        print(f"restore after restart: {len(before)} tables, {decisions} decisions: median {ms(statistics.median(times))}, "
              f"max {ms(max(times))} (5 restarts; database {size:.0f} kB; every game equal to the one before)")


if __name__ == "__main__":
    main()
