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
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")


def _dice_session(page: Any, app_url: str, health: int = 6, storm_assist: bool = False) -> None:
    """Wolverine (four red power dice: villainy shows often; two yellow assist dice) and Storm."""
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    page.get_by_label("Hero 1", exact=True).fill("Wolverine")
    page.get_by_label("Health of hero 1", exact=True).fill(str(health))
    page.get_by_label("Health of hero 1", exact=True).dispatch_event("change")
    page.get_by_label("Hero 2", exact=True).fill("Storm")
    page.locator(".mi-hero-row").nth(0).locator("summary").click()
    power = page.get_by_role("group", name="Wolverine's power card dice")
    for i in range(4):
        power.get_by_role("button", name=re.compile(rf"die {i + 1}:")).click()
    assist = page.get_by_role("group", name="Wolverine's assist dice")
    for i in range(2):  # ? -> red -> yellow (the box has four red dice)
        for _ in range(2):
            assist.get_by_role("button", name=re.compile(rf"die {i + 1}:")).click()
    if storm_assist:  # two blue assist dice for Storm: ? -> red -> yellow -> blue
        page.locator(".mi-hero-row").nth(1).locator("summary").click()
        storm = page.get_by_role("group", name="Storm's assist dice")
        for i in range(2):
            for _ in range(3):
                storm.get_by_role("button", name=re.compile(rf"die {i + 1}:")).click()
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")


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
    _dice_session(page, app_url, health=2)
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
    support.roll_until_villainy(page, "Wolverine").click()
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


def _add_mission(page: Any, name: str, **fields: Any) -> Any:
    page.get_by_role("tab", name="Missions").click()
    form = page.get_by_role("form", name="Add a face-up mission")
    form.get_by_label("Mission name").fill(name)
    if "deck" in fields:
        form.get_by_label("Continent deck of the new mission").select_option(label=fields["deck"])
    if fields.get("villainy"):
        form.get_by_label("Villainy effect of the mission").fill(fields["villainy"])
    form.get_by_role("button", name="Add mission").click()
    card = page.get_by_role("article", name=name)
    card.wait_for()
    return card


def test_a_mission_added_from_the_form_lies_on_its_deck_and_edits_its_flags(
    phone_page: Any, app_url: str
) -> None:
    """Issue 25: a mission added from the form had no deck, so every hero kept offering to flip
    the deck it lay on; "Edit the card" had no villain flag, so a continent villain completed
    as a plain mission could not be spent by the school. The edit form closes once saved."""
    page = phone_page
    _session(page, app_url, 2)
    page.get_by_role("tab", name="Missions").click()
    form = page.get_by_role("form", name="Add a face-up mission")
    decks = form.get_by_label("Continent deck of the new mission").locator("option")
    names = [t.removesuffix(" deck") for t in decks.all_inner_texts()[:-1]]
    assert len(names) == 3  # two heroes: three continent decks, all face down
    card = _add_mission(page, "Juggernaut", deck=f"{names[1]} deck")
    page.get_by_role("tab", name="Heroes").click()
    deploy = page.get_by_role("group", name="Deploy Storm")
    flips = deploy.locator(".mi-deploy-deck").all_inner_texts()
    assert flips == [names[0], names[2]]
    page.get_by_role("tab", name="Missions").click()
    card.locator("summary", has_text="Edit the card").click()
    card.get_by_label("Juggernaut is a villain").check()
    assert support.axe_violations(page, ".mi-companion") == []
    card.get_by_role("button", name="Save changes").click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.mi-history li')].some((li) => "
        "li.textContent.includes('a villain'))"
    )
    assert card.locator("details[data-k=details-edit-3]").get_attribute("open") is None
    assert "Villain" in card.locator("p.muted").first.inner_text()
    card.get_by_role("button", name="Add a success token to Juggernaut").click()
    page.wait_for_function("!document.querySelector('[data-k=complete-3]').disabled")
    card.get_by_role("button", name="Complete ✓").click()
    page.get_by_text("Villains the school can spend: 1").wait_for()
    assert page.locator("[data-k=spend-villain]").is_enabled()


