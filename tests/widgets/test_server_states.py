"""The page's request for every widget's state (widgets/server/states.py), in a real kernel as the server
runs it: a warm kernel builds the Tokaido app ahead, a page in Portuguese takes it (its claim runs the
notebook's cells) and plays, then its widget manager connects. The answer is every widget's state as
it is then, computed with a fraction of the work."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jupyter_client.manager import start_new_kernel

from tests.widgets.test_server_kernel_messages import connect_page, run

ROOT = Path(__file__).resolve().parents[2]
APPS = ROOT / "notebooks" / "apps"

COUNTING = """
import ipywidgets as _w
_calls = {"n": 0}
_get_state = _w.Widget.get_state
def _counted(self, *a, **k):
    _calls["n"] += 1
    return _get_state(self, *a, **k)
_w.Widget.get_state = _counted
"""


def printed(messages: list[dict]) -> str:
    return "".join(m["content"].get("text", "") for m in messages if m["msg_type"] == "stream")


@pytest.fixture()
def kernel():
    km, kc = start_new_kernel(kernel_name="python3", cwd=str(APPS))
    try:
        yield kc
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def take_built_app(kc, query: str, then: str = "") -> None:
    """A warm kernel builds the Tokaido app ahead; a page with ``query`` takes it (its claim runs the
    notebook's cells), then ``then`` runs (the learner plays before the page's manager asks)."""
    run(kc, f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
            "from widgets.server import kernel_setup as _kit\n_kit.warm()\n"
            "_kit.build_ahead('widgets.tokaido.app', 'TokaidoApp')\n"
            f"_kit.claim({json.dumps(json.dumps({'QUERY_STRING': query}))}, {str(APPS)!r}, "
            "['widgets.tokaido.app', 'TokaidoApp'])\n"
            "from widgets.tokaido.app import TokaidoApp\napp = TokaidoApp()\nopened = app.open_query()\n" + then)
    run(kc, COUNTING)


def state_now(kc) -> dict:
    """Every widget's state, computed now in the kernel."""
    return json.loads(printed(run(kc, "import json\nfrom ipywidgets.widgets.widget import _instances\n"
                                      "print(json.dumps({k: v.get_state() for k, v in _instances.items()}, "
                                      "default=str))")).strip().splitlines()[-1])


def test_a_page_gets_every_widget_as_it_is_when_it_connects(kernel):
    take_built_app(kernel, "lang=pt", "app.new_game(seed=5)\nimport ipywidgets as w\n_late = w.HTML('made since')\n")
    states = connect_page(kernel)
    now = state_now(kernel)
    assert set(states) == set(now)  # every widget, the one made since included, none closed
    for model_id, state in now.items():  # each as it is now: nothing older than its last change
        assert json.loads(json.dumps(states[model_id]["state"], default=str)) == state, model_id
    texts = json.dumps([s["state"].get("description", "") for s in states.values()], ensure_ascii=False)
    assert "Desfazer" in texts and "Undo" not in texts


def test_a_page_that_takes_the_app_as_built_costs_its_kernel_a_fraction_of_the_work(kernel):
    take_built_app(kernel, "")
    states = connect_page(kernel)
    calls = int(printed(run(kernel, "print(_calls['n'])")).strip())
    assert len(states) > 50  # the whole app (100 models since its road is one widget)
    now = state_now(kernel)
    assert {k: json.loads(json.dumps(v["state"], default=str)) for k, v in states.items()} == now
    # ipywidgets computed every widget's state twice for this answer; the kept states leave only the
    # widgets the page's claim changed (its connection watch, the link checked)
    assert calls < len(states) / 10, (calls, len(states))


def test_without_an_app_built_ahead_each_widget_is_computed_once(kernel):
    run(kernel, f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
                "from widgets.server import kernel_setup as _kit\n_kit.warm()\n"
                f"_kit.claim({json.dumps('{}')}, {str(APPS)!r})\n"
                "from widgets.duo.app import DuoApp\napp = DuoApp()\n")
    run(kernel, COUNTING)
    states = connect_page(kernel)
    calls = int(printed(run(kernel, "print(_calls['n'])")).strip())
    assert calls == len(states) > 50  # once each (twice before)
