"""A generic action bar: the legal actions that are not on a board, as buttons labelled ``str(action)``.

A board gives :meth:`ActionBar.show` the actions to offer (usually
``game.legal_actions()`` minus the ones it draws as clickable places) and a
callback; a click calls it with the :class:`~tokaido_kit.core.Action`, which the
board passes to ``GameShell.try_play`` (the engine decides). Each action has its
own button (:class:`~widgets.common.choices.ChoiceButtons`: a click always asks
for the action its label shows), and the buttons share one layout and style
model (a lighter page). A shown button has the classes ``kit-action``,
``kit-action-<kind>`` and ``kit-action-legal`` (the bar offers only available
actions).
"""

from __future__ import annotations

from typing import Any, Callable

import ipywidgets as w

from .choices import ChoiceButtons
from .light import html, looks, shared


class ActionBar(w.VBox):
    """A prompt and one button per offered action. ``bar.actions`` are the actions shown, in order."""

    def __init__(self, on_action: Callable[[Any], Any], **kwargs: Any) -> None:
        self._on_action = on_action
        self.prompt = html("", "kit-action-prompt")
        self.actions: list = []
        self.choices = ChoiceButtons(on_action, "kit-action", "kit-action-legal",
                                     w.Layout(width="auto", height="auto", margin="2px"), shared(w.ButtonStyle),
                                     legal_style=None)
        self.row = w.HBox(**looks(w.HBox, flex_flow="row wrap"))
        super().__init__([self.prompt, self.row], **kwargs)
        self.add_class("kit-action-bar")
        self.layout.display = "none"

    def show(self, actions: list, prompt: str = "") -> None:
        """Offer ``actions`` (an empty list hides the bar)."""
        self.actions = list(actions)
        visible = self.choices.show((a, str(a), str(a), [f"kit-action-{a.kind}"], True) for a in self.actions)
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
