"""The server hands on a kernel's waiting messages in one turn of its loop (``speedups.drained_streams``).

A click's answer is about 17 messages (the widgets' updates, then the kernel's idle status). pyzmq's
stream read one per turn of the server's loop and queued itself behind every other ready callback for
the next: while a class opened the app at once, each of the 17 waited a whole turn of a busy loop.
"""

from __future__ import annotations

import asyncio
import itertools
from concurrent.futures import ThreadPoolExecutor

import pytest
import zmq
from zmq.eventloop.zmqstream import ZMQStream

from widgets.server import speedups

ADDRESSES = itertools.count()


def in_own_loop(coro):
    """``asyncio.run(coro)`` in a thread of its own (a test before it may have left a loop running here)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result(timeout=60)


def pair() -> tuple[zmq.Socket, zmq.Socket]:
    """A kernel's end and the server's end of one channel (in-process)."""
    ctx = zmq.Context.instance()
    kernel, server = ctx.socket(zmq.PAIR), ctx.socket(zmq.PAIR)
    address = f"inproc://kit-streams-{next(ADDRESSES)}"
    server.bind(address)
    kernel.connect(address)
    return kernel, server


async def turns_to_hand_on(count: int, on_message=None) -> tuple[int, list[bytes], ZMQStream]:
    """Turns of the loop until ``count`` waiting messages were handed on, while another page's work
    takes one callback every turn; and the messages in the order they were handed on."""
    kernel, server = pair()
    got: list[bytes] = []
    stream = ZMQStream(server)

    def handed(msg: list) -> None:
        got.append(bytes(msg[0]))
        if on_message is not None:
            on_message(stream, got)

    stream.on_recv(handed)
    for k in range(count):
        kernel.send(b"%d" % k)
    loop, turns = asyncio.get_running_loop(), [0]

    def other_page() -> None:  # one callback a turn, as another page's messages keep the loop busy
        turns[0] += 1
        if len(got) < count and turns[0] < 500:
            loop.call_soon(other_page)

    loop.call_soon(other_page)
    while len(got) < count and turns[0] < 500:
        await asyncio.sleep(0)
    kernel.close(linger=0)
    return turns[0], got, stream


def test_a_clicks_answer_is_handed_on_in_one_turn_of_the_loop_in_its_order():
    speedups.install()  # as both servers do (make serve's KitVoila and the hub's extension)
    turns, got, stream = in_own_loop(turns_to_hand_on(17))
    stream.close(linger=0)
    assert got == [b"%d" % k for k in range(17)]
    assert turns <= 3, f"17 waiting messages took {turns} turns of the loop (one turn each without the drain)"


def test_a_stream_hands_on_at_most_a_drain_of_messages_a_turn():
    """A kernel sending without end does not keep the loop from the others: one drain a turn."""
    speedups.install()
    turns, got, stream = in_own_loop(turns_to_hand_on(3 * speedups.DRAIN))
    stream.close(linger=0)
    assert len(got) == 3 * speedups.DRAIN
    assert turns >= 3


@pytest.mark.parametrize("how", ["paused", "closed"])
def test_a_stream_paused_or_closed_by_a_message_hands_on_nothing_more(how):
    speedups.install()

    def stop(stream: ZMQStream, got: list) -> None:
        if len(got) == 2:
            stream.stop_on_recv() if how == "paused" else stream.close(linger=0)

    _turns, got, stream = in_own_loop(turns_to_hand_on(10, on_message=stop))
    if not stream.closed():
        stream.close(linger=0)
    assert got == [b"0", b"1"]


def test_flush_still_reads_the_number_of_messages_it_is_asked_for():
    """``flush(limit=)`` (jupyter_server flushes a channel before it closes) counts one per read."""
    speedups.install()

    async def run() -> tuple[int, int]:
        kernel, server = pair()
        got: list = []
        stream = ZMQStream(server)
        stream.on_recv(got.append)
        for k in range(10):
            kernel.send(b"%d" % k)  # waiting at once (in-process); the loop has had no turn to read them
        read = stream.flush(zmq.POLLIN, limit=3)
        kernel.close(linger=0)
        stream.close(linger=0)
        return read, len(got)

    read, handed = in_own_loop(run())
    assert read == 3 and handed == 3
