"""The Artist: moves through zones, paints by the figures around it, gifts matching tiles."""

from .helpers import TILES, Action, play, scen


def test_duo_artist_move_exact_zones_never_twice():
    game = scen(rolls=(1, 1, 2))
    play(game, "choose_die", character="artist")
    zones = {a.zone for a in game.legal_actions()}
    assert zones == {"Tsuki", "Yuki", "Sora", "Umi"}  # Hana -> Kaze/Mori/Hoshi -> one more
    err = game.why_not(Action("artist_to", zone="Hana"))
    assert err.rule == "duo.artist.move" and "without crossing a zone twice" in str(err)


def test_duo_artist_paint_reveals_one_per_other_figure_left_to_right():
    # Kaze holds spaces 5-9 and the towns Yama and Hama.
    game = scen(rolls=(1, 1, 1), pilgrims=[6, 8], merchants=["Yama", "Hama"], artists=["Hana", "Kaze"])
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Kaze")
    events = play(game, "paint")
    assert game.revealed[0] == 5  # 2 Pilgrims, 2 Merchants, the other Artist
    assert events[0].rule == "duo.artist.paint" and "5 other figures" in events[0].text
    view = game.view(0)["players"][0]["paintings"]
    assert [p["icon"] for p in view[:6]] == TILES[:5] + [None]


def test_duo_artist_paint_counts_own_figures_but_not_itself():
    game = scen(rolls=(1, 1, 1), pilgrims=[6, 20], merchants=["Kiri", "Kiri"])
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Kaze")
    play(game, "paint")
    assert game.revealed[0] == 1


def test_duo_artist_paint_never_past_the_last_tile():
    game = scen(rolls=(1, 1, 1), pilgrims=[6, 8], merchants=["Yama", "Hama"], revealed=[8, 0])
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Kaze")
    play(game, "paint")
    assert game.revealed[0] == 10


def test_duo_artist_gift_matching_top_left_tile():
    tiles = ["kimono"] + [t for t in TILES if t != "kimono"] + ["kimono", "kimono"]
    game = scen(rolls=(1, 1, 1), tiles=[tiles, TILES], revealed=[2, 0])
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Kaze")  # kimono
    assert game.legal_actions() == [Action("paint"), Action("gift")]
    events = play(game, "gift")
    assert game.gifted[0] == 1 and game.score_parts(0)["artist"] == 1
    assert events[0].rule == "duo.artist.gift"


def test_duo_artist_gift_refused_when_icons_differ():
    game = scen(rolls=(1, 1, 1), revealed=[1, 0])  # top-left tile: a fan
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Kaze")
    assert game.legal_actions() == [Action("paint")]
    err = game.why_not(Action("gift"))
    assert err.rule == "duo.artist.gift"
    assert str(err) == "The top-left painting shows a fan, this zone shows a kimono: it cannot be gifted here."


def test_duo_artist_gift_refused_without_revealed_tiles():
    game = scen(rolls=(1, 1, 1))
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Mori")
    err = game.why_not(Action("gift"))
    assert err.rule == "duo.artist.gift" and "paint first" in str(err)


def test_duo_artist_move_zones_can_be_shared():
    game = scen(rolls=(1, 1, 1), artists=["Hana", "Kaze"])
    play(game, "choose_die", character="artist")
    play(game, "artist_to", zone="Kaze")
    assert game.artist == ["Kaze", "Kaze"]
