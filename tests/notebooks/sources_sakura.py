"""Sources of the eight Sakura tutorials (see build_notebooks.py).

Every tutorial has the rhythm every game shares (DESIGN.md, built by rhythm.py).
"""

from tests.notebooks.rhythm import Rhythm
from widgets.links import TUTORIALS, href

TEACHING = ("*This kit plays with a **teaching deck / teaching garden, not the printed components**: "
            "the rulebook does not print the cards nor the exact garden.*")

SAKURA_RHYTHM = Rhythm(
    game="sakura", heading="Sakura",
    imports=("from tokaido_kit.sakura import SakuraGame\n"
             "from widgets.common import Quiz\n"
             "from widgets.sakura import SakuraGarden\n"
             "from widgets.tutorial import house_rules, nav, print_events, print_position, rule_sheet\n\n"),
    board="SakuraGarden(game, hotseat=False{here})", printer="print_position",
    clicks="`click_card`, `click_direction`", note=TEACHING)
tutorial = SAKURA_RHYTHM.tutorial

GATE_HEADING = "The gate case by case"  # taught once, in tutorial 1; the others link to it


def gate_link(n: int) -> str:
    """A markdown link from tutorial ``n`` to the gate table of tutorial 1."""
    anchor = GATE_HEADING.replace(" ", "-")
    return f"[the gate, case by case]({href(TUTORIALS['sakura'][0], SAKURA_RHYTHM.path(n))}#{anchor})"


def before_quiz(cells: list, extra: list) -> list:
    """A tutorial's cells with ``extra`` cells just before its check of understanding."""
    at = cells.index(("md", "## Check your understanding"))
    return cells[:at] + extra + cells[at:]


SAKURA = {}

SAKURA[TUTORIALS["sakura"][0]] = tutorial(
    1, "the goal and the setup",
    "The Emperor walks through his garden to admire the cherry blossoms. Each player is a painter who wants "
    "to be close to him when he stops at a sakura, without ever bumping into him. Closeness earns tokens; "
    "the most tokens wins.",
    ["sakura.setup", "sakura.teaching_data", "sakura.garden.gate", "sakura.garden.bridges"],
    "A new game for four players: the Emperor (E) stands on the torii, all four painters (1 to 4) wait at the "
    "gate, each with 5 tokens and a hand of 5 cards.",
    "game = SakuraGame.new(players=4, seed=3)",
    "Blue (player 1) decides first: click one of the green cards to place it face down. Only Blue's hand is "
    "shown, and after the click the other players' cards stay hidden.",
    "demo.click_card(demo.game.view(0)['hand'][0])\n"
    "five = SakuraGame.new(players=5, seed=3)\n"
    "print('path length with 4 players:', demo.game.view(None)['path_length'], '- with 5 players:', "
    "five.view(None)['path_length'])",
    "Blue's card is face down: the log says that a card was placed, never which one. With five or six players "
    "each bridge is three spaces wide, so the path is longer.",
    2, ["sakura.teaching_data", "sakura.scenario", "sakura.score.gate", "sakura.regroup.gate",
        "sakura.end.tie_gate"],
)
GATE_TABLE = [
    ("md", f"## {GATE_HEADING}\n\n"
     "The rulebook says one thing about the gate: it is the only space painters may share, and painters "
     "**together** at the gate are neither ahead of nor behind each other. So with everybody at the gate nobody "
     "is closest to the Emperor, and with two or more there nobody is farthest. A painter **alone** at the gate is "
     "simply the farthest from the Emperor and counts like any other painter. The other tutorials link here.\n\n"
     "| | one painter alone at the gate | two or more share the gate | everybody at the gate |\n"
     "|---|---|---|---|\n"
     "| closest painter (a garden action, tutorial 3) | a painter in the garden | a painter in the garden "
     "| nobody: nobody moves |\n"
     "| farthest painter (a garden action, tutorial 3) | the painter at the gate | nobody: nobody moves "
     "| nobody: nobody moves |\n"
     "| tokens at a sakura (tutorial 6) | ranked last, like any other: third of 3 painters, it gets 1 token "
     "| they are not ranked: no tokens (*house rule*) | nobody is ranked: no tokens (*house rule*) |\n"
     "| regrouping (tutorial 6) | it moves directly behind the painter ranked just before it "
     "| they stay at the gate (*house rule*) | everybody stays (*house rule*) |\n"
     "| a tie for the most tokens (tutorial 7) | a tied painter in the garden wins "
     "| a tied painter in the garden wins; tied players all at the gate share the win (*house rule*) "
     "| the tied players share the win (*house rule*) |\n\n"
     "The house rules settle only what the rulebook leaves open: how painters **sharing** the gate score, regroup "
     "and break a tie. The cell below plays the three cases at a sakura: three painters, and Blue's card 2 takes "
     "the Emperor onto the first sakura (space 14); its painter action (forward 1 per painter ahead) leaves Blue "
     "where it is."),
    ("code", "for painters in ([12, 10, 0], [12, 0, 0], [0, 0, 0]):\n"
     "    case = SakuraGarden(SakuraGame.scenario(3, seed=1, emperor=13, painters=painters,\n"
     "                                            hands=[[2], [56], [57]]), hotseat=False)\n"
     "    start = len(case.game.log)\n"
     "    for card in (2, 56, 57):\n"
     "        case.click_card(card)\n"
     "    print('Blue, Red, Green on spaces', painters, '- after the sakura:', case.game.view(None)['painters'])\n"
     "    print_events(e for e in case.game.log[start:] if e.kind.startswith(('award', 'regroup')))"),
    ("md", "Alone at the gate, Green was the third closest painter: it received 1 token and regrouped from the gate "
     "to space 10, right behind Red. Sharing the gate, Red and Green had no rank: Blue received 3 tokens, nobody "
     "received 2 or 1, and both stayed at the gate. With everybody at the gate nobody was ranked at all."),
]
SAKURA[TUTORIALS["sakura"][0]] = before_quiz(SAKURA[TUTORIALS["sakura"][0]], GATE_TABLE)

