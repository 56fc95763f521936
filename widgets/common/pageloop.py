"""Whether code runs in a page's event loop, where long work must take turns with the page's clicks.

In a kernel (a Voila page, a notebook), a widget's callback runs inside a task of the kernel's loop:
work spread over ``await`` points lets the page's other messages (a click on Stop) in between. From
plain Python (a script, a test) it must run at once. A loop merely *running in the thread* is not
enough to tell: a browser driver (Playwright's sync API) keeps one running in the thread of the
script that uses it, and a task started there would never run.
"""

from __future__ import annotations

import asyncio
import sys


def page_loop() -> asyncio.AbstractEventLoop | None:
    """The loop of the page this code serves, or None from plain Python.

    A kernel's callbacks run in one of its loop's tasks; the browser's Python (Pyodide) runs every
    callback in its page's loop, task or not."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    if sys.platform == "emscripten" or asyncio.current_task(loop) is not None:
        return loop
    return None