def test_complete_is_one_button_and_waits_for_a_token(phone_page: Any, app_url: str) -> None:
    """Issue 25: "Complete ✓" was an enabled primary button at 0 tokens, and shown twice on a
    card whose every objective had its token."""
    page = phone_page
    _session(page, app_url, 2)
    card = _add_mission(page, "Pyro")
    complete = card.get_by_role("button", name=re.compile("^(✓ )?Complete"))
    assert complete.count() == 1
    assert complete.is_disabled()
    assert "primary" not in (complete.get_attribute("class") or "")
    assert "success token" in card.inner_text()
    add = card.get_by_role("button", name="Add a success token to Pyro")
    add.click()
    page.wait_for_function("!document.querySelector('[data-k=complete-3]').disabled")
    assert complete.count() == 1
    for _ in range(2):  # the form's default: three objectives
        add.click()
    card.locator("[data-k=offer-3]").wait_for()
    assert complete.count() == 1
    assert card.locator("[data-k=complete-3]").count() == 0
    assert support.axe_violations(page, ".mi-companion") == []


def test_the_briefing_that_starts_the_showdown_stays_in_play(phone_page: Any, app_url: str) -> None:
    """Assembling the Showdown: every story card but the briefing that started it is set aside
    (issue 25: starting the showdown took that briefing off the screen)."""
    page = phone_page
    _session(page, app_url, 2)
    page.get_by_role("tab", name="Missions").click()
    for name in ("Xavier's Dream", "Days of Future Past"):
        form = page.get_by_role("form", name="Put a briefing into play")
        form.get_by_label("Briefing name").fill(name)
        form.get_by_role("button", name="Put the briefing into play").click()
        page.locator(".mi-briefings li", has_text=name).wait_for()
    page.get_by_label("Briefing that starts the showdown").select_option(
        label="Days of Future Past"
    )
    assert support.axe_violations(page, ".mi-companion") == []
    page.locator("summary", has_text="Start the showdown").click()
    sd = page.locator(".mi-showdown-form")
    for i, name in enumerate(("Sentinel Prime", "Master Mold")):
        sd.get_by_label(f"Showdown mission {i + 1} name", exact=True).fill(name)
    sd.get_by_role("button", name="Start the showdown").click()
    page.locator(".mi-showdown-info").wait_for()
    story = page.locator(".mi-story")
    assert "Days of Future Past" in story.inner_text()
    assert "Xavier's Dream" not in story.inner_text()
    assert story.get_by_role("button", name="Flip to its story mission").count() == 0
    assert support.axe_violations(page, ".mi-companion") == []


def test_villainy_on_a_mission_without_an_effect_rerolls_without_asking(
    phone_page: Any, app_url: str
) -> None:
    """Villainy: with no villainy effect on the mission, villainy results reroll without
    penalty (issue 25: the villainy box opened anyway)."""
    page = phone_page
    _dice_session(page, app_url)
    _add_mission(page, "Pyro")
    page.get_by_role("tab", name="Heroes").click()
    page.get_by_role("button", name="Deploy Wolverine: Pyro").click()
    page.locator(".mi-deploy", has_text="At Pyro").first.wait_for()
    die = support.roll_until_villainy(page, "Wolverine")
    die.click()
    page.wait_for_function(
        "document.querySelector('.mi-die[data-face=villainy][aria-pressed=true]')"
    )
    page.locator("[data-k=reroll]").click()
    page.get_by_text(re.compile("Reroll 1 of 2")).first.wait_for()
    assert page.get_by_role("alertdialog", name="Villainy").count() == 0


def test_choosing_dice_is_no_undo_step_nor_history_line(phone_page: Any, app_url: str) -> None:
    """Issue 25: every die selection was its own undo step and history line. Choosing dice is
    pointing at them, kept on the screen and sent with the reroll; the reroll is one step, its
    line names the faces rerolled, and undo takes back the reroll (not a die tap)."""
    page = phone_page
    _session(page, app_url, 2)
    page.get_by_role("tab", name="Dice").click()
    page.get_by_role("button", name="Roll 4 dice").click()
    dice = page.locator(".mi-results .mi-die[aria-pressed]")
    dice.first.wait_for()
    before = [d.get_attribute("data-face") for d in dice.all()]
    lines = "document.querySelectorAll('.mi-history li').length"
    n = page.evaluate(lines)
    undo = page.get_by_role("button", name="Undo")
    undo_title = undo.first.get_attribute("title")
    for i in (0, 1, 1, 2):  # choose, choose, change its mind, choose
        dice.nth(i).click()
    page.wait_for_function("document.querySelectorAll('.mi-die[aria-pressed=true]').length === 2")
    assert page.evaluate(lines) == n
    assert undo.first.get_attribute("title") == undo_title
    assert support.axe_violations(page, ".mi-companion") == []
    page.get_by_role("button", name=re.compile(r"^Reroll 2 dice \(2 of 2 left\)")).click()
    if "villainy" in (before[0], before[2]):  # a hand roll: the mission is not known, so it asks
        page.get_by_role("button", name="Done — reroll").click()
    page.wait_for_function(f"{lines} === {n + 1}")
    top = page.locator(".mi-history li").first.inner_text()
    assert f"Reroll 1 of 2: {before[0]}, {before[2]} →" in top
    assert page.locator(".mi-die[aria-pressed=true]").count() == 0
    after = [d.get_attribute("data-face") for d in dice.all()]
    assert (after[1], after[3]) == (before[1], before[3])
    undo.first.click()
    page.wait_for_function(f"{lines} === {n}")
    assert [d.get_attribute("data-face") for d in dice.all()] == before
    assert "Reroll" not in page.locator(".mi-history li").first.inner_text()


