"""A small room server in this process, for the attack tests and the attack benchmark.

The kit's guard, the room's projector page and the teacher's view of the tables, in front of a page that
says "joined the class", on the room address 127.0.0.2 (a free port), in a thread of its own; each device
connects from its own loopback source address (127.0.0.3 and up). No kernel is started.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Iterator

import httpx
from tornado import web
from tornado.httpserver import HTTPServer
from tornado.ioloop import IOLoop
from tornado.netutil import bind_sockets

from widgets.server import room
from widgets.server.guard import Guard
from widgets.server.handlers import room_handlers
from widgets.server.tables_api import TablesBridge, tables_handlers
from widgets.tables import TableSettings

ROOM = "127.0.0.2"
JOINED = "joined the class"


class Joined(web.RequestHandler):
    def get(self) -> None:
        self.finish(JOINED)


@contextlib.contextmanager
def room_server(class_code: str, teacher_code: str = "teacher-secret") -> Iterator[dict]:
    """``{"url", "room", "bridge"}`` of a running room server; stopped on leaving the block."""
    the_room = room.Room(ROOM, 0, class_code=class_code, teacher_code=teacher_code)
    bridge = TablesBridge(TableSettings(), teacher_code=the_room.teacher_code)
    sockets = bind_sockets(0, ROOM)
    the_room.port = sockets[0].getsockname()[1]
    started, holder = threading.Event(), {}

    def serve() -> None:
        loop = IOLoop(make_current=False)
        app = web.Application(room_handlers("/", the_room) + tables_handlers("/", bridge) + [(r"/kit/", Joined)],
                              base_url="/")
        Guard("/", None, room=the_room, hosts={ROOM, "127.0.0.1", "localhost"}, tables=bridge).install(app)
        http = HTTPServer(app)

        def start() -> None:
            http.add_sockets(sockets)
            started.set()

        holder.update(loop=loop, http=http)
        loop.add_callback(start)
        loop.start()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    started.wait(10)
    try:
        yield {"url": f"http://{ROOM}:{the_room.port}/", "room": the_room, "bridge": bridge}
    finally:
        holder["loop"].add_callback(holder["http"].stop)
        holder["loop"].add_callback(holder["loop"].stop)
        thread.join(5)


def device(n: int) -> httpx.AsyncClient:
    """A device of the class: its own loopback source address (127.0.0.n), its own cookies."""
    return httpx.AsyncClient(transport=httpx.AsyncHTTPTransport(local_address=f"127.0.0.{n}"), timeout=20)


def let_in(response: httpx.Response) -> bool:
    """True when the answer let the device in (the join's redirect, or the page behind the gate)."""
    return response.status_code == 302 or JOINED in response.text


def lesson_script(gate_settings, addresses: int = 256, minutes: int = 120, learner_at: int | None = None):
    """A script trying class codes from ``addresses`` devices, each as fast as the gate lets it, minute after
    minute for a lesson of ``minutes``, on a gate with a clock of its own. Returns the gate (its ``counts``:
    ``wrong`` is the codes checked) and, if ``learner_at`` (a minute), what a learner typing the right code
    then was told."""
    from widgets.server.gate import Gate

    now = [0.0]
    g = Gate(room.Room(ROOM, 8866, digits=gate_settings.code_digits), gate_settings, clock=lambda: now[0])
    script = [f"10.{n // 65536}.{n // 256 % 256}.{n % 256}" for n in range(addresses)]
    guess, learner = 0, None
    for minute in range(minutes):
        now[0] = minute * 60.0
        for key in script:
            while g.try_code(key, f"{guess:0{gate_settings.code_digits}d}") == "wrong":
                guess += 1
        if minute == learner_at:
            learner = g.try_code("learner", g.room.class_code)
    return g, learner
