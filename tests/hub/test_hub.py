"""The kit under a real JupyterHub: ``make hub``'s hub, started once for this module.

The hub (JupyterHub 6.1.1, configurable-http-proxy from npm, the shared-password logins, the local
spawner, the idle culler and the kit's tables service) runs on 127.0.0.1 as ``make hub`` starts it.
Learners ``ana`` and ``bruno`` (class 7a) and ``carla`` (no class) log in; ``lee`` teaches 7a. In real
Chromium, each learner in their own server:

* two learners sit at one table (its invite link opens through ``/hub/user-redirect/``) and each sees
  the other's moves; the seats carry their hub names;
* an app page left open 30 s shows no "lost its connection" banner, and its kernel answers only its page;
* the teacher's view: a learner gets 403, the class's teacher sees the table and closes one;
* a kernel's calls: a forged token, a token without the service's scope, another user's seat or table
  credential are refused; tables count per hub user;
* the tables service is killed: the hub starts it again and the table is back;
* a link to an app through ``/hub/user-redirect/`` starts a learner's stopped server and opens the app.

Then, mostly without a browser (the hub's login form and API, the calls a page's kernel makes):

* at a Sakura table across two users' servers, each played by the tables client a page's kernel in that
  server gets: each page holds its own hand only, refused moves say why, a hint is the deciding seat's,
  a learner is back at her seat after her server was stopped (as the culler does), a free seat handed
  to a bot plays its turns;
* a teacher sees what each of their classes finds hard (7a's teacher: not 7b's refused moves);
* one learner opening 7 app pages at once gets 6 boards and the "too many games" page (seen in Chromium).
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.error
import urllib.request

import httpx
import pytest

from tests.browser.conftest import ARTIFACTS, open_app, require_chromium, screenshot
from tests.browser.test_tables import DUO_CHOICES, MOVE_MS, create_table, learner, play_one, settle
from tests.aio import run
from tests.benchmarks.widget_client import VoilaLearner
from tests.widgets.test_tables_app import page_text

from tokaido_kit.core import Action
from widgets.common.panels import esc
from widgets.hub.settings import HubSettings
from widgets.tables.client import HttpTables

from .hubclient import HubUser, hard_parts, hub_app, resync
from .hubserver import TEACHER_PASSWORD, HubServer, log_in, own_token

pytestmark = pytest.mark.browser

SERVICE = "services/kit-tables/"
QUIET_SECONDS = 30
#: Lee teaches 7a, Maria 7b (each named in their class); Carla and Erin are in no class
CLASSES = "7a=ana,bruno,lee 7b=dario,maria"
state: dict = {}


@pytest.fixture(scope="module")
def hub():
    require_chromium()
    server = HubServer(name="hub-test", classes=CLASSES, teachers="lee maria")
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def chromium(hub, browser):
    return browser


@pytest.fixture(scope="module")
def table(hub, chromium):
    """Ana (in her own server) makes a Tokaido Duo table; Bruno opens its invite link and sits."""
    ana, bruno = learner(chromium), learner(chromium)
    log_in(ana, hub.url, "ana")
    log_in(bruno, hub.url, "bruno")
    open_app(ana, hub.url + "user/ana/", "apps/duo.ipynb")
    state["ana_opened"] = time.monotonic()
    ana.select_option(".kit-mode select", label="2 players (hot seat or bots)")
    code = create_table(ana, "Ana typed this", {1: "human"})
    invite = ana.get_attribute(".kit-table-link", "href")
    bruno.goto(invite, wait_until="domcontentloaded")
    bruno.wait_for_selector(".kit-seat-free", timeout=MOVE_MS)
    bruno.locator(".kit-seat-free").first.click()
    bruno.wait_for_selector(".kit-table-code", timeout=MOVE_MS)
    yield {"code": code, "invite": invite, "pages": [ana, bruno]}
    for page in (ana, bruno):
        page.context.close()


def call(hub: HubServer, op: str, token: str, **body) -> tuple[int, dict]:
    """A kernel's request to the tables service, through the hub's proxy."""
    request = urllib.request.Request(f"{hub.url}{SERVICE}api/{op}", data=json.dumps(body).encode(),
                                     method="POST", headers={"X-Kit-Table-Token": token})
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as err:
        return err.code, {}


def test_two_learners_in_their_own_servers_sit_at_one_table_and_each_sees_the_others_moves(hub, table):
    ana, bruno = table["pages"]
    assert table["invite"] == f"{hub.url}hub/user-redirect/voila/render/apps/duo.ipynb?table={table['code']}"
    assert "/user/bruno/" in bruno.url  # the invite opened Bruno's own server
    info = ana.inner_text(".kit-table-info")
    assert "ana" in info and "bruno" in info and "Ana typed this" not in info, info  # the hub's names
    latencies: list = []
    for _ in range(4):
        play_one([ana, bruno], DUO_CHOICES, latencies)
    assert len(latencies) == 4  # each move reached the other user's screen
    print(f"hub: a move reached the other server's screen in {', '.join(f'{s * 1000:.0f}' for s in latencies)} ms")
    screenshot(bruno, "hub_table_bruno")


def test_an_app_page_left_open_30_s_under_the_hub_says_nothing_of_a_lost_connection(hub, table):
    ana = table["pages"][0]
    time.sleep(max(0.0, QUIET_SECONDS - (time.monotonic() - state["ana_opened"])))
    assert ana.locator(".kit-connection:not([hidden])").count() == 0, ana.inner_text(".kit-connection")
    assert ana.locator(".kit-page-lost").count() == 0
    settle(table["pages"], DUO_CHOICES)  # and the game still answers
    # the kit's page handler runs in the hub's server: the kernel answers its own page only
    cookies = {c["name"]: c for c in ana.context.cookies()}
    assert "kit_owner" in cookies and cookies["kit_owner"]["path"] == "/user/ana/"
    kernel = ana.evaluate("JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")
    ask = """async (url) => { const x = (document.cookie.match(/(?:^|;\\s*)_xsrf=([^;]*)/) || [])[1];
              return (await fetch(url, {headers: {"X-XSRFToken": x}})).status; }"""
    url = f"/user/ana/api/kernels/{kernel}"
    assert ana.evaluate(ask, url) == 200
    # one person's server: the page's kernel and the settings' warm pool (KitHub.pool_size), no more
    listed = ana.evaluate(ask.replace(").status;", ").json();"), "/user/ana/api/kernels")
    assert len(listed) == 1 + HubSettings.load().pool_size, listed
    owner = cookies["kit_owner"]
    ana.context.clear_cookies(name="kit_owner")
    try:
        assert ana.evaluate(ask, url) == 403  # Ana logged in, but not the page that holds this kernel
    finally:
        ana.context.add_cookies([owner])


def test_a_learner_gets_403_on_the_teachers_view_and_the_classes_teacher_sees_and_closes(hub, table, chromium):
    carla, lee = learner(chromium), learner(chromium)
    try:
        for page, user, password in ((carla, "carla", None), (lee, "lee", TEACHER_PASSWORD)):
            page.goto(f"{hub.url}hub/login?next=/{SERVICE}class", wait_until="domcontentloaded")
            page.fill("#username_input", user)
            page.fill("#password_input", password or "class-password-7a")
            page.click("#login_submit")
        carla.wait_for_url(f"**/{SERVICE}class**", timeout=MOVE_MS)
        carla.wait_for_selector("h1")
        assert "for teachers" in carla.inner_text("h1")
        reply = carla.request.get(f"{hub.url}{SERVICE}class")
        assert reply.status == 403
        lee.wait_for_url(f"**/{SERVICE}class**", timeout=MOVE_MS)
        row = lee.locator(f".kit-class-table[data-code='{table['code']}']")
        row.wait_for(timeout=MOVE_MS)
        assert "ana" in row.inner_text() and "bruno" in row.inner_text()
        project = row.locator(".kit-class-project").get_attribute("href")
        assert project == f"/hub/user-redirect/voila/render/apps/duo.ipynb?watch={table['code']}"
        # a table of a learner in no class of Lee's is not his to see, nor to close
        carla_token = own_token(carla, hub.url, "carla", [f"access:services!service=kit-tables"])
        status, made = call(hub, "create", carla_token, game="sakura", options={}, seats=["open", "greedy"])
        assert status == 200 and "code" in made, made
        lee.reload()
        lee.locator(f".kit-class-table[data-code='{table['code']}']").wait_for(timeout=MOVE_MS)
        assert lee.locator(f".kit-class-table[data-code='{made['code']}']").count() == 0
        lee.click(f".kit-class-close[data-code='{table['code']}']")
        lee.wait_for_load_state()
        assert lee.locator(f".kit-class-table[data-code='{table['code']}']").count() == 0
        state["carla_table"] = made["code"]
    finally:
        for page in (carla, lee):
            page.context.close()


def test_a_kernel_cannot_act_with_another_users_token_or_seat_and_limits_count_per_user(hub, chromium):
    ana, bruno = learner(chromium), learner(chromium)
    try:
        for page, user in ((ana, "ana"), (bruno, "bruno")):  # their servers run already: the hub's pages only
            page.goto(f"{hub.url}hub/login?next=/hub/token", wait_until="domcontentloaded")
            page.fill("#username_input", user)
            page.fill("#password_input", "class-password-7a")
            page.click("#login_submit")
            page.wait_for_url("**/hub/token**")
        scope = ["access:services!service=kit-tables"]
        ana_token, bruno_token = own_token(ana, hub.url, "ana", scope), own_token(bruno, hub.url, "bruno", scope)
        no_scope = own_token(ana, hub.url, "ana", ["read:users:name!user"])
        assert call(hub, "lobby", "forged-" + ana_token[7:], code="ABCDEF")[0] == 403
        assert call(hub, "lobby", no_scope, code="ABCDEF")[0] == 403  # the token must be allowed the service
        status, made = call(hub, "create", ana_token, game="duo", options={}, seats=["open", "open"])
        assert status == 200, made
        code, creator = made["code"], made["creator"]
        seat = call(hub, "join", ana_token, code=code, seat=0, name="Someone else")[1]
        assert call(hub, "lobby", ana_token, code=code)[1]["seats"][0]["name"] == "ana"
        mine = call(hub, "resume", ana_token, code=code, credential=seat["credential"])[1]
        assert mine.get("seat") == 0, mine
        view = call(hub, "replica", ana_token, code=code, credential=seat["credential"], since=0)[1]
        for op, extra in (("resume", {}), ("play", {"action": {"kind": "choose_die"}, "version": view["version"]}),
                          ("leave", {}), ("replica", {"since": 0})):
            status, answer = call(hub, op, bruno_token, code=code, credential=seat["credential"], **extra)
            assert status == 200 and answer["refused"]["kind"] == "credential", (op, answer)
        for op, extra in (("close", {}), ("hand", {"seat": 0})):
            answer = call(hub, op, bruno_token, code=code, credential=creator, **extra)[1]
            assert answer["refused"]["kind"] == "credential", (op, answer)
        assert call(hub, "resume", ana_token, code=code, credential=seat["credential"])[1]["seat"] == 0
        # tables count per hub user: Ana (3 live tables at most) is refused, Bruno is not
        made = [call(hub, "create", ana_token, game="sakura", options={}, seats=["open", "greedy"])[1]
                for _ in range(3)]
        assert "refused" in made[-1] and made[-1]["refused"]["kind"] == "limit", made
        assert "code" in call(hub, "create", bruno_token, game="sakura", options={}, seats=["open", "greedy"])[1]
        state.update(restart_code=code, ana_token=ana_token, ana_seat=seat["credential"])
    finally:
        for page in (ana, bruno):
            page.context.close()


def test_the_tables_service_restarts_and_the_table_is_back(hub):
    code, token = state["restart_code"], state["ana_token"]
    before = call(hub, "lobby", token, code=code)[1]
    old = hub.service_pid()
    assert old is not None
    import os
    import signal

    os.kill(old, signal.SIGKILL)
    deadline, after = time.monotonic() + 90, None
    while time.monotonic() < deadline:
        pid = hub.service_pid()
        if pid not in (None, old):
            status, after = call(hub, "lobby", token, code=code)
            if status == 200:
                break
        time.sleep(0.5)
    assert after == before, (before, after, hub.log_tail(20))
    assert call(hub, "resume", token, code=code, credential=state["ana_seat"])[1]["seat"] == 0
    (ARTIFACTS / "hub-test-passed").write_text(code)


def test_a_link_to_an_app_opens_through_the_hub_when_the_learners_server_is_stopped(hub, chromium):
    bruno = learner(chromium)
    try:
        bruno.goto(f"{hub.url}hub/login?next=/hub/home", wait_until="domcontentloaded")
        bruno.fill("#username_input", "bruno")
        bruno.fill("#password_input", "class-password-7a")
        bruno.click("#login_submit")
        bruno.wait_for_url("**/hub/home**")
        stopped = bruno.evaluate("""async () => (await fetch("/hub/api/users/bruno/server",
            {method: "DELETE", headers: {"X-XSRFToken": window.jhdata.xsrf_token}})).status""")
        assert stopped in (202, 204)
        deadline = time.monotonic() + 60
        while hub.server_routed("bruno") and time.monotonic() < deadline:
            time.sleep(0.5)
        bruno.goto(f"{hub.url}hub/user-redirect/voila/render/apps/duo.ipynb", wait_until="domcontentloaded")
        bruno.wait_for_selector(".kit-ready", state="attached", timeout=240_000)
        assert "/user/bruno/voila/render/apps/duo.ipynb" in bruno.url
    finally:
        bruno.context.close()



def test_a_browser_keeps_each_hub_users_tables_apart(table):
    """Learners who share a school computer share its storage for the hub's address: each hub user's
    remembered tables (their seats' credentials) are kept under a key of their own."""
    ana, bruno = table["pages"]
    keys = {user: page.evaluate("Object.keys(window.localStorage)") for user, page in (("ana", ana), ("bruno", bruno))}
    assert "tokaido-kit/tables/ana" in keys["ana"] and "tokaido-kit/tables/bruno" in keys["bruno"], keys
    assert "tokaido-kit/tables" not in keys["ana"] + keys["bruno"], keys


# ------------------------------------------------------------------ a table across two users' servers, kernel-level
@pytest.fixture(scope="module")
def sakura(hub):
    """Bruno makes a 3-seat Sakura table and Ana sits at it, each in an app whose tables client is the one a
    page's kernel in their own server gets (that server's address, token and links); seat 3 stays free."""
    people = {user: HubUser(hub, user) for user in ("ana", "bruno")}
    for person in people.values():
        person.start_server()
    bruno, ana = hub_app(hub, "bruno"), hub_app(hub, "ana")
    for seat in (1, 2):
        bruno.board.seat_picker.set_seat(seat, "human")
    bruno.table_panel.name.value = "Bruno typed this"
    table = bruno.table_panel.create()
    ana.table_panel.look(table.code)
    ana.table_panel.sit(table.code, 1)
    resync(bruno, ana)
    yield {"bruno": bruno, "ana": ana, "code": table.code, "people": people}
    for person in people.values():
        person.close()


def test_across_two_servers_each_page_holds_its_own_hand_only_under_the_hub_names(hub, sakura):
    bruno, ana = sakura["bruno"], sakura["ana"]
    lobby = bruno.table_panel.client.call("lobby", code=sakura["code"])
    assert [s["name"] for s in lobby["seats"]] == ["bruno", "ana", ""]
    assert hub.url + "hub/user-redirect/" in bruno.table_panel.info.value  # its links open through the hub
    hand_b, hand_a = bruno.board.visible_view()["hand"], ana.board.visible_view()["hand"]
    assert hand_a and hand_b and not set(hand_a) & set(hand_b)
    text_a = page_text(ana)
    assert not [card for card in hand_b if f"sakura-card-n{card}\"" in text_a]  # Bruno's hand: nowhere in Ana's page
    assert bruno.board.status.value == ana.board.status.value


def test_across_two_servers_a_refused_move_says_its_rule_and_a_hint_is_for_the_deciding_seat(sakura):
    bruno, ana = sakura["bruno"], sakura["ana"]
    assert bruno.board.game.current_player == 0
    before = ana.board.game.to_json()
    assert ana.board.try_play(Action("choose_card", card=ana.board.visible_view()["hand"][0])) is None
    assert "not your turn" in ana.board.why.value and "bruno" in ana.board.why.value
    not_a_card = Action("choose_card", card=999)
    assert bruno.board.try_play(not_a_card) is None
    assert esc(bruno.board.game.why_not(not_a_card).message) in bruno.board.why.value  # the engine's own reason
    resync(bruno, ana)
    assert ana.board.game.to_json() == before  # nothing changed
    ana.board.coach_options = bruno.board.coach_options = {"playouts": 4}
    assert ana.board.click_hint() is None  # not Ana's turn
    hints = bruno.board.click_hint()
    assert hints and all(h.action in bruno.board.game.legal_actions() for h in hints)


def test_across_two_servers_a_learner_is_back_at_the_seat_after_the_server_was_culled(hub, sakura):
    bruno, ana = sakura["bruno"], sakura["ana"]
    bruno.board.try_play(bruno.board.game.legal_actions()[0])
    resync(ana)
    seen, rows = ana.board.visible_view(), ana.table_panel.keeper.rows
    sakura["people"]["ana"].stop_server()  # as the idle culler stops it: her kernels are gone
    sakura["people"]["ana"].start_server()
    again = hub_app(hub, "ana")  # the new server's kernel, the page's remembered tables as its browser sends them
    again.table_panel.keeper._message(None, {"type": "stored", "text": json.dumps(rows)}, [])
    assert "Back to table" in again.table_panel.resume_button.description
    assert again.table_panel.resume().seat == 1 and again.board.visible_view() == seen
    assert again.board.try_play(again.board.game.legal_actions()[0]) is not None  # and plays on
    resync(bruno)
    assert bruno.board.game.history == again.board.game.history
    sakura["ana"] = again


def test_across_two_servers_a_free_seat_handed_to_a_bot_plays_its_turns(sakura):
    bruno, ana = sakura["bruno"], sakura["ana"]
    assert bruno.board.game.current_player == 2  # the free seat's turn: the table waits
    version = bruno.table_panel.table.version
    assert bruno.table_panel.hand_to_bot(2)
    resync(bruno, ana)
    assert bruno.table_panel.table.version > version  # the bot played seat 3 at once
    assert ana.board.game.history == bruno.board.game.history
    lobby = ana.table_panel.client.call("lobby", code=sakura["code"])
    assert lobby["seats"][2]["bot_holds"]
    deadline = time.monotonic() + 60  # and it goes on playing its turns after theirs (the service plays
    while bruno.table_panel.table.version < version + 5 and time.monotonic() < deadline:  # it in its own time)
        resync(bruno, ana)
        for app in (bruno, ana):
            if app.board.game.current_player == app.table_panel.table.seat:
                app.board.try_play(app.board.game.legal_actions()[0])
                resync(bruno, ana)
        time.sleep(0.1)
    resync(bruno, ana)
    assert ana.board.game.history == bruno.board.game.history
    assert ana.board.game.current_player != 2 and bruno.table_panel.table.version >= version + 5


# ------------------------------------------------------------------ the teacher sees what their own class finds hard
def test_a_teacher_sees_what_each_of_their_classes_finds_hard_not_another_classs(hub, sakura):
    dario = HubUser(hub, "dario")  # class 7b: his kernel's calls (a token of his own for the service)
    try:
        client = HttpTables(f"{hub.url}{SERVICE}api/", dario.token(["access:services!service=kit-tables"]))
        made = client.call("create", game="duo", options={}, seats=["open", "open"])
        mine = client.call("join", code=made["code"], seat=1, name="Dario")["credential"]
        refused = client.call("play", code=made["code"], credential=mine, version=0,
                              action={"kind": "choose_die", "character": "pilgrim"})["refused"]
        assert refused["rule"] == "core.turn" and "not your turn" in refused["text"]
    finally:
        dario.close()
    lee, maria = hard_parts(hub, "lee"), hard_parts(hub, "maria")
    assert set(lee) == {"7a"} and set(maria) == {"7b"}
    assert ("sakura", "core.turn") in lee["7a"] and ("sakura", "sakura.round.choose") in lee["7a"]  # Ana's, Bruno's
    assert not [rule for rule in lee["7a"] if rule[0] == "duo"]  # Dario's refusal is 7b's, not Lee's
    assert maria["7b"] == {("duo", "core.turn")}


# ------------------------------------------------------------------ the admission limits in a learner's own server
def test_seven_app_pages_at_once_from_one_learner_give_six_boards_and_the_too_many_page(hub, chromium):
    erin = HubUser(hub, "erin")
    erin.start_server()
    cookies = erin.http.cookies
    app = "apps/duo.ipynb"

    async def tab() -> tuple[VoilaLearner, int, str]:
        """One tab: reloaded while the server says pages are still opening, as that page asks."""
        page = VoilaLearner(hub.url + "user/erin/", app)
        async with httpx.AsyncClient(cookies=cookies, follow_redirects=True, timeout=240) as client:
            for _ in range(60):
                try:
                    await page.open(client)
                    return page, 200, ""
                except httpx.HTTPStatusError as err:
                    if "pages are still opening" not in err.response.text.lower():
                        return page, err.response.status_code, err.response.text
                await asyncio.sleep(1.0)
        raise AssertionError("a tab waited for ever")

    async def seven() -> list:
        tabs = await asyncio.gather(*(tab() for _ in range(7)))
        # the tabs go quiet (their kernels are held until the server culls them, a minute later)
        await asyncio.gather(*(page.close(beacon=False) for page, status, _text in tabs if status == 200))
        return tabs

    try:
        tabs = run(seven())
        statuses = sorted(status for _page, status, _text in tabs)
        assert statuses == [200] * 6 + [503], statuses
        text = next(text for _page, status, text in tabs if status == 503)
        assert "Too many games open" in text and "You already have 6 games" in text, text  # hers, not a device's
        assert "Traceback" not in text and "kernelId" not in text  # a clear page, not a board
        # an eighth tab in a real browser, while the six kernels are held: what Erin reads
        context = chromium.new_context()
        context.add_cookies([{"name": c.name, "value": c.value, "url": hub.url} for c in cookies.jar])
        page = context.new_page()
        try:
            reply = page.goto(f"{hub.url}user/erin/voila/render/{app}", wait_until="domcontentloaded")
            assert reply.status == 503 and page.locator(".kit-ready").count() == 0
            assert page.inner_text("h1") == "Too many games open"
            back = page.locator("a", has_text="Back to the kit").get_attribute("href")
            assert back.endswith("/user/erin/kit/"), back  # to the kit in Erin's own server, through the hub
            screenshot(page, "hub_too_many_pages")
        finally:
            context.close()
    finally:
        erin.stop_server()
        erin.close()
