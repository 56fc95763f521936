"""Game-agnostic widget pieces every board reuses (Sakura now; Tokaido and Duo later)."""

from . import inbrowser
from .chart import ScoreChart
from .panels import LogPanel, RuleCard, WhyBox
from .passscreen import PassScreen
from .quiz import Quiz
from .seats import SEAT_KINDS, SeatPicker, make_bot
from .shell import GameShell
from .style import css, style_widget

inbrowser.install()  # the static site's Python sends null for None, as Voila's does

__all__ = [
    "GameShell", "LogPanel", "RuleCard", "WhyBox", "PassScreen", "Quiz", "ScoreChart",
    "SeatPicker", "SEAT_KINDS", "make_bot", "css", "style_widget",
]
