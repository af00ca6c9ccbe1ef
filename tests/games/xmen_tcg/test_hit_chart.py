"""The Hit Chart: caps per face, and the order things resolve in."""

from __future__ import annotations

import pytest

from core.games.xmen_tcg.hit_chart import order, roll, tally


@pytest.mark.rule("Hit Chart")
@pytest.mark.parametrize(
    ("faces", "defender", "attacker", "a_power", "d_power"),
    [
        ([1], 0, 0, False, True),
        ([1, 1, 1], 0, 0, False, True),  # extra 1s are ignored
        ([2, 2, 2], 0, 1, False, False),  # the attacker takes at most 1 damage
        ([3, 4, 5, 5, 3], 5, 0, False, False),  # 3-5 are not capped
        ([6, 6], 0, 0, True, False),  # extra 6s are ignored
        ([1, 2, 3, 6], 1, 1, True, True),
        ([], 0, 0, False, False),
    ],
)
def test_faces_and_caps(
    faces: list[int], defender: int, attacker: int, a_power: bool, d_power: bool
) -> None:
    """Hit Chart: 1 defender's power (one only), 2 attacker hurt (at most 1), 3/4/5 defender
    hurt, 6 attacker's power (one only)."""
    t = tally(faces)
    assert (t.defender_damage, t.attacker_damage, t.attacker_power, t.defender_power) == (
        defender,
        attacker,
        a_power,
        d_power,
    )
    assert len(t.ignored) == max(0, faces.count(1) - 1) + max(0, faces.count(2) - 1) + max(
        0, faces.count(6) - 1
    )


@pytest.mark.rule("Hit Chart")
def test_power_order_a_b_damage_c() -> None:
    """Hit Chart: Momentum first, then A powers, B powers, damage, C powers."""
    t = tally([1, 6, 4])
    steps = order(t, True, ("Storm", "C"), ("Toad", "A"))
    assert [s["label"] for s in steps] == [
        "Momentum cards",
        "Toad (power A)",
        "Damage: 1 on the defender",
        "Storm (power C)",
    ]
    steps = order(t, False, ("Storm", "B"), ("Toad", "C"))
    assert [s["label"] for s in steps] == [
        "Storm (power B)",
        "Damage: 1 on the defender",
        "Toad (power C)",
    ]


@pytest.mark.rule("Hit Chart")
@pytest.mark.parametrize("letter", ["A", "B", "C"])
def test_same_letter_attacker_first(letter: str) -> None:
    """Hit Chart: if both powers share a letter, the attacker's goes first."""
    steps = order(tally([6, 1]), False, ("Rogue", letter), ("Magneto", letter))
    powers = [s["name"] for s in steps if s["kind"] == "power"]
    assert powers == ["Rogue", "Magneto"]


def test_powers_that_did_not_go_off_are_left_out() -> None:
    """Hit Chart: without a 1 the defender's power is not listed; no damage, no damage step."""
    steps = order(tally([6]), False, ("Rogue", "A"), ("Magneto", "A"))
    assert [s["label"] for s in steps] == ["Rogue (power A)"]


def test_seeded_roll_is_the_same_every_time() -> None:
    """The app's dice come from the command's seed, so a replay rolls the same faces."""
    assert roll(8, 42) == roll(8, 42)
    assert all(1 <= f <= 6 for f in roll(50, 1))
    assert roll(8, 42) != roll(8, 43)
