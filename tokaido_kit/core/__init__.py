"""What all games share: Action, Event, IllegalAction, the Game base, chance, rules, messages."""

from . import i18n
from .action import Action
from .chance import draw, put_under, stack_on_top
from .errors import IllegalAction
from .event import Event
from .game import Game
from .rules import Rule, lookup, rule_table

__all__ = [
    "Action",
    "Event",
    "IllegalAction",
    "Game",
    "Rule",
    "rule_table",
    "lookup",
    "i18n",
    "draw",
    "put_under",
    "stack_on_top",
]
