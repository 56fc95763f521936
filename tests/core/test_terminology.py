"""One term per thing, as the rulebooks say it: the words each language must not use for a game
concept, from ``tokaido_kit/core/glossary/avoid.json``, searched in every notebook's markdown and every
message catalogue of that language. A slip fails here, naming the file, the message or cell, the words
found and what to write instead."""

from __future__ import annotations

import json
import re
import warnings
from pathlib import Path
from typing import Iterator

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
AVOID_FILE = ROOT / "tokaido_kit/core/glossary/avoid.json"
AVOID = json.loads(AVOID_FILE.read_text(encoding="utf-8"))
LANGS = [lang for lang in AVOID if not lang.startswith("_") and lang != "pending"]
TRANSLATED = ("pt", "it")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def notebooks(lang: str, root: Path = ROOT) -> list[Path]:
    """The notebooks a reader of ``lang`` reads: ``notebooks/<lang>/`` (English: the rest of ``notebooks/``)."""
    base = root / "notebooks"
    found = sorted(p for p in base.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    if lang == "en":
        return [p for p in found if p.relative_to(base).parts[0] not in TRANSLATED]
    return [p for p in found if p.relative_to(base).parts[0] == lang]


def catalogues(lang: str, root: Path = ROOT) -> list[Path]:
    return sorted(p for top in ("tokaido_kit", "widgets") for p in (root / top).rglob(f"messages/{lang}.json"))


def texts(lang: str, root: Path = ROOT) -> Iterator[tuple[str, str]]:
    """(where, text) for every markdown cell, every printed output and every catalogue message a reader of
    ``lang`` reads."""
    for path in notebooks(lang, root):
        for cell in nbformat.read(str(path), as_version=4).cells:
            if cell.cell_type == "markdown":
                yield f"{path.relative_to(root)} cell {cell.get('id')}", cell.source
            for output in cell.get("outputs", []):  # what the page prints: logs, notes, rule sheets
                shown = output.get("text") or output.get("data", {}).get("text/plain", "")
                if shown and WIDGET_VIEW not in output.get("data", {}):
                    yield f"{path.relative_to(root)} cell {cell.get('id')} (printed)", shown
    for path in catalogues(lang, root):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(value, str) and not key.startswith("_"):
                yield f"{path.relative_to(root)}:{key}", value


def slips(lang: str, root: Path = ROOT, rules: dict | None = None) -> dict[tuple[str, str], list[str]]:
    """(rule name, where) -> the words found, for every rule of ``lang`` broken."""
    rules = AVOID[lang] if rules is None else rules
    compiled = {name: [re.compile(p, re.IGNORECASE) for p in rule["avoid"]] for name, rule in rules.items()}
    only = {name: re.compile(rule["only"]) for name, rule in rules.items() if "only" in rule}
    found: dict[tuple[str, str], list[str]] = {}
    printed = {name for name, rule in rules.items() if rule.get("printed")}
    for where, text in texts(lang, root):
        for name, patterns in compiled.items():
            if name in only and not only[name].search(where):
                continue
            if where.endswith("(printed)") and name not in printed:
                continue  # a prose rule; a printed table may name a painter bare ("Verde: 3 fichas")
            words = [m.group(0) for p in patterns for m in p.finditer(text)]
            if words:
                found[(name, where)] = words
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_a_language_must_not_use(lang):
    pending = AVOID.get("pending", {}).get(lang, {})
    found = slips(lang)
    new = [f"{where}: {words} ({name}: write {AVOID[lang][name]['use']!r}; {AVOID[lang][name]['why']})"
           for (name, where), words in found.items() if where not in pending.get(name, [])]
    assert not new, f"{len(new)} slips in {lang}:\n" + "\n".join(new)
    fixed = [f"{name}: {where}" for name, places in pending.items() for where in places if (name, where) not in found]
    if fixed:
        warnings.warn(f"{lang}: fixed, remove from 'pending' in {AVOID_FILE.name}: {fixed}")


def test_pending_slips_are_only_catalogue_messages_of_known_rules():
    """The tolerated slips are named messages of existing catalogues, under a rule of their language:
    a notebook is fixed in place, never tolerated."""
    for lang, rules in AVOID.get("pending", {}).items():
        for name, places in rules.items():
            assert name in AVOID[lang], f"pending {lang}: no rule {name!r}"
            for where in places:
                path, _, key = where.partition(":")
                assert path.endswith(f"messages/{lang}.json") and (ROOT / path).is_file() and key, where


def test_the_check_finds_a_slip_in_a_notebook_and_a_catalogue(tmp_path):
    (tmp_path / "notebooks/pt/sakura").mkdir(parents=True)
    (tmp_path / "widgets/messages").mkdir(parents=True)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("Pare numa Loja."),
                                         nbformat.v4.new_markdown_cell("Pare em uma Loja.")])
    for k, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{k:02d}"
    nbformat.write(nb, str(tmp_path / "notebooks/pt/sakura/01_x.ipynb"))
    (tmp_path / "widgets/messages/pt.json").write_text(json.dumps(
        {"_note": "numa nota", "a": "O kit teve de decidir.", "b": "Como diz a semente 000."}), encoding="utf-8")
    found = slips("pt", tmp_path)
    assert found == {("num, numa", "notebooks/pt/sakura/01_x.ipynb cell cell-00"): ["numa"],
                     ("ter de", "widgets/messages/pt.json:a"): ["teve de"],
                     ("semente for a rulebook", "widgets/messages/pt.json:b"): ["semente 000"]}
    assert slips("en", tmp_path) == {}