def test_setup_and_dock_read_right_on_a_phone(phone_page: Any, app_url: str) -> None:
    """Issue 25: the setup's health stepper had no label; the session opened scrolled to the
    bottom; "Damage -1/+1" spilled out of its button; the dock chip was cut to "R1 · De…" and
    the dock's labels were 10 px."""
    page = phone_page
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    row = page.locator(".mi-hero-row").first
    assert row.locator(".mi-health-label").inner_text() == "Health"
    assert row.get_by_label("Health of hero 1", exact=True).is_visible()
    page.get_by_label("Hero 1", exact=True).fill("Wolverine")
    page.get_by_label("Hero 2", exact=True).fill("Storm")
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").scroll_into_view_if_needed()
    assert page.evaluate("window.scrollY") > 0  # the Start button is far down the form
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")
    assert page.evaluate("window.scrollY") == 0
    page.locator("[data-k=next-phase]").click()  # the session opens on the Table tab
    page.wait_for_function("document.querySelector('#mi-round-chip').textContent.includes('R1')")
    page.get_by_role("tab", name="Heroes").click()
    fits = """(sel) => [...document.querySelectorAll(sel)].map((el) => ({
        text: el.textContent.trim(), size: parseFloat(getComputedStyle(el).fontSize),
        fits: el.scrollWidth <= el.clientWidth + 1 }))"""
    for label in page.evaluate(fits, ".mi-dock-row [role=tab] .mi-tab-label"):
        assert label["size"] >= 12 and label["fits"], label
    (chip,) = page.evaluate(fits, "#mi-round-chip")
    assert chip["fits"] and chip["text"].startswith("R1 · Deploy"), chip
    buttons = page.evaluate(fits, ".mi-dmg-btn")
    assert len(buttons) == 6 and all(b["fits"] for b in buttons), buttons  # three heroes
    assert support.axe_violations(page, ".mi-companion") == []


def test_the_assist_is_shown_on_its_giver_and_no_warning_outlives_the_loss(
    phone_page: Any, app_url: str
) -> None:
    """Issue 25: "✓ Assisted" was shown on the hero who gave the assist (it read as having
    been helped); "One more raise loses" still showed after the loss."""
    page = phone_page
    _dice_session(page, app_url, storm_assist=True)
    page.get_by_role("tab", name="Dice").click()
    page.get_by_role("group", name="Who is attempting").get_by_role(
        "button", name="Wolverine"
    ).click()
    page.get_by_role("button", name=re.compile("Storm's assist")).click()
    page.locator(".mi-results").wait_for()
    page.get_by_role("tab", name="Heroes").click()
    storm = page.get_by_role("article", name="Storm")
    wolverine = page.get_by_role("article", name="Wolverine")
    assert storm.get_by_role("button", name="✓ Gave an assist").get_attribute("aria-pressed") == (
        "true"
    )
    assert wolverine.get_by_role("button", name="Gave an assist").get_attribute("aria-pressed") == (
        "false"
    )
    assert "Assisted" not in page.locator(".mi-heroes").inner_text()
    page.get_by_role("tab", name="Table").click()
    raise_ = page.get_by_role("button", name="Raise threat")
    while page.locator("#mi-threat-value").inner_text() != "15":
        before = page.locator("#mi-threat-value").inner_text()
        raise_.click()
        page.wait_for_function(
            f"document.querySelector('#mi-threat-value').textContent !== '{before}'"
        )
    assert "One more raise loses" in page.locator(".mi-threat").inner_text()
    raise_.click()
    page.locator(".mi-threat .mi-warn").wait_for(state="detached")
    assert "One more raise loses" not in page.locator(".mi-companion").inner_text()
    assert support.axe_violations(page, ".mi-companion") == []


