"""Taps a table needs in the companion (issues 13 and 25), counted by a scripted run on a phone:
``python3 -m tests.browser.taps_companion [--runs 3] [--short] [--before DIR]``
(build ``dist/`` first: ``python3 build.py build``).

**Issue 25's round** (:func:`full_round`), played the shortest way the screen allows, as the
first, second and third game on one device (the third meets only cards seen before), three
times by default: three heroes deploy (one to a face-down deck, flipping a mission new to the
session; one to that mission; one to the Danger Room, taking its training token); two attempts
there, both assisted: a villainy die rerolled with its damage applied, two objectives
completed, then a failed attempt and its failure outcome applied; the threat phase (raise by
the ! icons, one flip, a threat card drawn: an event "each hero suffers 1 damage", or instead
a Sentinel attaching to the mission with the most objectives); regroup with a bond. Taps and
typed characters are printed per game, with the tab switches among the taps.

Three heroes placed so (deck, mission, school) leave two at missions, hence two attempts, not
the issue's three (one alone, two assisted): the rules allow no third.

``--short`` adds issue 13's scenes:

- **a short round of three heroes**: start the round; deploy Wolverine and Storm to the face-up
  mission and Cyclops to a newly flipped one (the flip sheet: its card typed, or picked from
  the device's cards); Wolverine attempts with Storm's assist (two dice rerolled, two success
  tokens, the mission completed); Cyclops attempts alone (two tokens, completed); the threat
  phase (raise, draw, the card drawn said: an event "each hero suffers 1 damage", typed or
  picked) and regroup, to the start of round 2; then, in round 2, a Sentinel drawn and attached
  to the mission with the most objectives (only the card is counted). Played as the first,
  second and third game on one device; taps and typed characters are printed for each;
- **one attempt with a villainy reroll**: the roll, a villainy die chosen for the reroll, its
  2 damage applied to the hero, the reroll.

What is typed once per device (names, dice on the cards, the setup's mission and its villainy)
is set before counting; so is rolling again until a villainy face shows (the table rolled
one). The dice are the screen's own roller (tapping in the table's own dice costs one tap per die
and one to use them: see ``tests/browser/test_companion_table_dice.py``).
``--before DIR`` also runs issue 13's scenes on another build (e.g. the one before issue 13,
whose screen has no hero dice, no deploy row and no in-place villainy damage) and prints both.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

import build
from tests.browser import support

POOLS = {"wolverine+storm": (2, 1, 3), "cyclops": (1, 2, 3), "wolverine": (2, 1, 1)}
DICE = {  # what the power and assist cards show in this run
    "Wolverine": (["red", "red", "yellow", "blue"], ["yellow", "blue"]),
    "Storm": (["blue", "blue", "yellow", "yellow"], ["blue", "blue"]),
    "Cyclops": (["red", "yellow", "blue", "blue"], ["yellow", "blue"]),
}


class Counter:
    def __init__(self) -> None:
        self.taps = 0
        self.typed = 0
        self.tabs = 0  # of the taps, those that only switch tabs

    def tap(self, locator: Any) -> None:
        locator.click()
        self.taps += 1

    def type(self, locator: Any, text: str) -> None:
        """A field tapped and typed into: one tap and its characters."""
        locator.fill(text)
        self.taps += 1
        self.typed += len(text)

    def pick(self, select: Any, label: str) -> None:
        select.select_option(label=label)
        self.taps += 1


def _ready(page: Any) -> None:
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")
    page.wait_for_timeout(120)  # the tap's answer drawn (the engine queue is in order anyway)


def _tab(c: Counter, page: Any, name: str) -> None:
    tab = page.get_by_role("tab", name=name)
    if tab.get_attribute("aria-selected") != "true":
        c.tap(tab)
        c.tabs += 1


def _start(page: Any, url: str, new: bool, first: bool = True) -> None:
    """A session set up (not counted); after the first game the device remembers the heroes'
    dice and Genosha's card, so they are not typed again."""
    page.goto(url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    for i, name in enumerate(("Wolverine", "Storm", "Cyclops")):
        page.get_by_label(f"Hero {i + 1}", exact=True).fill(name)
        if new and first:
            page.locator(".mi-hero-row").nth(i).locator("summary").click()
            for group, colours in zip(("power card", "assist"), DICE[name], strict=True):
                row = page.get_by_role("group", name=f"{name}'s {group} dice")
                for j, colour in enumerate(colours):
                    die = row.get_by_role("button", name=re.compile(rf"die {j + 1}:"))
                    for _ in range(["red", "yellow", "blue"].index(colour) + 1):
                        die.click()
    for deck in ("Africa", "Asia", "Europe", "North America"):
        page.get_by_role("button", name=deck, exact=True).click()
    page.wait_for_timeout(300)
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.locator(".mi-companion").wait_for()
    _ready(page)
    # The mission flipped at setup (not counted): two objectives; villainy deals 2 damage.
    page.get_by_role("tab", name="Missions").click()
    form = page.get_by_role("form", name="Add a face-up mission")
    form.get_by_label("Mission name").fill("Genosha")
    if new and first:
        form.get_by_label("Villainy effect of the mission").fill(
            "The active hero suffers 2 damage."
        )
        for _ in range(2):
            form.get_by_role("button", name="More: Villainy damage of the mission").click()
    form.get_by_role("button", name="Add mission").click()
    _ready(page)
    page.get_by_role("tab", name="Table").click()


def _pool(c: Counter, page: Any, want: tuple[int, int, int]) -> None:
    """The old screen's pool: step each colour to the count the attempt needs."""
    for colour, n in zip(("red", "yellow", "blue"), want, strict=True):
        have = int(page.locator(f"[data-role=pool-{colour}]").inner_text())
        key = "more" if n > have else "less"
        for _ in range(abs(n - have)):
            c.tap(page.locator(f"[data-k=pool-{colour}-{key}]"))


def _next(c: Counter, page: Any, label: str) -> None:
    _tab(c, page, "Table")
    c.tap(page.locator(".mi-round").get_by_role("button", name=f"{label} →"))
    _ready(page)


def _old_deploy(c: Counter, page: Any, hero: str, mission: str) -> None:
    card = page.get_by_role("article", name=hero)
    if card.locator("details").get_attribute("open") is None:
        c.tap(card.locator("summary"))
    c.pick(card.get_by_label(f"Where {hero} is deployed"), mission)
    _ready(page)


def _tokens(c: Counter, page: Any, mission: str, new: bool) -> None:
    _tab(c, page, "Missions")
    card = page.locator(".mi-mission", has=page.get_by_role("heading", name=mission, exact=True))
    for _ in range(2):
        c.tap(card.get_by_role("button", name=f"Add a success token to {mission}"))
        _ready(page)
    offer = card.locator("[data-k^=offer-]")
    # one tap either way; once every objective has its token the offer is the only Complete
    c.tap(offer if offer.count() else card.get_by_role("button", name="Complete ✓"))
    _ready(page)


def _attempt(c: Counter, page: Any, new: bool, hero: str, *, option: str, pool: str) -> None:
    _tab(c, page, "Dice")
    if new:
        chip = page.get_by_role("group", name="Who is attempting").get_by_role("button", name=hero)
        if chip.get_attribute("aria-pressed") != "true":
            c.tap(chip)
        c.tap(page.get_by_role("button", name=option))
    else:
        _pool(c, page, POOLS[pool])
        c.tap(page.locator("[data-k=roll]"))
    _ready(page)


def _old_flags(c: Counter, page: Any, active: str, assisted: str | None) -> None:
    """The old screen: who was active and who assisted are toggled by hand."""
    _tab(c, page, "Heroes")
    c.tap(page.get_by_role("article", name=active).locator("[data-k^=active-]"))
    if assisted:
        c.tap(page.get_by_role("article", name=assisted).locator("[data-k^=assist-]"))
    _ready(page)


def _flip(c: Counter, page: Any, name: str) -> None:
    """The flip sheet: the device's card in one tap, or its name typed once."""
    sheet = page.locator("[data-k=flip-sheet]")
    sheet.wait_for()
    pick = sheet.get_by_role("button", name=re.compile(name))
    if pick.count():
        c.tap(pick)
    else:
        c.type(sheet.get_by_label("Name of the flipped mission"), name)
        c.tap(sheet.get_by_role("button", name="Flip it"))
    sheet.wait_for(state="detached")


def _threat_card(c: Counter, page: Any) -> None:
    """The card drawn is an event, each hero suffers 1 damage: picked, or typed once."""
    sheet = page.locator("[data-k=threat-card]")
    sheet.wait_for()
    c.tap(sheet.get_by_role("button", name="Event"))
    pick = sheet.get_by_role("button", name=re.compile("Mutant riots"))
    if pick.count():
        c.tap(pick)
    else:
        c.type(sheet.get_by_label("Event name"), "Mutant riots")
        c.tap(sheet.get_by_role("button", name="More: Damage to each hero"))
        c.tap(sheet.get_by_role("button", name="Resolve the event"))
    sheet.wait_for(state="detached")


def round_of_three(page: Any, new: bool) -> tuple[int, int]:
    c = Counter()
    _next(c, page, "Start round 1")
    # Deploy.
    _tab(c, page, "Heroes")
    if new:
        for hero in ("Wolverine", "Storm"):
            c.tap(page.get_by_role("button", name=f"Deploy {hero}: Genosha"))
            _ready(page)
        # Genosha, flipped at setup, lies on the Africa deck: the next face-down deck is Asia
        c.tap(page.get_by_role("button", name="Deploy Cyclops: Flip the top of the Asia deck"))
        _flip(c, page, "Madripoor")
        _ready(page)
        second = "Madripoor"
    else:
        _old_deploy(c, page, "Wolverine", "Genosha")
        _old_deploy(c, page, "Storm", "Genosha")
        _tab(c, page, "Missions")
        c.tap(
            page.get_by_role("form", name="Add a face-up mission").get_by_role(
                "button", name="Add mission"
            )
        )
        _ready(page)
        _tab(c, page, "Heroes")
        second = "Mission 2"
        _old_deploy(c, page, "Cyclops", second)
    _next(c, page, "Mission phase")
    # Wolverine with Storm's assist: two dice rerolled, two tokens, complete.
    _attempt(c, page, new, "Wolverine", option="Wolverine + Storm's assist", pool="wolverine+storm")
    for i in range(2):
        c.tap(page.locator(f".mi-results [data-k=die-{i}]"))
        _ready(page)
    page.locator(".mi-results .mi-die-face, .mi-results .mi-die").first.wait_for()
    villainy = page.locator(".mi-results .mi-die.mi-selected[data-face=villainy]").count()
    c.tap(page.locator("[data-k=reroll]"))
    if villainy:  # the warning first (counted: the table has to answer it)
        c.tap(page.locator("[data-k=villainy-ok]"))
    _ready(page)
    if not new:
        _old_flags(c, page, "Wolverine", "Storm")
    _tokens(c, page, "Genosha", new)
    # Cyclops alone at the flipped mission.
    _attempt(c, page, new, "Cyclops", option="Cyclops alone", pool="cyclops")
    if not new:
        _old_flags(c, page, "Cyclops", None)
    _tokens(c, page, second, new)
    # Threat phase and regroup.
    _next(c, page, "Threat phase")
    c.tap(page.locator("[data-k=action-raise]"))
    _ready(page)
    c.tap(page.locator("[data-k=action-draw]"))
    _ready(page)
    if new:
        _threat_card(c, page)
        _ready(page)
    _next(c, page, "Regroup phase")
    _next(c, page, "Start round 2")
    return c.taps, c.typed


def _mission(page: Any, name: str, objectives: int) -> None:
    """A face-up mission added from the form (not counted: the scene counts the draw)."""
    page.get_by_role("tab", name="Missions").click()
    form = page.get_by_role("form", name="Add a face-up mission")
    form.get_by_label("Mission name").fill(name)
    box = form.get_by_label("Objectives on the mission", exact=True)
    box.fill(str(objectives))
    box.dispatch_event("change")
    form.get_by_role("button", name="Add mission").click()
    page.get_by_role("article", name=name).wait_for()


def sentinel_drawn(page: Any) -> tuple[int, int]:
    """Round 2 (after :func:`round_of_three`): two missions face up, the threat card drawn is
    a Sentinel that attaches to the mission with the most objectives. Only the card is
    counted: its kind, its name (typed, or picked from the device) and where it attaches."""
    _mission(page, "Savage Land", 3)
    _mission(page, "Latveria", 2)
    idle = Counter()
    _next(idle, page, "Mission phase")
    _next(idle, page, "Threat phase")
    page.locator("[data-k=action-raise]").click()
    _ready(page)
    page.locator("[data-k=action-draw]").click()
    sheet = page.locator("[data-k=threat-card]")
    sheet.wait_for()
    c = Counter()
    c.tap(sheet.get_by_role("button", name="Sentinel"))
    known = sheet.get_by_role("list", name="Sentinels this device knows")
    if known.count():
        c.tap(known.get_by_role("button", name=re.compile("Nimrod")))
    else:
        c.type(sheet.get_by_label("Sentinel name"), "Nimrod")
    c.tap(sheet.get_by_role("button", name="Attach to Savage Land"))
    sheet.wait_for(state="detached")
    return c.taps, c.typed


def villainy_attempt(page: Any, new: bool) -> tuple[int, int]:
    """Roll, choose a villainy die for the reroll, apply its damage, reroll."""
    _next(Counter(), page, "Start round 1")
    _tab(Counter(), page, "Heroes")
    if new:
        page.get_by_role("button", name="Deploy Wolverine: Genosha").click()
    else:
        card = page.get_by_role("article", name="Wolverine")
        if card.locator("details").get_attribute("open") is None:
            card.locator("summary").click()
        card.get_by_label("Where Wolverine is deployed").select_option(label="Genosha")
    _ready(page)
    _next(Counter(), page, "Mission phase")
    # The attempt is counted once in full (choosing the hero or stepping the pool, the roll);
    # rolling again until a die shows villainy is not counted.
    c = Counter()
    _attempt(c, page, new, "Wolverine", option="Wolverine alone", pool="wolverine")
    again = (
        page.get_by_role("button", name="Wolverine alone") if new else page.locator("[data-k=roll]")
    )
    for _ in range(60):
        if page.locator(".mi-results .mi-die[data-face=villainy]").count():
            break
        again.click()
        _ready(page)
    else:
        raise RuntimeError("no villainy face in 60 rolls")
    c.tap(page.locator(".mi-results .mi-die[data-face=villainy]").first)
    _ready(page)
    c.tap(page.locator("[data-k=reroll]"))
    page.locator("[data-k=villainy-ok]").wait_for()
    if new:  # the damage and the reroll in one tap
        c.tap(page.locator("[data-k=villainy-apply-reroll]"))
        _ready(page)
        return c.taps, c.typed
    else:  # the damage is on another tab, and the warning is gone on return
        _tab(c, page, "Heroes")
        for _ in range(2):
            c.tap(page.get_by_role("article", name="Wolverine").locator("[data-k^=hurt-]"))
            _ready(page)
        _tab(c, page, "Dice")
        c.tap(page.locator("[data-k=reroll]"))
        page.locator("[data-k=villainy-ok]").wait_for()
    c.tap(page.locator("[data-k=villainy-ok]"))
    _ready(page)
    return c.taps, c.typed


def _deploy(c: Counter, page: Any, hero: str, where: str) -> None:
    c.tap(page.get_by_role("button", name=f"Deploy {hero}: {where}", exact=True))
    _ready(page)


def _details(c: Counter, page: Any, hero: str) -> Any:
    """The hero card's "more" part, opened if it is closed (a tap)."""
    card = page.get_by_role("article", name=hero)
    if card.locator("details").first.get_attribute("open") is None:
        c.tap(card.locator("summary").first)
    return card


def _new_mission(c: Counter, page: Any, name: str, objectives: int, villainy: int) -> None:
    """The flip sheet, for a card this device has not kept: its name typed, its objectives
    and villainy damage stepped from the sheet's defaults (2 objectives, 1 !, no damage)."""
    sheet = page.locator("[data-k=flip-sheet]")
    pick = sheet.get_by_role("button", name=re.compile(name))
    if pick.count():
        c.tap(pick)
    else:
        c.type(sheet.get_by_label("Name of the flipped mission"), name)
        for _ in range(objectives - 2):
            c.tap(sheet.get_by_role("button", name="More: Objectives of the flipped mission"))
        for _ in range(villainy):
            c.tap(sheet.get_by_role("button", name="More: Villainy damage of the flipped mission"))
        c.tap(sheet.get_by_role("button", name="Flip it"))
    sheet.wait_for(state="detached")
    _ready(page)


def _option(page: Any, option: str) -> Any:
    return page.locator(".mi-roll-options").get_by_role(
        "button", name=re.compile("^⚄ " + re.escape(option))
    )


def _roll(c: Counter, page: Any, hero: str, option: str) -> None:
    _tab(c, page, "Dice")
    chip = page.get_by_role("group", name="Who is attempting").get_by_role("button", name=hero)
    if chip.get_attribute("aria-pressed") != "true":
        c.tap(chip)
    c.tap(_option(page, option))
    _ready(page)


def full_round(page: Any) -> dict[str, tuple[int, int]]:
    """Issue 25's round to measure, the shortest way this screen allows (after :func:`_start`:
    Genosha face up on the Africa deck). Returns the round's taps and characters, and those of
    the threat card within it (the event; :func:`sentinel_instead` measures the Sentinel).

    - deploy: Wolverine to the Asia deck (flips Madripoor, never seen in this session: 3
      objectives, villainy 1 damage), Storm to Madripoor, Cyclops to the Danger Room (its
      training token taken in the deploy row, where the Danger Room's "train" is offered);
    - the attempt screen (Dice tab), no tab switch inside it: Wolverine attempts with Storm's
      assist: a villainy die rerolled with its damage applied, two objectives completed (two
      objective slots tapped); "Next hero": Storm attempts with Wolverine's assist and fails:
      the failure outcome, 1 damage to the heroes there, applied; the threat phase from there;
    - threat phase: raise by the ! icons, the Europe deck flipped (the Hellfire Club), a threat
      card drawn: an event, each hero suffers 1 damage;
    - regroup: Wolverine and Storm form a positive bond (a card's effect formed it: the tap on
      the regroup checklist's "Form a bond: Wolverine + Storm", on the Table); on to round 2.

    Rolling again until a villainy face shows is not counted (the table rolled one). Three
    heroes deployed so leave two at missions: two attempts, both assisted (see the report)."""
    c = Counter()
    _next(c, page, "Start round 1")
    _tab(c, page, "Heroes")
    c.tap(page.get_by_role("button", name="Deploy Wolverine: Flip the top of the Asia deck"))
    _new_mission(c, page, "Madripoor", 3, 1)
    _deploy(c, page, "Storm", "Madripoor")
    _deploy(c, page, "Cyclops", "Danger Room")
    # the Danger Room's effect, train: its token in the deploy row (the first kind offered)
    train = page.get_by_role("group", name="Danger Room: training token of Cyclops")
    c.tap(train.get_by_role("button").first)
    _ready(page)
    _next(c, page, "Mission phase")
    # The attempt screen (Dice tab): Wolverine's attempt is on it (the first hero at a mission).
    # Wolverine + Storm's assist: the villainy die rerolled, its damage applied in the same tap.
    _roll(c, page, "Wolverine", "Wolverine + Storm's assist")
    again = _option(page, "Wolverine + Storm's assist")
    for _ in range(60):
        if page.locator(".mi-results .mi-die[data-face=villainy]").count():
            break
        again.click()
        _ready(page)
    else:
        raise RuntimeError("no villainy face in 60 rolls")
    c.tap(page.locator(".mi-results .mi-die[data-face=villainy]").first)
    _ready(page)
    c.tap(page.locator("[data-k=reroll]"))
    c.tap(page.locator("[data-k=villainy-apply-reroll]"))
    _ready(page)
    for i in (1, 2):  # two objectives done: their tokens, under the dice
        c.tap(page.locator(f"[data-k=attempt-mission] [data-k=objective-{i}]"))
        _ready(page)
    # Next hero: Storm + Wolverine's assist, no objective completed; the failure outcome
    # applied on the same screen.
    c.tap(page.locator("[data-k=next-hero]"))
    _roll(c, page, "Storm", "Storm + Wolverine's assist")
    c.tap(page.locator("[data-k=attempt-mission] [data-k=attempt-here-hurt]"))
    _ready(page)
    # Threat phase (from the attempt screen, which then shows the Table): raise, one flip,
    # the card drawn.
    c.tap(page.locator("[data-k=attempt-next-phase]"))
    _ready(page)
    c.tap(page.locator("[data-k=action-raise]"))
    _ready(page)
    c.tap(page.locator("[data-k=step-flip-Europe]"))  # the flip step, on the Table
    _new_mission(c, page, "Hellfire Club", 2, 0)
    c.tap(page.locator("[data-k=action-draw]"))
    _ready(page)
    card_taps, card_typed = c.taps, c.typed
    _threat_card(c, page)
    _ready(page)
    card_taps, card_typed = c.taps - card_taps, c.typed - card_typed
    # Regroup: a bond between Wolverine and Storm, from the regroup checklist on the Table.
    _next(c, page, "Regroup phase")
    c.tap(page.get_by_role("button", name="Form a bond: Wolverine + Storm", exact=True))
    _ready(page)
    _check_round(page)
    _next(c, page, "Start round 2")
    return {
        "round": (c.taps, c.typed),
        "event card": (card_taps, card_typed),
        "tab switches": (c.tabs, 0),
    }


def _check_round(page: Any) -> None:
    """The taps did what the round needs (not counted): the damage of the villainy die, the
    failure outcome and the event; Madripoor's two tokens; the bond; Cyclops's token. Ends on
    the Table tab, where the round was."""
    _tab(Counter(), page, "Heroes")
    damage = {
        hero: page.get_by_role("article", name=hero).locator("[data-role=damage]").inner_text()
        for hero in ("Wolverine", "Storm", "Cyclops")
    }
    if damage != {"Wolverine": "3", "Storm": "2", "Cyclops": "1"}:
        raise RuntimeError(f"unexpected damage after the round: {damage}")
    if "With Storm: + positive" not in _details(Counter(), page, "Wolverine").inner_text():
        raise RuntimeError("the bond was not formed")
    if "No token" in page.get_by_role("article", name="Cyclops").inner_text():
        raise RuntimeError("Cyclops took no training token at the Danger Room")
    _tab(Counter(), page, "Missions")
    if "2 / 3" not in page.get_by_role("article", name="Madripoor").inner_text():
        raise RuntimeError("Madripoor does not show two of three objectives")
    _tab(Counter(), page, "Table")  # back where the table was (not counted)


def sentinel_instead(page: Any) -> tuple[int, int]:
    """Round 2 (after :func:`full_round`): the threat card drawn is a Sentinel that attaches to
    the mission with the most objectives (Madripoor, 3). Only the card is counted: its kind,
    its name and target rule (typed and chosen, or picked from the device), the mission."""
    idle = Counter()
    _next(idle, page, "Mission phase")
    _next(idle, page, "Threat phase")
    page.locator("[data-k=action-raise]").click()
    _ready(page)
    page.locator("[data-k=action-draw]").click()
    sheet = page.locator("[data-k=threat-card]")
    sheet.wait_for()
    c = Counter()
    c.tap(sheet.get_by_role("button", name="Sentinel"))
    known = sheet.get_by_role("list", name="Sentinels this device knows")
    if known.count():
        c.tap(known.get_by_role("button", name=re.compile("Nimrod")))
    else:
        c.type(sheet.get_by_label("Sentinel name"), "Nimrod")
        c.pick(sheet.get_by_label("Target of the drawn Sentinel"), "Most objectives")
    c.tap(sheet.get_by_role("button", name="Attach to Madripoor"))
    sheet.wait_for(state="detached")
    return c.taps, c.typed


def measure_full(browser: Any, folder: Path) -> dict[str, tuple[int, int]]:
    """Issue 25's round, played as the first, second and third game on one device (the
    first and third are the issue's figures); "with a Sentinel" swaps the round's event card
    for the Sentinel's taps and characters."""
    server, url = build.serve_in_thread({"/": folder})
    out: dict[str, tuple[int, int]] = {}
    context = browser.new_context(**support.PHONE)
    try:
        for game in (1, 2, 3):
            page = context.new_page()
            _start(page, url + "/", True, first=game == 1)
            got = full_round(page)
            sentinel = sentinel_instead(page)
            (taps, typed), (ev_taps, ev_typed) = got["round"], got["event card"]
            out[f"game {game}, tab switches among the event round's taps"] = (
                got["tab switches"][0],
                0,
            )
            out[f"game {game}, event drawn"] = (taps, typed)
            out[f"game {game}, Sentinel drawn"] = (
                taps - ev_taps + sentinel[0],
                typed - ev_typed + sentinel[1],
            )
            page.close()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
    return out


def measure(browser: Any, folder: Path, new: bool) -> dict[str, tuple[int, int]]:
    """Taps and typed characters per scene; this build plays the round as three games on one
    device (the first and third are the issue's figures)."""
    server, url = build.serve_in_thread({"/": folder})
    try:
        out: dict[str, tuple[int, int]] = {}
        games = 3 if new else 1
        context = browser.new_context(**support.PHONE)
        try:
            for game in range(1, games + 1):
                page = context.new_page()
                _start(page, url + "/", new, first=game == 1)
                label = f"round of 3 heroes, game {game}" if new else "round of 3 heroes"
                out[label] = round_of_three(page, new)
                if new:
                    out[f"Sentinel drawn, game {game}"] = sentinel_drawn(page)
                page.close()
        finally:
            context.close()
        context = browser.new_context(**support.PHONE)
        try:
            page = context.new_page()
            _start(page, url + "/", new)
            out["villainy attempt"] = villainy_attempt(page, new)
        finally:
            context.close()
        return out
    finally:
        server.shutdown()
        server.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="how many times to play the round")
    parser.add_argument(
        "--short", action="store_true", help="also the short round and the villainy attempt"
    )
    parser.add_argument(
        "--before", type=Path, help="another build's dist/ (the screen before issue 13)"
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = support.launch(p)
        for run in range(1, args.runs + 1):
            for scene, (taps, typed) in measure_full(browser, support.ensure_dist()).items():
                figure = f"{taps}" if "tab switches" in scene else f"{taps} taps, {typed} typed"
                print(f"run {run}: issue 25's round, {scene}: {figure}")
            sys.stdout.flush()
        rows = []
        if args.short or args.before:
            rows.append(("this build", measure(browser, support.ensure_dist(), True)))
        if args.before:
            rows.insert(0, ("before", measure(browser, args.before, False)))
        browser.close()
    for name, counts in rows:
        for scene, (taps, typed) in counts.items():
            print(f"{name:>11}: {scene}: {taps} taps, {typed} characters typed")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
