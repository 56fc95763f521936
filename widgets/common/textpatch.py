"""A text sent again to the page as only what changed: for the autosave and the board pictures.

After a click the kernel's new text (a save, a board's SVG) is mostly the text the page
already holds. :func:`patch` describes the new text as pieces of the old one plus new pieces;
the page rebuilds it with :data:`APPLY_JS`. Every learner's messages pass through one server
process, so what is not sent is work the server does not do (bench_classroom).

A patch names the length of the text it applies to (``base``): a page holding anything else
(it missed a message, e.g. one sent before it was open) answers ``{"type": "resend"}`` and
gets the whole text.
"""

from __future__ import annotations

import bisect

#: the page's half: ``applyPatch(old, msg, sep)`` -> the new text, or null when ``msg`` does not apply
APPLY_JS = r"""
function applyPatch(old, msg, sep) {
  if (typeof old !== "string" || old.length !== msg.base || !Array.isArray(msg.ops)) return null;
  const pieces = old.split(sep);
  const out = [];
  for (const op of msg.ops) {
    if (!Array.isArray(op)) return null;
    if (typeof op[0] === "number") { for (let i = op[0]; i < op[1]; i++) out.push(pieces[i]); }
    else { for (const piece of op) out.push(String(piece)); }
  }
  return out.join(sep);
}
"""


def patch(old: str, new: str, sep: str = ",") -> list | None:
    """``new`` as changes to ``old``, both cut at ``sep``: ``[i, j]`` keeps pieces ``i:j`` of ``old``,
    a list of strings adds new pieces (the page joins all pieces with ``sep``). None when the
    patch would not be much smaller than ``new`` itself.

    The common start and end are skipped first, by blocks. In the middle, pieces are copied from
    ``old`` for as long as they agree; at a piece that does not, the nearest place in ``old``
    where it and the next piece agree again is taken up (a board's elements keep their order, a
    save grows at one end), or else the piece is sent. Linear in the size of the texts, unlike a
    full diff (``difflib`` took about 30 ms a click)."""
    a, b = old.split(sep), new.split(sep)
    start = _agree(a, b, 0, 0, min(len(a), len(b)))
    end = 0  # pieces that agree at the end, after the start
    room = min(len(a), len(b)) - start
    while end < room and a[len(a) - 1 - end] == b[len(b) - 1 - end]:
        end += 1
    stop_a, stop_b = len(a) - end, len(b) - end
    where: dict[str, list[int]] = {}
    for at in range(start, stop_a):
        where.setdefault(a[at], []).append(at)
    ops: list = [[0, start]] if start else []
    fresh: list[str] = []
    sent, i, j = 0, start, start
    while j < stop_b:
        if i < stop_a and a[i] == b[j]:
            if fresh:
                ops.append(fresh)
                fresh = []
            first = i
            i = _agree(a, b, i, j, min(stop_a - i, stop_b - j))
            j += i - first
            ops.append([first, i])
            continue
        found = _resume_at(where.get(b[j]), i, a, b, j, stop_a, stop_b)
        if found is not None:
            i = found
            continue
        fresh.append(b[j])
        sent += len(b[j]) + len(sep)
        j += 1
    if fresh:
        ops.append(fresh)
    if end:
        ops.append([stop_a, len(a)])
    return ops if sent < len(new) // 2 else None


def _agree(a: list[str], b: list[str], i: int, j: int, most: int) -> int:
    """The index in ``a`` where ``a[i:]`` and ``b[j:]`` stop agreeing (at most ``most`` pieces on),
    compared by blocks of 64 first."""
    done = 0
    while done + 64 <= most and a[i + done:i + done + 64] == b[j + done:j + done + 64]:
        done += 64
    while done < most and a[i + done] == b[j + done]:
        done += 1
    return i + done


def _resume_at(places: list[int] | None, i: int, a: list[str], b: list[str], j: int,
               stop_a: int, stop_b: int) -> int | None:
    """The place in ``a`` nearest ``i`` (of ``places``) where ``b[j]`` and the piece after it agree."""
    if not places:
        return None
    k = bisect.bisect_left(places, i)
    for p in places[max(0, k - 2):k + 3]:
        if j + 1 == stop_b or (p + 1 < stop_a and a[p + 1] == b[j + 1]):
            return p
    return None
