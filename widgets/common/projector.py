"""Projector mode: a toggle (``.kit-projector``) that makes an app readable from the back of a room.

Pressed, it puts the class ``kit-projecting`` on the widget it serves (the whole app); the
stylesheet (``widgets/common/kit.css``) then sets larger type, black on white, thicker frames
and a board as wide as the screen. Only the page's styles change: the boards' pictures stay
pure functions of the game's view, and the static pictures of the tutorials stay as they are.
Python twin: ``toggle.value = True`` (or :meth:`ProjectorToggle.set`).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tokaido_kit.core import i18n

from .light import looks

PROJECTING = "kit-projecting"


class ProjectorToggle(w.ToggleButton):
    """A toggle button that switches projector mode on ``target`` (a DOM widget: the app)."""

    def __init__(self, target: w.DOMWidget, **kwargs: Any) -> None:
        super().__init__(value=False, description=i18n.text("widgets.projector"),
                         tooltip=i18n.text("widgets.projector.title"),
                         _dom_classes=("kit-projector",), **looks(w.ToggleButton, width="auto"), **kwargs)
        self._target = target
        self.observe(self._changed, names="value")

    def set(self, on: bool) -> None:
        """Switch projector mode on or off."""
        self.value = bool(on)

    @property
    def projecting(self) -> bool:
        return PROJECTING in self._target._dom_classes

    def _changed(self, change: dict) -> None:
        if change["new"]:
            self._target.add_class(PROJECTING)
        else:
            self._target.remove_class(PROJECTING)
