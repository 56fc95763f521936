"""Which app the warm kernels build ahead, which warm kernel a page gets, and the memory budget
(widgets/server/ahead.py), decision by decision, with the clock and the kernels' memory set here."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

import pytest

from widgets.server import CONFIG, ahead
from widgets.server.ahead import AppsAsked, app_of
from widgets.server.clients import PageKernelClient
from widgets.server.kernels import KitKernelManager


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_app_a_page_opens_is_read_from_its_path_whatever_folder_serves_it():
    assert app_of("apps/tokaido.ipynb") == "apps/tokaido.ipynb"
    assert app_of("notebooks/apps/sakura.ipynb") == "apps/sakura.ipynb"  # Binder serves the repository
    assert app_of("lab/tokaido.ipynb") is None and app_of("tokaido/01_road.ipynb") is None
    assert app_of("myapps/duo.ipynb") is None and app_of(None) is None


def test_the_app_most_devices_asked_for_in_the_last_minutes_is_built():
    clock = Clock()
    asked = AppsAsked(300, clock)
    assert asked.likeliest() is None  # nobody came: nothing is built
    asked.note("apps/tokaido.ipynb", "10.0.0.1", "pt")  # the teacher's projector
    assert asked.likeliest() == "apps/tokaido.ipynb" and asked.language("apps/tokaido.ipynb") == "pt"
    for n in range(200):  # one device loading the Duo app in a loop counts once
        asked.note("apps/duo.ipynb", "10.0.0.250")
    asked.note("apps/tokaido.ipynb", "10.0.0.2", "pt")
    asked.note("index.ipynb", "10.0.0.3")  # not an app
    assert asked.likeliest() == "apps/tokaido.ipynb"
    assert len(asked.asked) == 3
    clock.now += 301  # five minutes later, nobody asked again: nothing is built
    assert asked.likeliest() is None


def test_the_language_built_is_the_one_most_devices_asked_in():
    asked = AppsAsked(300, Clock())
    asked.note("apps/sakura.ipynb", "a", "it")
    asked.note("apps/sakura.ipynb", "b", None)
    asked.note("apps/sakura.ipynb", "c", "xx")  # not a language of the kit: the app's own
    assert asked.language("apps/sakura.ipynb") is None
    asked.note("apps/sakura.ipynb", "b", "it")  # the same device again: its latest page counts
    assert asked.language("apps/sakura.ipynb") == "it"


def manager(**config) -> KitKernelManager:
    km = KitKernelManager(**config)
    km.apps_asked = AppsAsked(300, Clock())
    return km


def test_the_teachers_setting_comes_before_the_pages_asked_for():
    km = manager(pool_size=30)
    km.apps_asked.note("apps/duo.ipynb", "10.0.0.5")
    assert km.app_to_build() == "apps/duo.ipynb"
    assert km.set_ahead_app("apps/tokaido.ipynb") == "apps/tokaido.ipynb"
    with pytest.raises(ValueError):
        km.set_ahead_app("../secret.ipynb")
    assert km.app_to_build() == "apps/tokaido.ipynb"  # a refused choice changed nothing
    assert km.set_ahead_app(None) == "apps/duo.ipynb"  # back to the pages asked for
    assert manager(pool_size=30, ahead_app="apps/sakura.ipynb").app_to_build() == "apps/sakura.ipynb"
    off = manager(pool_size=30, ahead_app="none")
    off.apps_asked.note("apps/duo.ipynb", "10.0.0.5")
    assert off.app_to_build() is None


def test_under_a_hub_nothing_is_built_ahead():
    settings = json.loads(CONFIG.read_text())
    km = manager(pool_size=settings["KitHub"]["pool_size"])
    km.apps_asked.note("apps/tokaido.ipynb", "10.0.0.5")
    assert settings["KitHub"]["pool_size"] == 0 and km.app_to_build() is None


def test_a_page_gets_the_warm_kernel_that_built_its_app_in_its_language():
    km = manager(pool_size=4)
    km._pool[:] = ["plain", "tokaido-en", "tokaido-pt", "sakura"]
    km._built.update({"tokaido-en": ("apps/tokaido.ipynb", None), "tokaido-pt": ("apps/tokaido.ipynb", "pt"),
                      "sakura": ("apps/sakura.ipynb", None)})
    assert km._pool_kernel_for("apps/tokaido.ipynb", "pt") == "tokaido-pt"
    assert km._pool_kernel_for("apps/tokaido.ipynb", None) == "tokaido-en"
    assert km._pool_kernel_for("apps/tokaido.ipynb", "it") == "tokaido-en"  # switched at the hand-over
    assert km._pool_kernel_for("apps/tokaido.ipynb", "../x") == "tokaido-en"
    assert km._pool_kernel_for("tokaido/01_road.ipynb") == "plain"  # a tutorial: one that built nothing
    assert km._pool_kernel_for("apps/duo.ipynb") == "plain"
    km._pool[:] = ["tokaido-pt", "sakura"]
    assert km._pool_kernel_for("apps/duo.ipynb") == "tokaido-pt"  # none left: the oldest, its app closed


def test_warm_kernels_are_built_one_after_the_other_for_the_app_and_language_asked():
    km = manager(pool_size=3)
    km._pool[:] = ["a", "b", "c"]
    assert km._to_build() is None
    km.reserve("10.0.0.1", "apps/tokaido.ipynb", "pt").release()  # the teacher's projector page
    assert km._to_build() == ("a", "apps/tokaido.ipynb", "pt")
    km._built.update({"a": ("apps/tokaido.ipynb", "pt"), "b": ("apps/tokaido.ipynb", None)})
    assert km._to_build() == ("b", "apps/tokaido.ipynb", "pt")
    km._built.update({"b": ("apps/tokaido.ipynb", "pt"), "c": ("apps/tokaido.ipynb", "pt")})
    assert km._to_build() is None


def with_kernels(km, monkeypatch, sizes: dict[str, float]) -> None:
    """The manager's kernels are these, each of this resident size (MB)."""
    km._kernels.clear()
    for kid in sizes:
        km._kernels[kid] = SimpleNamespace(execution_state="idle", last_activity=None)
    pids = {kid: n + 100 for n, kid in enumerate(sizes)}
    monkeypatch.setattr(km, "_pid", pids.get)
    monkeypatch.setattr(ahead, "resident_mb", lambda pid: sizes[next(k for k, p in pids.items() if p == pid)])


