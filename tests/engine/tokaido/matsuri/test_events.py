"""One scenario test per Matsuri event (seed 000, "Efeitos Matsuri")."""

from tokaido_kit.core import Action

from .helpers import arrive_and_eat_nothing, festival, kinds, move, table

WOMEN_AND_MEN = ["Satsuki", "Kinko", "Umegae", "Hirotada"]  # F, M, F, M


def test_tokaido_matsuri_o_bon_donations_in_arrival_order():
    g, _ = festival("O-Bon", coins=[3, 0, 2, 1])
    assert [g.current_player for _ in range(1)] == [0]
    order = []
    while g.pending == "matsuri.o-bon":
        p = g.current_player
        order.append(p)
        assert Action("pass") in g.legal_actions()
        g.play(Action("donate", coins=1))
    assert order == [0, 2, 3]  # player 1 has no coin to give; player 3 arrived last
    assert g.donated[:4] == [1, 0, 1, 1]
    assert g.journey[0] == [1] and g.points[0]["journey"] == 1


def test_tokaido_matsuri_tori_no_ichi_amulet_for_those_without():
    g, events = festival("Tori no Ichi", amulets=[["Fortune"], [], [], []])
    assert len(g.amulets[0]) == 1  # already had one: nothing more
    assert all(len(g.amulets[p]) == 1 for p in (1, 2, 3))
    assert len(g.decks["amulet"]) == 2
    assert kinds(events).count("matsuri_amulet") == 3


def test_tokaido_matsuri_hina_matsuri_dolls_for_women():
    g, events = festival("Hina matsuri", travelers=WOMEN_AND_MEN)
    assert g.tokens == [["doll"], [], ["doll"], []]
    assert g.token_supply == 3
    assert g.points[0]["souvenirs"] == 1  # a small object: the first card of a set


def test_tokaido_matsuri_tango_carps_for_men_count_in_sets_not_collector():
    g, events = festival("Tango", travelers=WOMEN_AND_MEN, souvenirs=[[], ["Sake"], [], []])
    assert g.tokens == [[], ["carp"], [], ["carp"]]
    assert g.points[1]["souvenirs"] == 1 + 3  # Sake, then the Carp as the 2nd family of the set
    assert g._collector(1) == 1  # the Carp is not a souvenir card


def test_tokaido_matsuri_hanabi_plays_two_more():
    g = table(4, spaces=[15, 15, 15, 14], decks={"matsuri": ["Hanabi", "O-Bon", "Tango", "Setsubun"]})
    arrive_and_eat_nothing(g)
    events = g.play(Action("choose_matsuri", card="Hanabi"))
    revealed = [e.card for e in events if e.kind == "matsuri_reveal"]
    assert revealed == ["Hanabi", "Tango", "Setsubun"]
    assert g.view()["matsuri"]["revealed"] == ["Hanabi", "Tango", "Setsubun"]


def test_tokaido_matsuri_o_fune_simultaneous_sea_achievement():
    g, events = festival("o-Fune matsuri", panoramas=[{"sea": 4}, {"sea": 4}, {"sea": 5}, {}],
                         achievements={"sea": 2})
    assert g.panoramas[0]["sea"] == 5 and g.panoramas[1]["sea"] == 5 and g.panoramas[3]["sea"] == 1
    assert g.pano_first["sea"] == [2]  # already won by player 2: nobody else scores it
    g, events = festival("o-Fune matsuri", panoramas=[{"sea": 4}, {"sea": 4}, {}, {}])
    assert g.pano_first["sea"] == [0, 1]
    assert g.journey[0] == [3] and g.journey[1] == [3]  # "3 Journey points" tokens


def test_tokaido_matsuri_o_shogatsu_coins_from_the_die():
    g, events = festival("o-Shogatsu", coins=[0, 0, 0, 0], rolls=[4, 0, 1, 3])
    assert g.coins == [4, 0, 1, 3]


def test_tokaido_matsuri_setsubun_journey_points_from_the_die():
    g, events = festival("Setsubun", other="Tango", rolls=[2, 0, 4, 1])
    assert [sum(j) for j in g.journey] == [2, 0, 4, 1]


