"""No game is lost: the apps' save envelope, Resume, Save and Load, driven from Python.

Random seeded games go through the apps (humans' choices at random, bots in the
other seats), are saved at random points and restored into a fresh app: the
same game (``to_json``), undo history, seats, setup menus, score chart and
bots' random states, so the rest of the game plays the same. Every kind of bad
file is refused with a message from the catalogue and the game on screen is
unchanged.
"""

from __future__ import annotations

import json
import random

import pytest

from tokaido_kit.core import i18n
from widgets.common import savefile
from widgets.common.savebox import SaveBox
from widgets.common.savefile import MAX_BYTES, SaveRefused
from widgets.duo.app import DuoApp
from widgets.sakura.app import VARIANTS, SakuraApp
from widgets.tokaido.app import EXPANSIONS, TRAVELERS, TokaidoApp

APPS = {"sakura": SakuraApp, "tokaido": TokaidoApp, "duo": DuoApp}
MENUS = ("seed_box", "players_menu", "variant_menu", "expansions_menu", "travelers_menu", "mode_menu")


def random_app(name: str, rng: random.Random):
    """An app of this game with a random setup and seats (at least one human)."""
    seed = rng.randrange(1000)
    if name == "sakura":
        players = rng.randrange(2, 7)
        kw = dict(players=players, variant=rng.choice(VARIANTS))
    elif name == "tokaido":
        players = rng.randrange(2, 6)
        kw = dict(players=players, expansions=rng.choice(list(EXPANSIONS)), travelers=rng.choice(TRAVELERS))
    else:
        players = 2
        kw = dict(mode=rng.choice(["automa", "two"]))
    seats = [rng.choice(["human", "random", "greedy"]) for _ in range(players)]
    seats[rng.randrange(players)] = "human"
    if kw.get("mode") == "automa":
        seats = ["human", "human"]
    return APPS[name](seed=seed, seats=seats, **kw)


def play_humans(app, rng: random.Random, decisions: int) -> None:
    """Up to ``decisions`` human decisions chosen at random (the bots answer), passing the screen."""
    board = app.board
    for _ in range(decisions):
        if board.game.is_over:
            return
        if board.passing:
            board.continue_pass()
        board.try_play(rng.choice(board.game.legal_actions()))


def menus(app) -> dict:
    return {m: getattr(app, m).value for m in MENUS if hasattr(app, m)}


def state(app) -> dict:
    """Everything a restore must bring back."""
    board = app.board
    return {
        "game": board.game.to_json(),
        "history": board.game.history,
        "seats": app.seats_in_play(),
        "picker": board.seats,
        "menus": menus(app),
        "chart": board.chart.samples,
        "bots": {i: bot.rng.getstate() for i, bot in board.bots.items()},
        "log": [e.text for e in board.game.log],
    }


def other_app(name: str):
    """A fresh app of the same game with other defaults than the saved one."""
    return {"sakura": lambda: SakuraApp(players=3, seed=77),
            "tokaido": lambda: TokaidoApp(players=2, seed=77, expansions="crossroads"),
            "duo": lambda: DuoApp(mode="two", seed=77, seats=["human", "random"])}[name]()


@pytest.mark.parametrize("name", list(APPS))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_saved_game_comes_back_exactly_and_plays_on_the_same(name, seed):
    rng = random.Random(seed * 31 + len(name))
    app = random_app(name, rng)
    play_humans(app, rng, rng.randrange(1, 25))
    text = app.save_text()
    before = state(app)

    loaded = other_app(name)
    assert loaded.load_text(text, "mine.json"), loaded.save_refusal and loaded.save_refusal.detail
    assert state(loaded) == before
    assert loaded.save_text() == text
    assert loaded.savebox.note == i18n.text("widgets.save.loaded", name="mine.json",
                                            decisions=len(before["history"]))
    assert savefile.unpack(loaded.savebox.stored_text) == text  # the loaded game is now the one the page keeps

    # the rest of the game: same human choices, and the bots (random states restored) answer the same
    tail = random.Random(seed)
    play_humans(app, random.Random(seed), 400)
    play_humans(loaded, tail, 400)
    assert state(loaded) == state(app)

    # and undo goes back through the same history
    for board in (app.board, loaded.board):
        board.click_undo()
    assert state(loaded) == state(app)


