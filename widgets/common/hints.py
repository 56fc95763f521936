"""The coach's hint (``.kit-hint``): the best three choices for the player deciding now, each
with its estimated chance to win, a reason in the engine's words and the rules it rests on.

The board asks :meth:`tokaido_kit.bots.SearchBot.hints` (a search over what the deciding
player can see: a hint never uses another player's hidden cards), lists the hints in
``.kit-hints`` and marks the hinted choices on the board with ``.kit-hinted`` (an orange
frame and a star, so colour is not the only cue). Any change of the game clears them.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tokaido_kit.bots import Hint
from tokaido_kit.core import i18n

from .light import HTMLStyle, shared
from .panels import esc, rule_or_none

#: the coach's thinking time for a hint (the page shows the hints within about a second)
HINT_SECONDS = 0.8


class HintPanel(w.HTML):
    """The list of hints under the board's buttons (hidden while empty)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**{"style": shared(HTMLStyle), "_dom_classes": ("kit-hints",),
                            "layout": w.Layout(display="none"), **kwargs})  # its own layout: it shows and hides
        self.hints: list[Hint] = []

    def show(self, hints: list[Hint], player: str) -> None:
        self.hints = list(hints)
        rows = []
        for rank, hint in enumerate(hints, 1):
            titles = [r.title for r in map(rule_or_none, hint.rules) if r is not None]
            rules = (f' <span class="kit-hint-rules">({esc(", ".join(titles))})</span>' if titles else "")
            chance = i18n.text("widgets.hint.chance", percent=round(100 * hint.win_chance))
            rows.append(f'<li class="kit-hint-row"><b>{esc(hint.action)}</b> '
                        f'<span class="kit-hint-chance">{esc(chance)}</span><br>'
                        f'<span class="kit-hint-reason">{esc(hint.reason)}</span>{rules}</li>')
        self.value = (f'<div class="kit-hint-title">{esc(i18n.text("widgets.hint.title", player=player))}</div>'
                      f'<ol>{"".join(rows)}</ol>')
        self.layout.display = None

    def clear(self) -> None:
        if self.hints or self.layout.display != "none":
            self.hints = []
            self.value = ""
            self.layout.display = "none"
