"""The question the solver answers: one active hero's attempt, as plain values.

A :class:`Problem` holds the dice (colour and face; ``None`` for a die not rolled yet), the fixed
results (training tokens: never rerolled), the mission's open objectives with only the
requirements that count in the current threat section (rulebook: Other Restrictions, yellow and
red requirements), whether the order arrow binds them, the rerolls left (standard and extra
together: they are spent the same way), and the mission's villainy: whether it has an effect
and how much damage that effect deals. ``health`` is the damage the hero can still take before
being knocked out (``None``: not known, so damage never stops the hero).

>>> p = problem_from_json({"pool": "YYB", "objectives": ["power teamwork yellow:fight 2"],
...                        "threat": 3, "rerolls": 2})
>>> [str(o) for o in p.objectives], p.rolled
(['power teamwork'], False)
>>> try:
...     problem_from_json({"pool": "YQ", "objectives": ["power"]})
... except OddsError as exc:
...     print(exc)
pool letter 'Q': use R, Y or B (red, yellow, blue)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from core.games.mutant_insurrection.content.loader import DICE_PER_COLOR, parse_requirement
from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind, has_face
from core.games.mutant_insurrection.odds.abilities import Ability, parse_ability
from core.games.mutant_insurrection.threat_track import (
    MAX_THREAT,
    MIN_THREAT,
    Section,
    requirement_active,
)

Json = Any
LETTERS = {"R": DieColor.RED, "Y": DieColor.YELLOW, "B": DieColor.BLUE}
MAX_DICE = 9  # the largest pool an attempt reaches: 4 + 2 and dice added by abilities
MAX_REROLLS = 9  # two standard rerolls plus any a hero can plausibly be granted
MAX_OBJECTIVES = 6
MAX_ABILITIES = 4


class OddsError(ValueError):
    """A question the solver cannot answer as asked; the message says what to fix."""


@dataclass(frozen=True)
class Requirement:
    """One requirement that counts now: ``power``, ``teamwork``, ``fight N`` or ``damage N``."""

    kind: str
    value: int = 0

    def __str__(self) -> str:
        return f"{self.kind} {self.value}" if self.kind in ("fight", "damage") else self.kind


@dataclass(frozen=True)
class Objective:
    """A row of requirements; ``free`` when the order arrow does not bind it (a Sentinel's)."""

    requirements: tuple[Requirement, ...]
    free: bool = False

    def __str__(self) -> str:
        return " ".join(str(r) for r in self.requirements)

    def count(self, kind: str) -> int:
        return sum(1 for r in self.requirements if r.kind == kind)

    @property
    def damage(self) -> int:
        return sum(r.value for r in self.requirements if r.kind == "damage")

    @property
    def fights(self) -> tuple[int, ...]:
        return tuple(
            sorted((r.value for r in self.requirements if r.kind == "fight"), reverse=True)
        )


@dataclass(frozen=True)
class Die:
    color: DieColor
    face: Face | None = None  # None: not rolled yet


@dataclass(frozen=True)
class Problem:
    dice: tuple[Die, ...]
    objectives: tuple[Objective, ...]
    rerolls: int = 2
    fixed: tuple[Face, ...] = ()
    order: bool = False
    villainy: bool = False
    villainy_damage: int = 0
    health: int | None = None
    abilities: tuple[Ability, ...] = ()  # what the hero may still use in this attempt

    @property
    def rolled(self) -> bool:
        """Whether the dice show faces (all or none: the whole pool is rolled at once)."""
        return bool(self.dice) and self.dice[0].face is not None

    def colors(self) -> dict[DieColor, int]:
        return {c: sum(1 for d in self.dice if d.color is c) for c in DieColor}


def parse_objective(text: str, threat: int | None = None, free: bool = False) -> Objective:
    """An objective from its requirements, e.g. ``"power teamwork yellow:fight 2 damage 2"``.

    Yellow and red requirements are dropped unless ``threat`` is in their section (no threat
    given: they all count). A number after ``fight``/``damage`` belongs to it.

    >>> str(parse_objective("fight 3 teamwork teamwork"))
    'fight 3 teamwork teamwork'
    >>> str(parse_objective("power red:teamwork", threat=6))
    'power'
    """
    words = text.replace(",", " ").split()
    if not words:
        raise OddsError("an objective needs at least one requirement")
    reqs: list[Requirement] = []
    i = 0
    while i < len(words):
        word = words[i]
        if i + 1 < len(words) and words[i + 1].isdigit():
            word, i = f"{word} {words[i + 1]}", i + 1
        i += 1
        try:
            r = parse_requirement(word)
        except ValueError:
            raise OddsError(
                f"requirement {word!r}: use power, teamwork, fight N or damage N, "
                "optionally after yellow: or red:"
            ) from None
        if (
            r["color"] == "green"
            or threat is None
            or requirement_active(Section(r["color"]), threat)
        ):
            reqs.append(
                Requirement(r["kind"], r["value"] if r["kind"] in ("fight", "damage") else 0)
            )
    if not reqs:
        raise OddsError(f"no requirement of {text!r} counts in this threat section")
    return Objective(tuple(reqs), free)


def parse_pool(letters: str) -> tuple[Die, ...]:
    """Unrolled dice from letters: ``"YYYBBB"`` is three yellow and three blue."""
    dice = []
    for ch in letters.replace(" ", "").upper():
        if ch not in LETTERS:
            raise OddsError(f"pool letter {ch!r}: use R, Y or B (red, yellow, blue)")
        dice.append(Die(LETTERS[ch]))
    return tuple(dice)


def parse_die(text: str) -> Die:
    """A rolled die: ``"yellow power"``, ``"Y fight 2"``, ``"red:fight 3"``.

    >>> parse_die("B teamwork")
    Die(color=<DieColor.BLUE: 'blue'>, face=Face(kind=<FaceKind.TEAMWORK: 'teamwork'>, value=0))
    """
    color_word, _, face_text = text.replace(":", " ").strip().partition(" ")
    color = LETTERS.get(color_word.upper()) or next(
        (c for c in DieColor if c.value == color_word.lower()), None
    )
    if color is None:
        raise OddsError(f"die {text!r}: start with its colour (red, yellow, blue or R, Y, B)")
    try:
        face = Face.parse(face_text)
    except (ValueError, KeyError):
        raise OddsError(f"die {text!r}: the face is villainy, teamwork, power or fight N") from None
    top = max(f.value for f in FACES[color])
    raised = face.kind is FaceKind.FIGHT and face.value > top  # an ability raised it
    if not (has_face(color, face) or raised):
        raise OddsError(f"a {color.value} die has no {face} face")
    return Die(color, face)


def parse_token(text: str) -> Face:
    """A training token's result: ``power``, ``teamwork`` or ``fight N``."""
    try:
        face = Face.parse(text)
    except (ValueError, KeyError):
        raise OddsError(f"token {text!r}: use power, teamwork or fight N") from None
    if face.kind is FaceKind.VILLAINY:
        raise OddsError("no training token shows villainy")
    return face


def _int(data: dict[str, Json], key: str, default: int | None, lo: int, hi: int) -> int | None:
    v = data.get(key, default)
    if v is None:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise OddsError(f"{key} must be a whole number from {lo} to {hi}")
    return v


def _texts(v: Json, what: str) -> list[str]:
    if isinstance(v, str):
        return [v]
    if not isinstance(v, list) or any(not isinstance(x, str) for x in v):
        raise OddsError(f"{what} must be a list of texts")
    return list(v)


def problem_from_json(data: Json) -> Problem:
    """Read a problem from JSON-able data (the bridge's and the CLI's shared reader).

    Keys: ``pool`` (letters, unrolled) or ``dice`` (rolled, ``"yellow power"`` ...);
    ``objectives`` (texts); ``free`` (texts: objectives outside the order arrow);
    ``tokens``; ``threat``; ``rerolls`` (default 2); ``order``; ``villainy``;
    ``villainy_damage``; ``health``; ``abilities`` (texts such as ``"reroll 1 ignore-villainy"``,
    :mod:`core.games.mutant_insurrection.odds.abilities`).

    >>> p = problem_from_json({"pool": "YB", "objectives": ["power"],
    ...                        "abilities": ["Telekinesis: face power"]})
    >>> [str(a) for a in p.abilities]
    ['Telekinesis: face power']
    """
    if not isinstance(data, dict):
        raise OddsError("the question must be a JSON object")
    if ("pool" in data) == ("dice" in data):
        raise OddsError("give either pool (letters of unrolled dice) or dice (rolled faces)")
    if "pool" in data:
        if not isinstance(data["pool"], str):
            raise OddsError("pool must be letters such as YYYBBB")
        dice = parse_pool(data["pool"])
    else:
        dice = tuple(parse_die(t) for t in _texts(data["dice"], "dice"))
    threat = _int(data, "threat", None, MIN_THREAT, MAX_THREAT)
    objectives = [
        parse_objective(t, threat) for t in _texts(data.get("objectives", []), "objectives")
    ]
    objectives += [parse_objective(t, threat, True) for t in _texts(data.get("free", []), "free")]
    tokens = tuple(parse_token(t) for t in _texts(data.get("tokens", []), "tokens"))
    rerolls = _int(data, "rerolls", 2, 0, MAX_REROLLS)
    damage = _int(data, "villainy_damage", 0, 0, 20)
    health = _int(data, "health", None, 1, 99)
    assert rerolls is not None and damage is not None
    abilities = [parse_ability_text(t) for t in _texts(data.get("abilities", []), "abilities")]
    return make_problem(
        dice,
        objectives,
        rerolls=rerolls,
        fixed=tokens,
        order=bool(data.get("order", False)),
        villainy=bool(data.get("villainy", False)) or damage > 0,
        villainy_damage=damage,
        health=health,
        abilities=abilities,
    )


def parse_ability_text(text: str) -> Ability:
    """An ability from its text, refused in words as an :class:`OddsError`."""
    try:
        return parse_ability(text)
    except ValueError as exc:
        raise OddsError(str(exc)) from None


def make_problem(
    dice: Iterable[Die],
    objectives: Iterable[Objective],
    *,
    rerolls: int = 2,
    fixed: Iterable[Face] = (),
    order: bool = False,
    villainy: bool = False,
    villainy_damage: int = 0,
    health: int | None = None,
    abilities: Iterable[Ability] = (),
) -> Problem:
    """A checked :class:`Problem` (the limits are the box's: four dice of each colour)."""
    dice = tuple(dice)
    objectives = tuple(objectives)
    if not dice and not fixed:
        raise OddsError("the pool has no dice")
    if len({d.face is None for d in dice}) > 1:
        raise OddsError("either every die is rolled or none is")
    if len(dice) > MAX_DICE:
        raise OddsError(f"at most {MAX_DICE} dice: the largest pool an attempt can reach")
    for c in DieColor:
        if sum(1 for d in dice if d.color is c) > DICE_PER_COLOR:
            raise OddsError(f"the box holds only {DICE_PER_COLOR} {c.value} dice")
    if not objectives:
        raise OddsError("give at least one open objective")
    if len(objectives) > MAX_OBJECTIVES:
        raise OddsError(f"at most {MAX_OBJECTIVES} objectives")
    if not 0 <= rerolls <= MAX_REROLLS:
        raise OddsError(f"rerolls must be 0 to {MAX_REROLLS}")
    abilities = tuple(a for a in abilities if a.uses > 0)
    if len(abilities) > MAX_ABILITIES:
        raise OddsError(f"at most {MAX_ABILITIES} abilities")
    return Problem(
        dice, objectives, rerolls, tuple(fixed), order, villainy, villainy_damage, health, abilities
    )
