"""Test-wide settings: hypothesis profiles, and the longest test files first.

``kit`` (default) is deterministic (derandomized) so CI is repeatable; set
``HYPOTHESIS_PROFILE=thorough`` for a longer local run.
"""

import os

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "kit",
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "thorough",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "kit"))


def _weight(item) -> int:
    """Long files first: property runs, then browser tests (a server, Chromium, whole games)."""
    path = str(getattr(item, "path", "") or item.nodeid)
    if "properties" in path:
        return 0
    if "/browser/" in path:
        return 1
    return 2


def pytest_collection_modifyitems(session, config, items):
    """Start the longest files first: with one worker per core (``make test``), the last file to start
    sets when the run ends, so it had better be a short one. The order within a file is kept."""
    items.sort(key=_weight)


# One Chromium per worker for every folder's tests (browser, hub): Playwright's sync API runs an event loop of
# its own while it is open, so a second one in the same worker fails ("Sync API inside the asyncio loop").
@pytest.fixture(scope="session")
def artifacts_dir():
    from tests.browser.conftest import ARTIFACTS

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def browser():
    from tests.browser.conftest import launch_chromium, require_chromium

    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = launch_chromium(p)
        try:
            yield chromium
        finally:
            chromium.close()
