"""Benchmark: full random Tokaido games (base, with Crossroads, with Crossroads and Matsuri), on one core.

Run: ``.venv/bin/python tests/benchmarks/bench_tokaido.py [games] [--profile]``.
Prints games per second and decisions per second (RandomBot + play, with the
engine's full history and undo bookkeeping). Not collected by pytest.
"""

from __future__ import annotations

import statistics
import sys
import time

from tokaido_kit.bots import RandomBot
from tokaido_kit.tokaido import TokaidoGame


def run(games: int, players: int = 4, clock=time.perf_counter, **options) -> tuple[float, float, float]:
    """Play ``games`` random games; (games/s, decisions/s, decisions per game) by ``clock``."""
    bots = [RandomBot(i) for i in range(players)]
    decisions = 0
    start = clock()
    for seed in range(games):
        game = TokaidoGame.new(players, seed=seed, **options)
        while not game.over:
            game.play(bots[game.current_player].choose(game))
        decisions += len(game._history)
    elapsed = clock() - start
    return games / elapsed, decisions / elapsed, decisions / games


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 2000
    if "--profile" in sys.argv:
        import cProfile
        import pstats

        cProfile.runctx("run(games)", globals(), {"games": games, "run": run}, "/tmp/bench_tokaido.prof")
        pstats.Stats("/tmp/bench_tokaido.prof").sort_stats("tottime").print_stats(25)
        return
    run(50)  # warm up
    cpu_rates = {}
    for label, players, options in (
        ("4 players, base game", 4, {}),
        ("2 players, base game", 2, {}),
        ("5 players, base game", 5, {}),
        ("4 players, fixed travellers", 4, {"travelers": ["Hiroshige", "Satsuki", "Yoshiyasu", "Chuubei"]}),
        ("4 players, Crossroads", 4, {"expansions": ("crossroads",)}),
        ("2 players, Crossroads", 2, {"expansions": ("crossroads",)}),
        ("5 players, Crossroads", 5, {"expansions": ("crossroads",)}),
        ("4 players, Crossroads+Matsuri", 4, {"expansions": ("crossroads", "matsuri")}),
        ("2 players, Crossroads+Matsuri", 2, {"expansions": ("crossroads", "matsuri")}),
        ("5 players, Crossroads+Matsuri", 5, {"expansions": ("crossroads", "matsuri")}),
    ):
        # Best of 3, timed by wall clock and by this process's CPU time (the machine may be shared).
        wall = max(run(games, players, **options) for _ in range(3))
        cpu = max(run(games, players, clock=time.process_time, **options) for _ in range(3))
        print(f"{label:30s} wall: {wall[0]:6.0f} games/s {wall[1]:7.0f} decisions/s | "
              f"cpu: {cpu[0]:6.0f} games/s {cpu[1]:7.0f} decisions/s | {wall[2]:.1f} decisions per game")
        cpu_rates[label] = cpu[0]
    # The ratio the Crossroads issue asks for: base and expansion games interleaved, so that both
    # see the same machine; five rounds, the median and the range of the per-round ratios.
    expansions = {"4 players, Crossroads": ("crossroads",), "4 players, Crossroads+Matsuri": ("crossroads", "matsuri")}
    ratios: dict[str, list[float]] = {label: [] for label in expansions}
    for _ in range(5):
        base = run(games // 2, 4, clock=time.process_time)[0]
        for label, exp in expansions.items():
            ratios[label].append(base / run(games // 2, 4, clock=time.process_time, expansions=exp)[0])
    for label, values in ratios.items():
        print(f"{label}: {statistics.median(values):.2f}x slower than the 4-player base game "
              f"(CPU, median of 5 interleaved rounds, range {min(values):.2f}-{max(values):.2f}; target at most 1.5x); "
              f"best-of-3 figures above: {cpu_rates['4 players, base game'] / cpu_rates[label]:.2f}x")


if __name__ == "__main__":
    main()
