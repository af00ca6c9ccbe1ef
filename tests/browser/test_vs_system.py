"""Vs System 2PCG on a phone through the generic table screen: two players set up through the
form (one Main Character with two levels), the attack legality helper answering with its rule,
a combat worked out by the calculator and applied in one tap, a level-up at the XP threshold,
undo and reload to the same state; no JS errors, and axe finds nothing on the screens visited."""

from __future__ import annotations

import re
from typing import Any

from tests.browser import support

IDLE = ".tb-session[data-busy='false']"
TURN = re.compile(r"^Turn \d+ · ")


def _level(card: Any, health: int, atk: int, dfn: int, level_up: int | None = None) -> None:
    """Type one level's printed card into its group of the setup form."""
    card.get_by_label("Health").fill(str(health))
    card.get_by_label("ATK").fill(str(atk))
    card.get_by_label("DEF").fill(str(dfn))
    if level_up is not None:
        card.get_by_label("Level Up").fill(str(level_up))


def _set_up(page: Any, app_url: str) -> None:
    """Ana plays Cyclops (Level 1 3/4, Health 6, levels up at 2 XP; Level 2 5/5, Health 7),
    Ben plays Magneto (2/4, Health 6); Ana goes first."""
    page.goto(app_url + "#/table/new/vs-system")
    support.wait_ready(page)
    page.get_by_role("button", name="Start", exact=True).wait_for()
    ana = page.get_by_role("group", name="Player 1", exact=True)
    ana.get_by_label("Player's name").fill("Ana")
    ana.get_by_label("Main Character").fill("Cyclops")
    ana.get_by_role("button", name="Add to level").click()
    _level(ana.get_by_role("group", name="Level 1", exact=True), 6, 3, 4, level_up=2)
    _level(ana.get_by_role("group", name="Level 2", exact=True), 7, 5, 5)
    ben = page.get_by_role("group", name="Player 2", exact=True)
    ben.get_by_label("Player's name").fill("Ben")
    ben.get_by_label("Main Character").fill("Magneto")
    _level(ben.get_by_role("group", name="Level 1", exact=True), 6, 2, 4)
    page.get_by_label("Who goes first").select_option(label="Player 1")
    assert support.axe_violations(page) == []
    page.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_selector(IDLE)


def _tap(page: Any, name: str, within: Any = None) -> None:
    (within or page).get_by_role("button", name=name, exact=True).click()
    page.wait_for_selector(IDLE)


def _section(page: Any, title: str) -> Any:
    return page.get_by_role("group", name=title, exact=True)


def _status(page: Any) -> str:
    status = page.get_by_role("main").get_by_role("status").filter(has_text=TURN)
    return str(status.inner_text())


def _card(page: Any, player: str, name: str) -> str:
    """A character's line: name and level, ATK/DEF, row, ready or exhausted, face."""
    line = _section(page, player).get_by_role("paragraph").filter(has_text=f"{name} · Level")
    return " ".join(str(line.inner_text()).split())


def _count(page: Any, player: str, counter: str) -> str:
    group = _section(page, player).get_by_role("group", name=counter, exact=True)
    return str(group.get_by_role("status").inner_text())


def _answer(page: Any, attacker: str, target: str) -> list[str]:
    """The legality helper's row for ``attacker`` on ``target``: [may attack, why (rule)]."""
    table = page.get_by_role("table", name="Who may attack whom")
    row = (
        table.get_by_role("row")
        .filter(has=page.get_by_role("rowheader", name=attacker, exact=True))
        .filter(has=page.get_by_role("cell", name=target, exact=True))
    )
    return [str(c) for c in row.get_by_role("cell").all_inner_texts()][1:]


def _open_all(page: Any) -> None:
    closed = page.locator(".tb-section:not([open]) > summary")
    while closed.count():
        closed.first.click()


def _state(page: Any) -> dict[str, str]:
    return {
        "status": _status(page),
        "cyclops": _card(page, "Ana", "Cyclops"),
        "cyclops xp": _count(page, "Ana", "XP"),
        "cyclops wounds": _count(page, "Ana", "Wounds"),
        "cyclops +1/+1": _count(page, "Ana", "+1/+1"),
        "magneto": _card(page, "Ben", "Magneto"),
        "magneto wounds": _count(page, "Ben", "Wounds"),
    }


