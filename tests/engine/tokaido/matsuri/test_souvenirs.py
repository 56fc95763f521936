"""Doll and Carp tokens are souvenirs, and o-Tsukimi's shared Calligraphy counts itself.

Seed 000, Hina matsuri and Tango: the token "é usado como uma carta de Souvenir na
coleção do jogador, mas não conta para a Conquista Colecionador nem para o efeito
dos Objetos Lendários Shodo e Emaki": a souvenir everywhere but those three.
Seed 000, o-Tsukimi: every player scores the shared card "como se a carta
estivesse em sua coleção"; seed 002, Perfection: "1 for each of your
Calligraphies including this card".
"""

from tokaido_kit.core import Action

from .helpers import festival, kinds, table

CAST = ["Suseri", "Kinko", "Hirotada", "Satsuki"]


# ---------------------------------------------------------------- o-Tsukimi and Perfection
def test_tokaido_matsuri_o_tsukimi_shared_perfection_counts_itself():
    g, _ = festival("o-Tsukimi", calligraphies=[[], ["Foresight"], [], []])
    g.play(Action("share_calligraphy", card="Perfection"))
    events = []
    before = [g.points[p]["calligraphies"] for p in range(4)]
    g._final_scoring(events)
    shared = {e.player: e.points for e in events if e.kind == "tsukimi_score"}
    assert shared == {0: 1, 1: 2, 2: 1, 3: 1}  # itself, plus player 1's own Foresight
    assert g.points[0]["calligraphies"] - before[0] == 1


def test_tokaido_matsuri_o_tsukimi_own_perfection_is_unchanged():
    """A Perfection in one's own collection already counts itself: the shared card does not change it."""
    g = table(4, calligraphies=[["Perfection"], [], [], []])
    assert g._perfection(0) == (1, 0)


# ---------------------------------------------------------------- where a token is a souvenir
def test_tokaido_matsuri_tokens_count_for_nostalgia():
    g = table(4, travelers=CAST, souvenirs=[["Koma"], [], [], []], tokens=[["doll"], [], [], []],
              calligraphies=[["Nostalgia"], [], [], []])
    assert g._nostalgia(0)[0] == 2  # Koma + Doll


def test_tokaido_traveler_suseri_a_token_is_the_souvenir_kind():
    g = table(4, travelers=CAST, tokens=[["carp"], [], [], []])
    events = []
    g._final_scoring(events)
    assert g.points[0]["abilities"] == 1  # Souvenir: the Carp
    assert next(e for e in events if e.kind == "suseri").kinds == 1


def test_tokaido_matsuri_tokens_not_for_collector_nor_scripts():
    """The three exclusions stay: Collector (and Tanabata's early Collector), Shodo and Emaki."""
    g = table(4, travelers=CAST, tokens=[["doll", "carp"], [], [], []], souvenirs=[[], ["Koma"], [], []])
    assert g._collector(0) == 0 and g._collector(1) == 1
    g2 = table(4, travelers=CAST, tokens=[["doll"], [], [], []], legendary=[["Shodo"], [], [], []])
    assert g2.points[0]["legendary"] == 0  # Shodo bought with only a token: nothing to count
    g3, events = festival("Tango", travelers=["Kinko", "Satsuki", "Umegae", "Hirotada"],
                          legendary=[["Emaki"], [], [], []])
    assert "script_bonus" not in kinds(events) and g3.points[0]["legendary"] == 0


def test_tokaido_matsuri_tanabata_collector_ignores_tokens():
    g, _ = festival("Tanabata", tokens=[["doll", "carp"], [], [], []], souvenirs=[[], ["Koma"], [], []])
    assert g.early_awards["collector"] == [1]
