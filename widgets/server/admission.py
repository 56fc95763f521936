"""Which pages get a kernel, and when their notebooks run.

* :class:`Reservation`: a page's place among the kernels, taken before it asks for its kernel;
* :class:`KernelsFull`: no place now (the class is full, or this device holds its limit);
* :class:`PageTurns`: pages' notebooks run a few at a time, in the order the pages came;
* :class:`Admission`: the kernel manager's side of it (who holds which kernel, the limits).

**Why turns.** Thirty learners open their apps within ten seconds. Each page's notebook costs about
0.3 CPU-second (its kernel builds the board, the server renders the page), and a page spends as long
again waiting for messages between the server and its kernel. Run all at once, the pages share the
two cores and every one of them is slow: in the room benchmark (``bench_classroom.py --room``, a quiet
2-core machine) the median learner waited 5.0-5.8 s for a board, the first ones as long as the last.
In turns, four at a time in the order they came, a page is done in under a second and the queue behind
it moves at the speed of the cores: 2.6-3.8 s at the median in the same run, 1.0-1.1 s once a device
could no longer have more than two pages opening (the flooding device's kernels had been half of the
kernels' CPU). On a busier day of the same machine, three at a time and four were close (four A/B
pairs: the 95th percentile 2.06-2.60 s with three, 2.40-2.83 s with four; the slowest learner 3.0-3.5 s
and 3.0-3.7 s): the kit runs three. Learners already playing keep the cores for their clicks. A device's pages take one
turn at a time (a device loading pages in a loop cannot hold the turns), and a page that runs long (the
strategy lab's first games) gives its turn back after ``longest`` seconds and goes on without it.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .kernels import KitKernelManager


class Reservation:
    """A place among the kernels, taken by a page before it asks for its kernel (so that pages arriving
    together cannot all pass the limits first); given back once the kernel is the page's, or on failure.

    Once the page's kernel exists (taken from the pool, or starting for it), :meth:`assign` names it:
    the kernel then counts among the learners' kernels, and the place no longer counts a second time.
    """

    def __init__(self, manager: "KitKernelManager", address: str, notebook: str | None = None,
                 lang: str | None = None) -> None:
        self.manager, self.address, self.open = manager, address, True
        # the page's notebook (served path) and ?lang=, for a kernel that built its app ahead
        self.notebook, self.lang = notebook, lang
        self.kernel_id: str | None = None
        #: a warm kernel with the page's app built ahead, set aside for a kept page (:mod:`.pageahead`); the
        #: widget id of the app built ahead in the page's kernel (None: none); the notebook's code, run in the claim
        self.ahead_kernel: str | None = None
        self.ahead_model: str | None = None
        self.page_code: str | None = None
        #: the page's turn to run its notebook, waited for once its kernel is ready
        limited = manager.max_kernels_per_address and address not in manager.unlimited_addresses
        self.turn = manager.page_turns.turn(address if limited else None)
        manager._pending[address] = manager._pending.get(address, 0) + 1

    def assign(self, kernel_id: str) -> None:
        """The page's kernel is ``kernel_id`` (it counts in the total from now on)."""
        if self.open:
            self.kernel_id = kernel_id
            self.manager._assigned.add(kernel_id)

    def release(self) -> None:
        """Give the place back (the page holds its kernel now, or failed)."""
        if self.open:
            self.open = False
            if self.kernel_id is not None:
                self.manager._assigned.discard(self.kernel_id)
            left = self.manager._pending.get(self.address, 1) - 1
            if left > 0:
                self.manager._pending[self.address] = left
            else:
                self.manager._pending.pop(self.address, None)


class KernelsFull(Exception):
    """No kernel for this visitor now: ``reason`` is ``"server"`` (the class is full), ``"address"`` (this
    device holds its limit) or ``"opening"`` (this device has its limit of pages still opening)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class PageTurns:
    """Pages' notebooks run ``at_once`` at a time, first come first served, one per device (0: no turns)."""

    def __init__(self, at_once: int, longest: float) -> None:
        self.at_once, self.longest = at_once, longest
        self.running: dict[Turn, object] = {}  # turns taken -> their device
        self.queue: deque[Turn] = deque()  # turns waited for, oldest first

    def turn(self, device: str | None) -> "Turn":
        """A page's turn, to wait for once its kernel is ready (:meth:`Turn.wait`); ``device`` None: a
        page that does not wait for its device's other pages (where devices have no limit)."""
        return Turn(self, device)

    def _next(self) -> None:
        """Give free turns to the first waiting pages whose device has none running."""
        busy = set(self.running.values())
        for turn in list(self.queue):
            if len(self.running) >= self.at_once:
                return
            if turn.address in busy or turn.ready.done():  # done: cancelled, leaving the queue
                continue
            self.queue.remove(turn)
            busy.add(turn.address)
            self.running[turn] = turn.address
            turn.ready.set_result(None)