SAKURA[TUTORIALS["sakura"][1]] = tutorial(
    2, "the round and the card order",
    "Every round, all players choose a card in secret. Then the cards are revealed together and resolved one at "
    "a time, from the lowest number to the highest; each card does its garden action first, then its painter "
    "action. Finally everyone draws back up to 5 cards.",
    ["sakura.round.choose", "sakura.round.reveal", "sakura.round.order", "sakura.round.refill"],
    "Three players. Blue will play card 30, Red card 9 and Green card 52. Who goes first is not the seat order: "
    "it is the card number.",
    "game = SakuraGame.scenario(3, seed=2, emperor=8, painters=[3, 4, 5],\n"
    "                           hands=[[30, 1, 2, 3, 5], [9, 6, 7, 8, 10], [52, 11, 13, 14, 15]])",
    "Click card 30 for Blue, then card 9 for Red, then card 52 for Green (the board shows the hand of whoever "
    "decides now).",
    "demo.click_card(30)\ndemo.click_card(9)\ndemo.click_card(52)",
    "Red's card 9 resolved first although Red sits second: the Emperor stepped back, then Red's painter moved. "
    "Blue's card 30 sent the closest painter (Red) back 2. Each card's garden action came before its painter "
    "action, and at the end every player drew one card.",
    1,
)

