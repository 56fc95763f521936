"""The kit server's guard (widgets/server/guard.py) and room (widgets/server/room.py), request by request.

Each check is given a request as tornado builds it; the served behaviour (a real server on a
loopback room address, devices with their own source addresses) is in tests/browser/test_room_server.py.
"""

from __future__ import annotations

import re

from tornado.httputil import HTTPHeaders, HTTPServerRequest, RequestStartLine

from widgets.server import CONFIG, gate, guard, identity, room
from widgets.server.guard import GateHandler, Guard, JoinByLinkHandler, MessageHandler
from widgets.server.kernels import KitKernelManager

from .room_guard_server import lesson_script

KID = "618c47cb-ccd3-4444-a138-bb82271919a6"


def request(path: str, host: str = "127.0.0.2:8866", method: str = "GET", cookies: dict | None = None,
            headers: dict | None = None, ip: str = "127.0.0.3") -> HTTPServerRequest:
    h = HTTPHeaders({"Host": host, **(headers or {})})
    if cookies:
        h["Cookie"] = "; ".join(f"{k}={v}" for k, v in cookies.items())
    req = HTTPServerRequest(start_line=RequestStartLine(method, path, "HTTP/1.1"), headers=h)
    req.remote_ip = ip
    return req


def a_room(**kw) -> tuple[Guard, room.Room, KitKernelManager]:
    km = KitKernelManager()
    the_room = room.Room("127.0.0.2", 8866, class_code="48210937", teacher_code="t-secret")
    return Guard("/", km, room=the_room, hosts={"127.0.0.2", "127.0.0.1", "localhost"}, **kw), the_room, km


def joined(g: Guard, ip: str = "127.0.0.3", **more) -> dict:
    """The cookies of device ``ip`` once it joined: the pass the server gave it."""
    return {gate.PASS_COOKIE: g.gate.new_pass(ip), **more}


def test_the_host_header_must_name_the_announced_address():
    g, _, _ = a_room()
    assert g.check(request("/kit/", cookies=joined(g))) is None
    handler, kw = g.check(request("/kit/", host="evil.example:8866", cookies=joined(g)))
    assert handler is MessageHandler and kw["status"] == 400 and kw["data"]["address"] == "http://127.0.0.2:8866"
    assert g.check(request("/kit/", host="localhost:8866", cookies=joined(g))) is None


def test_a_device_must_join_the_class_with_its_code():
    g, _, _ = a_room()
    assert g.check(request("/kit/"))[0] is GateHandler  # a page: the code's form
    assert g.check(request("/voila/render/apps/duo.ipynb"))[0] is GateHandler
    assert g.check(request("/kit/join", method="POST"))[0] is GateHandler
    assert g.check(request("/?class=48210937"))[0] is JoinByLinkHandler  # the QR code's address
    assert g.check(request("/?class=4821+0937"))[0] is JoinByLinkHandler  # as shown, with its space
    assert g.check(request("/?class=11111111"))[0] is GateHandler
    ws = g.check(request(f"/api/kernels/{KID}/channels", headers={"Upgrade": "websocket"}))
    assert ws[0] is MessageHandler and ws[1]["status"] == 403  # no form for a websocket or a POST
    assert g.check(request("/kit/", cookies={gate.PASS_COOKIE: "1111"}))[0] is GateHandler
    assert g.check(request("/kit/", cookies={"kit_class": "48210937"}))[0] is GateHandler  # the code is no pass
    assert g.check(request("/kit/", cookies=joined(g))) is None


def test_wrong_codes_are_limited_per_device():
    g, _, _ = a_room()
    for _ in range(g.gate.settings.wrong_burst):
        assert g.gate.try_code("127.0.0.3", "00000000") == "wrong"
    assert g.gate.try_code("127.0.0.3", "48210937") == "slow"  # not even checked
    assert g.gate.try_code("127.0.0.4", "48210937") == "in"  # another device is not slowed down


def test_only_the_teachers_link_opens_the_projector_page():
    g, _, _ = a_room()
    assert g.check(request("/kit/room?teacher=t-secret")) is None
    assert g.check(request("/kit/room?teacher=guess"))[0] is GateHandler
    assert g.check(request("/kit/room", cookies=joined(g)))[1]["status"] == 404  # a learner's device


def test_a_kernel_answers_only_the_page_that_took_it():
    g, _, km = a_room()
    km.holders[KID] = ("127.0.0.3", "owner-of-the-page")
    km._kernels[KID] = object()
    mine = joined(g, **{guard.OWNER_COOKIE: "owner-of-the-page"})
    for path in (f"/api/kernels/{KID}/channels", f"/api/kernels/{KID}", f"/voila/api/shutdown/{KID}"):
        assert g.check(request(path, cookies=mine)) is None, path
        for cookies in (joined(g), joined(g, **{guard.OWNER_COOKIE: "someone-else"})):
            handler, kw = g.check(request(path, cookies=cookies, method="DELETE" if "shutdown" not in path else "POST"))
            assert handler is MessageHandler and kw["status"] == 403 and kw["kind"] == "refused.kernel", path
    # on a room, a kernel no page took (a warm one, whose id leaked) is refused too
    assert g.check(request("/api/kernels/0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a/channels", cookies=mine))[1]["status"] == 403


def test_only_this_machines_kernels_reach_the_visitor_request_socket():
    g, _, km = a_room()
    km.holders[KID] = ("127.0.0.3", "owner-of-the-page")  # taken before its kernel asked
    assert g.check(request(f"/voila/query/{KID}", ip="127.0.0.1")) is None
    assert g.check(request(f"/voila/query/{KID}", ip="127.0.0.2")) is None
    assert g.check(request(f"/voila/query/{KID}", ip="127.0.0.7"))[0] is not None  # a device on the network


