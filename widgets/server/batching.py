"""One message per widget for each click: what a page's kernel sends back to a click, merged.

A click on a board changes many widgets, some of them several times: a card's button gets its
classes, then its words; a log row's rule button its title, then its tooltip; and after the bots'
moves the same status line again. ipywidgets sends one message per change, and every message
costs the server (which relays every learner's messages on one thread) the same work whatever it
holds. :func:`install` makes a page's kernel keep the changes made while it answers one message
from the page and send, at the end, one update per widget with the final value of each changed
property: the page ends in the same state, with fewer messages (a Sakura click with three bots:
29-38 messages before, see ``tests/widgets/test_server_kernel_messages.py`` for after).

Widgets written with anywidget are left alone: the board pictures and the autosave send their
changes as patches of what the page already holds, so their messages must keep their order. An
anywidget whose state is plain values opts in with ``_kit_batched`` (a board's spots,
:class:`widgets.common.spots.Spots`) and is held like any widget. The log panel (``_kit_sent_last``)
is held too, and its update is the last of an answer. The page applies
a kernel's messages in order, so a page whose log shows a move also shows the board, the choices and
the status line after that move: a learner (or a browser test) who reads the log and then clicks an
available choice clicks one of the new position, never a choice the move just took away (CI saw
tests click a die already chosen, or wait for the action bar of the position before).
A table's moves arriving on the kernel's own loop (another learner's move, read from the table
service) are merged the same way: :func:`merged` wraps the app's redraw, so the other screens get one
update per widget with the log last, as the mover's screen does (a Duo redraw sent 6-33 messages
before, the same widget several times). Other changes made outside an answer are sent as they happen.
"""

from __future__ import annotations

import inspect
from typing import Any

#: the widgets whose changes are held, with the properties that changed (None: all), while a
#: message from the page is answered; None when no message is being answered
PENDING: dict[str, dict[Any, set[str] | None] | None] = {"batch": None}


def install(kernel: Any = None) -> None:
    """Merge each widget's updates while the kernel answers a message from the page (idempotent)."""
    import ipywidgets

    if kernel is None:
        from ipykernel.kernelbase import Kernel

        kernel = Kernel.instance() if Kernel.initialized() else None
    if kernel is None or getattr(ipywidgets.Widget, "_kit_batching", False):
        return
    send_state = ipywidgets.Widget.send_state

    def held_send_state(self: Any, key: Any = None) -> None:
        pending = PENDING["batch"]
        if pending is None or _unbatched(self):
            return send_state(self, key)
        if key is None or pending.get(self, set()) is None:
            pending[self] = None
        else:
            pending.setdefault(self, set()).update([key] if isinstance(key, str) else key)
        return None

    ipywidgets.Widget.send_state = held_send_state
    ipywidgets.Widget._kit_batching = True
    ipywidgets.Widget._kit_send_state = staticmethod(send_state)
    kernel.shell_handlers["comm_msg"] = _batching(kernel.shell_handlers["comm_msg"])


def _unbatched(widget: Any) -> bool:
    """Widgets whose messages must keep their order (anywidget's: patches, page reports), but those
    marked ``_kit_batched`` (plain values) or ``_kit_sent_last`` (the log panel, sent after all the others)."""
    if getattr(widget, "_kit_batched", False) or getattr(widget, "_kit_sent_last", False):
        return False
    try:
        import anywidget
    except ImportError:  # pragma: no cover - anywidget is a dependency of the kit
        return False
    return isinstance(widget, anywidget.AnyWidget)


def flush() -> None:
    """Send what was held: one update per widget, the properties' values as they are now."""
    import ipywidgets

    pending, PENDING["batch"] = PENDING["batch"], None
    held = sorted((pending or {}).items(), key=lambda pair: getattr(pair[0], "_kit_sent_last", False))
    for widget, keys in held:  # in the order of their first change, the log last (sorted() is stable)
        if keys is None or keys:
            ipywidgets.Widget._kit_send_state(widget, keys)


def merged(redraw: Any) -> Any:
    """``redraw`` (called on the kernel's loop, outside any message of the page), with its widget
    updates merged as a click's are; ``redraw`` itself where the merging is not installed."""

    def run(*args: Any, **kwargs: Any) -> Any:
        import ipywidgets

        if PENDING["batch"] is not None or not getattr(ipywidgets.Widget, "_kit_batching", False):
            return redraw(*args, **kwargs)
        PENDING["batch"] = {}
        try:
            return redraw(*args, **kwargs)
        finally:
            flush()

    return run


def _batching(handler: Any) -> Any:
    """``handler`` (the kernel's answer to a comm message), with its widget updates merged."""

    def answer(*args: Any, **kwargs: Any) -> Any:
        if PENDING["batch"] is not None:  # already inside an answer
            return handler(*args, **kwargs)
        PENDING["batch"] = {}
        try:
            result = handler(*args, **kwargs)
        except BaseException:
            flush()
            raise
        if inspect.isawaitable(result):
            return _then_flush(result)
        flush()
        return result

    return answer


async def _then_flush(result: Any) -> Any:
    try:
        return await result
    finally:
        flush()
