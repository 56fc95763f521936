"""The kit in the browser's Python (Pyodide: the static site that ``make site`` builds).

JupyterLite's Pyodide kernel (0.7) hands each comm message to the page by converting Python objects to
JavaScript ones, and there ``None`` becomes ``undefined``, not ``null`` as in the JSON a Jupyter server
sends. A widget trait set back to ``None`` then reaches the page as nothing: ``layout.display = None``
(show a box hidden with ``"none"``) left Sakura's direction buttons hidden. :func:`install` makes the
kernel's comms send ``null`` for ``None``, as under Voila. It is called when the widgets are imported,
and does nothing outside Pyodide.
"""

from __future__ import annotations

import sys
from typing import Any


def with_nulls(value: Any, null: Any) -> Any:
    """``value`` with every ``None`` inside dicts and lists replaced by ``null``."""
    if value is None:
        return null
    if isinstance(value, dict):
        return {key: with_nulls(item, null) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [with_nulls(item, null) for item in value]
    return value


def install() -> bool:
    """Patch the Pyodide kernel's comm (once); True when it was patched now or before."""
    if sys.platform != "emscripten":
        return False
    try:
        from pyodide.ffi import jsnull
        from pyodide_kernel import comm as kernel_comm
    except ImportError:  # Pyodide without JupyterLite's kernel: no comms to fix
        return False
    comm_class = kernel_comm.Comm
    if getattr(comm_class, "_kit_sends_nulls", False):
        return True
    publish = comm_class.publish_msg

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        return publish(self, msg_type, None if data is None else with_nulls(data, jsnull), metadata, buffers,
                       **keys)

    comm_class.publish_msg = publish_msg
    comm_class._kit_sends_nulls = True
    return True
