"""What ``voici build`` leaves to do for the kit's static site (see notebooks/tools/site/build.py).

* Font Awesome: voici's templates link it from a CDN; the npm package's style sheets and its WOFF2 fonts
  (the only format a browser that runs the site asks for) are copied to ``static/fontawesome/`` and the
  links point there.
* The theme's style sheets (about 250 kB, the same in every page) become two shared files that the
  browser keeps, instead of a copy inlined in each of the ~60 pages (15 MB less).
* The Mermaid loader (it would fetch Mermaid from a CDN for a diagram; the kit has none) is removed.
* Links between notebooks: the kit writes them as ``.ipynb`` (Voila and JupyterLab want that); in the
  site each notebook is a page ``.html``. A small script in each page follows such links to the page.
* Share links (``?position=``, ``?lang=``) work as under Voila: the apps ask the page for its address
  (:mod:`widgets.common.position.pageaddress`), since no server hands it to Python here.
* ``index.html``: the landing page, plain HTML from :func:`widgets.links.index_html` (the index
  notebook's links, without waiting for Python); ``voici/render/index.html`` (where the notebooks'
  links to ``index.ipynb`` lead) sends the visitor there. ``rules/<game>.html``: the rule maps.
* No page may name another host in a ``src``/``href`` or a style sheet's ``url()``: checked.
* The kernel's start imports piplite (``%pip`` in a cell) and with it micropip, which no page uses at its
  start (0.3-0.6 s of every visit): the kernel's worker now imports them when a cell first asks, with the
  same settings (:func:`defer_piplite`).
* Each notebook's page starts the kernel's worker itself, first thing, so that Python is restored while
  voici's and JupyterLite's scripts load (:mod:`tools.site.early`).
* Before Python has run, a page is already what the kit's widgets make of it under Voila: one main landmark
  around its content (the "Running ..." screen and the cells), and the kit's stylesheet
  (``widgets/common/kit.css``: links in text underlined, wide tables and code wrapped on a phone).
"""

from __future__ import annotations

import hashlib
import html
import re
import shutil
from pathlib import Path

from tools.site import early

FA_CDN = re.compile(r'https://cdn\.jsdelivr\.net/npm/@fortawesome/fontawesome-free@[^/"]+/css/([\w.-]+\.css)')
STYLE = re.compile(r'<style type="text/css">(.*?)</style>', re.S)
SHARED_FROM = 10_000  # characters: the theme's sheets, not a page's own small styles
MERMAID = re.compile(r'<script type="module">\s*document\.addEventListener\("DOMContentLoaded", async \(\) => \{\s*'
                     r'const diagrams = document\.querySelectorAll\("\.jp-Mermaid.*?</script>', re.S)
OUTSIDE = re.compile(r'''(?:<(?:script|link|img|iframe)\b[^>]*?\b(?:src|href)\s*=\s*["']|url\(\s*["']?)(?:https?:)?//''',
                     re.I)

PAGE_SCRIPT = """<script>
(function () {
  // links between notebooks: the kit writes them as .ipynb, each notebook is a page .html here
  document.addEventListener("click", function (event) {
    var a = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    if (!a) { return; }
    var href = a.getAttribute("href");
    var m = /^([^:?#]*)\\.ipynb([?#].*)?$/.exec(href);
    if (m) { a.setAttribute("href", m[1] + ".html" + (m[2] || "")); return; }
    // the rule maps, which the kit's server serves at {base}kit/rules/<game>, are pages of the site
    var rules = /^\\/(?:[^?#]*\\/)?kit\\/rules\\/(\\w+)/.exec(href);
    if (rules) { a.setAttribute("href", siteRoot() + "rules/" + rules[1] + ".html"); }
  }, true);
  // once Python has run, voici draws the page in a shell of its own beside the page's <main> (which held the
  // "Running ..." screen and the cells as built): the landmark moves to the shell's cells
  new MutationObserver(function (changes, observer) {
    var cells = document.querySelector("body > #main #rendered_cells");
    if (!cells) { return; }
    observer.disconnect();
    var wrapper = document.querySelector("body > main");
    if (wrapper) {
      while (wrapper.firstChild) { wrapper.parentNode.insertBefore(wrapper.firstChild, wrapper); }
      wrapper.remove();
    }
    cells.setAttribute("role", "main");
  }).observe(document.body, {childList: true, subtree: true});
  function siteRoot() {
    var config = document.getElementById("jupyter-config-data");
    try { return JSON.parse(config.textContent).baseUrl || "./"; } catch (e) { return "./"; }
  }
})();
</script>
"""

