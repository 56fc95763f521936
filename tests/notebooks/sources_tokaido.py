"""Sources of the base-game Tokaido tutorials 01-12 (see build_notebooks.py and rhythm.py).

The expansions' tutorials 13-18 are in sources_tokaido_expansions.py, with the same rhythm.
"""

from tests.notebooks.rhythm import Rhythm

TOKAIDO_RHYTHM = Rhythm(
    game="tokaido", heading="Tokaido",
    imports=("from tokaido_kit.core import Action\n"
             "from tokaido_kit.tokaido import TokaidoGame\n"
             "from widgets.common import Quiz\n"
             "from widgets.tokaido import TokaidoBoard\n"
             "from widgets.tokaido.tutorial import print_road\n"
             "from widgets.tutorial import house_rules, nav, print_events, rule_sheet\n\n"),
    board="TokaidoBoard(game, hotseat=False{here}, show_chart=False)", printer="print_road",
    clicks="`click_space`, `click_label`")
tutorial = TOKAIDO_RHYTHM.tutorial


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
    "everyone at the inn, the last to arrive, Hirotada, leaves first. All along, everybody could see which "
    "meals were left: the kit shows the offer to all (a house rule, below).",
    1, ["tokaido.decision.meal_offer"],
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
