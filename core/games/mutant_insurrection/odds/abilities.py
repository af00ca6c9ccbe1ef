"""What a hero's ability does to the dice, as the solver models it (rulebook: Turning Dice;
Clarifications: Abilities and Effects, Missions).

Four kinds, each with the uses left in this attempt:

* ``reroll N`` -- reroll up to ``N`` dice (``all``: any number), an extra reroll beside the
  standard ones; ``ignore-villainy``: rerolling a villainy die with it triggers no villainy;
* ``face F`` -- turn one die that has face ``F`` to it (``power``, ``teamwork``, ``fight N``);
  a die showing villainy turns without triggering villainy;
* ``add C`` -- add a die of colour ``C`` to the pool, rolled at once (the box's four a colour);
* ``raise N`` -- add ``N`` to one fight die's value (past the die's highest face).

A name may come first (``"Mind Link: reroll 2 ignore-villainy"``) and a count of uses last
(``"raise 1 x2"``; one use by default).

>>> a = parse_ability("Mind Link: reroll 2 ignore-villainy")
>>> a.kind, a.amount, a.ignore_villainy, a.name, str(a)
('reroll', 2, True, 'Mind Link', 'Mind Link: reroll 2 ignore-villainy')
>>> [str(parse_ability(t)) for t in ("face fight 3", "add Y x2", "raise 1")]
['face fight 3', 'add yellow x2', 'raise 1']
>>> try:
...     parse_ability("face fight 4")
... except ValueError as exc:
...     print(exc)
ability 'face fight 4': no die has a fight 4 face
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind

KINDS = ("reroll", "face", "add", "raise")
MAX_USES = 3
ALL = 99  # ``reroll all``: more dice than any pool holds
IGNORE = ("ignore-villainy", "ignoring-villainy", "ignore_villainy")
_COLORS = {"r": DieColor.RED, "y": DieColor.YELLOW, "b": DieColor.BLUE} | {
    c.value: c for c in DieColor
}


@dataclass(frozen=True)
class Ability:
    """One ability: its kind and parameters, and ``uses`` left in this attempt."""

    kind: str
    amount: int = 0  # dice a reroll may take, or what a raise adds
    ignore_villainy: bool = False
    face: Face | None = None
    color: DieColor | None = None
    uses: int = 1
    name: str = ""

    @property
    def effect(self) -> str:
        """What it does, without its name or uses: ``"reroll 1 ignore-villainy"``."""
        if self.kind == "reroll":
            n = "all" if self.amount >= ALL else str(self.amount)
            return f"reroll {n}" + (" ignore-villainy" if self.ignore_villainy else "")
        if self.kind == "face":
            return f"face {self.face}"
        if self.kind == "add":
            assert self.color is not None
            return f"add {self.color.value}"
        return f"raise {self.amount}"

    @property
    def shape(self) -> Ability:
        """The ability with its uses (and name) dropped: what the solver's tables depend on."""
        return replace(self, uses=1, name="")

    def __str__(self) -> str:
        return (
            (f"{self.name}: " if self.name else "")
            + self.effect
            + (f" x{self.uses}" if self.uses != 1 else "")
        )


def _fail(text: str, why: str) -> ValueError:
    return ValueError(f"ability {text!r}: {why}")


def parse_ability(text: str) -> Ability:
    """An ability from its text (see the module's grammar); a ``ValueError`` says what is wrong."""
    if not isinstance(text, str):
        raise ValueError("an ability is a text such as 'reroll 1 ignore-villainy'")
    name, body = "", text.strip()
    head, colon, tail = body.partition(":")
    if colon and tail.strip().split()[:1] and tail.strip().split()[0].lower() in KINDS:
        name, body = head.strip(), tail.strip()
    words = body.lower().replace("ignore villainy", "ignore-villainy").split()
    if not words or words[0] not in KINDS:
        raise _fail(text, "start with reroll N, face F, add C or raise N")
    uses = 1
    if len(words) > 1 and words[-1][:1] == "x" and words[-1][1:].isdigit():
        uses = int(words[-1][1:])
        words = words[:-1]
        if not 0 <= uses <= MAX_USES:
            raise _fail(text, f"uses left must be 0 to {MAX_USES}")
    kind, args = words[0], words[1:]
    if kind == "reroll":
        ignore = bool(args) and args[-1] in IGNORE
        if ignore:
            args = args[:-1]
        if len(args) != 1 or not (args[0] == "all" or (args[0].isdigit() and int(args[0]) >= 1)):
            raise _fail(text, "write reroll N (how many dice, or all), then ignore-villainy or not")
        n = ALL if args[0] == "all" else int(args[0])
        return Ability("reroll", n, ignore, uses=uses, name=name)
    if kind == "face":
        try:
            face = Face.parse(" ".join(args))
        except (ValueError, KeyError):
            raise _fail(text, "write face power, face teamwork or face fight N") from None
        if face.kind is FaceKind.VILLAINY:
            raise _fail(text, "turning a die to villainy never helps")
        if not any(face in FACES[c] for c in DieColor):
            raise _fail(text, f"no die has a {face} face")
        return Ability("face", face=face, uses=uses, name=name)
    if kind == "add":
        color = _COLORS.get(args[0]) if len(args) == 1 else None
        if color is None:
            raise _fail(text, "write add red, add yellow or add blue")
        return Ability("add", color=color, uses=uses, name=name)
    if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= 6:
        raise _fail(text, "write raise N, N from 1 to 6")
    return Ability("raise", int(args[0]), uses=uses, name=name)
