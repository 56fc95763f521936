"""The end of the game and ties; the two-player variants."""

import pytest

from tokaido_kit.core import Action, IllegalAction
from tokaido_kit.sakura import RULES, SakuraGame

from .helpers import card, check_invariants, kinds, play_cards

FWD1 = card("emperor_forward_1", "forward", 1)


def _last_sakura(painters, tokens, players=3):
    hands = [[FWD1]] + [[57 + i] for i in range(players - 1)]
    game = SakuraGame.scenario(players, emperor=37, painters=painters, tokens=tokens, hands=hands)
    events = play_cards(game, [h[0] for h in hands])
    return game, events


# ---------------------------------------------------------------- the end
def test_sakura_end_after_the_last_sakura():
    game, events = _last_sakura([30, 36, 20], [5, 5, 5])
    assert game.is_over and game.pending is None and game.current_player is None
    assert game.legal_actions() == []
    assert events[-1].kind == "game_over" and events[-1].rule == "sakura.end"
    # awards 4/2/1: Red 36 -> 4, Blue 31 -> 2, Green -> 1
    assert game.scores() == [7, 9, 6] and game.winners() == [1]
    with pytest.raises(IllegalAction) as err:
        game.play(Action("choose_card", card=1))
    assert err.value.rule == "core.game_over"


def test_sakura_end_no_regroup_and_no_refill_after_the_last_sakura():
    game, events = _last_sakura([30, 36, 20], [5, 5, 5])
    assert "regroup" not in kinds(events) and "refill" not in kinds(events)
    assert game.pos == [31, 36, 20]


def test_sakura_end_tie_goes_to_the_painter_closest_to_the_emperor():
    # Blue 31 gets 2 -> 9, Red 36 gets 4 -> 9: tied on 9, Red is closer
    game, events = _last_sakura([30, 36, 20], [7, 5, 5])
    assert game.scores()[:2] == [9, 9] and game.winners() == [1]
    assert events[-1].rule == "sakura.end.tie"


def test_sakura_end_tie_at_the_gate_is_shared():
    game = SakuraGame.scenario(3, emperor=38, painters=[0, 0, 5], tokens=[9, 9, 3])
    assert game.is_over and game.winners() == [0, 1]


# ---------------------------------------------------------------- two players
def test_sakura_two_imperial_painter_plays_the_top_card():
    imp = card("emperor_forward_1", "forward", 3)
    game = SakuraGame.scenario(2, emperor=9, painters=[0, 0], hands=[[57], [58]], decks={"draw": [imp]})
    assert game.npainters == 3 and game.view(None)["imperial"]["painter"] == 0
    events = play_cards(game, [57, 58])
    draw = [e for e in events if e.kind == "imperial_draw"][0]
    assert draw.card == imp and draw.rule == "sakura.two.imperial"
    assert [e.card for e in events if e.kind == "resolve"] == sorted([imp, 57, 58])
    assert game.view(None)["imperial"]["painter"] == 3


def test_sakura_two_imperial_forward_always():
    either = card("emperor_either_1", "forward_or_back", 1)
    game = SakuraGame.scenario(2, emperor=9, painters=[0, 0], imperial=5, hands=[[57], [58]],
                               decks={"draw": [either]})
    events = play_cards(game, [57, 58])
    auto = [e for e in events if e.kind == "imperial_forward"]
    assert len(auto) == 2 and all(e.rule == "sakura.two.imperial_forward" for e in auto)
    moves = [e for e in events if e.kind == "emperor_forward"]
    assert moves[0].frm == 9 and moves[0].to == 10  # the Emperor went forward, nobody was asked
    assert game.view(None)["imperial"]["painter"] == 6


def test_sakura_two_challenging_farthest_player_chooses_the_imperial_card():
    game = SakuraGame.scenario(2, emperor=12, painters=[3, 7], hands=[[57, 1, 2], [58, 3]],
                               variant="challenging")
    assert game.view(None)["imperial"]["chooser"] == 0
    game.play(Action("choose_card", card=57))
    err = game.why_not(Action("choose_imperial_card", card=1))
    assert err.rule == "sakura.two.challenging" and "after every player" in str(err)
    game.play(Action("choose_card", card=58))
    assert game.pending == "choose_imperial_card" and game.current_player == 0
    assert game.view(0)["my_commit"] == [57]
    err = game.why_not(Action("choose_card", card=1))
    assert err.rule == "sakura.two.challenging"
    events = game.play(Action("choose_imperial_card", card=1))
    assert "imperial_draw" not in kinds(events)
    while game.pending in ("garden.direction", "painter.direction"):
        game.play(game.legal_actions()[0])
    # the chooser played two cards and draws an extra one: both hands are back to 5
    assert [len(h) for h in game.hands] == [5, 5]
    check_invariants(game)


def test_sakura_two_challenging_both_at_gate_top_card_instead():
    game = SakuraGame.new(2, seed=3, variant="challenging")
    assert game.view(None)["imperial"]["chooser"] is None
    err = game.why_not(Action("choose_imperial_card", card=game.hands[0][0]))
    assert err.rule == "sakura.two.challenging" and "top card" in str(err)
    events = play_cards(game, [sorted(game.hands[0])[0], sorted(game.hands[1])[0]])
    assert "imperial_draw" in kinds(events)


def test_sakura_two_imperial_variant_never_offers_the_imperial_choice():
    game = SakuraGame.new(2, seed=3)
    err = game.why_not(Action("choose_imperial_card", card=game.hands[0][0]))
    assert err.rule == "sakura.two.imperial"
    err = SakuraGame.new(4, seed=3).why_not(Action("choose_imperial_card", card=1))
    assert err.rule == "sakura.two.imperial"


def test_sakura_two_imperial_tokens_scores_but_never_wins():
    assert RULES["sakura.two.imperial_tokens"].decision
    game = SakuraGame.new(2, seed=0)
    assert game.view(None)["imperial"]["tokens"] == 5 and game.supply == 54 - 15
    c = card("emperor_forward_1", "forward", 1)
    game = SakuraGame.scenario(2, emperor=37, painters=[10, 20], imperial=36, imperial_tokens=20,
                               hands=[[c], [57]], decks={"draw": [58]})
    events = play_cards(game, [c, 57])
    assert game.is_over
    assert [(e.who, e.amount) for e in events if e.kind == "award"][0] == ("Imperial", 4)
    assert game.view(None)["imperial"]["tokens"] == 24 and len(game.scores()) == 2
    assert game.winners() in ([0], [1]) and 2 not in game.winners()


def test_sakura_two_players_variant_option_is_checked():
    with pytest.raises(ValueError, match="variant"):
        SakuraGame.new(2, seed=0, variant="solo")