REDIRECT = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>'
            '<meta http-equiv="refresh" content="0; url={url}"></head>'
            '<body><p><a href="{url}">{title}</a></p></body></html>\n')


def up(depth: int) -> str:
    return "../" * depth


def page_link(path: str, depth: int = 0) -> str:
    """Notebook path (relative to notebooks/) -> its page, from a page ``depth`` folders below the site."""
    return up(depth) + "voici/render/" + path[: -len(".ipynb")] + ".html"


#: a style sheet's font files (Font Awesome 5 offers each font as EOT, WOFF2, WOFF, TTF and SVG): every browser
#: that runs the site's Python reads WOFF2, which it is offered first of the formats it knows
FONT_SOURCES = re.compile(r"""src:\s*url\((["']?)([^)"']*?)\.eot\1\);\s*src:[^;}]*""")
CSS_URL = re.compile(r"""url\(\s*["']?([^)"'#?]*)""")


def fontawesome(out: Path, package: Path) -> None:
    """Font Awesome's style sheets and its WOFF2 fonts alone (the other four formats were 2.6 of its 3.3 MB,
    which no browser that runs the site asks for); a style sheet naming a file that is not there stops the
    build."""
    target = out / "static" / "fontawesome"
    shutil.rmtree(target, ignore_errors=True)
    (target / "webfonts").mkdir(parents=True)
    for font in sorted((package / "webfonts").glob("*.woff2")):
        shutil.copy(font, target / "webfonts" / font.name)
    (target / "css").mkdir()
    missing = []
    for sheet in sorted((package / "css").glob("*.css")):
        text = FONT_SOURCES.sub(lambda m: f'src:url({m.group(1)}{m.group(2)}.woff2{m.group(1)}) format("woff2")',
                                sheet.read_text(encoding="utf-8"))
        (target / "css" / sheet.name).write_text(text, encoding="utf-8")
        missing += [f"{sheet.name}: {url}" for url in CSS_URL.findall(text) if not (target / "css" / url).exists()]
    if missing:
        raise SystemExit("site: Font Awesome's style sheets name files the site does not have (check "
                         "pages.fontawesome against this Font Awesome):\n  " + "\n  ".join(missing[:10]))
    shutil.copy(package / "LICENSE.txt", target / "LICENSE.txt")


def kit_css(styles: Path) -> str:
    """The kit's stylesheet as a shared file of ``styles`` (its name carries its hash); returns the name."""
    from widgets.common.style import css

    text = css()
    name = "kit-" + hashlib.sha256(text.encode()).hexdigest()[:12] + ".css"
    if not (styles / name).exists():
        (styles / name).write_text(text, encoding="utf-8")
    return name


def fix_page(path: Path, out: Path, worker: str | None = None) -> None:
    """One voici page: shared style sheets, Font Awesome from the site, no Mermaid loader, the page script;
    a notebook's page starts the kernel's ``worker`` (its path in the site) first thing (tools.site.early)."""
    text = path.read_text(encoding="utf-8")
    depth = len(path.relative_to(out).parts) - 1
    if worker:
        text = early.start_early(text, worker, depth)
    styles = out / "voici" / "styles"
    styles.mkdir(exist_ok=True)

    def shared(match: re.Match) -> str:
        css = match.group(1)
        if len(css) < SHARED_FROM:
            return match.group(0)
        name = hashlib.sha256(css.encode()).hexdigest()[:16] + ".css"
        if not (styles / name).exists():
            (styles / name).write_text(css, encoding="utf-8")
        return f'<link rel="stylesheet" href="{up(depth)}voici/styles/{name}" type="text/css" />'

    text = STYLE.sub(shared, text)
    text = text.replace("</head>", f'<link rel="stylesheet" href="{up(depth)}voici/styles/{kit_css(styles)}" '
                        'type="text/css" />\n</head>', 1)
    text = FA_CDN.sub(lambda m: f"{up(depth)}static/fontawesome/css/{m.group(1)}", text)
    text = MERMAID.sub("", text)
    if "<body" in text:  # the page script, then the page in one main landmark (PageRoles then adds none)
        text = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + PAGE_SCRIPT + "<main>", text, count=1)
        end = text.rfind("</body>")
        text = text[:end] + "</main>\n" + text[end:] if end >= 0 else text + "</main>"
    path.write_text(text, encoding="utf-8")


