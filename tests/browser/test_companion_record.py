"""Issue 25 item 7 in the browser: the Log tab's game record (round groups, a filter, the
summary so far, the text export) after a few real taps, and axe on it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.browser import support
from tests.browser.test_companion import _next_phase, _start_three_heroes, _wait_threat


def test_the_log_tab_shows_the_game_record(phone_page: Any, app_url: str, tmp_path: Path) -> None:
    page = phone_page
    _start_three_heroes(page, app_url)
    page.get_by_role("button", name="Raise threat", exact=True).click()  # in the setup
    _wait_threat(page, 5)
    _next_phase(page, "Start round 1")
    page.get_by_role("tab", name="Heroes").click()
    wolverine = page.get_by_role("article", name="Wolverine")
    wolverine.get_by_role("button", name="Damage +1 to Wolverine").click()
    page.wait_for_function("document.querySelector('.mi-status').textContent.includes('1 damage')")
    wolverine.get_by_role("button", name="Damage +1 to Wolverine").click()
    _wait_threat(page, 6)  # knocked out: threat +1

    page.get_by_role("tab", name="Log").click()
    groups = page.locator("[data-k=round-group]")
    assert groups.locator("h4").all_inner_texts() == ["Round 1", "Setup"]  # newest first
    assert "knocked out" in groups.first.inner_text()
    assert groups.first.locator("li").count() == 3  # the round's start and two damage taps

    page.locator("[data-filter=threat]").click()
    page.locator("[data-filter=threat][aria-pressed=true]").wait_for()
    shown = page.locator("[data-k=round-group] li").all_inner_texts()
    assert len(shown) == 2 and "Threat 4 → 5." in shown[1] and "knocked out" in shown[0]
    # the filter is kept with the screen's preferences: a reload shows the same lines
    page.reload()
    support.wait_ready(page)
    page.locator("[data-filter=threat][aria-pressed=true]").wait_for()
    assert page.locator("[data-k=round-group] li").all_inner_texts() == shown

    summary = page.locator("[data-k=record-summary]")
    assert "Summary so far" in summary.inner_text()
    assert "Setup: 5, Round 1: 6" in summary.locator("[data-k=threat-curve]").inner_text()
    row = summary.locator("[data-k=hero-record] tr", has_text="Wolverine")
    assert row.locator("td").all_inner_texts() == ["Wolverine", "2", "1"]
    assert support.axe_violations(page) == []

    with page.expect_download() as download:
        page.get_by_role("button", name="Export as text").click()
    saved = tmp_path / "record.txt"
    download.value.save_as(saved)
    text = saved.read_text()
    assert text.startswith("X-Men: Mutant Insurrection: game record (so far)")
    assert "Wolverine: 2 damage taken, 1 knock-out(s)" in text
    assert text.index("\nSetup\n") < text.index("\nRound 1\n")
