"""Every click works: one whole game in each app through real clicks in Chromium.

Each app opens with its defaults (one human seat and bots: Sakura 4 players with three
GreedyBots, Tokaido 3 players with two GreedyBots, Duo against the Automa). Until the
final score shows, the test clicks, at random (seeded), one of the visible buttons the
page marks available (a class ending in ``-legal``), or the pass screen's button when
it shows. After each click:

* the click reached the kernel and the kernel finished with it (its messages are all in
  the page): waited for on the wire, not with sleeps (``WIRE`` below);
* the board changed: the status, the log or the set of available choices;
* no refusal (``.kit-why``) is visible.

``WIRE`` wraps the page's WebSocket before Voila's code runs: it notes the id of each
click the page sends to the kernel (a Button's, or a spot's of a board drawn as one widget, such
as Tokaido's road), and each id whose "idle" status came back
(the kernel sends every update of a click before that status).
"""

from __future__ import annotations

import random
import time

import pytest

from .conftest import open_app, screenshot

pytestmark = pytest.mark.browser

WIRE = """
(() => {
  const Native = window.WebSocket;
  const wire = window.__kitWire = { clicks: [], idle: new Set() };
  const decoder = new TextDecoder();
  function bytes(data) {
    if (data instanceof ArrayBuffer) return data;
    if (ArrayBuffer.isView(data)) return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    return null;
  }
  function parse(data) {  // a Jupyter message: JSON text, or the v1 binary protocol (offsets, then parts)
    if (typeof data === 'string') {
      const m = JSON.parse(data);
      return { header: m.header, parent: m.parent_header, content: m.content };
    }
    const buffer = bytes(data);
    if (!buffer) return null;
    const view = new DataView(buffer);
    const n = Number(view.getBigUint64(0, true));
    const offsets = [];
    for (let i = 1; i <= n; i++) offsets.push(Number(view.getBigUint64(8 * i, true)));
    offsets.push(buffer.byteLength);
    const part = (i) => JSON.parse(decoder.decode(new Uint8Array(buffer, offsets[i], offsets[i + 1] - offsets[i])));
    return { header: part(1), parent: part(2), content: part(4) };
  }
  class WatchedSocket extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        try {
          const m = parse(event.data);
          if (m && m.header.msg_type === 'status' && m.content.execution_state === 'idle' && m.parent)
            wire.idle.add(m.parent.msg_id);
        } catch (e) { /* not a message of the kernel protocol */ }
      });
    }
    send(data) {
      try {
        const m = parse(data);
        const d = m && m.header.msg_type === 'comm_msg' && m.content.data;
        if (d && d.method === 'custom' && d.content && d.content.event === 'click') wire.clicks.push(m.header.msg_id);
      } catch (e) { /* not a message of the kernel protocol */ }
      return super.send(data);
    }
  }
  window.WebSocket = WatchedSocket;
})();
"""

#: tag the visible available choices (and the pass screen's button) with data-kit-pick=i
PICKABLE = """
() => {
  document.querySelectorAll('[data-kit-pick]').forEach(e => e.removeAttribute('data-kit-pick'));
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const picks = Array.from(document.querySelectorAll('.kit-app button')).filter(e => shown(e) && !e.disabled
      && (Array.from(e.classList).some(c => c.endsWith('-legal')) || e.classList.contains('kit-pass-continue')));
  picks.forEach((e, i) => e.setAttribute('data-kit-pick', String(i)));
  return picks.map(e => e.className.split(' ').filter(c => /-(legal|n\\d+|continue)$|-\\d+$/.test(c)).join(' ')
                        + ' | ' + e.innerText.split('\\n')[0]);
}
"""

#: what "the board changed" compares: the status, the log, the available choices
BOARD = """
() => {
  const text = (sel) => { const e = document.querySelector(sel); return e ? e.innerText : ''; };
  const legal = Array.from(document.querySelectorAll('.kit-app button')).filter(e => e.getClientRects().length > 0
      && Array.from(e.classList).some(c => c.endsWith('-legal'))).map(e => e.className + e.innerText);
  return [text('.kit-status'), text('.kit-log'), legal.join('\\n')].join('\\n--\\n');
}
"""

CLICK_DONE = """
(n) => { const w = window.__kitWire; return w.clicks.length > n && w.clicks.slice(n).every(id => w.idle.has(id)); }
"""
OVER = "The game is over"
CLICK_TIMEOUT_MS = 30_000


def refusal(page) -> str | None:
    why = page.locator(".kit-why")
    return why.first.inner_text() if why.count() and why.first.is_visible() else None


def play_whole_game(page, voila_url: str, app: str, seed: int = 7, max_clicks: int = 400) -> tuple[int, float]:
    """Open ``app`` with its defaults and click available choices at random to the final score.

    Returns (clicks, seconds of play)."""
    page.add_init_script(WIRE)
    open_app(page, voila_url, app)
    page.wait_for_function("() => window.__kitWire !== undefined")
    rng = random.Random(seed)
    started = time.monotonic()
    clicks = 0
    while OVER not in page.inner_text(".kit-status"):
        picks = page.evaluate(PICKABLE)
        assert picks, f"{app}: nothing to click after {clicks} clicks: {page.inner_text('.kit-status')}"
        k = rng.randrange(len(picks))
        before = page.evaluate(BOARD)
        sent = page.evaluate("() => window.__kitWire.clicks.length")
        page.click(f'[data-kit-pick="{k}"]')
        clicks += 1
        what = f"{app}, click {clicks} on {picks[k]!r}"
        page.wait_for_function(CLICK_DONE, arg=sent, timeout=CLICK_TIMEOUT_MS)  # the kernel has answered
        try:
            page.wait_for_function("(old) => (" + BOARD + ")() !== old", arg=before, timeout=CLICK_TIMEOUT_MS)
        except Exception:
            screenshot(page, f"whole_game_{app.split('/')[-1].split('.')[0]}_ignored")
            raise AssertionError(f"{what}: the board did not change (refusal: {refusal(page)!r})") from None
        assert refusal(page) is None, f"{what}: refused: {refusal(page)}"
        assert clicks < max_clicks, f"{app}: no final score after {clicks} clicks"
    seconds = time.monotonic() - started
    assert "scores" in page.inner_text(".kit-status")
    assert not page.evaluate(PICKABLE), "a choice is still marked available after the end"
    screenshot(page, f"whole_game_{app.split('/')[-1].split('.')[0]}_end")
    return clicks, seconds


@pytest.mark.parametrize("app", ["apps/sakura.ipynb", "apps/tokaido.ipynb", "apps/duo.ipynb"])
def test_whole_game_through_random_available_clicks(page, voila_url, app):
    clicks, seconds = play_whole_game(page, voila_url, app)
    print(f"\n{app}: a whole game in {clicks} clicks, {seconds:.1f} s ({1000 * seconds / clicks:.0f} ms a click)")
