"""``python -m widgets.authoring check|execute [paths]``: see the package docstring."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from ..links import NOTEBOOKS, TUTORIAL


def notebooks(paths: list[str]) -> list[Path]:
    """The notebooks named, folders expanded; every notebook of the kit when none is named."""
    found: list[Path] = []
    for item in [Path(p) for p in paths] or [NOTEBOOKS]:
        if item.is_dir():
            found.extend(p for p in sorted(item.rglob("*.ipynb")) if ".ipynb_checkpoints" not in p.parts)
        elif item.suffix == ".ipynb" and item.exists():
            found.append(item)
        else:
            raise SystemExit(f"{item}: not a notebook nor a folder")
    return found


def relative(path: Path) -> str | None:
    """``notebooks/sakura/03_x.ipynb`` -> ``sakura/03_x.ipynb`` for a tutorial or a template, else None;
    a translation ``notebooks/pt/sakura/03_x.ipynb`` -> ``pt/sakura/03_x.ipynb``."""
    from .rhythm import HEADINGS

    parts = path.resolve().parts
    folder, name = parts[-2:]
    if folder == "authoring" and name.startswith("template_"):
        return f"{folder}/{name}"
    if not TUTORIAL.fullmatch(name):
        return None
    lang = parts[-3] if len(parts) >= 3 and parts[-3] in HEADINGS and parts[-3] != "en" else ""
    return f"{lang}/{folder}/{name}" if lang else f"{folder}/{name}"


def check(paths: list[str], diff: bool = False) -> int:
    from ..links import GAMES
    from ..rulemap.model import catalogue
    import nbformat

    from .markers import in_source
    from .rhythm import game_of, problems
    from .translation import split, warnings as translation_warnings

    bad = 0
    for path in notebooks(paths):
        shown = in_source(nbformat.read(str(path), as_version=4), str(path))
        if shown:
            bad += 1
            print("\n".join(shown))
        rel = relative(path)
        if rel is None or game_of(rel) not in GAMES:
            continue
        found = problems(path.resolve().parents[rel.count("/")], rel, catalogue(game_of(rel)))
        bad += bool(found)
        print("\n".join(found) if found else f"{rel}: follows the rhythm")
    behind = translation_warnings(notebooks(paths))
    if behind:
        print(f"\nTranslations to bring up to date ({len(behind)}; warnings, not failures: once a translated "
              "cell follows its English again, `python -m widgets.authoring translated <notebook>` records it):")
        print("\n".join(behind))
        if diff:
            from .translation import diffs

            print("\nWhat changed in English since each translation (from git's history):")
            print("\n".join(diffs(notebooks(paths))))
    elif any(split(p) for p in notebooks(paths)):
        print("\nTranslations: every translated cell follows its English cell as it reads now.")
    return 1 if bad else 0


def translated(paths: list[str], cells: list[str] | None) -> int:
    from .translation import mark_translated

    for path in notebooks(paths):
        n = mark_translated(path, cells)
        print(f"{path}: {n} cells recorded as following their English cells as they read now")
    return 0


def execute(paths: list[str]) -> int:
    from .execute import execute as run

    todo = notebooks(paths)
    for i, path in enumerate(todo, 1):
        t0 = time.perf_counter()
        run(path)
        print(f"[{i}/{len(todo)}] {path} ({time.perf_counter() - t0:.1f} s)", flush=True)
    return 0


def trust(paths: list[str]) -> int:
    from .trust import trust as sign

    signed, refused = sign(notebooks(paths))
    for path, active in refused.items():
        print(f"{path}: not trusted, its outputs would run code in the page ({', '.join(active[:3])})")
    print(f"{len(signed)} notebooks trusted: JupyterLab shows their stored outputs as the kit drew them")
    return 0  # the others open sanitized, as before: JupyterLab still starts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m widgets.authoring", description=__doc__)
    parser.add_argument("command", choices=("check", "execute", "translated", "trust", "voice"))
    parser.add_argument("paths", nargs="*", help="notebooks or folders (default: every notebook of the kit)")
    parser.add_argument("--diff", action="store_true",
                        help="check: show what changed in each English cell a translation fell behind")
    parser.add_argument("--cell", action="append", metavar="ID",
                        help="translated: record only the cells following this English cell id (repeatable)")
    args = parser.parse_args(argv)
    if args.command == "translated":
        if not args.paths:
            parser.error("translated: name the translated notebooks (or folders) brought up to date")
        return translated(args.paths, args.cell)
    if args.command == "trust":
        return trust(args.paths)
    if args.command == "voice":  # every statement of a rule's facts against its rule card
        from .voice import report

        return 1 if report() else 0
    return check(args.paths, args.diff) if args.command == "check" else execute(args.paths)


if __name__ == "__main__":
    sys.exit(main())
