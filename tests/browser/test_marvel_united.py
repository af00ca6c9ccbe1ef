"""Marvel United: X-Men on a phone through the generic table screen: set up, a villain turn
with an overflow, a hero turn, undo, reload to the same state; short at the start of a turn,
with nothing to scroll sideways; a mission corrected; axe in light and dark."""

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


def _missions(page: Any) -> str:
    """The Missions section's text, opened first (it is folded away on a phone)."""
    section = page.locator("[data-section='missions']")
    if section.get_attribute("open") is None:
        section.locator("summary").click()
    return str(section.inner_text())


def _size(page: Any) -> tuple[int, int]:
    got = page.evaluate(
        "[document.documentElement.scrollHeight, document.documentElement.scrollWidth]"
    )
    return int(got[0]), int(got[1])


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
    page.locator("#toast:not([hidden])", has_text="Overflow at Xavier Institute").wait_for()
    page.wait_for_selector(".tb-session[data-busy='false']")
    _tap(page, "Finish the villain's turn")
    assert "Storm's turn" in _status(page)
    _tap(page, "Draw a card")
    page.get_by_label("Attack", exact=True).fill("1")
    _tap(page, "Play")
    _tap(page, "Attack a Thug")
    assert "Defeat Thugs" in _missions(page)
    assert "Defeat Thugs\n1/4" in _missions(page)
    page.click("#tb-undo")
    page.wait_for_selector(".tb-session[data-busy='false']")
    assert "Defeat Thugs\n0/4" in _missions(page)
    page.reload()
    page.wait_for_selector(".tb-session[data-busy='false']")
    assert "Storm's turn: resolve actions" in _status(page)
    assert "Defeat Thugs\n0/4" in _missions(page)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390  # no horizontal scroll on the phone
    assert page.js_errors == []


# A phone's screen is 844 px tall: the start of a turn fits in about one screen (before issue
# 28's second pass: 2,118 px at the villain's first turn, 2,091 at a hero's).
SCREEN = 844


def test_the_start_of_a_turn_fits_a_phone_and_a_mission_is_corrected(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start(page, app_url)
    sizes = {"villain": _size(page)}
    _tap(page, "Draw a Grand Plan card")
    _tap(page, "Move 0")
    sizes["tokens"] = _size(page)
    _tap(page, "Finish the villain's turn")
    sizes["hero"] = _size(page)
    _tap(page, "Draw a card")
    page.get_by_label("Attack", exact=True).fill("1")
    _tap(page, "Play")
    sizes["actions"] = _size(page)
    print("\ndocument height and width at 390x844:", sizes)
    assert all(width <= 390 for _, width in sizes.values())  # nothing scrolls sideways
    assert sizes["villain"][0] <= SCREEN * 1.2 and sizes["hero"][0] <= SCREEN * 1.2
    assert sizes["tokens"][0] <= SCREEN * 2 and sizes["actions"][0] <= SCREEN * 2
    # this turn's controls come first; the rest is folded
    sections = page.locator(".tb-section")
    assert sections.first.get_attribute("data-section") == "this-turn"
    assert page.locator(".tb-section[open]").count() == 1
    # the table put a Thug on Defeat Thugs by mistake: corrected from the Missions section
    _missions(page)
    entry = page.locator("form.tb-entry", has_text="Correct Defeat Thugs (0/4)")
    entry.get_by_label("Spaces on the card").fill("5")
    entry.get_by_label("Tokens on it").fill("1")
    entry.get_by_role("button", name="Correct", exact=True).click()
    page.wait_for_selector(".tb-session[data-busy='false']")
    assert "Defeat Thugs\n1/5" in _missions(page)
    assert _size(page)[1] <= 390
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
