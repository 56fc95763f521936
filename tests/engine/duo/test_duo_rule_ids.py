"""Duo rules that the rule map (kit/rules/duo) found without a test named after them: the
Pilgrim's gardens and taking a Wave tile."""

from .helpers import Action, play, scen


def test_duo_pilgrim_garden_climbs_the_track_and_the_top_step_ends_the_round():
    game = scen(rolls=(1, 1, 1), pilgrims=[0, 20], garden=[5, 1])
    events = play(game, "choose_die", character="pilgrim")  # space 1: a garden
    assert game.garden[0] == 6 and [e.rule for e in events][-2:] == ["duo.pilgrim.garden", "duo.end.trigger"]
    assert not game.is_over and game.pending == "choose_die"  # the round is played to its end
    while not game.is_over:
        game.play(game.legal_actions()[0])
    assert game.garden[0] == 6


def test_duo_pilgrim_garden_one_step_per_landing():
    game = scen(rolls=(1, 1, 1), pilgrims=[0, 20], garden=[2, 1])
    play(game, "choose_die", character="pilgrim")
    assert game.garden == [3, 1] and game.view()["players"][0]["garden_value"] == 2


def test_duo_wave_take_from_the_opponent_then_it_works_for_its_new_holder():
    owners = {"pilgrim": {"owner": 0, "side": "hasty"}, "artist": {"owner": 0}, "merchant": {"owner": 0}}
    game = scen(rolls=(2, 1, 1), pilgrims=[20, 8], waves=owners, first=1)
    play(game, "choose_die", character="pilgrim")  # player 2 lands on the seashore at 10: the board is empty
    assert game.pending == "take_wave" and len(game.legal_actions()) == 3
    events = play(game, "take_wave", character="pilgrim")
    assert [e.rule for e in events if e.kind == "wave_taken_from"] == ["duo.wave.take"]
    assert game.wave_owner == {"pilgrim": 1, "merchant": 0, "artist": 0}
    assert game.view()["waves"]["pilgrim"] == {"side": "hasty", "owner": 1}  # on its character's board, side kept
    err = game.why_not(Action("take_wave", character="pilgrim"))
    assert err is not None
