"""Marvel United: X-Men on a phone through the generic table screen: set up, a villain turn
with an overflow, a hero turn, undo, reload to the same state; axe in light and dark."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser import support


def _start(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/table/new/marvel-united")
    support.wait_ready(page)
    page.wait_for_selector("#tb-start")
    page.fill("#tb-f-heroes-0-name", "Storm")
    page.fill("#tb-f-heroes-1-name", "Cyclops")
    page.click("#tb-start")
    page.wait_for_selector(".tb-session[data-busy='false']")


def _tap(page: Any, label: str) -> None:
    page.get_by_role("button", name=label, exact=True).click()
    page.wait_for_selector(".tb-session[data-busy='false']")


def _status(page: Any) -> str:
    return str(page.locator(".tb-status").inner_text())


def test_villain_turn_overflow_hero_turn_undo_reload(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url)
    assert "Sabretooth's turn: draw" in _status(page)
    _tap(page, "Draw a Grand Plan card")
    _tap(page, "Move 0")
    # three Thugs where two spaces are free: an overflow
    page.get_by_label("Thugs at villain's location").fill("3")
    page.get_by_role("button", name="Add tokens", exact=True).click()
    # the toast of an earlier tap may still be showing: wait for this one's
    page.locator("#toast:not([hidden])", has_text="Overflow at Location 1").wait_for()
    page.wait_for_selector(".tb-session[data-busy='false']")
    _tap(page, "Finish the villain's turn")
    assert "Storm's turn" in _status(page)
    _tap(page, "Draw a card")
    page.get_by_label("Attack", exact=True).fill("1")
    _tap(page, "Play")
    _tap(page, "Attack a Thug")
    assert "Defeat Thugs" in page.locator("[data-section='missions']").inner_text()
    assert "1/4" in page.locator("[data-section='missions']").inner_text()
    page.click("#tb-undo")
    page.wait_for_selector(".tb-session[data-busy='false']")
    assert "0/4" in page.locator("[data-section='missions']").inner_text()
    page.reload()
    page.wait_for_selector(".tb-session[data-busy='false']")
    assert "Storm's turn: resolve actions" in _status(page)
    assert "0/4" in page.locator("[data-section='missions']").inner_text()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390  # no horizontal scroll on the phone
    assert page.js_errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_marvel_united_screen_passes_axe(browser: Any, app_url: str, scheme: str) -> None:
    context = browser.new_context(**support.PHONE, color_scheme=scheme)
    try:
        page = context.new_page()
        _start(page, app_url)
        closed = page.locator(".tb-section:not([open]) > summary")
        while closed.count():
            closed.first.click()
        assert support.axe_violations(page) == []
    finally:
        context.close()
