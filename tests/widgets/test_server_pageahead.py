"""Pages made ahead (widgets/server/pageahead.py): the page of an app is rendered once for a kernel that
built the app ahead, then sent to the next pages of that app with their own ids, their kernels running
the notebook's cells in the claim. Decisions with a stand-in handler and kernel manager, then the claim
with the notebook's cells in a real kernel, as the server runs it."""

from __future__ import annotations

import ast
import json
import os
import shutil
import uuid
from pathlib import Path
from types import SimpleNamespace

from tests.aio import run
from tests.widgets.test_server_ahead import manager
from tests.widgets.test_server_kernel_messages import connect_page, kernel  # noqa: F401  (its real kernel)
from tests.widgets.test_server_kernel_messages import run as run_in
from widgets.server import pageahead
from widgets.server.ahead import AHEAD_MODEL
from widgets.server.kernels import VISITOR
from widgets.server.pageahead import KERNEL_MARK, MODEL_MARK, PagesAhead, page_generator, plain_query

ROOT = Path(__file__).resolve().parents[2]
APP = "apps/tokaido.ipynb"


def a_page(kernel_id: str, model_id: str) -> str:
    """A page as Voila renders it: the kernel's id in the page configuration, the app's view as output."""
    return ('<script id="jupyter-config-data">{"baseUrl": "/", "kernelId": "%s"}</script>\n'
            '<script type="application/vnd.jupyter.widget-view+json">{"model_id": "%s", "version_major": 2}'
            '</script><p>%s</p>' % (kernel_id, model_id, kernel_id))


def served(tmp_path: Path) -> Path:
    """A served folder with the kit's Tokaido app notebook."""
    (tmp_path / "apps").mkdir()
    shutil.copy(ROOT / "notebooks" / APP, tmp_path / APP)
    return tmp_path


def test_only_a_plain_address_or_its_language_may_take_a_kept_page():
    assert plain_query("") and plain_query("lang=pt") and plain_query("lang=")
    assert not plain_query("position=abc") and not plain_query("lang=pt&table=XY12")
    assert not plain_query("watch=1") and not plain_query("lang=pt&lang=it&x")


def test_a_kept_page_carries_the_next_pages_ids_and_nothing_of_the_first(tmp_path):
    folder = served(tmp_path)
    store, first_kernel, first_model = PagesAhead(), str(uuid.uuid4()), uuid.uuid4().hex
    assert store.learn(str(folder / APP), a_page(first_kernel, first_model), first_kernel, first_model)
    kept, code = store.get(str(folder / APP))
    assert first_kernel not in kept and first_model not in kept and kept.count(KERNEL_MARK) == 2
    assert "TokaidoApp()" in code and "app.open_query()" in code  # the notebook's cells, in order
    assert code.index("TokaidoApp()") < code.index("open_query")
    kernel, model = str(uuid.uuid4()), uuid.uuid4().hex
    assert pageahead.page_of(kept, kernel, model) == a_page(kernel, model)


def test_a_page_that_shows_another_widget_or_lacks_its_ids_is_not_kept(tmp_path):
    folder, store = served(tmp_path), PagesAhead()
    kernel, model, other = str(uuid.uuid4()), uuid.uuid4().hex, uuid.uuid4().hex
    two_views = a_page(kernel, model) + '{"model_id": "%s"}' % other  # a cell showed a second widget
    assert not store.learn(str(folder / APP), two_views, kernel, model)
    assert not store.learn(str(folder / APP), a_page(kernel, other), kernel, model)  # not the app built ahead
    assert not store.learn(str(folder / APP), a_page(str(uuid.uuid4()), model), kernel, model)
    assert store.get(str(folder / APP)) is None and len(store) == 0


def test_an_edited_notebook_is_rendered_again(tmp_path):
    folder, store = served(tmp_path), PagesAhead()
    kernel, model = str(uuid.uuid4()), uuid.uuid4().hex
    assert store.learn(str(folder / APP), a_page(kernel, model), kernel, model)
    later = os.path.getmtime(folder / APP) + 5
    os.utime(folder / APP, (later, later))  # the teacher edited the app's notebook
    assert store.get(str(folder / APP)) is None


class Handler:
    """What page_generator uses of Voila's page handler."""

    def __init__(self, km, query: str = "", path: str = APP) -> None:
        self.kernel_manager, self.notebook_path, self.base_url, self.settings = km, [], "/", {}
        self.voila_configuration = SimpleNamespace(progressive_rendering=False, http_header_envs=[])
        self.request = SimpleNamespace(query=query, path="/voila/render/" + path, host="127.0.0.1:8866",
                                       version="HTTP/1.1", full_url=lambda: "http://127.0.0.1:8866/x")
        self.headers: dict[str, str] = {}
        self.log = SimpleNamespace(info=lambda *a: None)

    def set_header(self, name: str, value: str) -> None:
        self.headers[name] = value


