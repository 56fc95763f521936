"""An app built ahead by a warm kernel (widgets.common.ahead) is, once a page takes it, the app a fresh
run of the page's notebook gives: same widgets, same state, same language, same position, same game."""

from __future__ import annotations

import pytest
from ipywidgets.widgets.widget import _instances

from tokaido_kit.core import i18n
from tests.widgets.test_first_render import _refs
from widgets.common import ahead
from widgets.common.light import shared_ids
from widgets.duo.app import DuoApp
from widgets.sakura.app import SakuraApp
from widgets.tokaido.app import TokaidoApp

APPS = {"tokaido": TokaidoApp, "sakura": SakuraApp, "duo": DuoApp}


def tree(widget, seen=None) -> object:
    """A widget's state and its children's, by position in the tree (model ids left out)."""
    seen = set() if seen is None else seen
    if id(widget) in seen:
        return "<again>"
    seen.add(id(widget))
    out = {}
    for key, value in sorted(widget.get_state().items()):
        out[key] = _value(value, seen)
    return out


def _value(value, seen):
    if isinstance(value, str) and value.startswith("IPY_MODEL_"):
        model = _instances.get(value[len("IPY_MODEL_"):])
        return tree(model, seen) if model is not None else "<closed>"
    if isinstance(value, (list, tuple)):
        return [_value(v, seen) for v in value]
    if isinstance(value, dict):
        return {k: _value(v, seen) for k, v in value.items()}
    return value


@pytest.fixture(autouse=True)
def fresh_kernel(monkeypatch):
    """Each test starts as a kernel does: English, nothing built, no page's address."""
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.delenv("QUERY_STRING", raising=False)
    i18n.set_language("en")
    ahead.drop_others(None)
    yield
    ahead.drop_others(None)
    i18n.set_language("en")


def page(cls, query: str, monkeypatch):
    """What the app's notebook does in a page's kernel: ``App()``, then ``app.open_query()``."""
    monkeypatch.setenv("QUERY_STRING", query)
    app = cls()
    app.open_query()
    return app


@pytest.mark.parametrize("name", list(APPS))
@pytest.mark.parametrize("built_in, query", [(None, ""), ("pt", "lang=pt"), ("pt", ""), ("pt", "lang=it"),
                                              (None, "lang=pt"), ("it", "lang=en")])
def test_a_page_that_takes_an_app_built_ahead_is_a_fresh_page(name, built_in, query, monkeypatch):
    cls = APPS[name]
    fresh = page(cls, query, monkeypatch)
    expected, expected_lang = tree(fresh), i18n.get_language()
    i18n.set_language("en")
    monkeypatch.delenv("QUERY_STRING")
    built = ahead.build(cls, built_in)  # in a warm kernel, before any page asked
    taken = page(cls, query, monkeypatch)
    assert taken is built and cls not in ahead.WAITING
    assert tree(taken) == expected and i18n.get_language() == expected_lang
    again = page(cls, query, monkeypatch)  # a second App() in the same kernel builds a new one
    assert again is not taken and tree(again) == expected


def test_a_share_link_opens_its_position_in_an_app_built_ahead(monkeypatch):
    maker = TokaidoApp(players=4, seed=9)
    maker.editor.click_apply()
    token = maker.editor.link
    fresh = page(TokaidoApp, f"lang=it&position={token}", monkeypatch)
    i18n.set_language("en")
    ahead.build(TokaidoApp, "pt")
    taken = page(TokaidoApp, f"lang=it&position={token}", monkeypatch)
    assert taken.board.game.to_json() == fresh.board.game.to_json()
    assert tree(taken) == tree(fresh)


def test_a_saved_game_is_offered_back_by_an_app_built_ahead(monkeypatch):
    played = TokaidoApp()
    played.board.click_action(played.board.game.legal_actions()[0])
    kept = played.save_text()
    ahead.build(TokaidoApp)
    taken = page(TokaidoApp, "", monkeypatch)
    assert taken.offer_stored(kept) is True and taken.resume() is True
    assert taken.board.game.to_json() == played.board.game.to_json()


def test_a_page_of_another_app_closes_the_app_built_ahead(monkeypatch):
    before = set(_instances)
    built = ahead.build(TokaidoApp)
    made = set(_instances) - before - shared_ids()  # the layouts and styles shared by every app stay
    board = built.board  # the app, its board and the road's spaces are among the models it made
    assert {built.model_id, board.model_id, board.space_grid.model_id, board.road.model_id} <= made
    assert len(made) > 50
    assert ahead.drop_others(SakuraApp) == len(made)  # what the claim does for a Sakura page or a tutorial
    assert not (set(_instances) & made) and TokaidoApp not in ahead.WAITING
    assert shared_ids() and shared_ids() <= set(_instances)  # a Sakura app still shows with them
    assert page(TokaidoApp, "", monkeypatch) is not None  # a Tokaido page after it builds its own


