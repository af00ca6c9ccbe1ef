"""Who plays when (rulebook: Prepare the Turn): highest initiative first. The rulebook does not
settle ties (copies of one card share an initiative), so the app asks the table to order tied
players, and accepts any order that keeps the initiatives from highest to lowest.

>>> by_initiative([5, 9, 5])
[1, 0, 2]
>>> ties([5, 9, 5])
[[0, 2]]
>>> check_order([1, 2, 0], [5, 9, 5], ["Ann", "Bo", "Cy"])
[1, 2, 0]
"""

from __future__ import annotations

import itertools

from core.table.errors import CommandError


def by_initiative(initiatives: list[int]) -> list[int]:
    """Seats from the highest initiative down; tied seats stay in seat order until the table
    says otherwise."""
    return sorted(range(len(initiatives)), key=lambda seat: -initiatives[seat])


def ties(initiatives: list[int]) -> list[list[int]]:
    """Groups of seats that played the same initiative (each group needs the table's order)."""
    groups: dict[int, list[int]] = {}
    for seat, value in enumerate(initiatives):
        groups.setdefault(value, []).append(seat)
    return [seats for _, seats in sorted(groups.items(), reverse=True) if len(seats) > 1]


def check_order(order: object, initiatives: list[int], names: list[str]) -> list[int]:
    """The table's order, if it names every seat once and never puts a lower initiative first.

    >>> check_order([0, 1, 2], [5, 9, 5], ["Ann", "Bo", "Cy"])
    Traceback (most recent call last):
    core.table.errors.CommandError: Higher initiative plays first: Bo (9) cannot follow Ann (5).
    """
    seats = list(range(len(initiatives)))
    if not isinstance(order, list) or sorted(x for x in order if isinstance(x, int)) != seats:
        raise CommandError("Put every player in the order exactly once.")
    for earlier, later in itertools.pairwise(order):
        if initiatives[later] > initiatives[earlier]:
            raise CommandError(
                f"Higher initiative plays first: {names[later]} ({initiatives[later]}) "
                f"cannot follow {names[earlier]} ({initiatives[earlier]})."
            )
    return list(order)