@pytest.mark.parametrize("name", list(APPS))
def test_resume_offers_the_kept_game_only_when_it_is_another_unfinished_game(name):
    app = APPS[name]()
    assert app.savebox.stored_text is None  # a game nobody has played is not kept
    play_humans(app, random.Random(5), 3)
    kept = app.savebox.stored_text
    assert kept == app.save_text()
    before = state(app)

    visit = APPS[name]()  # the next visit: a fresh kernel, the page reports what it kept
    assert visit.offer_stored(kept)
    assert visit.savebox.offer == i18n.text(
        "widgets.save.resume", game=i18n.text(f"links.game.{name}"), players=app.board.game.players,
        decisions=len(before["history"]))
    assert visit.resume()
    assert state(visit) == before and visit.savebox.offer == ""
    assert visit.savebox.note == i18n.text("widgets.save.resumed", decisions=len(before["history"]))
    assert not visit.resume()  # offered once

    assert not APPS[name]().offer_stored("not a save")
    same = APPS[name]()
    assert not same.offer_stored(same.save_text())  # the game on screen: nothing to resume

    # New game keeps the kept copy (offered back) until the new game's first decision replaces it
    visit.new_game(seed=4)
    assert visit.savebox.offer and visit.kept_text == savefile.unpack(kept)
    play_humans(visit, random.Random(6), 1)
    assert visit.savebox.offer == ""
    assert visit.kept_text == savefile.unpack(visit.savebox.stored_text) == visit.save_text() != savefile.unpack(kept)


def test_a_finished_game_is_kept_but_not_offered():
    app = SakuraApp(players=2, seats=["human", "greedy"])
    play_humans(app, random.Random(2), 500)
    assert app.board.game.is_over and savefile.unpack(app.savebox.stored_text) == app.save_text()
    visit = SakuraApp()
    assert not visit.offer_stored(app.savebox.stored_text) and visit.savebox.offer == ""
    assert visit.load_text(app.save_text())  # a file of it still loads
    assert visit.board.game.is_over


class Page:
    """The page's side of the autosave, as the SaveBox's script does it: a whole copy, then patches."""

    def __init__(self, box: SaveBox) -> None:
        self.box, self.copy, self.sizes, self.resends = box, None, [], 0
        box.send = self.receive

    def receive(self, msg: dict, buffers=None) -> None:
        self.sizes.append(len(json.dumps(msg)))
        if msg["type"] == "store":
            self.copy = msg["text"]
        elif msg["type"] == "patch":
            if self.copy is None or len(self.copy) != msg["base"]:
                self.resends += 1
                self.box._page_message(self.box, {"type": "resend"})
                return
            old, pieces = self.copy.split(","), []
            for op in msg["ops"]:
                pieces.extend(old[op[0]:op[1]] if isinstance(op[0], int) else op)
            self.copy = ",".join(pieces)


