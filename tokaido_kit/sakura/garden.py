"""The Emperor's garden: the path and how pieces move along it (pure functions).

Positions are path indexes: 0 is the entrance gate, the Emperor starts on the
torii, the last space is the last sakura. ``others`` is always the set of
spaces held by the *other* painters (the gate, 0, is never in it: the gate is
shared, and painters there are neither ahead of nor behind each other).
"""

from __future__ import annotations

from . import data

GATE = 0


def build_path(players: int) -> list[str]:
    """The feature of every space (rule sakura.garden.bridges).

    Each bridge of the teaching garden is 1 space at 2-4 players and 3 spaces
    at 5-6 players, so the path has 39 or 47 spaces.
    """
    width = data.BRIDGE_WIDTH[players]
    path: list[str] = []
    for feature in data.GARDEN_FEATURES:
        path.extend([feature] * (width if feature == "bridge" else 1))
    return path


def sakura_spaces(path: list[str]) -> list[int]:
    """The indexes of the sakura spaces, in walking order."""
    return [i for i, f in enumerate(path) if f == "sakura"]


def torii_space(path: list[str]) -> int:
    """Where the Emperor starts (rule sakura.setup)."""
    return path.index("torii")


def step_forward(pos: int, steps: int, emperor: int, others: set[int]) -> tuple[int, int, bool]:
    """Move a painter forward ``steps`` EMPTY spaces (rule sakura.move.count).

    Spaces held by other painters are skipped and not counted. Returns
    ``(space, counted, bumped)``: if the next empty space is the Emperor's
    (or past it) the painter bumps into him (rule sakura.bump.painter) and
    ``space`` is the Emperor's.
    """
    space, counted = pos, 0
    while counted < steps:
        space += 1
        if space >= emperor:
            return emperor, counted, True
        if space in others:
            continue
        counted += 1
    return space, counted, False


def step_back(pos: int, steps: int, others: set[int]) -> tuple[int, int, bool]:
    """Move a piece back ``steps`` EMPTY spaces, stopping at the gate.

    Returns ``(space, counted, stopped_at_gate)``; ``stopped_at_gate`` is True
    when the move wanted to go further back than the gate (rule sakura.move.gate).
    """
    space, counted = pos, 0
    while counted < steps:
        if space <= GATE:
            return GATE, counted, True
        space -= 1
        if space != GATE and space in others:
            continue
        counted += 1
    return space, counted, False


def closest(positions: list[int]) -> int | None:
    """The painter closest to the Emperor, or None if all are at the gate (rule sakura.garden.gate)."""
    best = max(positions)
    if best == GATE:
        return None
    return positions.index(best)


def farthest(positions: list[int]) -> int | None:
    """The painter farthest from the Emperor, or None if two or more are at the gate."""
    at_gate = [i for i, p in enumerate(positions) if p == GATE]
    if len(at_gate) >= 2:
        return None
    if at_gate:
        return at_gate[0]
    return positions.index(min(positions))


def next_ahead(pos: int, others: set[int]) -> int | None:
    """The space of the next painter ahead of ``pos`` (gate painters are never ahead)."""
    ahead = [p for p in others if p > pos and p != GATE]
    return min(ahead) if ahead else None


def count_ahead(pos: int, others: set[int]) -> int:
    """How many painters stand between ``pos`` and the Emperor."""
    return sum(1 for p in others if p > pos and p != GATE)


def first_empty_after(space: int, emperor: int, others: set[int]) -> tuple[int, bool]:
    """The first empty space in front of ``space``; ``(emperor, True)`` if that is the Emperor's."""
    target = space + 1
    while target in others:
        target += 1
    if target >= emperor:
        return emperor, True
    return target, False
