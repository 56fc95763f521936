"""Crossroads' rows of the Tokaido rule catalogue (added to ``tokaido_kit.tokaido.RULES``).

Kit decisions D2-D6, D9 and D10 of ``shared/rules/tokaido.md`` are the rows
flagged ``True``: the notebooks show them as house-rule notes.
"""

from ...core import rule_table

_CH = "tokaido/13_crossroads_choices.ipynb"
_AM = "tokaido/14_crossroads_amulets.ipynb"
_TR = "tokaido/15_crossroads_treasures.ipynb"
_TV = "tokaido/16_crossroads_travellers.ipynb"

CROSSROADS_RULES = rule_table(
    [
        ("tokaido.crossroads.setup", _CH),
        ("tokaido.decision.crossroads_stacks", _CH, True),  # D5
        ("tokaido.crossroads.choice", _CH),
        ("tokaido.crossroads.abilities", _CH),
        ("tokaido.crossroads.encounters_base_only", _CH),
        ("tokaido.crossroads.cherry_tree", _CH),
        ("tokaido.crossroads.bathhouse", _CH),
        ("tokaido.crossroads.gaming_room", _CH),
        ("tokaido.decision.fortune_die", _CH, True),  # D2
        ("tokaido.crossroads.journey", _CH),
        ("tokaido.decision.crossroads_achievements", _CH),  # D10: printed in seed 002 (its three Notes), so a rule, not a house rule
        # amulets
        ("tokaido.crossroads.amulet", _AM),
        ("tokaido.crossroads.amulet.use", _AM),
        ("tokaido.crossroads.amulet.vitality", _AM),
        ("tokaido.crossroads.amulet.fortune", _AM),
        ("tokaido.crossroads.amulet.health", _AM),
        ("tokaido.crossroads.amulet.friendship", _AM),
        ("tokaido.crossroads.amulet.hospitality", _AM),
        ("tokaido.crossroads.amulet.devotion", _AM),
        # legendary objects, calligraphies, new encounters
        ("tokaido.crossroads.legendary", _TR),
        ("tokaido.decision.scripts", _TR, True),  # D3
        ("tokaido.decision.offerings", _TR, True),  # D4
        ("tokaido.crossroads.legendary.swords", _TR),
        ("tokaido.crossroads.calligraphy", _TR),
        ("tokaido.crossroads.calligraphy.foresight", _TR),
        ("tokaido.crossroads.calligraphy.contemplation", _TR),
        ("tokaido.crossroads.calligraphy.nostalgia", _TR),
        ("tokaido.decision.patience", _TR, True),  # D9
        ("tokaido.crossroads.calligraphy.perfection", _TR),
        ("tokaido.crossroads.calligraphy.fasting", _TR),
        ("tokaido.decision.new_encounters", _TR, True),  # D6
        ("tokaido.encounter.itamae", _TR),
        ("tokaido.encounter.kitoushi", _TR),
        ("tokaido.encounter.saru", _TR),
        ("tokaido.encounter.takuhatsuso", _TR),
        # travellers
        ("tokaido.traveler.jirocho", _TV),
        ("tokaido.traveler.daigoro", _TV),
        ("tokaido.traveler.nampo", _TV),
        ("tokaido.traveler.gotozaemon", _TV),
        ("tokaido.traveler.miyataka", _TV),
        ("tokaido.traveler.kita", _TV),
    ]
)
