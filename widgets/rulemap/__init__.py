"""Rule maps: for each game, every rule sentence of its seed rulebooks, the rule id that plays it,
the tests named after that rule and the tutorial that teaches it (house rules marked).

The walk of each rulebook is data beside the engine (``tokaido_kit/<game>/rulebook/*.json``, see
:mod:`widgets.rulemap.model`); the page is plain HTML (:func:`page`), served with no kernel by the
kit's server at ``{base}kit/rules/<game>`` and linked from the landing page. Nothing here imports
ipywidgets, and nothing reads the kit's shared notes: the repository holds all the page needs.
"""

from .model import GAMES
from .page import page

__all__ = ["GAMES", "page"]
