"""The static site (``make site``) in a real browser: ``_site/`` served by ``python -m http.server``
on 127.0.0.1, Debian's Chromium with every request to another address blocked and counted (none allowed).

The pages run the kit in the browser's Python (Pyodide): the same engines and widgets as under Voila, so
the same seeded games offer the same moves; the clicks below are those of the Voila tests
(test_sakura_app, test_duo_app, test_tokaido_app), asked of the engine in the same way. One browser
context for the whole file: the first app is a first visit, the others reuse the cached runtime, as a
learner's next page does.
"""

from __future__ import annotations

import re

import pytest

from .conftest import ARTIFACTS, require_chromium, screenshot
from .static_site import Guard, SiteServer, app_url, ensure_site, open_site_page
from .test_duo_app import expected_first_turn as duo_first_turn
from .test_position_link import POSITION, page_places, piece_places
from .test_sakura_app import direction_card
from .test_tokaido_app import expected_first_turn as tokaido_first_turn

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def site_url():
    require_chromium()
    ensure_site()
    with SiteServer() as server:
        yield server.url


@pytest.fixture(scope="module")
def site(browser, site_url):
    """(page, guard): one context for the file, every request to another address blocked and counted."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    guard = Guard(context, site_url)
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        yield page, guard
    finally:
        context.close()
    assert guard.outside == [], f"requests to other addresses: {guard.outside[:10]}"


def test_index_lists_the_apps_tutorials_and_rule_maps(site, site_url):
    page, guard = site
    response = page.goto(site_url, wait_until="domcontentloaded")
    assert response.status == 200
    links = page.eval_on_selector_all("a[href]", "els => els.map(a => a.getAttribute('href'))")
    for app in ("sakura", "duo", "tokaido"):
        assert f"voici/render/apps/{app}.html" in links
        assert f"rules/{app}.html" in links
    assert "voici/render/sakura/03_garden_actions.html" in links
    assert page.locator(".kit-ready").count() == 0  # plain HTML: nothing waits for Python
    page.click("a[href='rules/sakura.html']")
    page.wait_for_selector("h1")
    assert page.url.endswith("/rules/sakura.html") and "Sakura" in page.inner_text("h1")
    assert guard.outside == []


def test_the_landing_page_and_rule_maps_speak_each_language(site, site_url):
    from tokaido_kit.core import i18n

    page, guard = site
    page.goto(site_url + "index.html?lang=it", wait_until="load")  # a link written for the kit's server
    page.wait_for_url(re.compile(r"/index\.it\.html"))
    with i18n.using("it"):
        assert i18n.text("links.index.title") in page.inner_text("h1")
    page.click(".kit-lang a[hreflang='pt']")
    page.wait_for_url(re.compile(r"/index\.pt\.html$"))
    with i18n.using("pt"):
        assert i18n.text("links.index.title") in page.inner_text("h1")
    links = page.eval_on_selector_all("a[href]", "els => els.map(a => a.getAttribute('href'))")
    assert "voici/render/apps/sakura.html?lang=pt" in links  # the app opens in Portuguese
    assert "voici/render/pt/sakura/03_garden_actions.html" in links  # the translated tutorial
    page.click("a[href^='rules/sakura.pt.html']")
    page.wait_for_selector(".kit-lang b[lang='pt']")
    with i18n.using("pt"):
        assert i18n.text("links.game.sakura") in page.inner_text("h1")
    page.click(".kit-lang a[hreflang='en']")
    page.wait_for_url(re.compile(r"/rules/sakura\.html$"))
    assert guard.outside == []


def test_the_sites_static_pages_pass_axe_and_fit_a_phone(site, site_url):
    """On learners' devices: the landing page and the rule maps in each language, on a laptop and a phone held
    upright: no axe-core violation (WCAG 2.x A/AA, best practices), nothing cut or running sideways."""
    from . import devices as D
    from .test_devices import AXE_TAGS

    page, guard = site
    for path in ("index.html", "index.pt.html", "index.it.html", "rules/sakura.html", "rules/tokaido.pt.html",
                 "rules/duo.it.html"):
        page.goto(site_url + path, wait_until="load")
        for width, height in ((1280, 900), D.PHONES["phone-390"]):
            page.set_viewport_size({"width": width, "height": height})
            violations = D.axe(page, tags=AXE_TAGS)
            assert not violations, (path, width, [(v["id"], v["nodes"][:2]) for v in violations])
            cut = page.evaluate(D.CUT_JS)
            assert not cut["scrolls"] and not cut["cut"], (path, width, cut["scrolls"][:3], cut["cut"][:4])
    page.set_viewport_size({"width": 1280, "height": 900})
    assert guard.outside == []


#: a page's markup as built, before its Python has run: its scripts left out (no kernel starts)
SCRIPTS = re.compile(r"<script\b.*?</script>", re.S | re.I)
#: what Python shows at the end of its run: the rendered cells (voici hides them until then)
CELLS_SHOWN = "() => { const cells = document.getElementById('rendered_cells'); if (cells) cells.style.display = 'block'; }"


def test_every_tutorial_page_passes_axe_and_fits_a_phone(browser, site_url):
    """On learners' devices: every notebook's page of the site but the apps (the tutorials in the three languages, the
    labs, the authoring pages: 121) on a phone held upright, as built: the "Running ..." screen and the
    notebook's text (rendered by the build, shown once Python has run), with the kit's stylesheet. No
    axe-core violation, nothing cut or scrolling sideways. The pages' Python is not run here (one Pyodide
    start each, 15 s): its outputs are the kit's widgets, audited live in the apps and a tutorial below and
    under Voila (test_devices). One page for all: each page's HTML without its scripts, at its own address
    (``<base>``), the browser's cache kept (no routing): about 0.3 s a page."""
    from . import devices as D
    from .static_site import SITE, notebook_pages
    from .test_devices import AXE_TAGS

    pages = notebook_pages()
    assert len(pages) >= 108 + 6, len(pages)  # 36 tutorials and 2 labs or more in each language
    width, height = D.PHONES["phone-390"]
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True)
    guard = Guard(context, site_url, route=False)
    page = context.new_page()
    failed = {}
    try:
        for path in pages:
            markup = SCRIPTS.sub("", (SITE / "voici" / "render" / path).read_text(encoding="utf-8"))
            page.set_content(markup.replace("<head>", f'<head><base href="{site_url}voici/render/{path}">', 1),
                             wait_until="load")
            page.evaluate(CELLS_SHOWN)
            violations = D.axe(page, tags=AXE_TAGS)
            cut = page.evaluate(D.CUT_JS)
            if violations or cut["scrolls"] or cut["cut"]:
                failed[path] = ([(v["id"], v["nodes"][:2]) for v in violations], cut["scrolls"][:3], cut["cut"][:3])
    finally:
        context.close()
    assert not failed, f"{len(failed)} of {len(pages)} pages: " + "; ".join(f"{k}: {v}" for k, v in list(failed.items())[:6])
    assert guard.requests and guard.outside == []


