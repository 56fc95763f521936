"""Words inside the boards' SVG pictures: how wide a line is, and lines cut to fit a width.

An SVG ``<text>`` never wraps: a Portuguese or Italian sentence longer than the English one runs
past its panel, or under the boxes drawn after its label. The pictures are pure functions of a
view, drawn in Python, so the width of a line is estimated here from its characters (DejaVu Sans
and the browsers' sans-serif fonts: about 0.6 em a character on average, less for narrow letters),
on the safe side, and long lines are broken between words.
"""

from __future__ import annotations

from html import unescape

#: characters narrower than the average (em fractions of DejaVu Sans, rounded up)
_NARROW = dict.fromkeys("ijlI.,:;'!|()[] ", 0.34) | dict.fromkeys("frt-1", 0.45)
_WIDE = dict.fromkeys("mwMW", 0.9) | dict.fromkeys("ABCDEGHKNOQRUVXYZ", 0.72)
AVERAGE = 0.6


def width(text: str, size: float, bold: bool = False) -> float:
    """The estimated width of ``text`` drawn at ``size`` (SVG user units)."""
    em = sum(_NARROW.get(ch, _WIDE.get(ch, AVERAGE)) for ch in unescape(str(text)))
    return em * size * (1.07 if bold else 1.0)


def lines(text: str, room: float, size: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``room``: after a colon first (a sentence's parts stay
    whole when they fit), else between words (a word longer than the room keeps a line of its own)."""
    text = str(text)
    if width(text, size, bold) <= room:
        return [text]
    out: list[str] = []
    head, colon, tail = text.partition(": ")
    parts = [head + colon.rstrip(), tail] if colon and tail else [text]
    for part in parts:
        line = ""
        for word in part.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and width(candidate, size, bold) > room:
                out.append(line)
                line = word
            else:
                line = candidate
        out.append(line)
    return out
