"""The served part of ``bench_tables.py``: 30 learners at 8 tables on the real server.

The server is started as ``make serve`` starts it (:class:`VoilaServer`, its tables in a folder of
its own, every request to 127.0.0.1). 28 learners are emulated page kernels
(:class:`widget_client.VoilaLearner`: the page's HTTP request and widget messages over the
kernel's websocket, each device from its own loopback address), two are real Chromium pages.
Every learner is a page's kernel, so every move takes the served path: the click reaches the
clicker's kernel, its :class:`~widgets.tables.play.TablePlay` posts ``play`` to the server's table
service, the other kernels' long-polls (``wait``) answer, each kernel replays the move on its
replica and redraws, and the widget updates go out on each page's websocket.

Each table's creator sets its app's players and seats, opens "Play with others" and creates the
table; the others join by its code (the panel's code field, Join, a free seat). Then every table
plays at once, the seat whose turn it is clicking a random available (``-legal``) choice after
1-3 s (a learner thinking). Figures:

* **move to every screen**: from the click to each other screen of the table receiving the
  update: for an emulated page the arrival of the widget update of its log (its header counts the
  events), for Chromium the first change inside ``.kit-log`` after the click (a MutationObserver,
  ``performance.timeOrigin + now()`` against the click's time); p50 / p95 / max;
* **server CPU per move**: the server's process and all its kernels (psutil), over the play, above
  what they use while the seated class does nothing (5 s watched first), and the server process's
  part; then the widget updates (and kB) a move sends to each emulated screen of its table, by
  widget (where a kernel's and the server's time goes: every update is serialized and signed by
  the kernel, then deserialized and relayed by the server);
* **memory per table**: the server's growth from before the tables to after the play (the
  service inside it), and the learners' kernels (RSS) a table;
* **restore**: the server stopped and started again on the same folder: the time until it answers,
  and until the teacher's view lists the 8 tables at the versions they had.
"""

from __future__ import annotations

import asyncio
import random
import re
import statistics
import time
import urllib.request
from collections import Counter

import httpx
import psutil

from tests.benchmarks.bench_classroom import rss_mb
from tests.benchmarks.widget_client import VoilaLearner
from tests.browser.conftest import ARTIFACTS, NOTEBOOKS, VoilaServer

#: (game, learners): 30 learners at 8 tables
TABLES = [("sakura", 5), ("sakura", 5), ("tokaido", 5), ("tokaido", 5), ("tokaido", 4),
          ("duo", 2), ("duo", 2), ("duo", 2)]
#: (table, seat) of the two learners in real Chromium
IN_CHROMIUM = {(0, 2), (5, 1)}
#: seconds the seated class is watched doing nothing (the CPU a move costs is counted above that)
IDLE_SECONDS = 5.0
EVENTS = re.compile(r"of (\d+) events")
CODE = re.compile(r"class='kit-table-code'>([A-Z0-9]+)<")
CHOICES = 'button[class*="-legal"]'
LOG_PROBE = """
window.__kitLog = [];
const watchLog = () => new MutationObserver(found => {
  const at = performance.timeOrigin + performance.now();
  for (const m of found) {
    const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
    if (el && el.closest && el.closest('.kit-log')) { window.__kitLog.push(at); return; }
  }
}).observe(document.documentElement, {childList: true, subtree: true, characterData: true});
if (document.documentElement) watchLog(); else document.addEventListener('readystatechange', watchLog, {once: true});
"""
CLICK = """(pick) => {
  const shown = Array.from(document.querySelectorAll('%s')).filter(el => el.getClientRects().length && !el.disabled);
  if (!shown.length) return null;
  const at = performance.timeOrigin + performance.now();
  shown[Math.floor(pick * shown.length)].click();
  return at;
}""" % CHOICES
COUNT = "() => Array.from(document.querySelectorAll('%s')).filter(el => el.getClientRects().length && !el.disabled).length" % CHOICES


