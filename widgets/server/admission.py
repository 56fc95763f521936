"""Which pages get a kernel, and when their notebooks run.

* :class:`Reservation`: a page's place among the kernels, taken before it asks for its kernel;
* :class:`KernelsFull`: no place now (the class is full, or this device holds its limit);
* :class:`PageTurns`: pages' notebooks run a few at a time, in the order the pages came.

**Why turns.** Thirty learners open their apps within ten seconds. Each page's notebook costs about
0.3 CPU-second (its kernel builds the board, the server renders the page), and a page spends as long
again waiting for messages between the server and its kernel. Run all at once, the pages share the
two cores and every one of them is slow: in the room benchmark (``bench_classroom.py --room``, a quiet
2-core machine) the median learner waited 5.0-5.8 s for a board, the first ones as long as the last.
In turns, four at a time in the order they came, a page is done in under a second and the queue behind
it moves at the speed of the cores: 2.6-3.8 s at the median in the same run, 1.0-1.1 s once a device
could no longer have more than two pages opening (the flooding device's kernels had been half of the
kernels' CPU). Learners already playing keep the cores for their clicks. A device's pages take one
turn at a time (a device loading pages in a loop cannot hold the turns), and a page that runs long (the
strategy lab's first games) gives its turn back after ``longest`` seconds and goes on without it.
"""

from __future__ import annotations

import asyncio
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

    def __init__(self, manager: "KitKernelManager", address: str) -> None:
        self.manager, self.address, self.open = manager, address, True
        self.kernel_id: str | None = None
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
