"""How long tables live, how the caps make room, and the teacher's closes: a mixin of
:class:`~widgets.tables.service.TableService` (its lock, tables, settings and store).

**Why tables make way.** Per-device caps count per device, and one laptop on a school's Wi-Fi can
hold many addresses: from 66 addresses, pages that each created 3 tables and left filled the
server's 200 places in a minute, and every learner after that was refused. Now:

* a table nobody but its creator joined (no seat held by another device), finished or not, is a
  **solo** table: it is forgotten ``solo_ttl`` seconds after its last sign of life (a move, a
  join, a screen showing it: a page that shows a table asks about it every 20 s at least);
* solo tables are at most ``max_solo_tables``, so abandoned ones can never fill the server;
* at either cap (``max_solo_tables``, ``max_tables``), the table quiet the longest makes way for
  the new one if it has had no sign of life for ``make_way_after`` seconds (solo tables first, then
  finished ones): a table whose page left goes, a table a page shows stays. A learner is refused
  only while every table at the cap has been alive in the last ``make_way_after`` seconds;
* so that a script cannot keep that many tables fresh by making new ones, a device makes
  ``free_creates_per_hour`` tables an hour on its own allowance (a learner's first table never waits
  for the others'), and beyond it draws on one allowance shared by every device, ``shared_creates_per_min``
  a minute. A script on 256 addresses makes 256 tables at once, then about 24 a minute (256 an hour
  and 20 a minute): it can fill the 100 solo places about three times at the start, each time for the
  minute they take to make way (a learner arriving then is told to try again in a minute: up to about
  5 minutes in all, tests/tables/test_flood.py), and never again while it goes on.

Standard library only.
"""

from __future__ import annotations

from .limits import TokenBuckets
from .records import Refused, Table


class TableUpkeep:
    """The service's upkeep methods (see the module docstring)."""

    def expire(self) -> list[str]:
        """Forget the tables whose time is up (finished ones ``finished_ttl`` seconds after their last
        move, unfinished ones nobody acted at for ``abandoned_ttl`` seconds, solo ones after
        ``solo_ttl`` seconds without a sign of life); returns their codes. The server calls it now and
        then (creating a table calls it too)."""
        with self._session():
            return self._expire()

    def _expire(self) -> list[str]:
        now = self.clock()
        gone = [t for t in self._tables.values() if now - t.active >= self._lifetime(t)]
        for table in gone:
            self._drop(table, "expired")
        return [t.code for t in gone]

    def _lifetime(self, table: Table) -> float:
        s = self.settings
        ttl = s.finished_ttl if table.game.is_over else s.abandoned_ttl
        return min(ttl, s.solo_ttl) if self.solo(table) else ttl

    def _create_allowances(self, clock) -> dict[str, TokenBuckets]:
        s = self.settings
        return {"free": TokenBuckets(max(1, round(s.free_creates_per_hour)), s.free_creates_per_hour / 60, clock),
                "shared": TokenBuckets(max(1, round(s.shared_creates_per_min)), s.shared_creates_per_min, clock)}

    def _create_allowance(self, device: str) -> str:
        """Which allowance ``device``'s new table draws on (``"free"``: its own, ``"shared"``), else
        :class:`Refused`; spent once the table is made."""
        if self._creates["free"].retry_after(device) <= 0:
            return "free"
        wait = self._creates["shared"].retry_after("*")
        if wait <= 0:
            return "shared"
        raise Refused("limit", "table.limit", "tables.why.busy", retry_after=wait)

    @staticmethod
    def solo(table: Table) -> bool:
        """True while no seat of ``table`` is held by another device than its creator's."""
        return not any(seat.credential and seat.device != table.device for seat in table.seats)

    def _make_room(self) -> None:
        """Before a new table: room under both caps (a quiet table makes way), else :class:`Refused`."""
        s = self.settings
        solo = [t for t in self._tables.values() if self.solo(t)]
        if len(solo) >= s.max_solo_tables and not self._make_way(solo):
            raise Refused("limit", "table.limit", "tables.why.solo_cap", count=len(solo))
        if len(self._tables) >= s.max_tables and not self._make_way(list(self._tables.values())):
            raise Refused("limit", "table.limit", "tables.why.server_cap", count=len(self._tables))

    def _make_way(self, tables: list[Table]) -> bool:
        """Forget the quietest of ``tables`` that had no sign of life for ``make_way_after`` seconds
        (solo ones first, then finished ones); False when every one of them is alive."""
        now = self.clock()
        quiet = [t for t in tables if now - t.active >= self.settings.make_way_after]
        if not quiet:
            return False
        self._drop(min(quiet, key=lambda t: (not self.solo(t), not t.game.is_over, t.active)), "expired")
        return True

    # ------------------------------------------------------------------ the teacher's closes
    def close_as_teacher(self, code: str) -> None:
        """The teacher ends table ``code`` (the server checked the teacher's code): it is forgotten at
        once. Raises :class:`Refused` ``"seat"`` for a table that is not there."""
        with self._session():
            self._drop(self._by_code(code), "closed")

    def close_device(self, device: str) -> list[str]:
        """The teacher ends every table ``device`` created; returns their codes."""
        with self._session():
            gone = [t for t in self._tables.values() if t.device == device]
            for table in gone:
                self._drop(table, "closed")
            return [t.code for t in gone]
