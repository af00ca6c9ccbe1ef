"""The whole-table scoreboard (issue 25, item 5): a tablet in the middle of the table, at a
tablet's size and a phone's, in a live three-hero session. The numbers it shows are checked
against the engine's own view of the saved session (built here in Python)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.view import build
from tests.browser import support

pytestmark = pytest.mark.browser

SIZES = {
    "tablet": {"width": 1024, "height": 768},
    "phone": {"width": 390, "height": 844},
}
HEROES = ("Storm", "Cyclops", "Rogue")
BASE = 3  # taps before the scoreboard opens: two missions and a token
MINUS = "\u2212"  # the screen's minus sign


def _session(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    page.get_by_role("group", name="Players").get_by_role("button", name="3").click()
    for i, name in enumerate(HEROES):
        page.get_by_label(f"Hero {i + 1}", exact=True).fill(name)
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.wait_for_function("document.querySelector('.mi-root')?.dataset.engine === 'ready'")


def _engine_view(page: Any, log_length: int) -> dict[str, Any]:
    """The engine's view of what this page saved, once the save holds ``log_length`` taps."""
    page.wait_for_function(
        """(n) => Object.keys(localStorage).filter(k => k.startsWith('mi:companion:'))
             .map(k => JSON.parse(localStorage.getItem(k)).data.log.length)[0] === n""",
        arg=log_length,
    )
    raw = page.evaluate(
        """() => localStorage.getItem(Object.keys(localStorage)
             .find(k => k.startsWith('mi:companion:')))"""
    )
    return build(sessions.load(json.loads(raw)["data"]))


def _numbers(board: Any) -> dict[str, int]:
    out = {}
    for block in board.locator(".mi-sb-hero").all():
        out[block.get_attribute("aria-label")] = int(
            block.locator("[data-role=left] strong").inner_text()
        )
    return out


def _wait_left(page: Any, hero: str, value: int) -> None:
    page.wait_for_function(
        """([name, v]) => document.querySelector(
             `.mi-sb-hero[aria-label="${name}"] [data-role=left] strong`
             )?.textContent === String(v)""",
        arg=[hero, value],
    )


def _tab(page: Any, name: str) -> None:
    """A dock tab on a phone (a landscape tablet shows every panel side by side, no tabs)."""
    tab = page.get_by_role("tab", name=name)
    if tab.is_visible():
        tab.click()


def _hold(page: Any, button: Any) -> None:
    """A long press (~0.7 s) with the pointer: the ±N picker opens, the tap is not made."""
    box = button.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(700)
    page.mouse.up()


