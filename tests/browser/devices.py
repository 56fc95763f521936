"""What a page looks like on a learner's device: checks run inside Chromium.

Used by ``test_devices.py`` (and by hand: ``python -m tests.browser.devices`` prints the figures of
the three apps at every size without asserting anything). Each check is a small script evaluated in
the page; each returns plain data that a test asserts on and a report prints.

* :data:`CUT_JS`: what is cut or hidden sideways: elements that stick out of the window, controls
  whose label does not fit them (a button, a label or a menu's chosen option shortened), and words
  inside the boards' pictures that run past the picture's edge; and whether the page scrolls sideways.
* :data:`WORDS_JS`: the rendered size of every word drawn in a board's picture (CSS px).
* :func:`check_figures`: a tutorial's stored pictures of a board (:data:`FIGURE`) at the page's size.
* :data:`TARGETS_JS`: every available choice (a ``-legal`` class): its size, and whether it is the
  element at its own centre once scrolled into view (nothing covers or clips it).
* :data:`FIRST_SCREEN_JS`: whether the status line and a choice are on the first screen.
* :func:`axe`: axe-core's violations (vendored ``vendor/axe.min.js``, Mozilla Public License 2.0).
"""

from __future__ import annotations

from pathlib import Path

VENDOR = Path(__file__).resolve().parent / "vendor"
AXE_JS = VENDOR / "axe.min.js"

#: viewports of the issue: phones held upright, a tablet both ways, laptops
PHONES = {"phone-390": (390, 844), "phone-360": (360, 740)}
TABLETS = {"tablet-768": (768, 1024), "tablet-1024": (1024, 768)}
LAPTOPS = {"laptop-1366": (1366, 768), "laptop-1280": (1280, 800)}
SIZES = {**PHONES, **TABLETS, **LAPTOPS}
#: the smallest touch target (WCAG 2.5.5, and what phones' guidelines ask) and word size on a board
TOUCH_PX = 44
WORD_PX = 12
LEGAL = "[class*='-legal']"

