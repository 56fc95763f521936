"""Positions on the table in the apps: the editor, ``scenario(...)`` code and share links.

* :mod:`.link`: a position as a share link (``?position=``) and as code; reading a link
  is parsing data only, checked against each game's whitelist, then by ``Game.scenario``.
* :mod:`.editor`: :class:`PositionEditor`, the widget of the apps (each game's editor is
  ``widgets/<game>/editor.py``).
"""

from .editor import Field, PositionEditor
from .link import MAX_LINK, PositionRefused

__all__ = ["Field", "PositionEditor", "PositionRefused", "MAX_LINK"]
