"""The banner a page shows when its kernel has gone (widgets/common/connection.py)."""

from __future__ import annotations

from tokaido_kit.core import i18n
from widgets.common.connection import ConnectionWatch, kernel_url

KID = "618c47cb-ccd3-4444-a138-bb82271919a6"


def test_a_served_page_checks_its_own_kernel_address(monkeypatch):
    monkeypatch.setenv("VOILA_KERNEL_ID", KID)
    monkeypatch.setenv("VOILA_BASE_URL", "/")
    assert kernel_url() == f"/api/kernels/{KID}"
    assert ConnectionWatch().kernel_url == f"/api/kernels/{KID}"
    monkeypatch.setenv("VOILA_KERNEL_ID", "../../evil")
    assert kernel_url() == ""  # never an address made of anything else


def test_outside_a_served_page_nothing_is_checked(monkeypatch):
    monkeypatch.delenv("VOILA_KERNEL_ID", raising=False)
    assert ConnectionWatch().kernel_url == ""


def test_the_banner_says_what_to_do_in_each_language():
    for lang, word in (("en", "Resume your game"), ("pt", "Retomar"), ("it", "Riprendi la tua partita")):
        with i18n.using(lang):
            watch = ConnectionWatch()
        assert word in watch.description and watch.tooltip, lang
