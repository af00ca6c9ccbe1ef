"""The three dice of the game and their exact faces (rulebook, Quick Reference: Dice Ratios).

Every die has six faces. A face is one of four kinds; a fight face also has a value.

>>> [str(f) for f in FACES[DieColor.RED]]
['villainy', 'teamwork', 'power', 'fight 1', 'fight 2', 'fight 3']
>>> FACES[DieColor.YELLOW].count(Face(FaceKind.POWER))
2
>>> Face.parse("fight 2") == Face(FaceKind.FIGHT, 2)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class DieColor(StrEnum):
    """Red is best at fight, yellow at power, blue at teamwork."""

    RED = "red"
    YELLOW = "yellow"
    BLUE = "blue"


class FaceKind(StrEnum):
    VILLAINY = "villainy"
    TEAMWORK = "teamwork"
    POWER = "power"
    FIGHT = "fight"


# Symbols shown beside the words so colour is never the only signal: one set for the whole app
# (engine texts, the companion, the board's chips and the kit's dice, which build.py writes from
# these into kit/faces.js). Plain text symbols that common fonts carry and that no phone draws as
# an emoji by default.
SYMBOLS: dict[FaceKind, str] = {
    FaceKind.VILLAINY: "\u2620",  # skull and crossbones
    FaceKind.TEAMWORK: "\u25c6",  # black diamond
    FaceKind.POWER: "\u2726",  # four-pointed star
    FaceKind.FIGHT: "\u2694",  # crossed swords
}
# A damage requirement (heal or take that much) is not a face; its symbol sits with the faces'.
DAMAGE_SYMBOL = "\u271a"  # heavy cross
REQUIREMENT_SYMBOLS: dict[str, str] = {
    **{kind.value: symbol for kind, symbol in SYMBOLS.items()},
    "damage": DAMAGE_SYMBOL,
}


@dataclass(frozen=True, order=True)
class Face:
    """One result a die (or a training token) can show. Only fight faces carry a value."""

    kind: FaceKind
    value: int = 0

    def __post_init__(self) -> None:
        if (self.kind is FaceKind.FIGHT) != (self.value > 0):
            raise ValueError(f"only fight faces have a value: {self.kind.value} {self.value}")

    def __str__(self) -> str:
        return f"fight {self.value}" if self.kind is FaceKind.FIGHT else self.kind.value

    @classmethod
    def parse(cls, text: str) -> Face:
        """Read a face from its label: ``"power"``, ``"fight 3"``."""
        kind, _, value = text.strip().partition(" ")
        return cls(FaceKind(kind), int(value) if value else 0)


def _faces(*labels: str) -> tuple[Face, ...]:
    return tuple(Face.parse(label) for label in labels)


FACES: dict[DieColor, tuple[Face, ...]] = {
    DieColor.RED: _faces("villainy", "teamwork", "power", "fight 1", "fight 2", "fight 3"),
    DieColor.YELLOW: _faces("villainy", "teamwork", "power", "power", "fight 2", "fight 2"),
    DieColor.BLUE: _faces("villainy", "teamwork", "teamwork", "power", "fight 1", "fight 2"),
}


def has_face(color: DieColor, face: Face) -> bool:
    """Whether a die of this colour can show ``face`` (a die is never turned to a face it lacks).

    >>> has_face(DieColor.YELLOW, Face(FaceKind.FIGHT, 1))
    False
    """
    return face in FACES[color]


def face_sheet() -> dict[str, dict[str, list[list[str | int]]] | dict[str, str]]:
    """The dice and symbols as plain data, for the screens (build.py writes it into kit/faces.js).

    >>> sheet = face_sheet()
    >>> sheet["faces"]["blue"][:3]
    [['villainy', 0], ['teamwork', 0], ['teamwork', 0]]
    >>> sheet["symbols"]["fight"], sheet["symbols"]["damage"]
    ('⚔', '✚')
    """
    faces = {color.value: [[f.kind.value, f.value] for f in FACES[color]] for color in DieColor}
    return {"faces": faces, "symbols": dict(REQUIREMENT_SYMBOLS)}
