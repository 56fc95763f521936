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

Refilling the pools is gentle. Starting a preheated kernel costs the server itself about
half a CPU-second (it runs the notebook through the kernel and renders the page), in the one
thread that relays every learner's clicks: Voila's way, a refill one second after each visit,
made 10 learners arriving in 10 s wait 6.3 s at the median for a board (0.2 s without), and
stalls the clicks of a class at play. So pool kernels start one at a time:

* at the first fill, before anyone has come, every ``fill_every`` seconds (90 kernels
  started at once on 2 cores left some unanswered after Voila's 60 s, their pools short);
* then, when the server is calm (no new page and no message from a learner's kernel for
  ``refill_quiet`` seconds), at most every ``refill_every`` seconds; while a class keeps playing, one every
  ``refill_busy_every`` seconds all the same;
* at once when a visitor is waiting for a pool kernel that has not started yet.

Preheated kernels run at a low CPU priority (nice 10) when the server may raise it back,
which it does when their page connects.
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
        help="Seconds between two pool kernels started to refill the pools, when the server is calm.",
    )
    refill_busy_every = Float(
        60.0, config=True,
        help="Seconds between two pool kernels started while learners keep the server busy.",
    )
    fill_every = Float(
        0.75, config=True,
        help="Seconds between two pool kernels started to fill the pools, before anyone has come.",
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._last_connect: float | None = None
        self._last_pool_start = float("-inf")
        self._starts_waiting = 0
        self._culling: dict[str, asyncio.Future] = {}
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
        self._starts_waiting += 1
        try:
            async with self._refill_lock:  # pool kernels start one at a time
                while not self._may_start_pool_kernel():
                    await asyncio.sleep(0.1)
                self._last_pool_start = time.monotonic()
                return await self._start(pooled, *args, **kwargs)
        finally:
            self._starts_waiting -= 1

    def _visitor_waiting(self) -> bool:
        """True when a visitor took a pool kernel that has not started yet (Voila hands out the
        oldest, which is the first waiting here)."""
        pending = sum(1 for pool in getattr(self, "_pools", {}).values() for task in pool if not task.done())
        return self._starts_waiting > pending

    def _may_start_pool_kernel(self) -> bool:
        """The refill policy of the module docstring."""
        now = time.monotonic()
        since_start = now - self._last_pool_start
        if self._visitor_waiting():
            return True
        if self._last_connect is None:
            return since_start >= self.fill_every
        if since_start < self.refill_every:
            return False
        quiet = min(now - self._last_connect, self._learners_quiet())
        return quiet >= self.refill_quiet or since_start >= self.refill_busy_every

    def _learners_quiet(self) -> float:
        """Seconds since the last message of a learner's kernel (pool kernels filling do not count)."""
        last = [getattr(self._kernels[k], "last_activity", None) for k in self._ever_connected if k in self._kernels]
        last = [t for t in last if t is not None]
        return (utcnow() - max(last)).total_seconds() if last else float("inf")

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
            task = asyncio.ensure_future(ensure_async(self.shutdown_kernel(kernel_id)))
            self._culling[kernel_id] = task
            task.add_done_callback(lambda _t: self._culling.pop(kernel_id, None))
