"""Sources of the Tokaido expansion tutorials: Crossroads (13-16) and Matsuri (17-18).

Same rhythm and board as the base-game tutorials (sources_tokaido.py); every
position is a seeded scenario with the Crossroads stacks, the Fortune die or
the Matsuri deck stacked so that the page always tells the same story.
"""

from tests.notebooks.sources_tokaido import tutorial

TOKAIDO_EXPANSIONS = {}

TOKAIDO_EXPANSIONS["tokaido/13_crossroads_choices.ipynb"] = tutorial(
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

TOKAIDO_EXPANSIONS["tokaido/14_crossroads_amulets.ipynb"] = tutorial(
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

TOKAIDO_EXPANSIONS["tokaido/15_crossroads_treasures.ipynb"] = tutorial(
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

TOKAIDO_EXPANSIONS["tokaido/16_crossroads_travellers.ipynb"] = tutorial(
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

TOKAIDO_EXPANSIONS["tokaido/17_matsuri.ipynb"] = tutorial(
    17, "Matsuri: a festival at each inn",
    "The Matsuri expansion (played with Crossroads) adds festivals. When every traveller has arrived at one of "
    "the three inns on the road and eaten, the first to have arrived draws 2 Matsuri cards in secret, keeps one "
    "and slips the other under the deck. The kept card is revealed and applies to everyone: a lightning card at "
    "once, a swirl card until the next inn. Some festivals close spaces; points a festival gives are Journey "
    "points. Here is the procedure, then the 20 festivals.",
    ["tokaido.matsuri.setup", "tokaido.matsuri", "tokaido.matsuri.draw", "tokaido.matsuri.ongoing",
     "tokaido.matsuri.no_abilities", "tokaido.matsuri.journey", "tokaido.matsuri.closed_space",
     "tokaido.matsuri.tokens", "tokaido.decision.matsuri_free_bonus", "tokaido.decision.matsuri_tokens",
     "tokaido.decision.closed_double", "tokaido.decision.cho-yo", "tokaido.decision.shishimai",
     "tokaido.decision.matsuri_discard", "tokaido.matsuri.o-bon", "tokaido.matsuri.tori-no-ichi", "tokaido.matsuri.hina-matsuri",
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
    "scored that many Journey points (X gave Hirotada nothing), then it went under the deck, still on show "
    "until the next inn (the two rulebooks disagree on where it goes: a house rule, below). Kamiarisai, a swirl "
    "card, stays until the next inn and closes one space of every temple: the single temples (3, 17, 22) are "
    "closed, so Zen-emon was refused the one at 17. The double temples (10, 37, 44) would only lose their side "
    "slot, which 3 players never use anyway: they stay open for one traveller, so neither the list nor the "
    "board marks them (with 4-5 players the board crosses out their 2nd slot).",
    2, ["tokaido.decision.matsuri_free_bonus", "tokaido.decision.matsuri_tokens",
        "tokaido.decision.closed_double", "tokaido.decision.cho-yo", "tokaido.decision.shishimai",
        "tokaido.decision.matsuri_discard"],
)

TOKAIDO_EXPANSIONS["tokaido/18_matsuri_travellers.ipynb"] = tutorial(
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
     "tokaido.decision.genders", "tokaido.decision.special_travelers", "tokaido.decision.kidzuna_fasting",
     "tokaido.decision.kamui_free_meal"],
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
    "Musubi. A Doll is used as a small-object souvenir card: it joins a set, and counts for Nostalgia and "
    "Suseri's Souvenir kind, but never for the Collector achievement, Shodo or Emaki.",
    2, ["tokaido.decision.matsuri_travelers", "tokaido.decision.musubi", "tokaido.decision.kushinada",
        "tokaido.decision.genders", "tokaido.decision.special_travelers", "tokaido.decision.kidzuna_fasting",
        "tokaido.decision.kamui_free_meal"],
)
