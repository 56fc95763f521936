"""The hot-seat "pass to the next player" screen: hidden hands are never shown to the wrong player."""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as w

from tokaido_kit.core import i18n


class PassScreen(w.VBox):
    """A dark screen asking to pass the device; its button (``.kit-pass-continue``) reveals the hand."""

    def __init__(self, on_continue: Callable[[], None], **kwargs: Any) -> None:
        self._message = w.HTML()
        self._button = w.Button(description=i18n.text("widgets.pass.continue"), button_style="primary",
                                layout=w.Layout(width="auto"))
        self._button.add_class("kit-pass-continue")
        self._button.on_click(lambda _b: on_continue())
        super().__init__([self._message, self._button], layout=w.Layout(display="none", align_items="center"),
                         **kwargs)
        self.add_class("kit-pass-screen")

    def show(self, player_name: str) -> None:
        self._message.value = i18n.text("widgets.pass.message", player=player_name)
        self.layout.display = "flex"

    def hide(self) -> None:
        self.layout.display = "none"

    @property
    def visible(self) -> bool:
        return self.layout.display != "none"
