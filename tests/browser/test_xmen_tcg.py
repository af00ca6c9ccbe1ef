"""The X-Men Trading Card Game companion on a phone (issue 15): set up through the form, the
turn's steps, the rulebook's worked X-Men attack with the attack calculator and the hit-chart
roller (the table's dice typed in, then the app's own roll from its seed field), the exact odds
before the roll, the resolution order after it, the damage matrix, undo, reload to the same
state; no JS errors and axe finds nothing on any screen visited."""

from __future__ import annotations

import re
from fractions import Fraction
from math import comb
from typing import Any

from playwright.sync_api import expect

from core.games.xmen_tcg.hit_chart import roll
from tests.browser import support

IDLE = ".tb-session[data-busy='false']"
SEED = 4242

# The rulebook's example teams (tests/games/xmen_tcg/conftest.py): name, hit points, red,
# green, blue strength, power letter.
ANN = [("Wolverine", 8, 4, 1, 2, "C"), ("Rogue", 7, 3, 2, 2, "A"), ("Jean Grey", 6, 0, 3, 4, "B")]
BEA = [("Cyclops", 7, 2, 4, 1, "B"), ("Storm", 6, 1, 4, 3, "A"), ("Angel", 6, 2, 1, 2, "C")]
VILLAINS = [
    ("Magneto", 6, 9, 8, "A"),
    ("Toad", 7, 5, 6, "B"),
    ("Mystique", 8, 7, 5, "C"),
    ("Sabretooth", 9, 6, 7, "A"),
]
STRENGTHS = ("Red (Fighting) strength", "Green (Energy) strength", "Blue (X-Factor) strength")


def _fill_character(
    group: Any, kind: str, name: str, strengths: tuple[int, ...], power: str
) -> None:
    group.get_by_label(kind, exact=True).fill(name)
    for label, value in zip(STRENGTHS, strengths, strict=True):
        group.get_by_label(label, exact=True).fill(str(value))
    group.get_by_role("combobox", name="Mutant Power letter", exact=True).select_option(power)


def _set_up(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/table/new/xmen-tcg")
    support.wait_ready(page)
    page.get_by_role("button", name="Start the game").wait_for()
    assert _axe(page) == []
    page.get_by_role("combobox", name="Game", exact=True).select_option(label="Basic game")
    first = page.get_by_role("combobox", name="Who goes first", exact=True)
    first.select_option(label="Player 1 (rolled at the table)")
    page.get_by_label("Dice seed", exact=True).fill("3")
    # A field's help describes it; it is not part of its name.
    expect(
        page.get_by_label("Player 1's counter symbol", exact=True)
    ).to_have_accessible_description(
        "Shown beside every counter, since gold and silver look alike."
    )
    for n, (player, team) in enumerate((("Ann", ANN), ("Bea", BEA)), start=1):
        page.get_by_label(f"Player {n}", exact=True).fill(player)
        for i, (name, hp, *rgb, power) in enumerate(team, start=1):
            group = page.get_by_role("group", name=f"Player {n}'s X-Men {i}", exact=True)
            _fill_character(group, "X-Man", name, tuple(rgb), power)
            group.get_by_label("Hit points", exact=True).fill(str(hp))
    for i, (name, *rgb, power) in enumerate(VILLAINS, start=1):
        group = page.get_by_role("group", name=f"The four Villains on the table {i}", exact=True)
        _fill_character(group, "Villain", name, tuple(rgb), power)
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(IDLE)


def _axe(page: Any) -> list[str]:
    """axe on the page once the buttons' colour transitions have finished (a button that has
    just turned primary is mid-fade, and its contrast would be measured half-way)."""
    page.wait_for_function("document.getAnimations().length === 0")
    return support.axe_violations(page)


def _idle(page: Any) -> None:
    page.wait_for_selector(IDLE)


def _tap(page: Any, name: str, role: str = "button") -> None:
    page.get_by_role(role, name=name, exact=True).click()
    _idle(page)


def _section(page: Any, title: str | re.Pattern[str]) -> Any:
    return page.get_by_role("group", name=title, exact=True)


def _stat(scope: Any, label: str) -> str:
    """A stat's whole text (label, value, note), found by its exact label."""
    stat = scope.get_by_role("paragraph").filter(has=scope.page.get_by_text(label, exact=True))
    return str(stat.inner_text())


def _value(scope: Any, label: str) -> str:
    """What a stat shows after its label (its value, then any note)."""
    return _stat(scope, label).replace(label, "", 1).strip()


def _status(page: Any) -> str:
    return str(page.get_by_role("status").filter(has_text="Turn ").inner_text())


def _matrix_row(page: Any, villain: str) -> list[str]:
    """A Villain's row of the damage table: its name and strengths, then each player's
    counters on it ("10 out" for the player who eliminated it)."""
    table = page.get_by_role("table", name="Damage on the Villains")
    name = re.compile(f"^{villain} ·")
    row = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name=name))
    head = row.get_by_role("rowheader")
    cells = [str(t).strip() for t in row.get_by_role("cell").all_inner_texts()]
    return [str(head.inner_text()).strip(), *cells]


