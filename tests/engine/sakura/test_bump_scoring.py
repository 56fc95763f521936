"""Bumping into the Emperor, scoring at a sakura, regrouping."""

from tokaido_kit.sakura import RULES, SakuraGame

from .helpers import card, card_events, check_invariants, kinds, one_card, play_cards


# ---------------------------------------------------------------- bumping
def test_sakura_bump_painter_reaching_the_emperor_is_disgraced():
    c = card("emperor_forward_1", "forward", 3)  # Emperor 9 -> 10
    game, events = one_card(c, emperor=9, painters=[8, 0, 0])
    # 9 (1), then 10 is the Emperor's space: bump, token lost, back 3 from 10: 9, 8, 7
    assert "bump" in kinds(events)
    assert game.tokens[0] == 4 and game.pos[0] == 7 and game.supply == 54 - 15 + 1
    assert [e.kind for e in card_events(events, c)][1:] == ["bump", "token_lost", "disgrace_back"]


def test_sakura_bump_painter_passing_over_painters_into_the_emperor():
    c = card("emperor_back_1", "forward", 1)  # Emperor 10 -> 9
    game, events = one_card(c, emperor=10, painters=[7, 8, 0])
    # Blue on 7 moves 1: 8 is Red (skipped), 9 is the Emperor: bump
    assert "bump" in kinds(events) and game.tokens[0] == 4
    # back 3 empty spaces from 9: 8 Red skipped, 7 (1, Blue's old space), 6 (2), 5 (3)
    assert game.pos[0] == 5


def test_sakura_bump_emperor_back_onto_a_painter():
    c = card("emperor_back_1", "forward", 1)
    game, events = one_card(c, emperor=10, painters=[0, 9, 7])
    # the Emperor steps back onto Red on 9: Red is disgraced, back 3 from 9: 8, 7 Green skipped, 6, 5
    trampled = [e for e in events if e.kind == "trampled"]
    assert trampled and trampled[0].rule == "sakura.bump.emperor_back" and trampled[0].who == "Red"
    assert game.emperor == 9 and game.pos[1] == 5 and game.tokens[1] == 4
    check_invariants(game)


def test_sakura_bump_from_emperor_counts_back_from_his_space():
    assert RULES["sakura.bump.from_emperor"].decision
    c = card("emperor_forward_1", "forward", 3)
    game, events = one_card(c, emperor=9, painters=[6, 8, 0])
    # Emperor 10; Blue: 7 (1), 8 Red skipped, 9 (2), 10 = Emperor: bump
    # back from 10: 9 (1), 8 Red skipped, 7 (2), 6 (3)
    back = [e for e in events if e.kind == "disgrace_back"][0]
    assert back.space == 10 and back.to == 6 and back.rule == "sakura.bump.from_emperor"
    assert game.pos[0] == 6


def test_sakura_bump_token_none_left_to_lose():
    c = card("emperor_forward_1", "forward", 3)
    game, events = one_card(c, emperor=9, painters=[8, 0, 0], tokens=[0, 5, 5])
    assert game.tokens[0] == 0 and "no_token" in kinds(events)
    assert sum(game.tokens) + game.supply == 54


def test_sakura_bump_disgraced_painter_stops_at_the_gate():
    c = card("emperor_back_1", "forward", 1)
    game, events = one_card(c, emperor=5, painters=[4, 1, 2, 3], players=4)
    # the Emperor steps back onto Blue on 4: back from 4, spaces 3, 2, 1 are taken: the gate.
    # Then Blue's own forward 1 from the gate skips 1, 2, 3 and bumps him again on 4.
    ks = kinds(card_events(events, c))
    assert ks == ["emperor_back", "trampled", "token_lost", "disgrace_back", "painter_gate",
                  "bump", "token_lost", "disgrace_back", "painter_gate"]
    assert game.pos[0] == 0 and game.tokens[0] == 3


