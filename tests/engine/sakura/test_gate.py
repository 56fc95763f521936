"""The entrance gate, case by case.

Seed 003: painters *sharing* the gate are neither ahead of nor behind each other.
A painter ALONE at the gate is simply the farthest from the Emperor: it is ranked
at a sakura like any other painter and regroups like any other. Only two or more
painters tied at the gate are a kit decision (sakura.score.gate, sakura.regroup.gate,
sakura.end.tie_gate).
"""

from tokaido_kit.sakura import RULES, SakuraGame

from .helpers import card, kinds, play_cards

FWD1 = card("emperor_forward_1", "forward", 1)  # Emperor forward 1, your painter forward 1
STAY = card("emperor_forward_1", "per_painter")  # Emperor forward 1; nobody between you and him: you stay
JUMP = card("emperor_forward_1", "jump")  # Emperor forward 1; jump ahead of the next painter


def _first_sakura(painters, first=FWD1, players=None, **kw):
    """Player 0 plays ``first`` with the Emperor on 13: he stops on the sakura on 14."""
    players = players or len(painters)
    hands = [[first]] + [[56 + i] for i in range(players - 1)]
    game = SakuraGame.scenario(players, seed=0, emperor=13, painters=painters, hands=hands, **kw)
    events = play_cards(game, [h[0] for h in hands])
    assert game.scored == [14]
    return game, events


def _awards(events):
    return [(e.who, e.rank, e.amount) for e in events if e.kind == "award"]


# ---------------------------------------------------------------- one painter alone at the gate
def test_sakura_score_awards_a_painter_alone_at_the_gate_gets_the_third_award():
    # Blue 10 -> 11; ranking Red 12, Blue 11, Green alone at the gate: the third closest
    game, events = _first_sakura([10, 12, 0])
    assert _awards(events) == [("Red", 1, 3), ("Blue", 2, 2), ("Green", 3, 1)]
    assert game.tokens == [7, 8, 6] and "award_gate" not in kinds(events)


def test_sakura_score_regroup_a_painter_alone_at_the_gate_regroups_behind_the_second():
    game, events = _first_sakura([10, 12, 0])
    assert game.pos == [11, 12, 10]  # Green leaves the gate for the space behind Blue
    moves = [(e.who, e.frm, e.to, e.ahead) for e in events if e.kind == "regroup"]
    assert moves == [("Green", 0, 10, "Blue")]
    assert "regroup_gate" not in kinds(events)


def test_sakura_score_awards_a_painter_alone_at_the_gate_fourth_of_four_gets_nothing_but_regroups():
    game, events = _first_sakura([10, 12, 5, 0])
    assert _awards(events) == [("Red", 1, 3), ("Blue", 2, 2), ("Green", 3, 1)]
    assert game.tokens[3] == 5
    assert game.pos == [11, 12, 10, 9]


def test_sakura_score_fourth_a_painter_alone_at_the_gate_is_fourth_with_five_players():
    sak = SakuraGame.new(5, seed=0).sakuras[0]
    hands = [[FWD1], [57], [58], [59], [60]]
    game = SakuraGame.scenario(5, emperor=sak - 1, painters=[8, 10, 6, 0, 4], hands=hands)
    events = play_cards(game, [h[0] for h in hands])
    assert [e.who for e in events if e.kind == "award"] == ["Red", "Blue", "Green", "Purple"]
    assert game.tokens[3] == 5  # Yellow, alone at the gate, is fifth
    assert game.pos[3] == game.pos[4] - 1  # and regroups behind Purple


def test_sakura_score_regroup_alone_at_the_gate_behind_a_painter_on_space_1_stays_at_the_gate():
    game, events = _first_sakura([2, 0, 1], first=STAY)
    # Blue 2, Green 1, Red alone at the gate: third; the space behind Green is the gate itself
    assert _awards(events) == [("Blue", 1, 3), ("Green", 2, 2), ("Red", 3, 1)]
    assert game.pos[1] == 0 and "regroup_stays" in kinds(events)


def test_sakura_score_awards_the_imperial_painter_alone_at_the_gate_is_ranked():
    game = SakuraGame.scenario(2, emperor=13, painters=[10, 12], imperial=0, hands=[[FWD1], [57]],
                               decks={"draw": [58]})
    events = play_cards(game, [FWD1, 57])
    assert _awards(events) == [("Red", 1, 3), ("Blue", 2, 2), ("Imperial", 3, 1)]
    assert game.view(None)["imperial"] == {**game.view(None)["imperial"], "painter": 10, "tokens": 6}


def test_sakura_score_awards_a_player_alone_at_the_gate_in_a_two_player_game():
    game = SakuraGame.scenario(2, emperor=13, painters=[0, 12], imperial=9, hands=[[57], [STAY]],
                               decks={"draw": [58]})
    events = play_cards(game, [57, STAY])  # Red's card resolves first: Red stays on 12
    assert _awards(events) == [("Red", 1, 3), ("Imperial", 2, 2), ("Blue", 3, 1)]
    assert game.pos[0] == 10