SAKURA[TUTORIALS["sakura"][2]] = tutorial(
    3, "garden actions",
    "The top half of each card is a garden action. Most move the Emperor (1 or 2 forward, 1 back, or 1 forward "
    "or back as you choose); the others send the painter closest to the Emperor 2 spaces back, or the farthest "
    "painter 2 spaces forward.",
    ["sakura.garden.emperor_forward", "sakura.garden.emperor_back", "sakura.garden.emperor_either",
     "sakura.garden.closest_back", "sakura.garden.farthest_forward", "sakura.emperor.gate", "sakura.direction"],
    "Blue holds card 4 (Emperor forward or back 1), Red card 20 (farthest painter 2 forward), Green card 51 "
    "(closest painter 2 back). Green waits alone at the gate, so Green is the farthest painter "
    f"({gate_link(3)}).",
    "game = SakuraGame.scenario(3, seed=3, emperor=10, painters=[2, 4, 0],\n"
    "                           hands=[[4, 1, 2, 3, 5], [20, 6, 7, 8, 10], [51, 11, 13, 14, 15]])",
    "Play cards 4, 20 and 51. Card 4 comes first and asks Blue two questions: where the Emperor goes, then where "
    "Blue's painter goes. Choose *Back* for the Emperor, then *Forward* for the painter.",
    "demo.click_card(4)\ndemo.click_card(20)\ndemo.click_card(51)\n"
    "demo.click_direction('back')\ndemo.click_direction('forward')",
    "Blue chose: the Emperor stepped back to space 9. Card 20 moved the farthest painter, Green, out of the gate; "
    "card 51 sent the closest painter, Red, 2 empty spaces back.",
    3, ["sakura.direction"],
)

SAKURA[TUTORIALS["sakura"][3]] = tutorial(
    4, "painter actions and how movement counts",
    "The bottom half of each card moves your own painter: forward 1, 2 or 3; forward or back (you choose); jump "
    "to the first empty space in front of the next painter ahead; or forward 1 for each painter between you and "
    "the Emperor. A moving painter counts only EMPTY spaces: spaces with other painters are skipped.",
    ["sakura.painter.forward", "sakura.painter.forward_or_back", "sakura.painter.jump",
     "sakura.painter.per_painter", "sakura.move.count", "sakura.move.gate"],
    "Blue (space 3) is just behind Red (4) and Green (5). Blue plays card 16 (forward 3), Red card 21 (jump), "
    "Green card 23 (forward 1 per painter ahead).",
    "game = SakuraGame.scenario(3, seed=4, emperor=13, painters=[3, 4, 5],\n"
    "                           hands=[[16, 1, 2, 3, 5], [21, 6, 7, 8, 10], [23, 11, 13, 14, 15]])",
    "Play 16, 21 and 23. Before you click: on which space will Blue land?",
    "demo.click_card(16)\ndemo.click_card(21)\ndemo.click_card(23)",
    "Blue moved 3 but landed on space 8, not 6: spaces 4 and 5 held painters and did not count. Red jumped in "
    "front of Green. Two painters stood between Green and the Emperor, so Green moved 2 empty spaces.",
    2,
)

