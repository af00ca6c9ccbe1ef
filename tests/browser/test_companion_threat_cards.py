"""The companion's threat cards by kind (issue 25, item 4), through the real screen: after the
draw the table says event, Sentinel or villain and resolves it in one tap; a Sentinel's target
marks the missions it fits; "every hero" and "heroes here" taps; undo takes each back."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser import support

pytestmark = pytest.mark.browser

# Every visible control in the selector narrower or shorter than 44 px (the phone target size);
# a box inside its label is tapped through the label.
SMALL = """(sel) => [...document.querySelectorAll(sel)].flatMap((root) =>
  [...root.querySelectorAll('button, select, input')]).filter((el) => el.offsetParent !== null)
  .map((el) => {
    const r = (el.closest('label') ?? el).getBoundingClientRect();
    return { text: el.textContent.trim() || el.getAttribute('aria-label'), w: r.width,
      h: r.height };
  }).filter((b) => b.w < 44 || b.h < 44)"""
ALL_DAMAGE = "[...document.querySelectorAll('.mi-hero [data-role=damage]')]"


def _session(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    page.get_by_role("group", name="Players").get_by_role("button", name="3").click()
    for i, name in enumerate(("Storm", "Cyclops", "Rogue")):
        page.get_by_label(f"Hero {i + 1}", exact=True).fill(name)
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")


def _add_mission(page: Any, name: str, objectives: int) -> None:
    page.get_by_role("tab", name="Missions").click()
    form = page.get_by_role("form", name="Add a face-up mission")
    form.get_by_label("Mission name").fill(name)
    box = form.get_by_label("Objectives on the mission", exact=True)
    box.fill(str(objectives))
    box.dispatch_event("change")
    form.get_by_label("Continent deck of the new mission").select_option(
        label="No deck (story card)"
    )
    form.get_by_role("button", name="Add mission").click()
    page.get_by_role("article", name=name).wait_for()


def _deployed(page: Any, app_url: str) -> None:
    """Three heroes in round 1's deploy phase; Pyro (3 objectives, Storm there) and Blob (2)."""
    _session(page, app_url)
    page.locator("[data-k=next-phase]").click()  # round 1, deploy
    _add_mission(page, "Pyro", 3)
    _add_mission(page, "Blob", 2)
    page.get_by_role("tab", name="Heroes").click()
    page.get_by_role("article", name="Storm").get_by_role(
        "button", name="Deploy Storm: Pyro"
    ).click()
    page.wait_for_function("document.querySelector('.mi-hero').innerText.includes('At Pyro')")


def _drawn(page: Any, app_url: str) -> None:
    """:func:`_deployed`, then the threat phase: threat raised, a card drawn."""
    _deployed(page, app_url)
    page.get_by_role("tab", name="Table").click()
    for phase in ("Mission", "Threat"):
        # the Mission Phase opens the attempt screen on a phone: the phases are on the Table tab
        table = page.get_by_role("tab", name="Table")
        if table.get_attribute("aria-selected") != "true":
            table.click()
        page.locator("[data-k=next-phase]").click()
        page.wait_for_function(
            f"document.querySelector('#mi-round-chip').textContent.includes('{phase}')"
        )
    page.locator("[data-k=action-raise]").click()
    page.wait_for_function("!document.querySelector('[data-k=action-draw]').disabled")
    page.locator("[data-k=action-draw]").click()
    page.locator("[data-k=threat-card]").wait_for()


def _damage(page: Any) -> list[str]:
    return page.locator(".mi-hero [data-role=damage]").all_inner_texts()


def _fits_phone(page: Any, sel: str) -> None:
    """axe 0, 44 px targets, and nothing wider than a 360 px phone."""
    assert support.axe_violations(page, ".mi-companion") == []
    assert page.evaluate(SMALL, sel) == []
    page.set_viewport_size({"width": 360, "height": 780})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert page.evaluate(SMALL, sel) == []
    page.set_viewport_size(support.PHONE["viewport"])


