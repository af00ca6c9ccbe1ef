"""The threat track: spaces 1-15 in three colour sections (rulebook: Threat; Playing the Game).

The rulebook states green = 1-5; yellow 6-10 and red 11-15 follow from three equal sections.
The boundaries live here and nowhere else.

>>> section(5), section(6), section(15)
(<Section.GREEN: 'green'>, <Section.YELLOW: 'yellow'>, <Section.RED: 'red'>)
>>> clamp_low(0)
1
"""

from __future__ import annotations

from enum import StrEnum

MIN_THREAT = 1
MAX_THREAT = 15  # raising threat beyond this space loses the game


class Section(StrEnum):
    GREEN = "green"
    YELLOW = "yellow"
    RED = "red"


# Last space of each section, in track order (left to right is also threat-deck order).
SECTION_ENDS: tuple[tuple[Section, int], ...] = (
    (Section.GREEN, 5),
    (Section.YELLOW, 10),
    (Section.RED, 15),
)

STARTING_THREAT: dict[str, int] = {"easy": 2, "normal": 4, "hard": 6, "extreme": 8}


def section(space: int) -> Section:
    """The colour of a threat-track space (which threat deck to draw, which requirements apply)."""
    if not MIN_THREAT <= space <= MAX_THREAT:
        raise ValueError(f"threat {space} is off the track (1-{MAX_THREAT})")
    for sec, end in SECTION_ENDS:
        if space <= end:
            return sec
    raise AssertionError("unreachable")  # pragma: no cover


def clamp_low(space: int) -> int:
    """Threat can never be reduced below 1 (Clarifications: Threat)."""
    return max(MIN_THREAT, space)


def requirement_active(req_color: Section, space: int) -> bool:
    """Green requirements always apply; yellow ones in yellow or red; red ones only in red.

    >>> requirement_active(Section.YELLOW, 4), requirement_active(Section.YELLOW, 11)
    (False, True)
    """
    order = [s for s, _ in SECTION_ENDS]
    return order.index(section(space)) >= order.index(req_color)


def next_deck(color: Section) -> Section | None:
    """The deck to the right of an empty threat deck; ``None`` after red (the game is lost).

    >>> next_deck(Section.GREEN), next_deck(Section.RED)
    (<Section.YELLOW: 'yellow'>, None)
    """
    order = [s for s, _ in SECTION_ENDS]
    i = order.index(color)
    return order[i + 1] if i + 1 < len(order) else None