def test_the_pool_grows_only_within_the_memory_budget(monkeypatch):
    km = manager(pool_size=30, memory_budget_mb=1000)
    with_kernels(km, monkeypatch, {f"k{n}": 100.0 for n in range(8)})
    assert km.room_for_one_more()  # 800 MB + one more warm kernel of 110 MB
    with_kernels(km, monkeypatch, {f"k{n}": 100.0 for n in range(9)})
    assert not km.room_for_one_more()  # 900 + 110 > 1000
    with_kernels(km, monkeypatch, {"learner": 700.0})
    assert not km.room_for_one_more()  # looked at again only a moment later
    km._no_room_until -= ahead.BUDGET_EVERY
    assert km.room_for_one_more()
    with_kernels(km, monkeypatch, {"learner": 700.0, "warm": 200.0})
    km._pool[:] = ["warm"]
    assert not km.room_for_one_more()  # 900 + a warm kernel as large as the one waiting (200)
    assert manager(memory_budget_mb=0).room_for_one_more()


def test_over_the_budget_the_newest_warm_kernel_makes_way_for_the_learners(monkeypatch):
    km = manager(pool_size=30, memory_budget_mb=1000)
    with_kernels(km, monkeypatch, {"learner1": 400.0, "learner2": 400.0, "warm-old": 100.0, "warm-new": 150.0})
    km._pool[:] = ["warm-old", "warm-new"]
    assert km.over_budget() == "warm-new"  # 1050 MB > 1000
    assert km.over_budget() is None  # looked at again only a moment later
    km._budget_seen -= ahead.BUDGET_EVERY
    km._pool[:] = []
    assert km.over_budget() is None  # learners' kernels are never shut down for the budget