@pytest.mark.parametrize("name", list(APPS))
def test_the_browsers_copy_follows_every_decision_with_small_patches(name):
    """After the first whole copy the page gets only what changed; what it rebuilds is the save, exactly."""
    app = APPS[name]()
    page = Page(app.savebox)
    rng = random.Random(8)
    for _ in range(25):
        if app.board.game.is_over:
            break
        play_humans(app, rng, 1)
        assert page.copy == app.save_text()
    whole = len(json.dumps({"type": "store", "text": app.save_text()}))
    assert page.sizes[0] > whole // 2  # the first message is the whole save
    later = sorted(page.sizes[1:])
    assert later and later[len(later) // 2] * 10 < whole, (later, whole)  # then a tenth of it, or less


def test_a_page_that_missed_a_copy_asks_for_the_whole_save_again():
    app = SakuraApp()
    play_humans(app, random.Random(2), 2)  # stored before the page was open: the page never got it
    page = Page(app.savebox)
    play_humans(app, random.Random(3), 1)
    assert page.resends == 1 and page.copy == app.save_text()
    play_humans(app, random.Random(4), 1)
    assert page.resends == 1 and page.copy == app.save_text()


def test_a_copy_packed_by_an_earlier_version_is_read_and_a_bad_packed_copy_is_never_offered():
    """Earlier versions kept the copy as zlib + base64: such a copy is still offered back."""
    app = TokaidoApp()
    play_humans(app, random.Random(3), 12)
    packed = savefile.pack(app.save_text())
    assert len(packed) * 2 < len(app.save_text())
    assert savefile.unpack(packed) == app.save_text()
    bomb = savefile.PACKED + __import__("base64").b64encode(
        __import__("zlib").compress(b" " * (MAX_BYTES + 10))).decode()
    for bad in (bomb, savefile.PACKED + "not base64!", savefile.PACKED + "aGVsbG8=", savefile.PACKED):
        assert savefile.unpack(bad) == ""
        visit = TokaidoApp()
        assert not visit.offer_stored(bad) and visit.savebox.offer == ""
    visit = TokaidoApp()
    assert visit.offer_stored(packed) and visit.resume()
    assert visit.save_text() == app.save_text()


def test_save_button_downloads_the_envelope():
    app = TokaidoApp()
    play_humans(app, random.Random(1), 2)
    name, text = app.click_save()
    assert app.savebox.downloaded == (name, text)
    n = len(app.board.game.history)
    assert name == f"tokaido-kit-tokaido-seed1-decision{n}.json"
    data = json.loads(text)
    assert data["format"] == savefile.APP_FORMAT and data["app"] == "tokaido"
    assert data["seats"] == ["human", "greedy", "greedy"] and set(data["bots"]) == {"1", "2"}
    assert json.dumps(data["game"], separators=(",", ":")) == app.board.game.to_json()
    assert app.savebox.note == i18n.text("widgets.save.saved", name=name)


# ---------------------------------------------------------------------- bad files
def edit(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def bad_files(app) -> dict[str, tuple[str, str]]:
    """name -> (file text, the refusal reason expected)."""
    good = app.save_text()
    game = app.board.game
    other = DuoApp() if game.name != "duo" else SakuraApp()
    play_humans(other, random.Random(1), 1)

    def illegal_decision(d):
        d["game"]["actions"][0] = {"kind": "fly", "to": "the moon"}

    def other_start(d):  # another deal under this seed: consistent, but not what New game deals
        twin = type(game).new(game.players, seed=game.seed + 1, **game.options)
        d["game"] = dict(json.loads(twin.to_json()), seed=game.seed)

    def position(d):
        d["game"]["position"]["rolls"] = [6, 6, 6]

    def bot_decides(d):
        d["seats"][game.current_player] = "random"
        d["bots"][str(game.current_player)] = d["bots"][next(iter(d["bots"]))]

    return {
        "several megabytes": (good[:-1] + " " * (3 * MAX_BYTES) + "}", "too_big"),
        "empty": ("", "empty"),
        "blank": ("  \n", "empty"),
        "not JSON": ("PK\x03\x04 this is a zip, not a save", "not_json"),
        "deep nesting": ("[" * 200_000, "not_json"),
        "truncated": (good[: len(good) // 2], "truncated"),
        "truncated in a string": (good[: good.index('"seats"') + 3], "truncated"),
        "a JSON list": ("[1, 2, 3]", "not_kit"),
        "another format": ('{"format": "something-else"}', "not_kit"),
        "the engine's file": (game.to_json(), "engine_save"),
        "another game": (other.save_text(), "other_game"),
        "envelope and game disagree": (edit(good, lambda d: d.update(app="duo" if game.name != "duo" else "sakura")),
                                       "damaged"),
        "newer version": (edit(good, lambda d: d.update(version=2)), "version"),
        "game version": (edit(good, lambda d: d["game"].update(version=99)), "version"),
        "no game": (edit(good, lambda d: d.pop("game")), "damaged"),
        "illegal decision": (edit(good, illegal_decision), "edited"),
        "edited position": (edit(good, position), "edited"),
        "edited start": (edit(good, other_start), "edited"),
        "string seed": (edit(good, lambda d: d["game"].update(seed="7")), "setup"),
        "seed out of range": (edit(good, lambda d: d["game"].update(seed=2**40)), "setup"),
        "unknown option": (edit(good, lambda d: d["game"]["options"].update(colour="red")), "edited"),
        "too many players": (edit(good, lambda d: d["game"].update(players=9)), "setup"),
        "seats short": (edit(good, lambda d: d["seats"].pop()), "seats"),
        "seat kind": (edit(good, lambda d: d["seats"].__setitem__(0, "alphago")), "seats"),
        "bot state missing": (edit(good, lambda d: d["bots"].clear()), "seats"),
        "bot state junk": (edit(good, lambda d: d["bots"].update({k: [3, [1, 2], None] for k in d["bots"]})),
                           "damaged"),
        "a bot to decide": (edit(good, bot_decides), "seats"),
    }


@pytest.mark.parametrize("name", list(APPS))
def test_every_kind_of_bad_file_is_refused_and_the_game_is_unchanged(name):
    app = {"sakura": lambda: SakuraApp(), "tokaido": lambda: TokaidoApp(),
           "duo": lambda: DuoApp(mode="two", seats=["human", "greedy"])}[name]()
    play_humans(app, random.Random(3), 4)
    assert not app.board.game.is_over and len(app.board.bots) >= 1
    before = state(app)
    for label, (text, reason) in bad_files(app).items():
        assert not app.load_text(text, "bad.json"), label
        err = app.save_refusal
        assert err.reason == reason, (label, err.reason, err.detail)
        assert app.savebox.note == i18n.text("widgets.save.refused", why=str(err)), label
        assert app.savebox.note_kind == "error"
        assert not str(err).startswith("widgets.save"), label  # a catalogue message, not its key
        assert state(app) == before, label
    assert app.load_text(app.save_text())  # and a good file still loads
    assert app.savebox.note_kind == "info"


def test_refusals_of_the_envelope_itself():
    with pytest.raises(SaveRefused) as err:
        savefile.parse(None, "sakura", (2, 6))
    assert err.value.reason == "not_json"
    with pytest.raises(SaveRefused) as err:
        savefile.parse("x" * (MAX_BYTES + 1), "sakura", (2, 6))
    assert err.value.reason == "too_big" and str(MAX_BYTES // 1000) in str(err.value)
    # multi-byte characters count as the page counts them: bytes of UTF-8
    with pytest.raises(SaveRefused) as err:
        savefile.parse("é" * (MAX_BYTES // 2 + 1), "sakura", (2, 6))
    assert err.value.reason == "too_big"
    assert isinstance(err.value, ValueError)


def test_every_refusal_reason_has_a_message():
    reasons = {"too_big", "empty", "not_json", "truncated", "not_kit", "engine_save", "other_game", "version",
               "damaged", "edited", "setup", "seats", "unreadable"}
    for reason in reasons:
        assert i18n.has(f"widgets.save.why.{reason}"), reason


# ---------------------------------------------------------------------- the page's messages
def test_page_messages_are_checked_before_they_reach_the_app():
    app = SakuraApp()
    box = app.savebox
    assert box.key == "tokaido-kit/sakura" and box.limit == MAX_BYTES
    assert box.texts["too_big"] == i18n.text("widgets.save.refused", why=i18n.text(
        "widgets.save.why.too_big", limit=MAX_BYTES // 1000))
    before = state(app)
    for junk in (None, "load", [1], {"type": "eval", "text": "1"}, {"type": "load", "text": 5},
                 {"type": "stored", "text": {"a": 1}}, {"type": "stored_too_big", "size": "x"},
                 {"type": "resume"}, {"type": "load", "text": "nope", "name": ["x"]}):
        box._page_message(box, junk, [])
    assert state(app) == before and box.offer == ""
    assert app.save_refusal.reason == "not_json"  # the last one was a real (bad) load
    box._page_message(box, {"type": "too_big", "name": "huge.json", "size": 5_000_000}, [])
    assert app.save_refusal.reason == "too_big" and box.note_kind == "error"
    box._page_message(box, {"type": "unreadable", "name": "x"}, [])
    assert app.save_refusal.reason == "unreadable"
    box._page_message(box, {"type": "save"}, [])
    assert box.downloaded is not None
    assert state(app) == before


def test_the_save_row_is_in_every_app_under_the_setup():
    for name, cls in APPS.items():
        app = cls()
        # after the intro, the row of view controls (projector, language, set-up toggle, New game), the setup
        assert isinstance(app.children[3], SaveBox) and app.children[3] is app.savebox
        assert app.savebox.key == f"tokaido-kit/{name}"
