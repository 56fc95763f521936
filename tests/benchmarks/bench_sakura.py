"""Benchmark of the Sakura engine: prints figures, asserts nothing.

Run from the project root:

    .venv/bin/python tests/benchmarks/bench_sakura.py [--games N]

Figures: full random games per second and decisions per second (one core, RandomBot
at every seat, target >= 500 four-player games/s), for each player count and both
two-player variants; plus GreedyBot games per second, and the cost of a save/load
and of an undo in the middle of a game.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))

from tokaido_kit.bots import GreedyBot, RandomBot, play_out  # noqa: E402
from tokaido_kit.sakura import SakuraGame  # noqa: E402


def random_games(players: int, variant: str, games: int) -> tuple[float, float, float]:
    """Games/s and decisions/s per CPU second of this process (one core, whatever else runs),
    and games/s by the wall clock."""
    decisions = 0
    start, wall = time.process_time(), time.perf_counter()
    for seed in range(games):
        game = SakuraGame.new(players, seed=seed, variant=variant)
        play_out(game, [RandomBot(seed * 10 + i) for i in range(players)])
        decisions += len(game.history)
    cpu, wall = time.process_time() - start, time.perf_counter() - wall
    return games / cpu, decisions / cpu, games / wall


def greedy_games(games: int) -> float:
    start = time.process_time()
    for seed in range(games):
        game = SakuraGame.new(4, seed=seed)
        play_out(game, [GreedyBot(seed * 10 + i) for i in range(4)])
    return games / (time.process_time() - start)


def save_load_undo(repeat: int = 50) -> tuple[float, float, int]:
    game = SakuraGame.new(4, seed=1)
    play_out(game, [RandomBot(i) for i in range(4)])
    text = game.to_json()
    start = time.process_time()
    for _ in range(repeat):
        SakuraGame.from_json(text)
    load_ms = (time.process_time() - start) / repeat * 1000
    start = time.process_time()
    for _ in range(repeat):
        action = game.undo()
        game.play(action)
    undo_ms = (time.process_time() - start) / repeat * 1000
    return load_ms, undo_ms, len(game.history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="random games per configuration")
    args = parser.parse_args()
    print(f"Sakura engine benchmark, {args.games} random games per configuration, one core")
    print("(per CPU second of this process; the wall-clock rate is lower when other work shares the core)")
    print(f"{'configuration':<22}{'games/s':>10}{'decisions/s':>14}{'wall games/s':>15}")
    for players, variant in [(2, "imperial"), (2, "challenging"), (3, "imperial"), (4, "imperial"),
                             (5, "imperial"), (6, "imperial")]:
        gps, dps, wall = random_games(players, variant, args.games)
        label = f"{players} players" + (f" ({variant})" if players == 2 else "")
        mark = "  <- target >= 500" if players == 4 else ""
        print(f"{label:<22}{gps:>10.0f}{dps:>14.0f}{wall:>15.0f}{mark}")
    print(f"{'4 players, GreedyBot':<22}{greedy_games(max(10, args.games // 50)):>10.1f}")
    load_ms, undo_ms, n = save_load_undo()
    print(f"from_json of a finished 4-player game ({n} decisions): {load_ms:.2f} ms")
    print(f"undo + replay of the last decision: {undo_ms:.3f} ms")


if __name__ == "__main__":
    main()
