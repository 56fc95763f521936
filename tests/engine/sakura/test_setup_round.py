"""Goal, setup, the garden, and the round: choose, reveal, order, refill, directions."""

from collections import Counter

import pytest

from tokaido_kit.core import Action
from tokaido_kit.sakura import RULES, SakuraGame, data
from tokaido_kit.sakura.garden import build_path

from .helpers import card, check_invariants, kinds, one_card, play_cards


def test_sakura_setup_painters_at_gate_emperor_on_torii():
    game = SakuraGame.new(4, seed=1)
    view = game.view(None)
    assert view["emperor"] == 2 and view["features"][2] == "torii"
    assert view["painters"] == [0, 0, 0, 0]
    assert view["tokens"] == [5, 5, 5, 5] and view["supply"] == 54 - 20
    assert view["hand_sizes"] == [5, 5, 5, 5] and view["deck_size"] == 40
    assert game.pending == "choose_card" and game.current_player == 0
    check_invariants(game)


def test_sakura_setup_same_seed_same_deal():
    assert SakuraGame.new(3, seed=9).hands == SakuraGame.new(3, seed=9).hands
    assert SakuraGame.new(3, seed=9).hands != SakuraGame.new(3, seed=10).hands


def test_sakura_teaching_data_deck_matches_the_kit_table():
    numbers = [c[0] for c in data.DECK]
    assert sorted(numbers) == list(range(1, 61))
    garden = Counter(c[1] for c in data.DECK)
    assert garden == {"emperor_forward_1": 18, "emperor_forward_2": 10, "emperor_back_1": 8,
                      "emperor_either_1": 8, "closest_back_2": 8, "farthest_forward_2": 8}
    painter = Counter((c[2], c[3]) for c in data.DECK)
    assert painter[("forward", 1)] == 12 and painter[("forward", 2)] == 14 and painter[("forward", 3)] == 10
    assert sum(v for (k, _), v in painter.items() if k == "forward_or_back") == 8
    assert painter[("jump", None)] == 8 and painter[("per_painter", None)] == 8
    # strong painter actions are spread over low and high numbers
    strong = [n for n, _, p, a in data.DECK if p in ("jump", "per_painter") or a == 3 and p == "forward"]
    assert 10 <= sum(1 for n in strong if n <= 30) <= 16
    game = SakuraGame.new(2, seed=0)
    assert "teaching" in game.view(None)["teaching_data"]
    assert any(e.rule == "sakura.teaching_data" and "not the printed" in e.text for e in game.log)
    assert RULES["sakura.teaching_data"].decision


def test_sakura_teaching_data_card_descriptions():
    game = SakuraGame.new(3, seed=0)
    cards = game.view(None)["cards"]
    assert set(cards) == set(range(1, 61))
    assert cards[13]["garden"] == "closest_back_2" and cards[13]["painter"] == "forward" and cards[13]["amount"] == 1
    assert SakuraGame.card_text(13) == "closest painter back 2, then your painter forward 1"
    with pytest.raises(ValueError):
        SakuraGame.card_text(61)


def test_sakura_garden_bridges_one_space_at_2_to_4_three_at_5_6():
    for players, length in [(2, 39), (3, 39), (4, 39), (5, 47), (6, 47)]:
        path = build_path(players)
        assert len(path) == length == SakuraGame.new(players, seed=0).view(None)["path_length"]
        assert path.count("sakura") == 3 and path[0] == "gate" and path[-1] == "sakura"
    wide = build_path(5)
    assert wide[1:4] == ["bridge"] * 3 and wide[4] == "torii"
    assert SakuraGame.new(6, seed=0).emperor == 4


def test_sakura_garden_gate_is_shared_other_spaces_are_not():
    game = SakuraGame.scenario(4, emperor=9, painters=[0, 0, 0, 5])
    check_invariants(game)
    with pytest.raises(ValueError, match="sakura.garden.gate"):
        SakuraGame.scenario(4, emperor=9, painters=[0, 5, 5, 3])


def test_sakura_round_choose_each_seat_commits_in_turn():
    game = SakuraGame.new(3, seed=4)
    for seat in range(3):
        assert game.current_player == seat and game.pending == "choose_card"
        hand = sorted(game.hands[seat])
        assert [a.card for a in game.legal_actions()] == hand
        events = game.play(Action("choose_card", card=hand[0]))
        if seat < 2:
            assert kinds(events) == ["commit"] and game.view(None)["committed"][seat]
    assert "reveal" in kinds(events)


def test_sakura_round_reveal_resolves_lowest_number_first():
    hands = [[40], [13], [20]]
    game = SakuraGame.scenario(3, emperor=9, painters=[1, 3, 5], hands=hands)
    events = play_cards(game, [40, 13, 20])
    order = [e.card for e in events if e.kind == "resolve"]
    assert order == [13, 20, 40]
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.rule == "sakura.round.reveal" and "13 (Red)" in reveal.text


def test_sakura_round_order_garden_action_before_painter_action():
    # Emperor +1 then painter forward 3: the Emperor moves first, so no bump.
    c = card("emperor_forward_1", "forward", 3)
    game, events = one_card(c, emperor=9, painters=[6, 0, 0])
    assert game.emperor == 10 and game.pos[0] == 9
    assert "bump" not in kinds(events)


def test_sakura_round_refill_to_five_and_reshuffle():
    hands = [[13], [20], [37]]
    held = {13, 20, 37}
    left = [c for c in range(1, 61) if c not in held]
    game = SakuraGame.scenario(3, emperor=9, painters=[5, 7, 4], hands=hands,
                               decks={"draw": left[:2], "discard": left[2:]})
    assert game.view(None)["deck_size"] == 2
    events = play_cards(game, [13, 20, 37])
    assert "reshuffle" in kinds(events)
    assert [len(h) for h in game.hands] == [5, 5, 5] and game.round == 2
    refills = [e for e in events if e.kind == "refill"]
    assert [e.count for e in refills] == [5, 5, 5] and all(e.rule == "sakura.round.refill" for e in refills)
    check_invariants(game)


def test_sakura_direction_owner_is_asked_both_ways_always():
    c = card("emperor_either_1", "forward", 2)
    game = SakuraGame.scenario(3, emperor=9, painters=[0, 0, 0], hands=[[c], [57], [58]])
    play_cards(game, [c, 57, 58])
    assert game.pending == "garden.direction" and game.current_player == 0
    assert sorted(a.direction for a in game.legal_actions()) == ["back", "forward"]
    assert game.view(None)["resolving"] == c
    assert RULES["sakura.direction"].decision
    with pytest.raises(ValueError, match="not a direction"):
        game.play(Action("choose_direction", direction="sideways"))


def test_sakura_direction_refusals_explain_the_wait():
    c = card("emperor_either_1", "forward", 2)
    game = SakuraGame.scenario(3, emperor=9, painters=[0, 0, 0], hands=[[c, 1], [57], [58]])
    err = game.why_not(Action("choose_direction", direction="forward"))
    assert err.rule == "sakura.round.choose" and "choose a card" in str(err)
    play_cards(game, [c, 57, 58])
    err = game.why_not(Action("choose_card", card=1))
    assert err.rule == "sakura.direction" and f"card {c}" in str(err)
