"""This machine's plain-Python speed, printed beside the benchmarks' figures so that figures taken on
different machines can be compared (a school laptop is often 2-3 times slower than a developer's)."""

from __future__ import annotations

import time

#: the fixed work timed by :func:`plain_python_ms` (about 0.1 s on a fast 2024 core)
ROUNDS = 3


def _work() -> int:
    """Plain Python, as the kit's engines and widgets use it: dicts, lists, strings, small integers."""
    total = 0
    table: dict[str, int] = {}
    for i in range(60_000):
        key = f"k{i % 997}"
        table[key] = table.get(key, 0) + i
        row = [i, i * 3, i % 7]
        total += sum(row) % 11
    return total + len(table)


def plain_python_ms() -> float:
    """Milliseconds for :func:`_work`, the best of ``ROUNDS`` (the least disturbed by other work)."""
    best = float("inf")
    for _ in range(ROUNDS):
        t0 = time.perf_counter()
        _work()
        best = min(best, time.perf_counter() - t0)
    return best * 1000


def describe_machine() -> str:
    """One line: plain-Python speed and the load average now."""
    import os

    load = os.getloadavg()
    return (f"plain Python {plain_python_ms():.0f} ms for the fixed loop of tests/benchmarks/machine.py "
            f"(lower is faster), {os.cpu_count()} cores, load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")