class Emulated(VoilaLearner):
    """An emulated page that notes when each update of its log's header arrives."""

    browser = False

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.header: str | None = None
        self.arrivals: list[float] = []  # time.time() of each log header update
        self.updates = 0  # widget updates received
        self.kinds: Counter = Counter()  # widget updates received, by the widget's kind and its first kit-* class
        self.on_update = self._noted

    def _noted(self, model_id: str, state: dict) -> None:
        self.updates += 1
        known = self.states.get(model_id, {})
        css = next((c for c in known.get("_dom_classes", []) if c.startswith(("kit-", "sakura-", "tokaido-", "duo-"))), "")
        self.kinds[f"{known.get('_model_name', '?').removesuffix('Model')} {css}".strip()] += 1
        if model_id == self.header and "header" in state:
            self.arrivals.append(time.time())

    def find(self, css: str, model: str | None = None) -> str:
        shown = self.visible()
        found = [m for m, s in self.states.items() if css in s.get("_dom_classes", [])
                 and (model is None or s.get("_model_name") == model)]
        found.sort(key=lambda m: m not in shown)
        if not found:
            raise RuntimeError(f"no {css} in the page")
        return found[0]

    def watch_log(self) -> None:
        self.header = self.find("kit-log", "AnyModel")  # the log panel: its header counts the events

    async def pick(self, css: str, label: str) -> None:
        """Choose the option whose label starts with ``label`` in the menu ``css``."""
        menu = self.find(css)
        labels = [str(x) for x in self.states[menu].get("_options_labels", [])]
        await self.update(menu, {"index": next(i for i, x in enumerate(labels) if x.startswith(label))})

    async def choices(self) -> int:
        return len(self.available())

    async def tap(self, rng: random.Random) -> float | None:
        """Click a random available choice without waiting: the click's time."""
        shown = self.available()
        if not shown:
            return None
        msg = self._msg("comm_msg", {"comm_id": rng.choice(shown),
                                     "data": {"method": "custom", "content": {"event": "click"}}})
        at = time.time()
        await self._send(msg)
        return at

    async def seen_after(self, at: float) -> float | None:
        return next((t for t in self.arrivals if t > at), None)


class Browser:
    """A learner in real Chromium (Playwright's async API)."""

    browser = True

    def __init__(self, page) -> None:
        self.page = page

    async def choices(self) -> int:
        return await self.page.evaluate(COUNT)

    async def tap(self, rng: random.Random) -> float | None:
        at = await self.page.evaluate(CLICK, rng.random())
        return None if at is None else at / 1000

    async def seen_after(self, at: float) -> float | None:
        times = await self.page.evaluate("() => window.__kitLog")
        return next((t / 1000 for t in times if t / 1000 > at), None)


# ---------------------------------------------------------------------- sitting down
async def create(learner: Emulated, game: str, players: int, name: str) -> str:
    """The table's creator: players, every seat human (open for a classmate), a name, Create."""
    if game == "duo":
        await learner.pick("kit-mode", "2 players")
    else:
        await learner.pick("kit-players", str(players))
    for seat in range(1, players):
        await learner.pick(f"kit-seat-{seat}", "human")
    await learner.update(learner.find("kit-table-open"), {"value": True})
    await learner.update(learner.find("kit-table-name", "TextModel"), {"value": name})
    await learner.click(learner.find("kit-table-create", "ButtonModel"))
    return CODE.search(learner.text("kit-table-info")).group(1)


async def join(learner: Emulated, code: str, name: str) -> None:
    await learner.update(learner.find("kit-table-open"), {"value": True})
    await learner.update(learner.find("kit-table-name", "TextModel"), {"value": name})
    await learner.update(learner.find("kit-table-code-input", "TextModel"), {"value": code})
    await learner.click(learner.find("kit-table-join", "ButtonModel"))
    await learner.click(learner.button("kit-seat-free"))
    if code not in learner.text("kit-table-info"):
        raise RuntimeError(f"{name} did not sit at {code}")


async def join_in_chromium(context, base: str, game: str, code: str, name: str) -> Browser:
    page = await context.new_page()
    await page.goto(f"{base}voila/render/apps/{game}.ipynb?table={code}", timeout=120_000)
    await page.wait_for_selector(".kit-seat-free", timeout=120_000)
    await page.fill(".kit-table-name input", name)
    await page.locator(".kit-seat-free").first.click()
    await page.wait_for_selector(".kit-table-code", timeout=60_000)
    return Browser(page)


