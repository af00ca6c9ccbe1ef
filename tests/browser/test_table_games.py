"""Every game in the picker, on a phone: set up from its form's defaults, a few taps on what
its screen offers, undo, reload to the same state; axe finds nothing in light or dark. Games
with a test of their own go further (test_table.py, test_marvel_united.py)."""

from __future__ import annotations

from typing import Any

import pytest

from core.table.api import load_games
from core.table.game import GAMES
from tests.browser import support

load_games()
SCREENED = sorted(g for g, game in GAMES.items() if game.screen is not None)
IDLE = ".tb-session[data-busy='false']"


def _start(page: Any, app_url: str, game: str) -> None:
    page.goto(app_url + "#/table")
    support.wait_ready(page)
    page.click(f'[data-game="{game}"]')
    page.wait_for_selector("#tb-start")
    page.click("#tb-start")
    page.wait_for_selector(IDLE)


def _screen_text(page: Any) -> str:
    return str(page.locator(".tb-session").inner_text())


@pytest.mark.parametrize("game", SCREENED)
def test_set_up_tap_undo_reload(phone_page: Any, app_url: str, game: str) -> None:
    page = phone_page
    _start(page, app_url, game)
    assert page.locator("#tb-error").count() == 0
    before = _screen_text(page)
    taps = page.locator(".tb-items button[data-command]:not([disabled])")
    assert taps.count() > 0, "the screen offers nothing to tap"
    taps.first.click()
    page.wait_for_selector(IDLE)
    assert page.locator("#tb-error").count() == 0
    after = _screen_text(page)
    assert after != before
    page.click("#tb-undo")
    page.wait_for_selector(IDLE)
    assert _screen_text(page) == before
    page.click("#tb-redo")
    page.wait_for_selector(IDLE)
    page.reload()
    page.wait_for_selector(IDLE)
    assert _screen_text(page) == after
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.js_errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("game", SCREENED)
def test_every_game_screen_passes_axe(browser: Any, app_url: str, game: str, scheme: str) -> None:
    context = browser.new_context(**support.PHONE, color_scheme=scheme)
    try:
        page = context.new_page()
        page.goto(app_url + f"#/table/new/{game}")
        support.wait_ready(page)
        page.wait_for_selector("#tb-start")
        assert support.axe_violations(page) == []
        page.click("#tb-start")
        page.wait_for_selector(IDLE)
        closed = page.locator(".tb-section:not([open]) > summary")
        while closed.count():
            closed.first.click()
        assert support.axe_violations(page) == []
        page.goto(app_url + f"#/table/rules/{game}")
        page.wait_for_selector(".tb-rules")
        assert support.axe_violations(page) == []
    finally:
        context.close()
