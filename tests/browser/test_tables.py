"""Classmates at one table from their own devices, in real Chromium.

One server (``make serve``'s command, its tables in a folder of the test's own), each learner a
browser context of their own (their own cookies and localStorage), every request to 127.0.0.1:

* four learners play a whole 4-player Sakura game at one table by clicks only, to the final
  score; each seat's websocket traffic holds no hand card of another seat;
* a Tokaido Duo table survives a reload of one player and a restart of the server mid-game, a
  spectator follows it from the watch link, and the teacher's view shows both tables and what
  was refused;
* a classmate's browser cannot reach the service itself, nor the teacher's view without its code.

How long a move takes to reach the other screens is printed and saved (``tables-latency.json``)
as a figure, not asserted; ``tests/benchmarks/bench_tables.py`` measures it under load.
"""

from __future__ import annotations

import json
import re
import statistics
import time
import urllib.error
import urllib.request

import pytest

from tokaido_kit.core import Action
from tokaido_kit.lab import game_class
from widgets.tables.records import tuplify
from widgets.tables.store import TableStore

from .conftest import ARTIFACTS, NOTEBOOKS, VoilaServer, open_app, require_chromium, screenshot

pytestmark = pytest.mark.browser

MOVE_MS = 30_000  # a busy 2-core machine: the figure itself is printed, not asserted
SAKURA_CHOICES = ".sakura-card-legal:visible, .sakura-direction-legal:visible"
DUO_CHOICES = ".duo-die-legal:visible, .duo-target-legal:visible, .duo-choice-legal:visible"


@pytest.fixture(scope="module")
def server():
    require_chromium()
    srv = VoilaServer(NOTEBOOKS, class_size=4, log_path=ARTIFACTS / "voila-tables-test.log")
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture(scope="module")
def chromium(server, browser):
    """The session's Chromium (one Playwright per worker: a second one in the same thread is refused)."""
    return browser


@pytest.fixture(autouse=True)
def devices_leave(chromium):
    """Every learner's browser context a test opened is closed after it: the worker's one Chromium
    runs the whole suite, and pages left open (each polling its server) weigh on the tests after."""
    before = set(chromium.contexts)
    yield
    for context in set(chromium.contexts) - before:
        context.close()


def learner(chromium, frames: list | None = None):
    """A new device: its own context (cookies, localStorage); ``frames`` collects what its websockets receive."""
    page = chromium.new_context(viewport={"width": 1280, "height": 900}).new_page()
    if frames is not None:
        page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(
            payload if isinstance(payload, bytes) else payload.encode())))
    return page


def teacher_code(server: VoilaServer) -> str:
    return re.search(r"kit/class\?teacher=(\d+)", server.log_path.read_text(errors="replace")).group(1)


def create_table(page, name: str, seats: dict[int, str]) -> str:
    """Open the panel, set the seats, give a name, create; the table's code."""
    for seat, kind in seats.items():
        page.select_option(f".kit-seat-{seat} select", label=kind)
    page.click(".kit-table-open")
    page.fill(".kit-table-name input", name)
    page.click(".kit-table-create")
    page.wait_for_selector(".kit-table-code", timeout=MOVE_MS)
    return page.inner_text(".kit-table-code").strip()


def join_table(page, base: str, app: str, code: str, name: str, before_sitting=None) -> None:
    open_app(page, base, f"apps/{app}.ipynb?table={code}")
    page.wait_for_selector(".kit-seat-free", timeout=MOVE_MS)
    page.fill(".kit-table-name input", name)
    if before_sitting is not None:
        before_sitting()
    page.locator(".kit-seat-free").first.click()
    seated(page)


