"""Sources of notebooks/apps/duo.ipynb and the Tokaido Duo tutorials (see build_notebooks.py)."""

from tests.notebooks.rhythm import Rhythm
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
# The rhythm every game's tutorials share: tests/notebooks/rhythm.py.

TEACHING = ("*This kit plays on **teaching island v1, not the printed board**: the printed board's geometry "
            "was not found in public material.*")

DUO_RHYTHM = Rhythm(
    game="duo", heading="Tokaido Duo",
    imports=("from tokaido_kit.duo import DuoGame\n"
             "from widgets.common import Quiz\n"
             "from widgets.duo import DuoIsland\n"
             "from widgets.duo.tutorial import print_island\n"
             "from widgets.tutorial import house_rules, nav, print_events, rule_sheet\n\n"),
    board="DuoIsland(game, seats=['human', 'human']{here})", printer="print_island",
    clicks="`click_die`, `click_town`, `click_zone`...", note=TEACHING)
tutorial, path_of = DUO_RHYTHM.tutorial, DUO_RHYTHM.path


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

# A fixed set of boutique tokens, so the coastal towns' prices do not depend on the seed.
BOUTIQUES = ("dict(Kawa=['kimono', 2], Hama=['kimono', 3], Minato=['dolls', 3], Iso=['dolls', 4], "
             "Ura=['ceramics', 2], Nagisa=['ceramics', 4], Misaki=['fans', 3], Shima=['fans', 4])")

DUO[path_of(2)] = tutorial(
    2, "the Pilgrim",
    "The Pilgrim walks the ring clockwise, exactly the number on the Pilgrim die. Where it lands, it acts: a "
    "**temple** (T) climbs the Temple track, a **garden** (G) the Garden track, a **coastal town** (C) pays "
    "the coins on that town's boutique token. A landing space can hold only one figure: if it is taken, the "
    "Pilgrim moves on to the next free space, and acts there instead.",
    ["duo.pilgrim.move", "duo.pilgrim.occupied", "duo.pilgrim.coastal", "duo.pilgrim.temple",
     "duo.pilgrim.garden"],
    "Player 1's Pilgrim stands on space 4 (a garden), Player 2's on space 6 (a temple). The Pilgrim die "
    "shows 2: two spaces on from 4 is exactly where Player 2's Pilgrim stands. Space 7 is the coastal town "
    "Hama.",
    "game = DuoGame.scenario(2, seed=2, rolls=[2, 1, 2], pilgrims=[4, 6])",
    "Player 1 chooses first. Click the **Pilgrim die** and watch where Player 1's Pilgrim ends up.",
    "demo.click_die('pilgrim')",
    "The die said 2, so the Pilgrim counted 2 spaces, from 4 to 6 (`duo.pilgrim.move`). Space 6 was taken by "
    "Player 2's Pilgrim, so it moved on to the next free space, 7 (`duo.pilgrim.occupied`), and the log "
    "counts the walk from 4 to 7. Space 7 is Hama, a coastal town: its boutique token pays 4 coins "
    "(`duo.pilgrim.coastal`). The temple on space 6 gave Player 1 nothing: only the space where the Pilgrim "
    "stops acts. Now Player 2 chooses one of the two dice left.",
    2,
)

