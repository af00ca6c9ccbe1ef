"""Issue 25 items 1-3 on a phone: a mission added with its objectives as symbols; at the attempt
there, the objectives are chips under the dice (one tap places that objective's token), and
the odds card asks the engine with the mission's objectives, villainy and the hero's health —
nothing typed again, a done objective left out (rulebook: Step 4: Complete Objectives)."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.mutant_insurrection.odds.advice import solve
from core.games.mutant_insurrection.odds.problem import problem_from_json
from tests.browser import support
from tests.browser.test_companion_attempt import _ready, _session, to_mission_phase
from tests.browser.test_odds import _pct, _table, _wait_text, add_requirement

pytestmark = pytest.mark.browser


def _symbol(form: Any, kind: str, target: str, value: int | None = None) -> None:
    """One requirement added with the mission form's symbol builder."""
    add_requirement(form, "add-mission-add", kind, target, value)


def test_a_mission_with_symbols_drives_the_attempt_and_the_odds(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    page.set_viewport_size({"width": 375, "height": 740})
    _session(page, app_url)
    form = page.get_by_role("form", name="Add a face-up mission")
    form.get_by_label("Mission name").fill("Pyro")
    form.locator("[data-k=add-mission-symbols] summary").click()
    _symbol(form, "fight", "a new objective", 3)
    _symbol(form, "power", "objective 1")
    _symbol(form, "teamwork", "a new objective")
    assert form.locator(".mi-odds-objectives li").count() == 2
    form.get_by_role("button", name="More: Villainy damage of the mission").click()
    form.get_by_role("button", name="Add mission").click()
    card = page.get_by_role("article", name="Pyro")
    card.wait_for()
    _ready(page)
    assert card.get_by_role("group", name="Objectives of Pyro").get_by_role("button").count() == 2

    to_mission_phase(page, [("Wolverine", "Pyro")])
    mission = page.locator("[data-k=attempt-mission]")
    page.get_by_role("button", name="⚄ Wolverine alone").click()
    page.locator(".mi-results").wait_for()
    chips = mission.get_by_role("group", name="Objectives of Pyro")
    first = chips.get_by_role("button", name="Place a success token on objective 1: fight 3, power")
    second = chips.get_by_role("button", name="Place a success token on objective 2: teamwork")
    assert first.is_enabled() and second.is_enabled()  # no order arrow: either one
    assert "fight 3" in first.inner_text() and "⚔" in first.inner_text()  # symbol and words

    # the odds: from the card, no builder for objectives, the engine's own answer
    page.locator("[data-k=odds-toggle]").click()
    odds = page.locator("[data-role=odds]")
    odds.locator("[data-role=odds-from]").wait_for()
    assert "From Pyro's card" in odds.locator("[data-role=odds-from]").inner_text()
    assert odds.get_by_label("Requirement").count() == 0  # nothing to type again
    faces = _table(page)
    threat = int(page.locator("#mi-threat-chip").inner_text())
    ask = {"dice": faces, "threat": threat, "villainy": True, "villainy_damage": 1, "health": 6}
    both = solve(problem_from_json({**ask, "objectives": ["fight 3 power", "teamwork"]}))
    _wait_text(page, "[data-role=odds-complete]", _pct(both["p_complete"]))

    # a phone: nothing spills sideways, the chips are 44 px targets, no axe-core violation
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    small = page.evaluate(
        """() => [...document.querySelectorAll('[data-k=attempt-mission] .mi-objective-chip')]
          .filter((b) => {
            const r = b.getBoundingClientRect();
            return r.width < 44 || r.height < 44;
          })
          .length"""
    )
    assert small == 0
    assert support.axe_violations(page, ".mi-companion") == []

    # one tap places objective 2's token; the odds leave it out
    second.click()
    _ready(page)
    done = chips.get_by_role(
        "button", name="Take back the success token of objective 2: teamwork, done"
    )
    assert done.get_attribute("aria-pressed") == "true"
    _wait_text(page, "[data-role=odds-from]", "1 done, left out")
    one = solve(problem_from_json({**ask, "objectives": ["fight 3 power"]}))
    _wait_text(page, "[data-role=odds-complete]", _pct(one["p_complete"]))
    assert support.axe_violations(page, ".mi-companion") == []
