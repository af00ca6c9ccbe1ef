"""The table's shortcuts on a phone (issue 25's round in fewer taps): the Danger Room's
training token in the deploy row, and "Form a bond: A + B" on the regroup checklist."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser import support

pytestmark = pytest.mark.browser


def _session(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    for i, name in enumerate(("Storm", "Cyclops", "Rogue")):
        page.get_by_label(f"Hero {i + 1}", exact=True).fill(name)
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    _ready(page)


def _ready(page: Any) -> None:
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")


def _next(page: Any, label: str) -> None:
    page.locator(".mi-round").get_by_role("button", name=f"{label} →").click()
    _ready(page)


def _tall_enough(buttons: Any) -> None:
    for i in range(buttons.count()):
        box = buttons.nth(i).bounding_box()
        assert box and box["height"] >= 44 and box["width"] >= 44, box


def test_the_danger_room_token_is_taken_in_the_deploy_row(phone_page: Any, app_url: str) -> None:
    """Deploying to a School Card (Danger Room: train): the token is one tap on the card
    itself, the hero's details stay closed, and the other heroes are offered none."""
    page = phone_page
    _session(page, app_url)
    _next(page, "Start round 1")
    page.get_by_role("tab", name="Heroes").click()
    assert page.locator(".mi-train-here").count() == 0
    page.get_by_role("button", name="Deploy Cyclops: Danger Room", exact=True).click()
    train = page.get_by_role("group", name="Danger Room: training token of Cyclops")
    train.wait_for()
    assert page.locator(".mi-train-here").count() == 1
    buttons = train.get_by_role("button")
    assert buttons.count() == 3
    _tall_enough(buttons)
    buttons.nth(1).click()
    _ready(page)
    page.wait_for_function("document.querySelector('.mi-train-here [aria-pressed=true]') !== null")
    card = page.get_by_role("article", name="Cyclops")
    assert card.locator("details").first.get_attribute("open") is None
    assert "No token" not in card.locator("summary").first.inner_text()
    assert support.axe_violations(page, ".mi-companion") == []
    page.get_by_role("button", name="Deploy Cyclops: Cerebro", exact=True).click()
    train.wait_for(state="detached")


def test_a_bond_is_formed_from_the_regroup_checklist(phone_page: Any, app_url: str) -> None:
    """Regroup, Forming Bonds: every legal pair is one tap on the Table; a formed pair is
    offered no more, and the bond shows on both heroes' cards."""
    page = phone_page
    _session(page, app_url)
    _next(page, "Start round 1")
    group = page.get_by_role("group", name="Form a bond")
    assert group.count() == 0
    for label in ("Mission phase", "Threat phase"):
        _next(page, label)
    page.locator("[data-k=action-raise]").click()
    _ready(page)
    page.locator("[data-k=step-draw]").click()  # drawn and resolved at the table
    _ready(page)
    if page.locator("[data-k=threat-card]").count():
        page.keyboard.press("Escape")
    _next(page, "Regroup phase")
    buttons = group.get_by_role("button")
    # the checklist's regroup step is drawn with the engine's answer: wait for its frame
    buttons.first.wait_for()
    names = [b.inner_text().strip() for b in buttons.all()]
    assert names == [
        "Form a bond: Storm + Cyclops",
        "Form a bond: Storm + Rogue",
        "Form a bond: Cyclops + Rogue",
    ]
    _tall_enough(buttons)
    assert support.axe_violations(page, ".mi-companion") == []
    group.get_by_role("button", name="Form a bond: Storm + Rogue").click()
    _ready(page)
    page.wait_for_function("document.querySelectorAll('.mi-bond-offers button').length === 2")
    page.get_by_role("tab", name="Heroes").click()
    for hero in ("Storm", "Rogue"):
        assert "1 bond" in page.get_by_role("article", name=hero).locator("summary").inner_text()
    # Forming Bonds: a negative bond the pair share flips positive from the same place
    cyclops = page.get_by_role("article", name="Cyclops")
    cyclops.locator("summary").first.click()
    cyclops.get_by_label("Bond partner for Cyclops").select_option(label="Rogue")
    cyclops.get_by_role("button", name="\u2212 Negative bond").click()
    _ready(page)
    page.get_by_role("tab", name="Table").click()
    flip = group.get_by_role(
        "button", name="Form a bond: Cyclops + Rogue (their negative bond flips)"
    )
    flip.click()
    _ready(page)
    flip.wait_for(state="detached")
    page.get_by_role("tab", name="Heroes").click()
    assert "With Rogue: + positive" in cyclops.inner_text()
