"""The command ``make serve`` runs: Voila with the kit's settings (:data:`widgets.server.CONFIG`).

Options (everything else goes to Voila as ``--Class.trait=value``):

``--port N``          the port on 127.0.0.1 (default 8866)
``--class-size N``    keep N preheated kernels per app, for a class that opens an app at
                      once (default: the file's pool size, 2). Filling the pools takes
                      about 1 CPU-second per kernel, at low priority.
``--idle-minutes M``  shut down a kernel nobody has used for M minutes (default 30; 0: never).
                      A closed tab's kernel is shut down within about 75 s in any case.

When the server is ready it prints ``Open the kit: URL`` (the static landing page), and,
with preheated pools, ``The kit is ready for N learners per app`` once they are filled.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tornado.ioloop import IOLoop, PeriodicCallback
from tornado.web import GZipContentEncoding
from voila.app import Voila

from . import CONFIG, speedups
from .handlers import kit_handlers

APPS = ("apps/sakura.ipynb", "apps/tokaido.ipynb", "apps/duo.ipynb")


class KitVoila(Voila):
    """Voila that reads the kit's settings file first and serves the kit's own handlers first."""

    def load_config_file(self, filename, path=None):
        if filename == "voila":  # Voila's own config files come after the kit's, the command line last
            super().load_config_file(CONFIG.stem, path=[str(CONFIG.parent)])
        super().load_config_file(filename, path=path)

    def init_handlers(self):
        return kit_handlers(self.server_url or self.base_url, self.root_dir, self.labextensions_path) \
            + super().init_handlers()

    def listen(self):
        # Voila adds its tornado_settings after building the Application, too late for
        # tornado to install gzip: install it here, as tornado would have.
        if self.app.settings.get("compress_response") and GZipContentEncoding not in self.app.transforms:
            self.app.add_transform(GZipContentEncoding)
        super().listen()

    def start(self):
        speedups.install(self.log, self.log_level)
        IOLoop.current().add_callback(self._announce)
        super().start()

    def _announce(self) -> None:
        """Once listening: the address to open, then (with preheated pools) when a class can come."""
        print(f"\n  ==> Open the kit: {self._url(self.ip)}kit/\n", flush=True)
        if self.voila_configuration.preheat_kernel:
            self._pool_watch = PeriodicCallback(self._pools_filled, 500)
            self._pool_watch.start()

    def _pools_filled(self) -> None:
        pools = getattr(self.kernel_manager, "_pools", {})
        if pools and all(task.done() for pool in pools.values() for task in pool):
            self._pool_watch.stop()
            sizes = sorted({len(pool) for pool in pools.values()})
            print(f"  ==> The kit is ready: {'/'.join(map(str, sizes))} preheated kernel(s) per app "
                  f"({sum(len(p) for p in pools.values())} in all)", flush=True)


def voila_argv(root: str, port: int, class_size: int | None = None, idle_minutes: float | None = None,
               extra: list[str] | None = None) -> list[str]:
    """The Voila command-line for these options (also used by the tests and benchmarks)."""
    argv = [str(root), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"]
    if class_size is not None:
        pools = json.loads(CONFIG.read_text())["VoilaKernelManager"]["kernel_pools_config"]
        pools = dict(pools)
        for app in APPS:
            pools[app] = {"pool_size": int(class_size)}
        argv.append("--VoilaKernelManager.kernel_pools_config=" + json.dumps(pools))
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
    args, extra = parser.parse_known_args(argv)
    if args.class_size is not None and not 0 <= args.class_size <= 200:
        parser.error("--class-size must be between 0 and 200")
    if args.idle_minutes is not None and args.idle_minutes < 0:
        parser.error("--idle-minutes must be 0 (never) or more")
    return args, extra


def main(argv: list[str] | None = None) -> int:
    args, extra = parse(sys.argv[1:] if argv is None else argv)
    KitVoila.launch_instance(voila_argv(args.root, args.port, args.class_size, args.idle_minutes, extra))
    return 0
