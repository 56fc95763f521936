"""Sources of the Tokaido tutorials (see build_notebooks.py), in the Sakura rhythm.

The rule in plain words (from the rule catalogue), a position where it is about
to matter, "try it" (the live board, and a cell doing the same clicks in Python
on a copy), what happened and why (the log with rule ids), a check of
understanding, and links.
"""

from widgets.links import TUTORIALS

IMPORTS = (
    "from tokaido_kit.core import Action\n"
    "from tokaido_kit.tokaido import TokaidoGame\n"
    "from widgets.common import Quiz\n"
    "from widgets.tokaido import TokaidoBoard\n"
    "from widgets.tokaido.tutorial import print_road\n"
    "from widgets.tutorial import house_rules, nav, print_events, rule_sheet\n\n"
)


def tutorial(n: int, title: str, intro: str, rules: list[str], position: str, scenario: str,
             try_it: str, clicks: str, why: str, answer: int, house: list[str] | None = None) -> list:
    here = next(p for p in TUTORIALS["tokaido"] if p.startswith(f"tokaido/{n:02d}_"))
    cells = [
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
                 + clicks.strip()
                 + ("" if "print_events(demo.game.log" in clicks else "\nprint_events(demo.game.log[before:])")),
        ("md", "## What happened and why\n\n" + why),
        ("code", "print_road(demo.game)\ndemo.picture()"),
        ("md", "## Check your understanding"),
        ("code", f"# NBVAL_IGNORE_OUTPUT\nQuiz('tokaido.{n:02d}', answer={answer})"),
    ]
    if house:
        cells.append(("md", "## House rules\n\nWhere the rulebook is silent, the kit had to decide:"))
        cells.append(("code", "house_rules(" + ", ".join(repr(r) for r in house) + ")"))
    cells.append(("code", f"nav({here!r})"))
    return cells


TOKAIDO = {}

