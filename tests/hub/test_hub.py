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
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

import pytest

from tests.browser.conftest import ARTIFACTS, open_app, require_chromium, screenshot
from tests.browser.test_tables import DUO_CHOICES, MOVE_MS, create_table, learner, play_one, settle

from widgets.hub.settings import HubSettings

from .hubserver import TEACHER_PASSWORD, HubServer, log_in, own_token

pytestmark = pytest.mark.browser

SERVICE = "services/kit-tables/"
QUIET_SECONDS = 30
state: dict = {}


@pytest.fixture(scope="module")
def hub():
    require_chromium()
    server = HubServer(name="hub-test")
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
