"""The Helm values for Zero to JupyterHub (``hub/z2jh-values.yaml``) against the chart's values schema.

The schema is ``../shared/z2jh/values.schema.yaml`` (beside the clone, in CI too: the chart cannot be
fetched here). Helm checks a school's values merged with the chart's defaults, which give every required
key, so "required" errors are left out (``../shared/z2jh/README.md``). The values must also say what
``make hub`` says: the kit's settings, landing page and tables service, with the same scopes.
"""

from __future__ import annotations

from pathlib import Path

import jsonschema
import pytest
import yaml

from tests.browser.conftest import in_ci
from widgets.hub.roster import hub_roles
from widgets.hub.settings import HubSettings

ROOT = Path(__file__).resolve().parents[2]
VALUES = ROOT / "hub" / "z2jh-values.yaml"
SCHEMA = ROOT.parent / "shared" / "z2jh" / "values.schema.yaml"


@pytest.fixture(scope="module")
def values() -> dict:
    return yaml.safe_load(VALUES.read_text())


def schema_errors(values: dict) -> list[str]:
    if not SCHEMA.exists():
        if in_ci():
            pytest.fail(f"the chart's values schema is missing: {SCHEMA}", pytrace=False)
        pytest.skip(f"no chart schema at {SCHEMA}")
    schema = yaml.safe_load(SCHEMA.read_text())
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
            for e in jsonschema.Draft7Validator(schema).iter_errors(values) if e.validator != "required"]


def test_the_values_file_is_one_the_chart_accepts(values):
    assert schema_errors(values) == []


def test_the_schema_check_would_catch_a_wrong_key_or_type(values):
    wrong = dict(values, singleuser=dict(values["singleuser"], memory={"limit": ["1G"]}), cull={"timeout": "soon"})
    wrong["hub"] = dict(values["hub"], kitTables={})
    errors = schema_errors(wrong)
    assert any(e.startswith("singleuser/memory/limit") for e in errors), errors
    assert any(e.startswith("cull/timeout") for e in errors), errors
    assert any("kitTables" in e for e in errors), errors


def test_the_values_say_what_make_hub_says(values):
    settings = HubSettings.load()
    single, hub = values["singleuser"], values["hub"]
    assert single["defaultUrl"] == "/kit/"
    assert single["cmd"][-2:] == ["-m", "widgets.hub.singleuser"]  # the command make hub's spawner runs
    assert single["extraEnv"]["JUPYTER_CONFIG_PATH"] == "/srv/kit/widgets/server"
    assert hub["config"]["KubeSpawner"]["notebook_dir"] == "/srv/kit/notebooks"
    assert settings.service in hub["services"] and single["extraEnv"]["KIT_HUB_TABLES_URL"].endswith(
        f"/services/{settings.service}/")
    roles = {r["name"]: r for r in hub_roles(settings.service, culler=False)}
    for name, role in roles.items():
        assert sorted(hub["loadRoles"][name]["scopes"]) == sorted(role["scopes"]), name
    assert f"access:services!service={settings.service}" in hub["config"]["KubeSpawner"]["server_token_scopes"]
    sidecar = next(c for c in hub["extraContainers"] if c["name"] == settings.service)
    assert sidecar["command"][-1] == "widgets.hub.service" and sidecar["image"].endswith(single["image"]["tag"])
    assert values["cull"]["enabled"] and values["scheduling"]["userPlaceholder"]["replicas"] > 0
    assert values["prePuller"]["continuous"]["enabled"]