def test_combat_legality_level_up_undo_reload(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _set_up(page, app_url)
    assert _status(page) == "Turn 1 · Ana · Draw Phase"
    assert _card(page, "Ana", "Cyclops").startswith("Cyclops · Level 1 3/4 front row · ready")
    assert _card(page, "Ben", "Magneto").startswith("Magneto · Level 1 2/4 front row · ready")
    # the legality helper: no attacks before the Main Phase, and it says which rule
    assert _answer(page, "Cyclops", "Magneto") == [
        "no",
        "Attacks are made in the Main Phase. (Turn Sequence: Main Phase)",
    ]
    _open_all(page)
    assert support.axe_violations(page) == []

    for _ in range(5):  # Draw, Recovery, Resource, Recruit, Formation
        _tap(page, "Next step", _section(page, "Turn"))
    assert _status(page) == "Turn 1 · Ana · Main Phase"
    assert _answer(page, "Cyclops", "Magneto") == [
        "yes",
        "Magneto is a face-up front-row enemy: Cyclops may make a melee attack. "
        "(Combat Declaration: Melee Attack)",
    ]

    # a +1/+1 counter (Cyclops 4/5), then the attack through the calculator
    _tap(page, "Cyclops: +1/+1 +1", _section(page, "Ana"))
    assert _card(page, "Ana", "Cyclops").startswith("Cyclops · Level 1 4/5")
    combat = _section(page, "Combat")
    _tap(page, "Cyclops attacks Magneto", combat)
    preview = [str(t) for t in combat.get_by_role("paragraph").all_inner_texts()]
    assert preview == [
        "Normal Resolution: Cyclops (ATK 4) stuns Magneto (DEF 4).",
        "Normal Resolution: Magneto (ATK 2) does not stun Cyclops (DEF 5).",
        "Magneto: 1 of 6 wounds, stays in play.",
    ]
    assert "exhausted" in _card(page, "Ana", "Cyclops")  # attacking exhausts at once
    assert support.axe_violations(page) == []
    _tap(page, "Resolve the combat", combat)
    assert _card(page, "Ben", "Magneto").startswith("Magneto · Level 1 2/4 front row · exhausted")
    assert "stunned" in _card(page, "Ben", "Magneto")
    assert _count(page, "Ben", "Wounds") == "1"
    assert "face up" in _card(page, "Ana", "Cyclops")
    assert _count(page, "Ana", "Wounds") == "0"
    assert combat.get_by_role("button", name="Resolve the combat").count() == 0
    # the helper now says why Cyclops cannot attack again
    assert _answer(page, "Cyclops", "Magneto") == [
        "no",
        "Cyclops is exhausted: attacking exhausts a ready character. "
        "(Combat Declaration: Melee Attack)",
    ]

    # XP to the threshold: Level 2 (5/5 printed), the +1/+1 counter carried over
    ana = _section(page, "Ana")
    _tap(page, "Cyclops: XP +1", ana)
    assert _card(page, "Ana", "Cyclops").startswith("Cyclops · Level 1 4/5")
    assert _count(page, "Ana", "XP") == "1"
    before_level_up = _state(page)
    _tap(page, "Cyclops: XP +1", ana)
    assert "Cyclops levels up to Level 2 (6/6)" in page.locator("#toast").inner_text()
    assert _card(page, "Ana", "Cyclops").startswith("Cyclops · Level 2 6/6 front row · exhausted")
    assert _count(page, "Ana", "XP") == "0"
    assert _count(page, "Ana", "+1/+1") == "1"
    assert "Health 7" in ana.get_by_role("group", name="Wounds", exact=True).inner_text()
    assert ana.get_by_role("button", name="Cyclops: XP +1").is_disabled()  # no Level 3
    assert support.axe_violations(page) == []

    page.get_by_role("button", name="Undo", exact=True).click()
    page.wait_for_selector(IDLE)
    assert _state(page) == before_level_up
    page.reload()
    support.wait_ready(page)  # the engine boots again before the session reopens
    page.wait_for_selector(IDLE)
    _open_all(page)
    assert _state(page) == before_level_up
    assert _answer(page, "Cyclops", "Magneto")[0] == "no"
    assert support.axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.js_errors == []