def check_live_axe(page, where: str) -> None:
    """axe-core on a page of the site whose Python has run (an app, a tutorial): no violation."""
    from . import devices as D
    from .test_devices import AXE_TAGS

    violations = D.axe(page, tags=AXE_TAGS)
    assert not violations, (where, [(v["id"], v["impact"], v["nodes"][:2]) for v in violations])


def test_sakura_app_plays_in_the_browser(site, site_url):
    page, guard = site
    card = direction_card()
    open_site_page(page, app_url(site_url, "apps/sakura.ipynb"))
    page.wait_for_selector(".sakura-garden svg")
    before = page.inner_html(".sakura-garden")
    page.click(f".sakura-card-legal.sakura-card-n{card}")
    page.wait_for_selector(".sakura-direction-forward", state="visible")
    page.click(".sakura-card >> nth=0")  # a card while a direction is pending: refused in words
    why = page.wait_for_selector(".kit-why", state="visible")
    assert "direction" in why.inner_text().lower() and "Rule" in why.inner_text()
    page.click(".sakura-direction-forward")
    page.wait_for_function(
        "(old) => document.querySelector('.sakura-garden').innerHTML !== old", arg=before, timeout=30_000)
    screenshot(page, "site_sakura_app")
    check_live_axe(page, "site apps/sakura")
    assert guard.outside == []


