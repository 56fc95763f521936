"""Refusals: an illegal action says which rule forbids it and why."""

from __future__ import annotations

from typing import Any

from . import i18n


class IllegalAction(ValueError):
    """Raised by ``play()`` for an action the rules forbid; nothing changes.

    ``rule`` is the rule id, ``reason`` the message id of the explanation,
    ``action`` the refused action and ``data`` the facts the message uses.
    ``str(error)`` is the explanation in a teacher's words.
    """

    def __init__(self, rule: str, reason: str, action: Any = None, **data: Any) -> None:
        self.rule = rule
        self.reason = reason
        self.action = action
        self.data = data
        super().__init__(i18n.text(reason, **data))

    @property
    def message(self) -> str:
        return i18n.text(self.reason, **self.data)

    @property
    def rule_summary(self) -> str:
        from .rules import lookup

        try:
            return lookup(self.rule).summary
        except KeyError:
            return ""

    def __repr__(self) -> str:
        return f"IllegalAction(rule={self.rule!r}, {self.message!r})"