# ---------------------------------------------------------------- two or more sharing the gate (house rules)
def test_sakura_score_gate_painters_sharing_the_gate_are_not_ranked():
    assert RULES["sakura.score.gate"].decision
    game, events = _first_sakura([3, 0, 0])
    assert _awards(events) == [("Blue", 1, 3)]  # nobody is second or third closest
    shared = [e for e in events if e.kind == "award_gate"]
    assert len(shared) == 1 and shared[0].who == "Red, Green" and shared[0].rule == "sakura.score.gate"
    assert game.tokens == [8, 5, 5]


def test_sakura_score_gate_two_at_the_gate_with_four_players_leave_the_third_award():
    game, events = _first_sakura([10, 5, 0, 0])
    assert _awards(events) == [("Blue", 1, 3), ("Red", 2, 2)]
    assert [e.who for e in events if e.kind == "award_gate"] == ["Green, Yellow"]
    assert game.tokens == [8, 7, 5, 5]


def test_sakura_score_gate_no_note_when_no_award_was_left_for_them():
    hands = [[FWD1], [56], [57], [58], [59], [60]]
    sak = SakuraGame.new(6, seed=0).sakuras[0]
    game = SakuraGame.scenario(6, emperor=sak - 1, painters=[2, 10, 8, 6, 0, 0], hands=hands)
    events = play_cards(game, [h[0] for h in hands])
    assert len(_awards(events)) == 4 and "award_gate" not in kinds(events)


def test_sakura_score_gate_everybody_at_the_gate_nobody_scores():
    game, events = _first_sakura([0, 0, 0], first=STAY)
    assert _awards(events) == [] and game.tokens == [5, 5, 5]
    assert [e.who for e in events if e.kind == "award_gate"] == ["Blue, Red, Green"]
    assert game.pos == [0, 0, 0] and "regroup_gate" in kinds(events)


def test_sakura_regroup_gate_painters_sharing_the_gate_stay_there():
    assert RULES["sakura.regroup.gate"].decision
    game, events = _first_sakura([10, 5, 0, 0])
    assert game.pos == [11, 10, 0, 0]
    note = [e for e in events if e.kind == "regroup_gate"]
    assert len(note) == 1 and note[0].who == "Green, Yellow" and note[0].rule == "sakura.regroup.gate"


def test_sakura_garden_gate_jump_with_everybody_at_the_gate_nobody_is_ahead():
    game, events = _first_sakura([0, 0, 0], first=JUMP)
    stay = [e for e in events if e.kind == "jump_gate"]
    assert len(stay) == 1 and stay[0].rule == "sakura.garden.gate" and "closest" not in stay[0].text
    assert game.pos == [0, 0, 0]


# ---------------------------------------------------------------- the end
def _last_sakura(painters, tokens, first=FWD1):
    hands = [[first]] + [[57 + i] for i in range(len(painters) - 1)]
    game = SakuraGame.scenario(len(painters), emperor=37, painters=painters, tokens=tokens, hands=hands)
    events = play_cards(game, [h[0] for h in hands])
    assert game.is_over
    return game, events


def test_sakura_end_tie_a_painter_alone_at_the_gate_gets_the_last_award_and_loses_the_tie():
    # Red 36 gets 4 -> 9, Blue 31 gets 2 -> 9, Green alone at the gate gets 1 -> 9
    game, events = _last_sakura([30, 36, 0], [7, 5, 8])
    assert _awards(events) == [("Red", 1, 4), ("Blue", 2, 2), ("Green", 3, 1)]
    assert game.scores() == [9, 9, 9] and game.winners() == [1]
    assert events[-1].rule == "sakura.end.tie" and events[-1].kind == "game_over"


def test_sakura_end_tie_gate_tied_painters_sharing_the_gate_share_the_win():
    assert RULES["sakura.end.tie_gate"].decision
    # Blue 30 gets 4 -> 7; Red and Green share the gate (no tokens) with 9 each
    game, events = _last_sakura([30, 0, 0], [3, 9, 9], first=STAY)
    assert game.winners() == [1, 2]
    assert events[-1].kind == "game_shared" and events[-1].rule == "sakura.end.tie_gate"
    assert "Red and Green" in events[-1].text  # the tied painters read as a sentence


def test_sakura_end_tie_gate_a_tied_painter_in_the_garden_beats_those_at_the_gate():
    game, events = _last_sakura([30, 0, 0, 20], [5, 9, 9, 7], first=STAY)
    # Blue 30 gets 4 -> 9, Yellow 20 gets 2 -> 9, Red and Green share the gate: Blue is closest
    assert game.scores() == [9, 9, 9, 9] and game.winners() == [0]
    assert events[-1].rule == "sakura.end.tie"


# ---------------------------------------------------------------- two players
def test_sakura_two_challenging_a_player_sharing_the_gate_with_the_imperial_painter_is_the_farther_player():
    # the variant compares the two players only: Blue at the gate (beside the imperial painter) is
    # farther from the Emperor than Red in the garden, so Blue chooses the imperial painter's card
    game = SakuraGame.scenario(2, emperor=12, painters=[0, 7], imperial=0, hands=[[57, 1], [58]],
                               variant="challenging")
    assert game.view(None)["imperial"]["chooser"] == 0
    game = SakuraGame.scenario(2, emperor=12, painters=[0, 0], imperial=5, hands=[[57, 1], [58]],
                               variant="challenging")
    assert game.view(None)["imperial"]["chooser"] is None  # both players at the gate: the top card
