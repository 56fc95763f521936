"""The kit server's kernel policy (widgets/server/kernels.py), decision by decision.

The served behaviour (real kernels culled, the warm pool, the limits, the beacon) is checked from
the outside in tests/browser/test_server.py and tests/browser/test_room_server.py; here each rule
of the policy is checked on its own, with the clock and the kernels' activity set by the test.
"""

from __future__ import annotations

import asyncio
import json
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from types import SimpleNamespace

import pytest

from tests.aio import run

from jupyter_server._tz import utcnow
from widgets.server import CONFIG, kernels
from widgets.server.kernels import KernelsFull, KitKernelManager


def manager(**config) -> KitKernelManager:
    km = KitKernelManager(**config)
    km.last_kernel_activity = utcnow() - timedelta(hours=1)
    return km


def with_kernel(km: KitKernelManager, kid: str, idle: float, state: str = "idle", connections: int = 0,
                connected_before: bool = False, gone_for: float | None = None, claimed_for: float | None = None,
                holder: tuple[str, str] | None = None) -> None:
    """A kernel whose last message was ``idle`` s ago; ``gone_for``: its page left that long ago."""
    km._kernels[kid] = SimpleNamespace(execution_state=state, last_activity=utcnow() - timedelta(seconds=idle))
    km._kernel_connections[kid] = connections
    if connected_before:
        km._ever_connected.add(kid)
        if connections == 0:
            km._disconnected_at[kid] = time.monotonic() - (idle if gone_for is None else gone_for)
    if claimed_for is not None:
        km._claimed_at[kid] = time.monotonic() - claimed_for
    if holder is not None:
        km.holders[kid] = holder


def test_a_closed_tab_is_culled_after_the_disconnected_time_only():
    km = manager(cull_disconnected_after=60, cull_idle_after=1800)
    with_kernel(km, "closed", idle=61, connected_before=True)
    with_kernel(km, "just-closed", idle=30, connected_before=True)
    with_kernel(km, "open", idle=600, connections=1, connected_before=True)
    assert "page closed" in km.cull_reason("closed")
    assert km.cull_reason("just-closed") is None
    assert km.cull_reason("open") is None


def test_a_busy_kernel_whose_page_has_gone_is_culled_too():
    """The strategy lab left running in a closed tab: busy, sending progress, but nobody watches."""
    km = manager(cull_disconnected_after=60)
    with_kernel(km, "lab", idle=0, state="busy", connected_before=True, gone_for=61)
    with_kernel(km, "lab-watched", idle=0, state="busy", connections=1, connected_before=True)
    assert "page closed 61 s ago" in km.cull_reason("lab")
    assert km.cull_reason("lab-watched") is None


def test_a_kernel_whose_page_never_connected_is_culled_within_two_minutes():
    km = manager(never_connected_after=90)
    with_kernel(km, "scripted", idle=91, claimed_for=91)  # a page loaded by a script, never connected
    with_kernel(km, "loading", idle=1, claimed_for=10)
    with_kernel(km, "lab", idle=5, claimed_for=200)  # its notebook ran games until 5 s ago: the page comes now
    with_kernel(km, "importing", idle=100, claimed_for=200, state="busy")  # its notebook still runs, silently
    assert "never connected in 91 s" in km.cull_reason("scripted")
    assert km.cull_reason("loading") is None and km.cull_reason("lab") is None
    assert km.cull_reason("importing") is None
    served = json.loads(CONFIG.read_text())["KitKernelManager"]  # the served values: within 2 minutes
    assert served["never_connected_after"] + served["cull_interval"] <= 120


def test_an_idle_kernel_is_culled_after_the_teachers_time_connected_or_not():
    km = manager(cull_disconnected_after=60, cull_idle_after=1200)  # make serve IDLE=20
    with_kernel(km, "idle-open", idle=1201, connections=1, connected_before=True)
    with_kernel(km, "busy", idle=1201, state="busy", connections=1, connected_before=True)
    with_kernel(km, "playing", idle=5, connections=1, connected_before=True)
    assert "idle for 1201 s" in km.cull_reason("idle-open")
    assert km.cull_reason("busy") is None
    assert km.cull_reason("playing") is None
    never = manager(cull_idle_after=0)  # IDLE=0: never
    with_kernel(never, "idle-open", idle=10**6, connections=1, connected_before=True)
    assert never.cull_reason("idle-open") is None


def test_a_dead_kernel_is_culled_at_once():
    km = manager()
    with_kernel(km, "dead", idle=0, state="dead", connections=1, connected_before=True)
    assert km.cull_reason("dead") == "dead"


