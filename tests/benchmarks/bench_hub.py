"""Benchmark: a class logs in through a real JupyterHub (``make hub``'s) and opens an app.

Run: ``.venv/bin/python tests/benchmarks/bench_hub.py [--quick] [--learners N] [--prepared]``. Not collected
by pytest. One hub on 127.0.0.1 (:class:`tests.hub.hubserver.HubServer`); every learner is an emulated page
(:class:`tests.benchmarks.widget_client.VoilaLearner`: the hub's login form, their own server, the app's
page and every widget's state over the kernel's websocket), all arriving at once; then two learners in real
Chromium sit at one Tokaido Duo table, each in their own server, and play moves. It prints:

* login to board, p50 / p95 / max: the login form posted, the learner's server started (or already
  running with ``--prepared``: the teacher's "prepare the class", servers started ahead through the hub's
  API), the app page and every widget's state;
* with ``--prepared``, what each learner's server cost to start (CPU-seconds) and holds idle (resident);
* a move to the other server's screen, p50 / p95 (Chromium);
* CPU per login (every process of the hub, its servers and kernels, during the logins, divided by the
  learners) and memory per learner (each learner's server and its kernels, resident, with the app open).

``--quick``: 4 learners and 4 moves. Figures on a shared 2-core machine are indicative only.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import time
from pathlib import Path

import httpx
import psutil

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.tables_served import cpu_seconds, percentiles  # noqa: E402
from tests.benchmarks.widget_client import VoilaLearner  # noqa: E402
from tests.hub.hubserver import PASSWORD, TEACHER_PASSWORD, HubServer  # noqa: E402

APP = "apps/duo.ipynb"
XSRF = re.compile(r'name="_xsrf" value="([^"]+)"')
PAGE_XSRF = re.compile(r'xsrf_token: "([^"]+)"')


def hub_processes(hub: HubServer) -> list[psutil.Process]:
    root = psutil.Process(hub.proc.pid)
    return [root] + root.children(recursive=True)


def learner_server(hub: HubServer, user: str) -> list[psutil.Process]:
    """``user``'s server and its kernels."""
    for proc in hub_processes(hub):
        try:
            if "singleuser" in " ".join(proc.cmdline()) and proc.environ().get("JUPYTERHUB_USER") == user:
                return [proc] + proc.children(recursive=True)
        except psutil.Error:
            continue
    return []


def learner_mb(hub: HubServer, user: str) -> float:
    """Resident memory of ``user``'s server and its kernels (MB)."""
    return sum(p.memory_info().rss for p in learner_server(hub, user)) / 2**20


def server_costs(hub: HubServer, users: list[str]) -> str:
    """What each learner's server cost to start (CPU-seconds, its whole life so far) and holds idle (MB)."""
    cpu = [cpu_seconds(learner_server(hub, user)) for user in users]
    memory = [learner_mb(hub, user) for user in users]
    return (f"a learner's server, started and idle: CPU to start median {statistics.median(cpu):.2f} s "
            f"(max {max(cpu):.2f} s), resident median {statistics.median(memory):.0f} MB")


async def log_in(client: httpx.AsyncClient, hub: HubServer, user: str, password: str = PASSWORD) -> None:
    form = await client.get(hub.url + "hub/login")
    await client.post(hub.url + "hub/login", data={"username": user, "password": password,
                                                     "_xsrf": XSRF.search(form.text).group(1)})


async def server_ready(client: httpx.AsyncClient, hub: HubServer, user: str, timeout: float = 300.0) -> None:
    """Start ``user``'s server if it is not running, and wait until it answers."""
    await client.get(hub.url + f"hub/spawn/{user}")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        reply = await client.get(hub.url + f"user/{user}/kit/", follow_redirects=False)
        if reply.status_code == 200:
            return
        await asyncio.sleep(0.5)
    raise RuntimeError(f"{user}'s server did not start in {timeout:.0f} s")


async def one_learner(hub: HubServer, user: str, out: dict) -> None:
    start = time.perf_counter()
    async with httpx.AsyncClient(follow_redirects=True, timeout=300) as client:
        await log_in(client, hub, user)
        await server_ready(client, hub, user)
        out["server"][user] = time.perf_counter() - start
        page = VoilaLearner(hub.url + f"user/{user}/", APP)
        await client.get(hub.url + f"user/{user}/api/status")  # the server's own login (OAuth with the hub)
        await page.open(client)
        out["board"][user] = time.perf_counter() - start
        out["pages"].append(page)


