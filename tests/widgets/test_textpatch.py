"""Texts sent again as patches (widgets/common/textpatch.py) and the boards' Picture widget.

The page's half is JavaScript (``APPLY_JS``); :func:`apply` here does what it does, and the
browser tests (whole games, save and resume) run the real one.
"""

from __future__ import annotations

import json
import random

import comm
from comm.base_comm import BaseComm
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.common.picture import Picture
from widgets.common.textpatch import patch
from widgets.duo.app import DuoApp
from widgets.sakura.app import SakuraApp
from widgets.tokaido.app import TokaidoApp


def apply(old: str, ops: list, sep: str) -> str:
    pieces = old.split(sep)
    out: list[str] = []
    for op in ops:
        out.extend(pieces[op[0]:op[1]] if isinstance(op[0], int) else op)
    return sep.join(out)


edits = st.lists(st.tuples(st.integers(0, 400), st.sampled_from(["", "x", "<g>", ",7", "<", ","])), max_size=12)


@settings(max_examples=1000, deadline=None)
@given(old=st.text(alphabet="ab<,/>", max_size=400), changes=edits, sep=st.sampled_from(["<", ","]))
def test_a_patch_rebuilds_the_new_text_exactly(old, changes, sep):
    new = old
    for at, insert in changes:
        at = min(at, len(new))
        new = new[:at] + insert + new[at + (1 if insert == "" else 0):]
    ops = patch(old, new, sep)
    assert ops is None or apply(old, ops, sep) == new


def test_a_patch_is_refused_when_it_would_not_be_much_smaller():
    assert patch("a,b,c", "x,y,z") is None
    assert patch("a,b,c,d,e,f", "a,b,c,d,e,f,g") == [[0, 6], ["g"]]


class Page(BaseComm):
    """A comm as the kernel has one, recording what the page is sent."""

    sent: list = []

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        Page.sent.append(json.loads(json.dumps(data or {}, default=str)))


def test_a_shown_picture_is_redrawn_by_patches_and_a_page_that_missed_one_gets_it_whole(monkeypatch):
    monkeypatch.setattr(comm, "create_comm", lambda *a, **k: Page(*a, **k))
    Page.sent = []
    svg = "<svg>" + "".join(f'<circle cx="{x}" r="3"/>' for x in range(200)) + "</svg>"
    picture = Picture(svg)
    Page.sent.clear()
    picture.value = svg.replace('cx="50"', 'cx="51"')
    (msg,) = Page.sent
    assert msg["method"] == "custom" and msg["content"]["type"] == "patch"
    assert apply(svg, msg["content"]["ops"], "<") == picture.value
    assert len(json.dumps(msg)) * 20 < len(picture.value)
    Page.sent.clear()
    picture._handle_custom_msg({"type": "resend"}, [])  # the page's copy did not match: the whole value
    (msg,) = Page.sent
    assert msg["method"] == "update" and msg["state"]["value"] == picture.value


def test_every_board_is_a_picture_redrawn_with_a_tenth_of_the_bytes(monkeypatch):
    monkeypatch.setattr(comm, "create_comm", lambda *a, **k: Page(*a, **k))
    for app_class, name in ((SakuraApp, "garden"), (TokaidoApp, "road"), (DuoApp, "picture_html")):
        app = app_class()
        picture = getattr(app.board, name)
        assert isinstance(picture, Picture)
        rng = random.Random(4)
        for _ in range(15):
            if app.board.game.is_over:
                break
            if app.board.passing:
                app.board.continue_pass()
            app.board.try_play(rng.choice(app.board.game.legal_actions()))
        sent = sorted(picture.sent)
        assert sent and sent[len(sent) // 2] * 10 < len(picture.value), (name, sent, len(picture.value))