CUT_JS = r"""() => {
  const vw = document.documentElement.clientWidth;
  const shown = (el) => { const r = el.getBoundingClientRect(); if (r.width < 1 || r.height < 1) return false;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) { const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden') return false; } return true; };
  const path = (el) => { const parts = []; for (let e = el; e && e.nodeType === 1 && parts.length < 4; e = e.parentElement) {
      const c = (typeof e.className === 'string' ? e.className : (e.className.baseVal || '')).split(/\s+/)
        .filter((x) => /^(kit|sakura|tokaido|duo)-/.test(x))[0]; parts.unshift(e.tagName.toLowerCase() + (c ? '.' + c : '')); }
    return parts.join(' > '); };
  const text = (el) => (el.innerText || el.textContent || '').trim().slice(0, 60);
  const canvas = document.createElement('canvas').getContext('2d');
  const cut = [];
  const root = document.querySelector('#rendered_cells') || document.querySelector('main') || document.body;
  // 1. sticking out of the window (a board that pans on purpose, .kit-pan, keeps its own children)
  const panned = (el) => !!el.parentElement && !!el.parentElement.closest('.kit-pan, .kit-sr-only');
  for (const el of root.querySelectorAll('button, select, input, label, a, p, li, td, th, h1, h2, h3, svg, img, .widget-html-content, .widget-label')) {
    if (!shown(el) || panned(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > vw + 1 || r.left < -1)
      cut.push({what: 'outside', el: path(el), text: text(el), left: Math.round(r.left), right: Math.round(r.right)});
  }
  // 2. a control's words shortened (buttons and labels clip with an ellipsis; a menu shows its option cut)
  for (const el of root.querySelectorAll('button, .widget-label, .widget-html-content, label')) {
    if (!shown(el) || el.closest('svg, .kit-sr-only') || el.classList.contains('tokaido-space')) continue;
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      cut.push({what: 'clipped', el: path(el), text: text(el), need: el.scrollWidth, has: el.clientWidth});
  }
  for (const el of root.querySelectorAll('select')) {
    if (!shown(el) || el.multiple || el.selectedIndex < 0) continue;
    const s = getComputedStyle(el); canvas.font = s.font || (s.fontSize + ' ' + s.fontFamily);
    const need = canvas.measureText(el.options[el.selectedIndex].text).width;
    const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    if (need > room + 1) cut.push({what: 'menu', el: path(el), text: el.options[el.selectedIndex].text,
                                    need: Math.round(need), has: Math.round(room)});
  }
  // 3. words inside a board's picture running past the picture's edge
  for (const svg of root.querySelectorAll('svg[viewBox]')) {
    if (!shown(svg)) continue;
    const box = svg.getBoundingClientRect();
    for (const t of svg.querySelectorAll('text')) {
      const b = t.getBoundingClientRect();
      if (b.width && (b.left < box.left - 0.5 || b.right > box.right + 0.5))
        cut.push({what: 'picture', el: path(svg), text: t.textContent.slice(0, 60), left: Math.round(b.left - box.left),
                  right: Math.round(b.right - box.left), edge: Math.round(box.width)});
    }
  }
  // 4. anything that scrolls sideways (the page, or a box of it), but a board that pans on purpose
  const scrolls = [];
  for (const el of [document.documentElement, document.body, ...document.body.querySelectorAll('*')]) {
    if (el.scrollWidth <= el.clientWidth + 1 || el.classList.contains('kit-pan') || el.closest('svg')) continue;
    const s = getComputedStyle(el);
    if (el === document.documentElement || el === document.body || s.overflowX === 'auto' || s.overflowX === 'scroll')
      scrolls.push(path(el) + ' ' + el.scrollWidth + '>' + el.clientWidth);
  }
  return {scrolls, cut};
}"""

WORDS_JS = r"""(selector) => {
  const out = [];
  for (const svg of document.querySelectorAll(selector)) {
    const r = svg.getBoundingClientRect(); if (r.width < 1) continue;
    const ctm = svg.getScreenCTM(); if (!ctm) continue;
    for (const t of svg.querySelectorAll('text')) {
      if (!t.textContent.trim()) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(ctm.a, ctm.b);
      out.push([Math.round(px * 10) / 10, t.textContent.trim().slice(0, 30)]);
    }
  }
  return out;
}"""

TARGETS_JS = r"""(selector) => {
  const out = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el.offsetParent === null || el.disabled) continue;
    el.scrollIntoView({block: 'center', inline: 'center'});
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    const cls = [...el.classList].filter((c) => /-legal$|^(tokaido|sakura|duo|kit)-/.test(c)).join('.');
    out.push({el: el.tagName.toLowerCase() + '.' + cls, text: (el.innerText || el.title || '').trim().slice(0, 40),
              width: Math.round(r.width * 10) / 10, height: Math.round(r.height * 10) / 10,
              hit: !!hit && el.contains(hit)});
  }
  window.scrollTo(0, 0);
  for (const e of document.querySelectorAll('*')) { if (e.scrollTop) e.scrollTop = 0; }
  return out;
}"""

FIRST_SCREEN_JS = r"""(selector) => {
  const vh = window.innerHeight;
  const top = (el) => el ? Math.round(el.getBoundingClientRect().bottom) : null;
  const choice = [...document.querySelectorAll(selector)].find((e) => e.offsetParent !== null);
  return {height: vh, status: top(document.querySelector('.kit-status')), choice: top(choice)};
}"""