def test_tokaido_matsuri_tanabata_early_achievements():
    g, events = festival("Tanabata", meals=[["Fugu"], ["Dango"], [], []], hot_springs=[[], [2], [3], []])
    assert g.early_awards["gourmet"] == [0]
    assert sorted(g.early_awards["bather"]) == [1, 2]
    assert g.early_awards["chatterbox"] == []
    assert g.journey[0] == [2] and g.journey[1] == [2] and g.journey[2] == [2]
    assert g.awards == {}  # the cards are still awarded at the end


def test_tokaido_matsuri_o_tsukimi_shared_calligraphy():
    g, events = festival("o-Tsukimi")
    assert g.pending == "matsuri.o-tsukimi" and g.current_player == 0
    g.play(Action("share_calligraphy", card="Foresight"))
    assert g.shared_calligraphy == ["Foresight"] and "Foresight" not in g.decks["calligraphy"]
    assert g.view()["matsuri"]["shared_calligraphy"] == ["Foresight"]
    before = [g.points[p]["calligraphies"] for p in range(4)]
    g._final_scoring([])
    assert [g.points[p]["calligraphies"] - before[p] for p in range(4)] == [2 * c for c in g.coins]


def test_tokaido_matsuri_shishimai_generous_donors():
    g, events = festival("Shishimai", donations=[5, 3, 3, 1])
    assert [sum(j) for j in g.journey] == [4, 2, 2, 1]  # ties share the rank; the next rank follows


def test_tokaido_matsuri_cho_yo_cheaper_meals_and_two_more():
    g, _ = festival("Cho-yo")
    assert g.festival == ["Cho-yo"]
    assert g._offer_size() == 5 + 2
    assert g._meal_price(0, "Dango") == 0 and g._meal_price(0, "Fugu") == 1  # Kinko: 3-1-1
    assert g._meal_price(1, "Fugu") == 2


def test_tokaido_matsuri_yama_no_ko_extra_mountain_section():
    g, _ = festival("Yama no Ko", coins=[5, 5, 5, 5], last=14)
    g.festival = ["Yama no Ko"]
    while g.pending != "move":
        g.play(g.legal_actions()[0])
    mover = g.mover
    events = g.play(move(20))  # a Mountain
    assert g.panoramas[mover]["mountain"] == 1  # the extra section, before the usual choice
    assert any(e.rule == "tokaido.matsuri.yama-no-ko" for e in events)
    assert g.pending == "crossroads"


def test_tokaido_matsuri_o_taue_bank_coin_to_the_temple():
    g, _ = festival("o-Taue matsuri")
    while g.pending != "move":
        g.play(g.legal_actions()[0])
    mover = g.mover
    events = g.play(move(19))  # a Paddy
    assert g.donated[mover] == 1 and g.journey[mover][-1] == 1


def test_tokaido_matsuri_hadaka_encounter_at_hot_springs():
    g, _ = festival("Hadaka matsuri", decks={"encounter": ["Samurai"]})
    while g.pending != "move":
        g.play(g.legal_actions()[0])
    mover = g.mover
    g.play(move(23))  # a Hot spring
    assert g.encounters[mover] == ["Samurai"]


def test_tokaido_matsuri_o_hanami_coin_on_panoramas():
    g, _ = festival("o-Hanami", coins=[0, 0, 0, 0])
    while g.pending != "move":
        g.play(g.legal_actions()[0])
    mover = g.mover
    g.play(move(16))  # a Sea
    assert g.coins[mover] == 1
    g.play(Action("take_cherry_tree"))
    assert g.coins[mover] == 2  # the Cherry Tree's coin too: 2 in all


def _closing(card, pos_single, pos_double, players=4):
    spaces = [15] * (players - 1) + [14]
    g, _ = festival(card, players=players, travelers=["Kinko", "Hirotada", "Satsuki", "Mitsukuni", "Umegae"][:players],
                    coins=[5] * players)
    while g.pending != "move":
        g.play(g.legal_actions()[0])
    assert move(pos_single) not in g.legal_actions()
    err = g.why_not(move(pos_single))
    assert err.rule == "tokaido.matsuri.closed_space" and card in str(err)
    assert g.cap[pos_double] == 1
    return g


