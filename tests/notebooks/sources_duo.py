"""Sources of notebooks/apps/duo.ipynb and the Tokaido Duo tutorials (see build_notebooks.py)."""

from widgets.links import INDEX as INDEX_PATH, TUTORIALS, href

APP_DUO = [
    ("md", "# Tokaido Duo: play the whole game\n\n"
           "Choose the opponent (the Automa, or a second player), the seed and who sits in each human seat (a "
           "human, a RandomBot or a GreedyBot), then press **New game**. Each round the first chooser rolls the "
           "three dice: click a die to take it, then click where its figure goes (destinations framed in green "
           "dashes are legal; any other one is explained). Other choices (paint or gift, sell, Wave tiles, the "
           "hot spring) appear as buttons. Two humans share one screen: Tokaido Duo hides nothing from one "
           "player that the other may see, so there is no pass screen. Played on *teaching island v1, not the "
           "printed board*. "
           f"[All apps and tutorials]({href(INDEX_PATH, 'apps/duo.ipynb')})."),
    ("code", "# NBVAL_IGNORE_OUTPUT\nfrom widgets.duo.app import DuoApp\n\napp = DuoApp()\napp"),
]

DUO = {"apps/duo.ipynb": APP_DUO}

# ---------------------------------------------------------------------------- tutorials
# The Sakura rhythm (DESIGN.md): the rule in plain words, a position where it
# is about to matter, "try it" (the live board, then the same clicks in Python
# on a copy), what happened and why (the log with rule ids), a check of
# understanding, house-rule notes, links.

TEACHING = ("*This kit plays on **teaching island v1, not the printed board**: the printed board's geometry "
            "was not found in public material.*")

IMPORTS = (
    "from tokaido_kit.duo import DuoGame\n"
    "from widgets.common import Quiz\n"
    "from widgets.duo import DuoIsland\n"
    "from widgets.duo.tutorial import print_island\n"
    "from widgets.tutorial import house_rules, nav, print_events, rule_sheet\n\n"
)


def tutorial(n: int, title: str, intro: str, rules: list[str], position: str, scenario: str,
             try_it: str, clicks: str, why: str, answer: int, house: list[str] | None = None) -> list:
    here = TUTORIALS["duo"][n]
    cells = [
        ("md", f"# Tokaido Duo {n}: {title}\n\n{intro}\n\n{TEACHING}"),
        ("code", IMPORTS + "rule_sheet(" + ", ".join(repr(r) for r in rules) + ")"),
        ("md", "## A position where the rule is about to matter\n\n" + position),
        ("code", "# NBVAL_IGNORE_OUTPUT\n" + scenario.strip()
                 + f"\nboard = DuoIsland(game, seats=['human', 'human'], here={here!r})\nboard"),
        ("code", "print_island(game)"),
        ("md", "## Try it\n\n" + try_it + "\n\nClick on the board above: it is yours to play. The next cell "
               "does the same clicks in Python (`click_die`, `click_town`, `click_zone`...) on a copy of the "
               "position, so that this page always tells the same story."),
        ("code", "demo = DuoIsland(game.copy(), seats=['human', 'human'])\nbefore = len(demo.game.log)\n"
                 + clicks.strip() + "\nprint_events(demo.game.log[before:])"),
        ("md", "## What happened and why\n\n" + why),
        ("code", "print_island(demo.game)\ndemo.picture()"),
        ("md", "## Check your understanding"),
        ("code", f"# NBVAL_IGNORE_OUTPUT\nQuiz('duo.{n:02d}', answer={answer})"),
    ]
    if house:
        cells.append(("md", "## House rules\n\nWhere the rulebook is silent, the kit had to decide:"))
        cells.append(("code", "house_rules(" + ", ".join(repr(r) for r in house) + ")"))
    cells.append(("code", f"nav({here!r})"))
    return cells


DUO[TUTORIALS["duo"][0]] = tutorial(
    0, "the island and the setup",
    "Two travellers cross an island. Each player moves three figures: a **Pilgrim** (P) walks the ring of "
    "spaces, a **Merchant** (M) travels the routes between towns, an **Artist** (A) crosses the zones around "
    "the ring. Temples, gardens, gold bars and paintings earn points; the most points wins.",
    ["duo.island", "duo.setup"],
    "A new two-player game. Both Pilgrims stand on ring space 0, both Merchants in the mountain town Yama, "
    "both Artists in the zone Hana. Each ring space shows a letter (T temple, G garden, H hot spring, "
    "S seashore, C coastal town) and its number; the coastal towns' boutiques show what they sell and for "
    "how much. The panels on the right are the players' boards.",
    "game = DuoGame.new(2, seed=3)",
    "Player 1 chooses first. Click the **Pilgrim die** to walk Player 1's Pilgrim along the ring.",
    "demo.click_die('pilgrim')",
    "The die showed 2, so Player 1's Pilgrim walked exactly 2 spaces, from space 0 to space 2. Space 2 is a "
    "coastal town (C): the Pilgrim visits Kawa and earns coins. Player 1 still takes the last die of the round "
    "later; now Player 2 chooses one of the two dice left.",
    2, ["duo.island", "duo.setup"],
)

DUO[TUTORIALS["duo"][1]] = tutorial(
    1, "a round: three dice, chosen 1-2-1",
    "Every round the first chooser rolls three dice: one for the Pilgrim, one for the Merchant, one for the "
    "Artist. The first chooser takes one, the other player takes one of the two left, and the first chooser "
    "takes the last. A die always moves **your own** figure of that kind, exactly the number shown.",
    ["duo.round.roll", "duo.round.draft", "duo.round.move_exact", "duo.round.alternate"],
    "Round 1, Player 1 chooses first. The dice show Pilgrim 3, Merchant 1 and Artist 2 (stacked for this "
    "lesson, so the story is the same every time).",
    "game = DuoGame.scenario(2, seed=2, rolls=[3, 1, 2])",
    "Click the **Pilgrim die** for Player 1, then the **Merchant die** for Player 2, and a green town for "
    "Player 2's Merchant. Player 1 gets the Artist die without a click: it is the only one left. Click a green "
    "zone for the Artist, and **paint** there.",
    "demo.click_die('pilgrim')\n"
    "demo.click_die('merchant')\n"
    "demo.click_town('Kiri')\n"
    "demo.click_zone('Tsuki')\n"
    "demo.click_choice('paint')",
    "Player 1's Pilgrim walked exactly 3 spaces to a temple. Player 2 could only take the Merchant or the "
    "Artist die, and moved **Player 2's** Merchant 1 route to the mountain town Kiri, which draws goods from "
    "the bag. The last die went to Player 1 on its own: the Artist crossed exactly 2 zones and painted (alone "
    "in Tsuki, so no tile was revealed yet). Then round 2 began and Player 2 rolled: the first chooser "
    "alternates.",
    1,
)
