"""Benchmark: how long one undo takes, at every point of whole random games of each game.

Run: ``.venv/bin/python tests/benchmarks/bench_undo.py [games]``.
Undo replays the decisions played since the nearest checkpoint
(``tokaido_kit.core.game.CHECKPOINT_EVERY``), so its cost grows with the
distance to that checkpoint: the maximum is the figure a learner could feel.
Not collected by pytest.
"""

from __future__ import annotations

import statistics
import sys
import time

from tokaido_kit.bots import RandomBot
from tokaido_kit.core.game import CHECKPOINT_EVERY
from tokaido_kit.duo import DuoGame
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.tokaido import TokaidoGame

GAMES = {
    "Sakura, 4 players": lambda seed: SakuraGame.new(4, seed=seed),
    "Tokaido, 4 players": lambda seed: TokaidoGame.new(4, seed=seed),
    "Tokaido + Crossroads + Matsuri, 4 players": lambda seed: TokaidoGame.new(
        4, seed=seed, expansions=("crossroads", "matsuri")),
    "Tokaido Duo, 2 players": lambda seed: DuoGame.new(2, seed=seed),
    "Tokaido Duo, solo against the Automa": lambda seed: DuoGame.new(2, seed=seed, automa=True),
}


def undo_times(new, games: int) -> tuple[list[float], float]:
    """Seconds taken by one undo at every decision of ``games`` random games; mean decisions per game."""
    times, lengths = [], []
    for seed in range(games):
        game = new(seed)
        bots = [RandomBot(seed * 10 + i) for i in range(game.players)]
        while not game.is_over:
            game.play(bots[game.current_player].choose(game))
        lengths.append(len(game.history))
        while game.history:
            start = time.perf_counter()
            game.undo()
            times.append(time.perf_counter() - start)
    return times, statistics.mean(lengths)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    print(f"one undo at every decision of {games} random games (a checkpoint every {CHECKPOINT_EVERY} decisions)")
    for label, new in GAMES.items():
        times, length = undo_times(new, games)
        print(f"{label:44s} {length:5.0f} decisions/game | undo median {statistics.median(times) * 1e3:5.2f} ms, "
              f"95th percentile {statistics.quantiles(times, n=20)[-1] * 1e3:5.2f} ms, max {max(times) * 1e3:5.2f} ms")


if __name__ == "__main__":
    main()
