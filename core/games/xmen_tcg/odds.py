"""Exact odds of a battle's dice before they are rolled, by enumeration with fractions.

Each die lands in one of four hit-chart classes: 1 (defender's power), 2 (attacker hurt),
3-5 (defender hurt) or 6 (attacker's power), with chances 1/6, 1/6, 1/2 and 1/6. Every way
of splitting N dice among the classes is enumerated with its multinomial weight, so the
results are exact fractions (no sampling, no typed-in table) and cost O(N³) steps, not 6^N.
The caps come from :func:`core.games.xmen_tcg.hit_chart.tally`'s rules: one 1, one 6 and at
most one damage on the attacker count.

>>> o = attack_odds(5)
>>> o.attacker_power, o.attacker_power == 1 - Fraction(5, 6) ** 5
(Fraction(4651, 7776), True)
>>> o.at_least(3)        # three or more counters on the defender: half the time with 5 dice
Fraction(1, 2)
>>> o.eliminates(counters_on_it=8)   # two more of yours finish the villain
Fraction(13, 16)
>>> attack_odds(0).damage
(Fraction(1, 1),)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb
from typing import Any

from core.games.xmen_tcg.attack_math import spread
from core.games.xmen_tcg.hit_chart import ATTACKER_DAMAGE_CAP
from core.games.xmen_tcg.roster import MAX_DICE, VILLAIN_HP

# Faces per class out of six: defender's power (1), attacker hurt (2), defender hurt (3-5),
# attacker's power (6).
_WEIGHTS = (1, 1, 3, 1)


@dataclass(frozen=True)
class Outcome:
    """One result of a roll after the caps, the unit the odds are counted in."""

    defender_damage: int
    attacker_damage: int
    attacker_power: bool
    defender_power: bool


@cache
def outcomes(dice: int) -> dict[Outcome, Fraction]:
    """The exact chance of every capped result of rolling ``dice`` dice.

    >>> sum(outcomes(4).values())
    Fraction(1, 1)
    >>> outcomes(1)[Outcome(1, 0, False, False)]
    Fraction(1, 2)
    """
    if not isinstance(dice, int) or not 0 <= dice <= MAX_DICE:
        raise ValueError(f"The odds cover 0 to {MAX_DICE} dice.")
    total = Fraction(1, 6**dice)
    w1, w2, w345, w6 = _WEIGHTS
    result: dict[Outcome, Fraction] = {}
    for ones in range(dice + 1):
        for twos in range(dice - ones + 1):
            for sixes in range(dice - ones - twos + 1):
                hurts = dice - ones - twos - sixes
                # Ways to pick which dice fall in each class, times the faces in each class.
                ways = (
                    comb(dice, ones)
                    * comb(dice - ones, twos)
                    * comb(dice - ones - twos, sixes)
                    * w1**ones
                    * w2**twos
                    * w6**sixes
                    * w345**hurts
                )
                key = Outcome(hurts, min(twos, ATTACKER_DAMAGE_CAP), sixes > 0, ones > 0)
                result[key] = result.get(key, Fraction(0)) + ways * total
    return result


@dataclass(frozen=True)
class AttackOdds:
    """The chances a screen shows before a roll of ``dice`` dice."""

    dice: int
    attacker_power: Fraction
    defender_power: Fraction
    attacker_hurt: Fraction
    damage: tuple[Fraction, ...]  # damage[k] = P(exactly k counters on the defender)

    def at_least(self, k: int) -> Fraction:
        """P(at least ``k`` counters on the defender)."""
        return sum(self.damage[max(0, k) :], Fraction(0))

    def eliminates(self, counters_on_it: int, hit_points: int = VILLAIN_HP) -> Fraction:
        """P(this roll's counters finish a target that already holds ``counters_on_it`` of
        the same player's counters; Mutant Powers' own effects are not counted).

        >>> attack_odds(2).eliminates(9), attack_odds(2).eliminates(10)
        (Fraction(3, 4), Fraction(1, 1))
        """
        return self.at_least(hit_points - counters_on_it)

    def expected_damage(self) -> Fraction:
        """The average number of counters on the defender (half the dice)."""
        return sum((k * p for k, p in enumerate(self.damage)), Fraction(0))

    def as_json(self, counters_on_it: int | None = None) -> dict[str, Any]:
        """For the screen: each chance as a fraction and a percentage."""
        view: dict[str, Any] = {
            "dice": self.dice,
            "attacker_power": share(self.attacker_power),
            "defender_power": share(self.defender_power),
            "attacker_hurt": share(self.attacker_hurt),
            "expected_damage": float(self.expected_damage()),
            "damage": [share(p) for p in self.damage],
            "at_least": [share(self.at_least(k)) for k in range(self.dice + 1)],
        }
        if counters_on_it is not None:
            view["eliminates"] = share(self.eliminates(counters_on_it))
        return view


@cache
def attack_odds(dice: int) -> AttackOdds:
    """The odds of one battle roll of ``dice`` dice (0 dice: nothing can happen)."""
    attacker_power = defender_power = attacker_hurt = Fraction(0)
    damage = [Fraction(0)] * (dice + 1)
    for o, p in outcomes(dice).items():
        attacker_power += p if o.attacker_power else 0
        defender_power += p if o.defender_power else 0
        attacker_hurt += p if o.attacker_damage else 0
        damage[o.defender_damage] += p
    return AttackOdds(dice, attacker_power, defender_power, attacker_hurt, tuple(damage))


def team_falls(dice: int, rooms: list[tuple[int, int]]) -> tuple[dict[int, Fraction], Fraction]:
    """For a Villain's attack: the chance each defending X-Man, and the whole team, is
    eliminated when the damage is shared evenly in the order given. ``rooms`` are (id, hit
    points left); powers' effects are not counted.

    >>> per, team = team_falls(3, [(1, 1), (2, 2)])   # 1 and 2 hit points left
    >>> per, team    # the first falls to any damage; both need all three dice to hurt
    ({1: Fraction(7, 8), 2: Fraction(1, 8)}, Fraction(1, 8))
    """
    per = dict.fromkeys((xid for xid, _ in rooms), Fraction(0))
    team = Fraction(0)
    room = dict(rooms)
    for k, p in enumerate(attack_odds(dice).damage):
        given = spread(k, rooms)
        fallen = [xid for xid in room if given[xid] >= room[xid]]
        for xid in fallen:
            per[xid] += p
        if len(fallen) == len(room):
            team += p
    return per, team


def roll_against(strength: int) -> Fraction:
    """P(one die shows ``strength`` or less): a "roll Blue Strength or less" card.

    >>> roll_against(2), roll_against(0), roll_against(9)
    (Fraction(1, 3), Fraction(0, 1), Fraction(1, 1))
    """
    return Fraction(min(max(strength, 0), 6), 6)


def share(p: Fraction) -> dict[str, Any]:
    """A chance as the screen shows it.

    >>> share(Fraction(1, 3))
    {'exact': '1/3', 'percent': 33.3}
    """
    return {"exact": str(p), "percent": round(float(p) * 100, 1)}
