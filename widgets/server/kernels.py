"""The kernel manager of the kit's server: one warm pool for every page, limits, and culling.

**One warm pool shared by every page.** A page (an app or a tutorial) needs a kernel that has
imported the kit, ipywidgets and plotly (about 2 CPU-seconds) and then runs the page's notebook
(the app's board: about 0.3 s). Voila's own preheating ran each app's notebook ahead of time, in
one pool per app: a class of 30 meant 90 kernels waiting, 6.4 GB once the class had opened its
apps. Here Voila's preheating is off and this manager keeps ``pool_size`` *warm* kernels that
have imported everything but run no notebook (:func:`widgets.server.kernel_setup.warm`). When a
page asks for a kernel, it gets a warm one at once, moved to the page's folder and given the
page's request (:func:`~widgets.server.kernel_setup.claim`); Voila then runs the notebook in it.
On a room, a device that already has a page waiting for its kernel to connect gets a kernel started
for it instead: the warm ones are kept for the class, not for a device loading pages in a loop.

**Limits** (all in ``widgets/server/jupyter_config.json``):

* ``max_kernels``: kernels in total, the warm ones included; past it a page gets a clear
  "the class is full" page (:mod:`widgets.server.guard`) instead of a kernel;
* ``max_kernels_per_address``: kernels held by one device (one client address);
* ``max_opening_per_address``: pages one device may have opening at once (their kernel given, the page
  not yet connected): a device loading pages in a loop gets at most this many kernels started for it,
  not ``max_kernels_per_address``; a learner's tabs, once open, count only in the limit above; a page
  that has not connected for ``opening_given_up_after`` s gives its kernel to the device's next page;
* ``memory_limit_mb``: a kernel above it is shut down (the learner's game is saved in their
  browser: the reloaded page offers it back);
* ``lab_max_games``: the strategy lab's games per run (given to every kernel as ``KIT_LAB_MAX_GAMES``);
* ``pages_at_once``: pages whose notebooks run at the same time, the others waiting their turn
  (:class:`~widgets.server.admission.PageTurns`).

**Culling.** A kernel is shut down when

* its page has gone (it was connected, and has had no connection for ``cull_disconnected_after``
  seconds), busy or not: a strategy lab left running in a closed tab stops;
* a page took it but never connected to it within ``never_connected_after`` seconds after its
  notebook ran (a page loaded by a script, or a tab closed while it loaded);
* nobody used it for ``cull_idle_after`` seconds (the teacher's setting), unless it is busy;
* it is above its memory limit, or dead.

**Apps built ahead.** Warm kernels may also build the app a class is about to open, within a memory
budget for all kernels (:mod:`widgets.server.ahead`): a page of that app then takes a kernel that
has it, and its notebook only hands it over.

Warm kernels waiting in the pool are never culled. The pool is filled one kernel at a time, at a
low CPU priority, and refilled when the server is calm (see :meth:`KitKernelManager._may_warm`),
so that learners' clicks keep the cores first.

Who holds which kernel (its page's owner cookie and client address) is recorded here, for the
guard that lets only that page open the kernel's channels.
"""

from __future__ import annotations

import asyncio
import contextvars
import os
import time
import uuid
from datetime import timedelta

from jupyter_core.utils import ensure_async
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float, Integer

from jupyter_server._tz import utcnow
from .ahead import BuildAhead
from .admission import Admission, KernelsFull, PageTurns, Reservation  # noqa: F401  (the guard's, tests')
from .clients import KeptClients, PageClients, drop_page_client
from .procs import can_raise_priority, resident_mb, set_nice  # noqa: F401  (tests patch resident_mb here)

POOL_NICE = 10

#: A page's kernel keeps no IPython history: the pages' cells are the kit's own, and thirty kernels
#: writing each cell to one SQLite file in the teacher's home cost CPU and locks while a class arrives.
PAGE_KERNEL_ARGUMENTS = ["--HistoryManager.enabled=False"]

#: The page request asking for a kernel now: ``(client address, owner token, reservation)``, set by the
#: kit's page handler (:func:`widgets.server.guard.page_handler_class`) around Voila's rendering.
VISITOR: contextvars.ContextVar[tuple | None] = contextvars.ContextVar("kit_visitor", default=None)