def test_an_app_starts_from_the_builds_python_snapshot_and_a_repeat_visit_from_the_browsers_storage(browser, site_url):
    """The page's Python is restored from the memory snapshot made at build time (the kernel and the apps
    imported; notebooks/tools/site/snapshot.py): a first visit fetches the snapshot and the packed files, no
    wheel, and keeps them gunzipped in the browser's storage; a repeat visit reads them there and fetches
    neither. Both times the kernel runs in the worker the page started first thing (tools/site/early.py), one
    Python restored once."""
    import json

    from .static_site import kept_in_storage

    manifest = json.loads((ensure_site() / "static" / "pyodide" / "kit-snapshot.json").read_text())
    context = browser.new_context()  # a learner's first visit: nothing cached, nothing kept
    guard = Guard(context, site_url)
    try:
        page = context.new_page()
        for visit in ("first", "repeat"):
            guard.reset()
            open_site_page(page, app_url(site_url, "apps/sakura.ipynb"), ready=".sakura-card-legal")
            names = [url.split("?")[0].rsplit("/", 1)[-1] for url in guard.urls]
            assert page.evaluate("() => window.__kitEarlyWorker === null")  # started by the page, taken by the kernel
            assert [name for name in names if name.endswith(".whl")] == []
            fetched = [name for name in names if name in (manifest["snapshot"], manifest["files"])]
            if visit == "first":
                assert sorted(fetched) == sorted([manifest["snapshot"], manifest["files"]]), names
                gunzipped = {manifest["snapshot"]: manifest["snapshot_size"], manifest["files"]: manifest["files_size"]}
                assert kept_in_storage(page, until=gunzipped) == gunzipped
            else:
                assert fetched == [], names
        page.click(f".sakura-card-legal.sakura-card-n{direction_card()}")  # the Python read from the storage plays
        page.wait_for_selector(".sakura-direction-forward", state="visible")
    finally:
        context.close()
    assert guard.outside == []


def test_the_python_snapshot_holds_no_path_of_the_build_machine():
    """The snapshot is Python's memory as the build left it: published as it is, it names no folder of the
    machine that built it (Emscripten named the program after the build's script)."""
    import gzip
    import json

    from .conftest import ROOT

    pyodide = ensure_site() / "static" / "pyodide"
    manifest = json.loads((pyodide / "kit-snapshot.json").read_text())
    memory = gzip.decompress((pyodide / manifest["snapshot"]).read_bytes())
    assert str(ROOT).encode() not in memory


def test_duo_app_plays_in_the_browser(site, site_url):
    page, guard = site
    zone, unreachable = duo_first_turn()
    open_site_page(page, app_url(site_url, "apps/duo.ipynb"))
    page.wait_for_selector(".duo-island svg")
    before = page.inner_html(".duo-island")
    page.click(".duo-die-artist.duo-die-legal")
    page.wait_for_selector(f".duo-zone-{zone}.duo-target-legal", state="visible")
    page.click(f".duo-zone-{unreachable}")
    why = page.wait_for_selector(".kit-why", state="visible")
    assert unreachable in why.inner_text() and "Rule" in why.inner_text()
    page.click(f".duo-zone-{zone}.duo-target-legal")
    page.wait_for_function(
        "(old) => document.querySelector('.duo-island').innerHTML !== old", arg=before, timeout=30_000)
    screenshot(page, "site_duo_app")
    check_live_axe(page, "site apps/duo")
    assert guard.outside == []


def test_tokaido_app_plays_and_draws_its_chart_in_the_browser(site, site_url):
    page, guard = site
    label, space, _illegal, _centre = tokaido_first_turn()
    open_site_page(page, app_url(site_url, "apps/tokaido.ipynb"))
    page.wait_for_selector(".tokaido-road svg")
    page.click(f".kit-action >> text={label}")
    page.wait_for_selector(f".tokaido-space-legal.tokaido-space-{space}")
    before = page.inner_html(".tokaido-road .pawn-seat-0")
    page.click(f".tokaido-space-legal.tokaido-space-{space}")
    page.wait_for_function(
        "(old) => document.querySelector('.tokaido-road .pawn-seat-0').innerHTML !== old", arg=before,
        timeout=30_000)
    # the score chart: plotly is fetched from the site on this first click, then drawn
    page.click(".kit-chart-toggle")
    page.wait_for_selector(".kit-chart .js-plotly-plot", state="attached", timeout=120_000)
    screenshot(page, "site_tokaido_app")
    check_live_axe(page, "site apps/tokaido")
    assert guard.outside == []


