"""Tokaido Duo board benchmark (Python side, no browser): build, click-to-refresh, drawing, page weight.

Run:  .venv/bin/python tests/benchmarks/bench_duo_board.py
Prints figures; asserts nothing. What the kernel spends per click bounds the
page's latency (an ipywidgets Button click costs ~12 ms more in the page, see
shared/STACK.md).
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

from tokaido_kit.duo import DuoGame  # noqa: E402
from widgets.duo import DuoIsland, island_svg  # noqa: E402
from widgets.duo.app import DuoApp  # noqa: E402


def ms(values: list[float]) -> str:
    values = sorted(values)
    return f"median {statistics.median(values) * 1000:.2f} ms, p90 {values[int(len(values) * 0.9)] * 1000:.2f} ms"


def main() -> None:
    warnings.filterwarnings("ignore", category=DeprecationWarning)  # Widget.widgets: still the registry
    before = len(w.Widget.widgets)
    t = time.perf_counter()
    DuoApp()
    print(f"DuoApp built in {(time.perf_counter() - t) * 1000:.0f} ms, {len(w.Widget.widgets) - before} widget models")
    for automa in (True, False):
        clicks, refused, sizes = [], [], []
        for seed in range(20):
            rnd = random.Random(seed)
            game = DuoGame.new(2, seed=seed, automa=automa)
            board = DuoIsland(game, seats=["human", "human"])
            while not game.is_over:
                if rnd.random() < 0.1 and game.pending != "merchant_to":  # a refused click
                    t = time.perf_counter()
                    board.click_town(rnd.choice(game.island.towns))
                    refused.append(time.perf_counter() - t)
                action = rnd.choice(game.legal_actions())
                t = time.perf_counter()
                board.click_choice(action.kind, **action.params)
                clicks.append(time.perf_counter() - t)
                sizes.append(len(board.svg))
        label = "against the Automa" if automa else "two players"
        print(f"{label}: {len(clicks)} clicks, click to refreshed board {ms(clicks)}; "
              f"refused click {ms(refused)}; SVG {statistics.median(sizes) / 1000:.1f} kB median")
    view = DuoGame.new(2, seed=1, automa=True).view(None)
    t = time.perf_counter()
    for _ in range(200):
        island_svg(view)
    print(f"island_svg: {(time.perf_counter() - t) / 200 * 1000:.2f} ms per drawing")


if __name__ == "__main__":
    main()
