"""The table service alone: authority, seats, credentials, refusals, limits, expiry,
restarts from SQLite, notifications. No server, no browser: the calls a server would make."""

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


def sakura_table(svc: TableService, seats=("open", "open", "open"), seed: int = 7, device: str = "teacher"):
    """A Sakura table with every open seat joined; returns code, creator credential, {seat: credential}."""
    code, host = svc.create_table("sakura", {}, list(seats), device=device, seed=seed)
    creds = {i: svc.join(code, i, f"Learner {i}", device=f"dev{i}")["credential"]
             for i, kind in enumerate(seats) if kind == "open"}
    return code, host, creds


def turn_move(svc: TableService, code: str, creds: dict) -> dict:
    """The seat whose turn it is plays its first legal move."""
    view = svc.public_view(code)
    seat = view["turn"]
    mine = svc.view(code, creds[seat])
    return svc.play(code, creds[seat], mine["legal"][0], mine["version"])


# ---------------------------------------------------------------------- settings and codes
def test_settings_defaults_and_one_source():
    s = TableSettings()
    assert s.as_dict() == {"data_dir": "", "max_tables": 200, "max_solo_tables": 100, "make_way_after": 60.0,
                           "max_tables_per_device": 3, "free_creates_per_hour": 1.0, "shared_creates_per_min": 20.0,
                           "join_burst": 10,
                           "joins_per_minute": 10.0, "away_after": 120.0, "finished_ttl": 3600.0,
                           "abandoned_ttl": 7200.0, "solo_ttl": 300.0, "bot": "greedy", "max_name_length": 24}
    assert TableSettings.from_mapping({"max_tables": 5}).max_tables == 5
    assert TableSettings.from_mapping(None) == s
    with pytest.raises(ValueError, match="unknown table setting"):
        TableSettings.from_mapping({"max_table": 5})
    for bad in ({"max_tables": "5"}, {"max_tables": 0}, {"max_tables": 2.5}, {"away_after": -1},
                {"bot": "search"}, {"data_dir": 3}, {"join_burst": True}):
        with pytest.raises(ValueError):
            TableSettings.from_mapping(bad)


def test_codes_are_short_unambiguous_and_credentials_unguessable():
    svc = service(max_tables_per_device=100, join_burst=100, shared_creates_per_min=100)
    codes, creds = set(), set()
    for i in range(60):
        code, host = svc.create_table("duo", {}, ["open", "bot"], device="d")
        assert len(code) == 6 and set(code) <= set(CODE_ALPHABET)
        codes.add(code)
        creds.add(host)
        assert len(host) >= 32
    assert len(codes) == 60 and len(creds) == 60
    assert not set("01OIL") & set(CODE_ALPHABET) and len(CODE_ALPHABET) ** 6 > 8e8
    code = next(iter(codes))
    assert normalize_code(f" {code[:3].lower()}-{code[3:]} ") == code
    assert normalize_code("ABC") is None and normalize_code("ABCDE0") is None and normalize_code(12) is None


def test_the_database_keeps_no_credential(tmp_path):
    svc = service(tmp_path)
    code, host, creds = sakura_table(svc)
    svc.close_store()
    raw = b"".join(p.read_bytes() for p in tmp_path.iterdir())
    for secret in [host, *creds.values()]:
        assert secret.encode() not in raw
    mode = sqlite3.connect(tmp_path / "tables.sqlite3").execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


