"""One scenario test per Matsuri traveller (seed 000; D7 for Misaki and Titia, D8 for Musubi)."""

from tokaido_kit.core import Action
from tokaido_kit.tokaido import TokaidoGame
from tokaido_kit.tokaido import data as D

from .helpers import BOTH, kinds, move, table


def test_tokaido_traveler_kushinada_coins_at_setup():
    g = TokaidoGame.new(4, seed=3, expansions=BOTH, travelers=["Kushinada", "Kinko", "Hirotada", "Gotozaemon"])
    assert g.coins == [4 + 3, 7 - 1, 8 - 1, 0]  # Gotozaemon has nothing: the bank pays for him
    assert any(e.rule == "tokaido.decision.kushinada" for e in g.log)
    g2 = TokaidoGame.new(2, seed=3, expansions=BOTH, travelers=["Kinko", "Kushinada"])
    assert g2.coins == [7 - 1, 4 + 1 + 1]  # 2 players: the opponent 1 and the bank 1
    assert TokaidoGame.from_json(g2.to_json()).log[-1].text == g2.log[-1].text


def test_tokaido_traveler_kushinada_sees_hidden_cards():
    g = table(4, travelers=["Kushinada", "Kinko", "Hirotada", "Satsuki"], amulets=[[], ["Fortune"], [], []])
    assert g.view(0)["players"][1]["amulets"] == ["Fortune"]
    assert g.view(2)["players"][1]["amulets"] is None


def test_tokaido_traveler_takeru_coin_for_any_encounter():
    g = table(4, travelers=["Kinko", "Takeru", "Hirotada", "Satsuki"], spaces=[3, 5, 6, 7], coins=[0, 0, 5, 5])
    g.play(move(4))  # Kinko stops on an Encounter
    assert g.coins[1] == 1


def test_tokaido_traveler_rakuren_four_souvenirs_and_a_legendary():
    g = table(4, travelers=["Rakuren", "Kinko", "Hirotada", "Satsuki"], spaces=[1, 5, 6, 7], coins=[9, 0, 0, 0],
              decks={"souvenir": ["Koma", "Sake", "Geta", "Sumie"], "legendary": ["Emaki"]})
    g.play(move(2))  # a Village
    assert Action("rakuren_shop") in g.legal_actions()
    g.play(Action("rakuren_shop"))
    assert g.pending == "village.rakuren"
    assert len(g.queue[0][2]["souvenir"]) == 4 and len(g.queue[0][2]["legendary"]) == 1
    legendary = g.queue[0][2]["legendary"][0]
    g.play(Action("buy_souvenirs", cards="Koma, " + legendary))
    assert g.souvenirs[0] == ["Koma"] and g.legendary[0] == [legendary]
    g._check_table()


def test_tokaido_traveler_mutsumi_leaves_first():
    g = TokaidoGame.new(4, seed=2, expansions=BOTH, travelers=["Kinko", "Mutsumi", "Hirotada", "Satsuki"])
    if g.pending == "inn.mutsumi":
        g.play(Action("leave_first"))
    assert g.pending == "move" and g.mover == 1


def test_tokaido_traveler_kamui_scores_without_a_meal():
    g = table(4, travelers=["Kinko", "Hirotada", "Satsuki", "Kamui"], spaces=[15, 15, 15, 14])
    g.play(move(15))
    while g.pending == "inn.meal" and g.current_player != 3:
        g.play(g.legal_actions()[-1])
    assert g.pending == "inn.meal" and g.current_player == 3
    g.play(Action("pass"))
    assert g.points[3]["abilities"] == 3


def test_tokaido_traveler_mari_double_temple_points_free_amulet():
    g = table(4, travelers=["Mari", "Kinko", "Hirotada", "Satsuki"], spaces=[1, 5, 6, 7], coins=[3, 0, 0, 0])
    g.play(move(3))  # a Temple
    assert Action("buy_amulet", card="Fortune") in g.legal_actions()
    g.play(Action("standard"))
    g.play(Action("donate", coins=2))
    assert g.points[0]["temple"] == 2 and g.journey[0] == [2]  # 2 Journey points per coin
    g2 = table(4, travelers=["Mari", "Kinko", "Hirotada", "Satsuki"], spaces=[1, 5, 6, 7], coins=[1, 0, 0, 0])
    g2.play(move(3))
    g2.play(Action("buy_amulet", card="Health"))
    assert g2.coins[0] == 1 and g2.amulets[0] == ["Health"]


