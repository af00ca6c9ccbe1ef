"""The hit chart: what a battle's dice do, with the caps, and the order things then happen in.

Per die: 1 sets off the defender's Mutant Power, 2 hurts the attacker, 3-5 hurt the defender,
6 sets off the attacker's Mutant Power. Only one 1 and one 6 count, and the attacker takes at
most 1 damage however many 2s come up; 3s, 4s and 5s have no cap.

The rulebook's worked example (Slashburn against Magneto) rolls 2, 3, 4, 6, 6:

>>> t = tally([2, 3, 4, 6, 6])
>>> t.defender_damage, t.attacker_damage, t.attacker_power, t.defender_power, t.ignored
(2, 1, True, False, [6])
>>> [s["label"] for s in order(t, momentum=True, attacker=("Wolverine", "C"),
...                            defender=("Magneto", "A"))]
['Momentum cards', 'Damage: 2 on the defender, 1 on the attacker', 'Wolverine (power C)']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.rng import Rng

DEFENDER_POWER_FACE = 1
ATTACKER_DAMAGE_FACE = 2
DEFENDER_DAMAGE_FACES = (3, 4, 5)
ATTACKER_POWER_FACE = 6
ATTACKER_DAMAGE_CAP = 1


@dataclass(frozen=True)
class Tally:
    """What a roll does once the caps are applied."""

    defender_damage: int
    attacker_damage: int
    attacker_power: bool
    defender_power: bool
    ignored: list[int]  # the faces that count for nothing because of a cap

    def as_json(self) -> dict[str, Any]:
        return {
            "defender_damage": self.defender_damage,
            "attacker_damage": self.attacker_damage,
            "attacker_power": self.attacker_power,
            "defender_power": self.defender_power,
            "ignored": list(self.ignored),
        }


def roll(count: int, seed: int) -> list[int]:
    """``count`` six-sided dice from ``seed`` (the same on every machine).

    >>> roll(5, 7)
    [4, 1, 1, 4, 5]
    """
    rng = Rng(seed)
    return [rng.randint(1, 6) for _ in range(count)]


def tally(faces: list[int]) -> Tally:
    """Read ``faces`` against the hit chart, caps applied.

    >>> tally([1, 1, 2, 2, 5]).as_json()
    {'defender_damage': 1, 'attacker_damage': 1, 'attacker_power': False, \
'defender_power': True, 'ignored': [1, 2]}
    """
    ones = faces.count(DEFENDER_POWER_FACE)
    twos = faces.count(ATTACKER_DAMAGE_FACE)
    sixes = faces.count(ATTACKER_POWER_FACE)
    ignored = (
        [DEFENDER_POWER_FACE] * max(0, ones - 1)
        + [ATTACKER_DAMAGE_FACE] * max(0, twos - ATTACKER_DAMAGE_CAP)
        + [ATTACKER_POWER_FACE] * max(0, sixes - 1)
    )
    return Tally(
        defender_damage=sum(faces.count(f) for f in DEFENDER_DAMAGE_FACES),
        attacker_damage=min(twos, ATTACKER_DAMAGE_CAP),
        attacker_power=sixes > 0,
        defender_power=ones > 0,
        ignored=ignored,
    )


def order(
    t: Tally,
    momentum: bool,
    attacker: tuple[str, str] | None,
    defender: tuple[str, str] | None,
) -> list[dict[str, Any]]:
    """The resolution list after a roll: Momentum cards first, then A powers, B powers, the
    damage, C powers; on the same letter the attacker's power goes first.

    ``attacker`` and ``defender`` are the (name, letter) of the power each side would use if its
    face came up (``None`` while nobody has been chosen); a power that did not go off is left out.

    >>> t = tally([1, 6, 3])
    >>> [s["label"] for s in order(t, False, ("Storm", "B"), ("Toad", "B"))]
    ['Storm (power B)', 'Toad (power B)', 'Damage: 1 on the defender']
    >>> [s["label"] for s in order(t, False, None, ("Toad", "B"))]
    ['Toad (power B)', "The attacker's power (choose whose)", 'Damage: 1 on the defender']
    """
    steps: list[dict[str, Any]] = []
    if momentum:
        steps.append({"kind": "momentum", "label": "Momentum cards"})
    powers: list[tuple[str, int, dict[str, Any]]] = []
    for side, went_off, who, rank in (
        ("attacker", t.attacker_power, attacker, 0),
        ("defender", t.defender_power, defender, 1),
    ):
        if not went_off:
            continue
        if who is None:
            # Not chosen yet: listed before the damage so nobody forgets it, letter unknown.
            step = {
                "kind": "power",
                "side": side,
                "letter": None,
                "label": f"The {side}'s power (choose whose)",
            }
            powers.append(("B", rank + 2, step))
        else:
            step = {
                "kind": "power",
                "side": side,
                "letter": who[1],
                "name": who[0],
                "label": f"{who[0]} (power {who[1]})",
            }
            powers.append((who[1], rank, step))
    powers.sort(key=lambda p: (p[0], p[1]))
    before = [p[2] for p in powers if p[0] in ("A", "B")]
    after = [p[2] for p in powers if p[0] == "C"]
    steps += before
    if t.defender_damage or t.attacker_damage:
        parts = []
        if t.defender_damage:
            parts.append(f"{t.defender_damage} on the defender")
        if t.attacker_damage:
            parts.append(f"{t.attacker_damage} on the attacker")
        steps.append({"kind": "damage", "label": "Damage: " + ", ".join(parts)})
    return steps + after