def test_the_showdown_set_is_typed_when_it_starts_and_ready_next_game(
    phone_page: Any, app_url: str
) -> None:
    """Issue 25: the setup asked for the showdown cards, a spoiler (Showdown Missions: they are
    not revealed until the showdown begins). They are typed when the showdown starts; the
    next game with the same plot has them ready, still unnamed until it starts."""
    page = phone_page
    for game in (1, 2):
        page.goto("about:blank")  # a fresh load of the app, as the table's next game would be
        page.goto(app_url + "#/companion")
        support.wait_ready(page)
        page.get_by_role("button", name="Start session").wait_for()
        page.get_by_role("group", name="Players").get_by_role("button", name="2").click()
        page.get_by_label("Hero 1", exact=True).fill("Storm")
        page.get_by_label("Hero 2", exact=True).fill("Rogue")
        page.get_by_label("Plot card").fill("The Hellfire Club")
        if game == 1:  # the second time, the plot comes back with its challenge level
            page.get_by_role("button", name="Challenge 3 of 5").click()
        setup = page.locator(".mi-root").inner_text()
        assert "Showdown mission" not in setup and "Sebastian Shaw" not in setup
        assert page.locator("[data-k=showdown-remembered]").count() == (game - 1)
        if game == 2:
            assert support.axe_violations(page) == []
        page.wait_for_function("!document.querySelector('.mi-start').disabled")
        page.get_by_role("button", name="Start session").click()
        page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
        page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")
        page.get_by_role("tab", name="Missions").click()
        if game == 1:
            page.locator("summary", has_text="Start the showdown").click()
            form = page.locator(".mi-showdown-form")
            form.get_by_label("Showdown mission 1 name", exact=True).fill("Sebastian Shaw")
            form.get_by_label("Showdown mission 2 name", exact=True).fill("Emma Frost")
            form.get_by_role("button", name="Start the showdown").click()
        else:
            ready = page.locator(".mi-showdown-ready")
            assert "Sebastian Shaw" not in ready.inner_text()
            assert support.axe_violations(page, ".mi-companion") == []
            ready.get_by_role("button", name="Start the showdown").click()
        page.locator(".mi-showdown-info").wait_for()
        names = page.locator("[data-panel=missions] .mi-mission h3").all_inner_texts()
        assert names == ["Sebastian Shaw", "Emma Frost"]


def test_an_undo_met_by_another_tabs_change_counts_as_a_change(
    phone_page: Any, app_url: str
) -> None:
    """Issue 25: two tabs — an undo here, while another tab added a change on the copy both
    had, was reported as "0 changes" (and choosing the other copy dropped it without a word).
    The notice counts the undo."""
    page = phone_page
    _session(page, app_url, 2)
    page.get_by_role("button", name="Raise threat", exact=True).click()
    page.wait_for_function("document.querySelector('#mi-threat-chip')?.textContent === '5'")
    page.wait_for_timeout(400)  # saved
    key = page.evaluate(
        "() => Object.keys(localStorage).find((k) => k.startsWith('mi:companion:'))"
    )
    both_had = page.evaluate("(k) => JSON.parse(localStorage.getItem(k))", key)
    page.locator("[data-k=undo]").click()
    page.wait_for_function("document.querySelector('#mi-threat-chip')?.textContent === '4'")
    page.wait_for_timeout(400)
    # another tab's copy, made on the copy both tabs had: one more raise on top of it
    log = both_had["data"]["log"]
    other = {
        **both_had,
        "writeId": "othertab0001",
        "base": both_had["writeId"],
        "rev": both_had["rev"] + 5,
        "updatedAt": both_had["updatedAt"] + 1,
        "data": {**both_had["data"], "log": [*log, log[-1]], "redo": []},
    }
    writer = page.context.new_page()
    writer.goto(app_url + "#/settings")  # any page of the app: its write reaches the other tab
    writer.evaluate("([k, v]) => localStorage.setItem(k, JSON.stringify(v))", [key, other])
    notice = page.locator(".mi-notice", has_text="changed in another tab")
    notice.wait_for()
    text = notice.inner_text()
    assert "1 change the other copy lacks (an undo)" in text, text
    assert "0 change" not in text
    assert support.axe_violations(page) == []
    writer.close()
