"""What a rule map shows, without any HTML: the walk of each rulebook, the tests, the tutorials.

Data (kept beside each engine, read here, never by the engine):

* ``tokaido_kit/<game>/rulebook/seed_<NNN>.json``: one file per seed rulebook the game is built
  from, in the seed's order: ``sections`` of ``{"heading", "sentences": [{"quote", "rules"}]}``,
  each quote a rule sentence in the seed's own language and the catalogue ids that play it.
* ``tokaido_kit/<game>/rulebook/kit.json``: ``facts`` (catalogue rules taken from the kit's fact
  sheet, grouped by its sections, for what no seed prints) and ``decisions`` (every kit decision,
  i.e. house rule, -> the rule ids whose question it settles).

Tests "named after" a rule are the test functions under the repository's ``tests/`` folder whose
name is ``test_`` + the rule id with ``.`` and ``-`` as ``_``, alone or followed by ``_...``. A test
counts for the most specific rule it names: ``test_tokaido_village_sets_...`` is a test of
``tokaido.village.sets``, not of ``tokaido.village``. The folder is read with :mod:`ast` (nothing
is imported) once per process.
"""

from __future__ import annotations

import ast
import importlib
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import tokaido_kit
from tokaido_kit.core.rules import Rule

from ..links import GAMES, NOTEBOOKS  # one list of games, one notebooks folder for the whole kit

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"


@dataclass(frozen=True)
class Sentence:
    quote: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class Section:
    heading: str
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True)
class Seed:
    seed: str  # the seed's file name without ".txt", e.g. "000_956bb080a06efcda"
    title: str
    language: str
    sections: tuple[Section, ...]

    @property
    def number(self) -> str:
        return self.seed.split("_")[0]


@dataclass(frozen=True)
class KitNotes:
    fact_sheet: str
    facts: tuple[tuple[str, tuple[str, ...]], ...]  # (fact sheet section, rule ids)
    decisions: dict  # decision rule id -> tuple of the rule ids it settles


@dataclass(frozen=True)
class TestRef:
    path: str  # relative to the repository root, e.g. "tests/engine/sakura/test_actions.py"
    name: str

    def __str__(self) -> str:
        return f"{self.path}::{self.name}"


def catalogue(game: str) -> dict[str, Rule]:
    """The game's ``RULES`` (every row, expansions included)."""
    if game not in GAMES:
        raise KeyError(f"no rule map for {game!r}; games: {GAMES}")
    return importlib.import_module(f"tokaido_kit.{game}").RULES


def rulebook_dir(game: str) -> Path:
    return Path(tokaido_kit.__file__).resolve().parent / game / "rulebook"