def test_an_event_hurts_each_hero_in_one_tap_and_undo_asks_again(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _drawn(page, app_url)
    sheet = page.locator("[data-k=threat-card]")
    _fits_phone(page, "[data-k=threat-card]")
    sheet.get_by_role("button", name="Event").click()
    form = sheet.get_by_role("form", name="Resolve the event")
    form.get_by_label("Event name").fill("Riots")
    form.get_by_role("button", name="More: Damage to each hero").click()
    _fits_phone(page, "[data-k=threat-card]")
    form.get_by_role("button", name="Resolve the event").click()
    sheet.wait_for(state="detached")
    assert _damage(page) == ["1", "1", "1"]
    _fits_phone(page, ".mi-each-hero")
    assert "Riots resolves." in page.locator("#mi-panel-log").inner_text()
    page.locator("[data-k=undo]").click()
    sheet.wait_for()  # one undo: nobody hurt, and the card is asked for again
    assert _damage(page) == ["0", "0", "0"]
    # the device kept the event: drawn again, it is one tap
    sheet.get_by_role("button", name="Event").click()
    known = sheet.get_by_role("list", name="Events this device knows")
    pick = known.get_by_role("button", name=re.compile("Riots"))
    assert "each hero 1 damage" in pick.inner_text()
    _fits_phone(page, "[data-k=threat-card]")
    pick.click()
    sheet.wait_for(state="detached")
    assert _damage(page) == ["1", "1", "1"]
    page.locator("[data-k=undo]").click()
    sheet.wait_for()
    # the one-tap group buttons: every hero, then the heroes at Pyro only
    page.get_by_role("button", name="Damage +1 to each hero").click()
    page.wait_for_function(ALL_DAMAGE + ".every(e => e.textContent === '1')")
    page.get_by_role("button", name="Heal 1 for each hero").click()
    page.wait_for_function(ALL_DAMAGE + ".every(e => e.textContent === '0')")


def test_the_heroes_at_a_mission_take_damage_in_one_tap(phone_page: Any, app_url: str) -> None:
    """A mission's outcome that hits the heroes there: one tap on its card, nobody else hurt."""
    page = phone_page
    _deployed(page, app_url)
    page.get_by_role("tab", name="Missions").click()
    assert page.get_by_role("article", name="Blob").locator(".mi-here-taps").count() == 0
    page.get_by_role("button", name="Damage +1 to the heroes at Pyro").click()
    page.wait_for_function(
        "document.querySelector('.mi-hero [data-role=damage]').textContent === '1'"
    )
    assert _damage(page) == ["1", "0", "0"]
    page.get_by_role("button", name="Heal 1 for the heroes at Pyro").wait_for()
    _fits_phone(page, ".mi-here-taps")


def test_a_sentinel_attaches_where_its_target_points_and_the_missions_show_it(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _drawn(page, app_url)
    sheet = page.locator("[data-k=threat-card]")
    # the sheet is a threat card in the kit's frame; its band says the kind once it is picked
    band = sheet.locator(".kit-card-band")
    assert "kit-card-threat" in (sheet.get_attribute("class") or "")
    assert band.text_content().strip() == "Threat card"
    assert band.get_attribute("aria-hidden") == "true"  # decoration: the words are the sheet's
    sheet.get_by_role("button", name="Sentinel").click()
    page.wait_for_function(
        "document.querySelector('[data-k=threat-card]').classList.contains('kit-card-sentinel')"
    )
    assert band.text_content().strip() == "Sentinel"
    sheet.get_by_label("Sentinel name").fill("Nimrod")
    sheet.get_by_label("Target of the drawn Sentinel").select_option(label="Most objectives")
    # Pyro has the most objectives: it alone is offered, Blob is shown as not fitting
    sheet.get_by_role("button", name="Attach to Pyro").wait_for()
    assert sheet.get_by_role("button", name="Attach to Blob").count() == 0
    assert "Blob: does not fit the target" in sheet.inner_text()
    _fits_phone(page, "[data-k=threat-card]")
    page.get_by_role("tab", name="Missions").click()
    assert (
        "Fits the drawn Sentinel's target" in page.get_by_role("article", name="Pyro").inner_text()
    )
    assert "Fits" not in page.get_by_role("article", name="Blob").inner_text()
    _fits_phone(page, ".mi-missions")
    page.get_by_role("tab", name="Table").click()
    sheet.get_by_label("Target of the drawn Sentinel").select_option(label="Fewest objectives")
    sheet.get_by_role("button", name="Attach to Blob").wait_for()
    sheet.get_by_label("Target of the drawn Sentinel").select_option(label="Most objectives")
    sheet.get_by_role("button", name="Attach to Pyro").click()
    sheet.wait_for(state="detached")
    page.get_by_role("tab", name="Missions").click()
    assert "Sentinel Nimrod (1 !)" in page.get_by_role("article", name="Pyro").inner_text()
    page.locator("[data-k=undo]").click()
    page.get_by_role("tab", name="Table").click()
    sheet.wait_for()
    page.get_by_role("tab", name="Missions").click()
    assert "Nimrod" not in page.get_by_role("article", name="Pyro").inner_text()


def test_a_villain_from_the_threat_deck_replaces_the_mission_picked(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _drawn(page, app_url)
    sheet = page.locator("[data-k=threat-card]")
    sheet.get_by_role("button", name="Villain").click()
    form = sheet.get_by_role("form", name="Place the villain")
    form.get_by_label("Mission the villain replaces").select_option(label="Blob")
    form.get_by_label("Villain name").fill("Magneto")
    _fits_phone(page, "[data-k=threat-card]")
    form.get_by_role("button", name="Place the villain").click()
    sheet.wait_for(state="detached")
    page.get_by_role("tab", name="Missions").click()
    magneto = page.get_by_role("article", name="Magneto")
    assert "On top of Blob" in magneto.inner_text()
    assert page.get_by_role("article", name="Pyro").count() == 1
