"""The page's request for every widget's state, answered with less work in a kernel whose app was built ahead.

When a page connects, its widget manager asks its kernel for every widget's state in one request
(``request_states``): for the Tokaido app about 156 widgets and 176 kB. That answer was most of a page
kernel's CPU while a class opened one app at once, and ipywidgets 8 did the work twice: it computed the
whole state of every widget for a result it threw away (``get_manager_state``), then computed it again
for the answer.

* :func:`install` answers the request once per widget (the same answer, in the same message).
* :func:`keep` (run once a warm kernel has built an app ahead, :func:`~widgets.server.kernel_setup.build_ahead`)
  computes every widget's state then, while the server is calm, and keeps it until the page asks. Any
  change of any of a widget's properties since then forgets that widget's kept state (every change goes
  through traitlets' ``notify_change``, even the board pictures' patches), so the page gets the state of
  those widgets as they are when it asks, and the kept state only of widgets that did not change; widgets
  made since are computed then, widgets closed since are not sent. The kept states are used for the
  first request only, then dropped.
"""

from __future__ import annotations

from typing import Any

#: model id -> what the answer says of that widget, kept since the app was built ahead (None: nothing kept)
KEPT: dict[str, dict | None] = {"states": None}


def entry(widget: Any) -> dict:
    """What the answer to ``request_states`` says of ``widget``."""
    return {"model_name": widget._model_name, "model_module": widget._model_module,
            "model_module_version": widget._model_module_version, "state": widget.get_state(drop_defaults=False)}


def keep() -> int:
    """Compute and keep every widget's state now (see the module docstring); the number kept."""
    from ipywidgets.widgets.widget import _instances

    KEPT["states"] = {model_id: entry(widget) for model_id, widget in list(_instances.items())}
    return len(KEPT["states"])


def answer() -> dict:
    """Every widget's entry for the page's request: kept ones for the widgets unchanged since, the others
    computed now; the kept ones are dropped."""
    from ipywidgets.widgets.widget import _instances

    kept = KEPT["states"] or {}
    KEPT["states"] = None
    return {model_id: kept.get(model_id) or entry(widget) for model_id, widget in list(_instances.items())}


def install() -> None:
    """Answer the page's ``request_states`` with :func:`answer`, and forget a widget's kept state when it
    changes (idempotent; ipywidgets 8's control comm only)."""
    import ipywidgets
    from ipywidgets.widgets import widget as module

    if getattr(module.Widget, "_kit_states", False) or not ipywidgets.__version__.startswith("8."):
        return
    handle = module.Widget._handle_control_comm_msg.__func__

    def _handle_control_comm_msg(cls: Any, msg: dict) -> None:
        data = msg["content"]["data"]
        if cls._control_comm is None or data.get("method") != "request_states":
            return handle(cls, msg)
        states, buffer_paths, buffers = module._remove_buffers(answer())
        cls._control_comm.send(dict(method="update_states", states=states, buffer_paths=buffer_paths),
                               buffers=buffers)

    base = module.LoggingHasTraits  # below Widget: widgets that skip Widget's notify_change pass here too
    notify = base.notify_change

    def notify_change(self: Any, change: Any) -> None:
        kept = KEPT["states"]
        comm = getattr(self, "comm", None) if kept is not None else None
        if comm is not None:  # a widget (one still being made has no comm yet, nor a kept state)
            kept.pop(comm.comm_id, None)
        notify(self, change)

    module.Widget._handle_control_comm_msg = classmethod(_handle_control_comm_msg)
    base.notify_change = notify_change
    module.Widget._kit_states = True
