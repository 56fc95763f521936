"""Every link between notebooks, generated in one place.

Links are RELATIVE to the notebook that shows them, so they work in local
Voila (``/voila/render/index.ipynb``), on Binder
(``/voila/render/notebooks/index.ipynb``) and in JupyterLab alike. Paths are
relative to the ``notebooks/`` folder. This module imports no widget library.
"""

from __future__ import annotations

import functools
import html
import json
import os
import posixpath
import re
from pathlib import Path
from typing import Callable

from tokaido_kit.core import i18n

INDEX = "index.ipynb"

#: The games, in the order the landing page shows them.
GAMES = ("sakura", "duo", "tokaido")

#: Where the notebooks are: the kit's ``notebooks/`` folder, or ``$KIT_NOTEBOOKS``.
NOTEBOOKS = Path(os.environ.get("KIT_NOTEBOOKS") or Path(__file__).resolve().parents[1] / "notebooks")

#: Each game's page "what differs from the box", linked from the index and the tutorials.
BOX = "what_differs_from_the_box.ipynb"

#: A tutorial is a notebook ``<game>/NN_topic.ipynb``: adding one is adding the file.
TUTORIAL = re.compile(r"(\d\d)_[A-Za-z0-9_-]+\.ipynb")


def root_of(here: str, cwd: Path | None = None) -> Path | None:
    """The notebooks folder of a kernel running notebook ``here`` (Jupyter and Voila run it in its own folder)."""
    cwd = Path(cwd or Path.cwd())
    depth = here.count("/")
    folder = cwd.parents[depth - 1] if depth else cwd
    return folder if (folder / here).is_file() else None


def split_lang(path: str) -> tuple[str, str]:
    """``"pt/sakura/03_x.ipynb"`` -> ``("pt", "sakura/03_x.ipynb")``; an English path -> ``("en", path)``."""
    head, _, rest = path.partition("/")
    if rest and head != i18n.FALLBACK and head in i18n.languages():
        return head, rest
    return i18n.FALLBACK, path


def in_language(path: str, lang: str) -> str:
    """The path of notebook ``path`` (in any language) in language ``lang``, existing or not."""
    rest = split_lang(path)[1]
    return rest if lang == i18n.FALLBACK else f"{lang}/{rest}"


def lang_query(lang: str) -> str:
    """What an app's link carries so that it opens in ``lang``: ``"?lang=pt"`` ("" for English)."""
    return "" if lang == i18n.FALLBACK else f"?lang={lang}"


def tutorials(root: Path | None = None, lang: str = i18n.FALLBACK) -> dict[str, list[str]]:
    """Each game's tutorials in ``lang`` in order, read from the folder (a new notebook appears at once)."""
    root = Path(root or NOTEBOOKS)
    prefix = "" if lang == i18n.FALLBACK else f"{lang}/"
    found = {}
    for game in GAMES:
        folder = root / prefix / game
        names = sorted(p.name for p in folder.glob("*.ipynb") if TUTORIAL.fullmatch(p.name)) if folder.is_dir() else []
        found[game] = [f"{prefix}{game}/{name}" for name in names]
    return found


def translated(path: str, lang: str, root: Path | None = None) -> str:
    """Notebook ``path`` in ``lang`` if that translation exists, else the English notebook."""
    target = in_language(path, lang)
    return target if (Path(root or NOTEBOOKS) / target).is_file() else split_lang(path)[1]


def reading_list(lang: str, root: Path | None = None) -> dict[str, list[str]]:
    """Each game's tutorials as a reader of ``lang`` gets them: the translation, or the English one."""
    return {game: [translated(p, lang, root) for p in paths] for game, paths in tutorials(root).items()}


def section_link(section: str, lang: str, root: Path | None = None) -> str:
    """A rule's section (``sakura/03_x.ipynb``, maybe with ``#anchor``) for a reader of ``lang``.

    A translated tutorial has its own headings, so an English anchor is dropped there."""
    path, _, anchor = section.partition("#")
    target = translated(path, lang, root)
    return target + (f"#{anchor}" if anchor and target == path else "")


