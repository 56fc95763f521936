"""Coroutines run from a test, whatever the worker ran before."""

from __future__ import annotations

import asyncio
import threading


def run(coroutine):
    """``asyncio.run(coroutine)`` in a thread of its own: a worker whose browser tests opened Playwright
    has an event loop running in its main thread, where ``asyncio.run`` refuses to start (CI)."""
    out: dict = {}

    def main() -> None:
        try:
            out["value"] = asyncio.run(coroutine)
        except BaseException as err:  # noqa: BLE001 - raised again in the test's thread
            out["error"] = err

    thread = threading.Thread(target=main)
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out["value"]