TOKAIDO["tokaido/01_setup.ipynb"] = tutorial(
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

TOKAIDO["tokaido/02_moving.ipynb"] = tutorial(
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

TOKAIDO["tokaido/03_villages.ipynb"] = tutorial(
    3, "villages and souvenirs",
    "In a village the traveller goes shopping: three souvenir cards are turned up, and they may buy any of them "
    "at the printed price (1, 2 or 3 coins), or none. Souvenirs come in four families (small objects, food and "
    "drink, clothing, art), and what a card scores depends on the set it joins: collecting different families "
    "pays more and more.",
    ["tokaido.village", "tokaido.village.sets", "tokaido.move.coins_needed"],
    "Three players. Hirotada (player 1) is still in Kyoto with 4 coins and one souvenir already bought: Koma, a "
    "small object (1 point as the first card of a set). The souvenir pile is stacked so that the village will "
    "show Sake (food, 2 coins), Netsuke (art, 2 coins) and Gofu (small object, 1 coin).",
    "game = TokaidoGame.scenario(3, seed=1, travelers=['Hirotada', 'Kinko', 'Chuubei'], spaces=[1, 4, 5],\n"
    "                            coins=[4, 5, 5], souvenirs=[['Koma'], [], []],\n"
    "                            decks={'souvenir': ['Sake', 'Netsuke', 'Gofu']})",
    "Click the village at space 2, then try to buy all three cards, then buy Sake and Netsuke.",
    "demo.click_space(2)\n"
    "print('choices:', demo.action_labels())\n"
    "demo.click_action(Action('buy_souvenirs', cards='Sake, Netsuke, Gofu'))\n"
    "print('all three refused:', demo.why.message)\n"
    "demo.click_label('buy Sake, Netsuke')",
    "All three cards together cost 5 coins and the purse held 4, so the kit refused and nothing changed. Sake and "
    "Netsuke cost 4. Koma had started a set; Sake (food) joined it as its 2nd card and scored 3, Netsuke (art) as "
    "its 3rd card and scored 5. Gofu, a second small object, would only have started a new set worth 1: the "
    "unbought card went back under the pile. Hirotada is still the traveller furthest behind, so moves again.",
    2,
)

TOKAIDO["tokaido/04_farms_and_hot_springs.ipynb"] = tutorial(
    4, "farms and hot springs",
    "Two simple stops. A farm is where a traveller works: it pays 3 coins, and is the way to refill an empty "
    "purse. A hot spring is a bath: the traveller draws a hot-spring card worth 2 or 3 points.",
    ["tokaido.farm", "tokaido.hot_spring"],
    "Three players. Umegae (player 1) stands on the temple at 3 with an empty purse; Hirotada is at 4, "
    "Zen-emon at 9. The hot-spring pile is stacked so that the next card is worth 3.",
    "game = TokaidoGame.scenario(3, seed=4, travelers=['Umegae', 'Hirotada', 'Zen-emon'], spaces=[3, 4, 9],\n"
    "                            coins=[0, 2, 3], decks={'hot_spring': [3]})",
    "Send Umegae to the farm at 8; then Hirotada is last: send him to the hot spring at 6.",
    "demo.click_space(8)\ndemo.click_space(6)",
    "Umegae arrived with no coins and left the farm with 3: a farm is always open, even to an empty purse. Then "
    "Hirotada, now the one furthest behind, bathed at 6 and drew the stacked card: 3 points. The hot spring at 6 "
    "is a double space, like the farm at 8: with 4 or 5 players two travellers may stop there.",
    3,
)

TOKAIDO["tokaido/05_panoramas.ipynb"] = tutorial(
    5, "panoramas",
    "Three landscapes line the road: the paddy (3 sections), the mountain (4) and the sea (5). Each stop on a "
    "panorama space gives the traveller the next section of that landscape, worth its number in points: 1, "
    "then 2, then 3... The first traveller to complete a landscape also takes its achievement card (3 points). "
    "Once a panorama is complete, its spaces are of no more use to that traveller, who may not stop there.",
    ["tokaido.panorama", "tokaido.panorama.achievement", "tokaido.move.panorama_done"],
    "Three players. Umegae (player 1, at 3) already has 2 of the 3 paddy sections; Hirotada (at 4) has completed "
    "the mountain and holds its achievement; Zen-emon is at 9.",
    "game = TokaidoGame.scenario(3, seed=5, travelers=['Umegae', 'Hirotada', 'Zen-emon'], spaces=[3, 4, 9],\n"
    "                            coins=[3, 3, 3], panoramas=[{'paddy': 2}, {'mountain': 4}, {}])",
    "Send Umegae to the paddy at 5. Then Hirotada is last: try the mountain at 7, then go to the hot spring at 6.",
    "demo.click_space(5)\n"
    "demo.click_space(7)\n"
    "print('mountain refused:', demo.why.message)\n"
    "demo.click_space(6)",
    "Umegae took the third paddy section (3 points) and, being the first to complete the paddy, its achievement "
    "(3 more). Hirotada was refused the mountain at 7: his mountain is complete, so the kit says why and nothing "
    "changes; he stopped at the hot spring instead.",
    1,
)

TOKAIDO["tokaido/06_temples.ipynb"] = tutorial(
    6, "temples",
    "At a temple the traveller gives 1, 2 or 3 coins. Each coin scores 1 point at once, and the coins add up for "
    "the temple ranking at the end of the journey, where the most generous travellers score 10, 7 and 4 points.",
    ["tokaido.temple", "tokaido.temple.ranking"],
    "Three players. Umegae (player 1) is at the village at 2 with 2 coins and has not given anything yet; "
    "Yoshiyasu has given 1 coin so far, Zen-emon 3.",
    "game = TokaidoGame.scenario(3, seed=6, travelers=['Umegae', 'Yoshiyasu', 'Zen-emon'], spaces=[2, 4, 9],\n"
    "                            coins=[2, 5, 3], donations=[0, 1, 3])",
    "Click the temple at 3, then try to give 3 coins, then give 2.",
    "demo.click_space(3)\n"
    "print('choices:', demo.action_labels())\n"
    "demo.click_action(Action('donate', coins=3))\n"
    "print('3 coins refused:', demo.why.message)\n"
    "demo.click_label('donate 2 to the temple')\n"
    "print('given so far:', [row['donated'] for row in demo.game.view(None)['players']])",
    "Umegae could not give 3 coins from a purse of 2; giving 2 scored 2 points at once. If the journey ended "
    "now, the ranking would read Zen-emon (3 coins) 10 points, Umegae (2) 7 and Yoshiyasu (1) 4. A traveller who "
    "never gives anything scores nothing in the ranking.",
    2,
)

TOKAIDO["tokaido/07_encounters.ipynb"] = tutorial(
    7, "encounters",
    "On an encounter space the traveller meets someone on the road: draw the top encounter card and do what it "
    "says. The craftsman gives a souvenir, the guide a panorama section, the samurai 3 points, the noble 3 coins, "
    "the priestess a coin for the temple. The card stays in front of the traveller.",
    ["tokaido.encounter", "tokaido.encounter.shokunin", "tokaido.encounter.annaibito",
     "tokaido.encounter.samurai", "tokaido.encounter.kuge", "tokaido.encounter.miko"],
    "Three players. Zen-emon (player 1) is at the temple at 3, well behind Hirotada (5) and Sasayakko (9). The "
    "encounter pile is stacked: first Kuge the noble, then Annaibito, the guide of the mountain.",
    "game = TokaidoGame.scenario(3, seed=7, travelers=['Zen-emon', 'Hirotada', 'Sasayakko'], spaces=[3, 5, 9],\n"
    "                            coins=[3, 3, 3], decks={'encounter': ['Kuge', 'Annaibito (Mountain)']})",
    "Send Zen-emon to the encounter at 4. He is still last: send him on to the encounter at 11.",
    "demo.click_space(4)\ndemo.click_space(11)",
    "The noble gave Zen-emon 3 coins; the guide gave him the first mountain section (1 point) without stopping "
    "on a mountain. Both cards stay with him. Now Hirotada, at 5, is the one furthest behind.",
    3, ["tokaido.decision.empty_deck"],
)

TOKAIDO["tokaido/08_inns.ipynb"] = tutorial(
    8, "inns and meals",
    "Every traveller must stop at each inn, and they wait there for the others. The first to arrive turns up one "
    "meal card more than there are players; each traveller, as they arrive, may buy one of the meals left (if "
    "they can pay for it and have never eaten that dish) for 6 points, or skip. When everyone is there, the last "
    "to have arrived sets off first.",
    ["tokaido.inn.arrival", "tokaido.inn.meal", "tokaido.inn.no_repeat", "tokaido.inn.leave"],
    "Three players just before the inn at 28: Umegae (player 1) at 25 with 2 coins, who already ate Dango at "
    "the first inn (15); Yoshiyasu at 26 with 5 coins; Hirotada at 27 with 3. The meal pile is stacked: Dango, Fugu (3 "
    "coins), Soba (2) and Misoshiru (1).",
    "game = TokaidoGame.scenario(3, seed=8, travelers=['Umegae', 'Hirotada', 'Yoshiyasu'], spaces=[25, 27, 26],\n"
    "                            coins=[2, 3, 5], meals=[['Dango'], [], []],\n"
    "                            decks={'meal': ['Dango', 'Fugu', 'Soba', 'Misoshiru']})",
    "Send Umegae to the inn at 28 and try Dango, then Fugu, then eat Soba. Then Yoshiyasu and Hirotada arrive "
    "in turn: Yoshiyasu eats Fugu, Hirotada skips.",
    "demo.click_space(28)\n"
    "for dish in ('Dango', 'Fugu'):\n"
    "    demo.click_action(Action('buy_meal', meal=dish))\n"
    "    print(dish, 'refused:', demo.why.message)\n"
    "demo.click_label('eat Soba')\n"
    "demo.click_space(28)\n"
    "demo.click_label('eat Fugu')\n"
    "demo.click_space(28)\n"
    "demo.click_label('pass')",
    "Umegae, first at the inn, turned up 4 meals (3 players + 1). Dango was refused (eaten already) and Fugu too "
    "(3 coins, the purse held 2); Soba cost 2 and scored 6. Yoshiyasu then took Fugu, Hirotada skipped. With "
    "everyone at the inn, the last to arrive, Hirotada, leaves first.",
    1,
)

TOKAIDO["tokaido/09_travellers.ipynb"] = tutorial(
    9, "the travellers' abilities",
    "Each traveller tile gives its owner a purse and one ability, a small advantage that shapes how they like to "
    "travel. Here are all ten, then three of them at work.",
    ["tokaido.traveler.hiroshige", "tokaido.traveler.chuubei", "tokaido.traveler.kinko",
     "tokaido.traveler.yoshiyasu", "tokaido.traveler.satsuki", "tokaido.traveler.mitsukuni",
     "tokaido.traveler.sasayakko", "tokaido.traveler.hirotada", "tokaido.traveler.umegae",
     "tokaido.traveler.zen-emon"],
    "Three players. Umegae, the street entertainer (player 1), is at the temple at 3 with 1 coin; Zen-emon, the "
    "merchant, is at 5 with 4 coins; Hirotada, the priest, at 6 with 2. The encounter pile is stacked with a "
    "Samurai, the souvenir pile with Shamisen (3 coins), Koma (1) and Ocha (2).",
    "game = TokaidoGame.scenario(3, seed=9, travelers=['Umegae', 'Zen-emon', 'Hirotada'], spaces=[3, 5, 6],\n"
    "                            coins=[1, 4, 2], decks={'encounter': ['Samurai'],\n"
    "                                                    'souvenir': ['Shamisen', 'Koma', 'Ocha']})",
    "Send Umegae to the encounter at 11. Then Zen-emon is last: send him to the village at 9 and buy Shamisen "
    "and Koma. Then Hirotada: the temple at 10, and give 1 coin.",
    "demo.click_space(11)\n"
    "demo.click_space(9)\n"
    "demo.click_label('buy Shamisen, Koma')\n"
    "demo.click_space(10)\n"
    "demo.click_label('donate 1 to the temple')",
    "Umegae scored 1 point and earned 1 coin from the crowd before meeting the samurai (3 points). Zen-emon paid "
    "only 2 for Shamisen and Koma: his ability made the dearest card, Shamisen, cost 1 instead of 3. Hirotada "
    "gave 1 coin and the bank added a second one for him: 2 points and 2 coins towards the temple ranking. The "
    "log names each traveller's rule, so a click on it explains the ability.",
    2, ["tokaido.decision.free_bonus", "tokaido.decision.satsuki"],
)

TOKAIDO["tokaido/10_two_players.ipynb"] = tutorial(
    10, "two players and the neutral traveller",
    "With two players a third, neutral traveller walks with them. It has no purse and scores nothing, but it "
    "takes up room on the road, gives to the temples and spoils a meal at each inn. When it is the one furthest "
    "behind, the player furthest ahead moves it.",
    ["tokaido.two.neutral", "tokaido.two.temple", "tokaido.two.inn"],
    "Two players: Umegae (player 1) at the encounter at 4, Zen-emon (player 2) at the village at 9. The neutral "
    "traveller (N) is behind them both, on the village at 2, so Zen-emon, who is furthest ahead, moves it. The "
    "meal pile is stacked: Tofu, Tempura, Misoshiru.",
    "game = TokaidoGame.scenario(2, seed=10, travelers=['Umegae', 'Zen-emon'], spaces=[4, 9], coins=[3, 3],\n"
    "                            neutral=2, decks={'meal': ['Tofu', 'Tempura', 'Misoshiru']})",
    "As Zen-emon, move the neutral traveller to the temple at 3; it is still last, so move it on to the inn at 15. "
    "Then Umegae is last: send her to the farm at 8.",
    "demo.click_space(3)\ndemo.click_space(15)\ndemo.click_space(8)",
    "At the temple the neutral traveller gave a coin from the bank: it scores nothing, but its donations count in "
    "the temple ranking, so it can push a player down a rank. At the inn it was the first to arrive, so it turned "
    "up 3 meals (2 players + 1), and Zen-emon, who moved it, discarded one of them at random: only two meals are "
    "left for the two players. Then Umegae, the traveller furthest behind, moved herself.",
    3,
)

TOKAIDO["tokaido/11_end_of_game.ipynb"] = tutorial(
    11, "the end of the journey",
    "The journey ends when every traveller has reached Edo and had the chance of a last meal there. Then four "
    "achievements go to the best gourmet, bather, chatterbox and collector, the temple ranking is scored, and the "
    "highest total wins.",
    ["tokaido.end", "tokaido.end.achievements", "tokaido.temple.ranking", "tokaido.end.winner"],
    "Three players on the last stretch before Edo (55). Umegae (player 1, at 52) has eaten Dango and Udon, has 2 "
    "hot-spring cards, met a samurai and gave 2 coins to the temples. Hirotada (at 53) has eaten Sushi and Fugu, "
    "has 1 hot-spring card, met a noble and gave 5 coins. Zen-emon (at 54) has eaten Soba and owns 3 souvenirs. "
    "The meal pile is stacked for Edo: Tofu, Tempura, Misoshiru, Unagi.",
    "game = TokaidoGame.scenario(3, seed=11, travelers=['Umegae', 'Hirotada', 'Zen-emon'], spaces=[52, 53, 54],\n"
    "                            coins=[2, 3, 4], meals=[['Dango', 'Udon'], ['Sushi', 'Fugu'], ['Soba']],\n"
    "                            hot_springs=[[3, 2], [2], []], encounters=[['Samurai'], ['Kuge'], []],\n"
    "                            souvenirs=[[], [], ['Koma', 'Sake', 'Netsuke']], donations=[2, 5, 0],\n"
    "                            decks={'meal': ['Tofu', 'Tempura', 'Misoshiru', 'Unagi']})",
    "Bring everyone to Edo: Umegae eats Tofu, Hirotada Misoshiru, Zen-emon Unagi.",
    "for dish in ('Tofu', 'Misoshiru', 'Unagi'):\n"
    "    demo.click_space(55)\n"
    "    demo.click_label(f'eat {dish}')\n"
    "print('scores:', demo.game.scores())\n"
    "print('achievements:', [row['achievements'] for row in demo.game.view(None)['players']])",
    "Umegae's meals cost 1 + 3 + 2 = 6 coins and Hirotada's 2 + 3 + 1 = 6: a tie, so both are Gourmet. Both met "
    "one person, so both are Chatterbox too. Umegae alone is the Bather, Zen-emon the Collector. Hirotada gave "
    "the most to the temples (10 points), Umegae came second (7), and Zen-emon, who never gave, scored nothing "
    "there. Umegae and Hirotada both end with 41 points: the tie goes to whoever holds more achievement cards, "
    "and Umegae holds 3 against 2.",
    2, ["tokaido.decision.achievement_needs_cards"],
)

TOKAIDO["tokaido/12_variants.ipynb"] = tutorial(
    12, "variants",
    "Three variants from the rulebook change the start or the meals. Initiation, for a first game: no traveller "
    "tiles, 7 coins each. Preparations: the purse depends on the order of departure. Gastronomy: fewer meals at "
    "each inn, so arriving late can mean going hungry. Each is an option of `TokaidoGame.new`; the app offers "
    "Initiation.",
    ["tokaido.variant.initiation", "tokaido.variant.preparations", "tokaido.variant.gastronomy"],
    "Three players of an initiation game with the Gastronomy variant, just before the inn at 28. Player 1 (at 25, "
    "3 coins) will arrive first; player 3 (at 26) next; player 2 (at 27) last, and player 2 has already eaten "
    "Sushi at the first inn. The meal pile is stacked: Sushi, Dango, Udon.",
    "game = TokaidoGame.scenario(3, seed=12, initiation=True, gastronomy=True, spaces=[25, 27, 26],\n"
    "                            coins=[3, 4, 5], meals=[[], ['Sushi'], []],\n"
    "                            decks={'meal': ['Sushi', 'Dango', 'Udon']})",
    "Bring the three travellers to the inn at 28: player 1 eats Dango, player 3 Udon, and see what is left for "
    "player 2. The cell also opens a new 4-player game with Initiation and Preparations, to show the purses.",
    "for label in ('eat Dango', 'eat Udon'):\n"
    "    demo.click_space(28)\n"
    "    demo.click_label(label)\n"
    "demo.click_space(28)\n"
    "print('choices left for player 2:', demo.action_labels())\n"
    "demo.click_label('pass')\n"
    "print_events(demo.game.log[before:])\n"
    "fresh = TokaidoGame.new(4, seed=12, initiation=True, preparations=True)\n"
    "print()\n"
    "print('A new game with Initiation and Preparations:')\n"
    "print_events(fresh.log)\n"
    "print('purses:', [row['coins'] for row in fresh.view(None)['players']])",
    "With Gastronomy the first traveller at the inn turned up only 3 meals, one per player instead of one more. "
    "After Dango and Udon were eaten, only Sushi was left, and player 2 had eaten Sushi already: the last to "
    "arrive went hungry. In the new game, everyone started from 7 coins (Initiation) and Preparations adjusted "
    "the purses by departure order: the first to leave has 1 coin less, the fourth 2 more.",
    3, ["tokaido.decision.preparations"],
)

TOKAIDO["tokaido/13_crossroads_choices.ipynb"] = tutorial(
    13, "Crossroads: a choice at every space",
    "The Crossroads expansion puts a second benefit on every kind of space. A traveller who stops chooses: the "
    "space's standard benefit, or its Crossroads benefit (a Cherry Tree at a panorama, a Bathhouse at a hot "
    "spring, the Gaming Room at a farm; Amulets, Legendary Objects and Calligraphies come in the next "
    "tutorials). Inns do not change, and an Encounter card only ever gives standard benefits.",
    ["tokaido.crossroads.setup", "tokaido.crossroads.choice", "tokaido.crossroads.cherry_tree",
     "tokaido.crossroads.bathhouse", "tokaido.crossroads.gaming_room", "tokaido.crossroads.abilities",
     "tokaido.crossroads.encounters_base_only", "tokaido.crossroads.journey",
     "tokaido.decision.crossroads_stacks", "tokaido.decision.fortune_die",
     "tokaido.decision.crossroads_achievements"],
    "Three players with Crossroads. Mitsukuni (player 1) is last, at the encounter at 4, with 3 coins; Hirotada "
    "is at 9, Zen-emon at 11. The paddy at 5, the hot spring at 6 and the farm at 8 lie ahead of him. The "
    "Fortune die is stacked: its next roll is x3.",
    "game = TokaidoGame.scenario(3, seed=13, expansions=('crossroads',),\n"
    "                            travelers=['Mitsukuni', 'Hirotada', 'Zen-emon'], spaces=[4, 9, 11],\n"
    "                            coins=[3, 5, 5], rolls=[3])",
    "Send Mitsukuni to the paddy at 5 and take a Cherry Tree. He is still last: go to the hot spring at 6, try "
    "the Gaming Room there, then buy a Bathhouse. Then go to the farm at 8 and bet in the Gaming Room.",
    "demo.click_space(5)\n"
    "print('choices at the paddy:', demo.action_labels())\n"
    "demo.click_label('take a Cherry Tree')\n"
    "demo.click_space(6)\n"
    "print('choices at the hot spring:', demo.action_labels())\n"
    "demo.click_action(Action('gaming_room'))\n"
    "print('Gaming Room refused:', demo.why.message)\n"
    "demo.click_label('buy a Bathhouse')\n"
    "demo.click_space(8)\n"
    "print('choices at the farm:', demo.action_labels())\n"
    "demo.click_label('bet 2 coins in the Gaming Room')",
    "At each stop Mitsukuni was offered two buttons: the standard benefit or the Crossroads one. The Cherry Tree "
    "gave 1 coin and 2 points but no paddy section (so it never leads to the paddy achievement). The Gaming "
    "Room belongs to farms, so the hot spring refused it; the Bathhouse cost 1 coin and scored 4, and "
    "Mitsukuni's ability, which rewards each hot-spring card, added 1 more. At the farm he bet 2 coins instead "
    "of taking 3: the Fortune die showed x3, so the bank paid back 6.",
    2, ["tokaido.decision.crossroads_stacks", "tokaido.decision.fortune_die",
        "tokaido.decision.crossroads_achievements"],
)

TOKAIDO["tokaido/14_crossroads_amulets.ipynb"] = tutorial(
    14, "Crossroads: Amulets",
    "At a temple, instead of donating, a traveller may pay 1 coin to the bank for an Amulet of their choice, "
    "kept face down. Each of the six Amulets is used once, at the moment its text allows (never on the turn it "
    "was gained), and then goes back to its stack, where anyone may buy it again.",
    ["tokaido.crossroads.amulet", "tokaido.crossroads.amulet.use", "tokaido.crossroads.amulet.vitality",
     "tokaido.crossroads.amulet.fortune", "tokaido.crossroads.amulet.health",
     "tokaido.crossroads.amulet.friendship", "tokaido.crossroads.amulet.hospitality",
     "tokaido.crossroads.amulet.devotion"],
    "Three players with Crossroads. Kinko (player 1) is last, at the village at 2, with 2 coins and one Amulet "
    "bought earlier, Vitality; Hirotada is at 4, Zen-emon at 5. The Fortune die is stacked: its next roll is x4.",
    "game = TokaidoGame.scenario(3, seed=14, expansions=('crossroads',),\n"
    "                            travelers=['Kinko', 'Hirotada', 'Zen-emon'], spaces=[2, 4, 5],\n"
    "                            coins=[2, 5, 5], amulets=[['Vitality'], [], []], rolls=[4])",
    "Try Vitality at once (it is not its moment). Send Kinko to the temple at 3 and buy the Fortune Amulet. He is "
    "still last, so a new turn begins: use Fortune before moving. Then move to the mountain at 7, which puts him "
    "in the lead, take the standard benefit, use Vitality and move on to the farm at 8.",
    "demo.click_action(Action('use_amulet', amulet='Vitality'))\n"
    "print('Vitality refused:', demo.why.message)\n"
    "demo.click_space(3)\n"
    "print('choices at the temple:', demo.action_labels())\n"
    "demo.click_label('buy the Fortune Amulet')\n"
    "demo.click_label('use the Fortune Amulet')\n"
    "demo.click_space(7)\n"
    "demo.click_label('take the standard benefit')\n"
    "print('choices in the lead:', demo.action_labels())\n"
    "demo.click_label('use the Vitality Amulet')\n"
    "demo.click_space(8)\n"
    "demo.click_label('take the standard benefit')\n"
    "print('Amulets left in the stack:', demo.game.view(None)['crossroads']['amulet'])",
    "Vitality only helps after a move that puts its owner in the lead, so the kit refused it at the start. At the "
    "temple Kinko paid 1 coin to the bank (not to the temple: no point, nothing for the ranking) for Fortune, "
    "which nobody else sees. He was still last, so his next turn began, and Fortune could be used then: the die "
    "showed x4, 4 coins. The move to 7 put him ahead of everyone, so Vitality let him move again at once, to the "
    "farm. Both Amulets went back to their stack: all 6 are there again.",
    3,
)

TOKAIDO["tokaido/15_crossroads_treasures.ipynb"] = tutorial(
    15, "Crossroads: Legendary Objects, Calligraphies and new Encounters",
    "Two more Crossroads benefits. In a village, instead of drawing souvenirs, a traveller may buy one Legendary "
    "Object of their choice: it is kept face up and scores at once. On an encounter space, instead of drawing an "
    "encounter, they may pay 1 coin for a Calligraphy: kept face down, it scores at the end of the journey. "
    "Crossroads also shuffles four new people into the encounter pile.",
    ["tokaido.crossroads.legendary", "tokaido.crossroads.legendary.swords", "tokaido.decision.scripts",
     "tokaido.decision.offerings", "tokaido.crossroads.calligraphy", "tokaido.crossroads.calligraphy.foresight",
     "tokaido.crossroads.calligraphy.contemplation", "tokaido.crossroads.calligraphy.nostalgia",
     "tokaido.decision.patience", "tokaido.crossroads.calligraphy.perfection",
     "tokaido.crossroads.calligraphy.fasting", "tokaido.decision.new_encounters", "tokaido.encounter.itamae",
     "tokaido.encounter.kitoushi", "tokaido.encounter.saru", "tokaido.encounter.takuhatsuso"],
    "Three players with Crossroads. Hirotada (player 1) is still in Kyoto with 2 coins and two souvenirs bought "
    "earlier, Koma and Sake; Kinko is at 12, Zen-emon at 13. The encounter pile is stacked with Itamae the cook, "
    "the meal pile with Tempura.",
    "game = TokaidoGame.scenario(3, seed=15, expansions=('crossroads',),\n"
    "                            travelers=['Hirotada', 'Kinko', 'Zen-emon'], spaces=[1, 12, 13], coins=[2, 5, 5],\n"
    "                            souvenirs=[['Koma', 'Sake'], [], []],\n"
    "                            decks={'encounter': ['Itamae'], 'meal': ['Tempura']})",
    "Send Hirotada to the village at 2: try the sword Masamune, then buy Shodo. Then the encounter at 4: buy the "
    "Nostalgia Calligraphy. Then the encounter at 11.",
    "demo.click_space(2)\n"
    "print('choices at the village:', demo.action_labels())\n"
    "demo.click_action(Action('buy_legendary', card='Masamune'))\n"
    "print('Masamune refused:', demo.why.message)\n"
    "demo.click_label('buy Shodo')\n"
    "demo.click_space(4)\n"
    "demo.click_label('buy the Nostalgia Calligraphy')\n"
    "demo.click_space(11)\n"
    "print('Calligraphies as Hirotada sees them:', demo.game.view(0)['players'][0]['calligraphies'])\n"
    "print('as the others see them:', demo.game.view(1)['players'][0]['calligraphies'],\n"
    "      '- how many:', demo.game.view(1)['players'][0]['calligraphy_count'])",
    "The swords cost 3, so Masamune was refused (with 2 coins only the 1- and 2-coin objects were offered). "
    "Shodo, a script, cost 1 and scored 1 point for each of the two souvenirs Hirotada already had; every "
    "souvenir he gains later will add 1 more. The Nostalgia Calligraphy cost his last coin and stays hidden from "
    "the others until the end, when it will score 2 per Legendary Object and 1 per souvenir. With an empty purse "
    "he could not buy a Calligraphy at 11, so there was no choice: he drew Itamae, who gave him a coin and served "
    "Tempura, a dish he had not eaten yet: 6 points.",
    2, ["tokaido.decision.scripts", "tokaido.decision.offerings", "tokaido.decision.patience",
        "tokaido.decision.new_encounters"],
)

TOKAIDO["tokaido/16_crossroads_travellers.ipynb"] = tutorial(
    16, "the Crossroads travellers",
    "Crossroads adds six travellers. Three of them shine at the inns: Jirocho the yakuza gambles a coin, Daigoro "
    "the kid is given a souvenir, Nampo the gourmet savours his meal. The three others work on the road: "
    "Gotozaemon earns a coin at every panorama, Miyataka may donate and buy an Amulet at one temple, Kita may "
    "draw an encounter and buy a Calligraphy at one encounter space.",
    ["tokaido.traveler.jirocho", "tokaido.traveler.daigoro", "tokaido.traveler.nampo",
     "tokaido.traveler.gotozaemon", "tokaido.traveler.miyataka", "tokaido.traveler.kita"],
    "Three players with Crossroads, just before the first inn (15): Jirocho (player 1) at 12 with 2 coins, "
    "Daigoro at 13 with 3, Nampo at 14 with 3. The Fortune die is stacked (x2), the meal pile too (Fugu for 3 "
    "coins, Sushi 2, Dango 1, Tofu 2) and the souvenir pile (Sumie, an art souvenir).",
    "game = TokaidoGame.scenario(3, seed=16, expansions=('crossroads',),\n"
    "                            travelers=['Jirocho', 'Daigoro', 'Nampo'], spaces=[12, 13, 14], coins=[2, 3, 3],\n"
    "                            rolls=[2], decks={'meal': ['Fugu', 'Sushi', 'Dango', 'Tofu'],\n"
    "                                              'souvenir': ['Sumie']})",
    "Bring the three to the inn at 15, in turn. Jirocho bets his coin, then eats Sushi; Daigoro skips the meal; "
    "Nampo eats Fugu.",
    "demo.click_space(15)\n"
    "print('Jirocho at the inn:', demo.action_labels())\n"
    "demo.click_label('bet 1 coin on the Fortune die')\n"
    "demo.click_label('eat Sushi')\n"
    "demo.click_space(15)\n"
    "demo.click_label('pass')\n"
    "demo.click_space(15)\n"
    "demo.click_label('eat Fugu')",
    "Jirocho arrived first and turned up the meals, then, before his meal, bet 1 coin on the Fortune die: x2 gave "
    "back 2, one coin more, and he could afford Sushi. Daigoro received the top souvenir, Sumie, for free, and it "
    "scored as usual (the first card of a set: 1 point). Nampo paid 3 for Fugu: 6 points as for anyone, and 3 "
    "more, its printed cost. Everyone is at the inn, so the unbought meals went under the pile and Nampo, the "
    "last to arrive, leaves first.",
    2,
)

TOKAIDO["tokaido/17_matsuri.ipynb"] = tutorial(
    17, "Matsuri: a festival at each inn",
    "The Matsuri expansion (played with Crossroads) adds festivals. When every traveller has arrived at one of "
    "the three inns on the road and eaten, the first to have arrived draws 2 Matsuri cards in secret, keeps one "
    "and slips the other under the deck. The kept card is revealed and applies to everyone: a lightning card at "
    "once, a swirl card until the next inn. Some festivals close spaces; points a festival gives are Journey "
    "points. Here is the procedure, then the 20 festivals.",
    ["tokaido.matsuri.setup", "tokaido.matsuri", "tokaido.matsuri.draw", "tokaido.matsuri.ongoing",
     "tokaido.matsuri.no_abilities", "tokaido.matsuri.journey", "tokaido.matsuri.closed_space",
     "tokaido.matsuri.tokens", "tokaido.decision.matsuri_free_bonus", "tokaido.decision.matsuri_tokens",
     "tokaido.decision.closed_double", "tokaido.decision.cho-yo",
     "tokaido.matsuri.o-bon", "tokaido.matsuri.tori-no-ichi", "tokaido.matsuri.hina-matsuri",
     "tokaido.matsuri.tango", "tokaido.matsuri.hanabi", "tokaido.matsuri.o-fune-matsuri",
     "tokaido.matsuri.o-shogatsu", "tokaido.matsuri.setsubun", "tokaido.matsuri.tanabata",
     "tokaido.matsuri.o-tsukimi", "tokaido.matsuri.shishimai", "tokaido.matsuri.cho-yo",
     "tokaido.matsuri.yama-no-ko", "tokaido.matsuri.o-taue-matsuri", "tokaido.matsuri.hadaka-matsuri",
     "tokaido.matsuri.o-hanami", "tokaido.matsuri.kamiarisai", "tokaido.matsuri.toka-ebisu",
     "tokaido.matsuri.mura-matsuri", "tokaido.matsuri.gion-matsuri"],
    "Three players with Crossroads and Matsuri, just before the first inn (15): Umegae (player 1) at 12, "
    "Hirotada at 13, Zen-emon at 14. The Matsuri deck is stacked: Hanabi and O-Bon on top, then Kamiarisai and "
    "Setsubun. The Fortune die is stacked too: x2, X, x4.",
    "game = TokaidoGame.scenario(3, seed=17, expansions=('crossroads', 'matsuri'),\n"
    "                            travelers=['Umegae', 'Hirotada', 'Zen-emon'], spaces=[12, 13, 14],\n"
    "                            coins=[3, 3, 4], rolls=[2, 0, 4],\n"
    "                            decks={'matsuri': ['Hanabi', 'O-Bon', 'Kamiarisai', 'Setsubun'],\n"
    "                                   'meal': ['Udon', 'Tofu', 'Soba', 'Dango']})",
    "Bring the three to the inn at 15 in turn (Umegae eats Tofu, Hirotada skips, Zen-emon eats Soba). Umegae, "
    "the first to arrive, then keeps Hanabi. Zen-emon, the last to arrive, leaves first: try the temple at 17, "
    "then go to the sea at 16.",
    "for dish in ('eat Tofu', 'pass', 'eat Soba'):\n"
    "    demo.click_space(15)\n"
    "    demo.click_label(dish)\n"
    "print('Umegae sees:', demo.game.view(0)['choice'], '- the others see:', demo.game.view(1).get('choice'))\n"
    "demo.click_label('keep Hanabi')\n"
    "demo.click_space(17)\n"
    "print('temple refused:', demo.why.message)\n"
    "demo.click_space(16)\n"
    "demo.click_label('take the standard benefit')\n"
    "festivals = demo.game.view(None)['matsuri']\n"
    "print('in effect until the next inn:', festivals['festival'])\n"
    "print('temples Kamiarisai closes:', sorted(int(s) for s in festivals['closed']))",
    "Once the inn was complete (everyone arrived and had the chance of a meal), Umegae, first at the inn, saw "
    "Hanabi and O-Bon, and nobody else did. She kept Hanabi: its fireworks drew 2 more cards, and both applied. "
    "Setsubun, a lightning card, applied at once: each traveller in arrival order rolled the Fortune die and "
    "scored that many Journey points (X gave Hirotada nothing), then it went under the deck. Kamiarisai, a swirl "
    "card, stays until the next inn and closes one space of every temple: the single temples (3, 17, 22) are "
    "closed, so Zen-emon was refused the one at 17. The double temples (10, 37, 44) would only lose their side "
    "slot, which 3 players never use anyway: they stay open for one traveller, so neither the list nor the "
    "board marks them (with 4-5 players the board crosses out their 2nd slot).",
    2, ["tokaido.decision.matsuri_free_bonus", "tokaido.decision.matsuri_tokens",
        "tokaido.decision.closed_double", "tokaido.decision.cho-yo"],
)

TOKAIDO["tokaido/18_matsuri_travellers.ipynb"] = tutorial(
    18, "the Matsuri travellers",
    "The Matsuri box adds sixteen travellers, and each player chooses among 3 dealt tiles instead of 2. Some "
    "work on the road (Takeru and Misaki earn a coin whenever anyone stops at an encounter or a temple), some at "
    "the end (Marihito, Suseri), many at the inns. Here are all sixteen, then three of them at the first inn.",
    ["tokaido.traveler.kushinada", "tokaido.traveler.takeru", "tokaido.traveler.rakuren",
     "tokaido.traveler.mutsumi", "tokaido.traveler.kamui", "tokaido.traveler.mari", "tokaido.traveler.yashima",
     "tokaido.traveler.kidzuna", "tokaido.traveler.chihaya", "tokaido.traveler.iyasaka",
     "tokaido.traveler.marihito", "tokaido.traveler.suseri", "tokaido.traveler.ayumu",
     "tokaido.traveler.musubi", "tokaido.traveler.misaki", "tokaido.traveler.titia",
     "tokaido.decision.matsuri_travelers", "tokaido.decision.musubi", "tokaido.decision.kushinada",
     "tokaido.decision.genders", "tokaido.decision.special_travelers"],
    "Three players with Crossroads and Matsuri, just before the first inn (15): Chihaya the bather (player 1) at "
    "12 with 3 coins, Musubi the rogue at 13 with 2, Yashima the noble at 14 with 3. The meal pile is stacked "
    "(Udon for 3 coins, Tofu, Soba, Dango), the hot-spring pile (a 3) and the Matsuri deck (Hina "
    "matsuri, Tango).",
    "game = TokaidoGame.scenario(3, seed=18, expansions=('crossroads', 'matsuri'),\n"
    "                            travelers=['Chihaya', 'Musubi', 'Yashima'], spaces=[12, 13, 14],\n"
    "                            coins=[3, 2, 3],\n"
    "                            decks={'meal': ['Udon', 'Tofu', 'Soba', 'Dango'], 'hot_spring': [3],\n"
    "                                   'matsuri': ['Hina matsuri', 'Tango']})",
    "Bring the three to the inn at 15 in turn: Chihaya skips the meal, Musubi eats Udon, Yashima skips. Then "
    "Chihaya, first at the inn, keeps Hina matsuri.",
    "for dish in ('pass', 'eat Udon', 'pass'):\n"
    "    demo.click_space(15)\n"
    "    demo.click_label(dish)\n"
    "demo.click_label('keep Hina matsuri')\n"
    "print('Yashima sees her Amulet:', demo.game.view(2)['players'][2]['amulets'],\n"
    "      '- the others see:', demo.game.view(0)['players'][2]['amulets'])\n"
    "print('tokens:', [row['tokens'] for row in demo.game.view(None)['players']])",
    "Chihaya, first at the inn, drew a hot-spring card at once (3 points). Musubi took 1 coin from Chihaya, who "
    "arrived just before him, and could then pay 3 for Udon; when Yashima arrived after him, he took 1 coin from "
    "her too, before her meal. Yashima got a free Amulet drawn at random, face down: only she knows which. At the "
    "festival, Hina matsuri gave a Doll token to each woman traveller, Chihaya and Yashima, and nothing to "
    "Musubi: a Doll is a small-object souvenir for sets, but not a card.",
    2, ["tokaido.decision.matsuri_travelers", "tokaido.decision.musubi", "tokaido.decision.kushinada",
        "tokaido.decision.genders", "tokaido.decision.special_travelers"],
)
