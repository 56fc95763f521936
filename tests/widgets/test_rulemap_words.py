"""Every rulebook sentence of the rule map is taught in words in a tutorial it links to, not only covered by a
rule id on a rule sheet; the rule map shows the sentences that are not."""

from __future__ import annotations

import html
import re

import pytest

from tokaido_kit.core import i18n
from widgets.rulemap import model
from widgets.rulemap.page import page


def test_content_words_leave_out_short_words_and_stopwords():
    assert model.content_words("Se as cartas acabarem, embaralhe a pilha de descarte.") == \
        {"carta", "acaba", "embar", "pilha", "desca"}
    assert model.content_words("when they have 3 of them") == set()


def test_a_sentence_said_in_a_tutorial_is_taught_and_a_foreign_one_is_not():
    seed, section, sentence = next(model.sentences("sakura"))
    path = model.teaching("sakura", sentence, seed.language).tutorials[0]
    cell = max(model.markdown_words(path), key=len)  # a tutorial's own words, as a rulebook sentence
    said = model.Sentence(" ".join(sorted(cell)), sentence.rules)
    found = model.teaching("sakura", said, seed.language)
    assert found.in_words and found.share == 1.0 and found.where == path
    foreign = model.Sentence("Zebras xilofonam quadrados violetas durante eclipses.", sentence.rules)
    found = model.teaching("sakura", foreign, seed.language)
    assert not found.in_words and found.share == 0.0 and found.tutorials
    orphan = model.Sentence(sentence.quote, ("sakura.no_such_rule",))
    assert model.teaching("sakura", orphan, seed.language).tutorials == ()
    assert not model.teaching("sakura", orphan, seed.language).in_words  # no tutorial: not taught


def test_the_translated_tutorial_is_read_for_a_rulebook_in_its_language():
    seed = next(s for s in model.seeds("sakura") if s.language == "pt")
    found = model.teaching("sakura", seed.sections[0].sentences[0], seed.language)
    assert found.tutorials and all(p.startswith("pt/sakura/") for p in found.tutorials)


@pytest.mark.parametrize("game", model.GAMES)
def test_the_map_marks_and_lists_exactly_the_sentences_not_taught_in_words(game):
    untaught = model.not_in_words(game)
    text = page(game, lambda p: p)
    body = text.split("</style>", 1)[1]
    marked = re.findall(r'<td class="kit-rulemap-quote" lang="\w+" rowspan="\d+" id="(s[\w-]+)">[^<]*'
                        r'<span class="kit-rulemap-words-missing"', body)
    assert sorted(marked) == sorted(f"s{seed.number}-{k}-{j}" for seed, k, j, _s, _t in untaught)
    summary = re.search(r'<p class="kit-rulemap-summary">(.*?)</p>', body).group(1)
    assert f"{len(untaught)} rulebook sentences not yet taught in words" in summary
    if untaught:
        listed = body.split('id="not-in-words"', 1)[1]
        assert all(html.escape(sentence.quote) in listed for _seed, _k, _j, sentence, _t in untaught)
        assert all(f'href="#s{seed.number}-{k}-{j}"' in listed for seed, k, j, _s, _t in untaught)
    else:
        assert 'id="not-in-words"' not in body


def test_a_new_sentence_no_tutorial_says_shows_on_the_map(monkeypatch):
    seeds = model.seeds("sakura")
    first = seeds[0].sections[0]
    extra = model.Sentence("Zebras xilofonam quadrados violetas durante eclipses.", first.sentences[0].rules)
    changed = model.Seed(seeds[0].seed, seeds[0].title, seeds[0].language,
                         (model.Section(first.heading, first.sentences + (extra,)),) + seeds[0].sections[1:])
    monkeypatch.setattr(model, "seeds", lambda game: (changed,) + seeds[1:] if game == "sakura" else ())
    before = {(s.number, k, j) for s, k, j, _q, _t in model.not_in_words("sakura")}
    assert (seeds[0].number, 0, len(first.sentences)) in before
    text = page("sakura", lambda p: p)
    assert f'id="s{seeds[0].number}-0-{len(first.sentences)}">{extra.quote}<span class="kit-rulemap-words-missing"' in text


def test_the_marker_speaks_the_reader_language():
    i18n.set_language("pt")
    try:
        text = page("duo", lambda p: p)
    finally:
        i18n.set_language("en")
    if model.not_in_words("duo"):
        assert "ainda não ensinada com palavras" in text and "Ainda não ensinadas com palavras" in text


@pytest.mark.parametrize("game", model.GAMES)
def test_every_rulebook_sentence_is_taught_in_words(game):
    """Plain words: the tutorials say every rule-map sentence in words (73 were not: Tokaido 47, Duo 18, Sakura 8);
    a new rulebook sentence, or a tutorial edit that loses one, shows here and on the map."""
    assert [sentence.quote for _seed, _k, _j, sentence, _t in model.not_in_words(game)] == []
