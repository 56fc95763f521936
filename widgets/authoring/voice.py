"""One voice for every rule: the facts a rule card names must agree wherever the rule is taught.

The facts live in ``tokaido_kit/core/glossary/facts.json``, one entry per fact, keyed by the rule id whose
card (the catalogue's summary, ``rule.<id>.summary``) is the statement. For each language a fact gives:

* ``about``: a regular expression a sentence must match to speak of this fact (a card's own sentences
  always do);
* ``says``: regular expressions that find a statement of the fact in such a sentence, each either with a
  named group ``v`` (the value as written: "2 coins", "some money") or with a fixed ``means`` (what that
  wording says, for wordings that carry no number: "the number", "the direction").

The card must state the fact (at least one value); every other statement, in any tutorial's markdown, any
stored output (printed logs, rule sheets, house-rule notes) and any catalogue message of that language,
must give one of the card's values. ``status`` facts compare how a rule is presented instead: as a house
rule (a kit decision) or as a rule of the rulebook, against the catalogue's ``decision`` flag.

``python -m widgets.authoring voice`` prints what the check finds, per language.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator

ROOT = Path(__file__).resolve().parents[2]
FACTS_FILE = ROOT / "tokaido_kit/core/glossary/facts.json"
LANGS = ("en", "pt", "it")
TRANSLATED = ("pt", "it")
#: Outputs a reader sees; a live widget's text/plain is its Python repr, never shown.
SHOWN = ("text/html", "text/markdown", "text/plain")
NUMBERS = {
    "en": "zero one two three four five six seven eight nine ten".split(),
    "pt": "zero um dois três quatro cinco seis sete oito nove dez".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove dieci".split(),
}
FEMININE = {"pt": {"uma": 1, "duas": 2}, "it": {"una": 1}, "en": {}}
ARTICLES = {"en": "the a an", "pt": "o a os as um uma", "it": "il lo la i gli le un uno una"}
#: How a house-rule note begins, in the printed notes and on rule sheets (the badge).
HOUSE_RULE = {
    "en": re.compile(r"House rule|kit decision", re.I),
    "pt": re.compile(r"Regra da casa|decisão do kit", re.I),
    "it": re.compile(r"Regola della casa|decisione del kit", re.I),
}
_TAG = re.compile(r"<[^>]+>")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'«“(*\[])|\n+")


@dataclass(frozen=True)
class Finding:
    fact: str
    rule: str
    where: str
    found: str
    card: tuple[str, ...]

    def __str__(self) -> str:
        card = " or ".join(repr(v) for v in self.card) if self.card else "nothing (the card must state it)"
        return f"{self.where}: {self.fact} ({self.rule}) says {self.found!r}; the rule card says {card}"


def load_facts(path: Path = FACTS_FILE) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["facts"]


def _plain(text: str) -> str:
    """Text as a reader reads it: tags gone (a rule sheet's <br> and </div> end a line), entities decoded."""
    text = re.sub(r"</div>|</p>", "\n\n", re.sub(r"<br\s*/?>|</li>|</tr>", "\n", text))
    return html.unescape(_TAG.sub("", text))


def notebooks(lang: str, root: Path = ROOT) -> list[Path]:
    base = root / "notebooks"
    found = sorted(p for p in base.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts and "tools" not in p.parts)
    if lang == "en":
        return [p for p in found if p.relative_to(base).parts[0] not in TRANSLATED]
    return [p for p in found if p.relative_to(base).parts[0] == lang]


def catalogues(lang: str, root: Path = ROOT) -> list[Path]:
    return sorted(p for top in ("tokaido_kit", "widgets") for p in (root / top).rglob(f"messages/{lang}.json"))


def notebook_texts(path: Path, root: Path = ROOT) -> Iterator[tuple[str, str]]:
    """(where, text) for each markdown cell and each stored output of one notebook."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    rel = path.relative_to(root)
    for i, cell in enumerate(nb.get("cells", [])):
        source = "".join(cell.get("source", ""))
        if cell.get("cell_type") == "markdown":
            yield f"{rel} cell {i}", source
            continue
        for output in cell.get("outputs", []):
            if "text" in output:
                yield f"{rel} cell {i} (printed)", "".join(output["text"])
            data = output.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                continue
            for mime in SHOWN:
                if mime in data:
                    value = data[mime]
                    yield f"{rel} cell {i} (shown)", _plain("".join(value) if isinstance(value, list) else value)
                    break


def texts(lang: str, root: Path = ROOT) -> Iterator[tuple[str, str]]:
    """(where, text) for everything a reader of ``lang`` reads: notebooks, then catalogue messages."""
    for path in notebooks(lang, root):
        yield from notebook_texts(path, root)
    for path in catalogues(lang, root):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(value, str) and not key.startswith("_"):
                yield f"{path.relative_to(root)}:{key}", value


def cards(lang: str, root: Path = ROOT) -> dict[str, str]:
    """rule id -> the card's summary in ``lang``."""
    found: dict[str, str] = {}
    for path in catalogues(lang, root):
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if key.startswith("rule.") and key.endswith(".summary") and isinstance(value, str):
                found[key[len("rule."):-len(".summary")]] = value
    return found


def normalize(value: str, lang: str) -> str:
    """'Two Coins' and '2 coin' are one value: lower case, numbers as digits, no article, no plural s."""
    words = []
    articles = set(ARTICLES[lang].split())
    for word in re.findall(r"[\w+-]+|[^\w\s]", value.lower()):
        if word in NUMBERS[lang]:
            word = str(NUMBERS[lang].index(word))
        elif word in FEMININE[lang]:
            word = str(FEMININE[lang][word])
        elif word in articles:
            continue
        words.append(word[:-1] if len(word) > 3 and word.endswith("s") else word)
    return " ".join(words)


def sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE.split(text) if s.strip()]


