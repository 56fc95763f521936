"""``SakuraGarden``: the clickable Sakura board (garden, hand, directions, revealed cards).

Built on :class:`widgets.common.GameShell` (status, pass screen, why-not box,
undo, seats and bots, log, rule card, score chart). Each click has a Python
twin: :meth:`click_card`, :meth:`click_direction`, ``click_undo``,
``continue_pass``. The widget never decides what is legal: it builds the
Action and asks the engine.

CSS classes for browser tests: ``.sakura-garden`` (the SVG board),
``.sakura-card`` (hand cards; ``.sakura-card-legal`` on legal ones, and
``.sakura-card-n<number>``), ``.sakura-direction`` (``.sakura-direction-forward``
/ ``-back``; ``.sakura-direction-legal`` on the offered ones while shown),
``.sakura-revealed``.

Each card has its own button (:class:`widgets.common.choices.ChoiceButtons`): a
click on it always asks for that card, even when it reaches the kernel after the
hand was redrawn, and each redraw of a button is one message.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from tokaido_kit.core import Action, i18n
from tokaido_kit.sakura.words import Direction

from ..common import GameShell, light
from ..common.choices import ChoiceButtons, mark
from ..common.figure import figure_html
from ..common.picture import Picture
from .cards import card_info, card_label, garden_phrase, painter_phrase
from .svg import COLS, PAINTER_FILL, columns_for, describe, garden_svg

DIRECTIONS = ("forward", "back")
CARD_KINDS = ("choose_card", "choose_imperial_card")


class GardenPicture:
    """A static picture of a view: a plain notebook cell shows it (:func:`figure_html`: the garden 7 spaces a
    row, 538 px, where its output has room, else 4 a row, 316 px; every word at 12 px or more)."""

    def __init__(self, view: dict) -> None:
        self.view = view

    def svg(self) -> str:
        """The wide drawing (a plain cell's picture)."""
        return garden_svg(self.view)

    def _repr_html_(self) -> str:
        return figure_html(garden_svg(self.view, columns=7), garden_svg(self.view, columns=4), "sakura")

    def __repr__(self) -> str:
        return f"GardenPicture(emperor={self.view['emperor']}, painters={self.view['painters']})"


class SakuraGarden(GameShell):
    """The Sakura board. ``SakuraGarden(game, seats=["human", "greedy", ...], hotseat=True)``.

    ``hotseat=False`` (tutorials) shows the hand of whoever decides now;
    ``hotseat=True`` (the app) hides hands behind the pass screen between two
    human players.
    """

    why_in_board = True

    def _build_board(self) -> list:
        # the page says how wide the garden is: the path winds to fit (columns_for), words never under 12 px
        self.garden = Picture(report_width=True, _dom_classes=("sakura-garden",),
                              **light.looks(Picture, flex="1 1 560px", max_width="800px"))
        #: how many spaces a row the live garden is drawn
        self.columns = COLS
        self.garden.observe(self._garden_resized, names="width")
        self.revealed = light.html("", "sakura-revealed")
        self.direction_prompt = light.html()
        self.direction_buttons = {}
        for d in DIRECTIONS:
            button = w.Button(description=i18n.text(f"widgets.sakura.direction.{d}"),
                              icon="arrow-right" if d == "forward" else "arrow-left",
                              _dom_classes=("sakura-direction", f"sakura-direction-{d}"),
                              **light.looks(w.Button, width="140px", height="44px"))
            button.on_click(lambda _b, d=d: self.click_direction(d))
            self.direction_buttons[d] = button
        self.direction_box = w.VBox([self.direction_prompt, w.HBox(list(self.direction_buttons.values()),
                                                                   **light.looks(w.HBox))],
                                    layout=w.Layout(display="none"))
        self.direction_box.add_class("sakura-directions")
        self.hand_label = light.html()
        # one button per card, made when the card is first shown (see widgets.common.choices)
        self.cards = ChoiceButtons(self.click_card, "sakura-card", "sakura-card-legal",
                                   w.Layout(width="215px", height="auto", margin="2px"), light.shared(w.ButtonStyle))
        self.hand_box = w.HBox(_dom_classes=("sakura-hand",), **light.looks(w.HBox, flex_flow="row wrap"))
        self.commit_label = light.html()
        self.info = light.html("", "kit-note")
        side = w.VBox([self.direction_box, self.why, self.hand_label, self.hand_box, self.commit_label,
                       self.revealed, self.info], _dom_classes=("sakura-side",),
                      **light.looks(w.VBox, flex="0 0 450px", margin="0 0 0 12px"))
        row = w.HBox([self.garden, side], **light.looks(w.HBox, flex_flow="row wrap", align_items="flex-start"))
        return [row]

    palette = PAINTER_FILL

    def player_name(self, p: Any) -> str:
        """The engine's painter name with the seat number: "Blue (player 1)"."""
        if isinstance(p, int):
            cache = getattr(self, "_names", None)
            if cache is None or cache[0] is not self.game:
                cache = self._names = (self.game, self.game.view(None).get("names") or [])
            names = cache[1]
            if p < len(names):
                return i18n.text("widgets.sakura.player", name=names[p], n=p + 1)
        return super().player_name(p)

    def _garden_resized(self, change: dict) -> None:
        """The page's garden is ``change["new"]`` px wide: draw it in the layout that fits (any int is safe)."""
        cols = columns_for(int(change["new"] or 0), self.columns)
        if cols != self.columns:
            self.columns = cols
            self._refresh_board()
        self.garden.answered = int(change["new"] or 0)  # after the drawing: the page's garden is settled

    # ------------------------------------------------------------------ clicks
    def click_card(self, card: int) -> list | None:
        """Play ``card`` for the decision now (a card, or the imperial painter's card)."""
        kind = "choose_imperial_card" if self.game.pending == "choose_imperial_card" else "choose_card"
        return self.try_play(Action(kind, card=card))

    def click_direction(self, direction: str) -> list | None:
        """Choose "forward" or "back" for the card being resolved."""
        return self.try_play(Action("choose_direction", direction=Direction(direction)))  # reads in the page's language

    def widget_for(self, action):
        """A hand card's button, or a direction's."""
        if action.kind in CARD_KINDS:
            return self.cards.buttons.get(action.card)
        if action.kind == "choose_direction":
            return self.direction_buttons.get(str(action.direction))
        return None

    # ------------------------------------------------------------------ facts for tests
    @property
    def svg(self) -> str:
        return self.garden.value

    def shown_hand(self) -> list[int]:
        """The card numbers shown as buttons now (empty when hands are hidden)."""
        return list(self.cards.shown)

    def legal_shown(self) -> list[int]:
        """The cards shown and marked legal now."""
        return self.cards.legal()

    def directions_shown(self) -> bool:
        return self.direction_box.layout.display != "none"

    def picture(self) -> GardenPicture:
        """A static picture of the public position (for plain cells)."""
        return GardenPicture(self.game.view(None))

    # ------------------------------------------------------------------ drawing
    def _refresh_board(self) -> None:
        game = self.game
        view = self.visible_view()
        svg = garden_svg(view, columns=self.columns)
        if self.garden.value != svg:
            self.garden.value = svg
        self.garden.label = describe(view)
        looking = self.viewer is not None and not self.passing
        deciding = looking and game.current_player == self.viewer
        legal = game.legal_actions() if deciding else []
        self._refresh_hand(view, legal, looking)
        self._refresh_directions(view, legal, deciding)
        self._refresh_revealed(view)
        self.info.value = html.escape(i18n.text("widgets.sakura.deck", deck=view.get("deck_size", "?"),
                                                discard=len(view.get("discard", []))))

    def _refresh_hand(self, view: dict, legal: list, looking: bool) -> None:
        hand = list(view.get("hand") or []) if looking else []
        legal_cards = {a.card for a in legal if a.kind in CARD_KINDS}
        if looking:
            self.hand_label.value = html.escape(i18n.text("widgets.sakura.hand", player=self.player_name(self.viewer)))
        else:
            self.hand_label.value = html.escape(i18n.text("widgets.sakura.hand.hidden"))
        def choice(card: int) -> tuple:
            label = card_label(view, card)
            return card, label, label.replace("\n", " \u00b7 "), [f"sakura-card-n{card}"], card in legal_cards

        buttons = self.cards.show(choice(card) for card in hand)
        if buttons != self.hand_box.children:
            self.hand_box.children = buttons
        mine = view.get("my_commit") or []
        if looking and mine:
            cards = ", ".join(str(c) for c in (mine if isinstance(mine, list) else [mine]))
            self.commit_label.value = html.escape(i18n.text("widgets.sakura.my_commit", cards=cards))
        else:
            self.commit_label.value = ""

    def _refresh_directions(self, view: dict, legal: list, deciding: bool) -> None:
        offered = {a.direction for a in legal if a.kind == "choose_direction"}
        show = deciding and str(self.game.pending).endswith("direction")
        if show:
            card = view.get("resolving")
            self.direction_prompt.value = html.escape(i18n.text("widgets.sakura.direction.prompt", card=card))
        for d, button in self.direction_buttons.items():  # hidden buttons are not marked legal either
            label = i18n.text(f"widgets.sakura.direction.{d}")  # looked up at each redraw: a language switch relabels
            if button.description != label:
                button.description = label
            mark(button, show and d in offered, "sakura-direction-legal")
        self.direction_box.layout.display = None if show else "none"

    def _refresh_revealed(self, view: dict) -> None:
        revealed = view.get("revealed") or []
        if not revealed:
            committed = sum(1 for c in view.get("committed", []) if c)
            text = html.escape(i18n.text("widgets.sakura.revealed.none", round=view.get("round", "?"),
                                         committed=committed))
            last = next((e for e in reversed(self.game.log) if e.kind == "reveal"), None)
            if last is not None:
                text += "<br>" + html.escape(i18n.text("widgets.sakura.revealed.last", text=last.text))
            self.revealed.value = text
            return
        rows = []
        for entry in revealed:
            who = entry["player"]
            info = card_info(view, entry["card"])
            text = html.escape(i18n.text("widgets.sakura.revealed.card", player=self.player_name(who),
                                         card=entry["card"], garden=garden_phrase(info),
                                         painter=painter_phrase(info)))
            if entry["card"] == view.get("resolving"):
                text = f"<b>{text} \u2190 {html.escape(i18n.text('widgets.sakura.revealed.resolving'))}</b>"
            rows.append(f"<li>{text}</li>")
        self.revealed.value = (f"<b>{html.escape(i18n.text('widgets.sakura.revealed'))}</b><ol>{''.join(rows)}</ol>")
