"""End of the journey: achievements, temple ranking, the winner, the breakdown."""

from tokaido_kit.core import Action

from .helpers import move, table


def finish(g):
    while not g.is_over:
        g.play(move(55) if g.pending == "move" else Action("pass"))
    return g


def end_table(players=4, **kw):
    kw.setdefault("spaces", [54, 55, 55, 55][:players] if players == 4 else [54] + [55] * (players - 1))
    kw.setdefault("coins", [0] * players)
    kw.setdefault("travelers", ["Kinko", "Satsuki", "Zen-emon", "Umegae", "Hirotada"][:players])
    return finish(table(players, **kw))


def awards(g):
    return {e.award: sorted(p for p in range(g.players) if p in g.awards[e.award]) for e in g.log
            if e.kind == "award"}


def test_tokaido_end_achievements_ties_all_score():
    g = end_table(meals=[["Fugu"], ["Unagi"], ["Dango"], []], hot_springs=[[2], [3, 2], [], []],
                  encounters=[["Samurai"], ["Kuge"], [], ["Miko", "Samurai"]], souvenirs=[["Koma"], [], [], []],
                  travelers=["Kinko", "Zen-emon", "Umegae", "Hirotada"])
    assert g.awards == {"gourmet": [0, 1], "bather": [1], "chatterbox": [3], "collector": [0]}
    for p in range(4):
        assert g.score_breakdown(p)["achievements"] == 3 * sum(p in v for v in g.awards.values())
    assert all(e.rule == "tokaido.end.achievements" for e in g.log if e.kind == "award")


def test_tokaido_decision_achievement_needs_cards():
    g = end_table()
    assert g.awards == {"gourmet": [], "bather": [], "chatterbox": [], "collector": []}
    assert [e.rule for e in g.log if e.kind == "award_nobody"] == ["tokaido.decision.achievement_needs_cards"] * 4


def test_tokaido_temple_ranking_dense_ranks_and_ties():
    g = end_table(5, donations=[5, 5, 3, 1, 0])
    got = {e.player: (e.rank, e.points) for e in g.log if e.kind == "temple_rank"}
    assert got == {0: (1, 10), 1: (1, 10), 2: (2, 7), 3: (3, 4)}  # player 4 never donated: 0
    assert g.score_breakdown(4)["temple_ranking"] == 0
    g2 = end_table(5, donations=[6, 5, 4, 3, 2])
    assert [g2.score_breakdown(p)["temple_ranking"] for p in range(5)] == [10, 7, 4, 2, 2]


def test_tokaido_end_winner_highest_total_and_tie_goes_to_most_achievements():
    g = end_table(3, meals=[["Fugu"], [], []], souvenirs=[[], ["Koma", "Gofu", "Washi", "Hashi"], []],
                  travelers=["Kinko", "Zen-emon", "Umegae"], panoramas=[{}, {}, {"paddy": 1}])
    # player 0: meal 6 + gourmet 3 = 9; player 1: souvenirs 4 + collector 3 = 7; player 2: 1
    assert g.scores() == [9, 7, 1] and g.winners() == [0]
    g2 = table(3, spaces=[55, 55, 54], travelers=["Kinko", "Zen-emon", "Umegae"], coins=[0, 0, 0],
               meals=[["Fugu"], [], []], hot_springs=[[], [2, 2], []], souvenirs=[[], ["Koma"], []])
    finish(g2)
    # player 0: 6 + gourmet 3 = 9 (1 achievement); player 1: 4 + 1 + bather 3 + collector 3 = 11
    assert g2.winners() == [1]
    g3 = table(3, spaces=[55, 55, 54], travelers=["Kinko", "Zen-emon", "Umegae"], coins=[0, 0, 0],
               meals=[["Fugu"], ["Unagi"], []], hot_springs=[[3], [], []], souvenirs=[[], ["Koma", "Sake"], []])
    finish(g3)
    # p0: 6 + 3 + gourmet 3 + bather 3 = 15 (2 cards); p1: 6 + 4 + gourmet 3 + collector 3 = 16
    assert g3.scores()[:2] == [15, 16] and g3.winners() == [1]
    g4 = table(3, spaces=[55, 55, 54], travelers=["Kinko", "Zen-emon", "Umegae"], coins=[0, 0, 0],
               meals=[["Fugu"], ["Unagi"], []], hot_springs=[[3], [], []], souvenirs=[[], ["Koma", "Gofu"], []])
    finish(g4)
    # p0: 6 + 3 + 3 + 3 = 15 with 2 achievement cards; p1: 6 + 2 + 3 + 3 = 14
    assert g4.winners() == [0]


def test_tokaido_end_tie_on_points_broken_by_achievement_cards():
    g = table(3, spaces=[55, 55, 54], travelers=["Kinko", "Zen-emon", "Umegae"], coins=[0, 0, 0],
              meals=[["Fugu"], [], []], panoramas=[{}, {"sea": 3, "mountain": 2}, {}])
    finish(g)
    # p0: meal 6 + Gourmet 3 = 9 with 1 achievement card; p1: panoramas 6 + 3 = 9 with none
    assert g.scores()[:2] == [9, 9] and g.achievement_count(0) == 1 and g.achievement_count(1) == 0
    assert g.winners() == [0]


def test_tokaido_end_exact_tie_break():
    # p0: hot springs 3+3 = 6, bather 3 -> 9, 1 card. p1: paddy 1+2+3 = 6 + achievement 3 = 9, 1 card
    # + collector: p1 also holds Koma (1 point) -> 10 and 2 cards; remove: give p0 Koma too -> tie on collector
    g = table(3, spaces=[55, 55, 54], travelers=["Kinko", "Zen-emon", "Umegae"], coins=[0, 0, 0],
              hot_springs=[[3, 3], [], []], panoramas=[{}, {"paddy": 3}, {}])
    finish(g)
    assert g.scores()[:2] == [9, 9] and g.achievement_count(0) == 1 == g.achievement_count(1)
    assert g.winners() == [0, 1]  # still tied: shared victory
    assert [(e.kind, e.rule) for e in g.log if e.kind.startswith("winner")] == [("winners_shared", "tokaido.end.winner")]
    assert g.log[-1].text == "Kinko and Zen-emon share the victory with 9 points and 1 achievement card each."
    g2 = table(3, spaces=[55, 55, 54], travelers=["Kinko", "Zen-emon", "Umegae"], coins=[0, 0, 0],
               hot_springs=[[3, 2], [], []], encounters=[["Kuge"], [], []], panoramas=[{}, {"paddy": 3}, {}],
               donations=[0, 1, 0])
    finish(g2)
    # p0: 5 + bather 3 + chatterbox 3 = 11 (2 cards); p1: 6 + 3 + temple 1 + ranking 10 = 20
    assert g2.winners() == [1]


def test_score_breakdown_sums_to_the_score():
    g = end_table(meals=[["Fugu"], ["Unagi"], [], []], hot_springs=[[2], [3], [], []], donations=[2, 0, 1, 0],
                  souvenirs=[["Koma", "Sake"], [], [], []], panoramas=[{"sea": 2}, {}, {}, {}])
    for p in range(4):
        assert sum(g.score_breakdown(p).values()) == g.scores()[p] == g.view()["players"][p]["score"]
    assert set(g.score_breakdown(0)) >= {"panoramas", "souvenirs", "meals", "temple", "achievements",
                                         "temple_ranking", "hot_springs", "encounters"}
