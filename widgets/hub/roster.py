"""The pieces of a hub's configuration that are the kit's: classes as groups, roles and the tables service.

Shared by ``make hub`` (:mod:`widgets.hub.config`) and the tests; the Helm values for Zero to JupyterHub
(``hub/z2jh-values.yaml``) say the same in the chart's words. Standard library only.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from .settings import HubSettings

NAME = re.compile(r"[a-z0-9][a-z0-9._-]{0,39}")


def parse_classes(text: str) -> dict[str, list[str]]:
    """``"7a=ana,bruno 7b=carla"`` -> ``{"7a": ["ana", "bruno"], "7b": ["carla"]}``; ``ValueError`` says what
    is wrong (a class without ``=``, a name JupyterHub would not take)."""
    classes: dict[str, list[str]] = {}
    for part in text.split():
        group, sep, names = part.partition("=")
        if not sep or not NAME.fullmatch(group):
            raise ValueError(f"a class is written NAME=learner,learner (got {part!r})")
        members = [n for n in names.split(",") if n]
        bad = [n for n in members if not NAME.fullmatch(n)]
        if bad:
            raise ValueError(f"class {group}: names are small letters, digits, '.', '_' or '-' (got {bad})")
        classes[group] = members
    return classes


def hub_groups(classes: str, teachers: list[str], settings: HubSettings | None = None) -> dict[str, dict]:
    """JupyterHub's ``load_groups``: one group per class, and the teachers' group of the settings.

    A teacher named in a class's list teaches the classes they are named in only (``"7a=ana,lee
    7b=carla,maria"``: Lee teaches 7a, Maria 7b); a teacher named in no class teaches every class."""
    settings = settings or HubSettings.load()
    parsed = parse_classes(classes)
    named = {name for members in parsed.values() for name in members}
    everywhere = set(teachers) - named
    groups = {name: {"users": sorted(set(members) | everywhere)} for name, members in parsed.items()}
    groups[settings.teachers_group] = {"users": sorted(teachers)}
    return groups


def hub_roles(service: str, culler: bool = True) -> list[dict]:
    """JupyterHub's ``load_roles``: every user may reach the tables service (its pages, through the hub's
    login); the service reads who is in which group (no more); the culler what it culls."""
    roles = [
        {"name": "user", "scopes": ["self", f"access:services!service={service}"]},
        {"name": "kit-tables", "scopes": ["read:users", "read:groups"],
         "services": [service]},
    ]
    if culler:
        roles.append({"name": "idle-culler", "scopes": ["list:users", "read:users:activity", "read:servers",
                                                         "delete:servers"], "services": ["idle-culler"]})
    return roles


def tables_service(state: Path, port: int, settings: HubSettings | None = None) -> dict:
    """The tables service's entry in ``JupyterHub.services``: one process for the hub, started and
    stopped by the hub, its database in ``state/tables`` (the service's own data folder)."""
    settings = settings or HubSettings.load()
    data = Path(settings.data_dir or state / "tables")
    data.mkdir(parents=True, exist_ok=True)
    return {
        "name": settings.service,
        "url": f"http://127.0.0.1:{port}",
        "command": [sys.executable, "-m", "widgets.hub.service"],
        "cwd": str(data),
        "environment": {"KIT_HUB_DATA": str(data), "PYTHONUNBUFFERED": "1"},
        "oauth_no_confirm": True,
        "display": False,
        # the hub stops if a service it manages does not answer in time (30 s by default): a busy machine
        "timeout": 120,
    }
