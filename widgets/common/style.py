"""The kit's stylesheet as a widget (an HTML ``<style>`` block, no CDN needed)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

#: The look of the kit's static pages (the landing page ``kit/`` and the rule maps ``kit/rules/<game>``).
PAGE_CSS = """
body.kit-index { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0;
  background: #f7f7f4; color: #1d1d1b; line-height: 1.5; }
body.kit-index main { max-width: 820px; margin: 0 auto; padding: 24px 28px 48px; background: #fff; }
body.kit-index h1 { font-size: 28px; margin-top: 8px; }
body.kit-index h2 { border-bottom: 2px solid #0072b2; padding-bottom: 2px; margin-top: 28px; }
body.kit-index a { color: #0057a0; }
body.kit-index li { margin: 3px 0; }
@media (max-width: 640px) { body.kit-index main { padding: 12px 14px 32px; } body.kit-index h1 { font-size: 24px; } }
"""


@lru_cache(maxsize=1)
def css() -> str:
    """The shared CSS of every board (``widgets/common/kit.css``)."""
    return (Path(__file__).with_name("kit.css")).read_text(encoding="utf-8")


def style_widget():
    """An invisible HTML widget carrying the stylesheet; put it first in a layout."""
    from .light import html

    return html(f"<style>{css()}</style>", margin="0")


def static_page(title: str, body: str, body_class: str = "kit-index", extra_css: str = "", lang: str = "en") -> str:
    """A whole HTML document in the kit's look (no script, no CDN): ``title`` is plain text, ``body`` HTML."""
    import html

    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{html.escape(lang)}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<link rel="icon" href="data:,">'
        f"<style>{css()}\n{PAGE_CSS}\n{extra_css}</style></head>"
        f'<body class="{body_class}"><main>{body}</main></body></html>\n'
    )
