"""The position editor and share links of the apps, driven from Python.

Per game: a position built by the Python twins of the clicks is the game the app
shows once applied (equal to ``Game.scenario(**position)``); its exported code,
exec'd, recreates the same public view; its share link opens the same game in a
fresh app. Malformed, forged, oversized, unknown-keyword, other-game and
impossible links are refused with the catalogue's message and the app deals a
new game; nothing from a link reaches ``eval`` or ``exec``.
"""

from __future__ import annotations

import base64
import builtins
import json
import zlib

import pytest

from tokaido_kit.core import i18n
from widgets.common.position import link
from widgets.common.position.applinks import LINK_CHECKED
from widgets.duo.app import DuoApp
from widgets.sakura.app import SakuraApp
from widgets.tokaido.app import TokaidoApp

APPS = {"sakura": SakuraApp, "tokaido": TokaidoApp, "duo": DuoApp}


def build_sakura():
    app = SakuraApp(players=3, seed=5, seats=["human"] * 3)
    ed = app.editor
    ed.toggle(True)
    ed.select("emperor")
    ed.click_space(12)
    for i, space in enumerate([3, 0, 7]):
        ed.select("painters", i)
        ed.click_space(space)
    for i, tokens in enumerate([2, 0, 4]):
        ed.set_field("tokens", tokens, i)
    for i, hand in enumerate(["4, 1, 2", "20, 6", "51"]):
        ed.set_field("hands", hand, i)
    ed.set_field("decks.draw", "9, 10")
    return app


def build_tokaido():
    app = TokaidoApp(players=3, seed=2, seats=["human"] * 3)
    ed = app.editor
    ed.toggle(True)
    for i, space in enumerate([4, 2, 6]):
        ed.select("spaces", i)
        ed.click_space(space)
    ed.set_field("travelers", "Hiroshige, Kinko, Satsuki")
    for i, coins in enumerate([5, 3, 8]):
        ed.set_field("coins", coins, i)
    ed.set_field("decks.meal", "Dango, Misoshiru")
    ed.set_field("decks.hot_spring", "3, 2")
    return app


def build_duo():
    app = DuoApp(mode="two", seed=4)
    ed = app.editor
    ed.toggle(True)
    for i, space in enumerate([3, 8]):
        ed.select("pilgrims", i)
        ed.click_space(space)
    ed.set_field("merchants", "Kiri", 1)
    ed.set_field("artists", "Kaze", 0)
    ed.set_field("coins", 4, 0)
    ed.set_field("rolls", "2, 1, 3")
    return app


BUILD = {"sakura": build_sakura, "tokaido": build_tokaido, "duo": build_duo}


def new_game_json(app) -> str:
    """What New game deals with the app's menus now."""
    game = app.board.game
    return app._make_game(app._setup_of(game), app.seed_box.value).to_json()


@pytest.mark.parametrize("name", list(APPS))
def test_clicks_build_the_position_the_app_shows(name):
    app = BUILD[name]()
    ed = app.editor
    assert ed.error.message == "" and ed.position is not None, ed.error.text
    expected = app.game_class.scenario(**ed.position)
    assert ed.click_apply() is app.board.game
    assert app.board.game.to_json() == expected.to_json()
    assert app.position_setup()[1] == expected.seed and app.board.game.players == expected.players
    assert ed.note.value == i18n.text("widgets.editor.applied")


def test_the_clicks_land_where_they_were_made():
    ed = build_sakura().editor
    p = ed.position
    assert (p["emperor"], p["painters"], p["tokens"], p["hands"], p["decks"]) == \
        (12, [3, 0, 7], [2, 0, 4], [[4, 1, 2], [20, 6], [51]], {"draw": [9, 10]})
    assert build_tokaido().editor.position["spaces"] == [4, 2, 6]
    duo = build_duo().editor.position
    assert duo["pilgrims"] == [3, 8] and duo["merchants"][1] == "Kiri" and duo["rolls"] == [2, 1, 3]


@pytest.mark.parametrize("name", list(APPS))
def test_exported_code_recreates_the_view(name):
    app = BUILD[name]()
    app.editor.click_apply()
    namespace: dict = {}
    exec(app.editor.code, namespace)  # what a teacher pastes into a tutorial cell
    assert namespace["game"].view(None) == app.board.game.view(None)
    assert namespace["game"].to_json() == app.board.game.to_json()