def test_tokaido_traveler_yashima_free_amulet_at_inns():
    g = table(4, travelers=["Kinko", "Hirotada", "Satsuki", "Yashima"], spaces=[15, 15, 15, 14])
    g.play(move(15))
    assert len(g.amulets[3]) == 1 and len(g.decks["amulet"]) == 5


def test_tokaido_traveler_kidzuna_extra_meal():
    g = table(4, travelers=["Kinko", "Hirotada", "Satsuki", "Kidzuna"], spaces=[15, 15, 15, 14], coins=[0, 0, 0, 9],
              decks={"meal": ["Tofu", "Dango", "Soba", "Sushi", "Tempura", "Yakitori"]})
    g.play(move(15))
    assert g.pending == "inn.kidzuna" and g.queue[0][2] == {"meal": ["Yakitori"]}
    assert g.view(3)["choice"] == {"meal": ["Yakitori"]}
    g.play(Action("buy_meal", meal="Yakitori"))
    assert g.meals[3] == ["Yakitori"] and g.pending == "inn.meal"
    g.play(Action("buy_meal", meal="Tofu"))
    assert g.meals[3] == ["Yakitori", "Tofu"] and g.coins[3] == 9 - 4


def test_tokaido_traveler_chihaya_hot_spring_at_inns():
    g = table(4, travelers=["Kinko", "Hirotada", "Satsuki", "Chihaya"], spaces=[15, 15, 15, 14],
              decks={"hot_spring": [3]})
    g.play(move(15))
    assert g.hot_springs[3] == [3] and g.points[3]["hot_springs"] == 3


def test_tokaido_traveler_iyasaka_farm_coin_and_reroll():
    g = table(4, travelers=["Iyasaka", "Kinko", "Hirotada", "Satsuki"], spaces=[1, 5, 6, 7], coins=[0, 0, 0, 0])
    g.play(move(8))  # a Farm: no coins for the Gaming Room, so the 3 coins
    assert g.coins[0] == 4
    g2 = table(4, travelers=["Iyasaka", "Kinko", "Hirotada", "Satsuki"], spaces=[1, 5, 6, 7], coins=[2, 0, 0, 0],
               rolls=[0, 4])
    g2.play(move(8))
    g2.play(Action("gaming_room"))
    assert g2.pending == "farm.iyasaka"
    g2.play(Action("reroll"))
    assert g2.coins[0] == 2 - 2 + 8  # the second roll (x4) counts


def test_tokaido_traveler_marihito_doubles_a_calligraphy():
    g = table(4, travelers=["Marihito", "Kinko", "Hirotada", "Satsuki"], calligraphies=[["Foresight"], [], [], []],
              coins=[5, 0, 0, 0])
    events = []
    g._final_scoring(events)
    assert g.points[0]["calligraphies"] == 10 and g.points[0]["abilities"] == 10
    assert "marihito" in kinds(events)


def test_tokaido_traveler_suseri_kinds_of_cards():
    g = table(4, travelers=["Suseri", "Kinko", "Hirotada", "Satsuki"], souvenirs=[["Koma", "Gofu"], [], [], []],
              meals=[["Dango"], [], [], []], panoramas=[{"sea": 2, "paddy": 1}, {}, {}, {}], cherry_trees=[1, 0, 0, 0])
    events = []
    g._final_scoring(events)
    assert g.points[0]["abilities"] == 5  # souvenir, meal, sea, paddy, cherry tree