class Turn:
    """One page's turn: :meth:`wait` for it, :meth:`end` it when the page's notebook has run."""

    def __init__(self, turns: PageTurns, device: str | None) -> None:
        self.turns = turns
        self.address = device if device is not None else self  # one turn at a time per device
        self.ready: asyncio.Future | None = None
        self._timer: asyncio.TimerHandle | None = None
        self.ended = False

    async def wait(self) -> None:
        turns = self.turns
        if turns.at_once <= 0 or self.ended or self.ready is not None:
            return
        loop = asyncio.get_running_loop()
        self.ready = loop.create_future()
        turns.queue.append(self)
        turns._next()
        try:
            await self.ready
        except BaseException:
            self.end()
            raise
        self._timer = loop.call_later(turns.longest, self.end)

    def end(self) -> None:
        """Give the turn back (once; a page still waiting leaves the queue)."""
        if self.ended:
            return
        self.ended = True
        if self._timer is not None:
            self._timer.cancel()
        turns = self.turns
        if self in turns.queue:
            turns.queue.remove(self)
        if turns.running.pop(self, None) is not None:
            turns._next()


class Admission:
    """Who holds which kernel, and whether a page may have one now: the kernel manager's side of the
    limits (:class:`~widgets.server.kernels.KitKernelManager` holds the settings and the books)."""

    def learner_kernels(self) -> int:
        """Kernels given to pages (or starting for one): neither warm in the pool nor warming for it."""
        return len(self._kernels) - len(self._pool) - len(self._warming_ids & set(self._kernels))

    def held_by(self, address: str) -> int:
        return sum(1 for kid, (ip, _owner) in self.holders.items() if ip == address and kid in self._kernels)

    def check_room_for(self, address: str) -> None:
        """Raise :class:`KernelsFull` when a page from ``address`` may not have a kernel now."""
        if self.max_kernels and self.learner_kernels() + self.pages_waiting() >= self.max_kernels:
            raise KernelsFull("server")
        if not self.max_kernels_per_address or address in self.unlimited_addresses:
            return
        if self.held_by(address) + self._pending.get(address, 0) >= self.max_kernels_per_address:
            raise KernelsFull("address")
        if (self.max_opening_per_address and self.opening(address) >= self.max_opening_per_address
                and not self._give_up_stale_opening(address)):
            raise KernelsFull("opening")

    def _unconnected(self, address: str) -> list[str]:
        return [kid for kid, (ip, _owner) in self.holders.items() if ip == address and kid in self._kernels
                and kid not in self._ever_connected and kid not in self._culling]

    def opening(self, address: str) -> int:
        """Pages of ``address`` still opening: reserved, or holding a kernel they have not connected to."""
        return len(self._unconnected(address)) + self._pending.get(address, 0)

    def _give_up_stale_opening(self, address: str) -> bool:
        """At its limit of pages opening, a device whose oldest such page has not connected for
        ``opening_given_up_after`` s (a tab reloaded or closed while it loaded) loses that page's
        kernel to its new page: a learner who reloaded twice does not wait for the culler."""
        now = time.monotonic()
        stale = [kid for kid in self._unconnected(address)
                 if now - self._claimed_at.get(kid, now) > self.opening_given_up_after]
        if not stale:
            return False
        oldest = min(stale, key=self._claimed_at.__getitem__)
        self.log.info("Shutting down kernel %s: its page never connected, and its device opens another", oldest)
        self._shut_down_soon(oldest, now=True)
        return True

    def pages_waiting(self) -> int:
        """Pages that reserved a place and whose kernel is not yet counted among the learners' kernels."""
        return sum(self._pending.values()) - len(self._assigned & self._kernels.keys())

    def reserve(self, address: str, notebook: str | None = None, lang: str | None = None) -> Reservation:
        """:meth:`check_room_for`, then hold the place until the page has its kernel; a page given a
        place counts among the pages asked for (:class:`~widgets.server.ahead.AppsAsked`)."""
        self.check_room_for(address)
        asked = getattr(self, "apps_asked", None)
        if asked is not None:
            asked.note(notebook, address, lang)
        return Reservation(self, address, notebook, lang)

    def _another_page_waiting(self, visitor: tuple | None) -> bool:
        """True when the visitor's device has another page whose kernel has not connected yet.

        Such a page gets a kernel started for it, not a warm one: a device loading pages in a loop
        (or many tabs at once) would otherwise take the warm kernels kept for the class. A learner's
        one page at a time always gets a warm kernel. Only where devices have a limit (a room).
        """
        if visitor is None or not self.max_kernels_per_address or visitor[0] in self.unlimited_addresses:
            return False
        return self.opening(visitor[0]) > 1  # the page's own reservation counts once

    def owner_of(self, kernel_id: str) -> str | None:
        """The owner token of the page that holds ``kernel_id`` (None: a kernel no page started)."""
        held = self.holders.get(kernel_id)
        return held[1] if held else None