@pytest.mark.parametrize("size", list(SIZES))
def test_scoreboard_for_the_middle_of_the_table(browser: Any, app_url: str, size: str) -> None:
    context = browser.new_context(viewport=SIZES[size], has_touch=True, is_mobile=size == "phone")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        _session(page, app_url)
        # Two face-up missions, one with a success token (as a table types them).
        _tab(page, "Missions")
        for name in ("Madripoor", "Genosha"):
            form = page.get_by_role("form", name="Add a face-up mission")
            form.get_by_label("Mission name").fill(name)
            form.get_by_role("button", name="Add mission").click()
            page.get_by_role("article", name=name).wait_for()
        page.get_by_role("button", name="Add a success token to Madripoor").click()
        _engine_view(page, BASE)
        _tab(page, "Table")
        page.locator("[data-k=scoreboard]").click()
        board = page.locator(".mi-scoreboard")
        board.wait_for()
        assert page.get_by_role("heading", name="Scoreboard").is_visible()

        # Big health numbers: the engine's health left, one block per hero.
        view = _engine_view(page, BASE)
        assert _numbers(board) == {h["name"]: h["left"] for h in view["heroes"]}
        size_px = page.evaluate(
            "parseFloat(getComputedStyle(document.querySelector('.mi-sb-num strong')).fontSize)"
        )
        assert size_px >= 32  # big: read across a table

        # Seats: three blocks at three edges, each turned toward its edge (a CSS rotate).
        turns = {
            b.get_attribute("aria-label"): b.get_attribute("data-turn")
            for b in board.locator(".mi-sb-hero").all()
        }
        assert sorted(turns.values()) == ["0", "270", "90"]
        transform = page.evaluate(
            "getComputedStyle(document.querySelector('.mi-sb-hero[data-turn=\"90\"]')).transform"
        )
        assert transform not in ("none", "")

        # A tap on a hero's minus lowers that health by one (one damage in the engine).
        storm_left = view["heroes"][0]["left"]
        board.get_by_role("button", name=f"Health {MINUS}1 for Storm (1 damage)").click()
        _wait_left(page, "Storm", storm_left - 1)
        view = _engine_view(page, BASE + 1)
        assert view["heroes"][0]["damage"] == 1
        assert _numbers(board)["Storm"] == view["heroes"][0]["left"]

        # Holding Cyclops's minus opens the picker; minus 3 is one command (one undo step).
        cyclops_left = view["heroes"][1]["left"]
        _hold(page, board.get_by_role("button", name=f"Health {MINUS}1 for Cyclops (1 damage)"))
        picker = page.get_by_role("dialog", name="Cyclops: damage")
        picker.wait_for()
        assert _numbers(board)["Cyclops"] == cyclops_left  # the hold itself took no damage
        assert support.axe_violations(page) == []  # with the picker open
        picker.get_by_role("button", name=f"{MINUS}3", exact=True).click()
        _wait_left(page, "Cyclops", cyclops_left - 3)
        view = _engine_view(page, BASE + 2)
        assert view["heroes"][1]["damage"] == 3

        # Threat minus / plus and a held + for +2; Next moves the phase.
        threat = page.locator("#mi-sb-threat")
        start = int(threat.inner_text())
        board.get_by_role("button", name="Raise threat").click()
        page.wait_for_function(
            f"document.querySelector('#mi-sb-threat').textContent === '{start + 1}'"
        )
        board.get_by_role("button", name="Lower threat").click()
        page.wait_for_function(f"document.querySelector('#mi-sb-threat').textContent === '{start}'")
        _hold(page, board.get_by_role("button", name="Raise threat"))
        page.get_by_role("dialog", name="Raise threat").get_by_role(
            "button", name="+2", exact=True
        ).click()
        page.wait_for_function(
            f"document.querySelector('#mi-sb-threat').textContent === '{start + 2}'"
        )
        view = _engine_view(page, BASE + 5)
        # From a keyboard: Shift+Enter opens the picker, Escape closes it, nothing changed.
        board.get_by_role("button", name="Lower threat").focus()
        page.keyboard.press("Shift+Enter")
        page.get_by_role("dialog", name="Lower threat").wait_for()
        page.keyboard.press("Escape")
        page.get_by_role("dialog", name="Lower threat").wait_for(state="detached")
        page.wait_for_function("document.activeElement?.dataset.k === 'sb-threat-down'")
        assert page.locator(".mi-scoreboard").count() == 1
        assert view["threat"]["value"] == start + 2
        assert page.locator("#mi-sb-phase").inner_text() == "Setup"
        board.get_by_role("button", name=re.compile("^Next: Start round 1")).click()
        page.wait_for_function(
            "document.querySelector('#mi-sb-phase').textContent.includes('Round 1')"
        )
        view = _engine_view(page, BASE + 6)
        assert page.locator("#mi-sb-phase").inner_text() == f"Round 1 · {view['phase_label']} phase"

        # Missions with their success tokens, as the engine counts them.
        names = board.locator(".mi-sb-mission-name").all_inner_texts()
        assert names == [m["name"] for m in view["missions"]] == ["Madripoor", "Genosha"]
        tokens = board.locator("[data-role=tokens] strong").all_inner_texts()
        assert tokens == [
            f"{m['success']} / {m['objectives']}"
            if m["objectives"] is not None
            else str(m["success"])
            for m in view["missions"]
        ]
        assert tokens[0].startswith("1")

        # A player turns a block: remembered over a reload, as is the scoreboard itself.
        board.get_by_role("button", name="Turn Storm's block toward its player").click()
        page.wait_for_function(
            "document.querySelector('.mi-sb-hero[aria-label=Storm]').dataset.turn === '90'"
        )

        # Every button is a 44 px target; axe finds nothing.
        small = page.evaluate(
            """() => [...document.querySelectorAll('.mi-scoreboard button')]
                 .map((b) => [b.getAttribute('aria-label') || b.textContent.trim(),
                              b.getBoundingClientRect()])
                 .filter(([, r]) => r.width < 44 || r.height < 44)
                 .map(([n, r]) => `${n} ${r.width}x${r.height}`)"""
        )
        assert small == []
        assert support.axe_violations(page) == []

        page.reload()
        page.locator(".mi-scoreboard").wait_for()
        page.wait_for_function(
            "document.querySelector('.mi-sb-hero[aria-label=Storm]')?.dataset.turn === '90'"
        )
        page.get_by_role("button", name="Exit").click()
        page.locator(".mi-dock").wait_for()
        assert page.locator(".mi-scoreboard").count() == 0
        assert errors == []
    finally:
        context.close()