def test_the_page_gets_its_own_way_to_the_tables(monkeypatch):
    monkeypatch.delenv("KIT_TABLES_URL", raising=False)
    monkeypatch.delenv("KIT_TABLES_TOKEN", raising=False)
    ahead.build(SakuraApp)  # the warm kernel had no page's token
    monkeypatch.setenv("KIT_TABLES_URL", "http://127.0.0.1:9/kit/tables/api/")
    monkeypatch.setenv("KIT_TABLES_TOKEN", "the-page-token")
    taken = page(SakuraApp, "", monkeypatch)
    assert taken.table_panel.client is not None and taken.table_panel.client.token == "the-page-token"


def test_an_app_built_again_in_another_language_still_opens_in_the_pages_language(monkeypatch):
    """The class's language changed between two builds (Portuguese, then Italian pages were asked for):
    a page without ?lang= still gets the fresh app's English, not the first build's Portuguese."""
    ahead.build(TokaidoApp, "pt")
    ahead.drop_others(None)  # what build_ahead does before building again
    ahead.build(TokaidoApp, "it")
    app = page(TokaidoApp, "", monkeypatch)
    assert i18n.get_language() == "en"
    assert app.board.action_labels()[0].startswith("travel as")


def test_a_tutorial_in_a_kernel_that_built_an_app_in_portuguese_is_english(monkeypatch):
    ahead.build(TokaidoApp, "pt")
    ahead.drop_others(None)  # what the claim does for a tutorial's page
    assert i18n.get_language() == "en"


def test_the_page_of_an_app_built_ahead_watches_its_own_kernel(monkeypatch):
    """Built before any page asked, the app's connection watch had no kernel to ask about: once a page takes
    it, the page says "connection lost" when its kernel goes, as a fresh app's page does."""
    kernel = "0f6c2a3e-8d7b-4c1a-9e5f-2b3c4d5e6f70"
    ahead.build(TokaidoApp)
    monkeypatch.setenv("VOILA_KERNEL_ID", kernel)
    monkeypatch.setenv("VOILA_BASE_URL", "/kit-base/")
    app = page(TokaidoApp, "", monkeypatch)
    assert app.connection.kernel_url == f"/kit-base/api/kernels/{kernel}" == TokaidoApp(seed=1).connection.kernel_url


@pytest.mark.parametrize("name", list(APPS))
def test_the_pages_output_names_the_app_without_walking_its_board(name, monkeypatch):
    """The page's output of ``app``: its widget and a short plain text, the same in every language,
    made without reading every widget's state (the text form ipywidgets makes was sent to nobody)."""
    ahead.build(APPS[name], "pt")
    app = page(APPS[name], "lang=it", monkeypatch)
    read = []
    get_state = type(app).get_state
    monkeypatch.setattr(type(app), "get_state", lambda self, *a, **k: read.append(self) or get_state(self, *a, **k),
                        raising=False)
    bundle = app._repr_mimebundle_()
    assert bundle["text/plain"] == f"{APPS[name].__name__}()"
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == app.model_id
    assert read == []


def test_a_rehearsal_leaves_nothing_and_the_next_app_opens_every_model_it_shows(monkeypatch):
    """The static site's snapshot rehearses the three apps (ahead.rehearse): no widget of the rehearsal stays,
    the language is the one before, and the page's app that follows sends every model its state names,
    the shared layouts and styles too (none of them is a rehearsal's model, closed and never sent)."""
    from comm import DummyComm
    from ipywidgets import comm as widget_comm

    for widget in list(_instances.values()):  # a fresh kernel, as the snapshot's: no widget yet
        widget.close()
    i18n.set_language("pt")
    assert ahead.rehearse(*APPS.values()) > 100
    assert not _instances and i18n.get_language() == "pt"
    assert widget_comm.create_comm is not DummyComm

    opened: dict[str, dict] = {}

    class Page(DummyComm):
        """A comm that keeps what it opens, as the page receives it."""

        def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
            if msg_type == "comm_open":
                opened[self.comm_id] = data["state"]

    monkeypatch.setattr(widget_comm, "create_comm", Page)
    app = TokaidoApp()
    named = {model_id for state in opened.values() for model_id in _refs(state)}
    assert app.model_id in opened and named and named <= set(opened)

