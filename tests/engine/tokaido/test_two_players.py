"""Two players: the neutral traveller (rules tokaido.two.*)."""

from tokaido_kit.core import Action

from .helpers import move, table


def two(**kw):
    kw.setdefault("coins", [5, 5])
    return table(2, travelers=["Kinko", "Satsuki"], **kw)


def test_tokaido_two_neutral_moved_by_the_player_furthest_ahead():
    g = two(spaces=[6, 9], neutral=3)
    assert g.mover == 2 and g.current_player == 1 and g.pending == "move"
    assert g.view()["neutral"] == {"space": 3, "slot": 0, "donated": 0}
    events = g.play(move(5))
    assert events[0].kind == "neutral_move" and events[0].player == 1 and events[0].rule == "tokaido.two.neutral"
    assert g.space[2] == 5 and g.panoramas[1]["paddy"] == 0  # the neutral traveller takes nothing
    g2 = two(spaces=[9, 6], neutral=3)
    assert g2.current_player == 0


def test_tokaido_two_neutral_occupies_spaces():
    g = two(spaces=[2, 9], neutral=4)
    assert g.why_not(move(4)).rule == "tokaido.move.free_space"


def test_tokaido_two_neutral_donates_a_bank_coin_that_counts_in_the_ranking():
    g = two(spaces=[6, 9], neutral=1, donations=[1, 2])
    g.play(move(3))
    assert g.donated[2] == 1 and g.log[-1].rule == "tokaido.two.temple"
    g2 = two(spaces=[54, 55], neutral=55, donations=[1, 2, 3])
    g2.play(move(55))
    while not g2.is_over:
        g2.play(Action("pass"))
    ranks = {e.player: (e.rank, e.points) for e in g2.log if e.kind == "temple_rank"}
    assert ranks == {1: (2, 7), 0: (3, 4)}  # the neutral traveller is first with 3 coins


def test_tokaido_two_inn_mover_discards_a_random_meal():
    g = two(spaces=[20, 30], neutral=14, decks={"meal": ["Sushi", "Dango", "Tofu"]})
    events = g.play(move(15))
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["neutral_move", "meal_offer"] and "neutral_discard" in kinds
    discard = events[-1]
    assert discard.rule == "tokaido.two.inn" and discard.player == 1
    assert len(g.offer) == 2 and discard.meal not in g.offer and g.decks["meal"][0] == discard.meal


def test_tokaido_two_players_second_slot_never_used():
    g = two(spaces=[6, 9], neutral=1)
    assert g.why_not(move(7)) is None
    g.play(move(7))  # the neutral traveller takes the road slot of space 7
    assert g.current_player == 0 and g.space[0] == 6
    err = g.why_not(move(7))
    assert err.rule == "tokaido.move.double_space" and "this game has 2" in str(err)