DUO[path_of(4)] = tutorial(
    4, "the Merchant",
    "The Merchant travels the trade routes between the 12 towns, exactly as many segments as the Merchant "
    "die shows, never visiting a town twice. When several towns are that far, you choose. In a **mountain "
    "town** the Merchant draws goods blind from the bag (at most 5 in storage); in a **coastal town** it may "
    "sell all its goods of the kind on the town's boutique token. A coastal town where another figure stands "
    "is closed to it, even on the way to another town.",
    ["duo.merchant.move", "duo.merchant.exact", "duo.merchant.choose", "duo.merchant.coastal_occupied",
     "duo.merchant.mountain", "duo.merchant.storage", "duo.merchant.sell"],
    "Player 1's Merchant is in the mountain town Kiri with 3 dolls. The Merchant die shows 1: one segment "
    "from Kiri are Yama, Taki, Minato and Iso. Minato buys dolls at 3 each and Iso at 4 each, but Player 2's "
    "Pilgrim stands on space 16, which is Iso.",
    "game = DuoGame.scenario(2, seed=2, rolls=[2, 1, 2], merchants=['Kiri', 'Yama'], pilgrims=[0, 16],\n"
    "                        goods=[{'dolls': 3}, {}], boutiques=" + BOUTIQUES + ")\n"
    "print(game.view(None)['players'][0]['goods'])",
    "Click the **Merchant die** for Player 1. Then try **Iso** (the better price) and read why it is refused; "
    "send the Merchant to **Minato** and **sell**.",
    "demo.click_die('merchant')\n"
    "demo.click_town('Iso')\n"
    "print(demo.why.text)\n"
    "demo.click_town('Minato')\n"
    "demo.click_choice('sell')",
    "The die said 1, so only towns one segment away were green (`duo.merchant.exact`), and Player 1 chose "
    "among them (`duo.merchant.choose`). Iso pays 4 per doll, but Player 2's Pilgrim stands there, so the "
    "Merchant may not enter (`duo.merchant.coastal_occupied`): the click changed nothing. In Minato the "
    "Merchant sold all 3 dolls at 3 coins each (`duo.merchant.sell`) and the dolls went back to the bag. "
    "Yama and Taki, the mountain towns, would have drawn 2 goods from the bag instead "
    "(`duo.merchant.mountain`), keeping at most 5 (`duo.merchant.storage`).",
    2, ["duo.decision.merchant_revisit", "duo.decision.merchant_passing"],
)

DUO[path_of(6)] = tutorial(
    6, "the Artist",
    "The Artist crosses the 8 zones around the ring, exactly as many as the Artist die shows, never the same "
    "zone twice. Where it stops, it does one of two things. **Paint**: reveal one of your face-down painting "
    "tiles for each *other* figure in that zone (either player's Pilgrim, Merchant or Artist). **Gift**: give "
    "away your top-left revealed tile, only if its icon matches the zone's icon.",
    ["duo.artist.move", "duo.artist.paint", "duo.artist.gift"],
    "Player 1's Artist is in Hana; one painting tile is already revealed, a fan. Player 2's Artist is in "
    "Tsuki (lantern) and Player 2's Pilgrim stands on space 12, which lies in Tsuki too. The Artist die "
    "shows 2.",
    "game = DuoGame.scenario(2, seed=2, rolls=[2, 1, 2], pilgrims=[0, 12], artists=['Hana', 'Tsuki'],\n"
    "                        revealed=[1, 0], tiles=[['fan', 'lantern', 'kimono', 'teapot', 'fan', 'kimono',\n"
    "                                                 'lantern', 'fan', 'kimono', 'teapot'],\n"
    "                                                ['fan', 'fan', 'fan', 'kimono', 'kimono', 'kimono',\n"
    "                                                 'lantern', 'lantern', 'teapot', 'teapot']])",
    "Click the **Artist die** for Player 1 and the zone **Tsuki**. Try **gift** first and read why it is "
    "refused, then **paint**.",
    "demo.click_die('artist')\n"
    "demo.click_zone('Tsuki')\n"
    "demo.click_choice('gift')\n"
    "print(demo.why.text)\n"
    "demo.click_choice('paint')\n"
    "print([tile['icon'] for tile in demo.game.view(None)['players'][0]['paintings'][:4]])",
    "The Artist crossed exactly 2 zones, Hana to Kaze to Tsuki (`duo.artist.move`). Gift was refused: the "
    "top-left revealed tile shows a fan, and Tsuki's icon is a lantern (`duo.artist.gift`). Painting "
    "counted the **other** figures in Tsuki: Player 2's Artist and Player 2's Pilgrim on space 12, so two "
    "more tiles were revealed, left to right (`duo.artist.paint`). Player 1's own Artist does not count. "
    "The next tile to gift is still the fan: it needs an Artist in a fan zone (Hana or Mori).",
    3,
)

