"""The hub's tables service, without a hub (:class:`widgets.hub.service.HubTables`, in memory).

Each call is answered as the hub user whose token the kernel sent: these tests call it as the handler does
once the hub said whose token it is. Fast; the same rules are checked end to end in ``test_hub.py``.
"""

from __future__ import annotations

import pytest

from widgets.hub.service import HubTables
from widgets.hub.settings import HubSettings
from widgets.hub.roster import hub_groups, parse_classes
from widgets.tables import TableSettings


@pytest.fixture
def tables():
    return HubTables(TableSettings())


def sit(tables: HubTables, user: str, code: str, seat: int, name: str = "typed") -> str:
    return tables.call("join", user, {"code": code, "seat": seat, "name": name})["credential"]


def test_a_seat_carries_the_hub_users_name_whatever_was_typed(tables):
    made = tables.call("create", "ana", {"game": "duo", "options": {}, "seats": ["open", "open"]})
    sit(tables, "ana", made["code"], 0, "Mallory")
    seats = tables.call("lobby", "bruno", {"code": made["code"]})["seats"]
    assert seats[0]["name"] == "ana"


def test_another_users_seat_or_creator_credential_is_refused_and_changes_nothing(tables):
    made = tables.call("create", "ana", {"game": "duo", "options": {}, "seats": ["open", "open"]})
    code, creator = made["code"], made["creator"]
    mine = sit(tables, "ana", code, 0)
    sit(tables, "bruno", code, 1)
    view = tables.call("replica", "ana", {"code": code, "credential": mine, "since": 0})
    for op, extra in (("resume", {}), ("leave", {}), ("replica", {"since": 0}),
                      ("play", {"action": {"kind": "choose_die", "character": "pilgrim"}, "version": view["version"]})):
        answer = tables.call(op, "bruno", dict(extra, code=code, credential=mine))
        assert answer["refused"]["kind"] == "credential", (op, answer)
    for op, extra in (("close", {}), ("hand", {"seat": 0})):
        assert tables.call(op, "bruno", dict(extra, code=code, credential=creator))["refused"]["kind"] == "credential"
    after = tables.call("replica", "ana", {"code": code, "credential": mine, "since": 0})
    assert after["version"] == view["version"] and after["seats"][0]["name"] == "ana"  # still Ana's, unchanged


def test_tables_count_per_hub_user(tables):
    for _ in range(3):
        assert "code" in tables.call("create", "ana", {"game": "sakura", "options": {}, "seats": ["open", "greedy"]})
    refused = tables.call("create", "ana", {"game": "sakura", "options": {}, "seats": ["open", "greedy"]})
    assert refused["refused"]["kind"] == "limit"
    assert "code" in tables.call("create", "bruno", {"game": "sakura", "options": {}, "seats": ["open", "greedy"]})


def test_the_teachers_view_finds_a_classs_tables_by_their_users(tables):
    made = tables.call("create", "carla", {"game": "duo", "options": {}, "seats": ["open", "open"]})
    sit(tables, "ana", made["code"], 1)
    assert tables.service.devices()[made["code"]] == {"carla", "ana"}
    assert tables.service.close_table(made["code"]) and made["code"] not in tables.service.devices()


def test_classes_become_hub_groups_with_their_teachers_and_bad_lists_say_why():
    groups = hub_groups("7a=ana,bruno 7b=carla", ["lee"], HubSettings())
    assert groups == {"7a": {"users": ["ana", "bruno", "lee"]}, "7b": {"users": ["carla", "lee"]},
                      "teachers": {"users": ["lee"]}}
    for bad in ("7a", "7a=Ana", "=ana"):
        with pytest.raises(ValueError):
            parse_classes(bad)


def test_the_hub_settings_are_one_persons_server():
    settings = HubSettings.load()
    assert settings.pool_size in (0, 1) and settings.max_kernels >= 1
    with pytest.raises(ValueError):
        HubSettings(pool_size=3)
    with pytest.raises(ValueError):
        HubSettings.from_mapping({"pool": 1})