# ---------------------------------------------------------------------- seats
def test_join_takes_a_free_open_seat_only():
    svc = service(join_burst=100)
    code, host = svc.create_table("sakura", {}, ["open", "bot", "open"], device="t", seed=1)
    first = svc.join(code.lower(), 0, "  Ana \n", device="a")
    assert first["seat"] == 0 and first["code"] == code
    assert svc.resume(code, first["credential"])["name"] == "Ana"  # spaces and control characters gone
    with pytest.raises(Refused, match="already taken by Ana") as taken:
        svc.join(code, 0, "Bea", device="b")
    assert refusal_kind(taken.value) == "seat"
    with pytest.raises(Refused, match="bot"):
        svc.join(code, 1, "Bea", device="b")
    for seat in (3, -1, "0", True):
        with pytest.raises(Refused, match="seats 1 to 3"):
            svc.join(code, seat, "Bea", device="b")
    for name in ("", "   ", "x" * 25, None, "\x00\x01"):
        with pytest.raises(Refused, match="1 to 24 characters"):
            svc.join(code, 2, name, device="b")
    with pytest.raises(Refused, match="No table has the code"):
        svc.join("ZZZZZZ", 2, "Bea", device="b")
    assert svc.join(code, 2, "Bea", device="b")["seat"] == 2
    seats = svc.public_view(code)["seats"]
    assert [(s["kind"], s["name"], s["taken"]) for s in seats] == [
        ("open", "Ana", True), ("greedy", "", False), ("open", "Bea", True)]
    assert all("credential" not in s and "device" not in s for s in seats)


def test_tables_that_cannot_be_made_are_refused_in_words():
    svc = service(join_burst=50)
    cases = [
        (("chess", {}, ["open", "open"]), "There is no game chess"),
        (("sakura", {}, ["open"]), "for 2 to 6 players"),
        (("sakura", {"colour": 1}, ["open", "open"]), "unknown option"),
        (("sakura", {}, ["bot", "bot"]), "at least one seat open"),
        (("sakura", {}, ["open", "human"]), "not human"),
        (("sakura", {}, ["open", "automa"]), "Automa plays only Tokaido Duo"),
        (("duo", {}, ["automa", "open"]), "Automa plays only Tokaido Duo"),
        (("sakura", [], ["open", "open"]), "settings cannot be read"),
        (("sakura", {}, "open,open"), "settings cannot be read"),
        (("sakura", {}, ["open"] * 9), "settings cannot be read"),
    ]
    for args, words in cases:
        with pytest.raises(Refused, match=words) as refused:
            svc.create_table(*args, device="d")
        assert refusal_kind(refused.value) == "setup"
    assert svc.tables() == []


def test_duo_against_the_automa():
    svc = service()
    code, host = svc.create_table("duo", {}, ["open", "automa"], device="d", seed=3)
    assert svc.public_view(code)["options"] == {"automa": True}
    cred = svc.join(code, 0, "Ana", device="d")["credential"]
    with pytest.raises(Refused, match="bot"):
        svc.join(code, 1, "Bea", device="e")
    game = authority(svc, code)
    for _ in range(400):
        if game.is_over:
            break
        view = svc.view(code, cred)
        assert view["turn"] == 0  # the Automa's turns resolve inside the engine's play()
        svc.play(code, cred, view["legal"][0], view["version"])
    assert game.is_over and svc.tables()[0]["over"]


