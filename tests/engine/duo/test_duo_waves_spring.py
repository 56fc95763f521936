"""Wave tiles (Hasty, Calm, Expert, Inspired, Cunning, Robust) and the hot-spring token."""

from .helpers import Action, play, scen


def test_duo_wave_sides_fixed_by_seed_and_logged():
    from tokaido_kit.duo import DuoGame

    sides = {tuple(sorted(DuoGame.new(players=2, seed=s).wave_side.items())) for s in range(40)}
    assert len(sides) > 1  # the seed chooses
    game = DuoGame.new(players=2, seed=5)
    setup = game.log[0]
    assert setup.rule == "duo.wave.sides" and game.wave_side["pilgrim"] in setup.text


def test_duo_wave_hasty_offers_one_more_space():
    game = scen(rolls=(2, 1, 1), pilgrims=[12, 30], waves={"pilgrim": {"side": "hasty", "owner": 0}})
    play(game, "choose_die", character="pilgrim")
    assert game.pending == "pilgrim_to"
    assert game.legal_actions() == [Action("pilgrim_to", space=14), Action("pilgrim_to", space=15)]
    err = game.why_not(Action("pilgrim_to", space=16))
    assert err.rule == "duo.wave.hasty" and "spaces 14, 15, not on space 16" in str(err)
    events = play(game, "pilgrim_to", space=15)
    assert game.pilgrim[0] == 15 and any(e.kind == "wave_step" for e in events)


def test_duo_wave_hasty_same_landing_is_not_a_choice():
    game = scen(rolls=(2, 1, 1), pilgrims=[0, 2], waves={"pilgrim": {"side": "hasty", "owner": 0}})
    play(game, "choose_die", character="pilgrim")  # 2 is occupied -> 3, and 3 is 3
    assert game.pilgrim[0] == 3 and game.pending == "choose_die"


def test_duo_wave_calm_offers_one_less_space():
    game = scen(rolls=(3, 1, 1), pilgrims=[12, 30], waves={"pilgrim": {"side": "calm", "owner": 0}})
    play(game, "choose_die", character="pilgrim")
    assert sorted(a.space for a in game.legal_actions()) == [14, 15]


def test_duo_wave_calm_die_of_one_moves_exactly_one():
    game = scen(rolls=(1, 1, 1), pilgrims=[12, 30], waves={"pilgrim": {"side": "calm", "owner": 0}})
    play(game, "choose_die", character="pilgrim")
    assert game.pilgrim[0] == 13 and game.pending == "choose_die"


def test_duo_wave_tile_of_the_opponent_does_not_help_you():
    game = scen(rolls=(2, 1, 1), pilgrims=[12, 30], waves={"pilgrim": {"side": "hasty", "owner": 1}})
    play(game, "choose_die", character="pilgrim")
    assert game.pilgrim[0] == 14 and game.pending == "choose_die"


def test_duo_wave_cunning_sells_one_coin_dearer():
    game = scen(rolls=(1, 1, 1), goods=[{"kimono": 2}, {}], waves={"merchant": {"side": "cunning", "owner": 0}})
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kawa")  # kimono at 2
    play(game, "sell")
    assert game.coins[0] == 6


def test_duo_wave_robust_draws_one_more_and_stores_six():
    game = scen(rolls=(1, 1, 1), goods=[{"kimono": 3}, {}], decks={"bag": ["fans", "fans", "dolls"]},
                waves={"merchant": {"side": "robust", "owner": 0}})
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kiri")
    assert game.goods[0] == {"kimono": 3, "ceramics": 0, "dolls": 1, "fans": 2}
    assert game.pending == "choose_die"  # 6 goods fit with Robust
    assert game.view()["players"][0]["storage"] == 6


def test_duo_wave_expert_paints_one_more():
    game = scen(rolls=(1, 1, 1), pilgrims=[6, 20], merchants=["Kiri", "Kiri"],
                waves={"artist": {"side": "expert", "owner": 0}})
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Kaze")  # 1 other figure there: the Pilgrim on 6
    events = play(game, "paint")
    assert game.revealed[0] == 2 and events[0].kind == "painted_expert"


