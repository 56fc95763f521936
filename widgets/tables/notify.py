"""How the table service tells of its changes: subscribers called after each change (outside the
lock), a blocking :meth:`~Notifications.wait` for long-polling threads, and the one lock every
public call holds. A mixin of :class:`~widgets.tables.service.TableService`; standard library only."""

from __future__ import annotations

import logging
from contextlib import contextmanager
from typing import Callable, Iterator

from .records import Change, Table

log = logging.getLogger("widgets.tables.service")


class Notifications:
    """The service's lock and change notifications (see :class:`~widgets.tables.service.TableService`)."""

    # ------------------------------------------------------------------ hearing about changes
    def subscribe(self, code: str | None, callback: Callable[[Change], None]) -> Callable[[], None]:
        """Call ``callback(change)`` after every change of table ``code`` (None: of every table, for
        the teacher's view). Returns the function that unsubscribes.

        Callbacks run in the thread that made the change, after the service's lock is released, so
        they may call the service; one that raises is logged and skipped. An asyncio server passes
        ``lambda c: loop.call_soon_threadsafe(queue.put_nowait, c)``.
        """
        with self._lock:
            self._subscribers.setdefault(code, []).append(callback)

        def unsubscribe() -> None:
            with self._lock:
                found = self._subscribers.get(code, [])
                if callback in found:
                    found.remove(callback)
                if not found:
                    self._subscribers.pop(code, None)

        return unsubscribe

    def wait(self, code: str, revision: int, timeout: float) -> int:
        """Block until table ``code``'s revision is no longer ``revision`` (or ``timeout`` seconds): its
        revision then, -1 once the table is gone. For a thread that long-polls instead of subscribing.
        Not "past": a restarted service counts its revisions anew, and a screen that saw the old
        one's must still be woken."""
        with self._changed:
            self._changed.wait_for(lambda: code not in self._tables or self._tables[code].revision != revision,
                                   timeout)
            table = self._tables.get(code)
            return -1 if table is None else table.revision

    # ------------------------------------------------------------------ notifications
    @contextmanager
    def _session(self) -> Iterator[None]:
        """The service's lock for one public call; the changes it noted are told once the
        outermost call of this thread has released the lock (even if it raised)."""
        notes = self._notes
        notes.depth = getattr(notes, "depth", 0) + 1
        try:
            with self._lock:
                yield
        finally:
            notes.depth -= 1
            if notes.depth == 0:
                self._tell()

    def _note(self, table: Table, kind: str) -> None:
        table.revision += 1
        queue = getattr(self._notes, "queue", None)
        if queue is None:
            queue = self._notes.queue = []
        queue.append(Change(table.code, kind, table.version, table.revision))
        self._changed.notify_all()

    def _tell(self) -> None:
        """Call the subscribers of every change noted by this thread (outside the lock)."""
        queue = getattr(self._notes, "queue", None)
        if not queue:
            return
        self._notes.queue = []
        for change in queue:
            with self._lock:
                callbacks = list(self._subscribers.get(change.code, [])) + list(self._subscribers.get(None, []))
            for callback in callbacks:
                try:
                    callback(change)
                except Exception:  # noqa: BLE001 - a broken screen must not break the table
                    log.exception("a subscriber of table %s failed", change.code)
