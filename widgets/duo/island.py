"""``DuoIsland``: the clickable Tokaido Duo board (island, dice, destinations, choices).

Built on :class:`widgets.common.GameShell` (status, why-not box, undo, seats and
bots, log, rule card, score chart). The picture is :func:`island_svg`, a pure
function of ``game.view(...)``; the clickable targets are Buttons:

* the three rolled dice (``.duo-die``, ``.duo-die-<character>``; ``.duo-die-legal``
  on the dice that may be taken now; taken dice stay clickable, and a click on
  one is explained);
* destinations while a figure must choose where to go (``.duo-target``;
  ``.duo-space-<n>``, ``.duo-town-<name>``, ``.duo-zone-<name>``;
  ``.duo-target-legal`` on the legal ones). The Merchant sees every town and
  the Artist every zone, so an unreachable one can be clicked and explained;
  the Pilgrim sees the spaces it may land on;
* other choices (paint or gift, sell, put goods back, Wave tile, hot spring)
  as ``.duo-choice`` buttons labelled with the action's own words (all of them
  offered now, so all ``.duo-choice-legal``; one button per action, see
  :class:`widgets.common.choices.ChoiceButtons`).

Python twins: :meth:`click_die`, :meth:`click_space`, :meth:`click_town`,
:meth:`click_zone`, :meth:`click_choice`, ``click_undo``. The widget never
decides what is legal: it builds the Action and asks the engine.

Tokaido Duo hides nothing from one player that the other may see (face-down
painting tiles are unknown to both), so the board shows the public view and
needs no pass screen between two humans.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from tokaido_kit.core import Action, i18n
from tokaido_kit.duo import ISLAND as I
from tokaido_kit.duo.words import action_text

from ..common import GameShell, light
from ..common.choices import ChoiceButtons, mark
from ..common.figure import figure_html
from ..common.picture import Picture
from .svg import CHARS, SEAT_FILL, describe, island_svg, layout_for

DESTINATIONS = ("pilgrim_to", "merchant_to", "artist_to", "artist_step")
CSS = """
.duo-island svg { width: 100%; height: auto; max-width: 1400px; }
.duo-island svg.duo-phone { max-width: 480px; }  /* a phone's drawing (320 px) grows a little, not to 680 */
.duo-die, .duo-target, .duo-choice { font-size: 15px; font-weight: 600; }
.duo-die-legal, .duo-target-legal, .duo-choice-legal { border: 3px dashed #009e73 !important; }
.duo-buttons-label { font-weight: 600; margin-right: 8px; }
"""


class IslandPicture:
    """A static picture of a view: a plain notebook cell shows it (:func:`figure_html`: the round island with
    the panels under it, 680 px, where its output has room, else the island reflowed, 320 px; every word
    at 12 px or more)."""

    def __init__(self, view: dict) -> None:
        self.view = view

    def svg(self) -> str:
        """The wide drawing (a plain cell's picture)."""
        return island_svg(self.view)

    def _repr_html_(self) -> str:
        return figure_html(island_svg(self.view, "stacked"), island_svg(self.view, "phone"), "duo")

    def __repr__(self) -> str:
        return f"IslandPicture(round={self.view['round']}, pending={self.view['pending']!r})"


#: the Automa's seat in a game against it
AUTOMA_SEAT = 1


class DuoIsland(GameShell):
    """The Tokaido Duo board. ``DuoIsland(game, seats=["human", "greedy"])``.

    Against the Automa (``DuoGame.new(2, seed, automa=True)``) seat 2 is the
    Automa: its turns are played by the engine inside ``play()``.
    """

    palette = SEAT_FILL
    why_in_board = True  # the refusal shows right under the buttons that were clicked, above the island

    def __init__(self, game: Any, seats: list[str] | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("hotseat", False)
        super().__init__(game, seats, **kwargs)

    def humans(self) -> list[int]:
        """The seats a person plays. Against the Automa its seat's menu says "human" (no bot sits
        there), but the engine plays it: it is nobody's to decide, review or hint."""
        humans = super().humans()
        return [p for p in humans if p != AUTOMA_SEAT] if getattr(self.game, "automa", False) else humans

    def _build_board(self) -> list:
        # the page says how wide the picture is: the panels go under the island when there is no room
        # beside it, and on a phone the island is reflowed (widgets.duo.phone): words >= 12 px, no panning
        self.picture_html = Picture(report_width=True, _dom_classes=("duo-island",), **light.looks(Picture))
        #: the live drawing's layout (None until the page has said how wide it is: the plain picture)
        self.layout_name: str | None = None
        self.picture_html.observe(self._picture_resized, names="width")
        self._layout = w.Layout(width="auto", min_width="120px", height="40px", margin="2px")
        self.die_buttons: dict[str, w.Button] = {}
        for c in CHARS:
            button = w.Button(layout=self._layout, style=light.shared(w.ButtonStyle))
            button.add_class("duo-die")
            button.add_class(f"duo-die-{c}")
            button.on_click(lambda _b, c=c: self.click_die(c))
            self.die_buttons[c] = button
        self._targets: dict[tuple, w.Button] = {}
        self.choices = ChoiceButtons(lambda action: self.try_play(action), "duo-choice", "duo-choice-legal",
                                     self._layout)
        self._legal_classes: dict[w.Button, bool] = {}
        self.dice_box = self._row("widgets.duo.buttons.dice", list(self.die_buttons.values()), "duo-dice")
        self.target_row = w.HBox(**light.looks(w.HBox, flex_flow="row wrap"))
        self.target_box = self._row("widgets.duo.buttons.targets", [self.target_row], "duo-targets")
        self.choice_row = w.HBox(**light.looks(w.HBox, flex_flow="row wrap"))
        self.choice_box = self._row("widgets.duo.buttons.choices", [self.choice_row], "duo-choices")
        style = light.html(f"<style>{CSS}</style>", margin="0")
        return [style, self.dice_box, self.target_box, self.choice_box, self.why, self.picture_html]

    def _picture_resized(self, change: dict) -> None:
        """The page's picture is ``change["new"]`` px wide: lay it out to fit (any int is safe here)."""
        name = layout_for(int(change["new"] or 0), self.layout_name)
        if name != self.layout_name:
            self.layout_name = name
            self._refresh_board()
        self.picture_html.answered = int(change["new"] or 0)  # after the drawing: the page's island is settled

    def _row(self, key: str, children: list, cls: str) -> w.HBox:
        label = light.html(html.escape(i18n.text(key)), "duo-buttons-label")
        box = w.HBox([label, *children], layout=w.Layout(flex_flow="row wrap", align_items="center"))
        box.add_class(cls)
        return box

    def player_name(self, p: Any) -> str:
        """The engine's names: "Player 1", "Player 2" or "The Automa"."""
        if isinstance(p, int) and p in (0, 1):
            return self.game.name_of(p)
        return super().player_name(p)

    # ------------------------------------------------------------------ clicks
    def click_die(self, character: str) -> list | None:
        """Take the ``character`` die ("pilgrim", "merchant" or "artist")."""
        return self.try_play(Action("choose_die", character=character))

    def click_space(self, space: int) -> list | None:
        """Land the Pilgrim on ring space ``space`` (when a Wave tile offers a choice)."""
        return self.try_play(Action("pilgrim_to", space=int(space)))

    def click_town(self, town: str) -> list | None:
        """Send the Merchant to ``town``."""
        return self.try_play(Action("merchant_to", town=town))

    def click_zone(self, zone: str) -> list | None:
        """Send the Artist to ``zone`` (zone by zone when the Artist is Inspired)."""
        kind = "artist_step" if self.game.pending == "artist_step" else "artist_to"
        return self.try_play(Action(kind, zone=zone))

    def click_choice(self, kind: str, **params: Any) -> list | None:
        """Any other answer: ``click_choice("sell")``, ``click_choice("return_good", good="fans")``."""
        return self.try_play(Action(kind, **params))

    # ------------------------------------------------------------------ facts for tests
    @property
    def svg(self) -> str:
        return self.picture_html.value

    def legal_dice(self) -> list[str]:
        return [c for c, b in self.die_buttons.items() if "duo-die-legal" in b._dom_classes]

    def shown_targets(self) -> list[tuple]:
        """The destination buttons shown now, as ``(kind, value)``."""
        return [key for key, b in self._targets.items() if b in self.target_row.children]

    def legal_targets(self) -> list[tuple]:
        return [key for key in self.shown_targets() if "duo-target-legal" in self._targets[key]._dom_classes]

    def shown_choices(self) -> list[str]:
        return [b.description for b in self.choice_row.children]

    def legal_choices(self) -> list[Action]:
        """The actions of the choice buttons marked available now."""
        return self.choices.legal()

    def picture(self) -> IslandPicture:
        """A static picture of the public position (for plain cells)."""
        return IslandPicture(self.game.view(None))

    # ------------------------------------------------------------------ drawing
    def _mark(self, button: w.Button, legal: bool, cls: str) -> None:
        if self._legal_classes.get(button) != legal:
            mark(button, legal, cls)
            self._legal_classes[button] = legal

    def _target(self, key: tuple) -> w.Button:
        button = self._targets.get(key)
        kind, value = key
        if kind == "space":
            label = i18n.text("widgets.duo.target.space", space=value,
                              kind=i18n.text(f"widgets.duo.kind.{I.ring[value]}"))
        elif kind == "town":
            label = i18n.text("widgets.duo.target.town", town=value)
        else:
            label = i18n.text("widgets.duo.target.zone", zone=value)
        if button is not None and button.description != label:  # the language has changed
            button.description = label
        if button is None:
            if kind == "space":
                handler = lambda _b, v=value: self.click_space(v)  # noqa: E731
            elif kind == "town":
                handler = lambda _b, v=value: self.click_town(v)  # noqa: E731
            else:
                handler = lambda _b, v=value: self.click_zone(v)  # noqa: E731
            button = w.Button(description=label, layout=self._layout, style=light.shared(w.ButtonStyle))
            button.add_class("duo-target")
            button.add_class(f"duo-{kind}-{value}")
            button.on_click(handler)
            self._targets[key] = button
        return button

    def widget_for(self, action):
        """A die, a destination (space, town or zone), else the choice button of ``action``."""
        if action.kind == "choose_die":
            return self.die_buttons.get(action.character)
        key = {"pilgrim_to": ("space", action.get("space")), "merchant_to": ("town", action.get("town")),
               "artist_to": ("zone", action.get("zone")), "artist_step": ("zone", action.get("zone"))}.get(action.kind)
        if key is not None:
            return self._targets.get(key)
        return self.choices.buttons.get(action)

    def _refresh_board(self) -> None:
        game = self.game
        view = game.view(None)
        svg = island_svg(view, self.layout_name)
        if self.picture_html.value != svg:
            self.picture_html.value = svg
        self.picture_html.label = describe(view)
        deciding = not game.is_over and not self.replaying and game.current_player in self.humans()
        legal = game.legal_actions() if deciding else []
        self._refresh_dice(view, legal)
        self._refresh_targets(legal, deciding)
        choices = self.choices.show((a, action_text(a), action_text(a), [f"duo-choice-{a.kind}"], True)
                                    for a in legal if a.kind not in DESTINATIONS and a.kind != "choose_die")
        if choices != self.choice_row.children:
            self.choice_row.children = choices
        self.choice_box.layout.display = None if choices else "none"

    def _refresh_dice(self, view: dict, legal: list) -> None:
        offered = {a.character for a in legal if a.kind == "choose_die"}
        remaining = set(view.get("remaining") or [])
        for c, button in self.die_buttons.items():
            value = (view.get("dice") or {}).get(c, "?")
            key = "widgets.duo.die.button" if c in remaining else "widgets.duo.die.button.taken"
            with button.hold_sync():  # the die's value and its mark in one message
                button.description = i18n.text(key, character=i18n.text(f"widgets.duo.character.{c}"), value=value)
                self._mark(button, c in offered, "duo-die-legal")
        self.dice_box.layout.display = "none" if self.game.is_over else None

    def _refresh_targets(self, legal: list, deciding: bool) -> None:
        pending = self.game.pending if deciding else None
        keys: list[tuple] = []
        legal_keys = set()
        for a in legal:
            if a.kind == "pilgrim_to":
                legal_keys.add(("space", a.space))
            elif a.kind == "merchant_to":
                legal_keys.add(("town", a.town))
            elif a.kind in ("artist_to", "artist_step"):
                legal_keys.add(("zone", a.zone))
        if pending == "pilgrim_to":
            keys = sorted(legal_keys)
        elif pending == "merchant_to":
            keys = [("town", t) for t in I.towns]
        elif pending in ("artist_to", "artist_step"):
            keys = [("zone", z) for z in I.zones]
        buttons = []
        for key in keys:
            button = self._target(key)
            self._mark(button, key in legal_keys, "duo-target-legal")
            buttons.append(button)
        for key, button in self._targets.items():  # a target off the screen is not marked legal
            if key not in keys:
                self._mark(button, False, "duo-target-legal")
        if tuple(buttons) != self.target_row.children:
            self.target_row.children = tuple(buttons)
        self.target_box.layout.display = None if buttons else "none"
