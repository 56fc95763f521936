"""The kit in the browser's Python (Pyodide: the static site that ``make site`` builds).

JupyterLite's Pyodide kernel (0.7) hands each comm message to the page by converting Python objects to
JavaScript ones, and there ``None`` becomes ``undefined``, not ``null`` as in the JSON a Jupyter server
sends. A widget trait set back to ``None`` then reaches the page as nothing: ``layout.display = None``
(show a box hidden with ``"none"``) left Sakura's direction buttons hidden. :func:`install` makes the
kernel's comms send ``null`` for ``None``, as under Voila. It is called when the widgets are imported,
and does nothing outside Pyodide.

The message's data goes to the page as JSON, as a Jupyter server sends it (:func:`for_the_page`): Python's
encoder writes it and the browser's ``JSON.parse`` reads it, one step each, where the kernel's conversion
went through every dict, list and string of a widget's state one by one (an app's first cell sends about
140 messages: most of its state).
"""

from __future__ import annotations

import json
import sys
from typing import Any, Callable


def with_nulls(value: Any, null: Any) -> Any:
    """``value`` with every ``None`` inside dicts and lists replaced by ``null``."""
    if value is None:
        return null
    if isinstance(value, dict):
        return {key: with_nulls(item, null) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [with_nulls(item, null) for item in value]
    return value


def for_the_page(data: Any, parse: Callable[[str], Any], null: Any) -> Any:
    """``data`` as the page's object: ``parse`` (the browser's ``JSON.parse``) of its JSON, where ``None``
    is ``null``; data that is not plain JSON (NaN, an object the encoder refuses) goes :func:`with_nulls`."""
    try:
        text = json.dumps(data, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return with_nulls(data, null)
    return parse(text)


def install() -> bool:
    """Patch the Pyodide kernel's comm (once); True when it was patched now or before."""
    if sys.platform != "emscripten":
        return False
    try:
        from js import JSON
        from pyodide.ffi import jsnull
        from pyodide_kernel import comm as kernel_comm
    except ImportError:  # Pyodide without JupyterLite's kernel: no comms to fix
        return False
    comm_class = kernel_comm.Comm
    if getattr(comm_class, "_kit_sends_nulls", False):
        return True
    publish = comm_class.publish_msg

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        return publish(self, msg_type, None if data is None else for_the_page(data, JSON.parse, jsnull), metadata,
                       buffers, **keys)

    comm_class.publish_msg = publish_msg
    comm_class._kit_sends_nulls = True
    return True
