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

#: A tutorial is a notebook ``<game>/NN_topic.ipynb``: adding one is adding the file.
TUTORIAL = re.compile(r"(\d\d)_[A-Za-z0-9_-]+\.ipynb")


def root_of(here: str, cwd: Path | None = None) -> Path | None:
    """The notebooks folder of a kernel running notebook ``here`` (Jupyter and Voila run it in its own folder)."""
    cwd = Path(cwd or Path.cwd())
    depth = here.count("/")
    folder = cwd.parents[depth - 1] if depth else cwd
    return folder if (folder / here).is_file() else None


def tutorials(root: Path | None = None) -> dict[str, list[str]]:
    """Each game's tutorials in order, read from the folder (a new notebook appears at once)."""
    root = Path(root or NOTEBOOKS)
    found = {}
    for game in GAMES:
        folder = root / game
        names = sorted(p.name for p in folder.glob("*.ipynb") if TUTORIAL.fullmatch(p.name)) if folder.is_dir() else []
        found[game] = [f"{game}/{name}" for name in names]
    return found


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
    key = f"links.{path}"
    return i18n.text(key) if i18n.has(key) else heading_title(path, root)


def all_notebooks() -> list[str]:
    """Every notebook the kit links to (tutorials, apps, index)."""
    out = [INDEX]
    for paths in tutorials().values():
        out.extend(paths)
    out.extend(APPS.values())
    out.append(GUIDE)
    return out


def _a(path: str, here: str, link: Callable[[str], str] | None = None, root: Path | None = None) -> str:
    target = link(path) if link is not None else href(path, here)
    return f'<a href="{html.escape(target)}">{html.escape(title(path, root))}</a>'


def index_html(here: str = INDEX, link: Callable[[str], str] | None = None,
               rules_link: Callable[[str], str] | None = None, root: Path | None = None) -> str:
    """The landing page's body: every game, its app and its tutorials, then what is coming.

    Links are relative to notebook ``here``, or ``link(path)`` when given (the server's
    static landing page, :mod:`widgets.server.handlers`, links into ``voila/render/``).
    ``rules_link(game)``, when given, adds a link to each game's rule map (served by the kit's
    server only: see :func:`rule_map_url`).
    """
    parts = []
    found = tutorials(root)
    for game in list(found) + [g for g in APPS if g not in found]:
        paths = found.get(game, [])
        parts.append(f"<h2>{html.escape(i18n.text(f'links.game.{game}'))}</h2>")
        if game in APPS:
            parts.append(
                f"<p><b>{html.escape(i18n.text('links.play'))}</b> {_a(APPS[game], here, link, root)}</p>"
            )
        if paths:  # a game may have its app before its tutorials
            parts.append(f"<p><b>{html.escape(i18n.text('links.learn'))}</b></p><ol>")
            parts.extend(f"<li>{_a(p, here, link, root)}</li>" for p in paths)
            parts.append("</ol>")
        if rules_link is not None:
            parts.append(f"<p><b>{html.escape(i18n.text('links.rules'))}</b> "
                         f'<a href="{html.escape(rules_link(game))}">{html.escape(i18n.text("links.rules.link"))}</a></p>')
    parts.append(f"<h2>{html.escape(i18n.text('links.teachers'))}</h2><p>{_a(GUIDE, here, link)}</p>")
    if COMING:
        parts.append(f"<h2>{html.escape(i18n.text('links.coming'))}</h2><ul>")
        parts.extend(f"<li>{html.escape(i18n.text(f'links.coming.{g}'))}</li>" for g in COMING)
        parts.append("</ul>")
    return "\n".join(parts)


def rule_map_url(game: str) -> str:
    """The address of a game's rule map on the kit's server, from the server's root (for notebooks).

    A notebook cannot know the page it is shown in; the kit's server serves the maps at
    ``{base}kit/rules/<game>``, where ``{base}`` is ``/`` or, on Binder and JupyterHub,
    ``$JUPYTERHUB_SERVICE_PREFIX``.
    """
    base = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/")
    return base.rstrip("/") + f"/kit/rules/{game}"


def nav_html(here: str, root: Path | None = None) -> str:
    """A tutorial's footer: back to the index, previous and next notebook of its game."""
    items = [_a(INDEX, here)]
    for paths in tutorials(root).values():
        if here in paths:
            i = paths.index(here)
            if i > 0:
                items.append(html.escape(i18n.text("links.previous")) + " " + _a(paths[i - 1], here, root=root))
            if i + 1 < len(paths):
                items.append(html.escape(i18n.text("links.next")) + " " + _a(paths[i + 1], here, root=root))
    return " · ".join(items)
