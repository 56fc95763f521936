"""A page's kernel holds its widget messages until the page connects (kernel_setup.hold_widget_messages).

Run in a real kernel, as the server runs it: the claim, an app's board built by the page's notebook,
then the page's widget manager connecting (the control comm, then one request for every state).
"""

from __future__ import annotations

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
    assert root in states and len(states) > 150, "the page receives the whole board in one answer"

    # a change after the page connected reaches it, for widgets built while held too
    after = run(kernel, "app.board.click_card(app.board.legal_shown()[0])")
    updates = [m for m in widget_messages(after) if m["content"]["data"].get("method") == "update"]
    assert updates, "the board's widgets (built while held) send their updates once the page is there"
    assert any(m["content"]["comm_id"] in states for m in updates)
