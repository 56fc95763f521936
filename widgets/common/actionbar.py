"""A generic action bar: the legal actions that are not on a board, as buttons labelled ``str(action)``.

A board gives :meth:`ActionBar.show` the actions to offer (usually
``game.legal_actions()`` minus the ones it draws as clickable places) and a
callback; a click calls it with the :class:`~tokaido_kit.core.Action`, which the
board passes to ``GameShell.try_play`` (the engine decides). Buttons are
reused between turns and share one layout and style model (a lighter page).
Each button has the classes ``kit-action`` and ``kit-action-<kind>``.
"""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as w


class ActionBar(w.VBox):
    """A prompt and one button per offered action. ``bar.actions`` are the actions shown, in order."""

    def __init__(self, on_action: Callable[[Any], Any], **kwargs: Any) -> None:
        self._on_action = on_action
        self.prompt = w.HTML()
        self.prompt.add_class("kit-action-prompt")
        self._buttons: list[w.Button] = []
        self._kinds: list[str | None] = []
        self.actions: list = []
        self._layout = w.Layout(width="auto", height="auto", margin="2px")
        self._style = w.ButtonStyle()
        self.row = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        super().__init__([self.prompt, self.row], **kwargs)
        self.add_class("kit-action-bar")
        self.layout.display = "none"

    def _button(self, i: int) -> w.Button:
        while len(self._buttons) <= i:
            k = len(self._buttons)
            button = w.Button(layout=self._layout, style=self._style)
            button.add_class("kit-action")
            button.on_click(lambda _b, k=k: self.click(k))
            self._buttons.append(button)
            self._kinds.append(None)
        return self._buttons[i]

    def show(self, actions: list, prompt: str = "") -> None:
        """Offer ``actions`` (an empty list hides the bar)."""
        self.actions = list(actions)
        for i, action in enumerate(self.actions):
            button = self._button(i)
            label = str(action)
            if button.description != label:
                button.description = label
                button.tooltip = label
            if self._kinds[i] != action.kind:
                if self._kinds[i] is not None:
                    button.remove_class(f"kit-action-{self._kinds[i]}")
                button.add_class(f"kit-action-{action.kind}")
                self._kinds[i] = action.kind
        visible = tuple(self._buttons[: len(self.actions)])
        if self.row.children != visible:
            self.row.children = visible
        if self.prompt.value != prompt:
            self.prompt.value = prompt
        self.layout.display = None if self.actions else "none"

    def hide(self) -> None:
        self.show([])

    def labels(self) -> list[str]:
        """The labels shown now (for tests and notebooks)."""
        return [str(a) for a in self.actions]

    def click(self, i: int) -> Any:
        """The Python twin of clicking button ``i``."""
        if 0 <= i < len(self.actions):
            return self._on_action(self.actions[i])
        return None
