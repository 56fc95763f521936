"""The burst run of ``bench_classroom.py`` (``--burst``): a class opens one app at the same moment.

A teacher says "now open the app": twenty learners, each on its own device, ask for the Tokaido app in
the same instant, while five classmates who opened it earlier keep clicking and one more device loads
app pages without end. The server is ``make serve ROOM_ADDRESS=127.0.0.2 CLASS=30``, run twice in one
go, side by side: today's warm pool (warm kernels build nothing ahead, and Voila's client for each page
waits for jupyter_client's 0.2 s of silence), the pages' kernels ready without that wait, and the
kernels building ahead the app the class opens as well (the served settings: the teacher's projector
page, opened first, names the app). Prints, for each:

* the page (its HTML) and the board (every widget's state) for the 20 at once: median and slowest;
* the clicks of the five who were already playing, while the twenty arrive: p50 / p95 (the five play from
  a process of their own, as from their own devices: the benchmark's loop reading twenty boards does not
  delay them), and where the slowest three waited: on the way to their kernel, in it, or on the way back
  (the kernel's own busy and idle times);
* the memory of the server and all its kernels once the class of 30 is in (the last five come after
  the twenty) and at most during the run, and the kernels it counts;
* the flooding device's page loads (what it got: pages, "too many on this device" pages);

* the CPU the server and the kernels used while the twenty arrived, per page (the server is one
  process: its share is what twenty pages at once cannot spread over the cores);

and the machine's plain-Python speed and load average beside them (:mod:`tests.benchmarks.machine`).
``--baseline-tree DIR`` adds a first column: the served settings run from another checkout of the kit
(``git worktree add DIR <commit>``), for before/after figures in the same run.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import statistics
import time
from typing import Any

import psutil

from tests.benchmarks.bench_classroom import describe, kernels, pct, rss_mb, wait_pools
from tests.benchmarks.classroom_room import FLOODER, ROOM, flood
from tests.benchmarks.machine import describe_machine
from tests.benchmarks.widget_client import VoilaLearner
from tests.browser.conftest import ARTIFACTS, NOTEBOOKS, VoilaServer

JUPYTER_CLIENT = "jupyter_client.asynchronous.AsyncKernelClient"  # its wait for 0.2 s of silence included
VARIANTS = (  # name, the server's settings, whether warm kernels build the app ahead
    ("today's warm pool", ["--KitKernelManager.ahead_app=none", "--KitKernelManager.memory_budget_mb=0",
                           f"--KitKernelManager.page_client_class={JUPYTER_CLIENT}"], False),
    ("pages' kernels ready without the 0.2 s wait", ["--KitKernelManager.ahead_app=none"], False),
    ("and the app built ahead (the served settings)", [], True),
)
TEACHER = "127.0.0.9"
APP = "apps/tokaido.ipynb"  # the app the class opens


def cpu_seconds(server: VoilaServer) -> tuple[float, float]:
    """CPU seconds (user + system) so far of the server process and of all its kernels."""
    own = sum(psutil.Process(server.proc.pid).cpu_times()[:2])
    used = 0.0
    for kernel in kernels(server):
        try:
            used += sum(kernel.cpu_times()[:2])
        except psutil.Error:
            pass
    return own, used


def total_mb(server: VoilaServer) -> tuple[float, int]:
    """The server's and all its kernels' resident memory (MB), and the number of kernels."""
    ks = kernels(server)
    return rss_mb(psutil.Process(server.proc.pid)) + sum(rss_mb(k) for k in ks), len(ks)


async def clicking(learner: VoilaLearner, until: float, clicks: list) -> None:
    """Click a random available choice every 0.5-1.5 s until ``until``: (when, seconds) per click."""
    rng = learner.rng
    while time.time() < until:
        await asyncio.sleep(rng.uniform(0.5, 1.5))
        target = rng.choice(learner.available() or [None]) or learner.button("kit-new-game")
        if target is None:
            continue
        t0, answered = time.time(), len(learner.splits)
        try:
            seconds = await learner.click(target, timeout=30)
            clicks.append((t0, seconds, learner.splits[-1] if len(learner.splits) > answered else None))
        except Exception as err:  # noqa: BLE001 - a failed click is reported
            clicks.append((t0, f"{type(err).__name__}: {err}"[:120], None))


def wait_built(server: VoilaServer, timeout: float = 300.0) -> float:
    """Seconds until the server says its warm kernels hold the app built ahead (or ``timeout``)."""
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout and "built ahead" not in server.log_path.read_text(errors="replace"):
        time.sleep(0.5)
    return time.monotonic() - t0


async def join(url: str, code: str, source: str, seed: int, clients: list) -> VoilaLearner:
    """A device at ``source`` that has joined the class (its pass cookie), not yet on the app."""
    learner = VoilaLearner(url, APP, random.Random(seed), source=source)
    client = learner.client(timeout=120, follow_redirects=True)
    clients.append(client)
    await client.get(url + f"?class={code}")
    learner.http = client
    return learner


async def _players(url: str, code: str, early: int, seconds: float, ready: Any) -> list:
    """The ``early`` learners already playing: open the app, say ``ready``, click for ``seconds``."""
    clients: list = []
    players = [await join(url, code, f"127.0.0.{40 + i}", 40 + i, clients) for i in range(early)]
    for p in players:
        await p.open(p.http)
    ready.set()
    clicks: list = []
    end = time.time() + seconds
    await asyncio.gather(*[clicking(p, end, clicks) for p in players])
    for p in players:
        if p.ws is not None:
            await p.close(beacon=True, client=p.http)
    for client in clients:
        await client.aclose()
    return clicks


def players_process(url: str, code: str, early: int, seconds: float, ready: Any, results: Any) -> None:
    """:func:`_players` in a process of its own: its clicks are timed by a loop that does nothing else, as on
    a learner's own device (in the benchmark's loop they also waited while it read twenty arriving boards)."""
    results.put(asyncio.run(_players(url, code, early, seconds, ready)))


async def the_class(server: VoilaServer, url: str, code: str, burst: int, early: int, late: int,
                    after: float, ahead: bool) -> dict:
    out: dict = {"page": [], "board": [], "failures": [], "clicks": [], "flood": {}, "class_code": code}
    clients: list = []

    async def learner_at(source: str, seed: int) -> VoilaLearner:
        return await join(url, code, source, seed, clients)

    async def opens(learner: VoilaLearner, record: bool) -> bool:
        try:
            seconds = await learner.open(learner.http)
        except Exception as err:  # noqa: BLE001
            out["failures"].append(f"{type(err).__name__}: {err}"[:160])
            return False
        if record:
            out["page"].append(learner.phases["page"])
            out["board"].append(seconds)
        return True

    teacher = await learner_at(TEACHER, 0)  # the projector: the teacher opens the app first
    await opens(teacher, False)
    await asyncio.to_thread(wait_pools, server, len(kernels(server)))  # the pool refilled
    if ahead:  # and the teacher's page has named the app: the warm kernels have built it
        out["built_after"] = await asyncio.to_thread(wait_built, server)
    spawn = multiprocessing.get_context("spawn")
    ready, results = spawn.Event(), spawn.Queue()
    playing = spawn.Process(target=players_process, args=(url, code, early, 30 + after, ready, results), daemon=True)
    playing.start()
    if not await asyncio.to_thread(ready.wait, 300):
        raise RuntimeError("the learners already playing could not open the app")
    end = time.time() + 30 + after
    flooding = asyncio.create_task(flood(url, end, out))
    await asyncio.sleep(3.0)
    arriving = [await learner_at(f"127.0.0.{10 + i}", 10 + i) for i in range(burst)]
    cpu0 = cpu_seconds(server)
    out["burst_start"] = time.time()
    await asyncio.gather(*[opens(a, True) for a in arriving])
    out["burst_end"] = time.time()
    cpu1 = cpu_seconds(server)
    out["cpu"] = (cpu1[0] - cpu0[0], cpu1[1] - cpu0[1])
    latecomers = [await learner_at(f"127.0.0.{70 + i}", 70 + i) for i in range(late)]
    for learner in latecomers:  # the rest of the class, one after the other
        await opens(learner, False)
    await asyncio.sleep(after)
    out["memory"] = total_mb(server)
    out["clicks"] = await asyncio.to_thread(results.get, True, 120)
    await asyncio.to_thread(playing.join, 30)
    flooding.cancel()
    for learner in [teacher, *arriving, *latecomers]:
        if learner.ws is not None:
            await learner.close(beacon=True, client=learner.http)
    for client in clients:
        await client.aclose()
    return out


def one_variant(name: str, extra: list[str], ahead: bool, burst: int, early: int, late: int, after: float,
                tree: str | None = None) -> dict:
    """One server's run; ``tree``: the kit's code from that checkout instead of this one."""
    server = VoilaServer(NOTEBOOKS, class_size=burst + early + late, room_address=ROOM, extra=extra,
                         log_path=ARTIFACTS / f"bench-classroom-burst-{len(extra)}{ahead:d}{'b' if tree else ''}.log")
    saved = {k: os.environ.get(k) for k in ("PYTHONPATH", "PYTHONSAFEPATH")}
    if tree:  # the server (python -m, without its folder first on the path) and its kernels import from there
        os.environ.update(PYTHONPATH=str(tree), PYTHONSAFEPATH="1")
    try:
        url = server.start(timeout=900, wait_for_pools=False)
    finally:
        for key, value in saved.items():
            os.environ.pop(key, None) if value is None else os.environ.__setitem__(key, value)
    wait_pools(server, burst + early + late)
    peak = [0.0]
    watching = [True]

    def watch() -> None:
        while watching[0]:
            peak[0] = max(peak[0], total_mb(server)[0])
            time.sleep(1.0)

    import threading

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        res = asyncio.run(the_class(server, url, server.room()["class_code"], burst, early, late, after,
                                    ahead=ahead))
    finally:
        watching[0] = False
        watcher.join(5)
        server.stop()
    res["peak"] = peak[0]
    res["name"] = name
    return res


def report(res: dict, burst: int, early: int, late: int) -> list[str]:
    inside = [(s, split) for t, s, split in res["clicks"]
              if isinstance(s, float) and res["burst_start"] <= t <= res["burst_end"]]
    during = [s for s, _split in inside]
    failed = [s for _t, s, _split in res["clicks"] if isinstance(s, str)]
    slow = [split for s, split in sorted(inside, key=lambda c: c[0], reverse=True)[:3] if split]
    mem, count = res["memory"]
    flood_seen = ", ".join(f"{k}: {v}" for k, v in sorted(res["flood"].items(), key=str))
    page, board = res["page"], res["board"]
    return [
        f"  {res['name']}:",
        (f"    the warm kernels had built the app {res['built_after']:.0f} s after the teacher's page\n"
         if "built_after" in res else "") +
        f"    {burst} at once, page: median {statistics.median(page):.2f} s, slowest {max(page):.2f} s"
        if page else "    no page",
        f"    {burst} at once, board: median {statistics.median(board):.2f} s, slowest {max(board):.2f} s"
        + (f"; {len(res['failures'])} failed: {res['failures'][:2]}" if res["failures"] else "; no failure")
        if board else "    no board",
        f"    clicks of the {early} already playing while the {burst} arrive: {describe(during)}"
        + (f"; {len(failed)} failed" if failed else "")
        + ("; the slowest " + ", ".join(f"{sum(x) * 1000:.0f} ms ({x[0] * 1000:.0f} to the kernel, {x[1] * 1000:.0f} in it, "
                                      f"{x[2] * 1000:.0f} back)" for x in slow) if slow else ""),
        f"    the class of {burst + early + late} in (and the teacher's page): the server and its {count} kernels "
        f"{mem:.0f} MB; at most {res['peak']:.0f} MB during the run",
        f"    the flooding device's page loads: {flood_seen}",
        f"    CPU while the {burst} arrived: the server {res['cpu'][0]:.2f} s ({res['cpu'][0] / burst:.3f} s a page), "
        f"the kernels {res['cpu'][1]:.2f} s ({res['cpu'][1] / burst:.3f} s a page)",
    ]


def burst_run(burst: int = 20, early: int = 5, late: int = 5, after: float = 15.0, baseline_tree: str | None = None) -> int:
    print(f"A class opens one app at the same moment: make serve ROOM_ADDRESS={ROOM} CLASS={burst + early + late}, "
          f"the teacher's projector page first, {early} learners playing, then {burst} open the Tokaido app at "
          f"once, each on its own device, while {FLOODER} loads app pages without end; then {late} more")
    print(f"  this machine: {describe_machine()}")
    variants = [(name, extra, ahead, None) for name, extra, ahead in VARIANTS]
    if baseline_tree:
        variants.insert(0, (f"the served settings, the kit from {baseline_tree}", [], True, baseline_tree))
    results = [one_variant(name, extra, ahead, burst, early, late, after, tree) for name, extra, ahead, tree in variants]
    for res in results:
        print("\n".join(report(res, burst, early, late)))
    old, new = results[1 if baseline_tree else 0], results[-1]
    if old["page"] and new["page"]:
        print(f"  side by side: slowest page {max(old['page']):.2f} -> {max(new['page']):.2f} s, median "
              f"{statistics.median(old['page']):.2f} -> {statistics.median(new['page']):.2f} s; slowest board "
              f"{max(old['board']):.2f} -> {max(new['board']):.2f} s; memory {old['memory'][0]:.0f} -> "
              f"{new['memory'][0]:.0f} MB")
    if baseline_tree and results[0]["page"] and new["page"]:
        base = results[0]
        print(f"  the served settings, {baseline_tree} -> this checkout: slowest page {max(base['page']):.2f} -> "
              f"{max(new['page']):.2f} s, median {statistics.median(base['page']):.2f} -> "
              f"{statistics.median(new['page']):.2f} s; slowest board {max(base['board']):.2f} -> {max(new['board']):.2f} s; "
              f"server CPU a page {base['cpu'][0] / burst:.3f} -> {new['cpu'][0] / burst:.3f} s, kernels "
              f"{base['cpu'][1] / burst:.3f} -> {new['cpu'][1] / burst:.3f} s")
    print(f"  this machine after the runs: {describe_machine()}")
    return 0


__all__ = ["burst_run", "pct"]
