"""Buttons for choices that come and go (hand cards, the action bar, Duo's choices): one
Button per choice, kept for the life of the board, each redrawn in a single message.

Why not a row of buttons reused by position: the page and the kernel talk by messages,
and what a learner sees and clicks is the page's copy of each button, which may lag the
kernel's by a message or by a whole redraw (a double click, a busy server). A reused
button's click means "the choice at place k *now*": a click that reaches the kernel after
the row was redrawn plays another choice than the one the learner saw, or nothing when
the row got shorter. And a button relabelled by several messages (classes, then label,
then style) shows, between them, a label with another choice's classes. So here:

* a button stands for one choice (its ``key``) for good: its click always asks for that
  choice, and the engine plays it or explains why not;
* every change of a button (label, tooltip, classes, style) goes in one message
  (``hold_sync``), so the page never shows a label and classes that disagree;
* a button that leaves the screen is blanked (no label, no choice class, not marked
  legal): a hidden card leaves no trace in the page's widget state.

:func:`mark` gives the same one-message update to buttons that never leave the screen
(dice, directions): the ``-legal`` class and the green style together.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable

import ipywidgets as w

from .light import shared


def mark(button: w.Button, legal: bool, legal_class: str, legal_style: str | None = "success") -> None:
    """Mark ``button`` as available (``legal_class`` and, if given, the button style) or not,
    in one message."""
    classes = tuple(c for c in button._dom_classes if c != legal_class) + ((legal_class,) if legal else ())
    with button.hold_sync():
        button._dom_classes = classes
        if legal_style is not None:
            button.button_style = legal_style if legal else ""


class ChoiceButtons:
    """A pool of buttons keyed by choice. ``on_click(key)`` is called when a button is clicked.

    ``css`` is the class of every button; ``legal_class`` marks the ones offered now.
    :meth:`show` returns the buttons to put in a box, in order.
    """

    def __init__(self, on_click: Callable[[Hashable], Any], css: str, legal_class: str,
                 layout: w.Layout, style: w.ButtonStyle | None = None, legal_style: str | None = "success") -> None:
        self._on_click = on_click
        self.css = css
        self.legal_class = legal_class
        self.legal_style = legal_style
        self._layout = layout
        self._style = style
        self.buttons: dict[Hashable, w.Button] = {}
        self.shown: list[Hashable] = []

    def button(self, key: Hashable) -> w.Button:
        """The button of ``key`` (made on first use; blank until shown)."""
        button = self.buttons.get(key)
        if button is None:
            button = w.Button(layout=self._layout, style=self._style or shared(w.ButtonStyle))
            button.add_class(self.css)
            button.on_click(lambda _b, key=key: self._on_click(key))
            self.buttons[key] = button
        return button

    def show(self, choices: Iterable[tuple[Hashable, str, str, Iterable[str], bool]]) -> tuple[w.Button, ...]:
        """Draw ``choices``, each ``(key, label, tooltip, classes, legal)``; blank the others.

        Returns the buttons of ``choices`` in order.
        """
        shown = []
        for key, label, tooltip, classes, legal in choices:
            self._draw(self.button(key), label, tooltip, tuple(classes), legal)
            shown.append(key)
        keep = set(shown)
        for key in self.shown:
            if key not in keep:
                self._draw(self.buttons[key], "", "", (), False)
        self.shown = shown
        return tuple(self.buttons[key] for key in shown)

    def legal(self) -> list[Hashable]:
        """The keys shown and marked available now."""
        return [key for key in self.shown if self.legal_class in self.buttons[key]._dom_classes]

    def _draw(self, button: w.Button, label: str, tooltip: str, classes: tuple[str, ...], legal: bool) -> None:
        dom = (self.css, *classes) + ((self.legal_class,) if legal else ())
        with button.hold_sync():  # one message: the page never shows half of a change
            button.description = label
            button.tooltip = tooltip
            button._dom_classes = dom
            if self.legal_style is not None:
                button.button_style = self.legal_style if legal else ""
