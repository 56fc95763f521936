"""The kit server's kernel policy (widgets/server/kernels.py), decision by decision.

The served behaviour (real kernels culled, pools refilled, the beacon) is checked from the
outside in tests/browser/test_server.py; here each rule of the policy is checked on its own,
with the clock and the kernels' activity set by the test.
"""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from types import SimpleNamespace

from jupyter_server._tz import utcnow
from widgets.server.kernels import KitKernelManager


def manager(**config) -> KitKernelManager:
    km = KitKernelManager(**config)
    km.last_kernel_activity = utcnow() - timedelta(hours=1)
    return km


def with_kernel(km: KitKernelManager, kid: str, idle: float, state: str = "idle", connections: int = 0,
                connected_before: bool = False) -> None:
    km._kernels[kid] = SimpleNamespace(execution_state=state, last_activity=utcnow() - timedelta(seconds=idle))
    km._kernel_connections[kid] = connections
    if connected_before:
        km._ever_connected.add(kid)


def test_a_closed_tab_is_culled_after_the_disconnected_time_only():
    km = manager(cull_disconnected_after=60, cull_idle_after=1800)
    with_kernel(km, "closed", idle=61, connected_before=True)
    with_kernel(km, "just-closed", idle=30, connected_before=True)
    with_kernel(km, "open", idle=600, connections=1, connected_before=True)
    with_kernel(km, "loading", idle=600)  # taken by a visitor whose page has not connected yet
    assert "page closed" in km.cull_reason("closed")
    assert km.cull_reason("just-closed") is None
    assert km.cull_reason("open") is None
    assert km.cull_reason("loading") is None


def test_an_idle_kernel_is_culled_after_the_teachers_time_connected_or_not():
    km = manager(cull_disconnected_after=60, cull_idle_after=1200)  # make serve IDLE=20
    with_kernel(km, "idle-open", idle=1201, connections=1, connected_before=True)
    with_kernel(km, "idle-loading", idle=1201)
    with_kernel(km, "busy", idle=1201, state="busy", connections=1, connected_before=True)
    with_kernel(km, "playing", idle=5, connections=1, connected_before=True)
    assert "idle for 1201 s" in km.cull_reason("idle-open")
    assert "idle" in km.cull_reason("idle-loading")
    assert km.cull_reason("busy") is None
    assert km.cull_reason("playing") is None
    never = manager(cull_idle_after=0)  # IDLE=0: never
    with_kernel(never, "idle-open", idle=10**6, connections=1, connected_before=True)
    assert never.cull_reason("idle-open") is None


def test_a_dead_kernel_is_culled_at_once():
    km = manager()
    with_kernel(km, "dead", idle=0, state="dead", connections=1, connected_before=True)
    assert km.cull_reason("dead") == "dead"


def test_cull_kernel_if_idle_shuts_down_only_what_cull_reason_names():
    km = manager(cull_disconnected_after=60)
    with_kernel(km, "closed", idle=61, connected_before=True)
    with_kernel(km, "open", idle=61, connections=1, connected_before=True)
    stopped = []

    async def shutdown_kernel(kid, *args, **kwargs):
        stopped.append(kid)

    km.shutdown_kernel = shutdown_kernel
    async def one_pass():  # as Jupyter's culler: one call per kernel, the shutdowns run side by side
        for kid in ("closed", "open", "gone", "closed"):
            await km.cull_kernel_if_idle(kid)
        assert list(km._culling) == ["closed"]
        await asyncio.gather(*km._culling.values())

    with ThreadPoolExecutor(1) as thread:  # its own event loop, whatever runs in this thread
        thread.submit(asyncio.run, one_pass()).result()
    assert stopped == ["closed"]


def test_the_first_fill_starts_a_pool_kernel_every_fill_every_seconds():
    km = manager(fill_every=0.75)
    assert km._may_start_pool_kernel()
    km._last_pool_start = time.monotonic()
    assert not km._may_start_pool_kernel()
    km._last_pool_start = time.monotonic() - 0.8
    assert km._may_start_pool_kernel()


def test_refills_wait_for_a_calm_server_but_not_for_ever():
    km = manager(refill_every=2, refill_quiet=3, refill_busy_every=20)
    km._last_connect = time.monotonic()  # a class is arriving
    km._last_pool_start = time.monotonic() - 10
    assert not km._may_start_pool_kernel()
    km._last_connect = time.monotonic() - 5  # everyone is in...
    with_kernel(km, "learner", idle=0, connections=1, connected_before=True)  # ...and playing
    with_kernel(km, "pool", idle=0)  # a pool kernel filling up does not count as play
    assert not km._may_start_pool_kernel()
    km._last_pool_start = time.monotonic() - 21  # a class that never stops still gets its refills
    assert km._may_start_pool_kernel()
    km._last_pool_start = time.monotonic() - 2.5
    with_kernel(km, "learner", idle=4, connections=1, connected_before=True)  # calm
    assert km._may_start_pool_kernel()
    km._last_pool_start = time.monotonic() - 1  # but never two within refill_every
    assert not km._may_start_pool_kernel()


def test_a_visitor_waiting_for_a_pool_kernel_starts_it_at_once():
    km = manager(refill_every=2, refill_quiet=3, refill_busy_every=20)
    km._last_connect = time.monotonic()
    km._last_pool_start = time.monotonic()
    km._pools = {"apps/sakura.ipynb": [SimpleNamespace(done=lambda: False)]}
    km._starts_waiting = 1  # its own task: still in the pool, nobody waits for it
    assert not km._may_start_pool_kernel()
    km._pools["apps/sakura.ipynb"].clear()  # a visitor took it before it started
    assert km._may_start_pool_kernel()