def axe(page, tags: tuple[str, ...] = (), context: str = "document") -> list[dict]:
    """axe-core's violations on ``page`` (only the rules of ``tags``, e.g. ``"wcag2aa"``, when given),
    each as ``{"id", "impact", "help", "nodes": [target selectors and what fails]}``."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(content=AXE_JS.read_text(encoding="utf-8"))
    return page.evaluate(
        """async ([context, tags]) => {
          const options = {resultTypes: ['violations']};
          if (tags.length) options.runOnly = {type: 'tag', values: tags};
          const r = await axe.run(context === 'document' ? document : document.querySelector(context), options);
          return r.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
                                           nodes: v.nodes.map((n) => n.target.join(' ') + ' :: ' + n.failureSummary.slice(0, 160))}));
        }""", [context, list(tags)])


def small_words(page, selector: str) -> list:
    """The words of the pictures matching ``selector`` drawn under :data:`WORD_PX` CSS px."""
    return [w for w in page.evaluate(WORDS_JS, selector) if w[0] < WORD_PX - 0.05]


#: a tutorial's static pictures of a board (widgets.common.figure): the drawing each one shows
FIGURE = ".kit-figure svg"
#: a tutorial with pictures of a board per game, one language each (English, Portuguese, Italian)
FIGURE_TUTORIALS = ("sakura/03_garden_actions.ipynb", "pt/tokaido/02_moving.ipynb", "it/duo/02_pilgrim.ipynb")
#: per picture of a board: its width, the width its wide drawing needs (``kit-figure-from-<px>``), and the
#: drawings it shows (``wide``/``narrow``, their right edges)
FIGURES_JS = """() => [...document.querySelectorAll('.kit-figure')].map((f) => ({
  room: Math.round(f.getBoundingClientRect().width),
  needs: +((/kit-figure-from-([0-9.]+)/.exec(f.className) || [0, 0])[1]),
  shown: [...f.querySelectorAll(':scope > div > svg')].filter((s) => s.getBoundingClientRect().width > 0)
    .map((s) => [s.parentElement.className.replace('kit-figure-', ''), Math.round(s.getBoundingClientRect().right)])}))"""


def check_figures(page, where: str) -> float:
    """At the page's current size, each picture of a board (:data:`FIGURE`) shows one drawing, the wide one
    wherever the picture has room for it at its natural size, inside the window, every word at
    :data:`WORD_PX` px or more; nothing on the page is cut or scrolls sideways. Returns the smallest word (px)."""
    figures = page.evaluate(FIGURES_JS)
    assert figures, f"{where}: no picture of a board"
    width = page.evaluate("() => document.documentElement.clientWidth")
    for figure in figures:
        assert len(figure["shown"]) == 1 and figure["shown"][0][1] <= width, f"{where}: {figure} in {width} px"
        wanted = "wide" if figure["room"] >= figure["needs"] else "narrow"
        assert figure["shown"][0][0] == wanted, f"{where}: the {wanted} drawing fits, shown: {figure}"
    words = page.evaluate(WORDS_JS, FIGURE)
    small = [w for w in words if w[0] < WORD_PX - 0.05]
    assert not small, f"{where}: {len(small)} words of a picture under {WORD_PX} px: {small[:6]}"
    cut = page.evaluate(CUT_JS)
    assert not cut["scrolls"] and not cut["cut"], (where, cut["scrolls"][:3], cut["cut"][:5])
    return min(w[0] for w in words)


def measure(page, board: str) -> dict:
    """Every figure of one page at its current size (no assertion)."""
    first = page.evaluate(FIRST_SCREEN_JS, LEGAL)
    cut = page.evaluate(CUT_JS)
    targets = page.evaluate(TARGETS_JS, LEGAL)
    words = page.evaluate(WORDS_JS, board)
    return {
        "first": first, "scrolls": cut["scrolls"], "cut": cut["cut"], "targets": len(targets),
        "small": [t for t in targets if t["width"] < TOUCH_PX - 0.5 or t["height"] < TOUCH_PX - 0.5],
        "covered": [t for t in targets if not t["hit"]],
        "words": len(words), "small_words": [w for w in words if w[0] < WORD_PX - 0.05],
    }