SAKURA[TUTORIALS["sakura"][4]] = tutorial(
    5, "bumping into the Emperor",
    "Nobody may touch the Emperor. A painter who reaches or passes him is disgraced: it stops, loses a token, "
    "and goes back 3 empty spaces. The same happens to a painter the Emperor steps back onto.",
    ["sakura.bump.painter", "sakura.bump.emperor_back", "sakura.bump.token", "sakura.bump.from_emperor"],
    "The Emperor is on space 9, Red right behind him on 8 and Blue on 7. Green plays card 9 (Emperor back 1), "
    "Blue card 15 (forward 3), Red card 60.",
    "game = SakuraGame.scenario(3, seed=5, emperor=9, painters=[7, 8, 0],\n"
    "                           hands=[[15, 1, 2, 3, 5], [60, 6, 7, 8, 10], [9, 11, 13, 14, 16]])",
    "Play 15 for Blue, 60 for Red and 9 for Green. Card 9 resolves first.",
    "demo.click_card(15)\ndemo.click_card(60)\ndemo.click_card(9)",
    "The Emperor stepped back onto Red on space 8: Red was disgraced, lost a token and went back 3 empty spaces "
    "counted from his space, to space 4. Then card 15 took the Emperor to space 9, and Blue's forward 3 met him "
    "after 1 empty space: Blue would have passed him, so Blue was disgraced too and went back 3 empty spaces "
    "from his space 9, to space 6. Last, Red's card 60 took the Emperor to space 10 and Red forward 1, to "
    "space 5.",
    3, ["sakura.bump.from_emperor"],
)
REACH_OR_PASS = [
    ("md", "## Reaching or passing the Emperor: where the 3 spaces are counted from\n\n"
     "**The rulebook says:** a painter who moves onto the Emperor's space *or past it* is disgraced: it stops its "
     "move at once, loses a token if it can, and goes back 3 empty spaces. It does not say where those 3 spaces "
     "are counted from when the move would have gone past him.\n\n"
     "**The kit adds** (house rule `sakura.bump.from_emperor`): the painter stops at once *on the Emperor's "
     "space*, so reaching him and passing him end the same way: the 3 empty spaces are counted back from his "
     "space, skipping spaces with painters, and never past the gate.\n\n"
     "Two small positions show both cases. In each, Blue plays card 15 (Emperor forward 1, from space 9 to 10, "
     "then painter forward 3); Red's card waits for a choice, so the picture shows card 15 alone. First Blue on "
     "space 6 and Red on 8: Blue counts 7, skips Red on 8, counts 9, and its third space would be the Emperor's "
     "space 10: Blue **reaches** him."),
    ("code", "def bump(blue, red):\n"
     "    \"\"\"Blue plays card 15; Red's card 56 then waits for a direction. Prints the bump, shows the garden.\"\"\"\n"
     "    case = SakuraGarden(SakuraGame.scenario(3, seed=5, emperor=9, painters=[blue, red, 0],\n"
     "                                            hands=[[15], [56], [60]]), hotseat=False)\n"
     "    for card in (15, 56, 60):\n"
     "        case.click_card(card)\n"
     "    print_events(e for e in case.game.log if e.rule.startswith('sakura.bump'))\n"
     "    return case.picture()\n\n"
     "bump(blue=6, red=8)"),
    ("md", "Back 3 empty spaces from the Emperor's space 10: 9, then 8 is Red's (skipped), 7, 6. Blue ends on 6.\n\n"
     "Now Blue on space 8 and Red on 6: Blue counts 9, and the next space is the Emperor's with 2 spaces still "
     "to go: Blue would **pass** him. Blue stops at once on his space 10 and counts back from there."),
    ("code", "bump(blue=8, red=6)"),
    ("md", "Back 3 empty spaces from space 10: 9, 8 (Blue's old space, empty now), 7. Blue ends on 7, just in front "
     "of Red."),
]
SAKURA[TUTORIALS["sakura"][4]] = before_quiz(SAKURA[TUTORIALS["sakura"][4]], REACH_OR_PASS)

SAKURA[TUTORIALS["sakura"][5]] = tutorial(
    6, "scoring at a sakura and regrouping",
    "The first time the Emperor reaches a sakura he stops to admire it. The painter action of that card still "
    "happens; every other card of the round is discarded. The closest painter gets 3 tokens, the second 2, the "
    "third 1. Then the painters regroup behind the closest one. A painter alone at the gate is ranked and "
    f"regroups like any other; painters sharing the gate are not ranked: see {gate_link(6)}.",
    ["sakura.score.stop", "sakura.score.awards", "sakura.score.fourth", "sakura.score.once",
     "sakura.score.regroup"],
    "The Emperor is one step from the first sakura (space 14). Blue plays card 27 (Emperor forward 1, painter "
    "forward 1); Red's 38 and Green's 52 will never resolve.",
    "game = SakuraGame.scenario(3, seed=6, emperor=13, painters=[11, 9, 7],\n"
    "                           hands=[[27, 1, 2, 3, 5], [38, 6, 7, 8, 10], [52, 11, 13, 14, 16]])",
    "Play 27, 38 and 52.",
    "demo.click_card(27)\ndemo.click_card(38)\ndemo.click_card(52)",
    "The Emperor stopped on the sakura. Blue's painter action still happened (to space 12), cards 38 and 52 were "
    "discarded, the sakura scored 3/2/1, and Red and Green regrouped right behind Blue.",
    1, ["sakura.score.supply"],
)