@functools.lru_cache(maxsize=256)
def _heading(path: Path, mtime: float) -> str:
    try:
        cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError):
        return ""
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            source = "".join(cell.get("source", []))
            first = source.lstrip().split("\n", 1)[0].strip()
            if first.startswith("# "):
                return first[2:].strip()
    return ""


def heading_title(path: str, root: Path | None = None) -> str:
    """A tutorial's title, from its own first heading: ``# Sakura 3: garden actions`` -> ``Garden actions``."""
    file = Path(root or NOTEBOOKS) / path
    try:
        heading = _heading(file, file.stat().st_mtime)
    except OSError:
        heading = ""
    text = re.sub(r"^[^:]*?\d+\s*:\s*", "", heading) or posixpath.basename(path)
    return text[:1].upper() + text[1:]


#: game -> its Voila app.
APPS: dict[str, str] = {"sakura": "apps/sakura.ipynb", "tokaido": "apps/tokaido.ipynb", "duo": "apps/duo.ipynb"}

#: game -> its strategy lab (many bot games, charts with intervals): not a rule tutorial, no rhythm to
#: keep; translated as ``<lang>/lab/<game>.ipynb`` (:func:`translated` picks the reader's language).
LABS: dict[str, str] = {"sakura": "lab/sakura.ipynb", "tokaido": "lab/tokaido.ipynb", "duo": "lab/duo.ipynb"}

#: The guide for teachers who write tutorials (with a template per game beside it).
GUIDE = "authoring/write_your_own_tutorial.ipynb"

#: Games of the kit without tutorials yet (said honestly on the index page).
COMING: list[str] = []


def href(target: str, here: str = "") -> str:
    """The relative link from notebook ``here`` to notebook ``target`` (both relative to notebooks/)."""
    base = posixpath.dirname(here) or "."
    return posixpath.relpath(target, base)


def title(path: str, root: Path | None = None) -> str:
    """The title of a notebook: the catalogue's for the index and the apps, a tutorial's own heading."""
    key = f"links.{split_lang(path)[1]}"  # the index and the apps: one title per language
    return i18n.text(key) if i18n.has(key) else heading_title(path, root)


def all_notebooks() -> list[str]:
    """Every notebook the kit links to (each language's index and tutorials, apps, the guide)."""
    out = []
    for lang in i18n.languages():
        index = in_language(INDEX, lang)
        if lang == i18n.FALLBACK or (NOTEBOOKS / index).is_file():
            out.append(index)
        for paths in tutorials(lang=lang).values():
            out.extend(paths)
        out.extend(p for p in (in_language(lab, lang) for lab in LABS.values()) if (NOTEBOOKS / p).is_file())
        out.extend(p for p in (in_language(f"{game}/{BOX}", lang) for game in GAMES) if (NOTEBOOKS / p).is_file())
    out.extend(APPS.values())
    out.append(GUIDE)
    return out


def _a(path: str, here: str, link: Callable[[str], str] | None = None, root: Path | None = None,
       query: str = "") -> str:
    target = (link(path) if link is not None else href(path, here)) + query
    note = ""
    if split_lang(path)[0] == i18n.FALLBACK != i18n.get_language() and path not in APPS.values():
        note = " " + html.escape(i18n.text("links.in_english"))  # a page not translated yet
    return f'<a href="{html.escape(target)}">{html.escape(title(path, root))}</a>{note}'


