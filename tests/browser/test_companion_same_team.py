"""Same team as last game (issue 25, item 6), through the real screen: the setup offers last
game's starting seats and plot in one tap once a session was started on this device; the
showdown set typed at showdown time comes back pre-filled when the next showdown starts, and
is never named at setup."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser import support
from tests.browser.test_companion_threat_cards import SMALL

pytestmark = pytest.mark.browser

TEAM = ("Cyclops", "Jubilee", "Beast", "Storm")


def _setup(page: Any, app_url: str) -> None:
    page.goto("about:blank")  # a fresh load of the app, as the table's next game would be
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()


def _start(page: Any) -> None:
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")


def _fits_phone(page: Any) -> None:
    """axe 0, 44 px targets in the offer, and nothing wider than a 360 px phone."""
    assert support.axe_violations(page) == []
    assert page.evaluate(SMALL, ".mi-same-team") == []
    page.set_viewport_size({"width": 360, "height": 780})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert page.evaluate(SMALL, ".mi-same-team") == []
    page.set_viewport_size(support.PHONE["viewport"])


def _heroes(page: Any, count: int) -> list[str]:
    return [page.get_by_label(f"Hero {i + 1}", exact=True).input_value() for i in range(count)]


def test_same_team_fills_seats_and_plot_and_the_showdown_comes_back_pre_filled(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    # Game 1 on a fresh device: nothing to offer.
    _setup(page, app_url)
    assert page.locator("[data-k=same-team]").count() == 0
    page.get_by_role("group", name="Players").get_by_role("button", name="4").click()
    for i, name in enumerate(TEAM):
        page.get_by_label(f"Hero {i + 1}", exact=True).fill(name)
    page.get_by_label("Plot card").fill("The Hellfire Club")
    page.get_by_role("button", name="Challenge 3 of 5").click()
    _start(page)
    page.get_by_role("tab", name="Missions").click()
    page.locator("summary", has_text="Start the showdown").click()
    form = page.locator(".mi-showdown-form")
    form.get_by_label("Showdown mission 1 name", exact=True).fill("Sebastian Shaw")
    form.get_by_label("Showdown mission 2 name", exact=True).fill("Emma Frost")
    form.get_by_role("button", name="Start the showdown").click()
    page.locator(".mi-showdown-info").wait_for()

    # Game 2: the form's own defaults are not last game's seats (3 players, last heroes first).
    _setup(page, app_url)
    assert _heroes(page, 3) != list(TEAM[:3])
    offer = page.locator(".mi-same-team")
    assert offer.inner_text().endswith(
        "Cyclops, Jubilee, Beast and Storm · plot: The Hellfire Club"
    )
    _fits_phone(page)
    page.get_by_role("button", name="Same team as last game").click()
    page.locator("[data-k=same-team-done]").wait_for()
    players = page.get_by_role("group", name="Players")
    assert players.get_by_role("button", name="4").get_attribute("aria-pressed") == "true"
    assert _heroes(page, 4) == list(TEAM)
    assert page.get_by_label("Plot card").input_value() == "The Hellfire Club"
    challenge = page.get_by_role("button", name="Challenge 3 of 5")
    assert challenge.get_attribute("aria-pressed") == "true"
    page.locator("[data-k=showdown-remembered]").wait_for()
    setup = page.locator(".mi-root").inner_text()
    assert "Sebastian Shaw" not in setup and "Emma Frost" not in setup  # no spoiler
    _fits_phone(page)
    _start(page)
    page.get_by_role("tab", name="Heroes").click()
    assert page.locator(".mi-hero h3").all_inner_texts() == list(TEAM)  # in seat order

    # The showdown starts: the remembered set is offered, and its form comes pre-filled.
    page.get_by_role("tab", name="Missions").click()
    ready = page.locator(".mi-showdown-ready")
    assert "Sebastian Shaw" not in ready.inner_text()
    page.locator("summary", has_text="Or type a different showdown").click()
    form = page.locator(".mi-showdown-form")
    first = form.get_by_label("Showdown mission 1 name", exact=True)
    assert first.input_value() == "Sebastian Shaw"
    assert form.get_by_label("Showdown mission 2 name", exact=True).input_value() == "Emma Frost"
    assert support.axe_violations(page, ".mi-companion") == []
    ready.get_by_role("button", name="Start the showdown").click()
    page.locator(".mi-showdown-info").wait_for()
    names = page.locator("[data-panel=missions] .mi-mission h3").all_inner_texts()
    assert names == ["Sebastian Shaw", "Emma Frost"]
    assert page.js_errors == []