def landing_name(lang: str, stem: str = "index") -> str:
    """A static page's file in ``lang``: ``index.html`` for English, ``index.pt.html``, ``sakura.it.html``."""
    from tokaido_kit.core import i18n

    return f"{stem}.html" if lang == i18n.FALLBACK else f"{stem}.{lang}.html"


#: ``index.html?lang=pt`` (a link written for the kit's server) goes to ``index.pt.html``
LANG_REDIRECT = """<script>
(function () {
  var m = /[?&]lang=(%s)(?:&|$)/.exec(location.search);
  if (m) { location.replace("index." + m[1] + ".html"); }
})();
</script>"""


def landing(out: Path) -> None:
    """index.html and rules/<game>.html, written by the kit (its links, its catalogue, its look), in each
    of the kit's languages (``index.pt.html``, ``rules/sakura.it.html``), each with the language picker.
    The apps' links carry ``?lang=``, which the apps read in the site as under Voila."""
    from tokaido_kit.core import i18n
    from widgets import links, rulemap

    others = [lang for lang in i18n.languages() if lang != i18n.FALLBACK]
    rules = out / "rules"
    rules.mkdir(exist_ok=True)
    for lang in i18n.languages():
        page = links.landing_page(lang, page_link, lambda game: "rules/" + landing_name(lang, game), landing_name)
        redirect = LANG_REDIRECT % "|".join(others) if lang == i18n.FALLBACK else ""
        (out / landing_name(lang)).write_text(page.replace("</body>", redirect + "</body>", 1), encoding="utf-8")
        with i18n.using(lang):
            for game in rulemap.GAMES:
                page = rulemap.page(game, tutorial_href=lambda path: page_link(path, 1),
                                    index_href="../" + landing_name(lang),
                                    map_href=lambda other: landing_name(lang, other),
                                    language_href=lambda other: landing_name(other, game))
                (rules / landing_name(lang, game)).write_text(page, encoding="utf-8")
    start = html.escape(i18n.text("links.index.title"))
    (out / "voici" / "render" / "index.html").write_text(REDIRECT.format(title=start, url="../../index.html"))
    for lang in others:  # each language's index notebook (where its tutorials' links lead): its landing page
        with i18n.using(lang):
            title = html.escape(i18n.text("links.index.title"))
        (out / "voici" / "render" / lang).mkdir(parents=True, exist_ok=True)
        (out / "voici" / "render" / lang / "index.html").write_text(
            REDIRECT.format(title=title, url="../../../" + landing_name(lang)))
    # voici's own start (a file tree) is replaced by the landing page
    (out / "voici" / "index.html").write_text(REDIRECT.format(title=start, url="../index.html"))


def check_offline(out: Path) -> None:
    """No page or style sheet of the site may load anything from another host."""
    bad = []
    for path in out.rglob("*"):
        if path.suffix in (".html", ".css") and path.is_file():
            for match in OUTSIDE.finditer(path.read_text(encoding="utf-8", errors="replace")):
                bad.append(f"{path.relative_to(out)}: {match.group(0)}")
    if bad:
        raise SystemExit("site: these pages reach outside the site:\n  " + "\n  ".join(bad[:20]))


#: the kernel's worker sets piplite up at its start: ``import piplite.piplite`` then its two settings
PIPLITE_SETUP = re.compile(r"\\n( *)import piplite\.piplite\\n\s*piplite\.piplite\._PIPLITE_DISABLE_PYPI = (\$\{[^}]*\})"
                           r"\\n\s*piplite\.piplite\._PIPLITE_URLS = (\$\{[^}]*\})\\n")
