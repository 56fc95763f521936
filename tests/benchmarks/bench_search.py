"""SearchBot's speed and strength: playouts per second, and win rates against the other bots.

    .venv/bin/python tests/benchmarks/bench_search.py                   # a short run (make bench)
    .venv/bin/python tests/benchmarks/bench_search.py --games 200 --seconds 1.0 --jobs 1
    .venv/bin/python tests/benchmarks/bench_search.py --games 40 --playouts 300 --jobs 2

Speed: random playouts of whole games per second on one core (the full rules, 4-player Tokaido
base game first, as the published Tokaido MCTS figures are), and playouts per second inside the
search (a world dealt, the tree walked, the game played out).

Strength: for each table, seeded games where one SearchBot sits at a seat that rotates with the
game number and the others are GreedyBots (or the Automa). The win rate counts a shared win as
a share; the 95% interval is Wilson's. ``--jobs`` plays games on that many processes (one bot
per process: each search still uses one core). ``--playouts`` fixes the playouts per decision
instead of the time, so the win rates do not depend on the machine or its load.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tokaido_kit.bots import GreedyBot, SearchBot  # noqa: E402
from tokaido_kit.duo import DuoGame  # noqa: E402
from tokaido_kit.sakura import SakuraGame  # noqa: E402
from tokaido_kit.tokaido import TokaidoGame  # noqa: E402

TABLES = {
    "tokaido": ("Tokaido, 4 players: SearchBot vs 3 GreedyBots", 0.45,
                lambda seed: TokaidoGame.new(4, seed=seed)),
    "tokaido-x": ("Tokaido + Crossroads + Matsuri, 4 players: vs 3 GreedyBots", 0.40,
                  lambda seed: TokaidoGame.new(4, seed=seed, expansions=("crossroads", "matsuri"))),
    "sakura": ("Sakura, 4 players: SearchBot vs 3 GreedyBots", 0.45,
               lambda seed: SakuraGame.new(4, seed=seed)),
    "duo": ("Tokaido Duo: SearchBot vs GreedyBot", 0.70, lambda seed: DuoGame.new(2, seed=seed)),
    "duo-automa": ("Tokaido Duo: SearchBot vs the Automa", 0.75,
                   lambda seed: DuoGame.new(2, seed=seed, automa=True)),
}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's 95% interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def random_playouts(make, seconds: float) -> tuple[float, float]:
    """Whole games of random legal choices per second, and decisions per game."""
    rng = random.Random(1)
    start, games, decisions = time.perf_counter(), 0, 0
    while time.perf_counter() - start < seconds:
        game = make(games)
        while not game.is_over:
            legal = game.legal_actions()
            game.play(legal[rng.randrange(len(legal))])
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / games


def search_playouts(make, seconds: float) -> float:
    """Playouts per second inside SearchBot, over the first decisions of a few games."""
    total, spent = 0, 0.0
    for seed in range(3):
        game = make(seed)
        bot = SearchBot(seed=seed, seconds=seconds)
        for _ in range(3):
            if game.is_over:
                break
            start = time.perf_counter()
            bot.search(game)
            spent += time.perf_counter() - start
            total += bot.last_playouts
            game.play(game.legal_actions()[0])
    return total / spent


def one_game(table: str, seed: int, seconds: float,
             playouts: int | None = None) -> tuple[float, int, float, int, int]:
    """Play one game; returns (SearchBot's share of the win, its seat, seconds taken, its playouts
    in all, its decisions that had a choice).

    ``playouts``, when given, fixes SearchBot's playouts per decision instead of ``seconds``.
    """
    make = TABLES[table][2]
    game = make(seed)
    players = game.players
    automa = getattr(game, "automa", False)
    seat = 0 if automa else seed % players
    bots = {p: GreedyBot(seed * 10 + p) for p in range(players)}
    bots[seat] = SearchBot(seed=seed, seconds=seconds, playouts=playouts)
    searcher, searched, decisions = bots[seat], 0, 0
    start = time.perf_counter()
    while not game.is_over:
        searcher.last_playouts = 0
        game.play(bots[game.current_player].choose(game))
        if searcher.last_playouts:  # a search ran (a decision with one choice needs none)
            searched += searcher.last_playouts
            decisions += 1
    winners = game.winners()
    share = 1.0 / len(winners) if seat in winners else 0.0
    return share, seat, time.perf_counter() - start, searched, decisions


def strength(table: str, games: int, seconds: float, jobs: int, playouts: int | None = None) -> None:
    title, target, _ = TABLES[table]
    start = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool:
        results = list(pool.map(one_game, [table] * games, range(1, games + 1), [seconds] * games,
                                [playouts] * games))
    wins = sum(r[0] for r in results)
    low, high = wilson(wins, games)
    per_game = sum(r[2] for r in results) / games
    per_decision = sum(r[3] for r in results) / max(1, sum(r[4] for r in results))
    print(f"  {title}: {wins / games:.0%} of {games} games (95%: {low:.0%} to {high:.0%}), "
          f"target {target:.0%}; {per_decision:.0f} playouts a decision on average; {per_game:.1f} s a game, "
          f"{time.perf_counter() - start:.0f} s in all")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12, help="games per table (the issue asks 200)")
    parser.add_argument("--seconds", type=float, default=0.25, help="SearchBot's time per decision")
    parser.add_argument("--playouts", type=int, default=None,
                        help="SearchBot's playouts per decision (instead of --seconds)")
    parser.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 1)))
    parser.add_argument("--tables", default=",".join(TABLES), help=f"any of {','.join(TABLES)}")
    args = parser.parse_args()
    print("Speed (one core):")
    for table in ("tokaido", "tokaido-x", "sakura", "duo"):
        make = TABLES[table][2]
        per_second, decisions = random_playouts(make, 3.0)
        inside = search_playouts(make, 0.5)
        print(f"  {table}: {per_second:.0f} random playouts/s ({decisions:.0f} decisions a game); "
              f"{inside:.0f} playouts/s inside SearchBot")
    budget = f"{args.playouts} playouts" if args.playouts else f"{args.seconds} s"
    print(f"Strength ({args.games} games a table, {budget} a decision, {args.jobs} processes):")
    for table in args.tables.split(","):
        strength(table, args.games, args.seconds, args.jobs, args.playouts)


if __name__ == "__main__":
    main()