def refuse(tables: HubTables, user: str, game: str) -> str:
    """``user`` sits at a new table of ``game`` out of turn and tries a move there: refused, counted. The rule."""
    made = tables.call("create", user, {"game": game, "options": {}, "seats": ["open", "open"]})
    mine = sit(tables, user, made["code"], 1)
    view = tables.call("replica", user, {"code": made["code"], "credential": mine, "since": 0})
    action = {"duo": {"kind": "choose_die", "character": "pilgrim"}, "sakura": {"kind": "choose_card", "card": 1}}[game]
    answer = tables.call("play", user, {"code": made["code"], "credential": mine, "action": action,
                                        "version": view["version"]})
    return answer["refused"]["rule"]


def test_what_a_class_finds_hard_counts_its_own_learners_refused_moves_only(tables):
    assert refuse(tables, "ana", "sakura") == refuse(tables, "bruno", "sakura") == "core.turn"  # class 7a
    refuse(tables, "dario", "duo")  # class 7b
    seen = lambda users: [(h["game"], h["rule"], h["count"]) for h in tables.service.hard_rules(devices=users)]  # noqa: E731
    assert seen({"ana", "bruno", "lee"}) == [("sakura", "core.turn", 2)]
    assert seen({"dario"}) == [("duo", "core.turn", 1)]
    assert seen(set()) == []
    assert {(h["game"], h["count"]) for h in tables.service.hard_rules()} == {("sakura", 2), ("duo", 1)}  # the hub's


def test_a_teacher_named_in_a_class_teaches_that_class_only():
    groups = hub_groups("7a=ana,lee 7b=carla,maria", ["lee", "maria", "zoe"], HubSettings())
    assert groups == {"7a": {"users": ["ana", "lee", "zoe"]}, "7b": {"users": ["carla", "maria", "zoe"]},
                      "teachers": {"users": ["lee", "maria", "zoe"]}}


def test_a_kernel_under_the_hub_keeps_its_users_tables_under_a_key_of_their_own(monkeypatch):
    from widgets.duo.app import DuoApp
    from widgets.hub.singleuser import HubTablesRoute

    server = {"JUPYTERHUB_API_TOKEN": "a-token", "JUPYTERHUB_SERVICE_PREFIX": "/user/ana/", "JUPYTERHUB_USER": "ana",
              "KIT_HUB_TABLES_URL": "http://127.0.0.1:9/services/kit-tables/"}
    for name, value in HubTablesRoute.from_environment(server).kernel_env("").items():
        monkeypatch.setenv(name, value)
    assert DuoApp().table_panel.keeper.key == "tokaido-kit/tables/ana"
    monkeypatch.delenv("KIT_TABLES_USER")  # make serve: the browser's own list, as before
    assert DuoApp().table_panel.keeper.key == "tokaido-kit/tables"


def test_under_the_hub_the_too_many_pages_page_speaks_of_the_learners_own_pages(monkeypatch):
    from widgets.server import guard

    for name in ("JUPYTERHUB_API_TOKEN", "JUPYTERHUB_SERVICE_PREFIX"):
        monkeypatch.delenv(name, raising=False)
    assert [guard.full_kind(r) for r in ("server", "address", "opening")] == ["server", "address", "opening"]
    monkeypatch.setenv("JUPYTERHUB_API_TOKEN", "a-token")
    monkeypatch.setenv("JUPYTERHUB_SERVICE_PREFIX", "/user/ana/")
    assert [guard.full_kind(r) for r in ("server", "address", "opening")] == ["server", "user", "user_opening"]
    for lang, words, device in (("en", "You already have 6 games", "this device"),
                                ("pt", "Você já tem 6 jogos", "neste aparelho"),
                                ("it", "Hai già 6 partite", "questo dispositivo")):
        page = guard.message_page(f"full.{guard.full_kind('address')}", lang, "/user/ana/", reload=True, n=6)
        assert words in page and device not in page.lower(), page