def test_the_served_settings_build_ahead_within_3_gb_with_quick_page_clients():
    served = json.loads(CONFIG.read_text())["KitKernelManager"]
    km = KitKernelManager(**{k: v for k, v in served.items() if k in KitKernelManager.class_trait_names()})
    assert 0 < km.memory_budget_mb <= 3000
    assert km.ahead_app == "" and km.ahead_window >= 60  # the pages asked for name the app
    assert km.page_client_class is PageKernelClient


def test_the_pool_keeper_starts_no_kernel_past_the_budget_and_sheds_the_newest_over_it(monkeypatch):
    from tests.aio import run

    km = manager(pool_size=5, memory_budget_mb=1000, fill_every=0.0)
    started, shut = [], []

    async def start_warm(niced, **_kw):
        started.append(niced)
        return f"new{len(started)}"

    async def shutdown_kernel(kid, now=False):
        shut.append(kid)
        km._pool.remove(kid)
        km._kernels.pop(kid)

    monkeypatch.setattr(km, "_start_warm", start_warm)
    monkeypatch.setattr(km, "shutdown_kernel", shutdown_kernel)

    async def keep_for(seconds: float) -> None:
        task = asyncio.ensure_future(km._keep_pool())
        await asyncio.sleep(seconds)
        task.cancel()

    with_kernels(km, monkeypatch, {"learner": 950.0})
    run(keep_for(0.5))
    assert started == []  # 950 MB + one more kernel > 1000 MB: none started
    with_kernels(km, monkeypatch, {"learner": 700.0, "warm-old": 100.0, "warm-new": 250.0})
    km._pool[:] = ["warm-old", "warm-new"]
    km._no_room_until = 0.0  # a moment later
    run(keep_for(0.5 + ahead.BUDGET_EVERY))
    assert shut == ["warm-new"]  # 1050 MB: the newest warm kernel went
    assert started  # 800 MB and a warm kernel of 110 fit again: the pool grows back


def test_the_teacher_names_the_app_the_class_opens_next_on_the_projector_page():
    """The projector page's form (the guard lets only the teacher's link reach this handler)."""
    from tests.aio import run
    from tornado import httpclient, httpserver, web
    from tornado.netutil import bind_sockets

    from widgets.server import room
    from widgets.server.handlers import RoomHandler

    km = manager(pool_size=30)
    km.apps_asked.note("apps/duo.ipynb", "10.0.0.5")
    the_room = room.Room("127.0.0.1", 8866, class_code="48210937", teacher_code="abc")
    app = web.Application([(r"/kit/room", RoomHandler, {"room": the_room})], kernel_manager=km)

    async def visit() -> list:
        server = httpserver.HTTPServer(app)
        sockets = bind_sockets(0, "127.0.0.1")
        server.add_sockets(sockets)
        base = f"http://127.0.0.1:{sockets[0].getsockname()[1]}/kit/room?teacher=abc&lang=pt"
        client = httpclient.AsyncHTTPClient()
        out = []
        try:
            out.append((await client.fetch(base)).body.decode())
            for body in ("ahead=apps%2Ftokaido.ipynb", "ahead=..%2Fsecret.ipynb", "ahead=", "nothing=1"):
                reply = await client.fetch(base, method="POST", body=body, follow_redirects=False, raise_error=False)
                out.append((reply.code, reply.headers.get("Location"), km.app_to_build()))
        finally:
            server.stop()
        return out

    page, chose, refused, back, nothing = run(visit())
    assert "A turma vai abrir agora:" in page and 'name="ahead"' in page and "kit-room-ahead-now" in page
    assert '<option value="" selected>o app mais pedido</option>' in page and "Tokaido Duo" in page
    assert chose[0] == 303 and "teacher=abc" in chose[1] and chose[2] == "apps/tokaido.ipynb"
    assert refused[0] == 400 and refused[2] == "apps/tokaido.ipynb"  # not an app: nothing changed
    assert back[0] == 303 and back[2] == "apps/duo.ipynb"  # back to the app most asked for
    assert nothing[0] == 400
