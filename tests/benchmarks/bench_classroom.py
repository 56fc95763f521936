"""A whole class at once on this machine: the figures a teacher cares about, measured as a class would.

Run:  .venv/bin/python tests/benchmarks/bench_classroom.py [--learners 30] [--minutes 1.5]
      [--server kit|baseline] [--class-size N] [--quick] [--room] [--burst]
(``make bench`` runs it with the defaults). Prints figures; asserts nothing.

The server is started as ``make serve CLASS=<learners>`` starts it (``python -m
widgets.server``); ``--server baseline`` starts plain Voila as the kit served it before
the kit's first serving (preheated index and apps, one kernel per pool, no culling, no compression), for
before/after figures in the same run conditions.

Figures
-------
* **Time to a playable board** for 1, 10 and 30 visitors who open the Sakura app within
  the same 10 seconds (the 10 and 30 arrive at seeded random moments in a 10 s window):
  from the request to the last widget state received, for learners emulated by
  :class:`widget_client.VoilaLearner` (the page's HTTP request and widget messages), and,
  for one real Chromium among them, to the first available (``-legal``) choice on screen.
* **Click to board update** while the 30 learners each click every 1-3 s (seeded) for
  ``--minutes``: a random available choice (``-legal``), or New game once a game ends.
  Emulated learners: from the click message to the kernel's idle status (every update has
  arrived). Two real Chromium pages beside them: from ``click()`` to the board's first
  change in the page. p50 / p95 / max, and failures (a click that timed out, an error,
  a page with nothing available that is not over).
* **Kernel memory** (RSS of each kernel process) after the clicking: most learners have
  played a whole game by then.
* **Kernels left after the tabs close**: all 30 tabs close, half with the page's goodbye
  beacon, half without (a crash, a lost network); kernels counted every 15 s until only
  the preheated pools remain.
* **100 open/close cycles**: the server's memory (RSS) before and after, and kernels left.
* **The room** (``--room`` runs it alone; the full run ends with it): the server on a loopback room
  address (``make serve ROOM_ADDRESS=127.0.0.2 CLASS=<learners>``), each learner its own device (its
  own loopback source address, the class code typed), and one more device loading app pages without
  end for the whole run: the learners' time to a board and their clicks while it floods, what the
  flooding device got (pages, "too many games on this device" pages) and the most memory the
  server and all its kernels held together.
* **A class opening one app at once** (``--burst`` runs it alone; the full run ends with it): 20
  learners ask for the Tokaido app in the same instant, today's warm pool beside the kernels that
  build the app ahead, in one run (:mod:`tests.benchmarks.classroom_burst`), with the machine's
  plain-Python speed beside the figures.
* **Bytes** of a first and a repeat visit (same browser, cache kept) of the landing page,
  an app and a tutorial, in Chromium (transferred bytes, as the network panel counts them,
  plus websocket payloads).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402
import psutil  # noqa: E402

from tests.benchmarks.classroom_browser import APP, BrowserLearner, page_bytes  # noqa: E402
from tests.benchmarks.widget_client import VoilaLearner  # noqa: E402
from tests.browser.conftest import (  # noqa: E402
    ARTIFACTS,
    CHROMIUM,
    NOTEBOOKS,
    VoilaServer,
)

APPS = ("apps/sakura.ipynb", "apps/tokaido.ipynb", "apps/duo.ipynb")
BASELINE_FLAGS = [  # how the kit was served before its class settings (the Makefile's VOILA_FLAGS then)
    "--no-browser", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0",
    "--VoilaConfiguration.preheat_kernel=True",
    '--VoilaKernelManager.preheat_denylist=["^(?!(.*/)?(apps/[^/]+|index)\\\\.ipynb$)"]',
    "--VoilaConfiguration.extension_denylist=jupyterlab-jupytext",
]

# ---------------------------------------------------------------------- servers
class BaselineServer(VoilaServer):
    """Plain Voila with the flags the kit used before its class settings."""

    def start(self, timeout: float = 120.0, wait_for_pools: bool = True) -> str:
        import subprocess
        import os

        log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "voila", str(self.root), f"--port={self.port}", *BASELINE_FLAGS],
            cwd=ROOT, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            env=dict(os.environ, PYTHONUNBUFFERED="1"), start_new_session=True)
        log.close()
        deadline = time.monotonic() + timeout
        needed = 4 if wait_for_pools else 0
        while time.monotonic() < deadline:
            text = self.log_path.read_text(errors="replace")
            if "is running at" in text and text.count("Kernel pool of") >= needed:
                return self.url
            time.sleep(0.2)
        raise RuntimeError("baseline Voila did not start:\n" + self.log_tail())


def kernels(server: VoilaServer) -> list[psutil.Process]:
    out = []
    for child in psutil.Process(server.proc.pid).children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                out.append(child)
        except psutil.Error:
            pass
    return out


def kernel_ids(server: VoilaServer) -> set[str]:
    """The ids of the running kernels (from their connection file's name)."""
    ids = set()
    for k in kernels(server):
        try:
            for part in k.cmdline():
                if "kernel-" in part and part.endswith(".json"):
                    ids.add(part.rsplit("kernel-", 1)[1][:-5])
        except psutil.Error:
            pass
    return ids


def rss_mb(proc: psutil.Process) -> float:
    try:
        return proc.memory_info().rss / 2**20
    except psutil.Error:
        return float("nan")


def wait_pools(server: VoilaServer, expected: int, timeout: float = 600.0) -> float:
    """Wait until ``expected`` kernels run and the server and its kernels are quiet (the pools are
    filled: every preheated kernel has run its notebook); return the seconds waited."""
    t0 = time.monotonic()
    server_proc = psutil.Process(server.proc.pid)

    def cpu() -> float:
        total = sum(server_proc.cpu_times()[:2])
        for k in kernels(server):
            try:
                total += sum(k.cpu_times()[:2])
            except psutil.Error:
                pass
        return total

    while time.monotonic() - t0 < timeout:
        if len(kernels(server)) >= expected:
            before = cpu()
            time.sleep(2.0)
            if cpu() - before < 0.2 and len(kernels(server)) >= expected:
                return time.monotonic() - t0
        else:
            time.sleep(1.0)
    print(f"  (pools not refilled after {timeout:.0f} s: {len(kernels(server))} of {expected} kernels)")
    return time.monotonic() - t0


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return float("nan")
    k = max(0, min(len(values) - 1, int(round(q / 100 * (len(values) - 1)))))
    return values[k]


def describe(values: list[float], unit: str = "ms", scale: float = 1000.0) -> str:
    if not values:
        return "no samples"
    v = [x * scale for x in values]
    digits = 0 if unit == "ms" else 2
    return (f"p50 {pct(v, 50):.{digits}f} {unit}, p95 {pct(v, 95):.{digits}f} {unit}, "
            f"max {max(v):.{digits}f} {unit} (n={len(v)})")


# ---------------------------------------------------------------------- emulated learners
def cpu_by_process(server: VoilaServer) -> dict[int, tuple[str, float]]:
    """CPU seconds (user + system) so far of every process of the run, by pid, with its group:
    the server, its kernels, this script (the emulated learners) and Chromium (with Playwright)."""
    out: dict[int, tuple[str, float]] = {}
    own = {server.proc.pid: "server", psutil.Process().pid: "this script (emulated learners)"}
    kernel_pids = {k.pid for k in kernels(server)}
    for proc in psutil.process_iter(["pid", "name", "cmdline"]):
        try:
            pid, cmd = proc.info["pid"], " ".join(proc.info["cmdline"] or [])
            group = own.get(pid) or ("kernels" if pid in kernel_pids else
                                     "Chromium" if "chromium" in cmd or "playwright" in cmd else None)
            if group:
                times = proc.cpu_times()
                out[pid] = (group, times.user + times.system)
        except psutil.Error:
            pass
    total = psutil.cpu_times()
    out[-1] = ("machine", sum(total) - total.idle - getattr(total, "iowait", 0.0))
    return out


def cpu_use(before: dict[int, tuple[str, float]], after: dict[int, tuple[str, float]], wall: float) -> str:
    """Where the cores went between two :func:`cpu_by_process` readings, as a share of all cores."""
    groups: dict[str, float] = {}
    for pid, (group, seconds) in after.items():
        groups[group] = groups.get(group, 0.0) + seconds - before.get(pid, (group, 0.0))[1]
    cores = psutil.cpu_count() * wall
    machine = after[-1][1] - before[-1][1]
    groups.pop("machine")
    groups["anything else on the machine"] = machine - sum(groups.values())
    parts = [f"{g} {s:.0f} s ({100 * s / cores:.0f}%)" for g, s in sorted(groups.items(), key=lambda kv: -kv[1])]
    return f"over {wall:.0f} s of {psutil.cpu_count()} cores: " + ", ".join(parts)


async def arrive(client, url: str, notebook: str, delay: float, seed: int) -> tuple[VoilaLearner, float | str]:
    await asyncio.sleep(delay)
    learner = VoilaLearner(url, notebook, random.Random(seed))
    try:
        return learner, await learner.open(client)
    except Exception as err:
        return learner, f"{type(err).__name__}: {err}"[:200]


async def play(learner: VoilaLearner, until: float, stats: dict) -> None:
    rng = learner.rng
    while time.time() < until:
        await asyncio.sleep(rng.uniform(1.0, 3.0))
        choices = learner.available()
        target = rng.choice(choices) if choices else learner.button("kit-new-game")
        if not choices:
            status = learner.text("kit-status")
            if "game is over" not in status:
                stats["stuck"].append(f"{status[:80]!r} ({len(learner.visible())} of {len(learner.states)} "
                                      f"widgets visible, kernel {learner.kernel_id[:8]})")
            stats["new_games"] += 1
        if target is None:
            continue
        try:
            stats["clicks"].append(await learner.click(target, timeout=30))
        except Exception as err:
            stats["failures"].append(f"{type(err).__name__}: {err}"[:200])
    stats["errors"].extend(learner.errors)


async def class_opens(url: str, n: int, window: float, seed: int, browser_learner: bool,
                      click_seconds: float = 0.0, all_say_goodbye: bool = True, cpu_reader=None) -> dict:
    """``n`` learners open the app within ``window`` seconds (one of them a real Chromium);
    then, if ``click_seconds``, they all click for that long."""
    rng = random.Random(seed)
    delays = sorted(rng.uniform(0, window) for _ in range(n)) if n > 1 else [0.0]
    out: dict = {"open": [], "open_failures": [], "browser": None, "clicks": [], "failures": [],
                 "stuck": [], "errors": [], "new_games": 0, "learners": [], "browsers": []}
    t_start = time.time() + 0.5
    browsers = []
    emulated_delays = delays
    if browser_learner:
        k = 2 if click_seconds else 1
        picks = delays[:: max(1, n // k)][:k]
        for i, d in enumerate(picks):
            emulated_delays.remove(d)
            b = BrowserLearner(url + "voila/render/" + APP, t_start + d, t_start + window + click_seconds, seed + i)
            b.start()
            browsers.append(b)
    limits = httpx.Limits(max_connections=200, max_keepalive_connections=200)
    async with httpx.AsyncClient(limits=limits) as client:
        await asyncio.sleep(max(0.0, t_start - time.time()))
        results = await asyncio.gather(*[arrive(client, url, APP, d, seed * 1000 + i)
                                         for i, d in enumerate(emulated_delays)])
        learners = []
        for learner, result in results:
            if isinstance(result, str):
                out["open_failures"].append(result)
            else:
                out["open"].append(result)
                learners.append(learner)
        if click_seconds:
            until = t_start + window + click_seconds
            cpu0, wall0 = (cpu_reader() if cpu_reader else None), time.monotonic()
            await asyncio.gather(*[play(l, until, out) for l in learners])
            if cpu_reader:
                out["cpu"] = cpu_use(cpu0, cpu_reader(), time.monotonic() - wall0)
        out["learners"] = learners
        out["kernel_ids"] = {learner.kernel_id for learner in learners}
        # leave: every tab says goodbye (the page's beacon), or half of them vanish (a crash, a
        # lost network) and their kernels wait for the culler
        for i, learner in enumerate(learners):
            await learner.close(beacon=all_say_goodbye or i % 2 == 0, client=client)
    for b in browsers:
        b.close_event.set()
        b.closed.wait(120)
        if b.playable is not None:
            out["browsers"].append(b.playable)
        out["clicks_browser"] = out.get("clicks_browser", []) + b.clicks
        out["failures"].extend(b.failures)
    return out


async def cycles(url: str, n: int, seed: int, concurrency: int = 4) -> list[str]:
    """``n`` visits that open the app, click once and leave (with the beacon)."""
    failures: list[str] = []
    sem = asyncio.Semaphore(concurrency)
    async with httpx.AsyncClient() as client:
        async def one(i: int) -> None:
            async with sem:
                learner = VoilaLearner(url, APPS[i % 3], random.Random(seed + i))
                try:
                    await learner.open(client)
                    choices = learner.available()
                    if choices:
                        await learner.click(learner.rng.choice(choices))
                except Exception as err:
                    failures.append(f"{type(err).__name__}: {err}"[:200])
                finally:
                    try:
                        await learner.close(beacon=True, client=client)
                    except Exception as err:  # a goodbye that times out is a failure to report, not a crash
                        failures.append(f"closing: {type(err).__name__}: {err}"[:200])
        await asyncio.gather(*[one(i) for i in range(n)])
    return failures


# ---------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--minutes", type=float, default=1.5, help="how long the class clicks")
    parser.add_argument("--server", choices=("kit", "baseline"), default="kit")
    parser.add_argument("--class-size", type=int, default=None, help="pool per app (default: --learners)")
    parser.add_argument("--cycles", type=int, default=100)
    parser.add_argument("--quick", action="store_true", help="10 learners, 30 s of clicks, 20 cycles")
    parser.add_argument("--room", action="store_true",
                        help="only the room run: the server on 127.0.0.2, a flooding device beside the class")
    parser.add_argument("--burst", action="store_true",
                        help="only the burst run: 20 learners open one app at once, today's pool beside apps built ahead")
    parser.add_argument("--baseline-tree", default=None,
                        help="the burst run: one more server, the kit's code from this checkout (before/after)")
    parser.add_argument("--pages-at-once", type=int, default=None,
                        help="the room run with another KitKernelManager.pages_at_once (0: no turns)")
    args = parser.parse_args(argv)
    if args.quick:
        args.learners, args.minutes, args.cycles = 10, 0.5, 20
    from tests.benchmarks.classroom_room import room_run

    if args.room:
        return room_run(args.learners, args.minutes, args.class_size, args.pages_at_once)
    if args.burst:
        from tests.benchmarks.classroom_burst import burst_run

        return burst_run(*((6, 2, 2, 5.0) if args.quick else (20, 5, 5, 15.0)), baseline_tree=args.baseline_tree)
    if not Path(CHROMIUM).exists():
        print(f"bench_classroom: {CHROMIUM} is missing (apt-get install -y chromium)")
        return 1
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    n = args.learners
    pool = args.class_size if args.class_size is not None else n
    kit = args.server == "kit"
    log = ARTIFACTS / f"bench-classroom-{args.server}.log"
    server = (VoilaServer(NOTEBOOKS, class_size=pool, log_path=log) if kit
              else BaselineServer(NOTEBOOKS, log_path=log))
    print(f"Classroom benchmark: server {args.server}"
          + (f" (make serve CLASS={pool})" if kit else " (Voila as served before the class settings)")
          + f", {n} learners, {psutil.cpu_count()} cores")
    t0 = time.monotonic()
    url = server.start(timeout=900, wait_for_pools=False)
    pooled = pool if kit else 4
    waited = wait_pools(server, pooled)
    print(f"  server ready in {time.monotonic() - t0:.0f} s ({len(kernels(server))} {'warm' if kit else 'preheated'} kernels, "
          f"pools filled {waited:.0f} s after start); server RSS {rss_mb(psutil.Process(server.proc.pid)):.0f} MB")
    try:
        print("Time to a playable board (request -> every widget state; Chromium: -> first available choice):")
        for count in sorted({1, min(10, n), n}):
            res = asyncio.run(class_opens(url, count, 10.0 if count > 1 else 0.0, seed=count,
                                          browser_learner=count > 1,
                                          click_seconds=args.minutes * 60 if count == n else 0.0,
                                          all_say_goodbye=count != n,
                                          cpu_reader=(lambda: cpu_by_process(server)) if count == n else None))
            fails = res["open_failures"]
            line = f"  {count:>2} visitor(s) within {10 if count > 1 else 0} s: {describe(res['open'], 's', 1.0)}"
            if res["browsers"]:
                line += "; Chromium " + ", ".join(f"{b:.2f} s" for b in res["browsers"])
            fails = fails + ([] if count == n else res["failures"])
            print(line + (f"; {len(fails)} failed: {fails[:2]}" if fails else "; no failure"))
            if count == n:
                clicks = res["clicks"]
                print(f"Click to board update, {n} learners clicking every 1-3 s for {args.minutes:g} min:")
                print(f"  emulated learners: {describe(clicks)}")
                print(f"  Chromium pages:    {describe(res.get('clicks_browser', []))}")
                bad = res["failures"] + res["errors"]
                print(f"  failures: {len(bad)}" + (f" {bad[:3]}" if bad else "")
                      + f"; pages with nothing to click that were not over: {len(res['stuck'])}"
                      + (f" {res['stuck'][:2]}" if res["stuck"] else "")
                      + f"; games finished and restarted: {res['new_games']}")
                if "cpu" in res:
                    print(f"  CPU while clicking, {res['cpu']}")
                ks = kernels(server)
                mem = [rss_mb(k) for k in ks]
                print(f"  kernel memory after the games: median {statistics.median(mem):.0f} MB, "
                      f"max {max(mem):.0f} MB over {len(ks)} kernels (warm ones included); the server and "
                      f"all its kernels: {rss_mb(psutil.Process(server.proc.pid)) + sum(mem):.0f} MB")
                print(f"Kernels of the {n} closed tabs still running (half closed with the page's goodbye "
                      "beacon, half vanished without it):")
                t_close = time.monotonic()
                marks = []
                for mark in (0, 15, 30, 60, 90, 120):
                    time.sleep(max(0.0, t_close + mark - time.monotonic()))
                    marks.append(f"{mark} s: {len(res['kernel_ids'] & kernel_ids(server))}")
                print("  " + ", ".join(marks))
            wait_pools(server, pooled)
        rss0 = rss_mb(psutil.Process(server.proc.pid))
        k0 = len(kernels(server))
        t_cycles = time.monotonic()
        failures = asyncio.run(cycles(url, args.cycles, seed=99))
        took = time.monotonic() - t_cycles
        time.sleep(5)
        wait_pools(server, pooled, timeout=300)
        rss1 = rss_mb(psutil.Process(server.proc.pid))
        print(f"{args.cycles} open/click/close cycles in {took:.0f} s: server RSS {rss0:.0f} -> {rss1:.0f} MB; "
              f"kernels {k0} -> {len(kernels(server))}; failures {len(failures)}" + (f" {failures[:2]}" if failures else ""))
    finally:
        server.stop()
    if kit:
        room_run(n, args.minutes, args.class_size)
        from tests.benchmarks.classroom_burst import burst_run

        burst_run(*((6, 2, 2, 5.0) if args.quick else ()))
    # bytes, on a fresh server (so the landing page and app pools are as a first visitor finds them)
    server = (VoilaServer(NOTEBOOKS, class_size=1, log_path=ARTIFACTS / "bench-classroom-bytes.log") if kit
              else BaselineServer(NOTEBOOKS, log_path=ARTIFACTS / "bench-classroom-bytes.log"))
    url = server.start(timeout=300)
    try:
        print("Bytes per page in Chromium (first visit -> repeat visit, cache kept):")
        for name, first, first_n, repeat, repeat_n in page_bytes(url, kit):
            print(f"  {name:<13} {first * 1000:7.0f} kB in {first_n:>3} requests -> {repeat * 1000:5.0f} kB in {repeat_n:>3} requests")
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
