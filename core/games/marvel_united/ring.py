"""The ring of six locations (rulebook: Villain's Turn, steps 1, 4 and 5): moving clockwise,
and adding Thugs and Civilians with overflow.

A token pattern names, for each location around the villain (offset 0 is the villain's own,
-1 the one before it clockwise, +1 the one after), how many Thugs and Civilians arrive. Tokens
are added location by location going clockwise from the leftmost, Thugs first, then Civilians;
a location that cannot take every token it is given overflows once.

>>> spaces, filled = [3, 3, 3, 3, 3, 3], [0, 3, 2, 0, 0, 0]
>>> add_tokens(spaces, filled, 1, [(-1, 1, 0), (0, 1, 1), (1, 0, 2)])
([(0, 1, 0), (1, 0, 0), (2, 0, 1)], [1, 2])
"""

from __future__ import annotations

RING = 6  # locations in play


def clockwise(start: int, steps: int, ring: int = RING) -> int:
    """The location ``steps`` places clockwise of ``start`` (negative: anticlockwise).

    >>> clockwise(4, 3), clockwise(0, -1), clockwise(2, 0)
    (1, 5, 2)
    """
    return (start + steps) % ring


def add_tokens(
    spaces: list[int], filled: list[int], centre: int, pattern: list[tuple[int, int, int]]
) -> tuple[list[tuple[int, int, int]], list[int]]:
    """Place a pattern around ``centre``: ``(offset, thugs, civilians)`` each.

    Returns ``(placed, overflows)``: for each location touched, in clockwise order,
    ``(location, thugs placed, civilians placed)``, and the locations that overflowed (each
    once, in clockwise order). ``filled`` is not changed; the caller applies ``placed``."""
    free = [s - f for s, f in zip(spaces, filled, strict=True)]
    placed: list[tuple[int, int, int]] = []
    overflows: list[int] = []
    ring = len(spaces)
    for offset, thugs, civilians in sorted(pattern):
        loc = clockwise(centre, offset, ring)
        t = min(thugs, free[loc])
        free[loc] -= t
        c = min(civilians, free[loc])
        free[loc] -= c
        placed.append((loc, t, c))
        if (t < thugs or c < civilians) and loc not in overflows:
            overflows.append(loc)
    return placed, overflows


def bam_order(villain_at: int, threat_bams: list[bool]) -> list[int]:
    """Threat cards whose BAM! activates, starting at the villain's location, clockwise (the
    dashboard's BAM! comes before all of them).

    >>> bam_order(4, [True, False, True, False, True, True])
    [4, 5, 0, 2]
    """
    ring = len(threat_bams)
    order = [clockwise(villain_at, k, ring) for k in range(ring)]
    return [loc for loc in order if threat_bams[loc]]