def test_off_a_room_jupyters_own_kernels_keep_jupyters_rules():
    g = Guard("/", KitKernelManager(), standalone=False)  # Binder: JupyterLab's kernels have no page
    assert g.check(request(f"/api/kernels/{KID}/channels")) is None
    assert g.check(request("/lab")) is None and g.check(request("/logout")) is None


def test_odd_paths_answer_404_not_500():
    g = Guard("/", KitKernelManager(), hosts={"127.0.0.1"})
    for path in ("/logout", "/login", "/voila/templates/x", "/voila/templates/", "/voila/render/%00",
                 "/voila/render/%ff", "/kit/rules/%00"):
        handler, kw = g.check(request(path, host="127.0.0.1:8866"))
        assert handler is MessageHandler and kw["status"] == 404, path
    assert g.check(request("/voila/templates/lab/static/voila.js", host="127.0.0.1:8866")) is None


def test_going_back_after_the_code_stays_on_this_server():
    g, _, _ = a_room()
    assert g.safe_next("/voila/render/apps/duo.ipynb?lang=pt")
    for target in ("//evil.example/", "http://evil.example/", "/\\evil.example", "javascript:alert(1)"):
        assert not g.safe_next(target), target


def test_message_pages_say_why_in_the_learners_language_and_show_no_source():
    page = guard.message_page("full.address", "pt", "/", reload=True, n=6)
    assert "Jogos demais abertos neste aparelho" in page and "6" in page and 'class="kit-reload"' in page
    page = guard.message_page("full.server", "it", "/", n=40)
    assert "pieno" in page and "40" in page
    assert "Traceback" not in page and ".py" not in page and "<script" not in page


def test_the_room_announces_a_short_address_a_code_and_a_qr_code():
    r = room.Room("192.168.1.23", 8866, class_code="48210937", teacher_code="abc")
    assert r.url == "http://192.168.1.23:8866" and r.join_url == "http://192.168.1.23:8866/?class=48210937"
    text = r.announcement()
    assert "http://192.168.1.23:8866" in text and "4821 0937" in text and "kit/room?teacher=abc" in text
    assert "█" in r.qr_terminal()
    svg = r.qr_svg()
    assert svg.startswith('<svg role="img"') and "<title>" in svg and "192.168.1.23" in svg
    page = r.page()
    assert "kit-room-class-code" in page and ">4821 0937<" in page and "http://192.168.1.23:8866" in page
    assert 'class="kit-room-new-code"' in page and "teacher=abc" in page
    assert re.fullmatch(r"\d{8}", room.new_class_code())
    assert r.new_code() != "48210937" and re.fullmatch(r"\d{8}", r.class_code)


def test_the_terminal_speaks_the_teachers_language(monkeypatch):
    r = room.Room("192.168.1.23", 8866, class_code="48210937", teacher_code="abc")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "pt_BR.UTF-8")
    assert "código da turma: 4821 0937" in r.announcement() and "kit/room?teacher=abc" in r.announcement()
    monkeypatch.setenv("LANGUAGE", "it")
    assert "Nuovo codice della classe: 4821 0937" in r.new_code_line()
    monkeypatch.setenv("LANGUAGE", "C")
    assert "Learners open: http://192.168.1.23:8866     class code: 4821 0937" in r.announcement()


def test_the_network_address_is_read_not_connected_to():
    address = room.network_address()
    assert re.fullmatch(r"[0-9a-fA-F.:]+", address)


def test_a_256_address_script_checks_under_1_percent_of_the_codes_in_a_lesson():
    """The served code and limits (KitRoom), a script trying from 256 addresses as fast as it is let,
    minute after minute for 2 hours; a learner arriving in the middle still joins at the first try."""
    settings = gate.GateSettings.from_config_file(CONFIG)
    g, learner = lesson_script(settings, addresses=256, minutes=120, learner_at=60)
    checked = g.counts["wrong"]
    assert checked / 10 ** settings.code_digits < 0.01  # under 1% of the codes tried (about 9,300 of 10^8)
    per_device_alone = 256 * (settings.wrong_burst + settings.wrong_per_minute * 120)
    assert checked < per_device_alone / 4  # the class's shared allowance binds, not only each device's
    assert learner == "in"


def test_every_limit_counts_per_one_pluggable_key():
    """Under JupyterHub the key is the hub user's name: plugged in one place (widgets/server/identity.py)."""
    g, _, _ = a_room()
    assert identity.device_key(request("/kit/", ip="127.0.0.9")) == "127.0.0.9"  # make serve: the address
    identity.use(lambda req: req.headers.get("X-Test-User", "?"))
    try:
        for n in range(g.gate.settings.wrong_burst):  # one user, ten addresses
            assert g.check(request("/?class=00000000", ip=f"127.0.0.{n + 3}", headers={"X-Test-User": "eve"}))[0] \
                is GateHandler
        assert g.gate.may_try("eve") == "slow" and g.gate.may_try("ana") is None
        pass_of_ana = {gate.PASS_COOKIE: g.gate.new_pass("ana")}
        assert g.check(request("/kit/", ip="127.0.0.40", cookies=pass_of_ana, headers={"X-Test-User": "ana"})) is None
        assert g.check(request("/kit/", ip="127.0.0.40", cookies=pass_of_ana,
                               headers={"X-Test-User": "eve"}))[0] is GateHandler  # ana's pass is not eve's
    finally:
        identity.use(None)
    assert identity.device_key(request("/kit/", ip="127.0.0.9")) == "127.0.0.9"
