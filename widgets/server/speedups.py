"""Two costs of the server that a class pays on every page and every click, removed.

Measured with py-spy on the server while 12 learners clicked (``bench_classroom``):

* **Templates compiled again for every page.** Voila makes a new nbconvert exporter, so a
  new Jinja environment, for each page it renders (and for each preheated kernel it
  refills): every template was parsed and compiled again, about 16% of the server's CPU
  while a class clicked and its pools refilled. :func:`install` gives every exporter's
  environment one shared in-memory bytecode cache, so a template is compiled once per
  server (Jinja checks the template's source before using its cached code).
* **Debug messages built and thrown away.** traitlets sets an application's logger to
  DEBUG and filters at its handler, so the kernel manager built a log record for every
  message a kernel sent (about 4% of the server's CPU). The logger is set to the
  application's own level (``--log-level``, INFO by default).

Both are applied the same way by ``make serve`` (:class:`widgets.server.app.KitVoila`)
and on Binder (the server extension in :mod:`widgets.server`).
"""

from __future__ import annotations

import logging
from typing import Any

from jinja2 import BytecodeCache


class SharedBytecode(BytecodeCache):
    """Compiled templates kept in memory, shared by every Jinja environment of the process."""

    def __init__(self) -> None:
        self.store: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Any) -> None:
        code = self.store.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)  # ignored by Jinja if the source changed (checksum)

    def dump_bytecode(self, bucket: Any) -> None:
        self.store[bucket.key] = bucket.bytecode_to_string()


#: the one cache of this process
CACHE = SharedBytecode()


def install(log: logging.Logger | None = None, level: int | str | None = None) -> None:
    """Share compiled templates between Voila's exporters; log at ``level`` (not DEBUG)."""
    from voila.exporter import VoilaExporter

    if not getattr(VoilaExporter, "_kit_shared_bytecode", False):
        create = VoilaExporter._create_environment

        def _create_environment(self: Any) -> Any:
            environment = create(self)
            environment.bytecode_cache = CACHE
            return environment

        VoilaExporter._create_environment = _create_environment
        VoilaExporter._kit_shared_bytecode = True
    if log is not None and level is not None:
        log.setLevel(level)
