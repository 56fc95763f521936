"""A page's kernel that stops (widgets/server/kernels.py, widgets/server/pagewatch.py), rule by rule.

What a learner sees, in a real browser (the page reloads itself, then says what to do), is checked in
tests/browser/test_page_recovery.py; here: the kernel is removed and forgotten, not restarted blank,
and the script every page carries is built safely.
"""

from __future__ import annotations

import asyncio
import json
import re
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

from widgets.server import pagewatch

from .test_server_policy import manager, with_kernel


def test_a_page_kernel_that_stops_is_not_restarted_blank():
    km = manager()
    restarter = SimpleNamespace(restart_limit=5)
    km._kernels["k"] = SimpleNamespace(_restarter=restarter)
    km._no_blank_restart("k")
    assert restarter.restart_limit == 0  # Jupyter's restarter then reports it dead: it is removed
    km._no_blank_restart("gone")  # a kernel already removed: nothing to do, no error


def test_a_kernel_that_died_is_forgotten_by_every_book():
    km = manager()
    with_kernel(km, "page", idle=0, connected_before=True, claimed_for=3, holder=("10.0.0.3", "owner"))
    with_kernel(km, "warm", idle=0)
    km._pool.append("warm")
    revoked = []
    km.tables = SimpleNamespace(revoke=revoked.append)
    km._table_tokens["page"] = "token"
    for kid in ("page", "warm"):
        km.remove_kernel(kid)  # what Jupyter calls for a kernel that died (_handle_kernel_died)
    assert "page" not in km._kernels and "warm" not in km._kernels
    assert km.owner_of("page") is None and km.held_by("10.0.0.3") == 0
    assert km._pool == [] and "page" not in km._ever_connected and "page" not in km._claimed_at
    assert revoked == ["token"]  # its seat at a table is no longer its to play
    assert km.pool_target() == km.pool_size  # the pool refills what it lost


def test_a_shut_down_kernel_is_forgotten_too(monkeypatch):
    km = manager()
    with_kernel(km, "k", idle=0, holder=("10.0.0.4", "owner"))

    async def shut(self, kernel_id, *args, **kwargs):
        self._kernels.pop(kernel_id)

    monkeypatch.setattr(AsyncMappingKernelManager, "shutdown_kernel", shut)
    with ThreadPoolExecutor(1) as thread:  # its own event loop, whatever runs in this thread
        thread.submit(asyncio.run, km.shutdown_kernel("k", now=True)).result()
    assert km.owner_of("k") is None and "k" not in km._kernels


PAGE_END = '<div id="rendered_cells"></div>\n<script src="voila.js"></script>\n</body>\n</html>'


def test_every_page_carries_the_watch_before_its_end_in_its_language():
    out = pagewatch.add_to(PAGE_END, "pt")
    assert out.count("<script>") == 1 and out.endswith("</body>\n</html>")
    assert out.index("kit-page-lost") < out.index("</body>")
    words = json.loads(re.search(r"var words = (\{.*?\});", out).group(1))
    assert words["reload"] == "Recarregar a página" and "navegador" in words["text"]
    assert pagewatch.add_to("<div>a cell</div>", "en") == "<div>a cell</div>"  # not the page's end


def test_the_watch_reloads_once_then_asks_and_stops_once_the_page_is_open():
    js = pagewatch.script("en")
    assert 'api/kernels/' in js and 'credentials: "same-origin"' in js
    assert "Error displaying widget" in js  # what Voila's page shows for a widget its kernel lacks
    assert f"> {pagewatch.AGAIN_SECONDS * 1000})" in js  # reloads at most once in that time, else the banner
    assert f"> {pagewatch.WATCH_SECONDS * 1000})" in js and "clearInterval(timer)" in js


def test_the_watchs_words_cannot_close_its_script(monkeypatch):
    from tokaido_kit.core import i18n

    real = i18n.text
    monkeypatch.setattr(i18n, "text", lambda key, **kw: "</script><b>x</b>" if key == "server.lost.text"
                        else real(key, **kw))
    js = pagewatch.script("en")
    assert js.count("</script>") == 1 and js.endswith("</script>")
