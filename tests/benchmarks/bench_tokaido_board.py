"""Tokaido board benchmark (Python side, no browser): build, click-to-refresh, drawing, page weight.

Run:  .venv/bin/python tests/benchmarks/bench_tokaido_board.py
Prints figures; asserts nothing. Browser figures (time to first widget, click
latency in the page) come from tests/benchmarks/bench_voila.py's method; here we
measure what the kernel spends per click, which bounds the page's latency.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import ipywidgets as w  # noqa: E402

from tokaido_kit.tokaido import TokaidoGame  # noqa: E402
from widgets.tokaido import TokaidoBoard, road_svg  # noqa: E402
from widgets.tokaido.app import TokaidoApp  # noqa: E402


def ms(values: list[float]) -> str:
    values = sorted(values)
    return f"median {statistics.median(values) * 1000:.2f} ms, p90 {values[int(len(values) * 0.9)] * 1000:.2f} ms"


def main() -> None:
    warnings.filterwarnings("ignore", category=DeprecationWarning)  # Widget.widgets: still the registry
    before = len(w.Widget.widgets)
    t = time.perf_counter()
    app = TokaidoApp()
    print(f"TokaidoApp built in {(time.perf_counter() - t) * 1000:.0f} ms, "
          f"{len(w.Widget.widgets) - before} widget models")

    for expansions in [(), ("crossroads",), ("crossroads", "matsuri")]:
        clicks: list[float] = []
        for seed in range(1, 11):
            game = TokaidoGame.new(2 + seed % 4, seed=seed, expansions=expansions)
            board = TokaidoBoard(game, seats=["human"] * game.players, hotseat=False, show_chart=False)
            rng = random.Random(seed)
            while not game.is_over:
                choices = [("s", s) for s in board.legal_spaces()] + [("l", x) for x in board.action_labels()]
                kind, value = rng.choice(choices)
                t = time.perf_counter()
                board.click_space(value) if kind == "s" else board.click_label(value)
                clicks.append(time.perf_counter() - t)
        print(f"click to refreshed board, {'+'.join(expansions) or 'base'}: {len(clicks)} clicks, {ms(clicks)}")

    game = TokaidoGame.new(5, seed=3, expansions=("crossroads", "matsuri"))
    view = game.view(None)
    n, t = 200, time.perf_counter()
    for _ in range(n):
        svg = road_svg(view)
    print(f"road_svg: {(time.perf_counter() - t) / n * 1000:.2f} ms per drawing, {len(svg) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
