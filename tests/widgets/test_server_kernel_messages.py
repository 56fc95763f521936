"""What a page's kernel sends: nothing before the page connects (kernel_setup.hold_widget_messages),
then one update per widget for each click (widgets/server/batching.py).

Run in a real kernel, as the server runs it: the claim, an app's board built by the page's notebook,
then the page's widget manager connecting (the control comm, then one request for every state),
then clicks sent as the page sends them.
"""

from __future__ import annotations

import collections
import json
import uuid
from pathlib import Path

import pytest
from jupyter_client.manager import start_new_kernel

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def kernel():
    km, kc = start_new_kernel(kernel_name="python3", cwd=str(ROOT / "notebooks" / "apps"))
    try:
        yield kc
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def run(kc, code: str) -> list[dict]:
    """Run ``code``; every message it published (widget messages included)."""
    seen: list[dict] = []
    reply = kc.execute_interactive(code, timeout=120, output_hook=seen.append)
    assert reply["content"]["status"] == "ok", reply["content"]
    return seen


def widget_messages(messages: list[dict]) -> list[dict]:
    return [m for m in messages if m["msg_type"].startswith("comm_")]


def connect_page(kc) -> dict:
    """What the page's widget manager does: open the control comm, ask for every widget's state."""
    control = uuid.uuid4().hex
    kc.shell_channel.send(kc.session.msg("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                                                       "data": {}}, metadata={"version": "1.0.0"}))
    kc.shell_channel.send(kc.session.msg("comm_msg", {"comm_id": control, "data": {"method": "request_states"}}))
    while True:
        msg = kc.get_iopub_msg(timeout=60)
        data = msg["content"].get("data", {})
        if msg["msg_type"] == "comm_msg" and data.get("method") == "update_states":
            return data["states"]


def test_a_page_gets_every_widget_once_connected_and_nothing_before(kernel):
    run(kernel, f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
                "from widgets.server import kernel_setup as _kit\n_kit.warm()\n"
                f"_kit.claim({json.dumps('{}')}, {str(ROOT / 'notebooks' / 'apps')!r})")
    built = run(kernel, "from widgets.sakura.app import SakuraApp\napp = SakuraApp()\napp")
    assert widget_messages(built) == [], "no widget message while the page is not connected"
    shown = [m for m in built if m["msg_type"] == "execute_result"]
    root = shown[0]["content"]["data"]["application/vnd.jupyter.widget-view+json"]["model_id"]

    states = connect_page(kernel)
    assert root in states and len(states) > 90, "the page receives the whole board in one answer"  # Sakura: 111

    # a change after the page connected reaches it, for widgets built while held too
    after = run(kernel, "app.board.click_card(app.board.legal_shown()[0])")
    updates = [m for m in widget_messages(after) if m["content"]["data"].get("method") == "update"]
    assert updates, "the board's widgets (built while held) send their updates once the page is there"
    assert any(m["content"]["comm_id"] in states for m in updates)


def click(kc, model_id: str, **content) -> list[dict]:
    """Click Button ``model_id`` as the page does (a board's spot: with its ``key``); the widget messages
    its answer sent."""
    msg = kc.session.msg("comm_msg", {"comm_id": model_id, "data": {"method": "custom",
                                                                    "content": {"event": "click", **content}}})
    kc.shell_channel.send(msg)
    answer = []
    while True:
        reply = kc.get_iopub_msg(timeout=60)
        if reply["parent_header"].get("msg_id") != msg["header"]["msg_id"]:
            continue
        if reply["msg_type"] == "status" and reply["content"]["execution_state"] == "idle":
            return answer
        if reply["msg_type"].startswith("comm_"):
            answer.append(reply)


def test_a_click_sends_one_update_per_widget_with_the_final_values(kernel):
    states = connect_page(kernel)  # (again: the test's own view of the page)
    legal = [mid for mid, entry in states.items()
             if "sakura-card-legal" in entry["state"].get("_dom_classes", [])]
    answer = click(kernel, legal[0])
    updates = [m for m in answer if m["msg_type"] == "comm_msg" and m["content"]["data"].get("method") == "update"]
    per_widget = collections.Counter(m["content"]["comm_id"] for m in updates)
    assert updates and max(per_widget.values()) == 1, per_widget.most_common(3)
    # the log's update comes last: a page that shows the move in its log shows the new choices too
    logs = [mid for mid, entry in states.items() if "kit-log" in entry["state"].get("_dom_classes", [])]
    assert len(logs) == 1 and updates[-1]["content"]["comm_id"] == logs[0], [
        states.get(m["content"]["comm_id"], {}).get("state", {}).get("_model_name") for m in updates]
    # what the page holds after the merged updates is what the kernel holds
    for m in updates:
        states.setdefault(m["content"]["comm_id"], {"state": {}})["state"].update(m["content"]["data"]["state"])
    shown = run(kernel, "import json, ipywidgets\n"
                        "print(json.dumps({k: w.get_state() for k, w in ipywidgets.widgets.widget._instances.items()"
                        " if type(w).__name__ in ('Button', 'HTML')}, default=str))")
    kernel_states = json.loads("".join(m["content"]["text"] for m in shown if m["msg_type"] == "stream"))
    for model_id, state in kernel_states.items():
        page = states.get(model_id, {}).get("state", {})
        for key in ("value", "description", "tooltip", "_dom_classes"):
            if key in state and key in page:
                assert page[key] == state[key], (model_id, key)


def test_a_click_on_the_road_sends_one_update_of_the_road_merged_with_the_others(kernel):
    """Tokaido's road is one anywidget (``Spots``) whose state is plain values: it opts in to the merging
    (``_kit_batched``), so a click on a space sends the road once, among the click's other updates and
    before the log, as a Button's board would (sent as they happened, its marks and Tab stops were two
    messages, ahead of the rest)."""
    run(kernel, "from widgets.tokaido.app import TokaidoApp\ntapp = TokaidoApp()\ntapp\nroad = tapp.board.space_grid\n"
                "for _ in range(20):\n    if road.marked('tokaido-space-legal'): break\n"
                "    tapp.board.click_label(tapp.board.action_labels()[0])")
    states = connect_page(kernel)
    road = [mid for mid, entry in states.items() if "tokaido-space-grid" in entry["state"].get("_dom_classes", [])]
    assert len(road) == 1
    legal = [int(k) for k, marks in states[road[0]]["state"]["marks"].items() if "tokaido-space-legal" in marks]
    assert legal, "the road offers a move"
    answer = [m["content"]["comm_id"] for m in click(kernel, road[0], key=legal[0])
              if m["msg_type"] == "comm_msg" and m["content"]["data"].get("method") == "update"]
    assert answer.count(road[0]) == 1, answer
    assert answer.index(road[0]) > 0, "held and merged like the others, not sent ahead of them"
    logs = [mid for mid, entry in states.items() if "kit-log" in entry["state"].get("_dom_classes", [])
            and mid in answer]
    assert logs and answer[-1] == logs[0], "the log's update comes last"


def test_a_redraw_on_the_kernels_own_loop_sends_one_update_per_widget_with_the_log_last(kernel):
    """A table's move from another screen redraws the app outside any message of the page (the kernel's
    loop): the table panel wraps that redraw with ``merged``, so the other screens get a click's merged
    updates. The same Sakura redraw, sent as it happens, repeats widgets (the contrast)."""
    states = connect_page(kernel)
    logs = [mid for mid, entry in states.items() if "kit-log" in entry["state"].get("_dom_classes", [])]
    updates = {}
    for how in ("plain", "merged"):
        redraw = "app.board.click_card(app.board.legal_shown()[0])"
        code = (f"(lambda: {redraw})()" if how == "plain" else
                f"from widgets.server.batching import merged\nmerged(lambda: {redraw})()")
        updates[how] = [m for m in widget_messages(run(kernel, code))
                        if m["msg_type"] == "comm_msg" and m["content"]["data"].get("method") == "update"]
    plain = collections.Counter(m["content"]["comm_id"] for m in updates["plain"])
    assert max(plain.values()) > 1, "the redraw as it happens repeats a widget (what merging saves)"
    merged = collections.Counter(m["content"]["comm_id"] for m in updates["merged"])
    assert updates["merged"] and max(merged.values()) == 1, merged.most_common(3)
    assert updates["merged"][-1]["content"]["comm_id"] == logs[0], "the log's update comes last"


def test_a_warm_kernel_has_imported_everything_an_app_page_needs():
    """A module first imported by the page's notebook is compiled or loaded while the learner waits
    (the tables' panel was: about 12% of a page's kernel time). After ``warm()``, building each app,
    with the tables reachable as on a served page, imports no module of the kit."""
    import subprocess
    import sys

    code = (
        "import os, sys\n"
        "from widgets.server import kernel_setup\n"
        "kernel_setup.warm()\n"
        "before = set(sys.modules)\n"
        "os.environ.update(KIT_TABLES_URL='http://127.0.0.1:9/kit/api/tables', KIT_TABLES_TOKEN='t' * 32)\n"
        "from widgets.sakura.app import SakuraApp\nfrom widgets.tokaido.app import TokaidoApp\n"
        "from widgets.duo.app import DuoApp\n"
        "for app in (SakuraApp, TokaidoApp, DuoApp):\n"
        "    app().open_query()\n"
        "print(sorted(m for m in set(sys.modules) - before if m.split('.')[0] in ('widgets', 'tokaido_kit')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_hot_seat_a_new_game_hides_the_hand_before_the_pass_screen_shows(kernel):
    """Two learners on one device: the page applies a click's updates in order, so the board (with the
    last player's hand) must be hidden by an earlier message than the one that shows the pass screen;
    else, for a moment, the screen says "pass the device" above a hand (a browser test saw 5 cards)."""
    connect_page(kernel)
    shown = run(kernel, "import json\napp.board.set_seat(1, 'human')\n"
                        "print(json.dumps([app.new_button.model_id, app.board.board_box.layout.model_id,"
                        " app.board.pass_screen.layout.model_id]))")
    new_game, board, screen = json.loads("".join(m["content"]["text"] for m in shown if m["msg_type"] == "stream"))
    answer = click(kernel, new_game)
    order = [(m["content"]["comm_id"], m["content"]["data"]["state"].get("display")) for m in answer
             if m["msg_type"] == "comm_msg" and m["content"]["data"].get("method") == "update"]
    assert (board, "none") in order and (screen, "flex") in order, order
    assert order.index((board, "none")) < order.index((screen, "flex")), order
