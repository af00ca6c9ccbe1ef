"""Issue 25 item 1: one attempt screen (the Dice tab while heroes are at missions): the active
hero with their health and roll, the objectives under the dice (a tap places a success
token), Complete, the outcome taps for the heroes there and "Next hero" — no tab hopping,
on a 360 px phone, with 44 px targets and no axe-core violation."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import pytest

from tests.browser import support

pytestmark = pytest.mark.browser


def _ready(page: Any) -> None:
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")
    page.wait_for_timeout(50)  # the tap's frame


def _session(page: Any, app_url: str) -> None:
    """Wolverine (dice typed: four red power dice, two yellow assist dice), Storm and Cyclops;
    Madripoor (2 objectives, on Asia) and Genosha (on Africa) face up."""
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    page.get_by_role("group", name="Players").get_by_role("button", name="3").click()
    for i, name in enumerate(("Wolverine", "Storm", "Cyclops")):
        page.get_by_label(f"Hero {i + 1}", exact=True).fill(name)
    page.locator(".mi-hero-row").nth(0).locator("summary").click()
    power = page.get_by_role("group", name="Wolverine's power card dice")
    for i in range(4):
        power.get_by_role("button", name=re.compile(rf"die {i + 1}:")).click()
    assist = page.get_by_role("group", name="Wolverine's assist dice")
    for i in range(2):  # ? -> red -> yellow
        for _ in range(2):
            assist.get_by_role("button", name=re.compile(rf"die {i + 1}:")).click()
    for deck in ("Africa", "Asia", "Europe", "North America"):
        page.get_by_role("button", name=deck, exact=True).click()
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    _ready(page)
    missions = page.get_by_role("tab", name="Missions")
    if missions.count():  # a landscape tablet shows every panel at once, without tabs
        missions.click()
    for name, deck in (("Madripoor", "Asia"), ("Genosha", "Africa")):
        form = page.get_by_role("form", name="Add a face-up mission")
        form.get_by_label("Mission name").fill(name)
        form.get_by_label("Continent deck of the new mission").select_option(label=f"{deck} deck")
        form.get_by_role("button", name="Add mission").click()
        page.get_by_role("article", name=name).wait_for()
        _ready(page)


def _next(page: Any, label: str) -> None:
    page.get_by_role("tab", name="Table").click()
    page.locator(".mi-round").get_by_role("button", name=f"{label} →").click()
    _ready(page)


THREE_DEPLOYED = (("Wolverine", "Madripoor"), ("Storm", "Genosha"), ("Cyclops", "Genosha"))


def to_mission_phase(page: Any, deploys: Sequence[tuple[str, str]] = THREE_DEPLOYED) -> None:
    """Round 1 started, each hero deployed to a mission, on to the Mission Phase: the companion
    opens the attempt screen (the Dice tab) by itself."""
    _next(page, "Start round 1")
    page.get_by_role("tab", name="Heroes").click()
    for hero, where in deploys:
        page.get_by_role("button", name=re.compile(rf"^Deploy {hero}: {where}")).click()
        _ready(page)
    _next(page, "Mission phase")
    page.get_by_role("tab", name="Dice", selected=True).wait_for()


def test_one_attempt_through_the_attempt_screen(phone_page: Any, app_url: str) -> None:
    page = phone_page
    page.set_viewport_size({"width": 360, "height": 740})
    _session(page, app_url)
    # the Mission Phase starts on the attempt screen (the Dice tab), with no tap more
    to_mission_phase(page)
    screen = page.locator("[data-k=attempt-screen]")
    mission = page.locator("[data-k=attempt-mission]")
    assert screen.locator("h3").inner_text() == "Attempt: Wolverine at Madripoor"
    assert "0 / 6 damage" in screen.locator("[data-k=attempt-health]").inner_text()
    order = screen.get_by_role("group", name="Who is attempting").get_by_role("button")
    assert order.all_inner_texts() == ["Wolverine", "Storm", "Cyclops"]  # the heroes at missions

    screen.get_by_role("button", name="⚄ Wolverine alone").click()
    page.locator(".mi-results").wait_for()
    assert page.locator(".mi-results h3").inner_text() == "Roll: Wolverine"
    # the objectives, under the dice: two open slots; the first tap places a token
    slots = mission.get_by_role("group", name=re.compile("^Objectives of Madripoor"))
    assert slots.get_by_role("button").count() == 2
    assert mission.locator("[data-k=attempt-complete]").count() == 0  # no token yet
    slots.get_by_role("button", name="Objective 1 of 2: place a success token").click()
    _ready(page)
    assert mission.locator("[data-k=attempt-complete]").inner_text() == "Complete ✓"
    slots.get_by_role("button", name="Objective 2 of 2: place a success token").click()
    _ready(page)
    assert slots.get_attribute("aria-label") == "Objectives of Madripoor: 2 of 2 done"
    # the outcome, same screen: damage to the hero there, and threat up one
    threat = int(mission.locator("[data-role=attempt-threat]").inner_text())
    mission.get_by_role("button", name="Damage +1 to Wolverine at Madripoor").click()
    _ready(page)
    mission.get_by_role("button", name="Threat +1").click()
    _ready(page)
    assert "1 / 6 damage" in screen.locator("[data-k=attempt-health]").inner_text()
    assert int(mission.locator("[data-role=attempt-threat]").inner_text()) == threat + 1
    assert page.locator("#mi-threat-chip").inner_text() == str(threat + 1)

    # a phone 360 px wide: nothing spills sideways, every target is at least 44 px
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    small = page.evaluate(
        """() => [...document.querySelectorAll(
            '[data-k=attempt-screen] button, [data-k=attempt-mission] button, .mi-results button')]
          .filter((b) => {
            const r = b.getBoundingClientRect();
            return r.width < 44 || r.height < 44;
          })
          .map((b) => b.textContent.trim())"""
    )
    assert small == []
    assert support.axe_violations(page, ".mi-companion") == []

    complete = mission.get_by_role("button", name="✓ Complete Madripoor")
    complete.click()
    _ready(page)
    # Wolverine is back on the Blackbird: the screen is on the next hero at a mission
    assert screen.locator("h3").inner_text() == "Attempt: Storm at Genosha"
    assert page.locator(".mi-results").count() == 0  # Wolverine's dice are not Storm's
    assert order.all_inner_texts() == ["Storm", "Cyclops"]
    mission.get_by_role("button", name="Damage +1 to Cyclops at Genosha").click()
    _ready(page)
    assert "1/6" in mission.locator("li[data-hero]").nth(1).inner_text()

    mission.get_by_role("button", name="Next hero: Cyclops at Genosha →").click()
    assert screen.locator("h3").inner_text() == "Attempt: Cyclops at Genosha"
    assert order.nth(1).get_attribute("aria-pressed") == "true"
    assert "1 / 6 damage" in screen.locator("[data-k=attempt-health]").inner_text()
    assert page.get_by_role("tab", name="Dice").get_attribute("aria-selected") == "true"
    assert support.axe_violations(page, ".mi-companion") == []