#: What Voila puts in a page kernel's environment for one request (the rest is the server's own).
REQUEST_ENV = ("SCRIPT_NAME", "PATH_INFO", "QUERY_STRING", "SERVER_SOFTWARE", "SERVER_PROTOCOL",
               "SERVER_PORT", "SERVER_NAME", "VOILA_PREHEAT", "VOILA_BASE_URL", "VOILA_SERVER_URL",
               "VOILA_REQUEST_URL", "VOILA_APP_PORT")


def is_page_request(env: dict | None) -> bool:
    """True for a kernel Voila starts for a page (its environment carries the page's request)."""
    return bool(env) and env.get("VOILA_PREHEAT") == "False" and "SCRIPT_NAME" in env


class KitKernelManager(Admission, BuildAhead, PageClients, AsyncMappingKernelManager):
    """An ``AsyncMappingKernelManager`` with the kit's warm pool, limits and culling (module docstring)."""

    cull_disconnected_after = Integer(
        60, config=True,
        help="Seconds after which a kernel whose page has gone (closed tab) is shut down, busy or not.",
    )
    never_connected_after = Integer(
        90, config=True,
        help="Seconds after which a kernel whose page never connected to it is shut down.",
    )
    cull_idle_after = Integer(
        1800, config=True,
        help="Seconds of inactivity after which any kernel is shut down, connected or not (0: never).",
    )
    pool_size = Integer(
        3, config=True,
        help="Warm kernels kept ready for the next pages (shared by every app and tutorial); 0: none.",
    )
    max_kernels = Integer(
        40, config=True,
        help="Kernels in total, warm ones included; past it a visitor is told the class is full.",
    )
    max_kernels_per_address = Integer(
        6, config=True,
        help="Kernels one client address may hold at once (0: no limit).",
    )
    max_opening_per_address = Integer(
        2, config=True,
        help="Pages one device may have opening at once (not yet connected to their kernel; 0: no limit).",
    )
    opening_given_up_after = Integer(
        30, config=True,
        help="Seconds after which a page that never connected gives its kernel to its device's next page.",
    )
    memory_limit_mb = Integer(
        400, config=True,
        help="A kernel using more memory than this (MB, resident) is shut down (0: no limit).",
    )
    lab_max_games = Integer(
        2000, config=True,
        help="The strategy lab's games per run in a served page (KIT_LAB_MAX_GAMES in the kernels).",
    )
    refill_quiet = Float(
        3.0, config=True,
        help="Seconds without a new page or a learner's message before a warm kernel is started again.",
    )
    refill_every = Float(
        2.0, config=True,
        help="Seconds between two warm kernels started to refill the pool, when the server is calm.",
    )
    refill_busy_every = Float(
        20.0, config=True,
        help="Seconds between two warm kernels started while learners keep the server busy.",
    )
    pages_at_once = Integer(
        3, config=True,
        help="Pages whose notebooks run at the same time; the next ones wait their turn, in order (0: all).",
    )
    page_turn_longest = Float(
        5.0, config=True,
        help="Seconds after which a page still running gives its turn to the next (it goes on without it).",
    )
    fill_every = Float(
        0.5, config=True,
        help="Seconds between two warm kernels started to fill the pool, before anyone has come.",
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._last_page = None  # monotonic time of the last page that asked for a kernel
        self._last_warm = float("-inf")
        self._pool: list[str] = []  # warm kernels, oldest first
        self._warming = 0
        self._warming_ids: set[str] = set()  # started for the pool, still importing
        self._pool_task: asyncio.Task | None = None
        self._culling: dict[str, asyncio.Future] = {}
        self._ever_connected: set[str] = set()
        self._claimed_at: dict[str, float] = {}
        self._disconnected_at: dict[str, float] = {}
        self._niced: set[str] = set()
        self._may_renice = can_raise_priority()
        #: kernel id -> (client address, owner token) of the page that holds it
        self.holders: dict[str, tuple[str, str]] = {}
        #: client addresses with no per-address limit (the teacher's own machine when not serving a room)
        self.unlimited_addresses: set[str] = set()
        self._pending: dict[str, int] = {}  # client address -> pages reserved, not yet holding their kernel
        self._assigned: set[str] = set()  # kernels of those reserved pages, already among self._kernels
        self.pool_filled = asyncio.Event()
        #: the server's tables (:class:`~widgets.server.tables_api.TablesBridge`), None without them
        self.tables = None
        self._table_tokens: dict[str, str] = {}  # kernel id -> its token for the tables
        self._clients = KeptClients()  # the warm kernels' ready clients
        self.page_turns = PageTurns(self.pages_at_once, self.page_turn_longest)
        self._init_ahead()

    # ------------------------------------------------------------------ priority
    def _pid(self, kernel_id: str) -> int | None:
        km = self._kernels.get(kernel_id)
        provisioner = getattr(km, "provisioner", None)
        process = getattr(provisioner, "process", None)
        return getattr(process, "pid", None)

    def _renice(self, kernel_id: str) -> None:
        if kernel_id in self._niced:
            self._niced.discard(kernel_id)
            pid = self._pid(kernel_id)
            if pid is not None:
                set_nice(pid, 0)

    # ------------------------------------------------------------------ kernels for pages
    def _kernel_env(self, env: dict | None = None) -> dict:
        out = dict(env or os.environ)
        out["KIT_LAB_MAX_GAMES"] = str(self.lab_max_games)
        out.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
        return out

    async def start_kernel(self, *args, **kwargs):
        env = kwargs.get("env")
        if not is_page_request(env):  # JupyterLab on Binder, the API: an ordinary kernel
            return await ensure_async(super().start_kernel(*args, **kwargs))
        self._last_page = time.monotonic()
        visitor = VISITOR.get()
        self.start_pool()
        request = {k: env[k] for k in REQUEST_ENV if k in env}
        tables = getattr(self, "tables", None)
        if tables is not None and visitor is not None:  # the page's kernel may reach the tables
            request.update(tables.kernel_env(visitor[0]))
        path = kwargs.get("path")
        cwd = self.cwd_for_path(path) if path is not None else self.root_dir
        waiting = self._another_page_waiting(visitor)
        notebook = visitor[2].notebook if visitor is not None else None
        ahead = visitor[2].ahead_kernel if visitor is not None else None  # set aside for a kept page (.pageahead)
        if ahead is not None or (self._pool and not waiting):
            kernel_id = ahead or self._pool_kernel_for(notebook, visitor[2].lang if visitor is not None else None)
            if ahead is None:
                self._pool.remove(kernel_id)
            if visitor is not None:
                visitor[2].assign(kernel_id)
            self._renice(kernel_id)
        else:  # nothing warm, or another page waiting: start one now (imports included), the latter at low priority
            kernel_id = str(uuid.uuid4())
            if visitor is not None:
                visitor[2].assign(kernel_id)
            kernel_id = await self._start_warm(niced=waiting, for_pool=False, **dict(kwargs, kernel_id=kernel_id))
        try:
            if visitor is not None:  # the kernel is ready: the page waits for its turn to run its notebook
                await visitor[2].turn.wait()
            request["VOILA_KERNEL_ID"] = kernel_id  # Voila's own statement for it is not run (.clients)
            code = self._claim_code(kernel_id, request, cwd, notebook, visitor[2] if visitor is not None else None)
            await self.run_code(kernel_id, code, keep=True)
        except Exception:
            await ensure_async(super().shutdown_kernel(kernel_id, now=True))
            raise
        self._claimed_at[kernel_id] = time.monotonic()
        kernel = self._kernels[kernel_id]
        kernel.kit_claimed = True  # its id is in its environment (.clients.PageKernelClient)
        if visitor is not None and visitor[2].page_code:  # its cells ran in the claim (.pageahead)
            self._clients.drop(kernel_id)
        else:  # the page's cells run through it (.clients)
            kernel.kit_page_client = self._clients.take(kernel_id)
        if "KIT_TABLES_TOKEN" in request:
            self._table_tokens[kernel_id] = request["KIT_TABLES_TOKEN"]
        if visitor is not None:
            self.holders[kernel_id] = (visitor[0], visitor[1])
            visitor[2].release()
        return kernel_id

    async def _start_warm(self, niced: bool, for_pool: bool = True, kernel_id: str | None = None, **kwargs) -> str:
        """A kernel that has imported what pages need (:func:`widgets.server.kernel_setup.warm`)."""
        kwargs = dict(kwargs, env=self._kernel_env(), path=kwargs.get("path") or "",
                      extra_arguments=PAGE_KERNEL_ARGUMENTS)
        kwargs.pop("kernel_id", None)
        if kernel_id is not None:
            kwargs["kernel_id"] = kernel_id
        kernel_id = await ensure_async(super().start_kernel(**kwargs))
        self._no_blank_restart(kernel_id)
        self._kernels[kernel_id].client_factory = self.page_client_class
        if for_pool:
            self._warming_ids.add(kernel_id)
        if niced and self._may_renice:
            pid = self._pid(kernel_id)
            if pid is not None and set_nice(pid, POOL_NICE):
                self._niced.add(kernel_id)
        try:
            await self.run_code(kernel_id, "from widgets.server import kernel_setup as _kit\n_kit.warm()\ndel _kit",
                                keep=True)
        except Exception:
            self._warming_ids.discard(kernel_id)
            await ensure_async(super().shutdown_kernel(kernel_id, now=True))
            raise
        return kernel_id

    def _no_blank_restart(self, kernel_id: str) -> None:
        """A page's kernel that stops is removed, not restarted: Jupyter restarted it blank, under the
        same id, and its page then showed "model not found" for ever (or its clicks did nothing). Gone,
        its page notices and reloads (:mod:`.pagewatch`, :mod:`widgets.common.connection`)."""
        restarter = getattr(self._kernels.get(kernel_id), "_restarter", None)
        if restarter is not None:
            restarter.restart_limit = 0

    async def run_code(self, kernel_id: str, code: str, timeout: float = 120.0, keep: bool = False,
                       expressions: dict | None = None) -> dict:
        """Run ``code`` silently in kernel ``kernel_id``; raise RuntimeError if it fails (see :mod:`.clients`)."""
        return await self._clients.run(self, kernel_id, code, timeout, keep, expressions)

    # ------------------------------------------------------------------ the warm pool
    def start_pool(self) -> None:
        """Start filling the warm pool (once); the server calls it when it starts listening."""
        if self._pool_task is None and self.pool_size > 0:
            self._pool_task = asyncio.ensure_future(self._keep_pool())

    def pool_target(self) -> int:
        """Warm kernels wanted now: ``pool_size``, within ``max_kernels`` kernels in all."""
        room = self.max_kernels - self.learner_kernels() if self.max_kernels else self.pool_size
        return max(0, min(self.pool_size, room))

    async def _keep_pool(self) -> None:
        failures = 0
        while True:
            extra = self.over_budget() if self._warming == 0 else None
            if extra is not None:  # the learners' kernels grew: the newest warm kernel makes way
                self.log.info("Shutting down warm kernel %s: all kernels are over %d MB", extra,
                              self.memory_budget_mb)
                await self.shutdown_kernel(extra, now=True)
                continue
            if (len(self._pool) + self._warming < self.pool_target() and self._may_warm()
                    and self.room_for_one_more()):
                self._warming += 1
                self._last_warm = time.monotonic()
                try:
                    kernel_id = await self._start_warm(niced=True)
                except Exception as err:  # noqa: BLE001 - logged; the pool tries again later
                    failures += 1
                    self.log.error("A warm kernel failed to start: %s", err)
                    await asyncio.sleep(min(60, 2 ** failures))
                else:
                    failures = 0
                    self._pool.append(kernel_id)
                    self._warming_ids.discard(kernel_id)
                finally:
                    self._warming -= 1
                if len(self._pool) >= self.pool_target():
                    self.pool_filled.set()
                continue
            build = self._to_build() if self._warming == 0 else None
            if build is not None and self._may_build():
                await self._build_ahead(*build)
                continue
            await asyncio.sleep(0.2)

    def _may_warm(self) -> bool:
        """Pace the pool: fast before anyone came, then only when the server is calm (or every
        ``refill_busy_every`` s, or at once when the pool is empty and a page may come)."""
        now = time.monotonic()
        since = now - self._last_warm
        if self._last_page is None:
            return since >= self.fill_every
        if not self._pool:
            return since >= self.fill_every
        if since < self.refill_every:
            return False
        quiet = min(now - self._last_page, self._learners_quiet())
        return quiet >= self.refill_quiet or since >= self.refill_busy_every

    def _learners_quiet(self) -> float:
        """Seconds since the last message of a learner's kernel (warm kernels filling do not count)."""
        last = [getattr(self._kernels[k], "last_activity", None) for k in self._ever_connected if k in self._kernels]
        last = [t for t in last if t is not None]
        return (utcnow() - max(last)).total_seconds() if last else float("inf")

    # ------------------------------------------------------------------ connections
    def notify_connect(self, kernel_id):
        super().notify_connect(kernel_id)
        self._ever_connected.add(kernel_id)
        self._disconnected_at.pop(kernel_id, None)
        self._renice(kernel_id)

    def notify_disconnect(self, kernel_id):
        super().notify_disconnect(kernel_id)
        if self._kernel_connections.get(kernel_id, 0) <= 0:
            self._disconnected_at[kernel_id] = time.monotonic()

    def remove_kernel(self, kernel_id):
        """Forget ``kernel_id`` (it stopped: Jupyter removes a dead kernel without shutting it down)."""
        self._forget(kernel_id)
        return super().remove_kernel(kernel_id)

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):
        self._forget(kernel_id)
        return await ensure_async(super().shutdown_kernel(kernel_id, *args, **kwargs))

    def _forget(self, kernel_id: str) -> None:
        self._clients.drop(kernel_id)
        drop_page_client(self._kernels.get(kernel_id))
        for book in (self._ever_connected, self._niced):
            book.discard(kernel_id)
        for book in (self._claimed_at, self._disconnected_at, self.holders, self._built, self._ahead_models):
            book.pop(kernel_id, None)
        token = self._table_tokens.pop(kernel_id, None)
        if token is not None and self.tables is not None:
            self.tables.revoke(token)
        if kernel_id in self._pool:
            self._pool.remove(kernel_id)
        self._warming_ids.discard(kernel_id)

    # ------------------------------------------------------------------ culling
    def cull_reason(self, kernel_id: str) -> str | None:
        """Why kernel ``kernel_id`` should be shut down now, or None to keep it."""
        kernel = self._kernels[kernel_id]
        if getattr(kernel, "execution_state", None) == "dead":
            return "dead"
        if kernel_id in self._pool:
            return None
        if self.memory_limit_mb:
            pid = self._pid(kernel_id)
            used = resident_mb(pid) if pid else None
            if used is not None and used > self.memory_limit_mb:
                return f"it uses {used:.0f} MB, over its limit of {self.memory_limit_mb} MB"
        now = time.monotonic()
        connections = self._kernel_connections.get(kernel_id, 0)
        gone = self._disconnected_at.get(kernel_id)
        if connections <= 0 and kernel_id in self._ever_connected and gone is not None:
            if now - gone > self.cull_disconnected_after:
                return f"its page closed {int(now - gone)} s ago"
        last = getattr(kernel, "last_activity", None)
        idle = utcnow() - last if last is not None else None
        claimed = self._claimed_at.get(kernel_id)
        busy = getattr(kernel, "execution_state", None) == "busy"
        if kernel_id not in self._ever_connected and claimed is not None and not busy:
            # counted from the end of the page's notebook (a lab page runs games before it is sent)
            quiet = min(now - claimed, idle.total_seconds() if idle is not None else now - claimed)
            if quiet > self.never_connected_after:
                return f"its page never connected in {int(now - claimed)} s"
        if idle is None:
            return None
        if self.cull_idle_after > 0 and idle > timedelta(seconds=self.cull_idle_after):
            if getattr(kernel, "execution_state", None) != "busy":
                return f"idle for {int(idle.total_seconds())} s"
        return None

    async def cull_kernel_if_idle(self, kernel_id):
        """Shut ``kernel_id`` down when :meth:`cull_reason` says so, without waiting for it.

        Jupyter's culler visits the kernels one after the other: awaiting each shutdown (up to
        a few seconds while the machine is busy) delayed the last of 15 closed tabs of a class
        by about a minute. The shutdowns now run side by side.
        """
        if kernel_id not in self._kernels or kernel_id in self._culling:
            return
        reason = self.cull_reason(kernel_id)
        if reason is not None:
            self.log.info("Culling kernel %s: %s", kernel_id, reason)
            self._shut_down_soon(kernel_id, now=reason.startswith("it uses") or reason == "dead")

    def _shut_down_soon(self, kernel_id: str, now: bool) -> None:
        """Shut ``kernel_id`` down without waiting for it (it no longer counts as a page opening)."""
        task = asyncio.ensure_future(ensure_async(self.shutdown_kernel(kernel_id, now=now)))
        self._culling[kernel_id] = task
        task.add_done_callback(lambda _t: self._culling.pop(kernel_id, None))