DUO[path_of(3)] = tutorial(
    3, "the hot spring",
    "A Pilgrim landing on a **hot spring** (H) takes the hot-spring token, from the board or from the other "
    "player. After one of your later moves you may **spend** it: the same figure repeats the same move, with "
    "the same number, and its effect. The token then goes back to the board. You cannot spend it on the turn "
    "you took it.",
    ["duo.pilgrim.hot_spring", "duo.spring.repeat", "duo.spring.fresh"],
    "Player 2 holds the hot-spring token. Player 1's Pilgrim stands on space 3; space 5 is a hot spring. The "
    "dice show Pilgrim 2, Merchant 1 and Artist 1. Player 1's Merchant waits in Yama, which lies in the "
    "zone Kaze, like space 5; Player 2's Artist is in Hana.",
    "game = DuoGame.scenario(2, seed=2, rolls=[2, 1, 1], pilgrims=[3, 20], hot_spring=1)",
    "Click the **Pilgrim die** for Player 1, then the **Merchant die** and a green town (**Kiri**) for "
    "Player 2. Player 1 gets the last die, the Artist: send the Artist to **Kaze** and **paint**. Now the "
    "token may be spent: **use it**, and move the Artist 1 zone again, to **Hana**, and paint there too.",
    "demo.click_die('pilgrim')\n"
    "demo.click_die('merchant')\n"
    "demo.click_town('Kiri')\n"
    "demo.click_zone('Kaze')\n"
    "demo.click_choice('paint')\n"
    "demo.click_choice('use_spring')\n"
    "demo.click_zone('Hana')\n"
    "demo.click_choice('paint')",
    "Player 1's Pilgrim stopped on the hot spring and took the token from Player 2 (`duo.pilgrim.hot_spring`). "
    "It was fresh: the game did not offer to spend it after that move (`duo.spring.fresh`). Player 1's next "
    "turn was the last die of the round, the Artist: after painting in Kaze (Player 1's own Pilgrim and "
    "Merchant stand there, so 2 tiles), Player 1 spent the token to repeat the Artist's move of 1 "
    "(`duo.spring.repeat`), from Kaze to Hana, where Player 2's Artist revealed one more tile. The token "
    "went back to the board, for the next Pilgrim who stops on a hot spring.",
    2,
)

DUO[path_of(5)] = tutorial(
    5, "gold bars",
    "Coins from coastal towns (the Pilgrim) and from selling (the Merchant) go into one purse. Whenever it "
    "reaches 10 coins, 10 of them become a **gold bar** at once, in the leftmost empty slot of your Merchant "
    "board. At the end, the Merchant scores the value shown above the rightmost gold bar (1, 3, 6, 10, 15, "
    "21); the sixth bar ends the game at the end of the round.",
    ["duo.gold.bar"],
    "Player 1 already has one gold bar (worth 1 point) and 8 coins. The Merchant is in Kiri with 3 dolls, "
    "and the Merchant die shows 1: Iso, one segment away, buys dolls at 4 each.",
    "game = DuoGame.scenario(2, seed=2, rolls=[2, 1, 2], merchants=['Kiri', 'Yama'], coins=[8, 0], gold=[1, 0],\n"
    "                        goods=[{'dolls': 3}, {}], boutiques=" + BOUTIQUES + ")\n"
    "print(game.view(None)['players'][0]['gold'], game.scores())",
    "Click the **Merchant die** for Player 1, send the Merchant to **Iso** and **sell**. Watch the purse.",
    "demo.click_die('merchant')\n"
    "demo.click_town('Iso')\n"
    "demo.click_choice('sell')\n"
    "print(demo.game.view(None)['players'][0]['gold'], demo.game.scores())",
    "Selling 3 dolls at 4 earned 12 coins: the purse held 20. At once, 10 coins became gold bar 2 (worth 3) "
    "and the other 10 became gold bar 3 (worth 6), and the purse is empty (`duo.gold.bar`). Player 1's "
    "Merchant now scores 6, the value above the rightmost bar: more coins earn nothing until they reach 10 "
    "again, but coins left at the end break a tie.",
    2,
)