def test_duo_wave_inspired_moves_step_by_step_and_gifts_any_passed_icon():
    tiles = ["kimono", "fan", "lantern", "teapot", "fan", "kimono", "lantern", "teapot", "fan", "kimono"]
    game = scen(rolls=(1, 1, 2), tiles=[tiles, tiles], revealed=[1, 0],
                waves={"artist": {"side": "inspired", "owner": 0}})
    play(game, "choose_die", character="artist")
    assert game.pending == "artist_step"
    assert sorted(a.zone for a in game.legal_actions()) == ["Hoshi", "Kaze", "Mori"]
    play(game, "artist_step", zone="Kaze")  # kimono; from Kaze only Tsuki remains
    assert game.artist[0] == "Tsuki" and game.pending == "artist_act"
    assert Action("gift") in game.legal_actions()  # Kaze's kimono was passed through
    play(game, "gift")
    assert game.gifted[0] == 1


def test_duo_wave_inspired_refusal_names_the_icons_of_the_move():
    tiles = ["teapot", "fan", "lantern", "kimono", "fan", "kimono", "lantern", "teapot", "fan", "kimono"]
    game = scen(rolls=(1, 1, 2), tiles=[tiles, tiles], revealed=[1, 0],
                waves={"artist": {"side": "inspired", "owner": 0}})
    play(game, "choose_die", character="artist")
    play(game, "artist_step", zone="Kaze")
    err = game.why_not(Action("gift"))
    assert err.rule == "duo.wave.inspired" and "teapot" in str(err) and "kimono" in str(err)


def test_duo_spring_repeat_same_move_and_effect():
    game = scen(rolls=(1, 1, 1), pilgrims=[0, 20], hot_spring=0)
    play(game, "choose_die", character="pilgrim")  # 0 -> 1: garden
    assert game.pending == "hot_spring" and game.current_player == 0
    events = play(game, "use_spring")
    assert game.pilgrim[0] == 2 and game.coins[0] == 2  # 1 -> 2: Kawa pays 2
    assert game.spring is None
    assert [e.kind for e in events][:2] == ["spring_used", "pilgrim_moved"]
    assert game.pending == "choose_die" and game.current_player == 1  # no second repeat


def test_duo_spring_repeat_can_be_declined():
    game = scen(rolls=(1, 1, 1), pilgrims=[0, 20], hot_spring=0)
    play(game, "choose_die", character="pilgrim")
    play(game, "keep_spring")
    assert game.spring == 0 and game.pilgrim[0] == 1 and game.current_player == 1


def test_duo_spring_fresh_not_on_the_turn_it_was_taken():
    game = scen(rolls=(2, 1, 1), pilgrims=[3, 20])
    play(game, "choose_die", character="pilgrim")  # 3 -> 5: takes the token
    assert game.spring == 0 and game.current_player == 1 and game.pending == "choose_die"
    assert game.view()["players"][0]["hot_spring_usable"] is False
    err = game.why_not(Action("use_spring"))
    assert err.rule == "duo.spring.repeat"  # player 2 does not hold it
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kiri")
    # the last die is player 1's next turn: now the token can be spent
    assert game.pending == "artist_to"
    play(game, "artist_to", zone="Kaze")
    play(game, "paint")
    assert game.pending == "hot_spring" and game.current_player == 0


def test_duo_spring_repeat_merchant_moves_again_with_same_value():
    game = scen(rolls=(1, 1, 1), hot_spring=0, decks={"bag": ["fans", "dolls", "kimono", "kimono"]})
    play(game, "choose_die", character="merchant")
    play(game, "merchant_to", town="Kiri")
    play(game, "use_spring")
    assert game.pending == "merchant_to"
    assert {a.town for a in game.legal_actions()} == {"Yama", "Taki", "Minato", "Iso"}
    play(game, "merchant_to", town="Taki")
    assert sum(game.goods[0].values()) == 4