# ---------------------------------------------------------------- scoring
def test_sakura_score_stop_emperor_stops_on_first_arrival():
    c = card("emperor_forward_2", "forward", 1)  # Emperor 13 -> 14 (sakura), not 15
    game = SakuraGame.scenario(3, emperor=13, painters=[10, 12, 8], hands=[[c], [57], [58]])
    events = play_cards(game, [c, 57, 58])
    assert game.emperor == 14 and game.scored == [14]
    # the current card's painter action still happens: Blue 10 -> 11
    assert game.pos == [11, 12, 10]  # Blue moved 10 -> 11, then Green regrouped behind Blue
    ks = kinds(events)
    assert ks.index("emperor_stop") < ks.index("painter_forward") < ks.index("discard_rest")
    assert [e.card for e in events if e.kind == "resolve"] == [c]  # 57 and 58 never resolve
    assert {57, 58} <= set(game.discard)
    assert game.round == 2 and [len(h) for h in game.hands] == [5, 5, 5]


def test_sakura_score_awards_three_two_one():
    c = card("emperor_forward_1", "forward", 1)
    game = SakuraGame.scenario(3, emperor=13, painters=[10, 12, 8], hands=[[c], [57], [58]])
    events = play_cards(game, [c, 57, 58])
    awards = [(e.who, e.amount) for e in events if e.kind == "award"]
    assert awards == [("Red", 3), ("Blue", 2), ("Green", 1)]
    assert game.tokens == [7, 8, 6] and game.supply == 54 - 21


def test_sakura_score_awards_four_at_the_last_sakura():
    c = card("emperor_forward_1", "forward", 1)
    game = SakuraGame.scenario(3, emperor=37, painters=[34, 36, 30], hands=[[c], [57], [58]])
    events = play_cards(game, [c, 57, 58])
    assert [e.amount for e in events if e.kind == "award"] == [4, 2, 1]
    assert game.is_over


def test_sakura_score_fourth_gets_one_with_five_players():
    c = card("emperor_forward_1", "forward", 1)
    sak = SakuraGame.new(5, seed=0).sakuras[0]
    game = SakuraGame.scenario(5, emperor=sak - 1, painters=[2, 10, 8, 6, 4],
                               hands=[[c], [57], [58], [59], [60]])
    events = play_cards(game, [c, 57, 58, 59, 60])
    awards = [(e.who, e.amount) for e in events if e.kind == "award"]
    assert awards == [("Red", 3), ("Green", 2), ("Yellow", 1), ("Purple", 1)]
    assert game.tokens[0] == 5  # Blue, fifth, gets nothing


def test_sakura_score_fourth_gets_nothing_with_four_players():
    c = card("emperor_forward_1", "forward", 1)
    game = SakuraGame.scenario(4, emperor=13, painters=[2, 10, 8, 6], hands=[[c], [57], [58], [59]])
    events = play_cards(game, [c, 57, 58, 59])
    assert [e.amount for e in events if e.kind == "award"] == [3, 2, 1]


def test_sakura_score_once_a_scored_sakura_is_an_ordinary_space():
    c = card("emperor_forward_2", "forward", 1)
    game, events = one_card(c, emperor=14, painters=[3, 0, 0])
    assert game.emperor == 16 and "emperor_stop" not in kinds(events)
    assert game.scored == [14]


def test_sakura_score_supply_runs_short():
    assert RULES["sakura.score.supply"].decision
    c = card("emperor_forward_1", "forward", 1)
    game = SakuraGame.scenario(3, emperor=13, painters=[10, 12, 8], tokens=[20, 20, 12],
                               hands=[[c], [57], [58]])
    assert game.supply == 2
    events = play_cards(game, [c, 57, 58])
    assert [e.amount for e in events if e.kind == "award"] == [2, 0, 0]
    assert [e.kind for e in events].count("supply_short") == 3
    assert game.supply == 0 and sum(game.tokens) == 54


def test_sakura_score_regroup_directly_behind_the_painter_ahead():
    c = card("emperor_forward_1", "forward", 1)
    game = SakuraGame.scenario(4, emperor=13, painters=[10, 12, 4, 8], hands=[[c], [57], [58], [59]])
    events = play_cards(game, [c, 57, 58, 59])
    # scored at 14 with Red 12, Blue 11, Yellow 8, Green 4 -> Red 12, Blue 11, Yellow 10, Green 9
    assert game.pos == [11, 12, 9, 10]
    assert all(e.rule == "sakura.score.regroup" for e in events if e.kind == "regroup")

