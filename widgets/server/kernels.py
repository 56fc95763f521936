"""The kernel manager of the kit's server: kernels are given back when nobody uses them.

A classroom server starts one kernel per visit. Voila's page asks the server to shut
its kernel down when the tab closes (a ``beforeunload`` beacon), but a browser does not
always send it (a killed tab, a laptop lid, a lost network). This manager culls:

* a kernel whose page has been **disconnected** (it had a page, and has none now) for
  ``cull_disconnected_after`` seconds (default 60): a closed tab is given back within
  ``cull_disconnected_after + cull_interval`` seconds;
* any kernel **idle** for ``cull_idle_after`` seconds (the teacher's setting: a tab left
  open over lunch), connected or not. The game is saved in the learner's browser, so a
  reload offers to resume it;
* a dead kernel at once.

A kernel that a visitor has taken but not connected to yet (the page is still loading)
is only culled by the idle rule, and the preheated kernels waiting in Voila's pools are
never culled (Voila's own rule).

Refilling the pools is gentle. A class that opens an app at once takes kernels from its
pool; starting their replacements at once (Voila's way) costs about one CPU-second each
and blocks the server while learners are still arriving: measured with 10 learners
arriving in 10 s, the median learner waited 6.3 s for a board instead of 0.2 s. So, once
a visitor has come, a preheated kernel is started only when no page has connected for
``refill_quiet`` seconds, one at a time, ``refill_every`` seconds apart. The pools' first
fill, before anyone comes, starts a kernel every ``fill_every`` seconds: 90 kernels started
at once on 2 cores left some unanswered after Voila's 60 s limit, and their pools short for
good. Preheated kernels run at a low CPU priority
(nice 10) when the server may raise it back, which it does when their page connects.
"""

from __future__ import annotations

import asyncio
import os
import resource
import time
from datetime import timedelta

from jupyter_core.utils import ensure_async
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float, Integer

from jupyter_server._tz import utcnow

POOL_NICE = 10


def can_raise_priority() -> bool:
    """True when this process may lower a nice value again (root, or RLIMIT_NICE allows it)."""
    if os.geteuid() == 0:
        return True
    soft, _hard = resource.getrlimit(resource.RLIMIT_NICE)
    return soft == resource.RLIM_INFINITY or 20 - soft <= 0


def set_nice(pid: int, nice: int) -> bool:
    """Set the nice value of every thread of process ``pid``; False when it cannot be done."""
    try:
        tids = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
    except OSError:
        tids = [pid]
    done = False
    for tid in tids:
        try:
            os.setpriority(os.PRIO_PROCESS, tid, nice)
            done = True
        except OSError:
            pass
    return done


class KitKernelManager(AsyncMappingKernelManager):
    """An ``AsyncMappingKernelManager`` with the kit's culling rules (see the module docstring)."""

    cull_disconnected_after = Integer(
        60, config=True,
        help="Seconds after which a kernel whose page has gone (closed tab) is shut down.",
    )
    cull_idle_after = Integer(
        1800, config=True,
        help="Seconds of inactivity after which any kernel is shut down, connected or not (0: never).",
    )

    refill_quiet = Float(
        3.0, config=True,
        help="Seconds without a new page before a pool kernel is started again (a class is arriving).",
    )
    refill_every = Float(
        2.0, config=True,
        help="Seconds between two pool kernels started to refill the pools.",
    )
    fill_every = Float(
        0.75, config=True,
        help="Seconds between two pool kernels started to fill the pools, before anyone has come.",
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._last_connect: float | None = None
        self._next_refill = 0.0
        self._refill_lock = asyncio.Lock()
        self._ever_connected: set[str] = set()
        self._niced: set[str] = set()
        self._may_renice = can_raise_priority()

    # ------------------------------------------------------------------ priority
    def _pid(self, kernel_id: str) -> int | None:
        km = self._kernels.get(kernel_id)
        provisioner = getattr(km, "provisioner", None)
        process = getattr(provisioner, "process", None)
        return getattr(process, "pid", None)

    async def start_kernel(self, *args, **kwargs):
        env = kwargs.get("env") or {}
        pooled = env.get("VOILA_PREHEAT") == "True"
        if not pooled:
            return await self._start(pooled, *args, **kwargs)
        async with self._refill_lock:  # pool kernels start one at a time
            while time.monotonic() < self._next_refill or self._class_arriving():
                await asyncio.sleep(0.1)
            gap = self.fill_every if self._last_connect is None else self.refill_every
            self._next_refill = time.monotonic() + gap
            return await self._start(pooled, *args, **kwargs)

    def _class_arriving(self) -> bool:
        """True while pages keep connecting (a refill would slow the learners down)."""
        return self._last_connect is not None and time.monotonic() - self._last_connect < self.refill_quiet

    async def _start(self, pooled: bool, *args, **kwargs) -> str:
        kernel_id = await ensure_async(super().start_kernel(*args, **kwargs))
        if self._may_renice and pooled:
            pid = self._pid(kernel_id)
            if pid is not None and set_nice(pid, POOL_NICE):
                self._niced.add(kernel_id)
        return kernel_id

    def notify_connect(self, kernel_id):
        super().notify_connect(kernel_id)
        self._last_connect = time.monotonic()
        self._ever_connected.add(kernel_id)
        if kernel_id in self._niced:
            self._niced.discard(kernel_id)
            pid = self._pid(kernel_id)
            if pid is not None:
                set_nice(pid, 0)

    async def shutdown_kernel(self, kernel_id, *args, **kwargs):
        self._ever_connected.discard(kernel_id)
        self._niced.discard(kernel_id)
        return await ensure_async(super().shutdown_kernel(kernel_id, *args, **kwargs))

    # ------------------------------------------------------------------ culling
    def cull_reason(self, kernel_id: str) -> str | None:
        """Why kernel ``kernel_id`` should be shut down now, or None to keep it."""
        kernel = self._kernels[kernel_id]
        if getattr(kernel, "execution_state", None) == "dead":
            return "dead"
        last = getattr(kernel, "last_activity", None)
        if last is None:
            return None
        idle = utcnow() - last
        connections = self._kernel_connections.get(kernel_id, 0)
        if (connections == 0 and kernel_id in self._ever_connected
                and idle > timedelta(seconds=self.cull_disconnected_after)):
            return f"its page closed {int(idle.total_seconds())} s ago"
        if self.cull_idle_after > 0 and idle > timedelta(seconds=self.cull_idle_after):
            if getattr(kernel, "execution_state", None) != "busy":
                return f"idle for {int(idle.total_seconds())} s"
        return None

    async def cull_kernel_if_idle(self, kernel_id):
        """Shut ``kernel_id`` down when :meth:`cull_reason` says so."""
        if kernel_id not in self._kernels:
            return
        reason = self.cull_reason(kernel_id)
        if reason is not None:
            self.log.info("Culling kernel %s: %s", kernel_id, reason)
            await ensure_async(self.shutdown_kernel(kernel_id))