@lru_cache(maxsize=None)
def seeds(game: str) -> tuple[Seed, ...]:
    """The seed rulebooks of ``game``, in the order of their numbers."""
    out = []
    for path in sorted(rulebook_dir(game).glob("seed_*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        sections = tuple(
            Section(sec["heading"], tuple(Sentence(s["quote"], tuple(s["rules"])) for s in sec["sentences"]))
            for sec in data["sections"]
        )
        out.append(Seed(data["seed"], data["title"], data["language"], sections))
    return tuple(out)


@lru_cache(maxsize=None)
def kit_notes(game: str) -> KitNotes:
    data = json.loads((rulebook_dir(game) / "kit.json").read_text(encoding="utf-8"))
    facts = tuple((f["section"], tuple(f["rules"])) for f in data["facts"])
    return KitNotes(data["fact_sheet"], facts, {k: tuple(v) for k, v in data["decisions"].items()})


def sentences(game: str):
    """Every ``(seed, section, sentence)`` of the game, in order."""
    for seed in seeds(game):
        for section in seed.sections:
            for sentence in section.sentences:
                yield seed, section, sentence


def ids_in_data(game: str) -> list[tuple[str, str]]:
    """``(where, rule id)`` for every rule id the data files name (to check against the catalogue)."""
    out = [(f"seed {seed.number} / {section.heading}", rid)
           for seed, section, sentence in sentences(game) for rid in sentence.rules]
    notes = kit_notes(game)
    out += [(f"kit.json facts / {name}", rid) for name, rids in notes.facts for rid in rids]
    for decision, settled in notes.decisions.items():
        out.append(("kit.json decisions", decision))
        out += [(f"kit.json decisions / {decision}", rid) for rid in settled]
    return out


def stated_in_seeds(game: str) -> set[str]:
    return {rid for _, _, sentence in sentences(game) for rid in sentence.rules}


def from_fact_sheet(game: str) -> set[str]:
    return {rid for _, rids in kit_notes(game).facts for rid in rids}


def unplaced(game: str) -> list[str]:
    """Catalogue rules the map has no place for: no seed sentence, no fact sheet row, no decision row."""
    placed = stated_in_seeds(game) | from_fact_sheet(game) | set(kit_notes(game).decisions)
    return [rid for rid in catalogue(game) if rid not in placed]


# ------------------------------------------------------------------ tests named after rules
def test_prefix(rule_id: str) -> str:
    """``tokaido.traveler.zen-emon`` -> ``test_tokaido_traveler_zen_emon``."""
    return "test_" + re.sub(r"[.-]", "_", rule_id)


@lru_cache(maxsize=4)
def test_functions(tests_dir: Path = TESTS) -> tuple[TestRef, ...] | None:
    """Every ``test_*`` function (module level or in a class) under ``tests_dir``; None without the folder."""
    if not tests_dir.is_dir():
        return None
    found = []
    for path in sorted(tests_dir.rglob("test_*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):
            continue  # a file being edited: its tests are not listed until it parses again
        rel = path.relative_to(tests_dir.parent).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_"):
                found.append(TestRef(rel, node.name))
    return tuple(found)


def tests_by_rule(game: str, tests: tuple[TestRef, ...] | None = None) -> dict[str, list[TestRef]] | None:
    """Rule id -> the tests named after it (each test under its most specific rule); None without tests/."""
    tests = test_functions() if tests is None else tests
    if tests is None:
        return None
    ids = sorted(catalogue(game), key=len, reverse=True)
    prefixes = [(rid, test_prefix(rid)) for rid in ids]
    out: dict[str, list[TestRef]] = {rid: [] for rid in catalogue(game)}
    for test in tests:
        for rid, prefix in prefixes:
            if test.name == prefix or test.name.startswith(prefix + "_"):
                out[rid].append(test)
                break
    return out


# ------------------------------------------------------------------ tutorials
def tutorial(rule: Rule) -> str | None:
    """The notebook (relative to ``notebooks/``) the rule's section names, or None."""
    path = rule.section.split("#")[0]
    return path if path.endswith(".ipynb") else None


def tutorial_exists(path: str) -> bool:
    return (NOTEBOOKS / path).is_file()


# ------------------------------------------------------------------ taught in words
#: A rulebook sentence is taught in words when one text (markdown) cell of a tutorial it links to holds at
#: least this share of the sentence's content words: a rule id on a rule sheet is not enough.
TAUGHT_SHARE = 0.34

#: Words of four letters or more that carry no rule (compared, like every word, on their first 5 letters).
STOPWORDS = frozenset("""
about after also been before could each from have into more must only other same should such than that their
them then there these they this those until what when which will with would your
ainda antes apenas cada como depois deve devem entre essa esse esta este isso mais mesmo mesma outro outra para
pela pelo pode podem quando sobre seus suas também você
alla alle allo anche come dalla dalle della delle dello degli dopo essere loro nella nelle ogni prima puoi
può quando questa questo quella quello sempre sono sulla suoi viene vengono
""".split())

_WORD = re.compile(r"[^\W\d_]+")


def content_words(text: str) -> set[str]:
    """The words of ``text`` that can carry a rule: four letters or more, not a stopword, first 5 letters."""
    words = (w.lower() for w in _WORD.findall(text))
    return {w[:5] for w in words if len(w) >= 4 and w not in STOPWORDS}


@lru_cache(maxsize=512)
def _markdown(path: Path, mtime: float) -> tuple[frozenset[str], ...]:
    cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    return tuple(frozenset(content_words("".join(c.get("source", ""))))
                 for c in cells if c.get("cell_type") == "markdown")


def markdown_words(path: str) -> tuple[frozenset[str], ...]:
    """The content words of each text cell of the notebook ``path`` (relative to ``notebooks/``)."""
    file = NOTEBOOKS / path
    return _markdown(file, file.stat().st_mtime) if file.is_file() else ()


@dataclass(frozen=True)
class Teaching:
    """How well the tutorials a rulebook sentence links to say it in words."""
    tutorials: tuple[str, ...]  # the notebooks searched (in the rulebook's language where translated)
    share: float  # the best share of the sentence's content words found in one text cell
    where: str | None  # the notebook of that cell

    @property
    def in_words(self) -> bool:
        return self.share >= TAUGHT_SHARE


def teaching(game: str, sentence: Sentence, language: str) -> Teaching:
    """Where ``sentence`` (a rulebook sentence in ``language``) is said in words by the tutorials of its rules."""
    from .. import links

    rules = catalogue(game)
    paths = sorted({p for rid in sentence.rules if rid in rules and (p := tutorial(rules[rid])) and tutorial_exists(p)})
    tutorials = tuple(links.translated(p, language) for p in paths)
    words = content_words(sentence.quote)
    best, where = 0.0, None
    for path in tutorials:
        for cell in markdown_words(path):
            share = len(words & cell) / len(words) if words else 1.0
            if share > best:
                best, where = share, path
    return Teaching(tutorials, best, where)


def not_in_words(game: str) -> list[tuple[Seed, int, int, Sentence, Teaching]]:
    """Every rulebook sentence no tutorial it links to says in words: (seed, section index, sentence index,
    sentence, how it was looked for), in the rulebook's order."""
    out = []
    for seed in seeds(game):
        for k, section in enumerate(seed.sections):
            for j, sentence in enumerate(section.sentences):
                found = teaching(game, sentence, seed.language)
                if not found.in_words:
                    out.append((seed, k, j, sentence, found))
    return out
