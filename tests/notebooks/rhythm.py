"""The tutorial rhythm every game's notebooks share (DESIGN.md), as one cell builder.

The rule in plain words (from the rule catalogue), a position where it is about
to matter, "try it" (the live board, and a cell doing the same clicks in Python
on a copy), what happened and why (the log with rule ids), a check of
understanding, house-rule notes, and links. A game describes its board once
(:class:`Rhythm`); its sources file then lists the tutorials.
"""

from __future__ import annotations

from dataclasses import dataclass

from widgets.links import TUTORIALS


@dataclass(frozen=True)
class Rhythm:
    """What differs from one game's tutorials to another's."""

    game: str  #: "sakura", "tokaido", "duo": the tutorial list and the quiz keys
    heading: str  #: the title's first words: "Sakura 3: ..."
    imports: str  #: the first code cell's imports
    board: str  #: the board widget, e.g. "SakuraGarden(game, hotseat=False{here})" ({here}: the live board's link)
    printer: str  #: the function printing a position, e.g. "print_position"
    clicks: str  #: the Python twins of the clicks, named in "Try it"
    note: str = ""  #: a paragraph after the introduction (teaching data)

    def path(self, n: int) -> str:
        """The tutorial numbered ``n`` (numbers may skip: the list holds only the written ones)."""
        return next(p for p in TUTORIALS[self.game] if p.startswith(f"{self.game}/{n:02d}_"))

    def tutorial(self, n: int, title: str, intro: str, rules: list[str], position: str, scenario: str,
                 try_it: str, clicks: str, why: str, answer: int, house: list[str] | None = None) -> list:
        """The cells of tutorial ``n``, as ``(kind, text)`` pairs."""
        here = self.path(n)
        live = self.board.format(here=f", here={here!r}")
        demo = self.board.format(here="").replace("(game,", "(game.copy(),", 1)
        printed = "" if "print_events(demo.game.log" in clicks else "\nprint_events(demo.game.log[before:])"
        cells = [
            ("md", f"# {self.heading} {n}: {title}\n\n{intro}" + (f"\n\n{self.note}" if self.note else "")),
            ("code", self.imports + "rule_sheet(" + ", ".join(repr(r) for r in rules) + ")"),
            ("md", "## A position where the rule is about to matter\n\n" + position),
            ("code", "# NBVAL_IGNORE_OUTPUT\n" + scenario.strip() + f"\nboard = {live}\nboard"),
            ("code", f"{self.printer}(game)"),
            ("md", "## Try it\n\n" + try_it + "\n\nClick on the board above: it is yours to play. The next cell "
                   f"does the same clicks in Python ({self.clicks}) on a copy of the position, so that this page "
                   "always tells the same story."),
            ("code", f"demo = {demo}\nbefore = len(demo.game.log)\n" + clicks.strip() + printed),
            ("md", "## What happened and why\n\n" + why),
            ("code", f"{self.printer}(demo.game)\ndemo.picture()"),
            ("md", "## Check your understanding"),
            ("code", f"# NBVAL_IGNORE_OUTPUT\nQuiz('{self.game}.{n:02d}', answer={answer})"),
        ]
        if house:
            cells.append(("md", "## House rules\n\nWhere the rulebook is silent, the kit had to decide:"))
            cells.append(("code", "house_rules(" + ", ".join(repr(r) for r in house) + ")"))
        cells.append(("code", f"nav({here!r})"))
        return cells
