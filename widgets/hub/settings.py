"""The ``KitHub`` section of the kit's settings file (``widgets/server/jupyter_config.json``).

=====================  ===============  ==========================================================
key                    default          meaning
=====================  ===============  ==========================================================
``pool_size``          ``0``            warm kernels a learner's own server keeps under a hub (0 or 1:
                                        it serves one person). Measured with 4 learners logging in at
                                        once: 0 gives 221 MB a learner with an app open, 9.7 CPU-s a login,
                                        a board in 29 s; 1 gives 279 MB, 10.4 CPU-s, 32 s (its warm kernel
                                        starts beside the first page) and a quicker second app page
``max_kernels``        ``8``            kernels one learner's server holds at most
``service``            ``"kit-tables"`` the name of the hub's tables service (``/services/<name>/``)
``teachers_group``     ``"teachers"``   the hub group whose members are teachers (admins are too)
``data_dir``           ``""``           the tables service's database folder (``""``: the service's
                                        working folder, which the hub sets to its data folder)
=====================  ===============  ==========================================================

Standard library only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Mapping

SECTION = "KitHub"
CONFIG = Path(__file__).resolve().parents[1] / "server" / "jupyter_config.json"


@dataclass(frozen=True)
class HubSettings:
    pool_size: int = 0
    max_kernels: int = 8
    service: str = "kit-tables"
    teachers_group: str = "teachers"
    data_dir: str = ""

    def __post_init__(self) -> None:
        for name in ("pool_size", "max_kernels"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"hub setting {name!r} must be a whole number, 0 or more, got {value!r}")
        if self.pool_size > 1 or self.max_kernels < 1:
            raise ValueError("hub setting 'pool_size' is 0 or 1 (one person's server) and 'max_kernels' 1 or more")
        for name in ("service", "teachers_group", "data_dir"):
            if not isinstance(getattr(self, name), str):
                raise ValueError(f"hub setting {name!r} must be text, got {getattr(self, name)!r}")
        if not self.service or not self.service.replace("-", "").isalnum():
            raise ValueError(f"hub setting 'service' must be a name of letters, digits and '-', got {self.service!r}")

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any] | None) -> "HubSettings":
        mapping = dict(mapping or {})
        unknown = sorted(set(mapping) - {f.name for f in fields(cls)})
        if unknown:
            raise ValueError(f"unknown hub setting(s) {unknown}")
        return cls(**mapping)

    @classmethod
    def load(cls, path: str | Path = CONFIG) -> "HubSettings":
        """The section as the settings file holds it (defaults for missing keys)."""
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls.from_mapping(data.get(SECTION))