def test_tokaido_traveler_ayumu_cheap_meals_free_small_objects():
    g = table(4, travelers=["Ayumu", "Kinko", "Hirotada", "Satsuki"], spaces=[1, 5, 6, 7], coins=[1, 0, 0, 0],
              decks={"souvenir": ["Koma", "Gofu", "Sake"]})
    assert g._meal_price(0, "Fugu") == 1
    g.play(move(2))
    g.play(Action("standard"))
    assert Action("buy_souvenirs", cards="Koma, Gofu, Sake") not in g.legal_actions()
    g.play(Action("buy_souvenirs", cards="Koma, Gofu"))
    assert g.coins[0] == 1 and g.souvenirs[0] == ["Koma", "Gofu"]


def test_tokaido_traveler_musubi_takes_from_neighbours():
    g = table(4, travelers=["Kinko", "Musubi", "Hirotada", "Satsuki"], spaces=[15, 14, 13, 12], coins=[5, 0, 5, 0])
    g.play(move(15))  # Satsuki arrives 2nd
    while g.pending != "move":
        g.play(Action("pass"))
    g.play(move(15))  # Hirotada arrives 3rd
    while g.pending != "move":
        g.play(Action("pass"))
    g.play(move(15))  # Musubi arrives last: 1 from Hirotada; then the bank pays for the missing next one
    assert g.coins[1] == 1 and g.coins[2] == 4
    while g.pending == "inn.meal":
        g.play(Action("pass"))
    assert g.coins[1] == 2
    assert any(e.rule == "tokaido.decision.musubi" for e in g.log)


def test_tokaido_traveler_misaki_coin_for_any_temple():
    g = table(4, travelers=["Kinko", "Misaki", "Hirotada", "Satsuki"], spaces=[1, 5, 6, 7], coins=[3, 0, 0, 0])
    g.play(move(3))
    assert g.coins[1] == 1


def test_tokaido_traveler_titia_art_and_legendary_cheaper():
    g = table(4, travelers=["Titia", "Kinko", "Hirotada", "Satsuki"], spaces=[1, 5, 6, 7], coins=[2, 0, 0, 0],
              decks={"souvenir": ["Sumie", "Koma", "Geta"]})
    g.play(move(2))
    assert Action("buy_legendary", card="Murasame") in g.legal_actions()  # 3 - 1
    g.play(Action("standard"))
    g.play(Action("buy_souvenirs", cards="Sumie"))
    assert g.coins[0] == 0


def test_tokaido_matsuri_traveler_table_d7_and_genders():
    from tokaido_kit.tokaido import RULES
    from tokaido_kit.tokaido.travelers import ABILITIES

    rows = {n: t for n, t in D.TRAVELERS.items() if t.box == "matsuri"}
    assert len(rows) == 16 and {"Misaki", "Titia"} <= set(rows)  # D7
    assert RULES["tokaido.decision.matsuri_travelers"].decision and RULES["tokaido.decision.musubi"].decision
    assert RULES["tokaido.decision.special_travelers"].decision  # D11
    assert not {"Antoine", "Eriku", "Naiade"} & set(D.TRAVELERS)
    for name, row in rows.items():
        assert row.gender in ("F", "M"), name  # Hina matsuri / Tango need one
        assert f"tokaido.traveler.{name.lower()}" in RULES
        assert set(ABILITIES.get(name, {})) <= set(row.hooks), name


def test_tokaido_traveler_jirocho_with_no_coin_left_after_musubi_can_only_pass():
    """Found by the SearchBot's look-ahead: Jirocho arrives with his last coin, Musubi (there before
    him) takes it, and the stake was still offered: his coins went to -1."""
    import pytest

    from tokaido_kit.core import IllegalAction

    g = table(4, travelers=["Jirocho", "Musubi", "Hirotada", "Satsuki"], spaces=[12, 15, 14, 13],
              coins=[1, 0, 5, 5])
    g.play(move(15))
    assert g.coins[0] == 0 and g.pending == "inn.jirocho"
    assert g.legal_actions() == [Action("pass")]
    with pytest.raises(IllegalAction) as refused:
        g.play(Action("stake_coin"))
    assert refused.value.rule == "tokaido.traveler.jirocho" and "no coin left" in str(refused.value)
    assert g.coins[0] == 0
    g.play(Action("pass"))
    assert g.pending == "inn.meal"
