"""Odds and advice in the companion's dice roller, in Chromium on a phone: off until asked, the
objectives entered once with symbols, the odds for the dice on the table updated on each
selection and equal to the engine's own answer, remembered across a reload, axe-clean."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pytest

from core.games.mutant_insurrection.dice import REQUIREMENT_SYMBOLS
from core.games.mutant_insurrection.odds.advice import choice, solve
from core.games.mutant_insurrection.odds.problem import problem_from_json
from tests.browser import support

OBJECTIVES = ["power teamwork", "fight 3"]


def _pct(p: float) -> str:
    return f"{100 * p:.1f}%"


def _open_dice(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").click()
    page.locator(".mi-companion").wait_for()
    page.get_by_role("tab", name="Dice").click()


def add_requirement(scope: Any, add: str, kind: str, target: str, value: int | None) -> None:
    """One requirement through a symbol builder (the odds card's or a mission form's): its
    kind, its value stepped up to ``value``, the objective it goes in, then the Add button."""
    scope.get_by_label("Requirement").select_option(kind)
    if value is not None:
        while scope.get_by_label(f"{kind} value: {value}").count() == 0:
            scope.get_by_role("button", name=f"More: {kind} value").click()
    scope.get_by_label("Add to").select_option(label=target)
    scope.locator(f"[data-k={add}]").click()


def _add(page: Any, kind: str, target: str, value: int | None = None) -> None:
    add_requirement(page.locator("[data-role=odds]"), "odds-add", kind, target, value)


def _complete(page: Any) -> str:
    el = page.locator("[data-role=odds-complete]")
    el.wait_for()
    return str(el.inner_text())


def _table(page: Any) -> list[str]:
    dice = page.locator(".mi-results .mi-die[aria-pressed]")
    return [
        f"{d.get_attribute('class').split('mi-die-')[1].split()[0]} {d.get_attribute('data-face')}"
        for d in dice.all()
    ]


def _wait_text(page: Any, selector: str, text: str) -> None:
    page.wait_for_function(
        "([s, t]) => document.querySelector(s)?.textContent.includes(t)", arg=[selector, text]
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_roller_shows_exact_odds_and_advice(browser: Any, app_url: str, scheme: str) -> None:
    context = browser.new_context(**support.PHONE, color_scheme=scheme)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        _open_dice(page, app_url)
        toggle = page.locator("[data-k=odds-toggle]")
        assert toggle.get_attribute("aria-pressed") == "false"
        assert page.locator("[data-role=odds-complete]").count() == 0  # opt-in: off by default
        toggle.click()  # one tap to show
        _add(page, "power", "a new objective")
        _add(page, "teamwork", "objective 1")
        _add(page, "fight", "a new objective", value=3)
        chips = page.locator(".mi-odds-objectives li")
        assert [c.inner_text().replace("\u00d7", "").split() for c in chips.all()] == [
            [REQUIREMENT_SYMBOLS["power"], "power", REQUIREMENT_SYMBOLS["teamwork"], "teamwork"],
            [REQUIREMENT_SYMBOLS["fight"], "fight", "3"],
        ]
        # before the roll: the default pool of 2 yellow and 2 blue dice
        before = solve(problem_from_json({"pool": "YYBB", "objectives": OBJECTIVES, "threat": 4}))
        _wait_text(page, "[data-role=odds-complete]", _pct(before["p_complete"]))

        page.get_by_role("button", name="Roll 4 dice").click()
        page.locator("[data-role=odds-options]").wait_for()
        faces = _table(page)
        now = problem_from_json({"dice": faces, "objectives": OBJECTIVES, "threat": 4})
        want = solve(now)
        _wait_text(page, "[data-role=odds-complete]", _pct(want["p_complete"]))
        best = page.locator(".mi-odds-best")
        assert want["best"]["text"] in best.inner_text()

        # a selection: the odds of that reroll beside the best, updated on the tap
        page.locator(".mi-results .mi-die").first.click()
        picked = choice(now, [0])
        _wait_text(page, "[data-role=odds-selection]", _pct(picked["choice"]["p_complete"]))
        page.locator(".mi-results .mi-die").first.click()
        page.locator("[data-role=odds-selection]").wait_for(state="detached")
        assert support.axe_violations(page) == []

        # the objectives were entered once: they come back with the session
        page.reload()
        support.wait_ready(page)
        page.get_by_role("tab", name="Dice").click()
        assert page.locator(".mi-odds-objectives li").count() == 2
        _wait_text(page, "[data-role=odds-complete]", _pct(want["p_complete"]))

        # villainy that hurts the rolling hero (Villainy): the same answer as the engine's
        odds = page.locator("[data-role=odds]")
        odds.locator("[data-k=odds-villainy]").click()
        hero = odds.get_by_label("Rolling hero")
        hero.select_option(index=1)
        left = int(hero.locator("option:checked").inner_text().split("(")[1].split()[0])
        hurt = solve(
            problem_from_json(
                {
                    "dice": faces,
                    "objectives": OBJECTIVES,
                    "threat": 4,
                    "villainy_damage": 1,
                    "health": left,
                }
            )
        )
        _wait_text(page, "[data-role=odds-complete]", _pct(hurt["p_complete"]))
        assert "that a rerolled die shows villainy again" in odds.inner_text()
        assert support.axe_violations(page) == []
        assert errors == []
    finally:
        context.close()


def test_the_attempt_screen_shows_the_odds_and_the_best_reroll_on_request(
    phone_page: Any, app_url: str
) -> None:
    """Issue 12 on the digital game's attempt screen: off by default, one tap to show; the
    chance and the best reroll are the engine's (odds.game); the chosen reroll's chance updates
    with each selection; the choice is remembered."""
    page = phone_page
    page.goto(app_url + "#/play/new")
    support.wait_ready(page)
    page.get_by_role("button", name="Recommended first game").click()
    page.locator("#pl-seed").fill("7")
    page.locator("#pl-start").click()
    idle = "[data-screen=game][data-busy=false]"
    page.wait_for_selector(idle)
    # play on (first option) until a hero is rolling
    for _ in range(60):
        if page.locator(".pl-odds-toggle").count():
            break
        page.locator(".pl-dock [data-option]:not([disabled])").first.click()
        page.wait_for_selector(idle)
    toggle = page.get_by_role("button", name="Show odds")
    assert toggle.get_attribute("aria-pressed") == "false"
    assert page.locator("#pl-odds-now").count() == 0  # nothing until asked
    toggle.click()
    page.locator("#pl-odds-now").wait_for()
    # the figure shown is the engine's own answer for this attempt (the page's first game, g1)
    p = page.evaluate(
        """async () => {
          const { engine } = await import('./engine.js');
          return await engine.call('odds.game', { game: 'g1' });
        }"""
    )
    # issue 26: what the chance counts of the hero's cards, and what it leaves out, is said
    if p["abilities"]:
        shown = page.locator("#pl-odds-abilities").inner_text()
        assert all(a in shown for a in p["abilities"]), shown
    if p["not_counting"]:
        assert all(m in page.locator("#pl-odds-missing").inner_text() for m in p["not_counting"])
    p = p["p_complete"]
    tenth = math.floor(p * 1000 + 0.5) / 10  # as the page rounds (Math.round)
    shown_as = str(int(tenth)) if tenth.is_integer() else str(tenth)
    assert page.locator("#pl-odds-now strong").inner_text() == f"{shown_as} %"
    assert page.locator("#pl-odds-best").inner_text().startswith("Best now: ")
    first_die = page.locator(".pl-dock [data-option^='die:']:not([disabled])").first
    first_die.click()
    page.locator("#pl-odds-choice").wait_for()
    assert page.locator("#pl-odds-choice").inner_text().startswith("Your choice: ")
    page.reload()
    page.wait_for_selector(idle)
    page.locator("#pl-odds-now").wait_for()  # remembered: shown again after a reload
    assert support.axe_violations(page) == []
    assert page.js_errors == []


def _snapshot(g: Any) -> dict[str, Any]:
    """A digital game as the page stores it (its save, view and setup)."""
    v = g.view()
    summary = {
        "plot": v["plot"]["name"],
        "round": v["round"],
        "threat": v["threat"],
        "heroes": [],
        "outcome": None,
    }
    return {"format": 1, "save": g.to_json(), "view": v, "setup": g.setup, "summary": summary}


def _open_state(page: Any, app_url: str, data: dict[str, Any], key: str) -> None:
    """Store a snapshot as a saved game, open it on the board and show the odds."""
    page.goto(app_url + "#/play")
    support.wait_ready(page)
    page.evaluate(
        "([k, d]) => import('./storage.js').then(({ storage }) => storage.save('game', k, d,"
        " { title: k }))",
        [key, data],
    )
    page.evaluate(f"location.hash = '#/play/g/{key}'")
    page.wait_for_selector("[data-screen=game][data-busy=false]")
    if page.get_by_role("button", name="Show odds").count():
        page.get_by_role("button", name="Show odds").click()
    page.locator("#pl-odds-best").wait_for()


def test_the_odds_follow_an_abilitys_own_step_and_name_the_safest_play(
    phone_page: Any, app_url: str
) -> None:
    """Issue 26, always fresh: inside an ability's own reroll step the panel weighs only that
    reroll (its dice are ones the step offers, and the words are the step's), and where the
    best play triggers villainy the safest one is said beside it."""
    from core.games import mutant_insurrection as mi
    from core.games.mutant_insurrection.advice import suggest
    from core.games.mutant_insurrection.content.loader import default_content
    from core.games.mutant_insurrection.odds.api import game_odds

    core = default_content()
    g = mi.new_game(list(core.heroes)[1:4], "normal", None, 1, core)
    safe = step = None
    while g.outcome is None and (safe is None or step is None):
        d = g.s["decision"]
        if d and d["kind"] == "roll" and safe is None:
            o = game_odds(g)
            if o and o.get("safest"):
                safe = (_snapshot(g), o)
        if d and d["kind"] == "ability_reroll" and step is None:
            step = (_snapshot(g), game_odds(g))
        for a in suggest(g)["actions"]:
            g.apply(a)
    assert safe is not None and step is not None
    page = phone_page
    _open_state(page, app_url, step[0], "step")
    best = step[1]["best"]
    shown = page.locator("#pl-odds-best").inner_text()
    assert shown.startswith("Best now: reroll ") and "Use " not in shown, shown
    assert best["text"][1:] in shown, (best["text"], shown)  # "Reroll ..." said as the step's
    for die in best["reroll"]:  # the dice it names are dice the step lets the player pick
        assert page.locator(f"[data-option='die:{die}']").is_enabled()
    assert support.axe_violations(page) == []
    _open_state(page, app_url, safe[0], "safe")
    page.locator("#pl-odds-safest").wait_for()
    text = page.locator("#pl-odds-safest").inner_text()
    assert text.startswith("Safest: ") and "no villainy" in text, text
    assert "triggers villainy" in page.locator("#pl-odds-best").inner_text()
    assert page.js_errors == []


def test_the_roller_counts_the_heros_abilities(browser: Any, app_url: str) -> None:
    """Issue 26 on the companion: the table picks the abilities the rolling hero may still
    use, the chance and the advice count them (the engine's own answer for the same question),
    they are said beside the number, and they come back with the session."""
    context = browser.new_context(**support.PHONE)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        _open_dice(page, app_url)
        page.locator("[data-k=odds-toggle]").click()
        _add(page, "power", "a new objective")
        _add(page, "teamwork", "objective 1")
        _add(page, "fight", "a new objective", value=3)
        odds = page.locator("[data-role=odds]")
        menu = odds.get_by_label("Ability", exact=True)
        for label in ("Turn a die to power", "Reroll 1 die, ignoring villainy"):
            menu.select_option(label=label)
            odds.locator("[data-k=odds-ability-add]").click()
        abilities = ["face power", "reroll 1 ignore-villainy"]
        q = {"pool": "YYBB", "objectives": OBJECTIVES, "threat": 4}
        plain = solve(problem_from_json(q))["p_complete"]
        counted = solve(problem_from_json({**q, "abilities": abilities}))["p_complete"]
        assert counted > plain
        _wait_text(page, "[data-role=odds-complete]", _pct(counted))
        said = page.locator("[data-role=odds-counting]").inner_text()
        assert "Turn a die to power" in said and "Reroll 1 die, ignoring villainy" in said

        page.get_by_role("button", name="Roll 4 dice").click()
        page.locator("[data-role=odds-options]").wait_for()
        now = problem_from_json(
            {"dice": _table(page), "objectives": OBJECTIVES, "threat": 4, "abilities": abilities}
        )
        want = solve(now)
        _wait_text(page, "[data-role=odds-complete]", _pct(want["p_complete"]))
        assert want["best"]["text"] in page.locator(".mi-odds-best").inner_text()
        assert support.axe_violations(page) == []

        page.reload()  # remembered with the session's preferences
        support.wait_ready(page)
        page.get_by_role("tab", name="Dice").click()
        assert page.locator("[data-role=odds-abilities] .mi-odds-chip").count() == 2
        page.get_by_role("button", name="Remove ability Turn a die to power").click()
        without = solve(replace(now, abilities=now.abilities[1:]))
        _wait_text(page, "[data-role=odds-complete]", _pct(without["p_complete"]))
        assert errors == []
    finally:
        context.close()