def statements(fact: dict, lang: str, text: str, card: bool = False) -> list[tuple[str, str]]:
    """(value as written, normalized value) of every statement of ``fact`` in ``text``."""
    spec = fact.get(lang)
    if not spec:
        return []
    about = re.compile(spec.get("about", "."), re.I)
    found = []
    for sentence in sentences(text):
        if not card and not about.search(sentence):
            continue
        for says in spec["says"]:
            pattern = re.compile(says["re"] if isinstance(says, dict) else says, re.I)
            for m in pattern.finditer(sentence):
                written = m.group("v") if "v" in pattern.groupindex else m.group(0)
                meaning = says.get("means") if isinstance(says, dict) else None
                found.append((written, meaning or normalize(written, lang)))
    return found


def check(lang: str, facts: list[dict] | None = None, sources: Iterable[tuple[str, str]] | None = None,
          root: Path = ROOT, decisions: dict[str, bool] | None = None) -> list[Finding]:
    """Every statement of a fact, in ``sources`` (default: all the texts of ``lang``), that the rule card
    does not make; and every card that does not state its fact."""
    facts = load_facts() if facts is None else facts
    summaries = cards(lang, root)
    sources = list(texts(lang, root) if sources is None else sources)
    findings: list[Finding] = []
    for fact in facts:
        if lang not in fact:
            continue
        rule = fact["rule"]
        card_text = summaries.get(rule, "")
        card_key = f"rule.{rule}.summary"
        if fact.get("status"):
            findings.extend(_status(fact, lang, sources, decisions))
            continue
        card = {norm: written for written, norm in statements(fact, lang, card_text, card=True)}
        if not card:
            findings.append(Finding(fact["id"], rule, f"card {card_key}", card_text, ()))
            continue
        for where, text in sources:
            if where.endswith(":" + card_key):
                continue
            for written, norm in statements(fact, lang, text):
                if norm not in card:
                    findings.append(Finding(fact["id"], rule, where, written, tuple(card.values())))
    return findings


def _status(fact: dict, lang: str, sources: list[tuple[str, str]], decisions: dict[str, bool] | None):
    """A fact presented as a house rule in one place and as a rule of the rulebook in another; the
    catalogue's decision flag says which it is. A house-rule note begins with its label (a printed note)
    or carries it on its title line (a rule sheet's badge); a card's summary is shown as its rule is."""
    known = decisions or {}
    flag = lambda rule_id: known[rule_id] if rule_id in known else decision_of(rule_id)  # noqa: E731
    want = "house rule" if flag(fact["rule"]) else "rule"
    out = []
    for where, text in sources:
        key = re.search(r":rule\.(.+)\.summary$", where)
        for para in re.split(r"\n\s*\n", text):
            lines = para.split("\n")
            badge = bool(HOUSE_RULE[lang].search(lines[0]))
            for line in lines:
                if not statements(fact, lang, line, card=True):
                    continue
                if key:
                    said = "house rule" if flag(key.group(1)) else "rule"
                else:
                    said = "house rule" if badge or HOUSE_RULE[lang].search(line) else "rule"
                if said != want:
                    out.append(Finding(fact["id"], fact["rule"], where, f"{said}: {line.strip()[:120]}", (want,)))
    return out


def decision_of(rule_id: str) -> bool:
    """Whether a rule of any game is a kit decision (a house rule)."""
    from tokaido_kit.core.rules import lookup
    import tokaido_kit.duo  # noqa: F401  (each game registers its rule table on import)
    import tokaido_kit.sakura  # noqa: F401
    import tokaido_kit.tokaido  # noqa: F401

    return lookup(rule_id).decision


def report(langs: Iterable[str] = LANGS) -> int:
    total = 0
    for lang in langs:
        found = check(lang)
        total += len(found)
        print(f"{lang}: {len(found)} statements disagree with their rule card")
        for finding in found:
            print("  " + str(finding))
    return total
