"""Events: what happened, one entry of the game's log.

An event stores its kind, the player concerned, the rule that applied and the
facts (``data``); its sentence is built when read, from the message catalogue,
so the log costs little to keep and reads in the learner's language.
"""

from __future__ import annotations

from typing import Any

from . import i18n


class Event:
    """One entry of the log: ``kind``, ``player`` (or None), ``rule`` and ``data``."""

    __slots__ = ("kind", "player", "rule", "data")

    def __init__(self, kind: str, player: int | None, rule: str, **data: Any) -> None:
        self.kind = kind
        self.player = player
        self.rule = rule
        self.data = data

    @property
    def game(self) -> str:
        return self.rule.split(".", 1)[0]

    @property
    def text(self) -> str:
        """One human sentence, in the current language (always starting with a capital)."""
        sentence = i18n.text(f"{self.game}.event.{self.kind}", **self.data)
        return sentence[:1].upper() + sentence[1:]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return object.__getattribute__(self, "data")[name]
        except KeyError:
            raise AttributeError(f"Event {self.kind!r} has no field {name!r}") from None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind, self.player, self.rule, self.data) == (other.kind, other.player, other.rule, other.data)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, player={self.player!r}, rule={self.rule!r}, {self.data!r})"

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "rule": self.rule, **self.data, "text": self.text}
