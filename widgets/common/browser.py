"""Where the kit's Python runs: on a server's kernel (Voila, JupyterLab) or in the browser itself.

The static site (``make site``) runs the same widgets in the browser's Python (Pyodide), which has
one process and cannot see the page's address: the few widgets that differ there ask :func:`in_the_browser`.
"""

from __future__ import annotations

import sys


def in_the_browser() -> bool:
    """True when Python runs in the browser itself (Pyodide: the static site)."""
    return sys.platform == "emscripten"
