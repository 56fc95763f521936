"""Share links in a real browser: ``apps/sakura.ipynb?position=...`` in Chromium.

The kit's server runs the app in a preheated kernel; the app's second cell waits
for the page's query string (Voila's ``get_query_string``) and opens its
position. A good link shows the position on the garden (the Emperor and each
painter where the link put them); a forged one is refused in words
(``.kit-editor-error``) and the app deals a new game.
"""

import json
import re

import pytest

from .conftest import open_app, screenshot

pytestmark = pytest.mark.browser

POSITION = dict(players=3, seed=5, variant="imperial", emperor=12, painters=[3, 0, 7], tokens=[2, 0, 4])


def piece_places(svg: str) -> dict[str, tuple[str, str]]:
    """Where each piece's label is drawn on the garden: {"emperor": (x, y), "painter-0": (x, y), ...}
    (the first of each: the legend under the garden draws them again)."""
    found = re.findall(r'class="piece (emperor|painter painter-\d)".*?<text x="([^"]+)" y="([^"]+)"', svg)
    places: dict = {}
    for kind, x, y in found:
        places.setdefault(kind.split()[-1], (x, y))
    return places


def page_places(page) -> dict[str, tuple[str, str]]:
    return page.evaluate("""() => {
        const out = {};
        for (const g of document.querySelectorAll('.sakura-garden .piece.emperor, .sakura-garden .piece.painter')) {
            const kind = g.classList.contains('emperor') ? 'emperor' : [...g.classList].find(c => /^painter-/.test(c));
            const t = g.querySelector('text');
            if (!(kind in out)) out[kind] = [t.getAttribute('x'), t.getAttribute('y')];
        }
        return out;
    }""")


def test_a_share_link_opens_its_position_and_a_forged_one_a_new_game(browser, voila_url):
    from tokaido_kit.sakura import SakuraGame
    from widgets.common import savefile
    from widgets.common.position import link
    from widgets.sakura.svg import garden_svg

    # the live garden at 1280 px: 10 spaces a row, drawn with its words at 12 px (widgets.sakura.svg.columns_for)
    expected = piece_places(garden_svg(SakuraGame.scenario(**POSITION).view(None), columns=10))
    assert len(expected) == 4 and expected != piece_places(garden_svg(SakuraGame.new(3, seed=5).view(None)))
    token = link.token("sakura", POSITION)

    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    open_app(page, voila_url, f"apps/sakura.ipynb?position={token}")
    page.wait_for_selector(".kit-ready.kit-link-checked", state="attached", timeout=60_000)
    page.wait_for_function("() => document.querySelector('.kit-editor-note')?.innerText.includes('link')")
    assert {k: tuple(v) for k, v in page_places(page).items()} == expected
    assert not page.is_visible(".kit-editor-error")
    screenshot(page, "position_link_opened")
    page.context.close()

    new_game = piece_places(garden_svg(SakuraGame.new(4, seed=1).view(None), columns=10))
    # the Emperor moved by hand in the link's JSON, its checksum left as it was
    body = {"kit": "position", "game": "sakura", "v": 1, "p": dict(POSITION, emperor=20),
            "sum": link._checksum("sakura", 1, POSITION)}
    forged = savefile.pack(json.dumps(body), prefix=link.PREFIX, urlsafe=True)
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    open_app(page, voila_url, f"apps/sakura.ipynb?position={forged}")
    page.wait_for_selector(".kit-ready.kit-link-checked", state="attached", timeout=60_000)
    error = page.wait_for_selector(".kit-editor-error", state="visible")
    assert "This link was not opened" in error.inner_text() and "checksum" in error.inner_text()
    for _ in range(100):  # the new game's garden replaces the first one
        if {k: tuple(v) for k, v in page_places(page).items()} == new_game:
            break
        page.wait_for_timeout(100)
    assert {k: tuple(v) for k, v in page_places(page).items()} == new_game
    screenshot(page, "position_link_refused")
    page.context.close()
