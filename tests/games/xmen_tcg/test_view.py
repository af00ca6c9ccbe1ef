"""What the screen gets: the checklist, the calculators, the odds, the registration, the
reference; and that a replay of the same commands lands on the same state."""

from __future__ import annotations

import importlib
from collections.abc import Callable

import pytest

from core.games import PACKAGES
from core.games.xmen_tcg import GAME, reference
from core.table.game import get
from tests.games.xmen_tcg.conftest import (
    MAGNETO,
    ROGUE,
    SABRETOOTH,
    TOAD,
    WOLVERINE,
    Table,
    form,
)

Make = Callable[..., Table]


def statuses(t: Table) -> list[str]:
    return [row["status"] for row in t.view()["checklist"]]


@pytest.mark.rule("On Your Turn")
def test_checklist_through_a_turn() -> None:
    """On Your Turn: the six steps, the fixed ones first, the optional ones marked."""
    t = Table(GAME.new_state(form(first=0)))
    assert statuses(t) == ["to do", "to do", "not needed", "later", "later", "later"]
    assert [row["optional"] for row in t.view()["checklist"]] == [False] * 3 + [True] * 3
    t.do("danger_up").do("draw")
    assert statuses(t) == ["done", "done", "not needed", "open", "open", "open"]
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=1)
    t.do("attack_target", villain=MAGNETO).do("attack_roll", faces=[4]).do("attack_resolve")
    assert statuses(t) == ["done", "done", "not needed", "passed", "done", "open"]
    t.do("end_turn")  # Bea: not the Keeper, first turn
    assert statuses(t) == ["not needed", "to do", "not needed", "later", "later", "later"]


def test_calculators_before_and_during_an_attack(table: Make) -> None:
    t = table(level=2)
    v = t.view()
    assert v["gate"]["highest"] == 2
    assert v["xmen_attack_reach"] == {"red": 7, "green": 6, "blue": 8}
    best = {r["villain"]: r["best"] for r in v["villain_attacks"]}
    assert best[SABRETOOTH] == "red"  # red 9 against 5: the most dice
    t.do("villain_counters", villain=TOAD, player=0, delta=8)
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=2)
    t.do("attack_add", xman=ROGUE)
    battle = t.view()["battle"]
    assert battle["dice"] is None and battle["fails"] is False  # no target yet
    targets = {row["villain"]: row for row in battle["targets"]}
    assert targets[MAGNETO]["dice"] == 4 and targets[SABRETOOTH]["dice"] == 1
    assert targets[TOAD]["dice"] == 3  # 10 against red 7
    assert targets[TOAD]["eliminates"]["exact"] == "1/2"  # 2+ of 3 dice, 8 on it already
    assert targets[MAGNETO]["eliminates"]["exact"] == "0"
    t.do("attack_target", villain=TOAD)
    assert t.view()["battle"]["odds"]["eliminates"]["exact"] == "1/2"


def test_last_battle_is_kept_for_the_screen(table: Make) -> None:
    t = table(level=1)
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=1)
    t.do("attack_target", villain=MAGNETO).do("attack_roll", faces=[4])
    t.do("attack_resolve")
    last = t.view()["last_battle"]
    assert last["faces"] == [4] and last["steps"][-1]["kind"] == "damage"
    assert t.view()["battle"] is None


def test_replay_is_exact() -> None:
    """Chance lives in the commands, so replaying the same log gives the same state."""
    log = [
        {"op": "danger_up"},
        {"op": "draw"},
        {"op": "xmen_attack", "leader": WOLVERINE, "colour": "red", "boost": 6, "danger": 1},
        {"op": "attack_target", "villain": MAGNETO},
        {"op": "attack_roll", "seed": 2026},
    ]

    def play() -> dict[str, object]:
        s = GAME.new_state(form(seed=5, first=0))
        for cmd in log:
            GAME.apply_in_place(s, cmd)
        return s

    assert play() == play()
    assert len(play()["attack"]["faces"]) == 4  # type: ignore[index]


def test_registered_for_the_picker() -> None:
    assert PACKAGES["xmen-tcg"] == "core.games.xmen_tcg"
    importlib.import_module(PACKAGES["xmen-tcg"])
    g = get("xmen-tcg")
    assert g is GAME and g.players == (2, 2) and g.tracks


def test_reference_records_each_unclear_point() -> None:
    """GAMES.md lists the unclear points; the reference states a reading for each."""
    text = " ".join(p for s in reference.SECTIONS for p in s["paragraphs"])
    for point in (
        "steps 4 to 6",
        "stays",
        "defending player's",
        "tapped or not",
        "defending player picks",
        "evenly",
        "own colours",
        "set aside",
        "Danger Room Keeper",
        "symbol",
        "draw",
    ):
        assert point in text, point


def test_checklist_says_why_a_step_is_closed() -> None:
    t = Table(GAME.new_state(form(first=1)))
    rows = {r["key"]: r["block"] for r in t.view()["checklist"]}
    assert rows["cards"] == "Do step 1 first: The Keeper moves the Danger Room up one level."
    t.do("danger_up").do("draw").do("end_turn")
    rows = {r["key"]: r["block"] for r in t.view()["checklist"]}
    assert rows["danger"] == "Only the Danger Room Keeper moves the marker."
    assert rows["draw"] is None
