"""Benchmark: the strategy lab's simulation, four-player GreedyBot games of Tokaido (base game).

Run: ``.venv/bin/python tests/benchmarks/bench_lab.py [games] [--processes 1,2]``.
Prints, for each number of processes, games per second (wall clock, and per CPU-second of all
the processes: what an unshared machine would give) and the time for the games (2,000 by default; the aim is under 60 s with
the machine's 2 processes). Not collected by pytest.
"""

from __future__ import annotations

import argparse
import os
import time

from tokaido_kit import lab

BOTS = ["greedy"] * 4


def cpu_seconds() -> float:
    """CPU time of this process and of its finished worker processes (user + system)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def run(games: int, processes: int) -> tuple[float, float]:
    """Simulate ``games`` seeded games on ``processes`` processes; (wall seconds, CPU seconds of all processes)."""
    wall, cpu = time.perf_counter(), cpu_seconds()
    records = lab.simulate("tokaido", games, BOTS, seed=0, processes=processes)
    assert len(records) == games
    return time.perf_counter() - wall, cpu_seconds() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=2000)
    parser.add_argument("--processes", default="1,2", help="comma-separated process counts (default 1,2)")
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f}")
    for processes in [int(p) for p in args.processes.split(",")]:
        wall, cpu = run(args.games, processes)
        print(f"{processes} process{'es' if processes > 1 else ''}: {args.games} games in {wall:.1f} s "
              f"= {args.games / wall:.1f} games/s (CPU {cpu:.1f} s = {args.games / cpu:.1f} games per CPU-second; "
              f"load average now {os.getloadavg()[0]:.2f})", flush=True)


if __name__ == "__main__":
    main()
