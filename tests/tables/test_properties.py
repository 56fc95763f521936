"""A property of the tables, for all three games: whatever the interleaving of moves from
several seats, with duplicates, stale and out-of-turn moves, wrong credentials, screens that drop and
come back, seats handed to a bot while their learner is away, and restarts of the service from its
SQLite file, every screen ends up showing exactly the authority's view for its seat.

The test keeps its own model of the game (a fresh engine, replaying what the table accepted and what
its bots must decide from the table's seed), predicts whether each request is accepted or refused
and how, and checks that a refusal changed nothing. Screens get their views only as a server would
send them: pushed after each change they hear about, through JSON.
"""

from __future__ import annotations

import tempfile

from hypothesis import given, settings
from hypothesis import strategies as st

from tokaido_kit.bots import BOTS
from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.lab import game_class
from widgets.tables import OPEN, TableService, TableSettings, bot_seed, refusal_kind

from .helpers import Clock, authority, wire

TABLES = {
    "sakura": ({}, ["open", "open", "bot"]),
    "tokaido": ({"expansions": ["crossroads"]}, ["open", "random", "open"]),
    "duo": ({}, ["open", "open"]),
}
STEPS = ["move"] * 5 + ["dup", "stale", "out_of_turn", "illegal", "wrong_credential", "drop", "reconnect",
                        "restart", "away"]


class Screen:
    """One learner's screen: the credential its browser keeps, and the last view it was sent."""

    def __init__(self, seat: int, credential: str) -> None:
        self.seat = seat
        self.credential = credential
        self.connected = True
        self.view: dict | None = None
        self.sent: tuple | None = None  # the last move the table accepted from it: (action JSON, version)


