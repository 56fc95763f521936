"""Clickable views over the kit's engines (ipywidgets; plotly only for the score chart).

Arrows point one way: ``notebooks -> widgets -> tokaido_kit``. A widget never
decides what is legal: it asks the engine (``legal_actions``, ``why_not``,
``play``). Every label comes from the message catalogues
(``widgets/**/messages/<lang>.json``) through :func:`tokaido_kit.core.i18n.text`.

Shared, game-agnostic pieces live in :mod:`widgets.common`; one board per game
(:class:`widgets.sakura.SakuraGarden`); the landing page's links in
:mod:`widgets.links`.
"""

__all__ = ["common", "links", "sakura"]
