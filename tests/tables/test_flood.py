"""Tables a classmate's script cannot use to lock the class out.

The attack that worked before: from 66 addresses, pages that each created 3 tables and left filled the
server's 200 places in about a minute, and every learner after that was refused. Here the script has
256 addresses (devices ``127.0.0.x`` as the server counts them) and the settings are the kit's own
settings file (``KitTables`` in ``widgets/server/jupyter_config.json``).
"""

from __future__ import annotations

import pytest

from widgets.server import CONFIG
from widgets.tables import Refused, TableService, TableSettings

from .helpers import Clock

ADDRESSES = [f"127.0.{n // 250}.{n % 250 + 3}" for n in range(256)]


def served(clock: Clock, **changes) -> TableService:
    """The table service with the served settings (in memory)."""
    return TableService(TableSettings.from_config_file(CONFIG).with_changes(**{"data_dir": "", **changes}), clock=clock)


def flood(svc: TableService, clock: Clock, apart: float = 0.1) -> int:
    """Every address creates tables until refused (as its pages would), ``apart`` seconds apart."""
    made = 0
    for address in ADDRESSES:
        for _ in range(svc.settings.max_tables_per_device):
            clock.advance(apart)
            try:
                svc.create_table("duo", {}, ["open", "open"], device=address)
                made += 1
            except Refused:
                break
    return made


def a_class(svc: TableService, clock: Clock, learners: int = 30, tables: int = 8) -> list[tuple[str, dict]]:
    """``learners`` devices: the first ``tables`` create a table, the others join them; every call must pass."""
    made = []
    for n in range(tables):
        code, creator = svc.create_table("sakura", {}, ["open"] * 4, device=f"learner-{n}")
        creds = {0: svc.join(code, 0, f"Learner {n}", device=f"learner-{n}")["credential"]}
        made.append((code, creds))
    for n in range(tables, learners):
        code, creds = made[n % tables]
        seat = len(creds)
        creds[seat] = svc.join(code, seat, f"Learner {n}", device=f"learner-{n}")["credential"]
    return made


def screens_show(svc: TableService, tables: list[tuple[str, dict]]) -> None:
    """The learners' pages follow their tables (what a page's kernel does every 20 s at least)."""
    for code, creds in tables:
        for cred in creds.values():
            svc.resume(code, cred)


def test_the_served_settings_bound_solo_tables_and_keep_room_for_games():
    s = TableSettings.from_config_file(CONFIG)
    assert s.solo_ttl <= 600  # "forgotten after a few minutes"
    assert s.max_solo_tables < s.max_tables  # abandoned solo tables can never fill the server
    assert 20 < s.make_way_after < s.solo_ttl  # longer than a page's 20 s between two looks at its table


def test_a_flood_from_256_addresses_never_refuses_a_class_of_30():
    clock = Clock()
    svc = served(clock)
    assert flood(svc, clock) >= svc.settings.max_solo_tables
    assert len(svc.tables()) <= svc.settings.max_solo_tables  # before: 200 tables, the server full
    clock.advance(svc.settings.make_way_after)  # the script's pages are gone
    tables = a_class(svc, clock)  # none refused
    assert {t["code"] for t in svc.tables() if not t["solo"]} == {code for code, _ in tables}
    for _ in range(5):  # the script goes on while the class plays: the class's tables stay
        screens_show(svc, tables)
        clock.advance(20)
        flood(svc, clock)
        screens_show(svc, tables)
        assert {code for code, _ in tables} <= {t["code"] for t in svc.tables()}
    clock.advance(svc.settings.make_way_after)
    more = a_class(svc, clock, learners=8, tables=8)  # a second class on the same server, still none refused
    assert len(more) == 8


def test_solo_tables_are_forgotten_minutes_after_their_page_left(tmp_path):
    clock = Clock()
    svc = served(clock, data_dir=str(tmp_path))
    left, _ = svc.create_table("duo", {}, ["open", "open"], device="127.0.0.3")
    shown, shown_creator = svc.create_table("duo", {}, ["open", "bot"], device="127.0.0.4")
    mine = svc.join(shown, 0, "Ana", device="127.0.0.4")["credential"]  # the creator's own seat: still solo
    game, _ = svc.create_table("duo", {}, ["open", "open"], device="127.0.0.5")
    svc.join(game, 0, "Bea", device="127.0.0.5")
    svc.join(game, 1, "Caio", device="127.0.0.6")  # a second device: a game, kept like any game
    for _ in range(int(svc.settings.solo_ttl // 20)):
        clock.advance(20)
        svc.resume(shown, mine)  # its page is open
    assert svc.expire() == [left]
    clock.advance(svc.settings.solo_ttl)
    assert svc.expire() == [shown]
    # a restart brings back the game only
    assert [t["code"] for t in TableService(svc.settings, clock=clock).tables()] == [game]


def test_at_the_cap_a_table_a_page_shows_is_never_the_one_that_makes_way():
    clock = Clock()
    svc = served(clock, max_solo_tables=3, max_tables=4)
    kept, creator = svc.create_table("duo", {}, ["open", "open"], device="ana")
    quiet = [svc.create_table("duo", {}, ["open", "open"], device=f"eve{n}")[0] for n in range(2)]
    with pytest.raises(Refused, match="3 tables nobody has joined yet"):
        svc.create_table("duo", {}, ["open", "open"], device="bea")  # every solo table was alive a moment ago
    clock.advance(svc.settings.make_way_after)
    svc.resume(kept, creator)  # ana's page shows her table
    svc.create_table("duo", {}, ["open", "open"], device="bea")
    codes = {t["code"] for t in svc.tables()}
    assert kept in codes and quiet[0] not in codes and quiet[1] in codes  # the quietest made way


def test_a_script_that_never_stops_making_tables_holds_the_class_back_for_minutes_at_most():
    """Every 30 s for half an hour the script's 256 addresses make every table they are let; every 30 s
    a learner makes a table and a classmate joins it. Only the script's first burst can hold a learner
    back (its first table of the hour on each address); after it, no learner is ever refused."""
    clock = Clock()
    svc = served(clock)
    refused, games = [], []
    for step in range(60):
        flood(svc, clock, apart=0.01)
        try:
            code, _ = svc.create_table("duo", {}, ["open", "open"], device=f"learner-{step}")
        except Refused as err:
            assert "try again in a minute" in str(err)
            refused.append(step * 30)
        else:
            svc.join(code, 0, "Ana", device=f"learner-{step}")
            games.append((code, {1: svc.join(code, 1, "Bia", device=f"mate-{step}")["credential"]}))
        screens_show(svc, games)
        clock.advance(30 - 256 * 3 * 0.01)
    # before: every learner refused from the first minute to the end of the lesson (200 tables, 2 hours);
    # now the script's first burst (one free table per address, then the shared allowance) fills the solo
    # places about three times over, each time for the minute it takes them to make way, and never again
    assert max(refused, default=0) <= 300
    assert len(games) >= 49 and {code for code, _ in games} <= {t["code"] for t in svc.tables()}