# ---------------------------------------------------------------------- playing
async def decider(screens: list, timeout: float = 20.0) -> int | None:
    """The one screen offering choices, once the others have caught up (None: none within ``timeout``)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        counts = await asyncio.gather(*(s.choices() for s in screens))
        offering = [i for i, n in enumerate(counts) if n]
        if len(offering) == 1:
            return offering[0]
        await asyncio.sleep(0.02)
    return None


async def play_table(screens: list, moves: int, rng: random.Random, out: dict) -> None:
    """``moves`` moves at one table, each after 1-3 s of thought; latencies into ``out``."""
    for _ in range(moves):
        await asyncio.sleep(rng.uniform(1.0, 3.0))
        seat = await decider(screens)
        if seat is None:
            out["stuck"] += 1
            return
        at = await screens[seat].tap(rng)
        if at is None:
            continue
        deadline = time.monotonic() + 20.0
        seen: dict[int, float] = {}
        while len(seen) < len(screens) and time.monotonic() < deadline:
            for i, screen in enumerate(screens):
                if i not in seen:
                    when = await screen.seen_after(at)
                    if when is not None:
                        seen[i] = when
            await asyncio.sleep(0.01)
        if seat not in seen:  # the click made no move (a choice that is not a decision): not counted
            out["no_move"] += 1
            continue
        out["moves"] += 1
        out["missed"] += len(screens) - len(seen)
        for i, when in seen.items():
            if i != seat:
                kind = "chromium" if screens[i].browser else "websocket"
                out[kind].append(when - at)


def percentiles(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return (f"p50 {1000 * statistics.median(ordered):.0f} ms, p95 {1000 * p95:.0f} ms, "
            f"max {1000 * ordered[-1]:.0f} ms ({len(ordered)})")


def processes(server: VoilaServer) -> list[psutil.Process]:
    root = psutil.Process(server.proc.pid)
    return [root] + root.children(recursive=True)


def cpu_seconds(procs: list[psutil.Process]) -> float:
    total = 0.0
    for proc in procs:
        try:
            total += sum(proc.cpu_times()[:2])
        except psutil.Error:
            pass
    return total


def teacher_view(server: VoilaServer) -> str:
    code = re.findall(r"kit/class\?teacher=(\d+)", server.log_path.read_text(errors="replace"))[-1]
    with urllib.request.urlopen(f"{server.url}kit/class?teacher={code}&part=1", timeout=30) as reply:
        return reply.read().decode()


# ---------------------------------------------------------------------- the run
async def run_class(server: VoilaServer, moves: int) -> dict:
    from playwright.async_api import async_playwright

    from tests.browser.conftest import CHROMIUM_ARGS, CHROMIUM

    base = server.url
    out = {"moves": 0, "stuck": 0, "no_move": 0, "missed": 0, "websocket": [], "chromium": []}
    server_proc = psutil.Process(server.proc.pid)
    rss_before = rss_mb(server_proc)
    learners: dict[tuple[int, int], Emulated] = {}
    clients: list[httpx.AsyncClient] = []
    gate = asyncio.Semaphore(3)  # pages opening at once

    async def open_page(t: int, s: int, game: str) -> None:
        learner = Emulated(base, f"apps/{game}.ipynb", source=f"127.0.0.{10 + 8 * t + s}")
        client = learner.client(timeout=180)
        clients.append(client)
        async with gate:
            await learner.open(client, timeout=180)
        learner.watch_log()
        learners[(t, s)] = learner

    started = time.perf_counter()
    await asyncio.gather(*(open_page(t, s, game) for t, (game, n) in enumerate(TABLES) for s in range(n)
                           if (t, s) not in IN_CHROMIUM))
    opened = time.perf_counter() - started
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        screens: list[list] = []
        try:
            codes = []
            for t, (game, n) in enumerate(TABLES):
                code = await create(learners[(t, 0)], game, n, f"T{t}S0")
                codes.append(code)
                table = [learners[(t, 0)]]
                for s in range(1, n):
                    if (t, s) in IN_CHROMIUM:
                        context = await browser.new_context(viewport={"width": 1280, "height": 900})
                        await context.add_init_script(LOG_PROBE)
                        table.append(await join_in_chromium(context, base, game, code, f"T{t}S{s}"))
                    else:
                        await join(learners[(t, s)], code, f"T{t}S{s}")
                        table.append(learners[(t, s)])
                screens.append(table)
            seated = time.perf_counter() - started
            procs = processes(server)
            cpu0 = cpu_seconds(procs)
            await asyncio.sleep(IDLE_SECONDS)  # everyone seated, nobody moving
            out["idle"] = (cpu_seconds(procs) - cpu0) / IDLE_SECONDS
            sent = [(s.updates, s.bytes_ws) for s in learners.values()]
            for learner in learners.values():
                learner.kinds.clear()
            server0 = cpu_seconds(procs[:1])
            cpu0, t0 = cpu_seconds(procs), time.perf_counter()
            await asyncio.gather(*(play_table(table, moves, random.Random(i), out) for i, table in enumerate(screens)))
            out["cpu"], out["wall"] = cpu_seconds(procs) - cpu0, time.perf_counter() - t0
            out["server_cpu"] = cpu_seconds(procs[:1]) - server0
            out["kinds"] = sum((s.kinds for s in learners.values()), Counter())
            out["updates"] = sum(s.updates for s in learners.values()) - sum(u for u, _ in sent)
            out["bytes"] = sum(s.bytes_ws for s in learners.values()) - sum(b for _, b in sent)
            kernels = [k for k in procs[1:] if k.is_running() and "ipykernel" in " ".join(k.cmdline())]
            out["kernel_mb"] = sum(rss_mb(k) for k in kernels) / max(1, len(kernels))
            out["kernels"] = len(kernels)
            out["server_mb"] = rss_mb(server_proc) - rss_before
            out["opened"], out["seated"], out["codes"] = opened, seated, codes
        finally:
            await browser.close()
    for learner in learners.values():
        await learner.close(beacon=False)
    for client in clients:
        await client.aclose()
    return out


def restore(server: VoilaServer, codes: list[str]) -> tuple[float, float]:
    """Stop the server, start it on the same folder: seconds until it answers, and until the
    teacher's view lists every table."""
    server.stop()
    t0 = time.perf_counter()
    server.start(wait_for_pools=False)
    answering = time.perf_counter() - t0
    view = teacher_view(server)
    listed = time.perf_counter() - t0
    missing = [c for c in codes if c not in view]
    if missing:
        raise RuntimeError(f"tables missing after the restart: {missing}")
    return answering, listed


