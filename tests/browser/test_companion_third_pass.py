"""The companion's third pass (issue 25): the defects found by a table playing a whole game,
each through the real screen."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser import support

pytestmark = pytest.mark.browser


def _session(page: Any, app_url: str, players: int) -> None:
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    page.get_by_role("group", name="Players").get_by_role("button", name=str(players)).click()
    for i, name in enumerate(("Storm", "Cyclops", "Rogue")[:players]):
        page.get_by_label(f"Hero {i + 1}", exact=True).fill(name)
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.locator(".mi-companion").wait_for()
    page.wait_for_function("document.querySelector('.mi-root').dataset.engine === 'ready'")


def test_the_bond_partner_chosen_from_the_list_is_the_one_bonded(
    phone_page: Any, app_url: str
) -> None:
    """Issue 25: choosing the second partner in the list was ignored (the first was bonded)."""
    page = phone_page
    _session(page, app_url, 3)
    page.get_by_role("tab", name="Heroes").click()
    storm = page.get_by_role("article", name="Storm")
    storm.locator("summary").first.click()
    partner = storm.get_by_label("Bond partner for Storm")
    labels = partner.locator("option").all_inner_texts()
    assert labels == ["Cyclops", "Rogue"]
    partner.select_option(label="Rogue")
    storm.get_by_role("button", name="+ Positive bond").click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.mi-bonds li')].some((li) => "
        "li.textContent.includes('With Rogue'))"
    )
    assert "With Cyclops" not in storm.inner_text()


def test_villainy_damage_that_knocks_out_warns_and_ends_the_attempt(
    phone_page: Any, app_url: str
) -> None:
    """Issue 25: "Apply 1 damage to Storm, then reroll" knocked Storm out and still rerolled;
    a knock-out ends the attempt (Step 5), the tap says so first, and the dice card says so."""
    page = phone_page
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    page.get_by_label("Hero 1", exact=True).fill("Wolverine")
    page.get_by_label("Health of hero 1", exact=True).fill("2")
    page.get_by_label("Health of hero 1", exact=True).dispatch_event("change")
    page.get_by_label("Hero 2", exact=True).fill("Storm")
    page.locator(".mi-hero-row").nth(0).locator("summary").click()
    power = page.get_by_role("group", name="Wolverine's power card dice")
    for i in range(4):  # four red dice: villainy shows often
        power.get_by_role("button", name=re.compile(rf"die {i + 1}:")).click()
    assist = page.get_by_role("group", name="Wolverine's assist dice")
    for i in range(2):  # ? -> red -> yellow (the box has four red dice)
        for _ in range(2):
            assist.get_by_role("button", name=re.compile(rf"die {i + 1}:")).click()
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.wait_for_function("document.querySelector('.mi-root').dataset.engine === 'ready'")
    page.get_by_role("tab", name="Missions").click()
    form = page.get_by_role("form", name="Add a face-up mission")
    form.get_by_label("Mission name").fill("Hellfire Gala")
    form.get_by_label("Villainy effect of the mission").fill("The active hero suffers 2 damage.")
    for _ in range(2):
        form.get_by_role("button", name="More: Villainy damage of the mission").click()
    form.get_by_role("button", name="Add mission").click()
    page.locator(".mi-mission", has_text="Hellfire Gala").wait_for()
    page.get_by_role("tab", name="Heroes").click()
    page.get_by_role("button", name="Deploy Wolverine: Hellfire Gala").click()
    page.get_by_role("tab", name="Dice").click()
    page.get_by_role("group", name="Who is attempting").get_by_role(
        "button", name="Wolverine"
    ).click()
    taps = "document.querySelectorAll('.mi-history li').length"
    for _ in range(40):
        before = page.evaluate(taps)
        page.get_by_role("button", name="Wolverine alone").click()
        page.wait_for_function(f"{taps} > {before}")
        villainy = page.locator(".mi-results .mi-die[data-face=villainy]")
        if villainy.count():
            break
    else:
        raise AssertionError("no villainy face in 40 rolls")
    villainy.first.click()
    page.wait_for_function(
        "document.querySelector('.mi-die[data-face=villainy][aria-pressed=true]')"
    )
    page.locator("[data-k=reroll]").click()
    dialog = page.get_by_role("alertdialog", name="Villainy")
    dialog.wait_for()
    warn = dialog.get_by_role("button", name=re.compile("knocks Wolverine out"))
    assert warn.count() == 1
    assert dialog.get_by_role("button", name=re.compile("then reroll")).count() == 0
    warn.click()
    ended = page.locator("[data-k=attempt-ended]")
    ended.wait_for()
    assert "Step 5" in ended.inner_text()
    assert page.locator("[data-k=reroll]").is_disabled()
    assert page.locator(".mi-results .mi-die").first.is_disabled()
