"""The battle arithmetic: an attack's total and dice, a Villain's best colour, and spreading
damage counters as evenly as possible.

The rulebook's worked example: Wolverine's red 4 with a +3 Mission and Rogue's red 3 with a +1
Momentum card make 11 against Magneto's red 6, so 5 dice.

>>> xmen_dice(strengths=[4, 3], boosts=[3, 1], villain_strength=6)
5
>>> xmen_dice(strengths=[2], boosts=[3], villain_strength=6) is None   # 5 is not above 6
True
>>> villain_dice(villain_strength=9, team_strengths=[4, 3, 1])
1
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.games.xmen_tcg.characters import standing, strength
from core.games.xmen_tcg.roster import COLOURS

State = dict[str, Any]


def xmen_dice(strengths: Sequence[int], boosts: Sequence[int], villain_strength: int) -> int | None:
    """Dice for an X-Men attack, or ``None`` when the total is not above the Villain's strength
    (the attack fails)."""
    margin = sum(strengths) + sum(boosts) - villain_strength
    return margin if margin > 0 else None


def villain_dice(villain_strength: int, team_strengths: Sequence[int]) -> int | None:
    """Dice for a Villain's attack on a whole team, or ``None`` when it is not stronger."""
    margin = villain_strength - sum(team_strengths)
    return margin if margin > 0 else None


def team_strength(team: list[State], colour: str) -> int:
    """A team's total in ``colour``: every X-Man still in the game, tapped or not, defends."""
    return sum(strength(x, colour) for x in standing(team))


def villain_options(villain: State, team: list[State]) -> list[dict[str, Any]]:
    """Each colour a Villain could attack a team in, with its dice (``None``: not allowed),
    the best first (most dice; on a tie, red, green, blue order).

    >>> team = [{"red": 2, "green": 4, "blue": 1, "out": False, "powerups": []}]
    >>> [(o["colour"], o["dice"]) for o in villain_options({"red": 6, "green": 5, "blue": 1},
    ...                                                    team)]
    [('red', 4), ('green', 1), ('blue', None)]
    """
    options = [
        {
            "colour": c,
            "villain": int(villain[c]),
            "team": team_strength(team, c),
            "dice": villain_dice(int(villain[c]), [team_strength(team, c)]),
        }
        for c in COLOURS
    ]
    return sorted(options, key=lambda o: -(o["dice"] or 0))


def spread(count: int, rooms: Sequence[tuple[int, int]]) -> dict[int, int]:
    """Share ``count`` counters as evenly as possible among targets given as (id, counters it
    can still take), in the order given: one each round, skipping a target once it is full.
    Counters nobody can take are dropped.

    >>> spread(5, [(1, 9), (2, 9), (3, 9)])
    {1: 2, 2: 2, 3: 1}
    >>> spread(5, [(1, 1), (2, 9)])
    {1: 1, 2: 4}
    """
    given = {xid: 0 for xid, _ in rooms}
    room = dict(rooms)
    left = count
    while left and any(given[x] < room[x] for x in given):
        for xid, n in given.items():
            if left and n < room[xid]:
                given[xid] += 1
                left -= 1
    return given


def is_even(given: dict[int, int], rooms: dict[int, int]) -> bool:
    """Whether a sharing is as even as possible: nobody has two or more counters fewer than
    another unless they are full.

    >>> is_even({1: 3, 2: 1}, {1: 9, 2: 9}), is_even({1: 3, 2: 1}, {1: 9, 2: 1})
    (False, True)
    """
    return all(given[a] >= given[b] - 1 or given[a] >= rooms[a] for a in given for b in given)
