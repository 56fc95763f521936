"""Which sources a built site came from: ``_site/.kit-sources`` holds one digest of them.

``make site`` writes it; the tests and the benchmarks rebuild ``_site/`` only when the digest of today's
sources differs (a site ``make site`` has just built is used as it is).
"""

from __future__ import annotations

import hashlib
from pathlib import Path

#: what the site is built from (the build tools' own pins are checked by the build itself)
SOURCES = ("tokaido_kit", "widgets", "notebooks", "pyproject.toml")
NAME = ".kit-sources"


def sources_digest(root: Path) -> str:
    """One SHA-256 over the path and bytes of every file the site is built from (:data:`SOURCES`): the same
    sources give the same site, whatever their files' dates (a checkout, an editor that saves unchanged)."""
    digest = hashlib.sha256()
    for name in SOURCES:
        path = root / name
        for file in sorted([path] if path.is_file() else path.rglob("*")):
            if file.is_file() and "__pycache__" not in file.parts and ".ipynb_checkpoints" not in file.parts:
                digest.update(file.relative_to(root).as_posix().encode() + b"\0" + file.read_bytes() + b"\0")
    return digest.hexdigest()


def is_current(site: Path, root: Path) -> bool:
    """True when ``site`` was built from the sources under ``root`` as they are now."""
    stamp = site / NAME
    return (site / "index.html").exists() and stamp.exists() and stamp.read_text() == sources_digest(root)