DUO[path_of(7)] = tutorial(
    7, "Wave tiles",
    "A Pilgrim landing on a **seashore** (S) takes a **Wave tile**: one of those still on the board, or, when "
    "none are left there, one from the other player. There is one tile per character, and each has two sides, "
    "chosen at random at setup: Pilgrim *Hasty* (one space more, if you like) or *Calm* (one less); Merchant "
    "*Cunning* (1 coin more per good sold) or *Robust* (1 good more in the mountains, storage 6); Artist "
    "*Expert* (paint reveals one more tile) or *Inspired* (gift may match any zone crossed). A tile works for "
    "its holder until the other player takes it.",
    ["duo.pilgrim.seashore", "duo.wave.sides", "duo.wave.take", "duo.wave.hasty", "duo.wave.calm",
     "duo.wave.expert", "duo.wave.inspired", "duo.wave.cunning", "duo.wave.robust"],
    "Player 1's Pilgrim stands on space 8; space 10 is a seashore. Player 2 already holds the Pilgrim tile "
    "(Hasty); the Merchant tile (Cunning) and the Artist tile (Expert) are on the board. Player 1's Merchant "
    "is in Kiri with 3 dolls, one segment from Minato, which buys dolls at 3. The dice show Pilgrim 2, "
    "Merchant 1 and Artist 1.",
    "game = DuoGame.scenario(2, seed=2, rolls=[2, 1, 1], pilgrims=[8, 0], merchants=['Kiri', 'Yama'],\n"
    "                        goods=[{'dolls': 3}, {}], boutiques=" + BOUTIQUES + ",\n"
    "                        waves={'pilgrim': {'side': 'hasty', 'owner': 1},\n"
    "                               'merchant': {'side': 'cunning', 'owner': None},\n"
    "                               'artist': {'side': 'expert', 'owner': None}})",
    "Click the **Pilgrim die** for Player 1 and take the **Merchant** Wave tile. For Player 2 click the "
    "**Artist die**, the zone **Kaze** and **paint**. Player 1 gets the last die, the Merchant: send it to "
    "**Minato** and **sell**.",
    "demo.click_die('pilgrim')\n"
    "demo.click_choice('take_wave', character='merchant')\n"
    "demo.click_die('artist')\n"
    "demo.click_zone('Kaze')\n"
    "demo.click_choice('paint')\n"
    "demo.click_town('Minato')\n"
    "demo.click_choice('sell')\n"
    "print(demo.game.view(None)['players'][0]['waves'])",
    "Player 1's Pilgrim stopped on the seashore (`duo.pilgrim.seashore`) and chose between the two tiles "
    "still on the board, the Merchant's and the Artist's: Player 2's Pilgrim tile could only be taken once the "
    "board is empty (`duo.wave.take`). Its side, Cunning, was fixed before the game (`duo.wave.sides`; here "
    "the scenario chose it). The same round it paid off: Minato's token says 3 per doll, but the Cunning "
    "Merchant sold each for 4, 12 coins instead of 9 (`duo.wave.cunning`), enough for a first gold bar.",
    2,
)

