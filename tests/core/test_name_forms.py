"""A player's name as each sentence needs it: Italian puts an article before "Giocatore 1",
"Automa" and a Sakura colour, and joins it to the preposition before them ("del Giocatore 1",
"all'Automa", "dietro al Rosso"); a proper name ("Hiroshige") takes neither. The catalogue holds
the forms (``{name:the}``, ``{name:of}``, ``{name:to}``, ``{name:from}``); these tests read every log
line of played games in Italian and Portuguese and find no name without them."""

from __future__ import annotations

import re

import pytest

from tokaido_kit.bots import RandomBot
from tokaido_kit.core import i18n
from tokaido_kit.duo import DuoGame
from tokaido_kit.duo.words import PlayerName
from tokaido_kit.sakura import SakuraGame
from tokaido_kit.sakura.words import Name


def played(game):
    bot = RandomBot(3)
    while not game.is_over:
        game.play(bot.choose(game))
    return game.log


@pytest.fixture(scope="module")
def duo_logs():
    return [played(DuoGame.new(players=2, seed=seed, automa=bool(seed % 2))) for seed in range(6)]


@pytest.fixture(scope="module")
def sakura_logs():
    return [played(SakuraGame.new(players=players, seed=players)) for players in (3, 4)]


def lines(logs, lang):
    with i18n.using(lang):
        return sorted({event.text for log in logs for event in log})


#: Where a name stands in a sentence, what may come just before it.
IT_DUO = re.compile(r"(?<!\bil )(?<!\bdel )(?<!\bal )(?<!\bdal )(?<!\bIl )\bGiocatore \d|(?<![lL]')\bAutoma\b")
PT_DUO = re.compile(r"(?<!\bo )(?<!\bdo )(?<!\bao )(?<!\bO )\bJogador \d|(?<!\bo )(?<!\bdo )(?<!\bao )(?<!\bO )\bAutoma\b")
IT_COLOURS = "Blu|Rosso|Verde|Giallo|Viola|Grigio|Pittore imperiale"
IT_SAKURA = re.compile(rf"(?<!\bil )(?<!\bdel )(?<!\bal )(?<!\bdal )(?<!\bIl )(?<!pittore )(?<!\()\b({IT_COLOURS})\b")
PT_COLOURS = "Azul|Vermelho|Verde|Amarelo|Roxo|Cinza|Pintor imperial"
PT_SAKURA = re.compile(rf"(?<!\bo )(?<!\bdo )(?<!\bao )(?<!\bO )(?<!pintor )(?<!\()\b({PT_COLOURS})\b")


def test_every_italian_duo_line_gives_the_player_an_article(duo_logs):
    found = lines(duo_logs, "it")
    assert any("Il Giocatore 1 prende" in t for t in found) and any("dell'Automa" in t for t in found)
    assert [t for t in found if IT_DUO.search(t)] == []
    assert not [t for t in found if re.search(r"\b(di|a|da) (il|l')", t)]


def test_every_portuguese_duo_line_joins_the_preposition_to_the_article(duo_logs):
    found = lines(duo_logs, "pt")
    assert any("O Peregrino do Jogador 1" in t for t in found)
    assert [t for t in found if PT_DUO.search(t)] == []


def test_every_italian_sakura_line_gives_the_painter_an_article(sakura_logs):
    found = [t for t in lines(sakura_logs, "it") if not t.startswith("L'ultimo sakura")]  # the final list
    assert any(t.startswith("Il Rosso mette") for t in found)
    assert [t for t in found if IT_SAKURA.search(t)] == []


def test_every_portuguese_sakura_line_gives_the_painter_an_article(sakura_logs):
    """'O Azul coloca uma carta', 'logo atrás do Vermelho', never 'Azul coloca' (the final list and the painters
    sharing the gate, in brackets, are lists of names)."""
    found = [t for t in lines(sakura_logs, "pt") if not t.startswith(("A última sakura", "Pintores que dividem"))]
    assert any(t.startswith("O Vermelho coloca") for t in found)
    assert [t for t in found if PT_SAKURA.search(t)] == []
    with i18n.using("pt"):
        assert i18n._formatter.format("{a:the}, {a:of}, {b:to}", a=Name("Blue"), b=Name("Imperial")) == \
            "o Azul, do Azul, ao Pintor imperial"


