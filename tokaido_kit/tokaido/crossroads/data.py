"""Crossroads' data tables (``shared/rules/tokaido.md`` sections 2b, 4e, 5 and decisions D2-D6, D9).

Rows that belong to a base table (travellers, encounters) are added to that
table by :mod:`tokaido_kit.tokaido.crossroads` at import, so the base rules
find them by name; the Crossroads stacks are decks of the same ``game.decks``.
"""

from __future__ import annotations

from .. import data as D

# ---------------------------------------------------------------- the Fortune die (5a, decision D2)
FORTUNE_DIE = (0, 0, 1, 2, 3, 4)  # X, X, x1, x2, x3, x4: the multiplier of the stake (or the Fortune amulet's coins)
FACE_NAMES = {0: "X", 1: "x1", 2: "x2", 3: "x3", 4: "x4"}
GAMING_STAKE = 2
JIROCHO_STAKE = 1

# ---------------------------------------------------------------- the Crossroads options (section 5)
CHERRY_TREE = "Cherry Tree"
BATHHOUSE = "Bathhouse"
CHERRY_COINS, CHERRY_POINTS = 1, 2
BATHHOUSE_COST, BATHHOUSE_POINTS = 1, 4
AMULET_COST = 1
CALLIGRAPHY_COST = 1
STACK_SIZE = 6  # decision D5: all 6 cards of each stack at every player count

# The space type -> the Crossroads option it offers (the name of its stack).
OPTION_OF = {
    "paddy": "cherry_tree", "mountain": "cherry_tree", "sea": "cherry_tree",
    "hot_spring": "bathhouse", "farm": "gaming_room", "temple": "amulet",
    "village": "legendary", "encounter": "calligraphy",
}

# ---------------------------------------------------------------- Amulets (5b): name -> the decision where it is used
AMULETS = {
    "Vitality": "amulet.vitality",  # after a move that puts you in the lead (not at an inn)
    "Fortune": "move",  # at the start of your turn, before moving
    "Health": "crossroads",  # at the choice of a space: take both options
    "Friendship": "move",  # before moving: stop on an occupied single space
    "Hospitality": "inn.meal",  # the meal of this inn is free
    "Devotion": "purchase",  # the next purchase's coins go to the temple
}

# ---------------------------------------------------------------- Legendary Objects (5c, decisions D3, D4)
# name -> (cost, kind); kinds: "script" (D3), "offering" (D4: a fifth souvenir family), "sword" (8 points)
LEGENDARY = {
    "Shodo": (1, "script"), "Emaki": (1, "script"),
    "Buppatsu": (2, "offering"), "Ema": (2, "offering"),
    "Murasame": (3, "sword"), "Masamune": (3, "sword"),
}
SWORD_POINTS = 8
OFFERING_BIT = 1 << len(D.FAMILIES)  # the fifth family of a souvenir set

# ---------------------------------------------------------------- Calligraphies (5d, decision D9)
CALLIGRAPHIES = ("Foresight", "Contemplation", "Nostalgia", "Patience", "Perfection", "Fasting")
FORESIGHT_PER_COIN = 2
CONTEMPLATION = (3, 1)  # per completed panorama, per Cherry Tree
NOSTALGIA = (2, 1)  # per Legendary Object, per souvenir
PATIENCE = (6, 4, 2)  # last to reach Edo, second-to-last, anyone else
PERFECTION = (2, 1)  # per achievement card, per calligraphy
FASTING_PER_MEAL = 3
INN_MEALS = 4  # the inns after Kyoto

# ---------------------------------------------------------------- the 4 new Encounters (4e, decision D6)
NEW_ENCOUNTERS = {  # card -> (copies, effect, argument), as data.ENCOUNTERS
    "Itamae": (1, "itamae", 1),
    "Kitoushi": (1, "kitoushi", 1),
    "Saru": (1, "saru", None),
    "Takuhatsuso": (1, "takuhatsuso", (1, 4)),
}

# ---------------------------------------------------------------- the 6 Crossroads travellers (2b)
TRAVELERS = (
    D.Traveler("Jirocho", "yakuza", "M", 5, "crossroads", ("inn_arrival",)),
    D.Traveler("Daigoro", "kid", "M", 3, "crossroads", ("inn_arrival",)),
    D.Traveler("Nampo", "gourmet", "M", 2, "crossroads", ("meal_eaten",)),
    D.Traveler("Gotozaemon", "souvenir seller", "M", 0, "crossroads", ("panorama_stop",)),
    D.Traveler("Miyataka", "superstitious woman", "F", 4, "crossroads", ("both_options",)),
    D.Traveler("Kita", "old woman", "F", 4, "crossroads", ("both_options",)),
)

# ---------------------------------------------------------------- stacks and score sources
STACKS = {
    "cherry_tree": [CHERRY_TREE] * STACK_SIZE,
    "bathhouse": [BATHHOUSE] * STACK_SIZE,
    "amulet": list(AMULETS),
    "legendary": list(LEGENDARY),
    "calligraphy": list(CALLIGRAPHIES),
}
SOURCES = ("cherry_trees", "bathhouses", "legendary", "calligraphies", "journey")
