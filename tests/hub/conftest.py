"""The hub tests use the browser tests' Chromium (``browser`` in ``tests/conftest.py``: Debian's, headless,
one per worker)."""
