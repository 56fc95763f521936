"""The table service, continued: restarts, notifications, the teacher's view, failures
and what the service imports. The helpers are test_service's."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from tokaido_kit.bots import GreedyBot
from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.duo import DuoGame
from tokaido_kit.sakura import SakuraGame
from widgets.tables import (CODE_ALPHABET, Refused, TableService, TableSettings, bot_seed, normalize_code,
                            refusal_json, refusal_kind)

from .helpers import Clock, authority, service, wire
from .test_service import sakura_table, turn_move


# ---------------------------------------------------------------------- restart
TABLES = (("sakura", {}, ["open", "bot", "open"]),
          ("tokaido", {"expansions": ["crossroads", "matsuri"]}, ["open", "random", "open"]),
          ("duo", {}, ["open", "open"]))


def set_tables(svc: TableService, moves: int) -> list:
    """One table of each game, ``moves`` moves played at each, one refused move; (code, host, creds)."""
    made = []
    for game, options, seats in TABLES:
        code, host = svc.create_table(game, options, seats, device=game, seed=21)
        creds = {i: svc.join(code, i, f"{game} {i}", device=f"{game}{i}")["credential"]
                 for i, kind in enumerate(seats) if kind == "open"}
        for _ in range(moves):
            if not authority(svc, code).is_over:
                turn_move(svc, code, creds)
        made.append((code, host, creds))
    with pytest.raises(IllegalAction):
        svc.play(made[0][0], made[0][2][0], {"kind": "choose_card", "card": 999}, svc.public_view(made[0][0])["version"])
    return made


def looks(svc: TableService, code: str, creds: dict) -> dict:
    """Every seat's view and the public one, without ``revision`` (a count of changes since the service started)."""
    views = {s: svc.view(code, c) for s, c in creds.items()}
    views[None] = svc.public_view(code)
    for view in views.values():
        del view["revision"]
    return views


def test_every_table_is_back_as_it_was_after_a_restart(tmp_path):
    clock = Clock()
    svc = service(tmp_path, clock=clock)
    made = set_tables(svc, moves=9)
    before = {code: (authority(svc, code).to_json(), looks(svc, code, creds)) for code, host, creds in made}
    refusals = svc.hard_rules()
    assert refusals[0]["count"] == 1
    # no close_store(): as if the server had been killed
    again = service(tmp_path, clock=clock)
    assert sorted(again.restored) == sorted(before)
    for code, host, creds in made:
        saved, views = before[code]
        assert authority(again, code).to_json() == saved
        assert looks(again, code, creds) == views
        assert again.resume(code, host)["creator"]
    assert again.hard_rules() == refusals
    # and whose they were: the refused move was the seat's device's (sakura0), no one else's
    assert again.hard_rules(devices=["sakura0"]) == refusals and again.hard_rules(devices=["sakura2", "duo0"]) == []
    # the games go on as on a service that was never restarted (bots included)
    never = service(clock=clock)
    twins = set_tables(never, moves=9)
    for (code, host, creds), (twin, _, twin_creds) in zip(made, twins):
        for _ in range(6):
            if not authority(again, code).is_over:
                turn_move(again, code, creds)
                turn_move(never, twin, twin_creds)
        assert authority(again, code).to_json() == authority(never, twin).to_json()
    assert service(tmp_path, clock=clock).tables() == again.tables()


def test_a_damaged_table_is_left_out_of_a_restart(tmp_path):
    svc = service(tmp_path)
    code, host, creds = sakura_table(svc)
    kept, _, _ = sakura_table(svc, seed=9)
    turn_move(svc, code, creds)
    db = sqlite3.connect(tmp_path / "tables.sqlite3")
    db.execute("UPDATE actions SET action=? WHERE code=?", ('{"kind":"choose_card","card":999}', code))
    db.commit()
    again = service(tmp_path)
    assert again.restored == [kept]


# ---------------------------------------------------------------------- notifications
def test_subscribers_hear_every_change_after_the_lock_is_released():
    svc = service()
    code, host, creds = sakura_table(svc)
    heard, pushed = [], []

    def push(change):  # what a server does: send each seat its own view
        heard.append(change)
        pushed.append({seat: svc.view(code, cred)["version"] for seat, cred in creds.items()})

    def broken(change):
        raise RuntimeError("a screen that fails")

    svc.subscribe(code, broken)
    stop = svc.subscribe(code, push)
    everything = []
    svc.subscribe(None, everything.append)
    turn_move(svc, code, creds)
    assert [(c.kind, c.version) for c in heard] == [("move", 1)]
    assert pushed == [{0: 1, 1: 1, 2: 1}]
    with pytest.raises(Refused):
        svc.play(code, creds[0], {"kind": "choose_card", "card": 1}, 0)
    assert len(heard) == 1  # a refusal changes nothing: nobody is told
    stop()
    turn_move(svc, code, creds)
    assert len(heard) == 1 and [c.kind for c in everything] == ["move", "move"]
    other, _ = svc.create_table("duo", {}, ["open", "open"], device="x")
    assert everything[-1].code == other and everything[-1].kind == "created"


def test_wait_returns_when_another_thread_moves():
    svc = service()
    code, host, creds = sakura_table(svc)
    revision = svc.resume(code, creds[0])["revision"]
    got = []
    waiter = threading.Thread(target=lambda: got.append(svc.wait(code, revision, timeout=10)))
    waiter.start()
    turn_move(svc, code, creds)
    waiter.join(5)
    assert got == [revision + 1]
    assert svc.wait(code, revision + 1, timeout=0.01) == revision + 1
    svc.close(code, host)
    assert svc.wait(code, 0, timeout=0.01) == -1


