"""The kit's stylesheet as a widget (an HTML ``<style>`` block, no CDN needed)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def css() -> str:
    """The shared CSS of every board (``widgets/common/kit.css``)."""
    return (Path(__file__).with_name("kit.css")).read_text(encoding="utf-8")


def style_widget():
    """An invisible HTML widget carrying the stylesheet; put it first in a layout."""
    import ipywidgets as w

    box = w.HTML(f"<style>{css()}</style>")
    box.layout.margin = "0"
    return box
