"""Sources of the Tokaido tutorials (see build_notebooks.py), in the Sakura rhythm.

The rule in plain words (from the rule catalogue), a position where it is about
to matter, "try it" (the live board, and a cell doing the same clicks in Python
on a copy), what happened and why (the log with rule ids), a check of
understanding, and links.
"""

from widgets.links import TUTORIALS

IMPORTS = (
    "from tokaido_kit.tokaido import TokaidoGame\n"
    "from widgets.common import Quiz\n"
    "from widgets.tokaido import TokaidoBoard\n"
    "from widgets.tokaido.tutorial import print_road\n"
    "from widgets.tutorial import nav, print_events, rule_sheet\n\n"
)


def tutorial(n: int, title: str, intro: str, rules: list[str], position: str, scenario: str,
             try_it: str, clicks: str, why: str, answer: int) -> list:
    here = TUTORIALS["tokaido"][n - 1]
    return [
        ("md", f"# Tokaido {n}: {title}\n\n{intro}"),
        ("code", IMPORTS + "rule_sheet(" + ", ".join(repr(r) for r in rules) + ")"),
        ("md", "## A position where the rule is about to matter\n\n" + position),
        ("code", "# NBVAL_IGNORE_OUTPUT\n" + scenario.strip()
                 + f"\nboard = TokaidoBoard(game, hotseat=False, here={here!r}, show_chart=False)\nboard"),
        ("code", "print_road(game)"),
        ("md", "## Try it\n\n" + try_it + "\n\nClick on the board above: it is yours to play. The next cell "
               "does the same clicks in Python (`click_space`, `click_label`) on a copy of the position, "
               "so that this page always tells the same story."),
        ("code", "demo = TokaidoBoard(game.copy(), hotseat=False, show_chart=False)\nbefore = len(demo.game.log)\n"
                 + clicks.strip() + "\nprint_events(demo.game.log[before:])"),
        ("md", "## What happened and why\n\n" + why),
        ("code", "print_road(demo.game)\ndemo.picture()"),
        ("md", "## Check your understanding"),
        ("code", f"# NBVAL_IGNORE_OUTPUT\nQuiz('tokaido.{n:02d}', answer={answer})"),
        ("code", f"nav({here!r})"),
    ]


TOKAIDO = {}

TOKAIDO[TUTORIALS["tokaido"][0]] = tutorial(
    1, "setting out",
    "Tokaido is a journey from Kyoto to Edo along the East Sea road. Each player is a traveller who wants the "
    "richest trip: views, meals, souvenirs, encounters, baths and gifts to the temples all earn points; the most "
    "points at Edo wins.",
    ["tokaido.setup.players", "tokaido.setup.travelers", "tokaido.setup.departure", "tokaido.setup.decks",
     "tokaido.setup.expansions"],
    "A new game for three players. Everyone waits at Kyoto (space 1); each player has been dealt two traveller "
    "tiles, which only they may see, and must keep one of them.",
    "game = TokaidoGame.new(3, seed=3)",
    "Player 1 decides first: the two tiles are the buttons above the road. Click one, then choose for players "
    "2 and 3 (the board always shows whoever decides now).",
    "for _ in range(3):\n    print('choices:', demo.action_labels())\n    demo.click_label(demo.action_labels()[0])",
    "Each player kept one tile, and each tile gave its traveller a purse: the coins differ from one traveller to "
    "another. Then the journey began: the traveller at the back of the line in Kyoto decides first where to go.",
    2,
)

TOKAIDO[TUTORIALS["tokaido"][1]] = tutorial(
    2, "moving along the road",
    "There are no dice and no turns around the table: the traveller furthest behind on the road always moves "
    "next, as far forward as they like, to a space with room left. Every inn is a stop: nobody may pass one.",
    ["tokaido.move.turn_order", "tokaido.move.forward", "tokaido.move.inn_stop", "tokaido.move.free_space",
     "tokaido.move.double_space", "tokaido.move.coins_needed"],
    "Four players. Hiroshige (player 1) is last, on the temple at space 3, with no coins at all. Kinko stands on "
    "the encounter at 4, Chuubei on the farm at 8 (a double space), Mitsukuni on the encounter at 11. The green "
    "frames show where Hiroshige may stop.",
    "game = TokaidoGame.scenario(4, seed=2, travelers=['Hiroshige', 'Kinko', 'Chuubei', 'Mitsukuni'],\n"
    "                            spaces=[3, 4, 8, 11], coins=[0, 5, 5, 5])",
    "Try the village at 9 first, then space 20, then the farm at 8 (its second slot is free).",
    "for space in (9, 20):\n    demo.click_space(space)\n    print(f'space {space} refused:', demo.why.message)\n"
    "demo.click_space(8)",
    "The village at 9 was refused: with no coins Hiroshige could not buy anything there. Space 20 lies beyond the "
    "inn at 15, which nobody may pass. The farm at 8 had a free second slot (4 players use both slots), and its "
    "work paid 3 coins. Now Kinko, at space 4, is furthest behind: Kinko moves next.",
    1,
)