def main(quick: bool) -> None:
    moves = 6 if quick else 20
    learners = sum(n for _, n in TABLES)
    print(f"served: {learners} learners at {len(TABLES)} tables (Sakura 5+5, Tokaido 5+5+4, Duo 2+2+2), "
          f"{learners - len(IN_CHROMIUM)} emulated page kernels over websockets, {len(IN_CHROMIUM)} in Chromium; "
          f"{moves} moves a table, 1-3 s of thought before each")
    server = VoilaServer(NOTEBOOKS, log_path=ARTIFACTS / "voila-bench-tables.log")
    server.start()
    try:
        out = asyncio.run(run_class(server, moves))
        every = out["websocket"] + out["chromium"]
        print(f"  pages open in {out['opened']:.0f} s, every learner seated in {out['seated']:.0f} s")
        print(f"  move to every screen:  {percentiles(every)}")
        print(f"    websocket screens:   {percentiles(out['websocket'])}")
        print(f"    Chromium screens:    {percentiles(out['chromium'])}")
        print(f"  moves: {out['moves']} in {out['wall']:.0f} s ({out['no_move']} clicks without a move, "
              f"{out['stuck']} tables stuck, {out['missed']} screens that never showed a move)")
        moved = max(1, out["moves"])
        above = out["cpu"] - out["idle"] * out["wall"]
        print(f"  server CPU per move:   {1000 * above / moved:.0f} ms above idle, {1000 * out['cpu'] / moved:.0f} ms "
              f"in all (the server and its {out['kernels']} kernels: {out['cpu']:.1f} s CPU over the play, "
              f"{1000 * out['idle']:.0f} ms a second when nobody moves)")
        print(f"    of which the server process {1000 * out['server_cpu'] / moved:.0f} ms, its kernels the rest")
        per = moved * (sum(n for _, n in TABLES) - len(IN_CHROMIUM)) / len(TABLES)  # screen-moves, about
        common = ", ".join(f"{kind} {n / per:.1f}" for kind, n in out["kinds"].most_common(6))
        print(f"  a move sends each emulated screen of its table {out['updates'] / per:.0f} widget updates, "
              f"{out['bytes'] / per / 1024:.0f} kB; most: {common}")
        print(f"  memory per table:      server +{out['server_mb'] / len(TABLES):.1f} MB a table "
              f"(+{out['server_mb']:.0f} MB for {len(TABLES)}); a learner's kernel {out['kernel_mb']:.0f} MB, "
              f"so {out['kernel_mb'] * learners / len(TABLES):.0f} MB of kernels a table on average")
        answering, listed = restore(server, out["codes"])
        print(f"  restore after restart: server answering {answering:.1f} s after the start, "
              f"the teacher's view listing all {len(TABLES)} tables {listed:.1f} s after it")
    finally:
        server.stop()
