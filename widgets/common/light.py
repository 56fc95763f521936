"""Lighter first renders: widgets that share their layout and style models, and get their classes at birth.

Each ipywidgets widget makes a Layout model and a style model of its own unless it is given one: two more
models that its kernel opens, the Voila server relays and the page builds (a Layout's state alone is about
1 kB of nulls), for every line of text on screen. The text lines of a board and its app never change their
layout or style, so they share one of each (:func:`shared`); a widget that shows and hides itself
(``widget.layout.display = "none"``) keeps its own, since a change of a shared model changes every widget
sharing it. A class given at creation (``_dom_classes``) travels in the widget's first message; one added
after (``add_class``) is one more message.

The shared models live as long as the kernel; :func:`shared_ids` names them, so that closing the widgets of
an app built ahead (:func:`widgets.common.ahead.drop_others`) leaves them to the apps still shown.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

_SHARED: dict[tuple, w.Widget] = {}


def shared(cls: type, **traits: Any) -> Any:
    """The one ``cls(**traits)`` model (a Layout or a style) of this kernel that widgets share; never change it."""
    key = (cls, tuple(sorted(traits.items())))
    model = _SHARED.get(key)
    if model is None or getattr(model, "comm", None) is None:  # closed (a test's cleanup): a new one
        model = _SHARED[key] = cls(**traits)
    return model


def shared_ids() -> set[str]:
    """The model ids of the shared models (open ones)."""
    return {m.model_id for m in _SHARED.values() if getattr(m, "comm", None) is not None}


def html(value: str = "", *classes: str, **layout: Any) -> w.HTML:
    """A line of HTML that never shows or hides itself, with ``classes``: its layout (``layout`` traits,
    none by default) and style models are shared."""
    return w.HTML(value, layout=shared(w.Layout, **layout), style=shared(HTMLStyle), _dom_classes=classes)


def looks(cls: type, style: dict[str, Any] | None = None, **layout: Any) -> dict[str, Any]:
    """The shared ``layout`` (these traits) and style (``style``'s traits) models for a widget of class ``cls``
    that never changes them: ``w.Button(description=..., **looks(w.Button, width="auto"))``."""
    trait = cls.class_traits().get("style")
    shared_style = {"style": shared(trait.klass, **(style or {}))} if trait is not None else {}
    return {"layout": shared(w.Layout, **layout), **shared_style}