# ---------------------------------------------------------------------- the teacher's view
def test_teacher_sees_every_table_and_what_the_class_finds_hard(tmp_path):
    svc = service(tmp_path)
    code, host, creds = sakura_table(svc)
    duo, _ = svc.create_table("duo", {}, ["open", "bot"], device="t2", seed=1)
    wrong = {"kind": "choose_card", "card": 999}
    for _ in range(3):
        with pytest.raises(IllegalAction):
            svc.play(code, creds[0], wrong, 0)
    with pytest.raises(Refused):
        svc.play(code, creds[1], wrong, 0)  # out of turn
    for _ in range(5):
        with pytest.raises(Refused):
            svc.play(code, creds[0], wrong, 7)  # stale: not a rule the class finds hard
    hard = svc.hard_rules()
    assert [(h["game"], h["rule"], h["count"]) for h in hard] == [("sakura", "sakura.round.choose", 3),
                                                                   ("sakura", "core.turn", 1)]
    assert hard[0]["tutorial"].startswith("sakura/") and hard[0]["title"] and hard[0]["summary"]
    assert svc.hard_rules(language="pt")[0]["title"] != hard[0]["title"]
    listed = svc.tables()
    assert [(t["code"], t["game"], t["over"]) for t in listed] == [(code, "sakura", False), (duo, "duo", False)]
    assert listed[0]["scores"] == authority(svc, code).scores() and listed[0]["turn"] == 0
    assert [s["name"] for s in listed[0]["seats"]] == ["Learner 0", "Learner 1", "Learner 2"]


def test_history_is_given_once_the_game_is_over():
    svc = service()
    code, host = svc.create_table("duo", {}, ["open", "automa"], device="a", seed=5)
    cred = svc.join(code, 0, "Ana", device="a")["credential"]
    with pytest.raises(Refused, match="not over yet"):
        svc.history(code)
    game = authority(svc, code)
    while not game.is_over:
        view = svc.view(code, cred)
        svc.play(code, cred, view["legal"][0], view["version"])
    history = svc.history(code)
    assert [Action.from_json(h["action"]) for h in history] == game.history
    assert {h["seat"] for h in history} == {0} and not any(h["bot"] for h in history)
    replay = DuoGame.replay(2, 5, game.history, automa=True)
    assert replay.to_json() == game.to_json()


# ---------------------------------------------------------------------- failures
def test_a_move_the_database_cannot_store_is_taken_back(tmp_path, monkeypatch):
    svc = service(tmp_path)
    code, host, creds = sakura_table(svc, seats=("open", "bot", "open"))
    game = authority(svc, code)
    before = game.to_json()
    view = svc.view(code, creds[0])

    def full_disk(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(svc._store, "record", full_disk)
    with pytest.raises(sqlite3.OperationalError):
        svc.play(code, creds[0], view["legal"][0], 0)  # seat 0's move and the bot's answer: both taken back
    assert game.to_json() == before and svc.public_view(code)["version"] == 0
    monkeypatch.undo()
    assert svc.play(code, creds[0], view["legal"][0], 0)["version"] == 2
    assert service(tmp_path)._tables[code].game.to_json() == game.to_json()


def test_a_bot_that_fails_leaves_its_seat_waiting(monkeypatch):
    svc = service()
    code, host, creds = sakura_table(svc, seats=("open", "bot", "open"))

    def broken(self, game):
        raise RuntimeError("a bot with a bug")

    monkeypatch.setattr(GreedyBot, "choose", broken)
    view = svc.view(code, creds[0])
    assert svc.play(code, creds[0], view["legal"][0], 0)["version"] == 1
    assert svc.public_view(code)["turn"] == 1  # the table waits; nothing is lost


def test_settings_from_the_kits_settings_file(tmp_path):
    path = tmp_path / "jupyter_config.json"
    path.write_text('{"VoilaConfiguration": {}, "KitTables": {"max_tables": 40, "away_after": 60}}')
    assert TableSettings.from_config_file(path) == TableSettings(max_tables=40, away_after=60)
    path.write_text('{"VoilaConfiguration": {}}')
    assert TableSettings.from_config_file(path) == TableSettings()
    path.write_text('{"KitTables": {"max_tables": -1}}')
    with pytest.raises(ValueError, match="max_tables"):
        TableSettings.from_config_file(path)


def test_screens_racing_in_threads_get_one_order(tmp_path):
    """Four screens in four threads send moves as fast as they can, each from the view it last got:
    every version is taken once, the others are refused, and the disk holds the very same game."""
    svc = service(tmp_path)
    code, host, creds = sakura_table(svc, seats=("open",) * 4, seed=3)
    accepted, refused = [], []

    def screen(seat: int) -> None:
        cred = creds[seat]
        while True:
            view = svc.view(code, cred)
            if view["over"]:
                return
            move = view["legal"][0] if view["legal"] else {"kind": "choose_card", "card": 1}
            try:
                accepted.append(svc.play(code, cred, move, view["version"]))
            except IllegalAction as err:
                refused.append(refusal_kind(err))

    threads = [threading.Thread(target=screen, args=(seat,)) for seat in creds]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    game = authority(svc, code)
    assert game.is_over
    assert sorted(p["n"] for a in accepted for p in a["played"]) == list(range(len(game.history)))
    assert refused and set(refused) <= {"turn", "stale"}
    assert service(tmp_path)._tables[code].game.to_json() == game.to_json()


def test_the_service_needs_only_the_standard_library_and_the_engines():
    """It can run as a process of its own (a school's JupyterHub service): no widgets, no plotly, no server."""
    import subprocess
    import sys

    code = ("import sys, widgets.tables; "
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
            "{'ipywidgets', 'plotly', 'tornado', 'jupyter_server', 'voila', 'traitlets', 'anywidget'}); "
            "print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"

