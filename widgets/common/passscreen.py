"""The hot-seat "pass to the next player" screen: hidden hands are never shown to the wrong player.

Its message and button are made the first time it shows: a game with one human seat (the apps' start)
never sends them to the page.
"""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as w

from tokaido_kit.core import i18n

from .light import html


class PassScreen(w.VBox):
    """A dark screen asking to pass the device; its button (``.kit-pass-continue``) reveals the hand."""

    def __init__(self, on_continue: Callable[[], None], **kwargs: Any) -> None:
        self._on_continue = on_continue
        self._parts: tuple[w.HTML, w.Button] | None = None
        super().__init__([], layout=w.Layout(display="none", align_items="center"), **kwargs)
        self.add_class("kit-pass-screen")

    def _made(self) -> tuple[w.HTML, w.Button]:
        if self._parts is None:
            button = w.Button(description=i18n.text("widgets.pass.continue"), button_style="primary",
                              layout=w.Layout(width="auto"), _dom_classes=("kit-pass-continue",))
            button.on_click(lambda _b: self._on_continue())
            self._parts = (html(), button)
            self.children = self._parts
        return self._parts

    @property
    def _message(self) -> w.HTML:
        return self._made()[0]

    @property
    def _button(self) -> w.Button:
        return self._made()[1]

    def show(self, player_name: str) -> None:
        self._message.value = i18n.text("widgets.pass.message", player=player_name)
        self.layout.display = "flex"

    def hide(self) -> None:
        if self.layout.display != "none":
            self.layout.display = "none"

    @property
    def visible(self) -> bool:
        return self.layout.display != "none"
