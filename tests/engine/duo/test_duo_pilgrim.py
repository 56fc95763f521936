"""The Pilgrim: ring moves, occupied spaces, and what each kind of space gives."""

from .helpers import Action, play, scen


def test_duo_pilgrim_move_wraps_around_the_ring():
    game = scen(rolls=(3, 1, 1), pilgrims=[35, 20])
    play(game, "choose_die", character="pilgrim")
    assert game.pilgrim[0] == 1  # 35 -> 36 -> 0 -> 1


def test_duo_pilgrim_occupied_moves_on_but_may_pass():
    game = scen(rolls=(2, 1, 1), pilgrims=[3, 5])
    events = play(game, "choose_die", character="pilgrim")
    assert game.pilgrim[0] == 6
    bumped = [e for e in events if e.kind == "pilgrim_bumped"]
    assert bumped and bumped[0].rule == "duo.pilgrim.occupied" and "Space 5 is occupied" in bumped[0].text
    game = scen(rolls=(2, 1, 1), pilgrims=[3, 4])
    play(game, "choose_die", character="pilgrim")
    assert game.pilgrim[0] == 5  # passed the Pilgrim on 4


def test_duo_pilgrim_occupied_by_a_merchant_in_a_coastal_town():
    game = scen(rolls=(2, 1, 1), pilgrims=[5, 20], merchants=["Yama", "Hama"])  # Hama is space 7
    play(game, "choose_die", character="pilgrim")
    assert game.pilgrim[0] == 8


def test_duo_pilgrim_coastal_earns_boutique_coins():
    game = scen(rolls=(2, 1, 1), pilgrims=[0, 20], coins=[3, 0])
    events = play(game, "choose_die", character="pilgrim")  # Kawa: kimono boutique, price 2
    assert game.coins[0] == 5
    assert any(e.rule == "duo.pilgrim.coastal" and "Kawa" in e.text for e in events)


def test_duo_pilgrim_coastal_coins_become_gold_at_once():
    game = scen(rolls=(2, 1, 1), pilgrims=[5, 20], coins=[9, 0])  # 5 -> Hama, price 3
    events = play(game, "choose_die", character="pilgrim")
    assert (game.gold[0], game.coins[0]) == (1, 2)
    assert any(e.kind == "gold_bar" and e.rule == "duo.gold.bar" for e in events)


def test_duo_pilgrim_temple_and_garden_tracks():
    game = scen(rolls=(1, 1, 1, 1, 1, 1), pilgrims=[0, 20])
    play(game, "choose_die", character="pilgrim")  # 1: garden
    assert (game.temple[0], game.garden[0]) == (1, 2)
    assert game.view()["players"][0]["garden_value"] == 1


def test_duo_pilgrim_temple_track_stops_at_the_top():
    game = scen(rolls=(1, 1, 1), pilgrims=[2, 20], temple=[9, 1])
    events = play(game, "choose_die", character="pilgrim")  # 3: temple
    assert game.temple[0] == 9 and any(e.kind == "temple_full" for e in events)


def test_duo_pilgrim_hot_spring_takes_token_from_board():
    game = scen(rolls=(2, 1, 1), pilgrims=[3, 20])
    events = play(game, "choose_die", character="pilgrim")  # 5: hot spring
    assert game.spring == 0 and game.view()["hot_spring"] == 0
    assert any(e.kind == "spring_taken" and e.rule == "duo.pilgrim.hot_spring" for e in events)


def test_duo_pilgrim_hot_spring_passes_to_the_opponent():
    game = scen(rolls=(2, 1, 1), pilgrims=[3, 15], hot_spring=0, first=1)
    events = play(game, "choose_die", character="pilgrim")  # player 2: 15 -> 17, a hot spring
    assert game.spring == 1
    assert any(e.kind == "spring_taken_from" and "from Player 1" in e.text for e in events)


def test_duo_pilgrim_seashore_choose_a_wave_tile_from_the_board():
    game = scen(rolls=(2, 1, 1), pilgrims=[8, 20])
    play(game, "choose_die", character="pilgrim")  # 10: seashore
    assert game.pending == "take_wave" and len(game.legal_actions()) == 3
    events = play(game, "take_wave", character="merchant")
    assert game.wave_owner["merchant"] == 0
    assert any(e.kind == "wave_taken" and e.rule == "duo.wave.take" for e in events)


def test_duo_pilgrim_seashore_takes_from_opponent_when_board_is_empty():
    owners = {"pilgrim": {"owner": 1}, "artist": {"owner": 0}, "merchant": {"owner": 1}}
    game = scen(rolls=(2, 1, 1), pilgrims=[8, 20], waves=owners)
    play(game, "choose_die", character="pilgrim")
    assert game.legal_actions() == [Action("take_wave", character="pilgrim"),
                                    Action("take_wave", character="merchant")]
    err = game.why_not(Action("take_wave", character="artist"))
    assert err.rule == "duo.wave.take"
    play(game, "take_wave", character="pilgrim")
    assert game.wave_owner["pilgrim"] == 0


def test_duo_pilgrim_seashore_gives_nothing_when_you_hold_all_tiles():
    owners = {c: {"owner": 0} for c in ("pilgrim", "artist", "merchant")}
    owners["pilgrim"]["side"] = "calm"  # with a die of 1, Calm moves exactly 1
    game = scen(rolls=(1, 1, 1), pilgrims=[9, 20], waves=owners)
    events = play(game, "choose_die", character="pilgrim")
    assert any(e.kind == "waves_all" for e in events)
    assert game.pending == "choose_die" and game.current_player == 1


def test_duo_pilgrim_seashore_single_tile_is_taken_without_asking():
    owners = {"pilgrim": {"owner": 1}, "artist": {"owner": 1}}
    game = scen(rolls=(2, 1, 1), pilgrims=[8, 20], waves=owners)
    play(game, "choose_die", character="pilgrim")
    assert game.wave_owner["merchant"] == 0 and game.pending == "choose_die"