async def prepare(hub: HubServer, users: list[str]) -> float:
    """The teacher's "prepare the class": every learner's server started ahead through the hub's API."""
    start = time.perf_counter()
    async with httpx.AsyncClient(follow_redirects=True, timeout=300) as client:
        await log_in(client, hub, "lee", TEACHER_PASSWORD)
        xsrf = PAGE_XSRF.search((await client.get(hub.url + "hub/home")).text).group(1)  # the hub page's token
        async def start_one(user: str) -> None:  # all at once: the hub answers each after up to 10 s
            reply = await client.post(hub.url + f"hub/api/users/{user}/server", headers={"X-XSRFToken": xsrf})
            if reply.status_code not in (201, 202):
                raise RuntimeError(f"the hub did not start {user}'s server: {reply.status_code}")
            await server_ready(client, hub, user)

        await asyncio.gather(*(start_one(user) for user in users))
    return time.perf_counter() - start


def table_moves(hub: HubServer, moves: int) -> list[float]:
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import launch_chromium, open_app
    from tests.browser.test_tables import DUO_CHOICES, create_table, play_one
    from tests.hub.hubserver import log_in as browser_log_in

    with sync_playwright() as p:
        chromium = launch_chromium(p)
        pages = [chromium.new_context(viewport={"width": 1280, "height": 900}).new_page() for _ in range(2)]
        for page, user in zip(pages, ("ana", "bruno")):
            browser_log_in(page, hub.url, user)
        open_app(pages[0], hub.url + "user/ana/", APP)
        pages[0].select_option(".kit-mode select", label="2 players (hot seat or bots)")
        create_table(pages[0], "ana", {1: "human"})
        pages[1].goto(pages[0].get_attribute(".kit-table-link", "href"))
        pages[1].locator(".kit-seat-free").first.click(timeout=120_000)
        pages[1].wait_for_selector(".kit-table-code", timeout=60_000)
        latencies: list[float] = []
        for _ in range(moves):
            play_one(pages, DUO_CHOICES, latencies)
        chromium.close()
    return latencies


async def logins(hub: HubServer, users: list[str]) -> dict:
    out: dict = {"server": {}, "board": {}, "pages": []}
    procs = hub_processes(hub)
    cpu = cpu_seconds(procs)
    await asyncio.gather(*(one_learner(hub, user, out) for user in users))
    out["cpu"] = cpu_seconds(hub_processes(hub)) - cpu
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--learners", type=int, default=None)
    parser.add_argument("--prepared", action="store_true", help="start the servers ahead (the teacher's prepare)")
    parser.add_argument("--moves", type=int, default=None)
    args = parser.parse_args()
    count = args.learners or (4 if args.quick else 30)
    users = [f"learner{i:02d}" for i in range(count)]
    hub = HubServer(classes="7a=ana,bruno," + ",".join(users), name="bench-hub")
    started = time.perf_counter()
    hub.start(timeout=240)
    print(f"hub ready in {time.perf_counter() - started:.1f} s (JupyterHub, proxy, tables service, culler)")
    try:
        if args.prepared:
            print(f"prepare the class: {count} servers started ahead in {asyncio.run(prepare(hub, users)):.1f} s")
            time.sleep(5)  # the servers settle (their first requests answered)
            print(server_costs(hub, users))
        out = asyncio.run(logins(hub, users))
        boards = list(out["board"].values())
        print(f"{count} learners, login to board ({'servers prepared' if args.prepared else 'servers started at login'}):"
              f" {percentiles(boards)}; their server ready {percentiles(list(out['server'].values()))}")
        print(f"CPU per login (hub, proxy, servers, kernels): {out['cpu'] / count:.2f} s")
        memory = [learner_mb(hub, user) for user in users]
        print(f"memory per learner with the app open (server and kernels, resident): "
              f"median {statistics.median(memory):.0f} MB, max {max(memory):.0f} MB")
        latencies = table_moves(hub, args.moves or (4 if args.quick else 20))
        print(f"a move to the other learner's screen, across two servers (Chromium): {percentiles(latencies)}")
    finally:
        hub.stop()


if __name__ == "__main__":
    main()
