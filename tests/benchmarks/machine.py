"""The machine's plain-Python speed, printed beside a benchmark's figures so that figures taken on
different machines (a quiet laptop, a busy 2-core box, CI) can be compared.

``python_speed()`` times a small fixed CPU loop (integer arithmetic, a dict, a list, string building:
what an engine's turn does) in this process and returns the best of a few runs in milliseconds: a
machine twice as slow gives twice the figure. Run it in the same process and minute as the figures it
stands beside: on a shared machine the load changes from one minute to the next.
"""

from __future__ import annotations

import time

#: iterations of :func:`_loop`: about 0.35 s on the 2-core build machine at load 5
LOOPS = 300_000


def _loop(n: int) -> int:
    counts: dict[int, int] = {}
    items: list[str] = []
    total = 0
    for i in range(n):
        key = (i * 7919) % 97
        counts[key] = counts.get(key, 0) + 1
        total += (i * i) % 13
        if i % 50 == 0:
            items.append(str(total))
    return total + len(counts) + len("".join(items))


def python_speed(runs: int = 3) -> float:
    """Milliseconds for the fixed loop, the best of ``runs`` (the least disturbed by other processes)."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        _loop(LOOPS)
        best = min(best, time.perf_counter() - start)
    return best * 1000


def describe(ms: float) -> str:
    return f"plain-Python speed: fixed CPU loop {ms:.0f} ms (best of 3; tests/benchmarks/machine.py; lower is faster)"


def describe_machine() -> str:
    """One line for a benchmark's header: the plain-Python speed, the cores and the load average now."""
    import os

    load = os.getloadavg()
    return (f"{describe(python_speed())}, {os.cpu_count()} cores, "
            f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")


if __name__ == "__main__":
    print(describe(python_speed()))
