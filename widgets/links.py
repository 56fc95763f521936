"""Every link between notebooks, generated in one place.

Links are RELATIVE to the notebook that shows them, so they work in local
Voila (``/voila/render/index.ipynb``), on Binder
(``/voila/render/notebooks/index.ipynb``) and in JupyterLab alike. Paths are
relative to the ``notebooks/`` folder. This module imports no widget library.
"""

from __future__ import annotations

import html
import os
import posixpath
from typing import Callable

from tokaido_kit.core import i18n

INDEX = "index.ipynb"

#: (game, tutorial notebooks in order). Titles come from the catalogue: ``links.<path>``.
TUTORIALS: dict[str, list[str]] = {
    "sakura": [
        "sakura/01_goal_and_setup.ipynb",
        "sakura/02_round_and_card_order.ipynb",
        "sakura/03_garden_actions.ipynb",
        "sakura/04_painter_actions.ipynb",
        "sakura/05_bumping_the_emperor.ipynb",
        "sakura/06_scoring_and_regrouping.ipynb",
        "sakura/07_end_and_ties.ipynb",
        "sakura/08_two_player_variants.ipynb",
    ],
    "duo": [
        "duo/00_the_island.ipynb",
        "duo/01_rounds.ipynb",
        "duo/02_pilgrim.ipynb",
        "duo/03_hot_spring.ipynb",
        "duo/04_merchant.ipynb",
        "duo/05_gold.ipynb",
        "duo/06_artist.ipynb",
        "duo/07_wave_tiles.ipynb",
        "duo/08_end_and_scoring.ipynb",
        "duo/09_automa.ipynb",
    ],
    "tokaido": [
        "tokaido/01_setup.ipynb",
        "tokaido/02_moving.ipynb",
        "tokaido/03_villages.ipynb",
        "tokaido/04_farms_and_hot_springs.ipynb",
        "tokaido/05_panoramas.ipynb",
        "tokaido/06_temples.ipynb",
        "tokaido/07_encounters.ipynb",
        "tokaido/08_inns.ipynb",
        "tokaido/09_travellers.ipynb",
        "tokaido/10_two_players.ipynb",
        "tokaido/11_end_of_game.ipynb",
        "tokaido/12_variants.ipynb",
        "tokaido/13_crossroads_choices.ipynb",
        "tokaido/14_crossroads_amulets.ipynb",
        "tokaido/15_crossroads_treasures.ipynb",
        "tokaido/16_crossroads_travellers.ipynb",
        "tokaido/17_matsuri.ipynb",
        "tokaido/18_matsuri_travellers.ipynb",
    ],
}

#: game -> its Voila app.
APPS: dict[str, str] = {"sakura": "apps/sakura.ipynb", "tokaido": "apps/tokaido.ipynb", "duo": "apps/duo.ipynb"}

#: Games of the kit without tutorials yet (said honestly on the index page).
COMING: list[str] = []


def href(target: str, here: str = "") -> str:
    """The relative link from notebook ``here`` to notebook ``target`` (both relative to notebooks/)."""
    base = posixpath.dirname(here) or "."
    return posixpath.relpath(target, base)


def title(path: str) -> str:
    """The catalogue title of a notebook path."""
    return i18n.text(f"links.{path}")


def all_notebooks() -> list[str]:
    """Every notebook the kit links to (tutorials, apps, index)."""
    out = [INDEX]
    for paths in TUTORIALS.values():
        out.extend(paths)
    out.extend(APPS.values())
    return out


def _a(path: str, here: str, link: Callable[[str], str] | None = None) -> str:
    target = link(path) if link is not None else href(path, here)
    return f'<a href="{html.escape(target)}">{html.escape(title(path))}</a>'


def index_html(here: str = INDEX, link: Callable[[str], str] | None = None,
               rules_link: Callable[[str], str] | None = None) -> str:
    """The landing page's body: every game, its app and its tutorials, then what is coming.

    Links are relative to notebook ``here``, or ``link(path)`` when given (the server's
    static landing page, :mod:`widgets.server.handlers`, links into ``voila/render/``).
    ``rules_link(game)``, when given, adds a link to each game's rule map (served by the kit's
    server only: see :func:`rule_map_url`).
    """
    parts = []
    for game in list(TUTORIALS) + [g for g in APPS if g not in TUTORIALS]:
        paths = TUTORIALS.get(game, [])
        parts.append(f"<h2>{html.escape(i18n.text(f'links.game.{game}'))}</h2>")
        if game in APPS:
            parts.append(
                f"<p><b>{html.escape(i18n.text('links.play'))}</b> {_a(APPS[game], here, link)}</p>"
            )
        if paths:  # a game may have its app before its tutorials
            parts.append(f"<p><b>{html.escape(i18n.text('links.learn'))}</b></p><ol>")
            parts.extend(f"<li>{_a(p, here, link)}</li>" for p in paths)
            parts.append("</ol>")
        if rules_link is not None:
            parts.append(f"<p><b>{html.escape(i18n.text('links.rules'))}</b> "
                         f'<a href="{html.escape(rules_link(game))}">{html.escape(i18n.text("links.rules.link"))}</a></p>')
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


def nav_html(here: str) -> str:
    """A tutorial's footer: back to the index, previous and next notebook of its game."""
    items = [_a(INDEX, here)]
    for paths in TUTORIALS.values():
        if here in paths:
            i = paths.index(here)
            if i > 0:
                items.append(html.escape(i18n.text("links.previous")) + " " + _a(paths[i - 1], here))
            if i + 1 < len(paths):
                items.append(html.escape(i18n.text("links.next")) + " " + _a(paths[i + 1], here))
    return " · ".join(items)