def test_a_kernel_over_its_memory_limit_is_culled(monkeypatch):
    km = manager(memory_limit_mb=400)
    with_kernel(km, "fat", idle=0, connections=1, connected_before=True)
    with_kernel(km, "thin", idle=0, connections=1, connected_before=True)
    monkeypatch.setattr(km, "_pid", lambda kid: {"fat": 1, "thin": 2}[kid])
    monkeypatch.setattr(kernels, "resident_mb", lambda pid: {1: 450.0, 2: 62.0}[pid])
    assert "450 MB, over its limit of 400 MB" in km.cull_reason("fat")
    assert km.cull_reason("thin") is None


def test_resident_memory_is_read_from_proc():
    import os

    mb = kernels.resident_mb(os.getpid())
    assert mb is not None and 5 < mb < 4000
    assert kernels.resident_mb(2**22 + 7) is None  # no such process


def test_warm_kernels_in_the_pool_are_never_culled():
    km = manager(never_connected_after=90, cull_idle_after=60)
    with_kernel(km, "warm", idle=10**4)
    km._pool.append("warm")
    assert km.cull_reason("warm") is None


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


def test_kernel_limits_in_total_and_per_device():
    km = manager(max_kernels=5, max_kernels_per_address=2)
    with_kernel(km, "a1", idle=0, holder=("10.0.0.3", "owner-a"))
    with_kernel(km, "a2", idle=0, holder=("10.0.0.3", "owner-a"))
    with_kernel(km, "b1", idle=0, holder=("10.0.0.4", "owner-b"))
    with pytest.raises(KernelsFull) as full:
        km.check_room_for("10.0.0.3")
    assert full.value.reason == "address"
    km.check_room_for("10.0.0.4")  # another device still may
    km.unlimited_addresses = {"10.0.0.3"}
    km.check_room_for("10.0.0.3")  # the teacher's own machine, when it is not a room
    for kid in ("c1", "c2"):
        with_kernel(km, kid, idle=0, holder=("10.0.0.9", kid))
    with pytest.raises(KernelsFull) as full:
        km.check_room_for("10.0.0.5")
    assert full.value.reason == "server"


def test_a_device_has_at_most_two_pages_opening_at_once():
    """A device loading pages in a loop never connects to them: each page's kernel (about 2 CPU-seconds
    to start) was the largest cost while a class arrived beside it. Its tabs, once open, do not count."""
    km = manager(max_kernels=20, max_kernels_per_address=6, max_opening_per_address=2)
    with_kernel(km, "f1", idle=0, claimed_for=1.0, holder=("10.0.0.250", "f"))  # never connected
    place = km.reserve("10.0.0.250")  # its second page: still allowed
    with pytest.raises(KernelsFull) as full:
        km.reserve("10.0.0.250")
    assert full.value.reason == "opening"
    place.release()
    km._ever_connected.add("f1")  # the first page connected: a learner's open tab
    for n in (2, 3):
        with_kernel(km, f"f{n}", idle=0, claimed_for=1.0, holder=("10.0.0.250", "f"), connected_before=True)
    km.reserve("10.0.0.250").release()  # three open tabs and a fourth page opening
    assert KitKernelManager().max_opening_per_address == json.loads(CONFIG.read_text())["KitKernelManager"][
        "max_opening_per_address"] == 2


def test_a_learner_who_reloaded_twice_gets_the_page_once_the_old_ones_are_stale():
    """Two pages reloaded before they connected hold the device's two openings; the third waits for the
    older to be ``opening_given_up_after`` s old, not for the culler (90 s), and that kernel goes."""
    stopped: list[str] = []

    async def scene() -> None:
        km = manager(max_kernels=20, max_kernels_per_address=6, max_opening_per_address=2,
                     opening_given_up_after=30)

        async def shutdown(kernel_id, now=False):
            stopped.append(kernel_id)
            km._kernels.pop(kernel_id, None)

        km.shutdown_kernel = shutdown
        with_kernel(km, "old", idle=40, claimed_for=40.0, holder=("10.0.0.3", "o"))
        with_kernel(km, "new", idle=5, claimed_for=5.0, holder=("10.0.0.3", "o"))
        km.reserve("10.0.0.3").release()  # the oldest has not connected for 40 s: it makes way
        await asyncio.sleep(0.01)
        assert stopped == ["old"] and not km._culling
        with pytest.raises(KernelsFull):  # "new" is 5 s old: a page loading in a loop still waits
            with_kernel(km, "newer", idle=1, claimed_for=1.0, holder=("10.0.0.3", "o"))
            km.reserve("10.0.0.3")

    run(scene())


def test_warm_kernels_count_in_the_total_and_the_pool_shrinks_to_fit():
    km = manager(max_kernels=5, pool_size=3)
    assert km.pool_target() == 3
    for kid in ("l1", "l2", "l3"):
        with_kernel(km, kid, idle=0)
    assert km.pool_target() == 2  # 3 learners + 2 warm = the limit of 5
    for kid in ("l4", "l5"):
        with_kernel(km, kid, idle=0)
    assert km.pool_target() == 0
    with_kernel(km, "w", idle=0)
    km._pool.append("w")
    assert km.learner_kernels() == 5  # the warm one is not a learner's


