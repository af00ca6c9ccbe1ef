"""The companion's second pass (issue 13), played on a phone as a table would: hero facts typed
once and offered again, deploy on the hero cards, one-tap attempt rolls with the villainy damage
applied in place, the plot with its showdown set, mission objectives, the compact dock, readable
sizes, what setup still needs, the whole-table overview and finished games."""

from __future__ import annotations

import re
from typing import Any

from tests.browser import support


def _new_session(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()


def _start(page: Any) -> None:
    start = page.get_by_role("button", name="Start session")
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    start.click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.locator(".mi-companion").wait_for()
    page.wait_for_function("document.querySelector('.mi-root').dataset.engine === 'ready'")


def _set_dice(page: Any, group: str, colours: list[str]) -> None:
    """Tap each die of a dice row until it shows the colour (? → red → yellow → blue → red)."""
    cycle = ["red", "yellow", "blue"]
    for i, colour in enumerate(colours):
        die = page.get_by_role("group", name=group).get_by_role(
            "button", name=re.compile(rf"die {i + 1}:")
        )
        label = die.get_attribute("aria-label")
        now = next((c for c in cycle if f": {c}." in label), None)
        steps = (
            cycle.index(colour) + 1 if now is None else (cycle.index(colour) - cycle.index(now)) % 3
        )
        for _ in range(steps):
            die.click()


def _threat(page: Any) -> int:
    return int(page.locator("#mi-threat-chip").inner_text())


def test_hero_facts_are_typed_once_and_one_tap_rolls_an_attempt(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _new_session(page, app_url)
    page.get_by_label("Hero 1", exact=True).fill("Wolverine")
    page.get_by_label("Health of hero 1", exact=True).fill("7")
    page.get_by_label("Health of hero 1", exact=True).dispatch_event("change")
    page.locator(".mi-hero-row").nth(0).locator("summary").click()
    _set_dice(page, "Wolverine's power card dice", ["red", "red", "yellow", "blue"])
    _set_dice(page, "Wolverine's assist dice", ["red", "yellow"])
    page.get_by_label("Wolverine's ability (a short note)").fill("Heals 1 in regroup")
    page.locator(".mi-hero-row").nth(1).locator("summary").click()
    _set_dice(page, "Storm's power card dice", ["blue", "blue", "yellow", "yellow"])
    _set_dice(page, "Storm's assist dice", ["blue", "blue"])
    _start(page)

    page.get_by_role("tab", name="Heroes").click()
    wolverine = page.get_by_role("article", name="Wolverine")
    assert wolverine.locator("[data-role=status]").text_content() == "7 health left"
    assert "R R Y B · assist R Y" in wolverine.locator(".mi-facts-line").inner_text()
    assert "Heals 1 in regroup" in wolverine.locator(".mi-facts-line").inner_text()

    # One tap: Wolverine's four dice and Storm's two assist dice, labelled with both.
    page.get_by_role("tab", name="Dice").click()
    page.get_by_role("group", name="Who is attempting").get_by_role(
        "button", name="Wolverine"
    ).click()
    page.get_by_role("button", name="Wolverine + Storm's assist").click()
    page.locator(".mi-results").wait_for()
    assert page.locator(".mi-results h3").inner_text() == "Roll: Wolverine + Storm's assist"
    colours = [
        c.lower()
        for c in page.locator(".mi-results .mi-die[aria-pressed] .mi-die-color").all_text_contents()
    ]
    assert sorted(colours) == sorted(["red die"] * 2 + ["yellow die"] + ["blue die"] * 3)

    # The next session on this device offers the same facts for the same name.
    # (a fresh load of the home screen: once, on a loaded CI machine, the in-page hash change
    # left the home hidden; not reproduced in four runs, and not what this test is about)
    page.goto(app_url + "#/")
    page.locator("#home-title").wait_for()
    _new_session(page, app_url)
    row = page.locator(".mi-hero-row", has=page.get_by_label("Hero 1", exact=True))
    page.get_by_label("Hero 1", exact=True).fill("Storm")
    page.get_by_label("Hero 1", exact=True).fill("Wolverine")
    assert page.get_by_label("Health of hero 1", exact=True).input_value() == "7"
    assert "dice, assist, note" in row.locator("summary").inner_text()


def test_deploy_on_the_hero_card_flips_a_deck_and_the_limit_shows(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _new_session(page, app_url)
    for deck in ("Africa", "Asia", "Europe", "North America"):
        page.get_by_role("button", name=deck, exact=True).click()
    _start(page)
    page.get_by_role("tab", name="Heroes").click()
    wolverine = page.get_by_role("article", name="Wolverine")
    wolverine.get_by_role("button", name="Deploy Wolverine: Cerebro").click()
    page.wait_for_function("document.querySelector('.mi-hero').innerText.includes('At Cerebro')")
    # A face-down deck: deploying there flips its top mission, and the hero is on it.
    wolverine.get_by_role("button", name="Deploy Wolverine: Flip the top of the Asia deck").click()
    sheet = page.locator("[data-k=flip-sheet]")  # the flipped card is named, never "Mission 1"
    sheet.get_by_label("Name of the flipped mission").fill("Savage Land")
    sheet.get_by_role("button", name="Flip it").click()
    sheet.wait_for(state="detached")
    page.get_by_role("article", name="Storm").get_by_role(
        "button", name="Deploy Storm: Flip the top of the Asia deck"
    ).wait_for(state="detached")
    storm = page.get_by_role("article", name="Storm")
    mission = storm.locator(".mi-deploy-mission")
    assert mission.count() == 1
    assert "(1/3)" in mission.inner_text()  # one hero of three there
    mission.click()
    page.get_by_role("tab", name="Missions").click()
    card = page.locator(".mi-mission").first
    assert "Heroes: Wolverine, Storm" in card.inner_text()


def test_villainy_damage_is_applied_in_place_before_the_reroll(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _new_session(page, app_url)
    for i, name in enumerate(("Wolverine", "Storm")):
        page.locator(".mi-hero-row").nth(i).locator("summary").click()
        _set_dice(page, f"{name}'s power card dice", ["red", "red", "red", "red"])
        _set_dice(page, f"{name}'s assist dice", ["yellow", "yellow"])  # the box has 4 red dice
    _start(page)
    page.get_by_role("tab", name="Missions").click()
    form = page.get_by_role("form", name="Add a face-up mission")
    form.get_by_label("Mission name").fill("Hellfire Gala")
    form.get_by_label("Villainy effect of the mission").fill("The active hero suffers 2 damage.")
    form.get_by_role("button", name="More: Villainy damage of the mission").click()
    form.get_by_role("button", name="More: Villainy damage of the mission").click()
    form.get_by_role("button", name="Add mission").click()
    page.locator(".mi-mission", has_text="Hellfire Gala").wait_for()
    page.get_by_role("tab", name="Heroes").click()
    page.get_by_role("button", name="Deploy Wolverine: Hellfire Gala").click()
    page.wait_for_function(
        "document.querySelector('.mi-hero').innerText.includes('At Hellfire Gala')"
    )

    # Red dice show villainy on some faces: roll until one does (the seed comes from the page).
    support.roll_until_villainy(page, "Wolverine").click()
    page.wait_for_function(
        "document.querySelector('.mi-die[data-face=villainy][aria-pressed=true]')"
    )
    page.locator("[data-k=reroll]").click()
    dialog = page.get_by_role("alertdialog", name="Villainy")
    dialog.wait_for()
    assert "The active hero suffers 2 damage." in dialog.inner_text()
    # one tap can do both; here the damage is applied alone first, then the reroll
    assert dialog.get_by_role(
        "button", name="Apply 2 damage to Wolverine, then reroll"
    ).is_visible()
    dialog.get_by_role("button", name="Apply 2 damage to Wolverine", exact=True).click()
    dialog.get_by_role("button", name="✓ Apply 2 damage to Wolverine").wait_for()
    # The warning survives a visit to another tab (it used to reset).
    page.get_by_role("tab", name="Heroes").click()
    assert (
        page.get_by_role("article", name="Wolverine").locator("[data-role=damage]").inner_text()
        == "2"
    )
    page.get_by_role("tab", name="Dice").click()
    dialog.get_by_role("button", name="Done — reroll").click()
    dialog.wait_for(state="detached")
    page.get_by_role("tab", name="Log").click()
    assert "Reroll" in page.locator(".mi-history").inner_text()


def test_plot_showdown_set_and_briefings_and_mission_objectives(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _new_session(page, app_url)
    page.get_by_label("Plot card").fill("The Hellfire Club")
    page.get_by_role("button", name="Challenge 3 of 5").click()
    _start(page)  # the showdown cards are typed when it starts (issue 25: no spoiler at setup)

    page.get_by_role("tab", name="Missions").click()
    story = page.locator(".mi-story")
    assert "The Hellfire Club (challenge 3 of 5)" in story.inner_text()
    # A briefing's goal defaults to hero count + 2 (3 heroes: 5).
    story.get_by_label("Briefing name").fill("Inner Circle")
    assert "Hero count + 2 = 5" in story.inner_text()
    story.get_by_role("button", name="Put the briefing into play").click()
    story.get_by_text("0 / 5").wait_for()
    story.get_by_role("button", name="Add a success token to Inner Circle").click()
    story.get_by_text("1 / 5").wait_for()
    # the briefing is drawn as a briefing card of the kit (its band is decoration)
    briefing = story.locator(".mi-briefings > li.kit-card-briefing")
    assert briefing.locator(".kit-card-band").text_content().strip() == "Briefing"

    # A mission with two objectives: two tokens, then one tap completes it; no third token.
    form = page.get_by_role("form", name="Add a face-up mission")
    form.get_by_label("Mission name").fill("Genosha")
    form.get_by_role("button", name="Add mission").click()
    card = page.locator(".mi-mission", has_text="Genosha")
    card.wait_for()
    card.get_by_role("button", name="Add a success token to Genosha").click()
    card.get_by_text("1 / 2").wait_for()
    card.get_by_role("button", name="Add a success token to Genosha").click()
    card.get_by_role("button", name="✓ Complete Genosha").click()
    page.locator(".mi-mission", has_text="Genosha").wait_for(state="detached")
    assert "Completed missions: 1" in page.locator("[data-panel=missions]").inner_text()

    # The showdown, typed when it starts (the next game with this plot has it ready).
    page.locator("summary", has_text="Start the showdown").click()
    page.get_by_label("Showdown mission 1 name", exact=True).fill("Sebastian Shaw")
    page.get_by_label("Showdown mission 2 name", exact=True).fill("Emma Frost")
    page.locator(".mi-showdown-form").get_by_role("button", name="Start the showdown").click()
    page.locator(".mi-showdown-info").wait_for()
    names = page.locator("[data-panel=missions] .mi-mission h3").all_inner_texts()
    assert names == ["Sebastian Shaw", "Emma Frost"]
    # showdown missions wear the showdown frame of the kit
    bands = page.locator("[data-panel=missions] .mi-mission.kit-card-showdown .kit-card-band")
    assert [b.strip() for b in bands.all_text_contents()] == ["Showdown mission"] * 2


def test_mission_threat_icons_are_editable_after_adding(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _new_session(page, app_url)
    _start(page)
    page.get_by_role("tab", name="Missions").click()
    page.get_by_role("form", name="Add a face-up mission").get_by_role(
        "button", name="Add mission"
    ).click()
    card = page.locator(".mi-mission").first
    card.wait_for()
    assert card.locator(".mi-icons").inner_text() == "1 !"
    card.locator("summary", has_text="Edit the card").click()
    card.get_by_role("button", name="More: Threat icons of Mission 1").click()
    card.get_by_role("button", name="Save changes").click()
    page.wait_for_function("document.querySelector('.mi-mission .mi-icons').textContent === '2 !'")
    assert "2" in page.locator(".mi-card", has_text="Threat phase arithmetic").inner_text()


def test_compact_dock_readable_sizes_and_next_phase_from_the_round_chip(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _new_session(page, app_url)
    _start(page)
    height = page.evaluate("document.querySelector('.mi-dock').getBoundingClientRect().height")
    assert height / 844 <= 0.10, height  # was 28 % of the screen
    track = page.evaluate(
        "parseFloat(getComputedStyle(document.querySelector('.mi-kit-track .kit-space')).fontSize)"
    )
    assert track >= 16
    section = page.evaluate(
        "parseFloat(getComputedStyle(document.querySelector('.mi-chip-section')).fontSize)"
    )
    assert section >= 14
    page.get_by_role("tab", name="Heroes").click()
    assert (
        page.get_by_role("button", name="Damage +1 to Wolverine").inner_text().replace("\n", " ")
        == "Damage +1"
    )
    # The round chip: the Table tab; tapped again, the next phase in one more tap.
    page.get_by_role("tab", name="Table").click()
    page.get_by_role("tab", name="Table").click()
    page.get_by_role("dialog", name="Round").get_by_role("button", name="Start round 1 →").click()
    page.wait_for_function("document.querySelector('#mi-round-chip').textContent.includes('R1')")
    for tab in ("Heroes", "Missions", "Dice", "Log"):
        box = page.get_by_role("tab", name=tab).bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, (tab, box)


def test_setup_says_what_it_needs_before_start(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _new_session(page, app_url)
    page.get_by_role("button", name="Asia", exact=True).click()
    needs = page.locator(".mi-needs")
    needs.wait_for()
    assert "Choose exactly 4 continent decks, or none for random." in needs.inner_text()
    assert page.get_by_role("button", name="Start session").is_disabled()
    page.get_by_label("Hero 2", exact=True).fill("")
    page.get_by_text("Hero 2's name is missing.").wait_for()
    page.get_by_role("button", name="Asia", exact=True).click()
    page.get_by_label("Hero 2", exact=True).fill("Rogue")
    needs.wait_for(state="detached")
    assert not page.get_by_role("button", name="Start session").is_disabled()
    assert support.axe_violations(page) == []


def test_whole_table_overview_timer_summary_and_finished_games(
    tablet_page: Any, app_url: str
) -> None:
    page = tablet_page
    _new_session(page, app_url)
    page.get_by_label("Plot card").fill("Days of Future Past")
    page.get_by_role("button", name="Challenge 2 of 5").click()
    _start(page)
    page.get_by_role("tab", name="Table").click()
    page.get_by_role("button", name="Whole table").click()
    overview = page.get_by_role("dialog", name="Whole table")
    names = overview.locator(".mi-overview-name").all_inner_texts()
    assert names == ["Wolverine", "Storm", "Cyclops"]
    size = page.evaluate(
        "parseFloat(getComputedStyle(document.querySelector('.mi-overview-damage strong'))"
        ".fontSize)"
    )
    assert size >= 40  # readable from across the table
    overview.get_by_role("button", name="Damage +1 to Storm").click()
    overview.get_by_label("Storm: 1 of 6 damage").wait_for()
    assert "played" in overview.inner_text()  # the game timer
    assert support.axe_violations(page) == []
    overview.get_by_role("button", name="Close").click()

    # Round 1, then the threat is raised past space 15: the heroes lose.
    page.locator(".mi-round").get_by_role("button", name="Start round 1 →").click()
    page.wait_for_function("document.querySelector('#mi-round-chip').textContent.includes('R1')")
    outcome = page.locator(".mi-outcome")
    while not outcome.count():
        before = _threat(page)
        page.get_by_role("button", name="Raise threat", exact=True).click()
        page.wait_for_function(
            f"document.querySelector('#mi-threat-chip').textContent !== '{before}'"
            " || document.querySelector('.mi-outcome')"
        )
    summary = outcome.locator("[data-role=summary]").inner_text()
    assert "1 round" in summary and "Days of Future Past, normal" in summary

    # The finished game is counted on the setup screen of the next session.
    # (a fresh load of the home screen: once, on a loaded CI machine, the in-page hash change
    # left the home hidden; not reproduced in four runs, and not what this test is about)
    page.goto(app_url + "#/")
    page.locator("#home-title").wait_for()
    _new_session(page, app_url)
    finished = page.locator(".mi-finished")
    finished.wait_for()
    assert "Finished games on this device: 1" in finished.inner_text()
    row = finished.locator("tbody tr").first.locator("td").all_inner_texts()
    assert row == ["Days of Future Past", "normal", "0", "1"]
    # and per hero: each of the three played one game and won none (issue 25 item 7)
    heroes = finished.locator("[data-k=hero-stats] tbody tr")
    rows = [heroes.nth(i).locator("td").all_inner_texts() for i in range(heroes.count())]
    assert sorted(rows) == [["Cyclops", "1", "0"], ["Storm", "1", "0"], ["Wolverine", "1", "0"]]