@pytest.mark.parametrize("name", list(APPS))
def test_share_link_round_trips(name):
    made = BUILD[name]()
    token = made.editor.link
    assert token.startswith(link.PREFIX) and len(token) < link.MAX_LINK
    assert made.editor.share.url("http://host/app.ipynb").endswith("?position=" + token)
    fresh = APPS[name](seats=["human"] * (2 if name == "duo" else 4 if name == "sakura" else 3))
    assert fresh.open_query(f"foo=1&position={token}") is True
    assert fresh.position_refusal is None and LINK_CHECKED in fresh.ready._dom_classes
    assert fresh.board.game.to_json() == made.game_class.scenario(**made.editor.position).to_json()
    assert fresh.seed_box.value == made.seed_box.value
    fresh.editor.toggle(True)  # the editor opens on the link's position, hands and decks included
    assert fresh.editor.position == made.editor.position and fresh.editor.link == token
    with_bots = APPS[name]()  # bots may play at once: the position is the game's start
    assert with_bots.open_link(token) is True
    expected = made.game_class.scenario(**made.editor.position)
    assert json.loads(with_bots.board.game.to_json())["initial"] == json.loads(expected.to_json())["initial"]


def test_the_link_is_read_from_voilas_query_string(monkeypatch):
    token = build_duo().editor.link
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.setenv("QUERY_STRING", f"position={token}")
    app = DuoApp()
    assert app.open_query() is True and app.board.game.view(None)["players"][1]["pilgrim"] == 8
    monkeypatch.delenv("QUERY_STRING")
    plain = DuoApp()
    assert plain.open_query() is False and plain.position_refusal is None
    assert LINK_CHECKED in plain.ready._dom_classes


def test_in_the_static_site_the_link_is_asked_of_the_page(monkeypatch):
    """Python in the browser (Pyodide) has no QUERY_STRING: the app asks the page for its address,
    and opens the link (language and position) when the answer comes."""
    from widgets.common.position import applinks
    from widgets.common.position.applinks import LINK_ASKED

    token = build_duo().editor.link
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.setattr(applinks, "in_the_browser", lambda: True)
    try:
        app = DuoApp()
        assert app.open_query() is False  # the answer comes later, from the page
        assert LINK_ASKED in app.ready._dom_classes and LINK_CHECKED not in app.ready._dom_classes
        assert app.board.game.view(None)["players"][1]["pilgrim"] != 8
        app._page_address.query = f"?lang=pt&position={token}"  # what the page's model sends
        assert LINK_CHECKED in app.ready._dom_classes and app.position_refusal is None
        assert app.board.game.view(None)["players"][1]["pilgrim"] == 8 and i18n.get_language() == "pt"
        app._page_address.query = "?position=kitp1.forged"  # asked once: a later change opens nothing
        assert app.position_refusal is None

        plain = DuoApp()
        plain.open_query()
        plain._page_address.query = ""  # a page with no query: the app plays as it started
        assert LINK_CHECKED in plain.ready._dom_classes and plain.position_refusal is None
    finally:
        i18n.set_language("en")


def test_a_position_game_is_not_autosaved():
    app = build_duo()
    kept = app.savebox.stored_text
    app.editor.click_apply()
    board = app.board
    board.try_play(board.game.legal_actions()[0])
    assert board.game.history and app.savebox.stored_text == kept
    app.new_game()
    board.try_play(board.game.legal_actions()[0])
    assert app.savebox.stored_text != kept  # a dealt game is kept again


def raw_token(data) -> str:
    """A token around any JSON object (zlib + base64url, like the kit's)."""
    raw = zlib.compress(json.dumps(data).encode())
    return link.PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def signed(game: str, position: dict, version: int = link.VERSION) -> str:
    return raw_token({"kit": "position", "game": game, "v": version, "p": position,
                      "sum": link._checksum(game, version, position)})


def bad_links(name: str, good: dict) -> dict[str, tuple[str, str]]:
    """reason -> (token, what the refusal names)."""
    forged = dict(good, seed=good["seed"] + 1)
    other = "sakura" if name != "sakura" else "duo"
    return {
        "malformed": ("kitp1.!!not base64!!", ""),
        "not_kit": ("hello", ""),
        "not_json": (link.PREFIX + base64.urlsafe_b64encode(zlib.compress(b"{nope")).decode(), ""),
        "too_big": (link.PREFIX + "A" * (link.MAX_LINK + 1), "4"),
        "forged": (raw_token({"kit": "position", "game": name, "v": 1, "p": forged,
                              "sum": link._checksum(name, 1, good)}), ""),
        "unknown_keyword": (signed(name, dict(good, __class__="__import__('os').system('true')")), "__class__"),
        "bad_value": (signed(name, dict(good, players="3; import os")), "players"),
        "other_game": (signed(other, good), i18n.text(f"links.game.{other}")),
        "version": (signed(name, good, version=99), "99"),
    }


