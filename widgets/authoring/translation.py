"""Translations kept as notebooks: which English cell each translated cell follows, and what fell behind.

Every language's notebooks are the source, edited in JupyterLab: ``notebooks/pt/sakura/03_x.ipynb`` is the
Portuguese of ``notebooks/sakura/03_x.ipynb``. Each cell of a translation carries in its metadata the English
cell it translates and a fingerprint of that English cell's text at the time::

    "metadata": {"translation": {"cell": "cell-03", "sha1": "4be1c0d2a9e3"}}

When the English cell's text changes, its fingerprint no longer matches: :func:`behind` lists that cell (and an
English cell that no translated cell follows, a new one), and ``python -m widgets.authoring check`` prints the
list as warnings. Once the translation is brought up to date, ``python -m widgets.authoring translated
notebooks/pt/sakura/03_x.ipynb`` (``--cell cell-03`` for some cells only) records the English text it now
follows. ``check --diff`` also shows, from git's history, what changed in each English cell since the version
its translation follows (:func:`english_change`).
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import subprocess
from pathlib import Path

import nbformat

from ..links import NOTEBOOKS, TUTORIAL
from .markers import strip

#: The cell metadata key of a translation record.
KEY = "translation"


def languages() -> list[str]:
    """The languages tutorials are translated into (every language of the rhythm check but English)."""
    from .rhythm import HEADINGS

    return [lang for lang in HEADINGS if lang != "en"]


def fingerprint(source: str) -> str:
    """The first 12 hex digits of the SHA-1 of a cell's text, nbval's markers left out (test machinery, not
    words to translate: :mod:`.markers` moves them to the cell's tags)."""
    return hashlib.sha1(strip(source).encode("utf-8")).hexdigest()[:12]


def split(path: Path, root: Path | None = None) -> tuple[str, str] | None:
    """``notebooks/pt/sakura/03_x.ipynb`` -> ``("pt", "sakura/03_x.ipynb")``, an English notebook that has
    translations -> ``("en", "sakura/03_x.ipynb")``; any other notebook (apps, templates) -> None."""
    root = Path(root or NOTEBOOKS).resolve()
    try:
        rel = Path(path).resolve().relative_to(root).as_posix()
    except ValueError:
        return None
    head, _, rest = rel.partition("/")
    lang = head if rest and head in languages() else "en"
    rest = rest if lang != "en" else rel
    return (lang, rest) if translatable(rest) else None


def translatable(rel: str) -> bool:
    """The English notebooks that are translated: the index, the tutorials and the strategy labs."""
    from ..links import GAMES

    parts = rel.split("/")
    if parts == ["index.ipynb"]:
        return True
    return len(parts) == 2 and ((parts[0] in GAMES and bool(TUTORIAL.fullmatch(parts[1])))
                                or (parts[0] == "lab" and parts[1].endswith(".ipynb")))


def record(translation: nbformat.NotebookNode, english: nbformat.NotebookNode,
           cells: list[str] | None = None) -> int:
    """Record, in each cell of ``translation`` (or those following the English ``cells``), the English cell
    it translates as it reads now. A cell without a record follows the English cell of its own id. Returns
    how many cells were recorded."""
    sources = {c.get("id"): c.source for c in english.cells}
    n = 0
    for cell in translation.cells:
        of = cell.metadata.get(KEY, {}).get("cell", cell.get("id"))
        if of not in sources or (cells is not None and of not in cells):
            continue
        cell.metadata[KEY] = {"cell": of, "sha1": fingerprint(sources[of])}
        n += 1
    return n


def _first_line(text: str) -> str:
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line if len(line) <= 70 else line[:67] + "..."


def behind(translation: nbformat.NotebookNode, english: nbformat.NotebookNode, name: str) -> list[str]:
    """The translated cells whose English changed since they were translated, the English cells no translated
    cell follows, and the translated cells that follow an English cell no longer there; ``name`` heads each."""
    english_cells = {c.get("id"): c for c in english.cells}
    followed: set[str] = set()
    out = []
    for cell in translation.cells:
        rec = cell.metadata.get(KEY)
        if not rec:
            continue
        of = rec.get("cell")
        followed.add(of)
        source = english_cells.get(of)
        if source is None:
            out.append(f"{name}: cell {cell.get('id')} translates the English cell {of}, which is no longer there")
        elif rec.get("sha1") != fingerprint(source.source):
            out.append(f"{name}: cell {cell.get('id')} ({cell.cell_type}) translates the English cell {of}, "
                       f"changed since: {_first_line(source.source)!r}")
    for of, cell in english_cells.items():
        if of not in followed:
            out.append(f"{name}: the English cell {of} ({cell.cell_type}) has no translation here: "
                       f"{_first_line(cell.source)!r}")
    return out


def english_versions(rel: str, root: Path | None = None, depth: int = 100) -> list[dict[str, str]]:
    """The English notebook ``rel``'s cells (id -> text) in its last ``depth`` commits, newest first; [] outside
    a git checkout."""
    root = Path(root or NOTEBOOKS)
    path = (root / rel).resolve()

    def git(*args: str, cwd: Path = path.parent) -> str:
        return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=True).stdout

    try:
        top = Path(git("rev-parse", "--show-toplevel").strip())
        git = functools.partial(git, cwd=top)
        name = path.relative_to(top).as_posix()
        commits = git("log", f"-n{depth}", "--format=%H", "--", name).split()
    except (OSError, ValueError, subprocess.CalledProcessError):
        return []
    out = []
    for commit in commits:
        try:
            nb = nbformat.reads(git("show", f"{commit}:{name}"), as_version=4)
        except (subprocess.CalledProcessError, ValueError):
            continue
        out.append({c.get("id"): c.source for c in nb.cells})
    return out