def _open(page: Any, title: str) -> Any:
    """A folded section, opened (a tap on its title)."""
    section = page.locator(f".tb-section[aria-label='{title}']")
    if section.get_attribute("open") is None:
        section.locator("> summary").click()
    return _section(page, title)


def _open_all(page: Any) -> None:
    closed = page.locator(".tb-section:not([open]) > summary")
    while closed.count():
        closed.first.click()


def _screen_text(page: Any) -> str:
    """Everything the session shows, every section opened (a reload closes them again)."""
    _open_all(page)
    return str(page.locator(".tb-session").inner_text())


HEIGHT = "document.scrollingElement.scrollHeight"
WIDTH = "document.scrollingElement.scrollWidth"
# A table wider than its box would scroll sideways inside the page: none may.
WIDE_TABLES = """[...document.querySelectorAll('.tb-table-wrap')]
  .filter((w) => w.offsetParent !== null && w.scrollWidth > w.clientWidth)
  .map((w) => w.getAttribute('aria-label'))"""
TWO_SCREENS = 2 * 844


def _fits(page: Any, when: str) -> int:
    """The page at this moment is at most two phone screens tall and nothing scrolls
    sideways; returns the height (printed for the report)."""
    height = int(page.evaluate(HEIGHT))
    print(f"\n{when}: document height {height} px, width {page.evaluate(WIDTH)} px")
    assert height <= TWO_SCREENS, f"{when}: {height} px"
    assert page.evaluate(WIDTH) <= 390
    assert page.evaluate(WIDE_TABLES) == []
    return height


def test_turn_start_fits_two_screens_and_a_card_is_one_tap(phone_page: Any, app_url: str) -> None:
    """Issue 28: at the start of a turn the page is at most two screens of a 390 x 844 phone
    with nothing sideways; "Wolverine plays a red card" is one tap; step 6 offers only the
    Villain attacks that can be made."""
    page = phone_page
    _set_up(page, app_url)
    _fits(page, "Turn 1 (Ann, the Keeper) starts")
    _tap(page, "1. Keeper: Danger Room up one", role="checkbox")
    _tap(page, "2. Draw a card", role="checkbox")
    print(f"after Ann's draw: document height {page.evaluate(HEIGHT)} px")
    assert page.evaluate(WIDTH) <= 390 and page.evaluate(WIDE_TABLES) == []

    # One tap per X-Man and colour: Jean Grey has no red number, so no red button of hers.
    cards = _section(page, "Turn").get_by_role(
        "group", name="Play a Lightning card (Danger Room 1 or lower): tap"
    )
    assert cards.get_by_role("button").all_inner_texts() == [
        "Wolverine: red",
        "Wolverine: green",
        "Wolverine: blue",
        "Rogue: red",
        "Rogue: green",
        "Rogue: blue",
        "Jean Grey: green",
        "Jean Grey: blue",
    ]
    ann = _section(page, re.compile(r"^★ Ann \(gold\)"))
    team = ann.get_by_role("table")
    assert ann.locator("caption").inner_text() == "Ann's X-Men · hand 8 · deck 22"
    _tap(page, "Wolverine: red")
    assert page.locator("#tb-error").count() == 0
    assert ann.locator("caption").inner_text() == "Ann's X-Men · hand 7 · deck 22"
    rows = [str(t) for t in team.get_by_role("rowheader").all_inner_texts()]
    assert rows[0] == "Wolverine · R4 G1 B2 · tapped" and rows[1] == "Rogue · R3 G2 B2"
    assert "Wolverine: red" not in cards.get_by_role("button").all_inner_texts()
    assert cards.get_by_role("button", name="Rogue: red", exact=True).is_enabled()
    step4 = _section(page, "Turn").get_by_role("checkbox", name="4. Play cards (optional)")
    assert step4.get_attribute("aria-checked") == "true"

    # Step 6 lists only what can be sent now: every button there is enabled.
    villain = _section(page, "Battle").get_by_role(
        "group", name="Attack the other team with a Villain"
    )
    buttons = villain.get_by_role("button")
    assert buttons.count() >= 1
    assert all(buttons.nth(i).is_enabled() for i in range(buttons.count()))

    _tap(page, "End the turn")
    _fits(page, "Turn 2 (Bea) starts")
    _tap(page, "2. Draw a card", role="checkbox")
    _tap(page, "End the turn")
    _fits(page, "Turn 3 (Ann, all three first steps) starts")
    assert _axe(page) == []
    assert page.js_errors == []


