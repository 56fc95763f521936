"""The hub tests use the browser tests' Chromium (``browser``: Debian's, headless, one per worker)."""

from tests.browser.conftest import artifacts_dir, browser  # noqa: F401  (fixtures)