#: what takes its place: the same settings, given to piplite when it is first imported
DEFERRED_PIPLITE = """import sys
class _DeferredPiplite:
    # piplite (and micropip) imported when a cell first asks for it, then set up as the kernel sets it up
    def find_spec(self, name, path=None, target=None):
        if name != "piplite":
            return None
        sys.meta_path.remove(self)
        from importlib.machinery import PathFinder
        spec = PathFinder.find_spec(name, path)
        run = spec.loader.exec_module
        def exec_module(module):
            run(module)
            settings = sys.modules["piplite.piplite"]
            settings._PIPLITE_DISABLE_PYPI = {disable}
            settings._PIPLITE_URLS = {urls}
        spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, _DeferredPiplite())
del _DeferredPiplite
"""


def defer_piplite(out: Path) -> int:
    """The Pyodide kernel's worker scripts with piplite imported when first used (see the module's
    docstring). Returns how many copies of the setup were changed; none found stops the build."""
    changed = 0
    for path in sorted((out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static").glob("*.js")):
        text = path.read_text(encoding="utf-8")

        def deferred(match: re.Match) -> str:
            # in a JavaScript template literal, each line indented as the kernel's own (Pyodide dedents it):
            # its escapes, then the kernel's own two settings put back
            indent = match.group(1)
            code = DEFERRED_PIPLITE.replace("\\", "\\\\").replace("`", "\\`")
            code = "".join("\\n" + indent + line for line in code.splitlines()) + "\\n"
            return code.replace("{disable}", match.group(2)).replace("{urls}", match.group(3))

        new, count = PIPLITE_SETUP.subn(deferred, text)
        if count:
            path.write_text(new, encoding="utf-8")
            changed += count
    if not changed:
        raise SystemExit("site: the Pyodide kernel's worker no longer sets piplite up as notebooks/tools/site/pages.py "
                         "expects: check defer_piplite against this jupyterlite-pyodide-kernel")
    return changed


#: where the kernel's worker starts Python (jupyterlite-pyodide-kernel 0.7's initRuntime)
LOAD_PYODIDE = re.compile(r"this\._pyodide=await (\w+)\(\{indexURL:")


def snapshot_start(out: Path) -> int:
    """The Pyodide kernel's worker with Python restored from the build's snapshot (tools.site.snapshot)
    where it started Python afresh. Returns how many workers were changed; none found stops the build."""
    from tools.site.snapshot import worker_start

    start = worker_start(out / "static" / "pyodide")
    changed = 0
    for path in sorted((out / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static").glob("*.js")):
        text = path.read_text(encoding="utf-8")
        new, count = LOAD_PYODIDE.subn(lambda m: f"this._pyodide=await __kitLoadPyodide({m.group(1)},{{indexURL:", text)
        if count:
            path.write_text(start + new, encoding="utf-8")
            changed += count
    if not changed:
        raise SystemExit("site: the Pyodide kernel's worker no longer starts Python as notebooks/tools/site/pages.py "
                         "expects: check snapshot_start against this jupyterlite-pyodide-kernel")
    return changed


def no_service_worker(out: Path) -> None:
    """JupyterLite's service worker gives Python a file system made of the site's contents; then every
    import asks it for the notebook's folder first: hundreds of requests, 9 s before the first cell.
    Without the worker (voici has no setting to leave it out) the kernel keeps its files in memory, and
    the kit finds its notebooks in its wheel (build.kit_wheel). The page notes the missing worker once."""
    for path in (out / "service-worker.js", out / "voici" / "build" / "service-worker.js"):
        path.unlink(missing_ok=True)


def prune(out: Path) -> None:
    """JupyterLite's own application (``build/``: JupyterLab's core, fonts, 6 MB) is not what voici's pages
    run (``voici/build/``); they read only its settings schemas and themes."""
    for path in (out / "build").iterdir():
        if path.name not in ("schemas", "themes"):
            shutil.rmtree(path) if path.is_dir() else path.unlink()


def finish(out: Path, notebooks: list[str], fa_package: Path) -> None:
    fontawesome(out, fa_package)
    no_service_worker(out)
    defer_piplite(out)
    snapshot_start(out)
    worker = early.take_worker(out)
    prune(out)
    shutil.rmtree(out / "voici" / "tree", ignore_errors=True)  # the landing page lists the notebooks
    for path in (out / "voici").rglob("*.html"):
        fix_page(path, out, worker)
    landing(out)
    for rel in notebooks:
        if not (out / page_link(rel)).exists():
            raise SystemExit(f"site: voici built no page for notebooks/{rel}")
    check_offline(out)
