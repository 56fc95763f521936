"""Sakura's data: the TEACHING DECK and the TEACHING GARDEN, not the printed components.

The seed (the Portuguese rulebook) does not print the 60 cards nor the exact
garden, so the kit uses the teaching deck and garden chosen in
``shared/rules/sakura.md``. Everything here is data: swapping in the printed
values means editing this file alone.

Teaching deck: 60 cards, each ``(number, garden action, painter action, amount)``.
The numbers 1-60 were given to the pairs once, by a fixed shuffle that spreads
the strong painter actions (forward 3, jump, forward per painter) evenly over
low and high numbers; the result is written out below, not computed at run time.

Garden actions (counts): emperor_forward_1 (18), emperor_forward_2 (10),
emperor_back_1 (8), emperor_either_1 (8: the player picks +1 or -1),
closest_back_2 (8), farthest_forward_2 (8).
Painter actions (counts): forward 1 (12), forward 2 (14), forward 3 (10),
forward_or_back 1/2/3 (3/3/2: the player picks the direction), jump (8),
per_painter (8: forward 1 per painter between you and the Emperor).
"""

TEACHING_LABEL = "teaching deck / teaching garden, not the printed components"

# ---------------------------------------------------------------- teaching deck
# (number, garden action, painter action, amount or None)
DECK = (
    (1, 'emperor_forward_2', 'forward', 2),
    (2, 'emperor_forward_1', 'per_painter', None),
    (3, 'farthest_forward_2', 'forward', 3),
    (4, 'emperor_either_1', 'forward_or_back', 1),
    (5, 'emperor_forward_1', 'forward', 2),
    (6, 'closest_back_2', 'jump', None),
    (7, 'emperor_forward_1', 'forward', 2),
    (8, 'emperor_forward_2', 'jump', None),
    (9, 'emperor_back_1', 'forward', 1),
    (10, 'emperor_forward_1', 'forward_or_back', 2),
    (11, 'closest_back_2', 'forward', 2),
    (12, 'emperor_either_1', 'forward_or_back', 2),
    (13, 'closest_back_2', 'forward', 1),
    (14, 'emperor_back_1', 'per_painter', None),
    (15, 'emperor_forward_1', 'forward', 3),
    (16, 'emperor_back_1', 'forward', 3),
    (17, 'emperor_forward_2', 'forward', 3),
    (18, 'closest_back_2', 'forward', 2),
    (19, 'emperor_forward_2', 'forward', 2),
    (20, 'farthest_forward_2', 'forward', 3),
    (21, 'emperor_back_1', 'jump', None),
    (22, 'emperor_either_1', 'forward_or_back', 1),
    (23, 'emperor_back_1', 'per_painter', None),
    (24, 'emperor_back_1', 'forward', 1),
    (25, 'emperor_forward_1', 'jump', None),
    (26, 'farthest_forward_2', 'forward', 2),
    (27, 'emperor_forward_1', 'forward', 1),
    (28, 'farthest_forward_2', 'forward', 2),
    (29, 'farthest_forward_2', 'forward', 1),
    (30, 'closest_back_2', 'forward', 1),
    (31, 'emperor_back_1', 'forward', 3),
    (32, 'closest_back_2', 'per_painter', None),
    (33, 'closest_back_2', 'forward', 1),
    (34, 'farthest_forward_2', 'forward', 3),
    (35, 'emperor_either_1', 'forward', 2),
    (36, 'emperor_back_1', 'per_painter', None),
    (37, 'emperor_forward_2', 'forward', 2),
    (38, 'emperor_forward_1', 'forward', 3),
    (39, 'emperor_forward_1', 'per_painter', None),
    (40, 'emperor_forward_2', 'forward', 1),
    (41, 'emperor_either_1', 'forward', 2),
    (42, 'emperor_forward_1', 'forward_or_back', 2),
    (43, 'emperor_forward_2', 'forward', 2),
    (44, 'emperor_forward_2', 'jump', None),
    (45, 'emperor_forward_2', 'forward', 2),
    (46, 'emperor_forward_1', 'forward_or_back', 3),
    (47, 'emperor_forward_2', 'jump', None),
    (48, 'emperor_forward_1', 'jump', None),
    (49, 'emperor_either_1', 'forward', 2),
    (50, 'emperor_either_1', 'forward_or_back', 1),
    (51, 'closest_back_2', 'forward', 3),
    (52, 'emperor_forward_1', 'forward', 1),
    (53, 'farthest_forward_2', 'forward', 3),
    (54, 'emperor_forward_1', 'jump', None),
    (55, 'emperor_forward_1', 'per_painter', None),
    (56, 'emperor_either_1', 'forward', 1),
    (57, 'emperor_forward_1', 'per_painter', None),
    (58, 'farthest_forward_2', 'forward', 1),
    (59, 'emperor_forward_1', 'forward_or_back', 3),
    (60, 'emperor_forward_1', 'forward', 1),
)

GARDEN_ACTIONS = (
    "emperor_forward_1",
    "emperor_forward_2",
    "emperor_back_1",
    "emperor_either_1",
    "closest_back_2",
    "farthest_forward_2",
)
PAINTER_ACTIONS = ("forward", "forward_or_back", "jump", "per_painter")

# ---------------------------------------------------------------- teaching garden
# One entry per space at 2-4 players, index 0 = the entrance gate. With 5-6
# players each bridge is 3 spaces wide (the path grows from 39 to 47 spaces):
# build the path with garden.build_path(), never from a fixed array.
GARDEN_FEATURES = (
    "gate",  # 0: painters start here; the only shared space
    "bridge",  # 1: bridge 1
    "torii",  # 2: the Emperor starts here
    *["path"] * 7,  # 3-9
    "bridge",  # 10: bridge 2
    *["path"] * 3,  # 11-13
    "sakura",  # 14: sakura 1
    *["path"] * 7,  # 15-21
    "bridge",  # 22: bridge 3
    *["path"] * 3,  # 23-25
    "sakura",  # 26: sakura 2
    *["path"] * 7,  # 27-33
    "bridge",  # 34: bridge 4
    *["path"] * 3,  # 35-37
    "sakura",  # 38: sakura 3, the last
)

BRIDGE_WIDTH = {2: 1, 3: 1, 4: 1, 5: 3, 6: 3}

# ---------------------------------------------------------------- tokens and hands
TOKENS_TOTAL = 54
START_TOKENS = 5
HAND_SIZE = 5
AWARDS = (3, 2, 1)  # closest, second, third at a sakura
LAST_AWARDS = (4, 2, 1)  # at the last sakura
FOURTH_AWARD_PLAYERS = (5, 6)  # with 5-6 players the fourth closest also gets 1
FOURTH_AWARD = 1
DISGRACE_STEPS = 3

# Painter names (the seed's examples speak of blue, red and green painters).
PAINTER_NAMES = ("Blue", "Red", "Green", "Yellow", "Purple", "Grey")
IMPERIAL_NAME = "Imperial"