REASON = {"not_kit": "malformed", "not_json": "malformed"}


@pytest.mark.parametrize("name", list(APPS))
def test_bad_links_are_refused_and_a_new_game_starts(name, monkeypatch):
    good = BUILD[name]().editor.position
    for case, (token, named) in bad_links(name, good).items():
        app = APPS[name]()
        assert app.open_query("position=" + token) is False, case
        err = app.position_refusal
        assert err is not None and err.reason == REASON.get(case, case), (case, err and err.detail)
        assert named in str(err)
        assert app.editor.error.message == i18n.text("widgets.editor.link_refused", why=str(err))
        assert app.board.game.history == [] and app.board.game.to_json() == new_game_json(app)
        assert LINK_CHECKED in app.ready._dom_classes


IMPOSSIBLE = {
    "sakura": dict(players=3, seed=1, emperor=5, painters=[6, 0, 0]),
    "tokaido": dict(players=3, seed=1, travelers=["Hiroshige", "Kinko", "Satsuki"], spaces=[3, 3, 1]),
    "duo": dict(players=2, seed=1, automa=False, pilgrims=[4, 4]),
}


@pytest.mark.parametrize("name", list(APPS))
def test_an_impossible_position_is_refused_with_the_rule(name):
    app = APPS[name]()
    app.board.try_play(app.board.game.legal_actions()[0])
    assert app.open_link(signed(name, IMPOSSIBLE[name])) is False
    err = app.position_refusal
    assert err.reason == "impossible" and err.rule and err.rule in err.detail
    assert app.editor.error.rule == err.rule  # the rule's summary is shown with it
    assert app.board.game.history == [] and app.board.game.to_json() == new_game_json(app)


def test_an_oversized_query_string_is_refused():
    app = SakuraApp()
    assert app.open_query("x=" + "a" * (3 * link.MAX_LINK)) is False
    assert app.position_refusal.reason == "too_big"


def test_the_editor_says_what_is_wrong_next_to_it():
    app = TokaidoApp(players=3)
    ed = app.editor
    ed.toggle(True)
    ed.set_field("travelers", "Hiroshige, Kinko, Satsuki")
    for i in range(2):
        ed.select("spaces", i)
        ed.click_space(3)  # a village: a single space
    assert ed.position is None and ed.code == "" and ed.link == ""
    assert "single space 3" in ed.error.message and ed.error.rule == "tokaido.move.free_space"
    game = app.board.game
    assert ed.click_apply() is None and app.board.game is game  # nothing changes on the board
    ed.click_space(5)
    assert ed.error.message == "" and ed.position["spaces"] == [3, 5, 1]


def test_clicking_a_space_without_a_piece_asks_for_one():
    ed = SakuraApp().editor
    ed.toggle(True)
    ed.pieces.value = None
    assert ed.click_space(4) is None and ed.note.value == i18n.text("widgets.editor.choose_piece")


def test_the_editor_follows_the_menus():
    app = SakuraApp(players=4)
    ed = app.editor
    ed.toggle(True)
    app.players_menu.value = 2
    assert len(ed.position["painters"]) == 2 and "imperial:" in [v for _l, v in ed.pieces.options]
    ed.select("imperial")
    ed.click_space(1)
    assert ed.position["imperial"] == 1
    app.seed_box.value = 77
    assert ed.position["seed"] == 77


@pytest.mark.parametrize("name", list(APPS))
def test_a_link_never_reaches_eval_or_exec(name, monkeypatch):
    good = BUILD[name]().editor
    tokens = [good.link, *(t for t, _ in bad_links(name, good.position).values()), signed(name, IMPOSSIBLE[name])]

    def forbidden(*_a, **_k):
        raise AssertionError("a link reached eval/exec")

    monkeypatch.setattr(builtins, "eval", forbidden)
    monkeypatch.setattr(builtins, "exec", forbidden)
    monkeypatch.setattr(builtins, "compile", forbidden)
    for token in tokens:
        APPS[name]().open_query("position=" + token)


def test_only_plain_data_fits_a_whitelist():
    assert link.fits([[1, 2], [3]], [["int"]]) and link.fits({"draw": [1]}, {"draw": ["int"]})
    assert not link.fits({"draw": [1], "x": []}, {"draw": ["int"]})
    assert not link.fits(True, "int") and not link.fits(1, "bool") and not link.fits("x" * 100, "str")
    assert not link.fits(list(range(link.MAX_LIST + 1)), ["int"])
    assert link.rule_of("no (rule sakura.bump.painter)") == "sakura.bump.painter"
    assert link.rule_of("duo.pilgrim.occupied: two") == "duo.pilgrim.occupied"
