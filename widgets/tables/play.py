"""One screen's place at a table: its own copy of the table's game, kept in step with the authority.

The page's kernel (on the server, our code) keeps a replica of the table's game: the same game
class, seed and options, and the authority's decisions replayed in order, so it is the very game
the service holds. The page is sent only what this screen's seat may see (``game.view(seat)``;
the public view for a spectator): the board draws that, never the replica itself.

* :meth:`TablePlay.play` sends a move to the authority with the version the screen showed; the
  authority's answer (the move and the bots' moves after it) is played on the replica;
* :meth:`TablePlay.follow` (an asyncio task on the kernel's loop) asks the server to wait for the
  table's next change and brings the replica up to date, then calls back (the board redraws);
* :meth:`TablePlay.sync` does the same once, at once (tests, and after a refusal).

Standard library only.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable

from tokaido_kit.core import Action
from tokaido_kit.lab import game_class

from ..common.pageloop import page_loop
from .client import TablesUnreachable
from .records import tuplify

log = logging.getLogger(__name__)
#: seconds between tries while the server does not answer (a restart)
RETRY_SECONDS = 2.0


class TableRefused(Exception):
    """The table did not take a request: ``refusal`` is what a screen shows (see ``refusal_json``)."""

    def __init__(self, refusal: dict[str, Any]) -> None:
        super().__init__(refusal.get("text", ""))
        self.refusal = refusal

    @property
    def kind(self) -> str:
        return self.refusal.get("kind", "")


def checked(reply: dict[str, Any]) -> dict[str, Any]:
    """``reply``, or :class:`TableRefused` when it is a refusal."""
    if "refused" in reply:
        raise TableRefused(reply["refused"])
    return reply


class TablePlay:
    """This screen at table ``code``: a seat (its ``credential``), or a spectator (``seat`` None)."""

    def __init__(self, client: Any, replica: dict[str, Any], seat: int | None = None,
                 credential: str | None = None, creator: str | None = None, lang: str | None = None) -> None:
        self.client, self.seat, self.credential, self.creator, self.lang = client, seat, credential, creator, lang
        self.code = replica["code"]
        self.game_name = replica["game"]
        options = {k: tuplify(v) for k, v in replica["options"].items()}
        self.game = game_class(self.game_name).new(players=replica["players"], seed=replica["seed"], **options)
        self.version = 0
        self.revision = -1
        self.seats: list[dict[str, Any]] = []
        self.gone = False
        self._task: asyncio.Task | None = None
        self.absorb(replica)

    # ------------------------------------------------------------------ joining
    @classmethod
    def sit(cls, client: Any, code: str, credential: str, creator: str | None = None,
            lang: str | None = None) -> "TablePlay":
        """Take (or take back) the seat of ``credential`` at table ``code``; raises :class:`TableRefused`."""
        resumed = checked(client.call("resume", code=code, credential=credential, lang=lang))
        replica = checked(client.call("replica", code=code, credential=credential, since=0, lang=lang))
        return cls(client, replica, resumed["seat"], credential, creator, lang)

    @classmethod
    def watch(cls, client: Any, code: str, lang: str | None = None) -> "TablePlay":
        """Watch table ``code`` (its public view only); raises :class:`TableRefused`."""
        return cls(client, checked(client.call("watch", code=code, lang=lang)), lang=lang)

    # ------------------------------------------------------------------ facts
    @property
    def watching(self) -> bool:
        return self.seat is None

    @property
    def my_turn(self) -> bool:
        game = self.game
        return not self.watching and not game.is_over and game.current_player == self.seat

    def name_of(self, seat: int) -> str:
        """The learner's name at ``seat`` ("" for a bot's or a free seat)."""
        return self.seats[seat]["name"] if 0 <= seat < len(self.seats) else ""

    # ------------------------------------------------------------------ keeping in step
    def absorb(self, replica: dict[str, Any]) -> bool:
        """Bring the replica up to date with an answer of the service (its moves from some decision
        on; the ones already played here are skipped). True when anything changed."""
        if replica.get("gone"):
            changed, self.gone = not self.gone, True
            return changed
        moves = replica.get("moves", [])
        first = replica["version"] - len(moves)
        changed = False
        for n, raw in enumerate(moves, start=first):
            if n == self.version:
                self.game.play(Action.from_json(raw))
                self.version += 1
                changed = True
        if replica.get("seats") is not None and replica["seats"] != self.seats:
            self.seats, changed = replica["seats"], True
        if self.version >= replica["version"]:  # else moves are missing: the next wait answers at once
            self.revision = replica.get("revision", self.revision)  # lower after a restart of the service
        return changed

    def sync(self) -> bool:
        """Ask the service for what this screen has not seen yet; True when anything changed."""
        reply = self.client.call("replica", code=self.code, credential=self.credential, since=self.version,
                                 lang=self.lang)
        if "refused" in reply:  # the table has gone (expired, closed) or the credential no longer holds
            reply = {"gone": True}
        return self.absorb(reply)

    def play(self, action: Action) -> None:
        """Send ``action`` for this seat; raises :class:`TableRefused` (nothing changed)."""
        reply = checked(self.client.call("play", code=self.code, credential=self.credential,
                                         action=action.to_json(), version=self.version, lang=self.lang))
        for played in reply["played"]:
            if played["n"] == self.version:
                self.game.play(Action.from_json(played["action"]))
                self.version += 1

    def hand_to_bot(self, seat: int) -> None:
        """The creator gives ``seat`` to a bot while its learner is away; raises :class:`TableRefused`."""
        checked(self.client.call("hand", code=self.code, credential=self.creator, seat=seat, lang=self.lang))

    def leave(self) -> None:
        """This screen leaves the table (the seat is kept: its credential takes it back)."""
        self.stop()
        if self.credential is not None:
            try:
                self.client.call("leave", code=self.code, credential=self.credential)
            except TablesUnreachable:
                pass

    # ------------------------------------------------------------------ following the table
    def follow(self, on_change: Callable[[], None]) -> asyncio.Task | None:
        """Keep the replica in step from now on, calling ``on_change()`` on the kernel's loop after
        each change. Returns the task (None where no loop runs: call :meth:`sync` instead)."""
        loop = page_loop()
        if loop is None:
            return None
        self.stop()
        self._task = loop.create_task(self._follow(on_change))
        return self._task

    async def _follow(self, on_change: Callable[[], None]) -> None:
        loop = asyncio.get_running_loop()
        while not self.gone:
            try:
                reply = await loop.run_in_executor(None, self.client.wait, self.code, self.revision, self.version,
                                                   self.credential)
            except TablesUnreachable:
                await asyncio.sleep(RETRY_SECONDS)
                continue
            if "refused" in reply:
                reply = {"gone": True}
            try:
                if self.absorb(reply):
                    on_change()
            except Exception:  # noqa: BLE001 - a screen that cannot redraw must not stop following
                log.exception("table %s: the screen could not show a change", self.code)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