DUO[path_of(8)] = tutorial(
    8, "the end and scoring",
    "The game ends at the end of the round in which someone completes a track: a Temple track reaches its "
    "ninth step, a Garden track its sixth, a sixth gold bar is taken, or a tenth painting is gifted. The round "
    "is played out, then each player scores three parts: **Pilgrim** Temple value times Garden value, "
    "**Merchant** the value above the rightmost gold bar, **Artist** the value of the last gifted painting "
    "slot. The higher total wins; a tie goes to more coins left, and equal coins make a draw.",
    ["duo.end.trigger", "duo.end.score", "duo.end.tie"],
    "Player 1's Temple track is on step 8 (worth 7) and the Garden track on step 3 (worth 2): 14 points, "
    "all from the Pilgrim, and 3 coins. Player 2 has Temple 3 and Garden 3 (2 times 2 = 4), four gold bars "
    "(10) and two gifted paintings (2): 16 points, and 5 coins. Player 1's Pilgrim on space 4 is two spaces "
    "from the temple on space 6.",
    "game = DuoGame.scenario(2, seed=2, rolls=[2, 1, 2], pilgrims=[4, 20], temple=[8, 3], garden=[3, 3],\n"
    "                        coins=[3, 5], gold=[0, 4], revealed=[0, 2], gifted=[0, 2])\n"
    "print(game.scores())",
    "Click the **Pilgrim die** for Player 1 and watch the Temple track. Then play out the round: the "
    "**Merchant die** to **Kiri** for Player 2, the Artist to **Tsuki** for Player 1, and **paint**.",
    "demo.click_die('pilgrim')\n"
    "demo.click_die('merchant')\n"
    "demo.click_town('Kiri')\n"
    "demo.click_zone('Tsuki')\n"
    "demo.click_choice('paint')\n"
    "print(demo.game.scores(), [p['score_parts'] for p in demo.game.view(None)['players']])",
    "The temple put Player 1's Temple track on its ninth step: the game did not stop there, it announced the "
    "last round (`duo.end.trigger`), and both players took their remaining dice. Then the scores "
    "(`duo.end.score`): Player 1, 8 times 2 = 16, all from the Pilgrim; Player 2, 4 + 10 + 2 = 16. A tie, "
    "so the coins left decided it: 5 against 3, and Player 2 won (`duo.end.tie`). Finishing a track first "
    "does not win the game; it only starts the clock.",
    2,
)

DUO[path_of(9)] = tutorial(
    9, "playing against the Automa",
    "Alone, you play against the **Automa**, a player without money or goods who moves by a fixed rule. When "
    "it picks, it takes the die of its character with the **lowest Rank** (on a tie Pilgrim, then Merchant, "
    "then Artist). Its figure moves like yours, to the first legal place in the island's order; its landing "
    "has no effect on the table, but its figures take up spaces and count for painting. When its landing is "
    "one that would reward you, that character's Rank climbs a step. Its score is the sum of its three Ranks' "
    "values.",
    ["duo.automa.choice", "duo.automa.move", "duo.automa.rank", "duo.automa.score", "duo.automa.tie"],
    "A game against the Automa (`automa=True`: player 2 is the Automa and never needs a click). Its Ranks "
    "are Pilgrim 3, Merchant 1 and Artist 2, worth 6 points. Player 1's Pilgrim stands on space 12, in the "
    "zone Tsuki. The dice show Pilgrim 2, Merchant 1 and Artist 2, and Player 1 chooses first.",
    "game = DuoGame.scenario(2, seed=2, automa=True, rolls=[2, 1, 2], pilgrims=[12, 0],\n"
    "                        ranks={'pilgrim': 3, 'merchant': 1, 'artist': 2})\n"
    "print(game.scores())",
    "Take the **Merchant die** (the Automa's lowest Rank) and send your Merchant to **Kiri**. Watch which die "
    "the Automa takes, and where its figure goes: you click nothing for it.",
    "demo.click_die('merchant')\n"
    "demo.click_town('Kiri')\n"
    "print(demo.game.scores())",
    "With the Merchant die gone, the Automa's lowest Rank among the dice left was the Artist (2, against the "
    "Pilgrim's 3), so it took the Artist die (`duo.automa.choice`). Its Artist crossed 2 zones to Tsuki, the "
    "first zone in the island's order it could reach (`duo.automa.move`). Player 1's Pilgrim stands in "
    "Tsuki: a player painting there would reveal a tile, so the Automa's Artist Rank climbed to 3 "
    "(`duo.automa.rank`). Player 1 took the last die. In round 2 the Automa chose first, and took the Merchant "
    "die at once: its Rank 1 was the lowest. Its score went from 6 to 8, the sum of its Ranks "
    "(`duo.automa.score`). A tie at the end goes to you: the Automa has no coins (`duo.automa.tie`).",
    1, ["duo.automa.choice", "duo.automa.move", "duo.automa.rank"],
)
