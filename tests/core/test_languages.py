"""The kit in Portuguese and Italian: complete catalogues, plural and capital rules per language.

* every key of every English catalogue (``messages/en.json`` anywhere in ``tokaido_kit/`` and
  ``widgets/``) exists in ``pt.json`` and ``it.json`` beside it, with the same placeholders (field
  names and format specs; a plural spec keeps its two forms, translated);
* no pt or it value is the English value, unless it is only proper names, numbers and placeholders
  (:data:`PROPER_NAMES`);
* the plural form follows each language's rule, ``{x:cap}`` and ``{x:lower}`` change one letter.
"""

from __future__ import annotations

import json
import re
import string
import threading
from pathlib import Path

import pytest

from tokaido_kit.core import i18n

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("pt", "it")
ENGLISH = sorted(p for folder in ("tokaido_kit", "widgets") for p in (ROOT / folder).rglob("messages/en.json"))

#: Words that stay as they are in every language: names of games, places, people, bots, file formats,
#: and words Portuguese and Italian borrow. Besides these, a language's glossary terms
#: (``tokaido_kit/core/glossary/<lang>.json``) and one-letter marks are allowed.
PROPER_NAMES = {
    "tokaido", "duo", "sakura", "matsuri", "crossroads", "kyoto", "edo", "automa", "randombot", "greedybot",
    "json", "kb", "hiroshige", "action", "kit", "tutorial", "app", "notebook", "samurai", "nostalgia",
}


def glossary_words(lang: str) -> set[str]:
    data = json.loads((ROOT / "tokaido_kit/core/glossary" / f"{lang}.json").read_text(encoding="utf-8"))
    words = set()
    for section in data.values():
        if isinstance(section, dict):
            for entry in section.values():
                term = entry.get("term", "") if isinstance(entry, dict) else str(entry)
                words |= {w.lower() for w in re.findall(r"[^\W\d_]+", term)}
    return words


def placeholders(template: str) -> list[tuple[str, str]]:
    """``(field, spec)`` of each placeholder; a plural spec is compared by its shape, its words translated."""
    out = []
    for _text, field, spec, _conv in string.Formatter().parse(template):
        if field is None:
            continue
        if spec.startswith("plural:"):
            spec = "plural:" + ":".join("_" for _ in spec.split(":")[1:])
        out.append((field, spec))
    return sorted(out)


def same_placeholders(english: str, translated: str) -> bool:
    """The same fields with the same specs; a translation may add a plural spec where English prints a
    bare count ("{coins} coins" -> "{coins:plural:moneta:monete}"), never drop one, and a name form where
    English prints the bare name ("{name} takes" -> "{name:the} prende", "of {name}" -> "{name:of}")."""
    en, other = placeholders(english), placeholders(translated)
    if [f for f, _ in en] != [f for f, _ in other]:
        return False
    return all(a == b or (a == "" and (b.startswith("plural:") or b in i18n.NAME_FORMS))
               for (_, a), (_, b) in zip(en, other))


def only_names(value: str, allowed: set[str] = frozenset()) -> bool:
    """True when ``value`` says nothing in English: placeholders, numbers, punctuation, one-letter marks,
    proper names and ``allowed`` words (a glossary's terms; a plural in -s counts as its singular)."""
    literal = "".join(text for text, *_ in string.Formatter().parse(value))
    names = PROPER_NAMES | set(allowed)
    return all(len(word) == 1 or word.lower() in names or word.lower().removesuffix("s") in names
               for word in re.findall(r"[^\W\d_]+", literal))


def load(path: Path) -> dict[str, str]:
    with path.open(encoding="utf-8") as fh:
        return {k: v for k, v in json.load(fh).items() if not k.startswith("_")}


def catalogue_cases():
    return [pytest.param(path, lang, id=f"{path.parent.relative_to(ROOT).as_posix()}-{lang}")
            for path in ENGLISH for lang in LANGS]


def test_the_english_catalogues_are_found():
    assert len(ENGLISH) >= 13  # core, the engines (Tokaido in three parts), widgets, common, position, rule map, three games


@pytest.mark.parametrize("english,lang", catalogue_cases())
def test_every_english_key_exists_in_pt_and_it_with_the_same_placeholders(english, lang):
    path = english.with_name(f"{lang}.json")
    assert path.is_file(), f"{path.relative_to(ROOT)} is missing: copy en.json beside it and translate it"
    en, other = load(english), load(path)
    missing = sorted(set(en) - set(other))
    assert not missing, f"{path.relative_to(ROOT)} lacks {len(missing)} keys: {missing[:20]}"
    extra = sorted(set(other) - set(en))
    assert not extra, f"{path.relative_to(ROOT)} has keys English does not: {extra[:20]}"
    wrong = [(k, placeholders(en[k]), placeholders(other[k])) for k in en if not same_placeholders(en[k], other[k])]
    assert not wrong, f"{path.relative_to(ROOT)}: placeholders differ from English: {wrong[:10]}"