SAKURA[TUTORIALS["sakura"][6]] = tutorial(
    7, "the end of the game and ties",
    "The game ends right after the last sakura scores (4/2/1 there). The most tokens wins; if players tie, the "
    "tied player whose painter is closest to the Emperor wins. Ties at the gate: see "
    f"{gate_link(7)}.",
    ["sakura.end", "sakura.end.tie"],
    "Two sakuras are scored; the Emperor is one step from the last one. Blue has 8 tokens, Red 10, Green 9.",
    "game = SakuraGame.scenario(3, seed=7, emperor=37, painters=[35, 36, 30], tokens=[8, 10, 9],\n"
    "                           scored=[14, 26],\n"
    "                           hands=[[27, 1, 2, 3, 5], [38, 6, 7, 8, 10], [52, 11, 13, 14, 16]])",
    "Play 27, 38 and 52, and watch the last sakura.",
    "demo.click_card(27)\ndemo.click_card(38)\ndemo.click_card(52)\nprint_events(demo.game.log[before:])\n"
    "print('Winner:', ', '.join(demo.player_name(p) for p in demo.game.winners()))",
    "Blue became the closest painter and took 4 tokens, Red 2: both have 12. The tie goes to the painter closest "
    "to the Emperor: Blue.",
    2,
)

SAKURA[TUTORIALS["sakura"][7]] = tutorial(
    8, "the two-player variants",
    "With two players a third painter joins: the imperial painter. In the basic variant the top card of the deck "
    "is played for him each round, and he always moves forward. In the challenging variant the player farther "
    "from the Emperor chooses his card, as a second card, and draws an extra card.",
    ["sakura.two.imperial", "sakura.two.imperial_forward", "sakura.two.challenging", "sakura.two.imperial_tokens"],
    "Two players and the imperial painter (I) on space 5. The next card of the deck is stacked: card 46 "
    "(forward or back 3), so we know what he will play.",
    "game = SakuraGame.scenario(2, seed=8, emperor=10, painters=[6, 3], imperial=5,\n"
    "                           hands=[[27, 1, 2, 3, 5], [38, 6, 7, 8, 10]], decks={'draw': [46]})",
    "Play 27 for Blue and 38 for Red; card 46 is turned up for the imperial painter. Then the challenging "
    "variant plays the same position, further down.",
    "demo.click_card(27)\ndemo.click_card(38)",
    "Card 46 offered forward or back: nobody chose, the imperial painter always goes forward, from space 5 to "
    "10. Blue and Red each drew 1 card at the end of the round.",
    3, ["sakura.two.imperial_tokens"],
)
CHALLENGING = [
    ("md", "## The challenging variant, on the same position\n\n"
     "Now the player farther from the Emperor chooses the imperial painter's card. Red (space 3) is farther than "
     "Blue (space 6), so after both have chosen their own cards, Red places a second card face down for him: "
     "card 6 (closest painter 2 back, then jump ahead of the next painter)."),
    ("code", "hard = SakuraGarden(SakuraGame.scenario(2, seed=8, variant='challenging', emperor=10, painters=[6, 3],\n"
     "                                        imperial=5, hands=[[27, 1, 2, 3, 5], [38, 6, 7, 8, 10]]),\n"
     "                   hotseat=False)\n"
     "start = len(hard.game.log)\n"
     "hard.click_card(27)\nhard.click_card(38)\nhard.click_card(6)\n"
     "print_events(hard.game.log[start:])"),
    ("md", "Card 6 had the lowest number, so it resolved first: it sent the closest painter, Blue, 2 empty spaces "
     "back (from 6 to 2, skipping the imperial painter on 5 and Red on 3), and the imperial painter, now the "
     "closest, had nobody ahead to jump past. Red played two cards, so Red drew 2 at the end of the round and "
     "Blue 1. The challenging variant's position:"),
    ("code", "print_position(hard.game)\nhard.picture()"),
]
SAKURA[TUTORIALS["sakura"][7]] = before_quiz(SAKURA[TUTORIALS["sakura"][7]], CHALLENGING)