def a_class(tmp_path: Path):
    """A kit kernel manager (no kernel processes) serving ``tmp_path`` whose three warm kernels built
    the Tokaido app ahead; ``start_kernel`` claims as the real one does, without a kernel to run in."""
    km = manager(pool_size=3, root_dir=str(served(tmp_path)))
    km._pool[:] = ["k1", "k2", "k3"]
    models = {k: uuid.uuid4().hex for k in km._pool}
    for k in km._pool:
        km._built[k] = (APP, None)
    km._ahead_models.update(models)
    claims: list[tuple[str, str, dict]] = []

    async def start_kernel(path=None, env=None, **kwargs):
        reservation = VISITOR.get()[2]
        kernel_id = reservation.ahead_kernel or km._pool_kernel_for(reservation.notebook, reservation.lang)
        if kernel_id in km._pool:
            km._pool.remove(kernel_id)
        reservation.assign(kernel_id)
        claims.append((kernel_id, km._claim_code(kernel_id, {"QUERY_STRING": env["QUERY_STRING"]}, path, APP,
                                                 reservation), env))
        return kernel_id

    km.start_kernel = start_kernel
    return km, models, claims


def a_page_request(km, device: str, query: str = "", path: str = APP) -> tuple[str, bool]:
    """One page request through page_generator: its HTML, and whether Voila rendered it."""
    rendered = []

    async def render(asked):  # Voila's rendering: the claim, then the page with the app's view
        kernel_id = await km.start_kernel(path="apps", env={"QUERY_STRING": query})
        rendered.append(kernel_id)
        yield a_page(kernel_id, km._ahead_models.get(kernel_id, uuid.uuid4().hex))

    async def one() -> str:
        reservation = km.reserve(device, path, None)
        token = VISITOR.set((device, "owner", reservation))
        try:
            return "".join([chunk async for chunk in page_generator(Handler(km, query, path), render, path)])
        finally:
            VISITOR.reset(token)
            reservation.release()

    return run(one()), bool(rendered)


def test_the_next_pages_of_an_app_built_ahead_are_the_kept_page_with_their_own_ids(tmp_path):
    km, models, claims = a_class(tmp_path)
    first, rendered = a_page_request(km, "10.0.0.1")
    assert rendered and claims[0][0] == "k1" and "open_query" not in claims[0][1]  # Voila ran the cells
    second, rendered = a_page_request(km, "10.0.0.2", "lang=pt")
    assert not rendered  # the kept page: no exporter, no template, no executor
    kernel_id, code, env = claims[1]
    assert kernel_id == "k2" and second == a_page("k2", models["k2"])
    assert "k1" not in second and models["k1"] not in second  # nothing of the first page
    assert code.index("_kit.claim(") < code.index("TokaidoApp()") < code.index("app.open_query()")
    assert env["QUERY_STRING"] == "lang=pt" and env["VOILA_PREHEAT"] == "False" and env["SCRIPT_NAME"]
    assert km._pool == ["k3"]


def test_share_links_tutorials_and_kernels_without_the_app_are_rendered_as_before(tmp_path):
    km, _models, claims = a_class(tmp_path)
    a_page_request(km, "10.0.0.1")  # kept
    _html, rendered = a_page_request(km, "10.0.0.2", "position=abc")
    assert rendered and "open_query" not in claims[-1][1]
    (tmp_path / "tokaido").mkdir()
    shutil.copy(ROOT / "notebooks" / APP, tmp_path / "tokaido" / "01.ipynb")
    _html, rendered = a_page_request(km, "10.0.0.3", "", "tokaido/01.ipynb")
    assert rendered
    km._pool[:] = ["plain"]  # the warm kernel left built nothing
    _html, rendered = a_page_request(km, "10.0.0.4")
    assert rendered and claims[-1][0] == "plain" and "open_query" not in claims[-1][1]


def test_a_device_with_another_page_opening_gets_no_kept_page(tmp_path):
    km, _models, _claims = a_class(tmp_path)
    km.max_kernels_per_address = 6
    a_page_request(km, "10.0.0.1")
    waiting = km.reserve("10.0.0.9", APP)  # the device's first page has not connected yet
    try:
        second = km.reserve("10.0.0.9", APP)
        assert not km.take_built(("10.0.0.9", "o", second), APP)
        second.release()
    finally:
        waiting.release()
    assert km.take_built(("10.0.0.8", "o", km.reserve("10.0.0.8", APP)), APP)


def test_a_kernel_that_built_the_app_ahead_runs_the_notebook_in_its_claim_for_the_pages_language(kernel):
    """The claim with the notebook's cells, in a real kernel: the page's ``app`` is the app built ahead
    (the widget the kept page shows), in the page's language, and the page gets its state."""
    run_in(kernel, f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
                   "from widgets.server import kernel_setup as _kit\n_kit.warm()\n"
                   "_kit.build_ahead('widgets.tokaido.app', 'TokaidoApp')")
    reply = kernel.execute_interactive("", user_expressions={"model": AHEAD_MODEL}, timeout=60)
    model = ast.literal_eval(reply["content"]["user_expressions"]["model"]["data"]["text/plain"])
    km = manager(pool_size=1)
    km._built["k"], km._ahead_models["k"] = (APP, None), model
    reservation = km.reserve("10.0.0.1", APP, "pt")
    reservation.page_code = pageahead.notebook_code(str(ROOT / "notebooks" / APP))
    code = km._claim_code("k", {"QUERY_STRING": "lang=pt"}, str(ROOT / "notebooks" / "apps"), APP, reservation)
    reservation.release()
    run_in(kernel, code + "\nassert app.model_id == " + repr(model) + ", app.model_id")
    states = connect_page(kernel)
    assert model in states
    texts = json.dumps([s["state"].get("description", "") for s in states.values()], ensure_ascii=False)
    assert "Desfazer" in texts and "Undo" not in texts  # ?lang=pt: the app in Portuguese
