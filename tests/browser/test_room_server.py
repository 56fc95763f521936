"""The served class in a room, attacked as a classmate on the same network would.

One server, started as ``make serve ROOM_ADDRESS=127.0.0.2`` does (``--room-address``), with the
kit's settings file and only the limits and times made small so that the test is quick: 3
kernels per device, 9 in all, kernels whose page never connected culled after 8 s, closed pages
after 4 s, a memory limit of 210 MB (a strategy lab playing Search bots reaches about 170 MB), the strategy lab capped at 40 games.

Every request goes to 127.0.0.2, and each device is its own loopback source address
(127.0.0.3, 127.0.0.4, ...): nothing is sent to the machine's network interface.
"""

from __future__ import annotations

import asyncio
import contextlib
from concurrent.futures import ThreadPoolExecutor
import json
import re

import httpx
import psutil
import pytest
import websockets

from tests.benchmarks.widget_client import VoilaLearner

from .conftest import ARTIFACTS, NOTEBOOKS, VoilaServer, require_chromium
from .test_server import wait_for

pytestmark = pytest.mark.browser

ROOM = "127.0.0.2"
LIMITS = ["--KitKernelManager.max_kernels=9", "--KitKernelManager.max_kernels_per_address=3",
          "--KitKernelManager.pool_size=2", "--KitKernelManager.never_connected_after=8",
          "--KitKernelManager.cull_disconnected_after=4", "--KitKernelManager.cull_interval=1",
          "--KitKernelManager.memory_limit_mb=210", "--KitKernelManager.lab_max_games=40"]
VOILA_ICONS_CDN = "https://cdn.jsdelivr.net"
SOURCE_PATH = re.compile(r"Traceback|File \"|/work/|site-packages|\.py\b")


@pytest.fixture(scope="module")
def room():
    require_chromium()
    server = VoilaServer(NOTEBOOKS, room_address=ROOM, extra=LIMITS, log_path=ARTIFACTS / "voila-room-test.log")
    server.start()
    try:
        yield server
    finally:
        server.stop()


def kernels(server: VoilaServer) -> dict[int, float]:
    """The server's kernel processes: pid -> resident MB."""
    out = {}
    for child in psutil.Process(server.proc.pid).children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                out[child.pid] = child.memory_info().rss / 2**20
        except psutil.Error:
            pass
    return out


def device(server: VoilaServer, source: str, notebook: str = "apps/duo.ipynb") -> VoilaLearner:
    return VoilaLearner(server.url, notebook, source=source)


@contextlib.asynccontextmanager
async def joined_client(server: VoilaServer, learner: VoilaLearner):
    """A device that typed the class code (the QR code's address does the same)."""
    async with learner.client(timeout=60, follow_redirects=True) as client:
        response = await client.get(server.url + f"?class={server.room()['class_code']}")
        assert response.status_code == 200 and "kit_pass" in client.cookies
        yield client


def log_line(server: VoilaServer, start: str) -> str | None:
    """The server's log line that contains ``start``, if it was written."""
    for line in server.log_path.read_text(errors="replace").splitlines():
        if start in line:
            return line
    return None