def seated(page) -> None:
    """Wait for the table's code on ``page``; if it never comes, fail with what the panel said (a
    refusal's reason, 'unreachable') rather than with a bare timeout."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_selector(".kit-table-code", timeout=MOVE_MS)
    except PlaywrightTimeout:
        panel = page.locator(".kit-table-panel, .kit-tables").all_inner_texts() or [page.inner_text("body")[-2000:]]
        raise AssertionError(f"no table code after {MOVE_MS / 1000:.0f} s; the panel says: {panel}") from None


def logs(pages) -> list[str]:
    return [p.inner_text(".kit-log") for p in pages]


SEAT_IN_STATUS = re.compile(r"\(player (\d)\)|^Player (\d)")
OVER = "The game is over"


def settle(pages, choices: str) -> int | None:
    """Wait until every screen shows the same status; the seat (from 0) it names, None once the
    game is over. A page applies each widget's change as it arrives, model by model: for a moment
    a screen may still show the last position's marks, so this waits until only the deciding
    screen offers choices (and asserts it: no other seat may be offered a choice)."""
    deadline = time.monotonic() + MOVE_MS / 1000
    while True:
        statuses = [p.inner_text(".kit-status") for p in pages]
        if len(set(statuses)) == 1:
            if OVER in statuses[0]:
                return None
            found = SEAT_IN_STATUS.search(statuses[0])
            if found:
                seat = int(found.group(1) or found.group(2)) - 1
                offered = [i for i, p in enumerate(pages) if p.locator(choices).count()]
                if offered == [seat]:
                    return seat
        if time.monotonic() > deadline:
            raise AssertionError(f"the screens did not settle on one deciding seat: {statuses}, "
                                 f"offered {[p.locator(choices).count() for p in pages]}")
        time.sleep(0.05)


def play_one(pages, choices: str, latencies: list, watchers: tuple = ()) -> bool:
    """The seat whose turn it is clicks its first legal choice; every screen (and every watcher)
    shows the new event. False once the game is over."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    everyone = list(pages) + list(watchers)
    for _ in range(5):  # a choice that went away as the page caught up: settle again
        seat = settle(pages, choices)
        if seat is None:
            return False
        before = logs(everyone)
        start = time.monotonic()
        try:
            pages[seat].locator(choices).first.click(timeout=3000)
            break
        except PlaywrightTimeout:
            continue
    else:
        raise AssertionError("the deciding seat's choice could not be clicked")
    for i, (page, old) in enumerate(zip(everyone, before)):
        page.wait_for_function("(old) => document.querySelector('.kit-log').innerText !== old", arg=old,
                               timeout=MOVE_MS)
        if i != seat:
            latencies.append(time.monotonic() - start)
    return True


def stored_game(server: VoilaServer, code: str):
    """The table as the server stored it, replayed here: the authority's game."""
    row = next(r for r in TableStore(server.data_dir).load() if r["code"] == code)
    game = game_class(row["game"]).new(players=row["players"], seed=row["seed"],
                                       **{k: tuplify(v) for k, v in row["options"].items()})
    positions = [[list(game.view(s).get("hand", [])) for s in range(game.players)]]
    for _seat, raw, _bot in row["actions"]:
        game.play(Action.from_json(raw))
        positions.append([list(game.view(s).get("hand", [])) for s in range(game.players)])
    return game, positions


def save_latency(name: str, latencies: list) -> dict:
    ordered = sorted(latencies)
    figures = {"moves_seen": len(ordered), "p50_ms": round(1000 * statistics.median(ordered)),
               "p95_ms": round(1000 * ordered[int(0.95 * (len(ordered) - 1))]), "max_ms": round(1000 * ordered[-1])}
    path = ARTIFACTS / "tables-latency.json"
    saved = json.loads(path.read_text()) if path.exists() else {}
    saved[name] = figures
    path.write_text(json.dumps(saved, indent=2))
    print(f"{name}: a move reached every other screen in p50 {figures['p50_ms']} ms, p95 {figures['p95_ms']} ms")
    return figures


def test_four_classmates_play_a_whole_sakura_game_and_see_only_their_own_hands(server, chromium):
    frames = [[], [], [], []]
    pages = [learner(chromium, frames[i]) for i in range(4)]
    open_app(pages[0], server.url, "apps/sakura.ipynb")
    at_table = [len(frames[0])]  # what came before is the page's own game, from before it sat down
    code = create_table(pages[0], "Ana", {1: "human", 2: "human", 3: "human"})
    for page, name, seen in zip(pages[1:], ("Bia", "Caio", "Duda"), frames[1:]):
        join_table(page, server.url, "sakura", code, name, before_sitting=lambda seen=seen: at_table.append(len(seen)))
    info = [p.inner_text(".kit-table-info") for p in pages]
    for i, text in enumerate(info):
        assert f"seat {i + 1}" in text and code in text, text
    latencies: list = []
    for _ in range(400):
        if not play_one(pages, SAKURA_CHOICES, latencies):
            break
    statuses = [p.inner_text(".kit-status") for p in pages]
    screenshot(pages[2], "tables_sakura_end_seat3")
    game, positions = stored_game(server, code)
    assert game.is_over, statuses
    assert len(set(statuses)) == 1 and "The game is over" in statuses[0], statuses  # every screen: the same final score
    assert all(str(s) in statuses[0] for s in game.scores())
    for seat in range(4):  # what each browser received: its own hand's cards only
        ever_held = {card for hands in positions for card in hands[seat]}
        seen = {int(n) for n in re.findall(rb"sakura-card-n(\d+)", b"".join(frames[seat][at_table[seat]:]))}
        assert seen, f"seat {seat + 1} never received its hand"
        assert seen <= ever_held, f"seat {seat + 1} received cards {sorted(seen - ever_held)} of other hands"
    save_latency("sakura_4_seats", latencies)
    for page in pages:
        page.context.close()


