"""The room run of ``bench_classroom.py`` (``--room``): the class on a loopback room address, a flooding device.

``make serve ROOM_ADDRESS=127.0.0.2 CLASS=<learners>``; each learner is its own device (its own
loopback source address, the class code typed), and one more device loads app pages without end
for the whole run. Prints the learners' time to a board and their clicks while it floods, what the
flooding device got, and the most memory the server and all its kernels held together.
"""

from __future__ import annotations

import asyncio
import random
import time

import psutil

from tests.benchmarks.bench_classroom import (APPS, cpu_by_process, cpu_use, describe, kernels, play, rss_mb,
                                              wait_pools)
from tests.benchmarks.classroom_browser import APP
from tests.benchmarks.widget_client import VoilaLearner
from tests.browser.conftest import ARTIFACTS, NOTEBOOKS, VoilaServer

ROOM = "127.0.0.2"
FLOODER = "127.0.0.250"


async def flood(url: str, until: float, stats: dict, concurrency: int = 4) -> None:
    """One device loading app pages as fast as it can (never opening their websockets), until ``until``."""
    flooder = VoilaLearner(url, APP, source=FLOODER)
    async with flooder.client(timeout=60, follow_redirects=True) as client:
        await client.get(url + f"?class={stats['class_code']}")

        async def worker(k: int) -> None:
            n = k
            while time.time() < until:
                n += concurrency
                app = APPS[n % 3] + ("?theme=dark" if n % 2 else "")
                try:
                    response = await client.get(url + "voila/render/" + app)
                    stats["flood"][response.status_code] = stats["flood"].get(response.status_code, 0) + 1
                except Exception as err:  # noqa: BLE001 - counted, the flood goes on
                    stats["flood"][type(err).__name__] = stats["flood"].get(type(err).__name__, 0) + 1

        await asyncio.gather(*[worker(k) for k in range(concurrency)])


async def room_class(url: str, code: str, n: int, window: float, click_seconds: float, memory,
                     cpu_reader=None) -> dict:
    """``n`` learners, each its own device (source address), open the app within ``window`` s and click
    for ``click_seconds`` while one more device floods the server with page loads."""
    rng = random.Random(7)
    delays = sorted(rng.uniform(0, window) for _ in range(n))
    stats: dict = {"open": [], "open_failures": [], "clicks": [], "failures": [], "stuck": [], "errors": [],
                   "new_games": 0, "flood": {}, "class_code": code, "phases": {}}
    t_start = time.time() + 0.5
    until = t_start + window + click_seconds
    flooding = asyncio.create_task(flood(url, until, stats))
    watching = asyncio.create_task(memory(until))
    cpu0 = cpu_reader() if cpu_reader else None

    async def one(i: int, delay: float) -> None:
        await asyncio.sleep(max(0.0, t_start + delay - time.time()))
        learner = VoilaLearner(url, APP, random.Random(i), source=f"127.0.0.{10 + i}")
        async with learner.client(timeout=120, follow_redirects=True) as client:
            try:
                await client.get(url + f"?class={code}")
                stats["open"].append(await learner.open(client))
                for phase, seconds in learner.phases.items():
                    stats["phases"].setdefault(phase, []).append(seconds)
            except Exception as err:  # noqa: BLE001
                stats["open_failures"].append(f"{type(err).__name__}: {err}"[:200])
                return
            await play(learner, until, stats)
            await learner.close(beacon=True, client=client)

    async def arrivals_cpu() -> None:  # where the cores went while the class arrived
        await asyncio.sleep(max(0.0, t_start + window + 2.0 - time.time()))
        stats["cpu"] = cpu_use(cpu0, cpu_reader(), time.time() - t_start)

    if cpu_reader:
        asyncio.create_task(arrivals_cpu())
    await asyncio.gather(*[one(i, d) for i, d in enumerate(delays)])
    await flooding
    stats["memory"] = await watching
    return stats


def room_run(n: int, minutes: float, class_size: int | None, pages_at_once: int | None = None) -> int:
    """``make serve ROOM=1 CLASS=n`` on a loopback room address, n learners and one flooding device."""
    pool = class_size if class_size is not None else n
    extra = [f"--KitKernelManager.pages_at_once={pages_at_once}"] if pages_at_once is not None else []
    server = VoilaServer(NOTEBOOKS, class_size=pool, room_address=ROOM, extra=extra,
                         log_path=ARTIFACTS / "bench-classroom-room.log")
    print(f"The room: make serve ROOM_ADDRESS={ROOM} CLASS={pool}, {n} learners each on its own device, "
          f"one more device ({FLOODER}) loading app pages without end"
          + (f"; pages_at_once={pages_at_once}" if pages_at_once is not None else ""))
    t0 = time.monotonic()
    url = server.start(timeout=900, wait_for_pools=False)
    wait_pools(server, pool)
    print(f"  server ready in {time.monotonic() - t0:.0f} s ({len(kernels(server))} warm kernels)")

    async def memory(until: float) -> float:
        peak = 0.0
        while time.time() < until:
            total = rss_mb(psutil.Process(server.proc.pid)) + sum(rss_mb(k) for k in kernels(server))
            peak = max(peak, total)
            await asyncio.sleep(2.0)
        return peak

    try:
        res = asyncio.run(room_class(url, server.room()["class_code"], n, 10.0, minutes * 60, memory,
                                     cpu_reader=lambda: cpu_by_process(server)))
    finally:
        server.stop()
    fails = res["open_failures"]
    print(f"  time to a board, {n} learners within 10 s during the flood: {describe(res['open'], 's', 1.0)}"
          + (f"; {len(fails)} failed: {fails[:2]}" if fails else "; no failure"))
    phases = "; ".join(f"{phase} {describe(values, 's', 1.0)}" for phase, values in res["phases"].items())
    print(f"    of which: {phases}")
    if "cpu" in res:
        print(f"  the cores while the class arrived (its first {10 + 2} s), {res['cpu']}")
    print(f"  click to board update during the flood: {describe(res['clicks'])}; failures "
          f"{len(res['failures'] + res['errors'])}; games finished and restarted: {res['new_games']}")
    flood_seen = ", ".join(f"{k}: {v}" for k, v in sorted(res["flood"].items(), key=str))
    print(f"  the flooding device's page loads: {flood_seen}")
    print(f"  the server and all its kernels at most {res['memory']:.0f} MB during the run")
    return 0