# ---------------------------------------------------------------------- one authority
def test_moves_are_checked_and_applied_once_in_one_order():
    svc = service()
    code, host, creds = sakura_table(svc)
    game = authority(svc, code)
    before = game.to_json()
    view = svc.view(code, creds[0])
    move = view["legal"][0]

    def refused(seat_cred, action, version, kind, words):
        with pytest.raises(IllegalAction, match=words) as err:
            svc.play(code, seat_cred, action, version)
        assert refusal_kind(err.value) == kind
        assert game.to_json() == before  # a refusal changes nothing
        return err.value

    wrong = refused("not-a-credential", move, 0, "credential", "do not match a seat")
    assert wrong.rule == "table.credential"
    other_table, _, other_creds = sakura_table(svc, seed=8)
    refused(other_creds[0], move, 0, "credential", "do not match a seat")  # a credential of another table
    with pytest.raises(Refused, match="do not match a seat"):
        svc.play("ZZZZZZ", creds[0], move, 0)  # an unknown code: the same words as a wrong credential
    turn = refused(creds[1], move, 0, "turn", "not your turn: the table is waiting for Learner 0")
    assert turn.rule == "core.turn"
    engine = refused(creds[0], {"kind": "choose_card", "card": 999}, 0, "rule", "999")
    assert engine.rule.startswith("sakura.") and type(engine) is IllegalAction  # the engine's own refusal
    assert str(engine) == str(game.why_not(Action("choose_card", card=999)))
    refused(creds[0], move, 1, "stale", "after move 1, it is now after move 0")
    for junk in ({"card": 4}, "choose_card", None, {"kind": "choose_card", "card": {"x": 1}}):
        refused(creds[0], junk, 0, "request", "not a move")
    refused(creds[0], move, "0", "request", "not a move")

    played = svc.play(code, creds[0], move, 0)
    assert played == {"version": 1, "played": [{"n": 0, "seat": 0, "action": move, "bot": False}]}
    before = game.to_json()
    repeat = refused(creds[0], move, 0, "repeated", "already played \\(move 1\\)")
    assert repeat.rule == "table.repeated"
    refused(creds[1], move, 0, "stale", "it is now after move 1")  # the same message from another seat
    assert game.history == [Action.from_json(move)]


def test_each_seat_sees_only_what_it_may():
    svc = service()
    code, host, creds = sakura_table(svc)
    game = authority(svc, code)
    views = {seat: svc.view(code, cred) for seat, cred in creds.items()}
    for seat, view in views.items():
        assert view["seat"] == seat
        assert view["state"] == game.view(seat)
        assert view["state"]["hand"] == sorted(game.hands[seat])
        others = {c for p in creds if p != seat for c in game.hands[p]}
        text = str(wire(view))
        assert not any(f"'hand': [{c}" in text for c in others)
    assert views[0]["legal"] and not views[1]["legal"] and not views[2]["legal"]
    public = svc.public_view(code)
    assert "hand" not in public["state"] and public["seat"] is None and public["legal"] == []
    assert svc.view(code, host) == public  # the creator's credential alone sees the public view
    # the card played face down is seen by its player only
    svc.play(code, creds[0], views[0]["legal"][0], 0)
    assert svc.view(code, creds[0])["state"]["my_commit"]
    assert "my_commit" not in svc.view(code, creds[1])["state"] or not svc.view(code, creds[1])["state"]["my_commit"]
    assert "my_commit" not in svc.public_view(code)["state"]


def test_tokaido_dealt_travellers_are_seen_by_their_player_only():
    svc = service()
    code, host = svc.create_table("tokaido", {"expansions": ["crossroads"]}, ["open", "open", "open"],
                                  device="t", seed=4)
    creds = [svc.join(code, i, f"P{i}", device=f"d{i}")["credential"] for i in range(3)]
    assert authority(svc, code).options["expansions"] == ("crossroads",)
    for seat, cred in enumerate(creds):
        players = svc.view(code, cred)["state"]["players"]
        assert [("tiles" in p) for p in players] == [p == seat for p in range(3)]
    assert not any("tiles" in p for p in svc.public_view(code)["state"]["players"])


def test_views_and_refusals_in_each_screens_language():
    svc = service()
    duo, _ = svc.create_table("duo", {}, ["open", "open"], device="d", seed=1)
    ana = svc.join(duo, 0, "Ana", device="d")["credential"]
    english = svc.view(duo, ana)["state"]["players"]
    assert [p["name"] for p in english] == ["Player 1", "Player 2"]
    assert [p["name"] for p in svc.view(duo, ana, language="it")["state"]["players"]] == ["Giocatore 1", "Giocatore 2"]
    assert svc.view(duo, ana)["state"]["players"] == english  # one screen's language is not another's
    code, host, creds = sakura_table(svc)
    english = svc.view(code, creds[0])
    with pytest.raises(Refused) as err:
        svc.play(code, creds[1], english["legal"][0], 0)
    assert refusal_json(err.value, "it")["text"].startswith("Non è il tuo turno")
    assert refusal_json(err.value, "pt")["text"].startswith("Não é a sua vez")
    assert refusal_json(err.value)["rule"] == "core.turn"