def test_a_duo_table_survives_a_reload_and_a_restart_a_spectator_follows_the_teacher_sees(server, chromium):
    ana, bia = learner(chromium), learner(chromium)
    open_app(ana, server.url, "apps/duo.ipynb")
    ana.select_option(".kit-mode select", label="2 players (hot seat or bots)")
    code = create_table(ana, "Ana", {1: "human"})
    join_table(bia, server.url, "duo", code, "Bia")
    pages, latencies = [ana, bia], []
    watch = ana.get_attribute(".kit-table-watch", "href")
    assert watch.endswith(f"duo.ipynb?watch={code}")
    spectator = learner(chromium)
    open_app(spectator, server.url, watch.split("/voila/render/", 1)[1])
    spectator.wait_for_selector(".kit-table-code", timeout=MOVE_MS)
    assert spectator.locator(DUO_CHOICES).count() == 0  # a spectator has no choice to make
    for _ in range(4):
        play_one(pages, DUO_CHOICES, latencies, watchers=(spectator,))
    # a refused move: Bia clicks while it is Ana's turn (or the other way round), counted for the teacher
    waiting = pages[1 - settle(pages, DUO_CHOICES)]
    waiting.locator("button.duo-die").first.click(force=True)
    waiting.wait_for_selector(".kit-why:visible", timeout=MOVE_MS)

    open_app(bia, server.url, "apps/duo.ipynb")  # a reload: back to the same seat of the same table
    bia.click(".kit-table-resume", timeout=MOVE_MS)
    bia.wait_for_selector(".kit-table-code", timeout=MOVE_MS)
    assert "seat 2" in bia.inner_text(".kit-table-info")
    assert bia.inner_text(".kit-status") == ana.inner_text(".kit-status")
    before = ana.inner_text(".kit-log")

    server.stop()  # a restart mid-game: every table is back, and so is every seat
    server.start()
    for page in pages:
        open_app(page, server.url, "apps/duo.ipynb")
        page.click(".kit-table-resume", timeout=MOVE_MS)
        page.wait_for_selector(".kit-table-code", timeout=MOVE_MS)
    assert ana.inner_text(".kit-log") == before == bia.inner_text(".kit-log")
    for _ in range(2):
        play_one(pages, DUO_CHOICES, latencies)
    screenshot(bia, "tables_duo_after_restart")

    teacher = learner(chromium)
    teacher.goto(f"{server.url}kit/class?teacher={teacher_code(server)}")
    rows = teacher.locator(".kit-class-table")
    assert rows.count() >= 2  # the finished Sakura table and this one
    text = teacher.inner_text("body")
    assert code in text and "Ana" in text and "Bia" in text and "Sakura" in text
    assert "moves refused by this rule: " in text
    screenshot(teacher, "tables_teacher_view")
    save_latency("duo_2_seats_and_a_spectator", latencies)
    for page in (ana, bia, spectator, teacher):
        page.context.close()


def test_a_classmate_cannot_reach_the_service_nor_the_teachers_view(server):
    base = server.url
    for url, body in ((f"{base}kit/tables/api/create", b'{"game": "duo", "seats": ["open"]}'),
                      (f"{base}kit/tables/api/replica", b'{"code": "ABCDEF"}')):
        request = urllib.request.Request(url, data=body, method="POST",
                                         headers={"X-Kit-Table-Token": "guessed-token-guessed-token"})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 403
        assert b"Traceback" not in refused.value.read()
    for query in ("", "?teacher=000000", "?teacher=" + "9" * 200):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"{base}kit/class{query}", timeout=10)
        assert refused.value.code == 403
