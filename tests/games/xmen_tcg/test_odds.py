"""Exact odds before rolling, checked against a brute-force walk of every face sequence."""

from __future__ import annotations

import itertools
from fractions import Fraction
from math import comb

import pytest

from core.games.xmen_tcg.hit_chart import tally
from core.games.xmen_tcg.odds import Outcome, attack_odds, outcomes, roll_against


def brute_force(dice: int) -> dict[Outcome, Fraction]:
    """Every one of the 6^N rolls read through the hit chart itself."""
    found: dict[Outcome, Fraction] = {}
    for faces in itertools.product(range(1, 7), repeat=dice):
        t = tally(list(faces))
        key = Outcome(t.defender_damage, t.attacker_damage, t.attacker_power, t.defender_power)
        found[key] = found.get(key, Fraction(0)) + Fraction(1, 6**dice)
    return found


@pytest.mark.rule("Hit Chart")
@pytest.mark.parametrize("dice", [0, 1, 2, 3, 4, 5])
def test_enumeration_matches_every_roll(dice: int) -> None:
    """Hit Chart: the class-count enumeration equals reading all 6^N rolls one by one."""
    assert outcomes(dice) == brute_force(dice)


@pytest.mark.parametrize("dice", [1, 2, 5, 10, 30])
def test_closed_forms(dice: int) -> None:
    """Each power goes off, and the attacker is hurt, with chance 1 - (5/6)^N; the defender's
    damage is Binomial(N, 1/2)."""
    o = attack_odds(dice)
    none = Fraction(5, 6) ** dice
    assert o.attacker_power == o.defender_power == o.attacker_hurt == 1 - none
    assert o.damage == tuple(Fraction(comb(dice, k), 2**dice) for k in range(dice + 1))
    assert o.expected_damage() == Fraction(dice, 2)
    assert sum(o.damage) == 1


def test_games_note_table() -> None:
    """The spot values GAMES.md prints for 4 and 8 dice, to its three decimals."""
    four, eight = attack_odds(4), attack_odds(8)
    assert round(float(four.attacker_power), 3) == 0.518
    assert [round(float(four.at_least(k)), 3) for k in range(1, 5)] == [0.938, 0.688, 0.312, 0.062]
    assert [round(float(eight.at_least(k)), 3) for k in range(1, 7)] == [
        0.996,
        0.965,
        0.855,
        0.637,
        0.363,
        0.145,
    ]


@pytest.mark.rule("Elimination")
def test_chance_to_eliminate_given_counters_on_it() -> None:
    """Elimination: a Villain falls at 10 counters from one player, so the chance is that of
    at least 10 - (your counters on it) damage."""
    o = attack_odds(6)
    assert o.eliminates(0) == 0  # 6 dice cannot make 10
    assert o.eliminates(7) == o.at_least(3) == Fraction(42, 64)
    assert o.eliminates(9) == 1 - Fraction(1, 64)
    assert o.eliminates(10) == 1


def test_none_beyond_the_limit() -> None:
    with pytest.raises(ValueError, match="0 to 30 dice"):
        outcomes(31)


@pytest.mark.rule("Rolling against the Strength of an X-Man")
def test_roll_against_strength() -> None:
    """Rolling against the Strength: Angel's blue 2 passes on 1 or 2, a chance of 1/3."""
    assert roll_against(2) == Fraction(1, 3)
    assert [roll_against(s) for s in (0, 6, 7)] == [0, 1, 1]


@pytest.mark.rule("Attacking with a Villain")
@pytest.mark.parametrize("rooms", [[(1, 1), (2, 2)], [(1, 2), (2, 2), (3, 1)], [(1, 4)]])
def test_team_falls_matches_every_roll(rooms: list[tuple[int, int]]) -> None:
    """Attacking with a Villain: the chance each X-Man and the team fall, with the damage
    shared evenly, equals reading all 6^N rolls and sharing each one."""
    from core.games.xmen_tcg.attack_math import spread
    from core.games.xmen_tcg.odds import team_falls

    dice = 4
    per = dict.fromkeys((x for x, _ in rooms), Fraction(0))
    team = Fraction(0)
    for faces in itertools.product(range(1, 7), repeat=dice):
        given = spread(tally(list(faces)).defender_damage, rooms)
        fallen = [x for x, room in rooms if given[x] >= room]
        for x in fallen:
            per[x] += Fraction(1, 6**dice)
        team += Fraction(1, 6**dice) if len(fallen) == len(rooms) else 0
    assert team_falls(dice, rooms) == (per, team)