@pytest.mark.parametrize("english,lang", catalogue_cases())
def test_no_pt_or_it_value_is_left_in_english(english, lang):
    path = english.with_name(f"{lang}.json")
    if not path.is_file():
        pytest.fail(f"{path.relative_to(ROOT)} is missing")
    en, other = load(english), load(path)
    allowed = glossary_words(lang)
    same = [k for k, v in other.items() if k in en and v == en[k] and not only_names(v, allowed)]
    assert not same, f"{path.relative_to(ROOT)}: {len(same)} values are still English: {same[:20]}"


def test_the_check_for_english_values_can_fail():
    assert not only_names("Not in the map yet")
    assert not only_names("{player} to decide: {pending}.")
    assert only_names("{player} {pending}.") and only_names("Tokaido Duo") and only_names("{piece} {n}: {space}")
    assert placeholders("{n:plural:space:spaces} {who:cap}") == placeholders("{who:cap} {n:plural:espaço:espaços}")
    assert not same_placeholders("{n:plural:space:spaces}", "{n} espaços")
    assert same_placeholders("{n} coins", "{n:plural:moeda:moedas}")
    assert not same_placeholders("{name}", "{nome}") and not same_placeholders("{x:cap}", "{x}")


def test_languages_are_english_portuguese_italian_each_named_in_itself():
    assert i18n.languages()[0] == "en" and {"en", "pt", "it"} <= set(i18n.languages())
    assert [i18n.language_name(x) for x in ("en", "pt", "it")] == ["English", "Português", "Italiano"]


@pytest.mark.parametrize("lang,one,other", [("en", "space", "spaces"), ("pt", "espaço", "espaços"),
                                             ("it", "spazio", "spazi")])
def test_plural_rule_per_language(lang, one, other):
    template = "{n:plural:%s:%s}" % (one, other)
    with i18n.using(lang):
        shown = [i18n._formatter.vformat(template, (), {"n": n}) for n in (0, 1, 2, 5, 21)]
    assert shown == [f"0 {other}", f"1 {one}", f"2 {other}", f"5 {other}", f"21 {other}"]
    # zero takes the plural in Brazilian Portuguese as in Italian and English (see PLURAL_ONE)
    assert i18n.plural_form(0, "ficha", "fichas", "pt") == "fichas"
    assert i18n.plural_form(1, "segnalino", "segnalini", "it") == "segnalino"


def test_plural_and_capital_rules_in_the_catalogues():
    with i18n.using("pt"):
        assert i18n.text("widgets.tutorial.painter", name="Azul", space=3, tokens=1) == \
            "Azul: pintor no espaço 3, 1 ficha."
        assert i18n.text("widgets.tutorial.painter", name="Azul", space=3, tokens=0).endswith("0 fichas.")
        assert i18n.text("widgets.save.resumed", decisions=2) == "Sua partida está de volta: 2 decisões jogadas."
    with i18n.using("it"):
        assert i18n.text("widgets.save.resumed", decisions=1) == "La tua partita è tornata: 1 decisione giocata."
    fmt = i18n._formatter
    assert fmt.vformat("{x:cap} avança.", (), {"x": "o imperador"}) == "O imperador avança."
    assert fmt.vformat("Vai al {x:lower}.", (), {"x": "Mare"}) == "Vai al mare."
    assert fmt.vformat("{x:cap}", (), {"x": "échec"}) == "Échec"


def test_a_language_in_one_thread_does_not_change_the_others():
    seen = {}

    def render():
        with i18n.using("it"):
            seen["thread"] = i18n.text("widgets.undo")

    with i18n.using("pt"):
        worker = threading.Thread(target=render)
        worker.start()
        worker.join()
        seen["main"] = i18n.text("widgets.undo")
    assert seen == {"thread": "Annulla", "main": "Desfazer"}
    assert i18n.text("widgets.undo") == "Undo"
    with pytest.raises(ValueError):
        with i18n.using("xx"):
            pass


def test_cap_and_lower_give_a_translatable_names_words_not_its_id():
    """A name that translates itself (``__format__``, as Tokaido's terms do) keeps its words under
    ``{x:cap}`` and ``{x:lower}``, as under a plain ``{x}``."""

    class Name(str):
        def __format__(self, spec: str) -> str:
            return format({"sea": "mar alto"}.get(str.__str__(self), str.__str__(self)), spec)

    formatter = i18n._Formatter()
    assert formatter.format("{x}", x=Name("sea")) == "mar alto"
    assert formatter.format("{x:cap}", x=Name("sea")) == "Mar alto"
    assert formatter.format("{x:lower}", x=Name("sea")) == "mar alto"