def test_the_owner_of_a_kernel_is_the_page_that_took_it():
    km = manager()
    with_kernel(km, "k", idle=0, holder=("10.0.0.3", "owner-a"))
    with_kernel(km, "lab", idle=0)  # started through the API (JupyterLab): no page holds it
    assert km.owner_of("k") == "owner-a"
    assert km.owner_of("lab") is None and km.owner_of("gone") is None


def test_the_first_fill_starts_a_warm_kernel_every_fill_every_seconds():
    km = manager(fill_every=0.5)
    assert km._may_warm()
    km._last_warm = time.monotonic()
    assert not km._may_warm()
    km._last_warm = time.monotonic() - 0.6
    assert km._may_warm()


def test_refills_wait_for_a_calm_server_but_not_for_ever():
    km = manager(refill_every=2, refill_quiet=3, refill_busy_every=20, fill_every=0.5)
    km._pool.append("w")  # one still warm: no hurry
    km._last_page = time.monotonic()  # a class is arriving
    km._last_warm = time.monotonic() - 10
    assert not km._may_warm()
    km._last_page = time.monotonic() - 5  # everyone is in...
    with_kernel(km, "learner", idle=0, connections=1, connected_before=True)  # ...and playing
    assert not km._may_warm()
    km._last_warm = time.monotonic() - 21  # a class that never stops still gets its refills
    assert km._may_warm()
    km._last_warm = time.monotonic() - 2.5
    with_kernel(km, "learner", idle=4, connections=1, connected_before=True)  # calm
    assert km._may_warm()
    km._last_warm = time.monotonic() - 1  # but never two within refill_every
    assert not km._may_warm()


def test_an_empty_pool_is_refilled_at_once():
    km = manager(refill_every=2, refill_quiet=3, refill_busy_every=20, fill_every=0.5)
    km._last_page = time.monotonic()
    km._last_warm = time.monotonic() - 0.6
    assert km._may_warm()  # nothing warm: the next page would wait for a whole kernel start


def test_only_pages_get_warm_kernels():
    assert kernels.is_page_request({"VOILA_PREHEAT": "False", "SCRIPT_NAME": "/voila/render/apps/duo.ipynb"})
    assert not kernels.is_page_request(None)  # JupyterLab's kernels, through the API
    assert not kernels.is_page_request({"VOILA_PREHEAT": "True"})


def test_pages_arriving_together_cannot_all_pass_the_limit():
    """Eight page loads at once from one device: each reserves its place before any kernel is its."""
    km = manager(max_kernels=5, max_kernels_per_address=2)
    first, second = km.reserve("10.0.0.3"), km.reserve("10.0.0.3")
    with pytest.raises(KernelsFull):
        km.reserve("10.0.0.3")
    first.release()
    first.release()  # once only
    third = km.reserve("10.0.0.3")
    others = [km.reserve(f"10.0.0.{n}") for n in (4, 5, 6)]
    with pytest.raises(KernelsFull) as full:
        km.reserve("10.0.0.7")
    assert full.value.reason == "server"
    for r in [second, third, *others]:
        r.release()
    assert km._pending == {}


def test_a_page_whose_kernel_is_starting_counts_once_in_the_total():
    """A class arriving while the machine is busy: a page's kernel already exists (taken from the pool,
    or starting for it) before the page lets its place go. Counting both refused learners of a class of
    30 with "the class is full" at 40 kernels (the room benchmark: 3 of 30)."""
    km = manager(max_kernels=4, max_kernels_per_address=6)
    places = [km.reserve(f"10.0.0.{n}") for n in (3, 4, 5)]
    for n, place in enumerate(places):
        with_kernel(km, f"k{n}", idle=0)  # each page's kernel now exists...
        place.assign(f"k{n}")  # ...and is the page's
    assert km.learner_kernels() + km.pages_waiting() == 3
    km.check_room_for("10.0.0.6")  # one more learner still fits
    last = km.reserve("10.0.0.6")
    with pytest.raises(KernelsFull):
        km.check_room_for("10.0.0.7")
    for place in [*places, last]:
        place.release()
    assert km._pending == {} and km._assigned == set() and km.pages_waiting() == 0