# ---------------------------------------------------------------------- bots
def test_bot_seats_play_at_once_and_deterministically():
    def run():
        svc = service()
        code, host, creds = sakura_table(svc, seats=("bot", "open", "random"), seed=11)
        for _ in range(12):
            turn_move(svc, code, creds)
        return authority(svc, code).history

    first = run()
    assert first == run()
    svc = service()
    code, host, creds = sakura_table(svc, seats=("bot", "open", "random"), seed=11)
    game = authority(svc, code)
    assert len(game.history) == 1 and svc.public_view(code)["turn"] == 1  # the bot in seat 0 played
    twin = SakuraGame.new(players=3, seed=11)
    twin.play(GreedyBot(seed=bot_seed(11, 0)).choose(twin))
    assert twin.history == game.history
    result = turn_move(svc, code, creds)  # seat 1 plays, the random bot of seat 2, then the next round's bot
    assert [(p["seat"], p["bot"]) for p in result["played"]][:3] == [(1, False), (2, True), (0, True)]
    assert svc.public_view(code)["turn"] == 1 and result["version"] == len(game.history)


def test_an_away_seat_goes_to_a_bot_and_comes_back():
    clock = Clock()
    svc = service(clock=clock)
    code, host, creds = sakura_table(svc)
    game = authority(svc, code)
    with pytest.raises(Refused, match="Only the player who created"):
        svc.hand_to_bot(code, creds[2], 0)
    with pytest.raises(Refused, match="do not match"):
        svc.hand_to_bot(code, "nobody", 0)
    clock.advance(119)
    with pytest.raises(Refused, match="Learner 0 was here 119 seconds ago"):
        svc.hand_to_bot(code, host, 0)
    assert game.history == []
    clock.advance(1)
    svc.hand_to_bot(code, host, 0)  # seat 0's turn: the bot plays it at once
    assert len(game.history) == 1 and svc.public_view(code)["seats"][0]["bot_holds"]
    with pytest.raises(Refused, match="played by a bot"):
        svc.hand_to_bot(code, host, 0)
    turn_move(svc, code, creds)
    turn_move(svc, code, creds)  # seat 2 ends the round: seat 0's next card is the bot's again
    assert len(game.history) >= 4
    back = svc.resume(code, creds[0])  # the learner returns: the seat is theirs again
    assert back["seat"] == 0 and not svc.public_view(code)["seats"][0]["bot_holds"]
    n = len(game.history)
    turn_move(svc, code, creds)
    assert len(game.history) == n + 1 or game.is_over


def test_leave_starts_the_wait_and_does_not_take_the_seat_back():
    clock = Clock()
    svc = service(clock=clock)
    code, host, creds = sakura_table(svc)
    clock.advance(100)
    svc.resume(code, creds[1])  # still there at 100 s
    clock.advance(50)
    svc.leave(code, creds[1])  # gone at 150 s
    clock.advance(119)
    with pytest.raises(Refused, match="was here 119 seconds ago"):
        svc.hand_to_bot(code, host, 1)
    clock.advance(1)
    svc.hand_to_bot(code, host, 1)
    svc.leave(code, creds[1])
    assert svc.public_view(code)["seats"][1]["bot_holds"]


def test_an_empty_seat_can_be_given_to_a_bot_until_someone_joins():
    svc = service()
    code, host = svc.create_table("duo", {}, ["open", "open"], device="t", seed=2)
    svc.hand_to_bot(code, host, 1)
    cred = svc.join(code, 0, "Ana", device="a")["credential"]
    for _ in range(6):
        view = svc.view(code, cred)
        if view["turn"] != 0:
            break
        svc.play(code, cred, view["legal"][0], view["version"])
    assert 1 in svc._tables[code].movers  # the bot played seat 1 while nobody sat there
    joined = svc.join(code, 1, "Bea", device="b")
    assert not svc.public_view(code)["seats"][1]["bot_holds"] and joined["seat"] == 1