@pytest.mark.parametrize("lang, ok, slip", [
    ("pt", "A semente da partida e o manual do Matsuri.", "O seed 000 diz"),
    ("pt", "Em uma Loja, numeração 3.", "Numa Loja"),
    ("it", "Il seme della partita; la riserva della banca; la sua riserva personale.", "la sua riserva"),
    ("it", "Il regolamento non ne parla.", "il seme non ne parla"),
    ("en", "Change the seed: 12 games.", "Seed 000 says"),
])
def test_the_rules_tell_the_random_seed_from_a_rulebook(lang, ok, slip):
    rules = [re.compile(p, re.IGNORECASE) for rule in AVOID[lang].values() if "only" not in rule for p in rule["avoid"]]
    assert not any(r.search(ok) for r in rules)
    assert any(r.search(slip) for r in rules)


@pytest.mark.parametrize("lang, rule, ok, slip", [
    ("pt", "comprar for paying", "Compre 2 cartas de Matsuri; pague por Sake e adquira o Amuleto Fortuna.",
     "Compre o Amuleto Fortuna"),
    ("pt", "comprar for paying", "Revele 3 cartas e pague por quantas quiser.", "Hiroshige não compra nada."),
    ("pt", "comprar for paying", "Minato paga 3 moedas por boneca.", "Minato compra bonecas a 3."),
    ("pt", "tirar for drawing a card", "Ele compra uma carta de Encontro.", "Ele tira uma carta de Encontro."),
    ("pt", "skipping a meal", "Chihaya não come aqui.", "Chihaya pula a Refeição."),
    ("pt", "skipping a meal", "O botão diz passar; Chihaya não come.", "Hirotada passa a Refeição aqui."),
    ("pt", "Casa de Banhos", "Pague 1 moeda por uma Casa de Banhos.", "Pague 1 moeda por uma Casa de Banho."),
    ("pt", "Duo's gift is an oferta", "Ofertar retira a ficha; uma oferta por vez.", "Doar retira a ficha."),
    ("pt", "Mura matsuri closes Farms", "Mura matsuri: as Fazendas", "Mura matsuri: As Aldeias"),
    ("it", "number and gender agree", "Plancia (1 dipinto donato); dati 4, 3 e 1 monete.", "Plancia (1 donati)."),
    ("it", "number and gender agree", "Amuleto Energia rifiutato: no.", "Energia rifiutato: no."),
    ("it", "number and gender agree", "Yoshiyasu e Hirotada sono in parità.", "Yoshiyasu, Hirotada sono in parità."),
    ("pt", "number and gender agree", "Yoshiyasu e Hirotada empatam; 1 moeda.", "Yoshiyasu, Hirotada empatam."),
    ("en", "number and gender agree", "Given 4, 3 and 1 coins; 1 coin; too, they share the victory.", "8 coins, 1 points."),
    ("en", "no cell on a page", "The story printed below comes from the same clicks.", "The next cell makes the same clicks."),
    ("pt", "no cell on a page", "A história mostrada abaixo vem dos mesmos cliques.", "A próxima célula faz os mesmos cliques."),
    ("it", "no cell on a page", "La storia riportata qui sotto viene dagli stessi clic.", "La cella successiva fa gli stessi clic."),
    ("it", "meeple", "Ogni altro personaggio nella zona conta.", "Ogni altro meeple nella zona conta."),
    ("it", "sakura is masculine", "Il primo sakura; un sakura.", "La prima sakura."),
    ("it", "Portuguese left in Italian", "Il regolamento portoghese; Matsuri si gioca insieme a Crossroads.", "Matsuri si gioca sopra Crossroads."),
    ("it", "Portuguese left in Italian", "la poetessa", "la guida («Como Jogar Tokaido: Matsuri»)"),
    ("pt", "Matsuri deck", "o fundo da pilha de Matsuri", "o fundo do baralho de Matsuri"),
    ("pt", "Tokaido's game terms take a capital", "O viajante neutro vai à Loja; o Viajante come uma Refeição.",
     "O viajante vai à loja."),
    ("it", "riserva in Tokaido Duo", "Le monete vanno nella riserva personale.", "Osserva la riserva."),
    ("pt", "Sakura's painters take the article", "O Azul escolheu; a carta do Vermelho vai para o Verde, logo atrás "
     "do Azul; o pintor mais próximo (Vermelho); Azul: pintor no espaço 3.", "Azul escolheu"),
    ("pt", "Sakura's painters take the article", "Jogue 15 para o Azul e 60 para o Vermelho.", "Jogue 15 para Azul."),
    ("pt", "Sakura's painters take the article", "O Imperador recuou sobre o Vermelho.", "a carta 56 de Vermelho vem"),
    ("it", "Tokaido's game terms take a capital", "Il Viaggiatore mangia un Pasto, paga i Souvenir e pesca un "
     "Incontro; gli Incontri del mazzo.", "In un Villaggio compra souvenir."),
    ("it", "Tokaido's game terms take a capital", "Su uno spazio Incontro.", "Su uno spazio incontro."),
    ("it", "Tokaido's game terms take a capital", "I Viaggiatori.", "gli incontri della pila"),
    ("it", "Tokaido's game terms take a capital", "Due Pasti.", "il viaggiatore neutrale"),
    ("it", "Sakura's painters take the article", "Il Blu ha scelto; la carta 9 del Rosso va al Verde, subito dietro "
     "al Blu; il pittore più vicino (Rosso); il pittore Blu; Blu: pittore sullo spazio 3.", "Blu ha scelto"),
    ("it", "Sakura's painters take the article", "Gioca 15 per il Blu e 60 per il Rosso.", "Gioca 15 per Blu."),
    ("it", "Sakura's painters take the article", "L'Imperatore torna sul Rosso, dal Verde.", "la carta 56 di Rosso viene"),
    ("it", "Sakura's painters take the article", "Si raggruppa subito dietro al Blu.", "subito dietro a Blu."),
])
def test_one_term_per_thing(lang, rule, ok, slip):
    """One word for paying and one for drawing in Portuguese, one verb for skipping a meal, one noun for the
    Matsuri deck, the capitals of Tokaido's terms, the article before a Sakura painter's colour ('o Azul');
    in Italian Duo, a player's coins are the riserva personale; in Italian Tokaido, Viaggiatore, Pasto,
    Souvenir and Incontro take a capital; in Italian Sakura, a painter's colour takes the article ('il Blu')."""
    patterns = [re.compile(p, re.IGNORECASE) for p in AVOID[lang][rule]["avoid"]]
    assert not any(p.search(ok) for p in patterns)
    assert any(p.search(slip) for p in patterns)


def test_a_rule_for_one_game_applies_only_there(tmp_path):
    """'only' scopes a rule: Tokaido's capitals are not asked of a Duo 'ficha de loja'."""
    for game in ("tokaido", "duo"):
        (tmp_path / f"notebooks/pt/{game}").mkdir(parents=True)
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("A ficha de loja da cidade.")])
        nb.cells[0]["id"] = "cell-00"
        nbformat.write(nb, str(tmp_path / f"notebooks/pt/{game}/01_x.ipynb"))
    rule = {"caps": AVOID["pt"]["Tokaido's game terms take a capital"]}
    assert slips("pt", tmp_path, rule) == {("caps", "notebooks/pt/tokaido/01_x.ipynb cell cell-00"): ["loja"]}
