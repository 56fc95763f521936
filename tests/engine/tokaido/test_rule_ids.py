"""Base-game rules that the rule map (kit/rules/tokaido) found without a test named after them:
Satsuki's ability, the neutral traveller at a temple, and two kit decisions (Preparations with
2, 3 or 5 players; bonuses that never hurt, taken without asking)."""

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame

from .helpers import move, table

PASS = Action("pass")


def test_tokaido_traveler_satsuki_free_meal_at_each_inn_even_without_coins():
    g = table(3, travelers=["Satsuki", "Kinko", "Hirotada"], spaces=[14, 20, 21], coins=[0, 5, 5],
              decks={"meal": ["Dango", "Sushi", "Fugu", "Tofu", "Unagi"]})
    events = g.play(move(15))
    assert [e.meal for e in events if e.kind == "free_meal"] == ["Unagi"]
    assert g.current_player == 0 and Action("eat_free_meal", meal="Unagi") in g.legal_actions()
    assert not any(a.kind == "buy_meal" for a in g.legal_actions())  # no coin: only the free meal or pass
    g.play(Action("eat_free_meal", meal="Unagi"))
    assert g.meals[0] == ["Unagi"] and g.coins[0] == 0 and g.score_breakdown(0)["meals"] == 6


def test_tokaido_traveler_satsuki_only_she_is_offered_a_free_meal():
    g = table(3, travelers=["Kinko", "Satsuki", "Hirotada"], spaces=[14, 20, 21], coins=[0, 5, 5])
    events = g.play(move(15))
    assert not any(e.kind == "free_meal" for e in events)
    assert Action("pass") in g.legal_actions() and g.free_meal is None


def test_tokaido_two_temple_neutral_donation_from_the_bank_scores_for_nobody():
    g = table(2, travelers=["Kinko", "Satsuki"], spaces=[6, 9], neutral=1, coins=[5, 5])
    before = ([g.score_breakdown(p)["temple"] for p in (0, 1)], list(g.coins))
    events = g.play(move(3))  # player 1 (ahead) moves the neutral traveller onto the temple
    assert [e.rule for e in events if e.kind != "neutral_move"][-1] == "tokaido.two.temple"
    assert g.donated[2] == 1 and g.coins == before[1]  # the coin comes from the bank
    assert [g.score_breakdown(p)["temple"] for p in (0, 1)] == before[0] and len(g.scores()) == 2


def _adjustments(players, seed, names=None, expansions=()):
    g = TokaidoGame.new(players, seed=seed, travelers=names, initiation=names is None, preparations=True,
                        expansions=expansions)
    order = sorted(range(players), key=lambda p: -g.stamp[p])  # first to leave first
    return g, order


def test_tokaido_decision_preparations_with_two_three_and_five_players():
    for players, expected in ((2, [6, 7]), (3, [6, 7, 8]), (5, [6, 7, 8, 9, 10])):
        g, order = _adjustments(players, seed=4)
        assert [g.coins[p] for p in order] == expected, players  # k-th to leave: 7 + (k - 2)
    opening = next(e for e in g.log if e.kind == "preparations")
    assert opening.rule == "tokaido.variant.preparations"


def test_tokaido_decision_preparations_never_below_zero():
    names = ["Gotozaemon", "Kinko", "Hirotada"]  # Gotozaemon starts with no coin
    for seed in range(40):
        g, order = _adjustments(3, seed, names, expansions=("crossroads",))
        if order[0] == 0:  # he leaves first: -1 on an empty purse
            assert g.coins[0] == 0
            return
    raise AssertionError("no seed in 0-39 lets Gotozaemon leave first")


def test_tokaido_decision_free_bonus_zen_emon_one_coin_goes_to_the_dearest():
    g = table(3, travelers=["Zen-emon", "Kinko", "Satsuki"], spaces=[1, 4, 5], coins=[3, 5, 5],
              decks={"souvenir": ["Ukiyoe", "Koma", "Sake"]})
    g.play(move(2))
    legal = g.legal_actions()
    assert Action("buy_souvenirs", cards="Ukiyoe, Sake") in legal  # 1 (the dearest for 1) + 2
    assert not any(a.kind == "buy_souvenirs" and "discount" in a.params for a in legal)  # nothing to choose
    g.play(Action("buy_souvenirs", cards="Ukiyoe, Sake"))
    assert g.coins[0] == 0


def test_tokaido_decision_free_bonus_sasayakko_and_hirotada_are_not_asked():
    g = table(3, travelers=["Sasayakko", "Kinko", "Satsuki"], spaces=[1, 4, 5], coins=[5, 5, 5],
              decks={"souvenir": ["Koma", "Sake", "Ukiyoe"]})
    g.play(move(2))
    g.play(Action("buy_souvenirs", cards="Sake, Ukiyoe"))
    assert g.coins[0] == 2 and g.pending == "move"  # the cheapest (Sake) was free, without a question
    h = table(3, travelers=["Hirotada", "Kinko", "Satsuki"], spaces=[1, 4, 5], coins=[5, 5, 5])
    h.play(move(3))
    h.play(Action("donate", coins=2))
    assert h.donated[0] == 3 and h.pending == "move"  # his bank coin came without a question
