"""A property of the kernel's side of the tables, for all three games: whatever the
interleaving, every screen's replica (:class:`~widgets.tables.play.TablePlay`) ends up as the
authority's game, seen from its seat.

Each open seat is a page's kernel with its own :class:`~widgets.tables.client.LocalTables` (its
device) on one :class:`TableService` with a data folder, and a projector watches. Random steps:
the seat whose turn it is plays (after catching up, as its screen would), the same play sent twice
(a retried request), a replica behind the table plays (stale), a seat plays out of turn, a page
reloads (a new ``TablePlay.sit`` with the credential its browser kept), the service restarts from
its SQLite folder (the kernels keep their replicas and reach the new service), and a replica
catches up with ``sync()`` or with one turn of the follow loop (``wait`` then ``absorb``).
Every refusal must be of the predicted kind and change neither the table nor the replica; at the
end each replica's ``game.view(seat)`` equals the service's ``view(code, credential)["state"]``
and the projector's equals ``public_view()["state"]``.
"""

from __future__ import annotations

import tempfile

from hypothesis import given, settings
from hypothesis import strategies as st

from tokaido_kit.core import Action
from widgets.tables import TableService, TableSettings
from widgets.tables.client import LocalTables
from widgets.tables.play import TablePlay, TableRefused

from .helpers import Clock, authority, wire

TABLES = {
    "sakura": ({}, ["open", "open", "bot"]),
    "tokaido": ({"expansions": ["crossroads"]}, ["open", "random", "open"]),
    "duo": ({}, ["open", "open"]),
}
STEPS = ["move"] * 6 + ["dup", "stale", "out_of_turn", "reload", "restart", "sync", "follow"]