class Room:
    """A table, its screens and a spectator, served the way a server would, and the test's own model."""

    def __init__(self, folder: str, game: str, seed: int) -> None:
        options, kinds = TABLES[game]
        self.folder, self.clock = folder, Clock()
        self.svc = self._service()
        self.code, self.host = self.svc.create_table(game, options, kinds, device="host", seed=seed)
        self.kinds = ["greedy" if k == "bot" else k for k in kinds]
        self.held: set[int] = set()  # open seats handed to a bot
        self.model = game_class(game).new(players=len(kinds), seed=seed,
                                          **{k: tuple(v) if isinstance(v, list) else v for k, v in options.items()})
        self.movers: list[int] = []
        self.bots: set[int] = set()
        self.seed = seed
        self._model_bots()
        self.screens = {i: Screen(i, self.svc.join(self.code, i, f"L{i}", device=f"d{i}")["credential"])
                        for i, k in enumerate(kinds) if k == OPEN}
        self.spectator = wire(self.svc.watch(self.code, device="projector"))
        self._listen()
        for screen in self.screens.values():
            self._send(screen)

    # the server's part
    def _service(self) -> TableService:
        return TableService(TableSettings(data_dir=self.folder, finished_ttl=1e9, abandoned_ttl=1e9,
                                          join_burst=1000), clock=self.clock)

    def _listen(self) -> None:
        self.svc.subscribe(self.code, lambda change: self._push())

    def _push(self) -> None:
        for screen in self.screens.values():
            if screen.connected:
                self._send(screen)
        self.spectator = wire(self.svc.public_view(self.code))

    def _send(self, screen: Screen) -> None:
        screen.view = wire(self.svc.view(self.code, screen.credential))

    def reconnect(self, screen: Screen) -> None:
        self.svc.resume(self.code, screen.credential)  # takes the seat back from a bot
        self.held.discard(screen.seat)
        screen.connected = True
        self._send(screen)
        self._model_bots()

    # the model's part
    def _model_bots(self) -> None:
        game = self.model
        while not game.is_over and (game.current_player in self.held or self.kinds[game.current_player] != OPEN):
            seat = game.current_player
            kind = self.kinds[seat] if self.kinds[seat] != OPEN else "greedy"
            self.bots.add(len(game.history))
            self.movers.append(seat)
            game.play(BOTS[kind](seed=bot_seed(self.seed, len(game.history))).choose(game))

    def model_play(self, seat: int, action: Action) -> None:
        self.movers.append(seat)
        self.model.play(action)
        self._model_bots()

    def expected(self, seat: int, action: Action, version: int) -> str:
        """What the table must answer: "ok", or the kind of refusal."""
        game = self.model
        n = len(game.history)
        if version != n:
            if 0 <= version < n and self.movers[version] == seat and version not in self.bots \
                    and game.history[version] == action:
                return "repeated"
            return "stale"
        if game.is_over:
            return "over"
        if game.current_player != seat:
            return "turn"
        return "ok" if action in game.legal_actions() else "rule"

    def send(self, screen: Screen, action: Action, version: int, credential: str | None = None) -> None:
        """A screen sends a move: the table's answer must be the predicted one; a refusal changes nothing."""
        if not credential:
            self.held.discard(screen.seat)  # a request with the seat's credential: its learner is back
        want = "credential" if credential else self.expected(screen.seat, action, version)
        before = authority(self.svc, self.code).to_json()
        try:
            self.svc.play(self.code, credential or screen.credential, action.to_json(), version)
        except IllegalAction as err:
            assert refusal_kind(err) == want, (err, want)
            assert authority(self.svc, self.code).to_json() == before
            return
        assert want == "ok", f"accepted a move that should be refused ({want})"
        screen.sent = (action, version)
        self.model_play(screen.seat, action)
        assert authority(self.svc, self.code).history == self.model.history

    def restart(self) -> None:
        self.svc = self._service()
        assert self.svc.restored == [self.code]
        self._listen()
        for screen in self.screens.values():
            if screen.connected:  # their pages reconnect to the new server
                self.reconnect(screen)
        self.spectator = wire(self.svc.public_view(self.code))

    def step(self, kind: str, k: int) -> None:
        game = self.model
        seats = sorted(self.screens)
        screen = self.screens[seats[k % len(seats)]]
        version = len(game.history)
        legal = game.legal_actions()
        turn = game.current_player
        if kind == "move" and turn is not None:
            mover = self.screens[turn]
            if not mover.connected:
                self.reconnect(mover)
            offered = [Action.from_json(a) for a in mover.view["legal"]]
            self.send(mover, offered[k % len(offered)], mover.view["version"])
        elif kind == "dup" and screen.sent:
            self.send(screen, *screen.sent)
        elif kind == "stale" and legal:
            self.send(screen, legal[k % len(legal)], max(0, version - 1 - k % 3) if version else version + 1)
        elif kind == "out_of_turn":
            others = [s for s in seats if s != turn]
            if others and legal:
                self.send(self.screens[others[k % len(others)]], legal[k % len(legal)], version)
        elif kind == "illegal" and turn is not None:
            before = game.at(version - 1).legal_actions() if version else []
            wrong = [a for a in before if a not in legal] or [Action("zz_no_such_move")]
            self.send(self.screens[turn], wrong[k % len(wrong)], version)
        elif kind == "wrong_credential" and legal:
            self.send(screen, legal[k % len(legal)], version, credential="x" * 32)
        elif kind == "drop" and screen.connected:
            screen.connected = False
            self.svc.leave(self.code, screen.credential)
        elif kind == "reconnect":
            self.reconnect(screen)
        elif kind == "restart":
            self.restart()
        elif kind == "away" and screen.seat not in self.held:
            screen.connected = False
            self.svc.leave(self.code, screen.credential)
            self.clock.advance(self.svc.settings.away_after)
            self.svc.hand_to_bot(self.code, self.host, screen.seat)
            self.held.add(screen.seat)
            self._model_bots()
            assert authority(self.svc, self.code).history == self.model.history

    def check(self) -> None:
        """Every connected screen shows the authority's view for its seat, the spectator the public one;
        then every screen that was away comes back and shows it too."""
        for final in (False, True):
            for screen in self.screens.values():
                if final and not screen.connected:
                    self.reconnect(screen)
                if not screen.connected:
                    continue
                self._same(screen.view, screen.seat)
            self._same(self.spectator, None)

    def _same(self, view: dict, seat: int | None) -> None:
        game = self.model
        assert view["version"] == len(game.history)
        assert view["state"] == wire(game.view(seat))
        assert view["state"] == wire(authority(self.svc, self.code).view(seat))
        mine = seat is not None and not game.is_over and game.current_player == seat
        assert view["legal"] == (wire([a.to_json() for a in game.legal_actions()]) if mine else [])


def run(game: str, seed: int, steps: list[tuple[str, int]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        room = Room(folder, game, seed)
        for kind, k in steps:
            room.step(kind, k)
        room.check()
        room.svc.close_store()


steps = st.lists(st.tuples(st.sampled_from(STEPS), st.integers(0, 1000)), min_size=4, max_size=30)


@settings(max_examples=8)  # Sakura's views are the largest (every card described): fewer examples, same steps
@given(seed=st.integers(0, 2**20), steps=steps)
def test_every_screen_shows_the_authority_sakura(seed, steps):
    run("sakura", seed, steps)


@settings(max_examples=12)
@given(seed=st.integers(0, 2**20), steps=steps)
def test_every_screen_shows_the_authority_tokaido(seed, steps):
    run("tokaido", seed, steps)


@settings(max_examples=12)
@given(seed=st.integers(0, 2**20), steps=steps)
def test_every_screen_shows_the_authority_duo(seed, steps):
    run("duo", seed, steps)


def test_a_long_game_to_the_end_with_everything_at_once():
    """One whole game per table, every kind of step in turn (the examples above stop early)."""
    for game in TABLES:
        with tempfile.TemporaryDirectory() as folder:
            room = Room(folder, game, seed=5)
            k = 0
            while not room.model.is_over and k < 3000:
                room.step(STEPS[k % len(STEPS)] if k % 3 else "move", k * 7)
                k += 1
            assert room.model.is_over
            room.check()
            room.svc.close_store()