def test_tutorials_pictures_of_a_board_on_every_device(site, site_url):
    """On learners' devices: a tutorial of each game, one language each (:data:`devices.FIGURE_TUTORIALS`), at every size of
    the issue from a 360 px phone to a laptop: each picture of a board shows one drawing, the wide one where it
    fits (a tablet's 768 px shows the wide island), inside the window, its words at 12 CSS px or more, nothing
    cut or scrolling sideways (:func:`devices.check_figures`). The smallest word per page and size is printed."""
    from . import devices as D
    from .test_devices import resize

    page, guard = site
    smallest = {}
    try:
        for path in D.FIGURE_TUTORIALS:
            resize(page, "laptop-1280")
            # the footer, the output of the last cell: every picture is drawn
            open_site_page(page, app_url(site_url, path), ready=".jp-OutputArea-output a[href$='index.ipynb']")
            for size in D.SIZES:
                resize(page, size)
                smallest[path, size] = D.check_figures(page, f"site {path} {size}")
                if size in ("phone-360", "tablet-768"):
                    name = path[: -len(".ipynb")].replace("/", "_")
                    page.locator(".kit-figure").first.evaluate("(e) => e.scrollIntoView({block: 'start'})")
                    page.screenshot(path=str(ARTIFACTS / f"site_picture_{name}_{size}.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})
    print("smallest word of a picture (CSS px):", smallest)
    assert guard.outside == []


def test_a_share_link_opens_its_position_in_its_language(site, site_url):
    """No server hands the page's address to Python here: the app asks the page for it."""
    from tokaido_kit.sakura import SakuraGame
    from widgets.common.position import link
    from widgets.sakura.svg import garden_svg

    page, guard = site
    expected = piece_places(garden_svg(SakuraGame.scenario(**POSITION).view(None), columns=10))  # live, at 1280 px
    token = link.token("sakura", POSITION)
    open_site_page(page, app_url(site_url, "apps/sakura.ipynb") + f"?lang=pt&position={token}",
                   ready=".kit-ready.kit-link-checked")
    page.wait_for_function("() => document.querySelector('.kit-editor-note')?.innerText.includes('link')")
    assert {k: tuple(v) for k, v in page_places(page).items()} == expected
    assert not page.is_visible(".kit-editor-error")
    assert "Novo jogo" in page.inner_text(".kit-new-game")  # the app speaks Portuguese
    screenshot(page, "site_share_link")
    assert guard.outside == []


def test_a_tutorial_opens_from_the_index_and_links_to_the_next(site, site_url):
    page, guard = site
    page.goto(site_url, wait_until="domcontentloaded")
    page.click("text=Garden actions")
    page.wait_for_selector(".sakura-garden svg", timeout=180_000)
    assert page.url.endswith("/voici/render/sakura/03_garden_actions.html")
    assert "Sakura 3: garden actions" in page.inner_text("body")
    # the footer the kit writes (links to .ipynb, as in Voila) leads to the next tutorial's page
    footer_next = page.locator("a[href$='04_painter_actions.ipynb']").first
    footer_next.wait_for(state="attached", timeout=120_000)
    check_live_axe(page, "site sakura/03_garden_actions")  # its last cell has run: the whole page is drawn
    if footer_next.get_attribute("target") == "_blank":  # output links open in a new tab, as in Voila
        with page.context.expect_page() as opened:
            footer_next.click()
        following = opened.value
    else:
        footer_next.click()
        following = page
    following.wait_for_url(re.compile(r"/voici/render/sakura/04_painter_actions\.html$"))
    screenshot(page, "site_tutorial")
    assert guard.outside == []
