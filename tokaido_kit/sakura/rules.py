"""Sakura's rule catalogue: every event and every refusal names one of these ids.

Titles and summaries live in ``messages/en.json`` (``rule.<id>.title`` /
``rule.<id>.summary``). ``section`` is the notebook that teaches the rule;
``decision=True`` marks a kit decision where the seed is silent.
"""

from ..core import rule_table

S1 = "sakura/01_goal_and_setup.ipynb"
S2 = "sakura/02_round_and_card_order.ipynb"
S3 = "sakura/03_garden_actions.ipynb"
S4 = "sakura/04_painter_actions.ipynb"
S5 = "sakura/05_bumping_the_emperor.ipynb"
S6 = "sakura/06_scoring_and_regrouping.ipynb"
S7 = "sakura/07_end_and_ties.ipynb"
S8 = "sakura/08_two_player_variants.ipynb"

RULES = rule_table(
    [
        # goal and setup
        ("sakura.setup", S1),
        ("sakura.teaching_data", S1, True),
        ("sakura.garden.bridges", S1),
        ("sakura.garden.gate", S1),
        # the gate, case by case (taught once, in a table of tutorial 1): painters sharing it
        ("sakura.score.gate", S1, True),
        ("sakura.regroup.gate", S1, True),
        ("sakura.end.tie_gate", S1, True),
        # the round
        ("sakura.round.choose", S2),
        ("sakura.round.reveal", S2),
        ("sakura.round.order", S2),
        ("sakura.round.refill", S2),
        ("sakura.direction", S3, True),
        # garden actions
        ("sakura.garden.emperor_forward", S3),
        ("sakura.garden.emperor_back", S3),
        ("sakura.garden.emperor_either", S3),
        ("sakura.garden.closest_back", S3),
        ("sakura.garden.farthest_forward", S3),
        ("sakura.emperor.gate", S3),
        # painter actions and movement
        ("sakura.painter.forward", S4),
        ("sakura.painter.forward_or_back", S4),
        ("sakura.painter.jump", S4),
        ("sakura.painter.per_painter", S4),
        ("sakura.move.count", S4),
        ("sakura.move.gate", S4),
        # bumping into the Emperor
        ("sakura.bump.painter", S5),
        ("sakura.bump.emperor_back", S5),
        ("sakura.bump.from_emperor", S5, True),
        ("sakura.bump.token", S5),
        # scoring
        ("sakura.score.stop", S6),
        ("sakura.score.awards", S6),
        ("sakura.score.fourth", S6),
        ("sakura.score.once", S6),
        ("sakura.score.supply", S6, True),
        ("sakura.score.regroup", S6),
        # the end
        ("sakura.end", S7),
        ("sakura.end.tie", S7),
        # two players
        ("sakura.two.imperial", S8),
        ("sakura.two.imperial_forward", S8),
        ("sakura.two.challenging", S8),
        ("sakura.two.imperial_tokens", S8, True),
        # positions for tutorials
        ("sakura.scenario", S1, True),
    ]
)