def run(coro):
    """Run ``coro`` in a thread of its own: Playwright's sync API may own this thread's event loop."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, coro).result()


def test_the_room_is_reached_at_its_address_with_the_class_code_only(room):
    codes = room.room()
    printed = room.log_path.read_text()
    assert f"Learners open: http://{ROOM}:{room.port}" in printed and "█" in printed  # the QR code
    assert "not trusted" not in printed and "without encryption" not in printed  # nothing a teacher cannot act on

    async def visit():
        learner = device(room, "127.0.0.3")
        async with learner.client(timeout=30) as client:
            page = await client.get(room.url + "kit/")
            assert page.status_code == 200 and 'class="kit-class-code"' in page.text  # the code's form
            app = await client.get(room.url + "voila/render/apps/duo.ipynb")
            assert app.status_code == 200 and "kernelId" not in app.text  # no kernel before the code
            wrong = await client.post(room.url + "kit/join", data={"code": "00000000" if codes["class_code"] != "00000000"
                                                                   else "11111111", "next": "/kit/"})
            assert wrong.status_code == 403 and "not this class" in wrong.text
            right = await client.post(room.url + "kit/join", data={"code": codes["class_code"],
                                                                   "next": "//evil.example/"})
            assert right.status_code == 302 and right.headers["Location"] == "/kit/"  # never off this server
            page = await client.get(room.url + "kit/")
            assert page.status_code == 200 and "voila/render/apps/duo.ipynb" in page.text
            # DNS rebinding: another name for the same address is refused
            rebound = await client.get(room.url + "kit/", headers={"Host": f"evil.example:{room.port}"})
            assert rebound.status_code == 400 and f"http://{ROOM}:{room.port}" in rebound.text
            # the projector's page: the teacher's link only
            assert (await client.get(room.url + "kit/room")).status_code == 404
            # odd addresses: a short page, never a 500, never a source path; no file outside the notebooks
            for odd in ("logout", "login", "voila/templates/x", "voila/render/%00", "voila/static/%2e%2e/x",
                        "voila/render/..%2f..%2fREADME.md", "voila/files/apps/duo.ipynb", "api/contents",
                        "voila/render/apps/duo.ipynb/../../../widgets/server/app.py"):
                answer = await client.get(room.url + odd, follow_redirects=True)
                assert answer.status_code in (403, 404, 405), (odd, answer.status_code)
                assert not SOURCE_PATH.search(answer.text), (odd, answer.text[:300])
        async with device(room, "127.0.0.9").client(timeout=30) as teacher:
            projector = await teacher.get(room.url + f"kit/room?teacher={codes['teacher_code']}")
            shown = f"{codes['class_code'][:4]} {codes['class_code'][4:]}"
            assert projector.status_code == 200 and shown in projector.text
            assert '<svg role="img"' in projector.text and "<title>" in projector.text
        # a device guessing codes is slowed down, another is not
        async with device(room, "127.0.0.5").client(timeout=30) as guesser:
            statuses = [(await guesser.post(room.url + "kit/join", data={"code": f"{n:04d}x"})).status_code
                        for n in range(12)]
            assert statuses[:10] == [403] * 10 and statuses[10:] == [429, 429]
        async with device(room, "127.0.0.6").client(timeout=30) as other:
            assert (await other.post(room.url + "kit/join", data={"code": "9"})).status_code == 403

    run(visit())
    # not on 127.0.0.1: only the announced address (the server's own listening sockets; connecting to
    # 127.0.0.1 could reach another test's server that happened to get the same port number there)
    process = psutil.Process(room.proc.pid)
    sockets = process.net_connections(kind="inet") if hasattr(process, "net_connections") else process.connections()
    assert {c.laddr.ip for c in sockets if c.status == psutil.CONN_LISTEN} == {ROOM}


def test_a_flood_from_one_device_is_capped_and_a_classmate_still_plays(room):
    """200 page loads from one device that never opens their websockets (a third with ?theme=dark)."""
    baseline = kernels(room)
    assert len(baseline) == 2  # the warm pool

    async def flood():
        flooder = device(room, "127.0.0.3")
        statuses, peak = [], 0
        sem = asyncio.Semaphore(25)  # a "too many games" page waits 2 s (the guard slows a flooding device)

        async def load(client, n: int) -> None:
            async with sem:
                suffix = "?theme=dark&template=classic" if n % 3 == 0 else ""
                app = ("apps/duo.ipynb", "apps/sakura.ipynb", "apps/tokaido.ipynb")[n % 3]
                response = await client.get(room.url + f"voila/render/{app}{suffix}")
                statuses.append(response.status_code)
                if response.status_code == 503:  # its limit, or its pages still opening
                    assert ("Too many games open on this device" in response.text
                            or "Pages are still opening on this device" in response.text)
                    assert response.headers["Retry-After"] == "60"

        async def classmate() -> float:
            await asyncio.sleep(1.0)  # while the flood runs
            learner = device(room, "127.0.0.4")
            async with joined_client(room, learner) as mate:
                seconds = await learner.open(mate)
                assert learner.available(), "the classmate's board offers no choice"
                await learner.click(learner.available()[0])
                await learner.close(client=mate)
            return seconds

        async with joined_client(room, flooder) as client:
            mate = asyncio.create_task(classmate())
            tasks = [asyncio.create_task(load(client, n)) for n in range(200)]
            while not all(t.done() for t in tasks):
                peak = max(peak, len(kernels(room)))
                await asyncio.sleep(0.1)
            await asyncio.gather(*tasks)
            seconds = await mate
        return statuses, peak, seconds

    statuses, peak, seconds = run(flood())
    served = statuses.count(200)
    print(f"\nflood: {served} pages served, {statuses.count(503)} refused; at most {peak} kernels; "
          f"the classmate's board in {seconds:.2f} s")
    assert set(statuses) <= {200, 503} and 2 <= served <= 12, statuses
    assert peak <= 3 + 1 + len(baseline) + 2  # the flooder's 3, the classmate, the pools, refills under way
    assert seconds < 10  # a board, not a page that never loads (the figure itself: bench_classroom.py)
    # the flooder's kernels never connected: culled within never_connected_after + the culler's interval
    wait_for(lambda: len(re.findall(r"Culling kernel \S+: its page never connected in \d+ s",
                                      room.log_path.read_text())) >= served, 40, "the never-connected kernels culled")
    # flat once the flood is over: the flooder's kernels gone, the warm pool refilled, no kernel grown
    after = wait_for(lambda: (k := kernels(room)) and len(k) <= len(baseline) + 1 and k, 40,
                       "back to the warm pool")
    assert max(after.values()) < max(baseline.values()) + 30, (baseline, after)


def test_a_kernel_answers_only_the_page_that_took_it(room):
    async def attack():
        owner = device(room, "127.0.0.4")
        async with joined_client(room, owner) as mine:
            await owner.open(mine)
            kid = owner.kernel_id
            thief = device(room, "127.0.0.7")
            async with joined_client(room, thief) as other:
                with pytest.raises(websockets.exceptions.InvalidStatus) as refused:
                    await thief.connect(other, kid, timeout=10)
                assert refused.value.response.status_code == 403
                # a self-made XSRF pair does not stop someone else's kernel; nor does the beacon
                other.cookies.set("_xsrf", "forged")
                stop = await other.delete(room.url + f"api/kernels/{kid}", headers={"X-XSRFToken": "forged"})
                beacon = await other.post(room.url + f"voila/api/shutdown/{kid}")
                info = await other.get(room.url + f"api/kernels/{kid}")
                assert (stop.status_code, beacon.status_code, info.status_code) == (403, 403, 403)
                assert "another page" in stop.text and not SOURCE_PATH.search(stop.text)
            # a page of another site cannot open it either, even with the owner's cookies
            url = room.url.replace("http", "ws", 1) + f"api/kernels/{kid}/channels"
            cookies = "; ".join(f"{k}={v}" for k, v in mine.cookies.items())
            with pytest.raises(websockets.exceptions.InvalidStatus):
                await websockets.connect(url, additional_headers={"Cookie": cookies,
                                                                  "Origin": "http://evil.example"},
                                         local_addr=("127.0.0.4", 0), open_timeout=10)
            # and the owner's own page runs no code: an execute request is ignored
            request = owner._msg("execute_request", {"code": "import os; os.environ['KIT_PWNED'] = '1'",
                                                     "silent": False, "store_history": False,
                                                     "user_expressions": {}, "allow_stdin": False})
            reply = asyncio.get_running_loop().create_future()
            owner._replies[request["header"]["msg_id"]] = reply
            await owner._send(request)
            with pytest.raises(asyncio.TimeoutError):
                await asyncio.wait_for(reply, 3)  # the server never passed it to the kernel
            # the owner plays on, undisturbed
            await owner.click(owner.available()[0])
            assert owner.kernel_id == kid and not owner.errors
            await owner.close(client=mine)

    run(attack())


def test_forged_widget_messages_bring_no_traceback_and_break_nothing(room):
    async def forge():
        learner = device(room, "127.0.0.8", "apps/sakura.ipynb")
        async with joined_client(room, learner) as client:
            await learner.open(client)
            before = dict(kernels(room))
            for menu in learner.models("DropdownModel"):
                await learner.update(menu, {"index": None})
            for box in learner.models("IntTextModel") + learner.models("BoundedIntTextModel"):
                await learner.update(box, {"value": "not a number"})
            await asyncio.sleep(0.5)
            shown = json.dumps(learner.states) + " ".join(learner.errors)
            assert not SOURCE_PATH.search(shown), learner.errors[:3]
            new_game = learner.button("kit-new-game")
            assert new_game is not None
            learner.errors.clear()
            await learner.click(new_game)
            assert not learner.errors, learner.errors  # New game still works
            assert learner.available(), "no choice after New game"
            await learner.click(learner.available()[0])
            # a 5 MB value is refused by the server before it reaches the kernel
            memo = learner.models("TextareaModel") + learner.models("TextModel") + learner.models("HTMLModel")
            await learner._send(learner._msg("comm_msg", {"comm_id": memo[0], "data": {
                "method": "update", "state": {"value": "x" * 5_000_000}, "buffer_paths": []}}))
            await asyncio.wait_for(learner.ws.wait_closed(), 20)
            assert learner.ws.close_code == 1009  # "message too big": the server closed this socket
            grown = max(kernels(room).values()) - max(before.values())
            assert grown < 30, (before, kernels(room))

    run(forge())


def test_a_kernel_over_its_memory_limit_is_shut_down(room):
    async def grow():
        learner = device(room, "127.0.0.10", "apps/duo.ipynb")
        async with joined_client(room, learner) as client:
            await learner.open(client)
            texts = learner.models("HTMLModel") + learner.models("LabelModel")
            buttons = learner.models("ButtonModel")
            layouts = learner.models("LayoutModel")
            n = 0
            targets = [(t, w) for t in ("value", "description", "tooltip", "placeholder") for w in texts]
            targets += [(t, w) for t in ("description", "tooltip") for w in buttons]
            targets += [(t, w) for t in ("grid_area", "object_position", "min_width", "max_width", "width", "height")
                        for w in layouts]
            # room for far more than the limit: a Duo page's kernel (about 120 MB) to 210 MB needs about 100
            assert len(texts) >= 8 and len(buttons) >= 8 and len(targets) >= 200, (len(texts), len(buttons), len(targets))
            for trait, widget in targets:  # 900 kB values, under the message limit, into every text of the page
                n += 1
                try:
                    await learner.update(widget, {trait: f"{n}" + "y" * 900_000}, timeout=20)
                except (websockets.exceptions.ConnectionClosed, asyncio.TimeoutError):
                    return learner.kernel_id  # shut down under our feet: what this test wants
            return learner.kernel_id

    kid = run(grow())
    line = wait_for(lambda: log_line(room, f"Culling kernel {kid}: it uses"), 30,
                      "the kernel over its memory limit to be shut down")
    assert "over its limit of 210 MB" in line


def test_the_strategy_lab_is_capped_and_stops_when_its_page_goes(room):
    async def lab():
        learner = device(room, "127.0.0.11", "lab/duo.ipynb")
        async with joined_client(room, learner) as client:
            await learner.open(client, timeout=180)
            games = [m for m in learner.models("BoundedIntTextModel")
                     if "kit-lab-games" in learner.states[m].get("_dom_classes", [])]
            assert games and all(learner.states[g]["max"] == 40 for g in games)
            await learner.update(games[0], {"value": 10_000})
            assert learner.states[games[0]]["value"] == 40  # the kernel held it to the cap
            menus = [m for m in learner.models("DropdownModel")
                     if "kit-lab-seat" in learner.states[m].get("_dom_classes", [])]
            for menu in menus[:2]:
                labels = learner.states[menu]["_options_labels"]
                await learner.update(menu, {"index": next(i for i, x in enumerate(labels) if "Search" in x)})
            run_button = next(m for m in learner.models("ButtonModel")
                              if "kit-lab-run" in learner.states[m].get("_dom_classes", []))
            msg = learner._msg("comm_msg", {"comm_id": run_button,
                                            "data": {"method": "custom", "content": {"event": "click"}}})
            await learner._send(msg)  # Run, and leave without waiting (the tab is closed, no beacon)
            await asyncio.sleep(1.0)
            kid = learner.kernel_id
            await learner.close(beacon=False)
            return kid

    kid = run(lab())
    wait_for(lambda: log_line(room, f"Culling kernel {kid}: its page closed"), 40,
               "the busy lab kernel of a closed page to be shut down")


def test_a_learner_plays_through_the_room_address_in_a_browser(room, browser):
    """A phone in the room: the address, the class code typed in the form, then the app, by taps."""
    codes = room.room()
    seen: set[str] = set()
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.on("request", lambda r: seen.add(re.sub(r"^(\w+://[^/]+).*", r"\1", r.url)))
    page.route(re.compile(r"^https?://(?!127\.0\.0\.2[:/])"), lambda route: route.abort())
    page.goto(f"http://{ROOM}:{room.port}", wait_until="domcontentloaded")
    page.fill(".kit-class-code", codes["class_code"])
    page.tap(".kit-class-join")
    page.wait_for_selector("a[href*='apps/duo.ipynb']")
    page.tap("a[href*='apps/duo.ipynb']")
    page.wait_for_selector(".kit-ready", state="attached", timeout=90_000)
    for _ in range(3):
        before = page.inner_text(".kit-log")
        page.locator(".duo-die-legal, .duo-target-legal, .duo-choice-legal").locator("visible=true").first.tap()
        page.wait_for_function("(b) => document.querySelector('.kit-log').innerText !== b", arg=before)
    page.screenshot(path=str(ARTIFACTS / "room_phone_duo.png"))
    # the server shuts the page's kernel down (here: the page's own goodbye, as the culler would):
    # the page says so and how to get the game back
    assert page.locator(".kit-connection").is_hidden()
    kernel = page.evaluate("() => document.body.innerHTML.match(/kernelId[^0-9a-f]*([0-9a-f-]{36})/)[1]")
    assert page.evaluate("(k) => fetch('/voila/api/shutdown/' + k, {method: 'POST'}).then(r => r.status)",
                         kernel) in (200, 204)
    banner = page.wait_for_selector(".kit-connection:not([hidden])", timeout=40_000)
    assert "Resume your game" in banner.inner_text() and banner.get_attribute("role") == "alert"
    page.screenshot(path=str(ARTIFACTS / "room_phone_kernel_gone.png"))
    page.tap(".kit-connection-reload")
    page.wait_for_selector(".kit-resume", state="visible", timeout=90_000)  # the game is offered back
    context.close()
    # Voila's page also asks a CDN for its icon font (aborted here; only icons depend on it): nothing else
    assert {o for o in seen if o.startswith("http")} - {VOILA_ICONS_CDN} <= {f"http://{ROOM}:{room.port}"}, seen
