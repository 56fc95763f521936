"""Game-agnostic widget pieces every board reuses (Sakura now; Tokaido and Duo later)."""

from .chart import ScoreChart
from .panels import LogPanel, RuleCard, WhyBox
from .passscreen import PassScreen
from .quiz import Quiz
from .seats import SEAT_KINDS, SeatPicker, make_bot
from .shell import GameShell
from .style import css, style_widget

__all__ = [
    "GameShell", "LogPanel", "RuleCard", "WhyBox", "PassScreen", "Quiz", "ScoreChart",
    "SeatPicker", "SEAT_KINDS", "make_bot", "css", "style_widget",
]
