"""Actions: the decisions a player can take, as small immutable values.

``Action("move", space=12)`` is hashable and compares by value, so a list of
legal actions can be searched with ``in`` (like ``chess.Move`` in python-chess).
"""

from __future__ import annotations

from typing import Any


class Action:
    """A decision: a ``kind`` and keyword parameters. Frozen and hashable."""

    __slots__ = ("kind", "_items", "_key", "_hash")

    def __init__(self, kind: str, **params: Any) -> None:
        object.__setattr__(self, "kind", kind)
        items = tuple(sorted(params.items()))
        object.__setattr__(self, "_items", items)
        # True == 1 in Python; the key keeps a flag so Action(card=True) != Action(card=1).
        key = (kind, tuple((k, v.__class__ is bool, v) for k, v in items))
        object.__setattr__(self, "_key", key)
        object.__setattr__(self, "_hash", hash(key))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is immutable")

    @property
    def params(self) -> dict[str, Any]:
        """The parameters as a new dict (changing it does not change the action)."""
        return dict(self._items)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self._items:
            if key == name:
                return value
        return default

    def __getattr__(self, name: str) -> Any:
        # Only called when normal lookup fails: expose params as attributes.
        if name.startswith("_"):
            raise AttributeError(name)
        for key, value in object.__getattribute__(self, "_items"):
            if key == name:
                return value
        raise AttributeError(f"Action {self.kind!r} has no parameter {name!r}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self._hash == other._hash and self._key == other._key

    def __hash__(self) -> int:
        return self._hash

    def __lt__(self, other: "Action") -> bool:
        return (self.kind, repr(self._items)) < (other.kind, repr(other._items))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self._items)
        return f"Action({self.kind!r}{args})"

    def __str__(self) -> str:
        from .i18n import action_phrase

        return action_phrase(self)

    def __reduce__(self):
        return (_rebuild, (self.kind, self._items))

    def to_json(self) -> dict[str, Any]:
        """A plain dict for save files: ``{"kind": ..., **params}``."""
        out: dict[str, Any] = {"kind": self.kind}
        out.update(self._items)
        return out

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        """Rebuild an action from :meth:`to_json`; ``ValueError`` if malformed."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"an action must be an object with a 'kind' string, got {data!r}")
        params = {k: _freeze(v) for k, v in data.items() if k != "kind"}
        return cls(data["kind"], **params)


def _freeze(value: Any) -> Any:
    """JSON lists become tuples so that actions stay hashable."""
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        raise ValueError("action parameters cannot be objects")
    return value


def _rebuild(kind: str, items: tuple) -> Action:
    return Action(kind, **dict(items))
