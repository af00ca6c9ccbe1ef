"""Issue 25 item 3: physical dice in. On the attempt screen the table taps in the faces its
own dice show (per colour, only faces the die has), the engine holds them as the hero's roll
(odds and advice work on them), and a reroll asks for the rerolled dice's new faces; the mode
is remembered on reload. A 360 px phone, 44 px targets, no axe-core violation."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser import support
from tests.browser.test_companion_attempt import _ready, _session, to_mission_phase

pytestmark = pytest.mark.browser


def _small_targets(page: Any, scope: str) -> list[str]:
    return page.evaluate(
        """(scope) => [...document.querySelectorAll(scope + ' button')]
          .filter((b) => {
            const r = b.getBoundingClientRect();
            return r.width < 44 || r.height < 44;
          })
          .map((b) => b.textContent.trim())""",
        scope,
    )


def test_table_dice_tapped_in_then_rerolled_on_the_table(phone_page: Any, app_url: str) -> None:
    page = phone_page
    page.set_viewport_size({"width": 360, "height": 740})
    _session(page, app_url)
    to_mission_phase(page)

    page.get_by_role("button", name="Table dice", exact=True).click()
    entry = page.locator(".mi-table-dice")
    # a yellow die has no fight 1 or fight 3 face, so there is no button for them
    yellow = entry.get_by_role("group", name="yellow dice").get_by_role("button")
    assert [yellow.nth(i).get_attribute("aria-label") for i in range(yellow.count())] == [
        f"yellow die showing {f}" for f in ("villainy", "teamwork", "power", "fight 2")
    ]
    use = page.locator("[data-k=dice-enter]")
    assert use.is_disabled()
    for name in ("red die showing fight 3", "red die showing power", "yellow die showing villainy"):
        entry.get_by_role("button", name=name).click()
    entry.get_by_role("button", name="Remove the red power").click()  # a slip, taken back
    entry.get_by_role("button", name="red die showing fight 2").click()
    assert use.inner_text() == "Use these 3 dice for Wolverine"
    assert _small_targets(page, ".mi-table-dice") == []
    assert support.axe_violations(page, ".mi-companion") == []
    use.click()
    page.locator(".mi-results").wait_for()
    _ready(page)
    assert page.locator(".mi-results h3").inner_text() == "Roll: Wolverine"
    faces = page.locator(".mi-results .mi-die[data-face]")
    assert [faces.nth(i).get_attribute("data-face") for i in range(3)] == [
        "fight 3",
        "villainy",
        "fight 2",
    ]
    assert page.locator(".mi-table-dice .mi-entered").count() == 0  # the entry is cleared

    # the odds and advice take the entered dice like a roll made here
    odds = page.locator("[data-role=odds]")
    if odds.locator("[data-k=odds-toggle]").get_attribute("aria-pressed") != "true":
        odds.locator("[data-k=odds-toggle]").click()
    odds.locator("[data-k=odds-add]").click()  # one objective: a power result
    page.locator(".mi-odds-main").wait_for()
    assert "best play from here" in page.locator(".mi-odds-main").inner_text()  # dice counted
    assert re.fullmatch(r"\d+(\.\d+)? ?%", page.locator("[data-role=odds-complete]").inner_text())

    # reroll the fight 2 die on the table: the screen asks for its new face first
    fight2 = page.locator(".mi-results .mi-die[data-face='fight 2']")
    index = fight2.get_attribute("data-k").removeprefix("die-")
    fight2.click()
    page.locator("[data-k=reroll]").click()
    box = page.get_by_role("group", name="New faces of the rerolled dice")
    box.wait_for()
    ask = page.locator("[data-k=reroll-faces]")
    assert ask.is_disabled()
    assert _small_targets(page, ".mi-new-faces") == []
    assert support.axe_violations(page, ".mi-companion") == []
    page.locator(f"[data-k='new-face-{index}-fight 1']").click()
    ask.click()
    _ready(page)
    assert box.count() == 0
    assert page.locator(f".mi-results [data-k=die-{index}]").get_attribute("data-face") == "fight 1"
    assert "1 of 2 left" in page.locator("[data-k=reroll]").inner_text()
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")

    # the table's dice stay the mode after a reload
    page.reload()
    support.wait_ready(page)
    _ready(page)
    page.get_by_role("tab", name="Dice", selected=True).wait_for()  # the tab comes back too
    table_mode = page.get_by_role("button", name="Table dice", exact=True)
    assert table_mode.get_attribute("aria-pressed") == "true"
    assert page.locator(".mi-results [data-face]").count() == 3
