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


def _card_typed(page: Any, n: int, name: str, *levels: tuple[int, int, int, int]) -> None:
    """Type a Main Character card into the form's Main Character card ``n``: each level's
    Health, ATK, DEF and Level Up (0: none)."""
    page.get_by_role("button", name="Add to main character card").click()
    card = page.get_by_role("group", name=f"Main Character card {n}", exact=True)
    card.get_by_label("Name", exact=True).fill(name)
    for k, (health, atk, dfn, level_up) in enumerate(levels, start=1):
        card.get_by_label(f"Level {k} Health").fill(str(health))
        card.get_by_label(f"Level {k} ATK").fill(str(atk))
        card.get_by_label(f"Level {k} DEF").fill(str(dfn))
        card.get_by_label(f"Level {k} Level Up").fill(str(level_up))


def _set_up(page: Any, app_url: str) -> None:
    """Ana plays Cyclops (Level 1 3/4, Health 6, levels up at 2 XP; Level 2 5/5, Health 7),
    Ben plays Magneto (2/4, Health 6); Ana goes first. Both cards are typed once under Main
    Character cards and named by the players."""
    page.goto(app_url + "#/table/new/vs-system")
    support.wait_ready(page)
    page.get_by_role("button", name="Start", exact=True).wait_for()
    for n, (player, main) in enumerate((("Ana", "Cyclops"), ("Ben", "Magneto")), start=1):
        group = page.get_by_role("group", name=f"Player {n}", exact=True)
        group.get_by_label("Player's name").fill(player)
        group.get_by_label("Main Character").fill(main)
    _card_typed(page, 1, "Cyclops", (6, 3, 4, 2), (7, 5, 5, 0))
    _card_typed(page, 2, "Magneto", (6, 2, 4, 0))
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


def _count(page: Any, section: str, counter: str) -> str:
    group = _section(page, section).get_by_role("group", name=counter, exact=True)
    return str(group.get_by_role("status").inner_text())


def _more(page: Any, name: str) -> Any:
    """The closed "More for <name>" section, opened."""
    section = _section(page, f"More for {name}")
    if section.get_attribute("open") is None:
        section.locator("summary").click()
    return section


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
        "cyclops +1/+1": _count(page, "More for Cyclops", "+1/+1"),
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
    _tap(page, "Cyclops: +1/+1 +1", _more(page, "Cyclops"))
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
    assert _count(page, "More for Cyclops", "+1/+1") == "1"
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


# The buttons a character shows in its player's section (its counters name it, its taps sit in
# a group named after it), the page's height and its width.
MEASURE_JS = """([player, names]) => {
  const section = document.querySelector(`details.tb-section[aria-label="${player}"]`);
  const out = {};
  for (const n of names) {
    const mine = [...section.querySelectorAll('button')].filter((b) => {
      const label = b.getAttribute('aria-label') || '';
      const group = b.closest('[role="group"]')?.getAttribute('aria-label') || '';
      return label.startsWith(n + ':') || group === n || group.startsWith(n + ':');
    });
    out[n] = {shown: mine.length, enabled: mine.filter((b) => !b.disabled).length};
  }
  return {chars: out, height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth};
}"""


def test_a_character_shows_what_this_step_uses(phone_page: Any, app_url: str) -> None:
    """Issue 28: about 25 buttons per character on a phone. Each shows what this step of the
    turn can use (wounds and XP always; the combat taps in the Main Phase) and keeps the rest
    behind a closed "More for <name>" section; nothing scrolls sideways at 390 px."""
    page = phone_page
    _set_up(page, app_url)
    figures = {}
    figures["draw"] = page.evaluate(MEASURE_JS, ["Ana", ["Cyclops"]])
    for _ in range(5):
        _tap(page, "Next step", _section(page, "Turn"))
    assert _status(page) == "Turn 1 · Ana · Main Phase"
    figures["main"] = page.evaluate(MEASURE_JS, ["Ana", ["Cyclops"]])
    figures["main, Ben"] = page.evaluate(MEASURE_JS, ["Ben", ["Magneto"]])
    print("Vs System at 390x844:", figures)
    assert figures["draw"]["chars"]["Cyclops"]["shown"] <= 4  # wounds and XP
    for key in ("main", "main, Ben"):
        for n in figures[key]["chars"].values():
            assert 0 < n["enabled"] <= 10 and n["shown"] <= 10
    assert figures["draw"]["height"] <= 3000 and figures["main"]["height"] <= 3400
    assert all(f["width"] <= 390 for f in figures.values())
    # the rest is one tap away, closed until asked for
    more = _section(page, "More for Cyclops")
    assert more.get_attribute("open") is None
    _more(page, "Cyclops")
    for name in ("Cyclops: +1/+1 +1", "Daze", "Hide", "Exhaust", "ATK -1 (this turn)"):
        assert more.get_by_role("button", name=name, exact=True).count() == 1
    _tap(page, "Hide", more)
    assert "hidden" in _card(page, "Ana", "Cyclops")
    _open_all(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert support.axe_violations(page) == []
    assert page.js_errors == []
