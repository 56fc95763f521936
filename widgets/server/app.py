"""The command ``make serve`` runs: Voila with the kit's settings (:data:`widgets.server.CONFIG`).

Options (everything else goes to Voila as ``--Class.trait=value``):

``--port N``          the port (default 8866)
``--class-size N``    keep N warm kernels ready (one pool shared by every app and tutorial), for a
                      class that opens its apps at once, and allow N + 10 kernels in all
                      (default: the file's ``pool_size`` and ``max_kernels``). Filling them takes about 2 CPU-seconds per
                      kernel, at low priority.
``--idle-minutes M``  shut down a kernel nobody has used for M minutes (default 30; 0: never).
                      A closed tab's kernel is shut down within about 75 s in any case.
``--room``            serve a class in a room: listen on this machine's network address (the
                      first of ``hostname -I``) instead of 127.0.0.1, ask devices for a class code,
                      print the address, the code and a QR code (:mod:`widgets.server.room`).
``--room-address A``  the same on address ``A`` (the tests use a loopback address like 127.0.0.2).
``--data-dir D``      the folder of the tables' database (default: the settings file's
                      ``KitTables.data_dir``, else ``~/.local/share/tokaido-kit``); printed at start.

When the server is ready it prints ``Open the kit: URL`` (the static landing page), with a room
the address learners type and the projector page, where the tables are kept and the teacher's view
of the class (``kit/class?teacher=CODE``, :mod:`widgets.server.tables_api`), and ``The kit is ready``
once the warm pool is filled.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from tornado.ioloop import IOLoop, PeriodicCallback
from tornado.web import GZipContentEncoding
from voila.app import Voila

from voila.tornado.handler import TornadoVoilaHandler

from . import CONFIG, guard, speedups
from .handlers import kit_handlers, room_handlers
from .gate import GateSettings
from .room import Room, network_address
from .tables_api import TablesBridge, tables_handlers

APPS = ("apps/sakura.ipynb", "apps/tokaido.ipynb", "apps/duo.ipynb")
#: log lines a teacher cannot act on (the kit's notebooks are not signed; kernels talk over IPC)
QUIET = ("is not trusted", "running over TCP without encryption", "Storing connection files",
         "Serving static files from", "Could not determine jupyterlab build status")
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


class Quiet(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return not any(part in record.getMessage() for part in QUIET)


class KitVoila(Voila):
    """Voila that reads the kit's settings file first and serves the kit's own handlers first."""

    def load_config_file(self, filename, path=None):
        if filename == "voila":  # Voila's own config files come after the kit's, the command line last
            super().load_config_file(CONFIG.stem, path=[str(CONFIG.parent)])
        super().load_config_file(filename, path=path)

    #: set by :func:`main` for ``--room`` / ``--room-address``
    room: Room | None = None
    #: set by :func:`main`: the tables of the class
    tables: TablesBridge | None = None
    #: set by :func:`main`: the class code's limits (the settings file's ``KitRoom``)
    gate_settings: GateSettings | None = None

    def init_handlers(self):
        base = self.server_url or self.base_url
        voila = [(rule[0], guard.page_handler_class(TornadoVoilaHandler), *rule[2:])
                 if rule[1] is TornadoVoilaHandler else rule for rule in super().init_handlers()]
        extra = room_handlers(base, self.room) if self.room else []
        if self.tables is not None:
            extra += tables_handlers(base, self.tables)
        return extra + kit_handlers(base, self.root_dir, self.labextensions_path, root_redirect=True) + voila

    def listen(self):
        # Voila adds its tornado_settings after building the Application, too late for
        # tornado to install gzip: install it here, as tornado would have.
        if self.app.settings.get("compress_response") and GZipContentEncoding not in self.app.transforms:
            self.app.add_transform(GZipContentEncoding)
        base = self.server_url or self.base_url
        hosts = set(LOOPBACK | {self.ip}) if self.room is None else {self.ip, "localhost", "127.0.0.1"}
        guard.Guard(base, self.kernel_manager, room=self.room, hosts=hosts, log=self.log,
                    tables=self.tables, gate_settings=self.gate_settings).install(self.app)
        if self.tables is not None:
            self.tables.url = f"{self._url(self.ip)}kit/tables/api/"
            self.kernel_manager.tables = self.tables
            self.tables.start_expiry()
        if self.room is None:  # the teacher's own machine: their tabs are not a device to limit
            self.kernel_manager.unlimited_addresses = set(LOOPBACK)
        super().listen()

    def start(self):
        speedups.install(self.log, self.log_level)
        guard.install(self.log)
        for name in ("", "tornado", "traitlets", "Voila", "ServerApp", "NotebookNotary"):
            logging.getLogger(name).addFilter(Quiet())
        for handler in self.log.handlers:
            handler.addFilter(Quiet())
        IOLoop.current().add_callback(self._announce)
        super().start()

    def _announce(self) -> None:
        """Once listening: the address to open (and the room's), then when the warm pool is ready."""
        if self.room is not None:
            print(self.room.announcement(self.server_url or self.base_url), flush=True)
        else:
            print(f"\n  ==> Open the kit: {self._url(self.ip)}kit/\n", flush=True)
        if self.tables is not None:
            print(self.tables.announcement(self._url(self.ip)), flush=True)
        manager = self.kernel_manager
        if getattr(manager, "pool_size", 0) > 0:
            manager.start_pool()
            self._pool_watch = PeriodicCallback(self._pool_filled, 500)
            self._pool_watch.start()

    def _pool_filled(self) -> None:
        manager = self.kernel_manager
        if manager.pool_filled.is_set():
            self._pool_watch.stop()
            print(f"  ==> The kit is ready: {len(manager._pool)} warm kernel(s) for the next pages, "
                  f"at most {manager.max_kernels} kernels in all", flush=True)


def settings() -> dict:
    """The kit's settings file, read."""
    import json

    return json.loads(CONFIG.read_text())


def voila_argv(root: str, port: int, class_size: int | None = None, idle_minutes: float | None = None,
               extra: list[str] | None = None, ip: str = "127.0.0.1") -> list[str]:
    """The Voila command-line for these options (also used by the tests and benchmarks)."""
    argv = [str(root), "--no-browser", f"--port={port}", f"--Voila.ip={ip}", "--Voila.port_retries=0"]
    if class_size is not None:
        limits = settings()["KitKernelManager"]
        argv.append(f"--KitKernelManager.pool_size={int(class_size)}")
        argv.append(f"--KitKernelManager.max_kernels={max(limits['max_kernels'], int(class_size) + 10)}")
    if idle_minutes is not None:
        argv.append(f"--KitKernelManager.cull_idle_after={int(idle_minutes * 60)}")
    return argv + list(extra or [])


def parse(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="python -m widgets.server", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("root", nargs="?", default=str(Path(__file__).resolve().parents[2] / "notebooks"))
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--class-size", type=int, default=None)
    parser.add_argument("--idle-minutes", type=float, default=None)
    parser.add_argument("--room", action="store_true")
    parser.add_argument("--room-address", default=None)
    parser.add_argument("--data-dir", default=None)
    args, extra = parser.parse_known_args(argv)
    if args.class_size is not None and not 0 <= args.class_size <= 200:
        parser.error("--class-size must be between 0 and 200")
    if args.idle_minutes is not None and args.idle_minutes < 0:
        parser.error("--idle-minutes must be 0 (never) or more")
    return args, extra


def main(argv: list[str] | None = None) -> int:
    args, extra = parse(sys.argv[1:] if argv is None else argv)
    ip = "127.0.0.1"
    if args.room or args.room_address:
        ip = args.room_address or network_address()
        KitVoila.gate_settings = GateSettings.from_config_file(CONFIG)
        KitVoila.room = Room(ip, args.port, digits=KitVoila.gate_settings.code_digits)
    KitVoila.tables = TablesBridge.from_config(settings(), args.data_dir,
                                               KitVoila.room.teacher_code if KitVoila.room else None)
    KitVoila.launch_instance(voila_argv(args.root, args.port, args.class_size, args.idle_minutes, extra, ip=ip))
    return 0
