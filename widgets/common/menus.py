"""A dropdown menu that always holds one of its options.

The page sends a menu's choice as its ``index``. A forged message (``index: null``) emptied an
ordinary ``ipywidgets.Dropdown``: its value became None, and the app's New game failed on it
until the page sent a valid choice again. :class:`Menu` keeps its current choice instead (an
index out of range is refused by ipywidgets itself). Every menu of the apps and the lab is one.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w


class Menu(w.Dropdown):
    """An ``ipywidgets.Dropdown`` that a page cannot leave without a choice."""

    def set_state(self, sync_data: dict) -> None:
        """What the page sends: an empty choice (``index: null``) is ignored, the current one stays."""
        if "index" in sync_data and sync_data["index"] is None and self._options_labels:
            sync_data = {k: v for k, v in sync_data.items() if k != "index"}
            self.send_state("index")  # the page shows the choice that stays
        super().set_state(sync_data)
