"""The generic table screen (web/table/) on a phone: pick a game, set it up from its form, tap
what the screen offers, undo, reload to the same state; the screen passes axe in both schemes."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser import support


def _score_pad(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/table")
    support.wait_ready(page)
    page.click('[data-game="score-pad"]')
    page.wait_for_selector("#tb-start")
    page.fill("#tb-f-players-0-name", "Ana")
    page.click("text=Add to players")
    page.fill("#tb-f-players-1-name", "<b>Ben</b>")  # shown as text, never as markup
    page.click("#tb-start")
    page.wait_for_selector(".tb-session[data-busy='false']")


def _total(page: Any, name: str) -> str:
    return str(page.locator(f".tb-counter[aria-label='{name}'] output").inner_text())


def test_set_up_tap_undo_reload_same_state(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _score_pad(page, app_url)
    assert page.locator(".tb-session h1").inner_text() == "Score pad"
    assert page.locator(".tb-counter[aria-label='<b>Ben</b>']").count() == 1
    assert page.locator(".tb-session b").count() == 0
    plus = page.locator(".tb-counter[aria-label='Ana'] button").nth(1)
    plus.click()
    page.wait_for_function("document.querySelector('.tb-counter output').textContent === '1'")
    plus.click()
    page.wait_for_function("document.querySelector('.tb-counter output').textContent === '2'")
    page.click("#tb-undo")
    page.wait_for_function("document.querySelector('.tb-counter output').textContent === '1'")
    url = page.url
    page.reload()
    page.wait_for_selector(".tb-counter")  # the stored screen, drawn before the engine
    assert _total(page, "Ana") == "1"
    page.wait_for_selector(".tb-session[data-busy='false']")
    assert page.url == url and _total(page, "Ana") == "1"
    page.click("#tb-redo")
    page.wait_for_function("document.querySelector('.tb-counter output').textContent === '2'")
    page.goto(app_url + "#/table")
    page.wait_for_selector(".saved a")
    assert "Score pad" in page.locator(".saved a").first.inner_text()
    assert page.js_errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_table_screens_pass_axe(browser: Any, app_url: str, scheme: str) -> None:
    context = browser.new_context(**support.PHONE, color_scheme=scheme)
    try:
        page = context.new_page()
        page.goto(app_url + "#/table")
        support.wait_ready(page)
        page.wait_for_selector('[data-game="score-pad"]')
        assert support.axe_violations(page) == []
        page.click('[data-game="score-pad"]')
        page.wait_for_selector("#tb-start")
        assert support.axe_violations(page) == []
        page.click("#tb-start")
        page.wait_for_selector(".tb-session[data-busy='false']")
        page.click(".tb-section:nth-of-type(2) > summary")
        assert support.axe_violations(page) == []
    finally:
        context.close()
