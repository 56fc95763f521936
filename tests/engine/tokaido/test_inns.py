"""Inns: arrival order, the meal offer, one new dish per inn, leaving, gastronomy."""

from tokaido_kit.core import Action

from .helpers import move, table

PASS = Action("pass")
MEALS = ["Sushi", "Dango", "Tofu", "Fugu", "Soba"]


def at_inn(players=4, **kw):
    kw.setdefault("spaces", [13, 14, 12, 12][:players] if players == 4 else [13, 14, 11, 10, 9][:players])
    kw.setdefault("slots", [0, 0, 0, 1][:players] if players == 4 else None)
    if kw["slots"] is None:
        del kw["slots"]
    kw.setdefault("coins", [5] * players)
    kw.setdefault("travelers", ["Zen-emon", "Hirotada", "Umegae", "Mitsukuni", "Sasayakko"][:players])
    return table(players, decks={"meal": MEALS, **kw.pop("decks", {})}, **kw)


def test_tokaido_inn_meal_first_arrival_draws_players_plus_one():
    g = at_inn()
    events = g.play(move(15))
    offer = [e for e in events if e.kind == "meal_offer"][0]
    assert offer.rule == "tokaido.inn.meal" and g.view()["meal_offer"] == MEALS  # public once drawn
    assert g.pending == "inn.meal" and len(g.offer) == 5


def test_tokaido_variant_gastronomy_draws_as_many_as_players():
    g = at_inn(gastronomy=True)
    events = g.play(move(15))
    assert len(g.offer) == 4 and [e for e in events if e.kind == "meal_offer"][0].rule == "tokaido.variant.gastronomy"


def test_tokaido_inn_meal_buy_one_affordable_for_six_points():
    g = at_inn(coins=[5, 5, 5, 2])
    p = g.current_player
    g.play(move(15))
    assert Action("buy_meal", meal="Fugu") not in g.legal_actions()  # 3 coins > 2
    assert g.why_not(Action("buy_meal", meal="Fugu")).rule == "tokaido.inn.meal"
    events = g.play(Action("buy_meal", meal="Sushi"))
    assert g.coins[p] == 0 and g.meals[p] == ["Sushi"] and events[-1].points == 6
    assert g.score_breakdown(p)["meals"] == 6 and "Sushi" not in g.offer


def test_tokaido_inn_no_repeat_you_ate_it_at_the_last_inn():
    # On the way to the inn at 28, the last traveller ate Sushi at the inn at 15.
    g = at_inn(spaces=[26, 27, 25, 25], meals=[[], [], [], ["Sushi"]])
    g.play(move(28))
    assert Action("buy_meal", meal="Sushi") not in g.legal_actions()
    err = g.why_not(Action("buy_meal", meal="Sushi"))
    assert err.rule == "tokaido.inn.no_repeat" and "You ate Sushi at the inn at 15" in str(err)


def test_tokaido_inn_arrival_order_and_later_arrivals_choose_from_what_is_left():
    g = at_inn()
    first = g.current_player
    g.play(move(15))
    g.play(Action("buy_meal", meal="Sushi"))
    second = g.current_player
    events = g.play(move(15))
    assert [e for e in events if e.kind == "arrive_inn"][0].rank == 2
    assert "meal_offer" not in [e.kind for e in events]
    assert Action("buy_meal", meal="Sushi") not in g.legal_actions() and first != second


def test_tokaido_inn_leave_unbought_meals_under_pile_and_last_arrived_leaves_first():
    g = at_inn()
    arrived = []
    for _ in range(4):
        arrived.append(g.current_player)
        g.play(move(15))
        g.play(PASS)
    assert g.log[-1].rule == "tokaido.inn.leave"
    assert sorted(g.decks["meal"][:5]) == sorted(MEALS)  # the bottom of the pile
    assert g.offer == [] and g.current_player == arrived[-1]
    g.play(move(16))
    assert g.current_player == arrived[-2]


def test_tokaido_end_at_edo_after_last_meals():
    g = table(3, spaces=[54, 53, 52], coins=[5, 5, 5], travelers=["Zen-emon", "Hirotada", "Umegae"],
              panoramas=[{}, {"sea": 4}, {}])
    while not g.is_over:
        if g.pending == "move":
            g.play(move(55))
        else:
            g.play(g.legal_actions()[0])
    assert g.space == [55, 55, 55] and g.current_player is None and g.pending is None
    assert g.legal_actions() == [] and g.why_not(PASS).rule == "core.game_over"


def test_tokaido_inn_arrival_scenario_travellers_at_the_inn_arrived_first():
    # Two travellers a scenario places at the inn arrived in slot order (Hirotada, slot 0, first);
    # the one walking in later is third, and the meals were already drawn by the first.
    g = at_inn(players=3, spaces=[15, 15, 14], slots=[1, 0, 0])
    opening = [e for e in g.log if e.kind == "meal_offer"]
    assert [e.who for e in opening] == ["Hirotada"] and g.view()["meal_offer"] == MEALS[:4]
    assert g.why_not(move(15)) is None and g.current_player == 2
    events = g.play(move(15))
    assert "meal_offer" not in [e.kind for e in events]
    assert [e.text for e in events if e.kind == "arrive_inn"] == ["Umegae arrives at the inn at 15 (number 3 in the queue)."]
    g.play(PASS)
    assert g.current_player == 2  # everyone is in: the last to arrive leaves first


def test_tokaido_inn_arrival_scenario_default_order_is_player_order():
    g = at_inn(players=3, spaces=[15, 15, 14], slots=None)
    assert [e.who for e in g.log if e.kind == "meal_offer"] == ["Zen-emon"]
    assert [g.view()["players"][p]["slot"] for p in (0, 1)] == [0, 1]


def test_tokaido_decision_meal_offer_every_player_sees_the_dishes():
    """The first arrival draws the meals; the kit shows them to everybody, not only to the drawer."""
    g = at_inn()
    events = g.play(move(15))
    said = [e.text for e in events if e.kind == "meal_offer"][0]
    assert all(dish in said for dish in MEALS)
    for viewer in (None, 0, 1, 2, 3):
        assert g.view(viewer)["meal_offer"] == MEALS
    g.play(Action("buy_meal", meal="Dango"))
    assert all(g.view(viewer)["meal_offer"] == g.offer for viewer in (None, 2, 3)) and "Dango" not in g.offer