# ---------------------------------------------------------------------- limits
def test_caps_per_device_and_per_server():
    svc = service(max_tables=4, max_tables_per_device=2)
    for _ in range(2):
        svc.create_table("duo", {}, ["open", "open"], device="a")
    with pytest.raises(Refused, match="already has 2 tables open") as err:
        svc.create_table("duo", {}, ["open", "open"], device="a")
    assert refusal_kind(err.value) == "limit"
    for _ in range(2):
        svc.create_table("duo", {}, ["open", "open"], device="b")
    with pytest.raises(Refused, match="already holds 4 tables"):
        svc.create_table("duo", {}, ["open", "open"], device="c")
    assert len(svc.tables()) == 4


def test_joins_are_rate_limited_per_device():
    clock = Clock()
    svc = service(clock=clock, join_burst=3, joins_per_minute=6)
    code, host = svc.create_table("sakura", {}, ["open"] * 6, device="host")  # spends host's token only
    guesses = ["ABCDEF", "ABCDEG", "ABCDEH"]
    for guess in guesses[:2]:
        with pytest.raises(Refused, match="No table"):
            svc.join(guess, 0, "Eve", device="eve")
    svc.watch(code, device="eve")  # a watch spends a token too
    with pytest.raises(Refused, match="wait 10 seconds") as err:
        svc.join(code, 0, "Eve", device="eve")  # even the right code: the device must wait
    assert err.value.retry_after == pytest.approx(10)
    assert svc.join(code, 0, "Ana", device="ana")["seat"] == 0  # other devices are not slowed
    clock.advance(10)
    assert svc.join(code, 1, "Eve", device="eve")["seat"] == 1
    with pytest.raises(Refused, match="wait"):
        svc.join(code, 2, "Eve", device="eve")


# ---------------------------------------------------------------------- expiry
def test_finished_and_abandoned_tables_expire(tmp_path):
    clock = Clock()
    svc = service(tmp_path, clock=clock, finished_ttl=600, abandoned_ttl=3600, solo_ttl=10**6)  # solo: test_flood
    finished, host_f = svc.create_table("duo", {}, ["open", "automa"], device="a", seed=5)
    cred = svc.join(finished, 0, "Ana", device="a")["credential"]
    game = authority(svc, finished)
    while not game.is_over:
        view = svc.view(finished, cred)
        svc.play(finished, cred, view["legal"][0], view["version"])
    idle, host_i = svc.create_table("sakura", {}, ["open", "open"], device="b")
    busy, host_b, creds = sakura_table(svc, device="c")
    heard = []
    svc.subscribe(None, heard.append)
    clock.advance(599)
    assert svc.expire() == []
    with pytest.raises(Refused, match="is over"):
        svc.join(finished, 1, "Bea", device="b")
    clock.advance(1)
    assert svc.expire() == [finished]
    with pytest.raises(Refused, match="do not match"):
        svc.view(finished, cred)
    clock.advance(3000)
    turn_move(svc, busy, creds)  # somebody acts at this table: it is not abandoned
    clock.advance(600)
    assert svc.expire() == [idle]
    assert [(c.code, c.kind) for c in heard if c.kind == "expired"] == [(finished, "expired"), (idle, "expired")]
    assert [t["code"] for t in TableService(TableSettings(data_dir=str(tmp_path)), clock=clock).tables()] == [busy]


def test_the_creator_closes_a_table():
    svc = service()
    code, host, creds = sakura_table(svc)
    with pytest.raises(Refused, match="Only the player who created"):
        svc.close(code, creds[0])
    svc.close(code, host)
    assert svc.tables() == []
    with pytest.raises(Refused):
        svc.public_view(code)
