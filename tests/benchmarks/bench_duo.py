"""Tokaido Duo benchmark: prints figures, asserts nothing.

Run: ``.venv/bin/python tests/benchmarks/bench_duo.py [games]``

* full random games per second of CPU time on one core (RandomBot in every human seat),
  in 2-player mode and in Automa mode (target: at least 500 games/s each);
* GreedyBot's win rate against the kit's Automa over 500 seeded games
  (seed s, GreedyBot(s)); the Automa's Rank paths in the island data file are
  calibrated so that this lands between 40% and 60%.
"""

from __future__ import annotations

import sys
import time

from tokaido_kit.bots import GreedyBot, RandomBot, play_out
from tokaido_kit.duo import DuoGame


def random_games(n: int, automa: bool) -> tuple[float, float, float]:
    decisions = rounds = 0
    start = time.process_time()
    for seed in range(n):
        game = DuoGame.new(players=2, seed=seed, automa=automa)
        play_out(game, [RandomBot(seed), RandomBot(seed + 1)])
        decisions += len(game.history)
        rounds += game.round
    elapsed = time.process_time() - start
    return n / elapsed, decisions / n, rounds / n


def greedy_vs_automa(n: int = 500) -> dict:
    wins = ties_to_human = 0
    totals = [0, 0]
    rounds = 0
    reasons: dict[str, int] = {}
    start = time.process_time()
    for seed in range(n):
        game = play_out(DuoGame.new(players=2, seed=seed, automa=True), [GreedyBot(seed), None])
        a, b = game.scores()
        totals[0] += a
        totals[1] += b
        rounds += game.round
        if game.winners() == [0]:
            wins += 1
            ties_to_human += a == b
        for r in game.end_reasons:
            reasons[r] = reasons.get(r, 0) + 1
    return {
        "rate": wins / n, "ties": ties_to_human, "human": totals[0] / n, "automa": totals[1] / n,
        "rounds": rounds / n, "reasons": reasons, "per_s": n / (time.process_time() - start),
    }


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    for automa in (False, True):
        rate, decisions, rounds = random_games(n, automa)
        mode = "Automa mode" if automa else "2-player   "
        print(f"{mode}: {rate:7.0f} random games/s  ({n} games, {decisions:.0f} decisions and {rounds:.1f} rounds per game)")
    g = greedy_vs_automa(500)
    print(f"GreedyBot vs Automa: GreedyBot wins {g['rate']:.1%} of 500 seeded games "
          f"({g['ties']} of them ties that go to the human); average score {g['human']:.1f} to {g['automa']:.1f}; "
          f"{g['rounds']:.1f} rounds; end reasons {g['reasons']}; {g['per_s']:.0f} games/s")


if __name__ == "__main__":
    main()