def test_a_device_with_a_page_still_waiting_gets_a_started_kernel_not_a_warm_one():
    km = manager(max_kernels=20, max_kernels_per_address=6)
    learner, flooder = ("10.0.0.3", "owner-a", None), ("10.0.0.250", "owner-f", None)
    reserved = kernels.Reservation(km, learner[0])
    assert not km._another_page_waiting(learner)  # a learner's one page: a warm kernel
    reserved.release()
    with_kernel(km, "f1", idle=0, claimed_for=1.0, holder=flooder[:2])  # a page that never connected
    reserved = kernels.Reservation(km, flooder[0])
    assert km._another_page_waiting(flooder)  # its next page: a kernel started for it
    km._ever_connected.add("f1")
    assert not km._another_page_waiting(flooder)  # once the first page connected, warm again
    second = kernels.Reservation(km, flooder[0])
    assert km._another_page_waiting(flooder)  # two pages asked at once (a loop): one warm at most
    second.release()
    reserved.release()
    km.unlimited_addresses = {flooder[0]}
    assert not km._another_page_waiting(flooder)  # the teacher's own machine, when it is not a room


def run_pages(turns, pages: list[tuple[str | None, float]]) -> list[tuple[str, int, float]]:
    """Pages (device, seconds their notebook runs) arriving in this order: who ran when, with how many
    others running at the same moment."""
    log: list[tuple[str, int, float]] = []

    async def page(n: int, device: str | None, seconds: float) -> None:
        turn = turns.turn(device)
        try:
            await turn.wait()
            log.append((f"p{n}", len(turns.running), time.monotonic()))
            await asyncio.sleep(seconds)
        finally:
            turn.end()

    async def all_pages() -> None:
        await asyncio.gather(*[page(n, device, seconds) for n, (device, seconds) in enumerate(pages)])

    run(all_pages())
    return log


def test_pages_run_their_notebooks_a_few_at_a_time_in_the_order_they_came():
    """Thirty learners at once: the first pages are built first instead of all of them sharing the cores."""
    from widgets.server.admission import PageTurns

    turns = PageTurns(at_once=2, longest=5.0)
    log = run_pages(turns, [(f"10.0.0.{n}", 0.02) for n in range(6)])
    assert [name for name, _running, _t in log] == [f"p{n}" for n in range(6)]
    assert max(running for _name, running, _t in log) == 2
    assert log[2][2] - log[0][2] >= 0.015  # the third waited for a turn
    assert turns.running == {} and not turns.queue


def test_a_device_loading_pages_in_a_loop_takes_one_turn_at_a_time():
    from widgets.server.admission import PageTurns

    turns = PageTurns(at_once=2, longest=5.0)
    pages = [("10.0.0.250", 0.05)] * 4 + [("10.0.0.3", 0.01), ("10.0.0.4", 0.01)]
    log = run_pages(turns, pages)
    order = [name for name, _running, _t in log]
    assert order[:3] == ["p0", "p4", "p5"]  # the learners passed the flooder's waiting pages
    unlimited = run_pages(PageTurns(at_once=2, longest=5.0), [(None, 0.02)] * 3)  # devices without limits
    assert max(running for _name, running, _t in unlimited) == 2


def test_a_page_that_stops_waiting_leaves_the_queue_and_breaks_no_other():
    """A page's request cancelled while it waits: the next turn goes to the page after it."""
    from widgets.server.admission import PageTurns

    async def scene() -> list[str]:
        turns, order = PageTurns(at_once=1, longest=5.0), []
        first, gone, last = turns.turn("a"), turns.turn("b"), turns.turn("c")
        await first.wait()
        waiting = asyncio.ensure_future(gone.wait())
        after = asyncio.ensure_future(last.wait())
        await asyncio.sleep(0.01)
        waiting.cancel()
        first.end()  # its turn goes on at once: the cancelled page's future is done, and skipped
        await after
        order.append("c")
        last.end()
        assert not turns.queue and not turns.running
        return order

    assert run(scene()) == ["c"]


def test_a_page_that_runs_long_gives_its_turn_back():
    from widgets.server.admission import PageTurns

    turns = PageTurns(at_once=1, longest=0.05)
    log = run_pages(turns, [("10.0.0.3", 0.4), ("10.0.0.4", 0.01)])
    assert log[1][2] - log[0][2] < 0.3  # the strategy lab's long first games do not hold the others
    assert PageTurns(at_once=0, longest=1.0).turn("x").ready is None  # 0: no turns at all


def test_a_page_holds_a_turn_only_once_its_kernel_is_ready():
    """The reservation carries the page's turn; a device with no limit (the teacher's machine) is no device."""
    km = manager(max_kernels=10, max_kernels_per_address=6)
    assert km.reserve("10.0.0.3").turn.address == "10.0.0.3"
    km.unlimited_addresses = {"127.0.0.1"}
    place = km.reserve("127.0.0.1")
    assert place.turn.address is place.turn
    served = json.loads(CONFIG.read_text())["KitKernelManager"]
    assert served["pages_at_once"] == KitKernelManager().pages_at_once == km.page_turns.at_once
