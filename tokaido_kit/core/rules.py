"""The rule catalogue type: every Event and every refusal names a rule id.

A game declares its rules as a data table (id, notebook section, whether it is
a kit decision); titles and summaries come from the message catalogue so that
they can be translated.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import i18n


@dataclass(frozen=True)
class Rule:
    """One rule of a game: ``id`` like ``"sakura.move.count"``.

    ``section`` is the notebook (relative to ``notebooks/``) that teaches it.
    ``decision`` marks a kit decision (a house rule where the sources are
    silent or disagree); notebooks show those as a house-rule note.
    """

    id: str
    section: str = ""
    decision: bool = False

    @property
    def title(self) -> str:
        return i18n.text(f"rule.{self.id}.title")

    @property
    def summary(self) -> str:
        return i18n.text(f"rule.{self.id}.summary")

    def __str__(self) -> str:
        return f"{self.title}: {self.summary}"


_REGISTRY: dict[str, Rule] = {}


def rule_table(rows: list[tuple]) -> dict[str, Rule]:
    """Build a game's ``RULES`` dict from ``(id, section[, decision])`` rows and register it."""
    table: dict[str, Rule] = {}
    for row in rows:
        rule = Rule(*row)
        if rule.id in table:
            raise ValueError(f"rule id {rule.id!r} listed twice")
        table[rule.id] = rule
    _REGISTRY.update(table)
    return table


def lookup(rule_id: str) -> Rule:
    """The rule with this id, from any game loaded so far."""
    try:
        return _REGISTRY[rule_id]
    except KeyError:
        raise KeyError(f"unknown rule id {rule_id!r}") from None


CORE_RULES = rule_table(
    [
        ("core.turn", "index.ipynb"),
        ("core.game_over", "index.ipynb"),
        ("core.save", "index.ipynb"),
    ]
)