def test_tokaido_matsuri_kamiarisai_closes_temples():
    g = _closing("Kamiarisai", 17, 37)
    assert g.cap[22] == 0 and g.cap[10] == 1  # every temple of the road, single or double


def test_tokaido_matsuri_closed_side_slot_refused():
    g = _closing("Mura matsuri", 27, 18)
    g.play(move(18))
    while g.pending != "move":
        g.play(g.legal_actions()[0])
    assert g.space[g.mover] == 15
    err = g.why_not(move(18))
    assert err.rule == "tokaido.matsuri.closed_space" and "side slot" in str(err)


def test_tokaido_matsuri_toka_ebisu_closes_villages():
    _closing("Tôka Ebisu", 26, 41)


def test_tokaido_matsuri_mura_matsuri_closes_farms():
    _closing("Mura matsuri", 27, 18)


def test_tokaido_matsuri_closed_double_with_three_players():
    g, _ = festival("Mura matsuri", players=3, travelers=["Kinko", "Hirotada", "Satsuki"])
    assert g.cap[18] == 1 and g.cap[27] == 0


def test_tokaido_matsuri_gion_choose_the_encounter():
    g, _ = festival("Gion matsuri")
    while g.pending != "move":
        g.play(g.legal_actions()[0])
    mover = g.mover
    g.play(move(21))  # an Encounter
    assert g.pending == "crossroads"
    g.play(Action("standard"))
    assert g.pending == "matsuri.gion"
    assert Action("keep_encounter", card="Kuge") in g.legal_actions()
    size = len(g.decks["encounter"])
    g.play(Action("keep_encounter", card="Kuge"))
    assert g.encounters[mover] == ["Kuge"] and len(g.decks["encounter"]) == size - 1


def test_tokaido_matsuri_yama_no_ko_completes_the_mountain_on_the_way_in():
    g = table(4, spaces=[17, 18, 19, 15], panoramas=[{}, {}, {}, {"mountain": 3}], festival=["Yama no Ko"],
              cherry_trees=[1, 1, 1, 0])  # 3 Cherry Trees are left
    g.play(move(20))  # a Mountain: the extra section completes it
    assert g.pending == "crossroads" and Action("standard") not in g.legal_actions()
    g.play(Action("take_cherry_tree"))
    g = table(4, spaces=[17, 18, 19, 15], panoramas=[{}, {}, {}, {"mountain": 3}], festival=["Yama no Ko"],
              cherry_trees=[2, 2, 2, 0])  # no Cherry Tree either: the space gives nothing more
    g.play(move(20))  # a Mountain: the extra section completes it
    assert g.panoramas[3]["mountain"] == 4 and g.pending == "move"
    assert any(e.kind == "panorama_full" for e in g.log)


def test_tokaido_decision_closed_double_view_lists_only_spaces_that_lose_room():
    g3, _ = festival("Kamiarisai", players=3, travelers=["Kinko", "Hirotada", "Satsuki"])
    assert sorted(int(s) for s in g3.view(None)["matsuri"]["closed"]) == [3, 17, 22]  # single temples only
    g4, _ = festival("Kamiarisai", players=4, travelers=["Kinko", "Hirotada", "Satsuki", "Mitsukuni"])
    assert sorted(int(s) for s in g4.view(None)["matsuri"]["closed"]) == [3, 10, 17, 22, 37, 44]  # + side slots


def test_tokaido_matsuri_tokens_log_says_where_a_token_counts():
    g, events = festival("Tango", travelers=WOMEN_AND_MEN, souvenirs=[[], ["Sake"], [], []])
    said = [e.text for e in events if e.kind == "doll_carp"]
    assert said[0] == (f"{g.names[1]} gets a Carp token, a small object used as a souvenir (souvenir 2 of a set; "
                       "never for Collector, Shodo or Emaki), and scores 3.")
    assert not any("card 1 of a set" in t or "card 2 of a set" in t for t in said)
