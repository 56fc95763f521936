"""The seed's worked examples (page "EXEMPLOS DE JOGADAS"), played on the teaching deck.

Three players. Blue plays the lowest card (closest painter back 2, then forward 1),
Green the next (farthest painter forward 2, then forward 3), Red the highest
(Emperor forward 2, then forward 2). The card numbers differ from the printed
example (17, 34, 40) because the kit uses its teaching deck.
"""

from tokaido_kit.sakura import SakuraGame

from .helpers import card, card_events, kinds, play_cards

BLUE = card("closest_back_2", "forward", 1)
GREEN = card("farthest_forward_2", "forward", 3, avoid=range(BLUE + 1))
RED = card("emperor_forward_2", "forward", 2, avoid=range(GREEN + 1))


def _play(players=3, emperor=9, painters=(5, 7, 4)):
    game = SakuraGame.scenario(players, emperor=emperor, painters=list(painters), hands=[[BLUE], [RED], [GREEN]]
                               + [[60 - i] for i in range(players - 3)])
    events = play_cards(game, [BLUE, RED, GREEN] + [60 - i for i in range(players - 3)])
    return game, events


def test_sakura_example_cards_resolve_blue_green_red():
    assert BLUE < GREEN < RED
    _, events = _play()
    assert [e.who for e in events if e.kind == "resolve"] == ["Blue", "Green", "Red"]


def test_sakura_example_1_closest_back_skips_occupied_then_blue_forward():
    _, events = _play()
    blue = card_events(events, BLUE)
    # Red is closest (7): back 2 counting only empty spaces: 6, then 5 Blue and 4 Green skipped, 3
    assert (blue[0].who, blue[0].frm, blue[0].to) == ("Red", 7, 3)
    assert (blue[1].who, blue[1].frm, blue[1].to) == ("Blue", 5, 6)


def test_sakura_example_2_red_is_last_then_green_bumps_the_emperor():
    game, events = _play()
    green = card_events(events, GREEN)
    assert (green[0].who, green[0].frm, green[0].to) == ("Red", 3, 7)  # farthest forward 2
    assert kinds(green)[1:] == ["bump", "token_lost", "disgrace_back"]
    assert green[1].who == "Green" and game.tokens[2] == 4
    assert green[3].to == 4  # back 3 empty spaces from the Emperor (9): 8, 5, 4


def test_sakura_example_3_the_bridge_is_one_space_at_three_players():
    game, events = _play()
    red = card_events(events, RED)
    assert (red[0].frm, red[0].to) == (9, 11)  # over the bridge on 10 in one move
    assert game.path[10] == "bridge"
    assert (red[1].who, red[1].frm, red[1].to) == ("Red", 7, 9)
    assert game.pos == [6, 9, 4] and game.emperor == 11


def test_sakura_example_3_with_five_players_the_emperor_stops_on_the_bridge():
    # the same stretch at 5 players: the bridge before the Emperor is 3 spaces (12-14)
    game, events = _play(players=5, emperor=11, painters=(5, 7, 4, 1, 2))
    red = card_events(events, RED)
    assert (red[0].frm, red[0].to) == (11, 13) and game.path[13] == "bridge"