@pytest.mark.parametrize("lang, form, expected", [
    ("it", "the", "il Giocatore 2"), ("it", "of", "del Giocatore 2"), ("it", "to", "al Giocatore 2"),
    ("it", "from", "dal Giocatore 2"), ("pt", "of", "do Jogador 2"), ("en", "the", "Player 2"),
])
def test_a_player_name_in_each_form(lang, form, expected):
    with i18n.using(lang):
        assert i18n._formatter.format("{name:" + form + "}", name=PlayerName("Player 2")) == expected


def test_a_name_the_catalogue_does_not_know_takes_the_plain_preposition():
    """A proper name, or a name the catalogue lacks, has no article: "di Anna", "a Hiroshige"."""
    with i18n.using("it"):
        fmt = i18n._formatter.format
        assert fmt("{a:the}, {a:of}, {b:to}", a=PlayerName("Anna"), b="Hiroshige") == "Anna, di Anna, a Hiroshige"
        assert fmt("{a:of}, {b:to}, {c:the}", a=PlayerName("Automa"), b=Name("Red"), c=Name("Imperial")) == \
            "dell'Automa, al Rosso, il Pittore imperiale"


def test_a_tokaido_player_without_a_traveller_is_named_in_the_reader_language():
    """Before the Traveller tiles are chosen a player is 'Player 1', read when shown ('il Giocatore 1'), never
    the language the game was created in."""
    from tokaido_kit.core import Action
    from tokaido_kit.tokaido import TokaidoGame

    game = TokaidoGame.new(players=3, seed=1)
    with i18n.using("it"):
        assert game.why_not(Action("move", space=2)).message.startswith(
            "Prima che qualcuno si muova, il Giocatore 1 deve decidere")
        assert game.log[1].text.endswith("in quest'ordine: Giocatore 3, Giocatore 2, Giocatore 1.")
    with i18n.using("pt"):
        assert "o Jogador 1 precisa decidir" in game.why_not(Action("move", space=2)).message
    assert game.log[1].text == "The travellers leave Kyoto in this order: Player 3, Player 2, Player 1."


def test_tokaido_set_up_lines_read_in_the_reader_language():
    """The starting positions of a lesson, the Preparations coin changes and the neutral traveller in the
    departure order are kept in English and read in the language of the moment (not the one the game was
    created in)."""
    from tokaido_kit.tokaido import TokaidoGame

    with i18n.using("it"):  # created in Italian, read in English, Portuguese and Italian
        placed = TokaidoGame.scenario(3, seed=17, travelers=["Umegae", "Hirotada", "Zen-emon"], spaces=[12, 13, 14])
        prepared = TokaidoGame.new(players=3, seed=3, preparations=True)
        duel = TokaidoGame.new(players=2, seed=1)
    where = next(e for e in placed.log if e.kind == "placed")
    coins = next(e for e in prepared.log if e.kind == "preparations")
    order = next(e for e in duel.log if e.kind == "departure")
    assert where.text.startswith("A position set up for this lesson: Umegae at 12, Hirotada at 13, Zen-emon at 14;")
    assert "(Player " in coins.text and "Giocatore" not in coins.text
    assert "the neutral traveller" in order.text and "Viaggiatore" not in order.text
    with i18n.using("pt"):
        assert "Umegae no espaço 12, Hirotada no espaço 13" in where.text
        assert "(Jogador " in coins.text and "o Viajante neutro" in order.text
    with i18n.using("it"):
        assert "Umegae sullo spazio 12" in where.text and "(Giocatore " in coins.text
        assert "il Viaggiatore neutrale" in order.text