def test_worked_attack_with_calculator_and_roller_undo_reload(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _set_up(page, app_url)
    assert page.locator("#tb-error").count() == 0
    assert _status(page) == "Turn 1 · Ann · Danger Room Start"
    assert _matrix_row(page, "Magneto") == ["Magneto · R6 G9 B8", "0", "0"]
    wolverine = _open(page, "Corrections").get_by_role("group", name="Wolverine damage")
    assert "of 8 hit points · untapped · R4 G1 B2 · power C" in wolverine.inner_text()

    # The turn's steps, in order: Ann is first and so the Keeper.
    turn = _section(page, "Turn")
    draw = turn.get_by_role("checkbox", name="2. Draw a card")
    assert draw.is_disabled()  # step 1 comes first
    _tap(page, "1. Keeper: Danger Room up one", role="checkbox")
    assert turn.get_by_role("checkbox", name="1. Keeper: Danger Room up one").is_checked()
    _tap(page, "2. Draw a card", role="checkbox")
    assert draw.is_checked()
    # The example is played at Danger Room 2: correct the level up one.
    _tap(page, "Correct the level up")
    assert _status(page) == "Turn 1 · Ann · Danger Room level 2"
    # Eight of Ann's counters already on Magneto, so the attack may eliminate him.
    for _ in range(8):
        _tap(page, "Put a ★ counter on Magneto")
    assert _matrix_row(page, "Magneto")[1] == "8"

    # The attack calculator: Agility Trial (+3) led by Wolverine, Rogue joins with
    # Finishing Blow (+1): red 4 + 3 + 3 + 1 = 11 against Magneto's red 6: 5 dice.
    mission = page.get_by_role("group", name="Attack a Villain: play the Mission", exact=True)
    mission.get_by_role("combobox", name="Mission Leader", exact=True).select_option(
        label="Wolverine"
    )
    mission.get_by_role("combobox", name="Mission colour (the attack's)", exact=True).select_option(
        label="Red"
    )
    mission.get_by_label("Mission boost", exact=True).fill("3")
    mission.get_by_label("Mission's Danger Room number", exact=True).fill("2")
    mission.get_by_label("Mission name", exact=True).fill("Agility Trial")
    _tap(page, "Start the attack")
    _tap(page, "Add Rogue")
    momentum = page.get_by_role("group", name="A Momentum card", exact=True)
    momentum.get_by_role("combobox", name="On", exact=True).select_option(label="Rogue")
    momentum.get_by_role("combobox", name="Card colour", exact=True).select_option(label="Red")
    momentum.get_by_label("Boost", exact=True).fill("1")
    momentum.get_by_label("Danger Room number", exact=True).fill("1")
    momentum.get_by_label("Name", exact=True).fill("Finishing Blow")
    _tap(page, "Add the Momentum card")
    battle = _section(page, "Battle")
    attack = _stat(battle, "Attack")
    assert "red 11" in attack
    assert "Wolverine, Rogue; Mission +3; Finishing Blow on Rogue +1" in attack
    targets = battle.get_by_role("group", name="Villain to attack")
    assert targets.get_by_role("button").all_inner_texts() == [
        "Magneto (6): 5 dice",
        "Toad (7): 4 dice",
        "Mystique (8): 3 dice",
        "Sabretooth (9): 2 dice",
    ]
    _tap(page, "Magneto (6): 5 dice")
    assert targets.get_by_role("button", name="Magneto (6): 5 dice").get_attribute(
        "aria-pressed"
    ) == ("true")

    # The exact odds before rolling five dice. A power goes off when at least one die shows
    # its face: 1 - (5/6)^5; each die is a hit half the time, and Magneto falls to 2 more.
    power = 1 - Fraction(5, 6) ** 5
    falls = sum(Fraction(comb(5, k), 32) for k in range(2, 6))
    assert (power, falls) == (Fraction(4651, 7776), Fraction(13, 16))
    assert _value(battle, "This attack eliminates the Villain").split() == ["81.2%", str(falls)]
    assert _value(battle, "Attacker's power goes off").split() == ["59.8%", str(power)]
    assert _value(battle, "Defender's power goes off").split() == ["59.8%", str(power)]
    assert _value(battle, "Average damage on the defender") == "2.5"
    damage = battle.get_by_role("table", name="Damage on the defender")
    rows = [t.split() for t in damage.get_by_role("row").all_inner_texts()[1:]]  # no header
    assert rows == [
        [str(k), f"{100 * comb(5, k) / 32:.1f}%", f"{float(100 * at_least):.1f}%"]
        for k in range(6)
        for at_least in [sum(Fraction(comb(5, j), 32) for j in range(k, 6))]
    ]
    _open_all(page)
    assert _axe(page) == []
    page.emulate_media(color_scheme="dark")
    assert _axe(page) == []
    page.emulate_media(color_scheme="light")

    # The hit-chart roller, the table's dice typed in: 2 3 4 6 6 (the extra 6 is ignored).
    typed = page.get_by_role("group", name="Type the table's dice", exact=True)
    typed.get_by_label("5 faces, e.g. 3 4 6").fill("2 3 4 6 6")
    _tap(page, "Use these dice")
    dice = _stat(battle, "Dice")
    assert "2 3 4 6 6" in dice and "ignored: 6" in dice
    whose = battle.get_by_role("group", name="Whose power the attacker uses")
    assert whose.get_by_role("button").all_inner_texts() == ["Wolverine", "Rogue"]
    place = battle.get_by_role("button", name="Place the damage")
    assert place.is_disabled()  # whose power first
    _tap(page, "Wolverine")
    order = battle.get_by_role("paragraph").filter(has_text="In order:")
    assert order.inner_text() == (
        "In order: Momentum cards; Damage: 2 on the defender, 1 on the attacker; "
        "Wolverine (power C)."
    )
    assert _axe(page) == []
    _tap(page, "Place it; Wolverine takes the 1 damage")
    assert _matrix_row(page, "Magneto") == ["Magneto · R6 G9 B8", "10 out", "0"]
    fixes = _section(page, "Corrections")
    assert fixes.get_by_role("group", name="Wolverine damage").get_by_role(
        "status"
    ).inner_text() == ("1")
    ann = _section(page, re.compile(r"^★ Ann \(gold\)"))
    assert ann.locator("caption").inner_text().endswith("· 1 Villain eliminated")
    assert "Last battle, in order:" in battle.inner_text()

    # Undo: back to the roll, before the damage was placed.
    page.get_by_role("button", name="Undo", exact=True).click()
    _idle(page)
    assert _matrix_row(page, "Magneto") == ["Magneto · R6 G9 B8", "8", "0"]
    assert order.inner_text().startswith("In order: Momentum cards;")
    assert fixes.get_by_role("group", name="Wolverine damage").get_by_role(
        "status"
    ).inner_text() == ("0")
    before_reload = _screen_text(page)

    # Reload: the same state, from the saved session.
    page.reload()
    _idle(page)
    assert _screen_text(page) == before_reload
    assert _matrix_row(page, "Magneto")[1:] == ["8", "0"]
    assert "2 3 4 6 6" in _stat(battle, "Dice")

    # Undo the power choice and the typed dice, and roll in the app from its seed field: the
    # faces are the engine's roll for that seed.
    for _ in range(2):
        page.get_by_role("button", name="Undo", exact=True).click()
        _idle(page)
    assert "81.2%" in _stat(battle, "This attack eliminates the Villain")
    here = page.get_by_role("group", name="Roll 5 dice here", exact=True)
    here.get_by_label("Dice seed", exact=True).fill(str(SEED))
    _tap(page, "Roll")
    faces = roll(5, SEED)
    assert _value(battle, "Dice").startswith(" ".join(map(str, faces)))
    assert battle.get_by_role("paragraph").filter(has_text="In order:").count() == 1
    assert _axe(page) == []
    assert page.get_by_role("button", name="Undo", exact=True).is_enabled()
    assert page.locator("#tb-error").count() == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.js_errors == []