def english_change(rel: str, cell: str, sha1: str, root: Path | None = None) -> str | None:
    """What changed in English cell ``cell`` of ``rel`` since the version a translation recorded (``sha1``), as
    a unified diff of that version and today's; None when git's history does not hold that version."""
    root = Path(root or NOTEBOOKS)
    now = {c.get("id"): c.source for c in nbformat.read(str(root / rel), as_version=4).cells}.get(cell)
    then = next((v[cell] for v in english_versions(rel, root) if cell in v and fingerprint(v[cell]) == sha1), None)
    if then is None or now is None:
        return None
    lines = difflib.unified_diff(strip(then).splitlines(), strip(now).splitlines(), "translated from", "English now",
                                 lineterm="", n=1)
    return "\n".join(lines)


def diffs(paths: list[Path], root: Path | None = None) -> list[str]:
    """For each translated cell of these notebooks that fell behind, what changed in its English cell since."""
    root = Path(root or NOTEBOOKS)
    pairs = {(other, rel) for p in paths if (found := split(p, root))
             for lang, rel in [found] for other in ([lang] if lang != "en" else languages())}
    out = []
    for other, rel in sorted(pairs):
        target = root / other / rel
        if target.is_file():
            out.extend(_cell_diffs(other, rel, root))
    return out


def _cell_diffs(lang: str, rel: str, root: Path) -> list[str]:
    english = {c.get("id"): fingerprint(c.source) for c in nbformat.read(str(root / rel), as_version=4).cells}
    out = []
    for cell in nbformat.read(str(root / lang / rel), as_version=4).cells:
        rec = cell.metadata.get(KEY)
        if rec and rec.get("cell") in english and english[rec["cell"]] != rec.get("sha1"):
            change = english_change(rel, rec["cell"], rec["sha1"], root)
            out.append(f"{lang}/{rel} cell {cell.get('id')}:\n"
                       + (change or "  (the English version it was translated from is not in git's history)"))
    return out


def warnings(paths: list[Path], root: Path | None = None) -> list[str]:
    """What ``check`` says of translations for these notebooks: an English notebook's translations that fell
    behind or are missing; a translation's cells that fell behind. Never a failure."""
    root = Path(root or NOTEBOOKS)
    seen: set[tuple[str, str]] = set()
    out: list[str] = []
    for path in paths:
        found = split(path, root)
        if found is None:
            continue
        lang, rel = found
        pairs = [(lang, rel)] if lang != "en" else [(other, rel) for other in languages()]
        for other, rel in pairs:
            if (other, rel) in seen:
                continue
            seen.add((other, rel))
            target = root / other / rel
            if not target.is_file():
                out.append(f"{rel}: no {other} translation yet (notebooks/{other}/{rel})")
                continue
            english = nbformat.read(str(root / rel), as_version=4)
            translation = nbformat.read(str(target), as_version=4)
            out.extend(behind(translation, english, f"{other}/{rel}"))
    return out


def mark_translated(path: Path, cells: list[str] | None = None, root: Path | None = None) -> int:
    """Record that the translation at ``path`` follows its English notebook as it reads now (``cells``: only
    the cells following these English cell ids). Returns how many cells were recorded."""
    root = Path(root or NOTEBOOKS)
    found = split(path, root)
    if found is None or found[0] == "en":
        raise SystemExit(f"{path}: not a translation (notebooks/<lang>/... of an English tutorial, lab or index)")
    lang, rel = found
    english = nbformat.read(str(root / rel), as_version=4)
    translation = nbformat.read(str(path), as_version=4)
    n = record(translation, english, cells)
    nbformat.write(translation, str(path))
    return n
