"""The server's speedups (widgets/server/speedups.py): templates compiled once, no debug records."""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor

from voila.exporter import VoilaExporter
from voila.paths import collect_template_paths

from widgets.server import speedups


def exporter() -> VoilaExporter:
    return VoilaExporter(template_paths=collect_template_paths(["voila", "nbconvert"], "lab"), template_name="lab")


def render(template, **values) -> str:
    """Voila's templates are async: render them on a thread of their own, whatever loop this one runs."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(template.render, **values).result()


def test_every_page_shares_the_compiled_templates():
    speedups.install()
    first, second = exporter().environment, exporter().environment
    assert first.bytecode_cache is second.bytecode_cache is speedups.CACHE
    first.get_template("index.html.j2")
    stored = dict(speedups.CACHE.store)
    assert stored, "the first page's templates are kept, compiled"
    compiled = []
    second.compile = lambda *args, **kwargs: compiled.append(args)  # the next page compiles nothing
    assert second.get_template("index.html.j2") is not None
    assert compiled == [] and speedups.CACHE.store == stored


def test_every_page_shares_the_loaded_templates():
    """Voila makes a new exporter for every page: its templates are not loaded again (not even from
    their compiled code), and a page renders as before."""
    speedups.install()
    first, second = exporter(), exporter()
    assert first is not second and first.environment is second.environment
    template = first.environment.get_template("index.html.j2")
    loaded = []
    load = speedups.CACHE.load_bytecode
    speedups.CACHE.load_bytecode = lambda bucket: loaded.append(bucket.name) or load(bucket)
    try:
        assert second.environment.get_template("index.html.j2") is template
        assert second.template is not None
    finally:
        speedups.CACHE.load_bytecode = load
    assert loaded == []


def test_an_exporter_with_filters_of_its_own_gets_its_own_environment():
    speedups.install()
    plain = exporter()
    own = VoilaExporter(template_paths=plain.template_paths, template_name="lab", filters={"shout": str.upper})
    assert own.environment is not plain.environment
    assert "shout" in own.environment.filters and "shout" not in plain.environment.filters


def test_a_changed_template_is_compiled_again(tmp_path):
    speedups.install()
    (tmp_path / "page.j2").write_text("one {{ x }}")
    make = lambda: VoilaExporter(template_paths=[str(tmp_path)], template_name="lab").environment  # noqa: E731
    assert render(make().get_template("page.j2"), x=1) == "one 1"
    (tmp_path / "page.j2").write_text("two {{ x }}")
    assert render(make().get_template("page.j2"), x=2) == "two 2"


def test_the_server_logs_at_its_own_level_not_debug():
    log = logging.getLogger("kit-test-server")
    log.setLevel(logging.DEBUG)  # what traitlets does to an application's logger
    speedups.install(log, logging.INFO)
    assert not log.isEnabledFor(logging.DEBUG)
    assert log.isEnabledFor(logging.INFO)


def test_fast_dates_read_every_message_date_as_jupyter_client_does():
    from jupyter_client import jsonutil, session

    from widgets.server.speedups import fast_dates

    header = {"msg_id": "4f1a-aa", "date": "2026-12-01T16:54:17.894413Z", "version": "5.3",
              "nested": ["2026-12-01T16:54:17Z", "2026-12-01T16:54:17.894413+02:00", "2026-12-01T16:54:17",
                         "not a date", "2026-12-01"], "none": None, "n": 3}
    expected = jsonutil.extract_dates(header)
    fast_dates()
    assert session.extract_dates is not jsonutil.extract_dates
    assert session.extract_dates(header) == expected


def test_the_page_configuration_is_read_once_and_each_page_gets_its_own_copy(monkeypatch):
    from voila import handler, utils
    from voila.configuration import VoilaConfiguration

    reads = []
    real = utils.get_page_config
    monkeypatch.setattr(handler, "get_page_config",
                        lambda **kw: reads.append(kw["base_url"]) or real(**kw))
    monkeypatch.setattr(handler, "_kit_page_config", False, raising=False)
    speedups.cached_page_config()
    settings, configuration = {}, VoilaConfiguration()
    first = handler.get_page_config(base_url="/", settings=settings, log=logging.getLogger("t"),
                                    voila_configuration=configuration)
    first["kernelId"] = "a page's own kernel"
    second = handler.get_page_config(base_url="/", settings=settings, log=logging.getLogger("t"),
                                     voila_configuration=configuration)
    assert reads == ["/"], "the extensions are listed once per server"
    assert "kernelId" not in second and second["federated_extensions"] == first["federated_extensions"]
    handler.get_page_config(base_url="/other/", settings=settings, log=logging.getLogger("t"),
                            voila_configuration=configuration)
    assert reads == ["/", "/other/"]


def test_the_template_folders_are_searched_once_and_links_stay_the_same(monkeypatch):
    """A page's stylesheet and script links (their addresses name each file's version) are those
    Voila made, without searching the template folders again for every link."""
    from voila import static_file_handler
    from voila.utils import include_css

    searches = []
    real = static_file_handler.collect_static_paths
    expected = include_css("lab", "/", "static/index.css")
    monkeypatch.setattr(static_file_handler, "collect_static_paths",
                        lambda names, template="default", **kw: searches.append(template) or real(names, template, **kw))
    monkeypatch.setattr(static_file_handler, "_kit_static_paths", False, raising=False)
    speedups.kept_static_paths()
    links = [include_css("lab", "/", "static/index.css") for _ in range(3)]
    assert links == [expected] * 3 and "?v=" in expected
    assert searches == ["lab"]
