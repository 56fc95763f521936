"""Words inside the boards' SVG pictures: how wide a line is, and lines cut to fit a width.

An SVG ``<text>`` never wraps: a Portuguese or Italian sentence longer than the English one runs
past its panel, or under the boxes drawn after its label. The pictures are pure functions of a
view, drawn in Python, so the width of a line is computed here from the advance widths of DejaVu
Sans (the pictures' first font; Verdana, the next, is as wide), measured in Chromium, in thousandths
of an em; a character not in the table counts as a wide one.
"""

from __future__ import annotations

from html import unescape

_CHARS = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~àáâãçéêíóôõúüèìòùÀÉÍÓÚÇ’—°'
_REGULAR = (
    318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636,
    636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656,
    557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613,
    635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818,
    592, 592, 525, 636, 337, 636, 838, 613, 613, 613, 613, 550, 615, 615, 278, 612, 612, 612, 634, 634, 615, 278,
    612, 634, 684, 632, 295, 787, 732, 698, 318, 1000, 500,
)
_BOLD = (
    348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696,
    696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775,
    637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675,
    716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924,
    645, 652, 582, 712, 365, 712, 838, 675, 675, 675, 675, 593, 678, 678, 343, 687, 687, 687, 712, 712, 678, 343,
    687, 712, 774, 683, 372, 850, 812, 734, 380, 1000, 500,
)
_WIDTHS = {False: dict(zip(_CHARS, _REGULAR)), True: dict(zip(_CHARS, _BOLD))}
_OTHER = {False: 700, True: 780}


def width(text: str, size: float, bold: bool = False) -> float:
    """The width of ``text`` (plain, or escaped for SVG) drawn at ``size`` (SVG user units)."""
    table, other = _WIDTHS[bold], _OTHER[bold]
    return sum(table.get(ch, other) for ch in unescape(str(text))) * size / 1000


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