class Class:
    """One table, a kernel per open seat (a :class:`TablePlay` over its own client) and a projector."""

    def __init__(self, folder: str, game: str, seed: int) -> None:
        options, kinds = TABLES[game]
        self.folder, self.clock = folder, Clock()
        self.svc = self._service()
        self.code, _creator = self.svc.create_table(game, options, kinds, device="host", seed=seed)
        self.credentials: dict[int, str] = {}
        self.screens: dict[int, TablePlay] = {}
        for seat, kind in enumerate(kinds):
            if kind == "open":
                client = self._client(seat)
                joined = client.call("join", code=self.code, seat=seat, name=f"L{seat}")
                self.credentials[seat] = joined["credential"]
                self.screens[seat] = TablePlay.sit(client, self.code, joined["credential"])
        self.projector = TablePlay.watch(self._client(None), self.code)
        self.last: dict[int, tuple[dict, int]] = {}  # a seat's last accepted play: (action JSON, version)

    def _service(self) -> TableService:
        return TableService(TableSettings(data_dir=self.folder, join_burst=1000, finished_ttl=1e9,
                                          abandoned_ttl=1e9), clock=self.clock)

    def _client(self, seat: int | None) -> LocalTables:
        return LocalTables(self.svc, device="projector" if seat is None else f"10.0.0.{seat + 2}")

    @property
    def table(self):
        return self.svc._tables[self.code]

    # ------------------------------------------------------------------ what a screen does
    def catch_up(self, screen: TablePlay) -> None:
        """One turn of the follow loop (``TablePlay._follow``): wait for a change, then absorb it.
        A replica behind the table must be woken at once (else its screen waits for the timeout)."""
        behind = screen.version < self.table.version
        if behind:
            assert self.svc.wait(self.code, screen.revision, 0) != screen.revision, \
                "a replica behind the table would not be woken by the table's wait"
        reply = screen.client.wait(screen.code, screen.revision, screen.version, screen.credential, timeout=0)
        screen.absorb({"gone": True} if "refused" in reply else reply)
        assert screen.version == self.table.version

    def expected(self, seat: int, action: Action, version: int) -> str:
        """The refusal the table must give (the service's order of checks), or "ok"."""
        table, game = self.table, self.table.game
        if version != table.version:
            repeated = (0 <= version < table.version and table.movers[version] == seat
                        and version not in table.bots and game.history[version] == action)
            return "repeated" if repeated else "stale"
        if game.is_over:
            return "over"
        if game.current_player != seat:
            return "turn"
        return "ok" if game.why_not(action) is None else "rule"

    def refused(self, seat: int, send, want: str) -> None:
        """``send()`` must be refused with ``want``, changing neither the table nor the replica."""
        screen = self.screens[seat]
        table_before, replica_before = self.table.game.to_json(), (screen.version, screen.game.to_json())
        try:
            send()
        except TableRefused as err:
            assert err.kind == want, (err.refusal, want)
        else:
            raise AssertionError(f"the table took a move it should refuse ({want})")
        assert self.table.game.to_json() == table_before
        assert (screen.version, screen.game.to_json()) == replica_before

    def play(self, seat: int, k: int) -> None:
        """The seat whose turn it is catches up, then plays its ``k``-th legal move."""
        screen = self.screens[seat]
        self.catch_up(screen)
        legal = screen.game.legal_actions()
        action, version = legal[k % len(legal)], screen.version
        assert self.expected(seat, action, version) == "ok"
        screen.play(action)
        self.last[seat] = (action.to_json(), version)
        assert screen.version == self.table.version  # its own move and the bots' after it
        assert screen.game.history == self.table.game.history

    def restart(self) -> None:
        """The service restarts from its folder; the kernels' replicas live on and reach the new one.
        The projector's page watches again (a spectator is let in by ``watch``, not by a credential)."""
        self.svc = self._service()
        assert self.svc.restored == [self.code]
        for seat, screen in self.screens.items():
            screen.client = self._client(seat)
        self.projector = TablePlay.watch(self._client(None), self.code)

    def step(self, kind: str, k: int) -> None:
        game = self.table.game
        seats = sorted(self.screens)
        seat = seats[k % len(seats)]
        screen = self.screens[seat]
        turn = game.current_player
        if kind == "move" and turn is not None:
            self.play(turn, k)
        elif kind == "dup" and seat in self.last:
            raw, version = self.last[seat]
            self.refused(seat, lambda: self.resend(screen, raw, version),
                         self.expected(seat, Action.from_json(raw), version))
        elif kind == "stale":
            behind = [s for s in seats if self.screens[s].version < self.table.version
                      and self.screens[s].game.legal_actions()]
            if behind:
                late = self.screens[behind[k % len(behind)]]
                legal = late.game.legal_actions()
                action = legal[k % len(legal)]
                self.refused(late.seat, lambda: late.play(action), self.expected(late.seat, action, late.version))
        elif kind == "out_of_turn" and turn is not None and turn != seat:
            self.catch_up(screen)
            legal = game.legal_actions()
            self.refused(seat, lambda: screen.play(legal[k % len(legal)]), "turn")
        elif kind == "reload":
            screen.stop()
            self.screens[seat] = TablePlay.sit(self._client(seat), self.code, self.credentials[seat])
        elif kind == "restart":
            self.restart()
        elif kind == "sync":
            screen.sync()
            assert screen.version == self.table.version
        elif kind == "follow":
            self.catch_up(screen if k % 2 else self.projector)

    @staticmethod
    def resend(screen: TablePlay, raw: dict, version: int) -> None:
        """The very request of an accepted play, sent again (a retry after a lost answer)."""
        reply = screen.client.call("play", code=screen.code, credential=screen.credential, action=raw,
                                   version=version, lang=screen.lang)
        if "refused" in reply:
            raise TableRefused(reply["refused"])

    def check(self) -> None:
        """After the follow loop caught every screen up: each replica is the authority seen from its
        seat, as the service itself would show it; the projector shows the public view."""
        for seat, screen in self.screens.items():
            self.catch_up(screen)
            view = self.svc.view(self.code, self.credentials[seat])
            assert screen.version == view["version"]
            assert wire(screen.game.view(seat)) == wire(view["state"])
            assert screen.seats == view["seats"]
            assert screen.my_turn == bool(view["legal"])
            assert screen.game.to_json() == authority(self.svc, self.code).to_json()
        self.catch_up(self.projector)
        public = self.svc.public_view(self.code)
        assert wire(self.projector.game.view(None)) == wire(public["state"])
        assert self.projector.version == public["version"]


def run(game: str, seed: int, steps: list[tuple[str, int]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        room = Class(folder, game, seed)
        for kind, k in steps:
            room.step(kind, k)
        room.check()
        room.svc.close_store()


steps = st.lists(st.tuples(st.sampled_from(STEPS), st.integers(0, 1000)), min_size=4, max_size=30)


@settings(max_examples=8, deadline=None)  # Sakura's views are the largest: fewer examples, same steps
@given(seed=st.integers(0, 2**20), steps=steps)
def test_every_replica_shows_the_authority_from_its_seat_sakura(seed, steps):
    run("sakura", seed, steps)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**20), steps=steps)
def test_every_replica_shows_the_authority_from_its_seat_tokaido(seed, steps):
    run("tokaido", seed, steps)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**20), steps=steps)
def test_every_replica_shows_the_authority_from_its_seat_duo(seed, steps):
    run("duo", seed, steps)


def test_replicas_follow_a_whole_game_through_every_kind_of_step():
    """One whole game per table, every kind of step in turn (the examples above stop early)."""
    for game in TABLES:
        with tempfile.TemporaryDirectory() as folder:
            room = Class(folder, game, seed=3)
            k = 0
            while not room.table.game.is_over and k < 3000:
                room.step(STEPS[k % len(STEPS)] if k % 3 else "move", k * 7)
                k += 1
            assert room.table.game.is_over
            room.check()
            room.svc.close_store()