def index_html(here: str | None = None, link: Callable[[str], str] | None = None,
               rules_link: Callable[[str], str] | None = None, root: Path | None = None,
               lang: str | None = None) -> str:
    """The landing page's body in ``lang`` (default: the current language): every game, its app
    and its tutorials, then what is coming.

    Links are relative to notebook ``here`` (default: that language's index), or ``link(path)``
    when given (the server's static landing page, :mod:`widgets.server.handlers`, links into
    ``voila/render/``). App and rule-map links carry ``?lang=`` so they open in ``lang``.
    ``rules_link(game)``, when given, adds a link to each game's rule map (served by the kit's
    server only: see :func:`rule_map_url`).
    """
    lang = lang or i18n.get_language()
    here = here or in_language(INDEX, lang)
    query = lang_query(lang)
    parts = []
    found = reading_list(lang, root)
    for game in list(found) + [g for g in APPS if g not in found]:
        paths = found.get(game, [])
        parts.append(f"<h2>{html.escape(i18n.text(f'links.game.{game}'))}</h2>")
        if game in APPS:
            parts.append(
                f"<p><b>{html.escape(i18n.text('links.play'))}</b> {_a(APPS[game], here, link, root, query)}</p>"
            )
        if game in LABS:
            lab = translated(LABS[game], lang, root)
            parts.append(f"<p><b>{html.escape(i18n.text('links.lab'))}</b> {_a(lab, here, link, root)}</p>")
        if paths:  # a game may have its app before its tutorials
            parts.append(f"<p><b>{html.escape(i18n.text('links.learn'))}</b></p><ol>")
            parts.extend(f"<li>{_a(p, here, link, root)}</li>" for p in paths)
            parts.append("</ol>")
        if rules_link is not None:
            parts.append(f"<p><b>{html.escape(i18n.text('links.rules'))}</b> "
                         f'<a href="{html.escape(rules_link(game) + query)}">{html.escape(i18n.text("links.rules.link"))}</a></p>')
    parts.append(f"<h2>{html.escape(i18n.text('links.teachers'))}</h2><p>{_a(GUIDE, here, link)}</p>")
    if COMING:
        parts.append(f"<h2>{html.escape(i18n.text('links.coming'))}</h2><ul>")
        parts.extend(f"<li>{html.escape(i18n.text(f'links.coming.{g}'))}</li>" for g in COMING)
        parts.append("</ul>")
    return "\n".join(parts)


def language_nav(lang: str, target: Callable[[str], str]) -> str:
    """A page's language picker (``.kit-lang``): each language by its own name ("English", "Português",
    "Italiano"), ``target(other)`` the link to the page in that language; ``lang`` is the page's own."""
    items = []
    for other in i18n.languages():
        name = html.escape(i18n.language_name(other))
        items.append(f'<b lang="{other}">{name}</b>' if other == lang else
                     f'<a href="{html.escape(target(other))}" hreflang="{other}" lang="{other}">{name}</a>')
    label = html.escape(i18n.text("widgets.app.language"))
    return f'<nav class="kit-lang" aria-label="{label}">{" · ".join(items)}</nav>'


def landing_page(lang: str, link: Callable[[str], str], rules_link: Callable[[str], str],
                 language_href: Callable[[str], str]) -> str:
    """The whole landing page, a static HTML document in ``lang``: the language picker (``language_href(other)``
    the same page in another language), the title and :func:`index_html` with ``link`` and ``rules_link``.
    The kit's server serves it (:mod:`widgets.server.handlers`); the static site writes one per language."""
    from .common.style import static_page

    with i18n.using(lang):
        body = index_html(link=link, rules_link=rules_link, lang=lang)
        title = i18n.text("links.index.title")
        intro = i18n.text("links.index.intro")
        return static_page(title, f"{language_nav(lang, language_href)}<h1>{html.escape(title)}</h1>"
                           f"<p>{html.escape(intro)}</p>{body}", lang=lang)


def rule_map_url(game: str) -> str:
    """The address of a game's rule map on the kit's server, from the server's root (for notebooks).

    A notebook cannot know the page it is shown in; the kit's server serves the maps at
    ``{base}kit/rules/<game>``, where ``{base}`` is ``/`` or, on Binder and JupyterHub,
    ``$JUPYTERHUB_SERVICE_PREFIX``.
    """
    base = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/")
    return base.rstrip("/") + f"/kit/rules/{game}"


def nav_html(here: str, root: Path | None = None) -> str:
    """A tutorial's footer: back to the index, previous and next notebook of its game, in the
    tutorial's language (``here`` = ``pt/sakura/03_x.ipynb``: the Portuguese index and neighbours)."""
    lang = split_lang(here)[0]
    items = [_a(translated(INDEX, lang, root), here, root=root)]
    for paths in reading_list(lang, root).values():
        if here in paths:
            i = paths.index(here)
            if i > 0:
                items.append(html.escape(i18n.text("links.previous")) + " " + _a(paths[i - 1], here, root=root))
            if i + 1 < len(paths):
                items.append(html.escape(i18n.text("links.next")) + " " + _a(paths[i + 1], here, root=root))
    return " · ".join(items)
