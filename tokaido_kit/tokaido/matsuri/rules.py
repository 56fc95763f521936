"""Matsuri's rows of Tokaido's rule catalogue (titles and summaries in ``messages/en.json``).

Ids: ``tokaido.matsuri.*`` for the procedure and each of the 20 cards,
``tokaido.traveler.<name>`` for the 16 new travellers, ``tokaido.decision.*``
(``decision=True``) where the seeds are silent and the kit decides (D7, D8, ...).
"""

from ...core import rule_table
from .data import MATSURI, MATSURI_TRAVELERS

MATSURI_NB = "tokaido/17_matsuri.ipynb"
TRAVELLERS_NB = "tokaido/18_matsuri_travellers.ipynb"

RULES = rule_table(
    [
        ("tokaido.matsuri", MATSURI_NB),
        ("tokaido.matsuri.draw", MATSURI_NB),
        ("tokaido.matsuri.ongoing", MATSURI_NB),
        ("tokaido.matsuri.no_abilities", MATSURI_NB),
        ("tokaido.matsuri.journey", MATSURI_NB),
        ("tokaido.matsuri.closed_space", MATSURI_NB),
        ("tokaido.matsuri.tokens", MATSURI_NB),
        ("tokaido.matsuri.setup", MATSURI_NB),
        ("tokaido.decision.matsuri_travelers", TRAVELLERS_NB, True),  # D7
        ("tokaido.decision.musubi", TRAVELLERS_NB, True),  # D8
        ("tokaido.decision.special_travelers", TRAVELLERS_NB, True),  # D11
        ("tokaido.decision.genders", TRAVELLERS_NB, True),
        ("tokaido.decision.matsuri_free_bonus", MATSURI_NB, True),
        ("tokaido.decision.matsuri_tokens", MATSURI_NB, True),
        ("tokaido.decision.closed_double", MATSURI_NB, True),
        ("tokaido.decision.cho-yo", MATSURI_NB, True),
        ("tokaido.decision.kushinada", TRAVELLERS_NB, True),
        ("tokaido.decision.shishimai", MATSURI_NB, True),
        ("tokaido.decision.matsuri_discard", MATSURI_NB, True),
        ("tokaido.decision.kidzuna_fasting", TRAVELLERS_NB, True),
        ("tokaido.decision.kamui_free_meal", TRAVELLERS_NB, True),
    ]
    + [("tokaido.matsuri." + m.key, MATSURI_NB) for m in MATSURI.values()]
    + [("tokaido.traveler." + name.lower(), TRAVELLERS_NB) for name in MATSURI_TRAVELERS]
)
