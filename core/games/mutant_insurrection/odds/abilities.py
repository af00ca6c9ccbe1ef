"""What a hero's ability does to the dice, as the solver models it (rulebook: Turning Dice;
Clarifications: Abilities and Effects, Missions).

Five kinds, each with the uses left in this attempt:

* ``reroll N`` -- reroll up to ``N`` dice (``all``: any number), an extra reroll beside the
  standard ones; ``ignore-villainy``: rerolling a villainy die with it triggers no villainy;
* ``face F`` -- turn one die to face ``F`` (``power``, ``teamwork``, ``fight N``; several
  joined by ``/``, or ``any``: the player picks); a die only turns to a face it has, and a die
  showing villainy turns without triggering villainy;
* ``add C`` -- add a die of colour ``C`` to the pool, rolled at once (the box's four a colour;
  ``any`` or ``red/blue``: the player picks the colour);
* ``raise N`` -- add ``N`` to one fight die's value (past the die's highest face);
* ``double`` -- double one fight die's value.

A reroll or a turn may be limited to dice showing some faces or of some colours: the words
after the amount (``reroll all villainy ignore-villainy``, ``reroll 2 red``) or after ``from``
(``face fight 2 from villainy``). An ability that costs the hero damage says so after its
effect (``"add any cost 1"``: suffer 1 damage to use it; never usable when it would knock the
hero out). A name may come first (``"Mind Link: reroll 2 ignore-villainy"``) and a count of
uses last (``"raise 1 x2"``; one use by default).

>>> a = parse_ability("Mind Link: reroll 2 ignore-villainy")
>>> a.kind, a.amount, a.ignore_villainy, a.name, str(a)
('reroll', 2, True, 'Mind Link', 'Mind Link: reroll 2 ignore-villainy')
>>> [str(parse_ability(t)) for t in ("face fight 3", "add Y x2", "raise 1", "double")]
['face fight 3', 'add yellow x2', 'raise 1', 'double']
>>> [str(parse_ability(t)) for t in ("reroll all Villainy Fight", "face any from villainy")]
['reroll all villainy fight', 'face any from villainy']
>>> parse_ability("Borrowed Strength: add any cost 1").cost
1
>>> try:
...     parse_ability("face fight 4")
... except ValueError as exc:
...     print(exc)
ability 'face fight 4': no die has a fight 4 face
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind, has_face

KINDS = ("reroll", "face", "add", "raise", "double")
MAX_USES = 3
MAX_COST = 5  # damage an ability may cost
ALL = 99  # ``reroll all``: more dice than any pool holds
IGNORE = ("ignore-villainy", "ignoring-villainy", "ignore_villainy")
_COLORS = {"r": DieColor.RED, "y": DieColor.YELLOW, "b": DieColor.BLUE} | {
    c.value: c for c in DieColor
}
_FACE_KINDS = {k.value: k for k in FaceKind}


@dataclass(frozen=True)
class Ability:
    """One ability: its kind and parameters, and ``uses`` left in this attempt.

    ``faces``: a turn's target faces (empty: any face); ``kinds`` and ``colors``: the dice a
    reroll or a turn may take (empty: any); for ``add``, ``colors`` are the colours to pick
    from (empty: any).
    """

    kind: str
    amount: int = 0  # dice a reroll may take, or what a raise adds
    ignore_villainy: bool = False
    faces: tuple[Face, ...] = ()
    kinds: tuple[FaceKind, ...] = ()
    colors: tuple[DieColor, ...] = ()
    uses: int = 1
    name: str = ""
    cost: int = 0  # damage the hero suffers to use it

    @property
    def effect(self) -> str:
        """What it does, without its name or uses: ``"reroll 1 ignore-villainy"``."""
        only = " ".join([*(k.value for k in self.kinds), *(c.value for c in self.colors)])
        if self.kind == "reroll":
            n = "all" if self.amount >= ALL else str(self.amount)
            return (
                f"reroll {n}"
                + (f" {only}" if only else "")
                + (" ignore-villainy" if self.ignore_villainy else "")
            )
        if self.kind == "face":
            to = "/".join(str(f) for f in self.faces) or "any"
            return f"face {to}" + (f" from {only}" if only else "")
        if self.kind == "add":
            return "add " + ("/".join(c.value for c in self.colors) or "any")
        if self.kind == "double":
            return "double"
        return f"raise {self.amount}"

    @property
    def shape(self) -> Ability:
        """The ability with its uses (and name) dropped: what the solver's tables depend on."""
        return replace(self, uses=1, name="")

    def takes(self, color: DieColor, face: Face) -> bool:
        """Whether a reroll or a turn of this ability may take a die showing ``face``."""
        return (not self.kinds or face.kind in self.kinds) and (
            not self.colors or color in self.colors
        )

    def targets(self, color: DieColor) -> tuple[Face, ...]:
        """The faces a turn may give a die of ``color``: faces it has (never villainy)."""
        wanted = self.faces or FACES[color]
        return tuple(
            dict.fromkeys(
                f for f in wanted if f.kind is not FaceKind.VILLAINY and has_face(color, f)
            )
        )

    def grow(self, value: int) -> int:
        """What a raise or a double makes of a fight die showing ``value``."""
        return value * 2 if self.kind == "double" else value + self.amount

    def add_colors(self) -> tuple[DieColor, ...]:
        """The colours an ``add`` may pick."""
        return self.colors or tuple(DieColor)

    def __str__(self) -> str:
        return (
            (f"{self.name}: " if self.name else "")
            + self.effect
            + (f" cost {self.cost}" if self.cost else "")
            + (f" x{self.uses}" if self.uses != 1 else "")
        )


def _fail(text: str, why: str) -> ValueError:
    return ValueError(f"ability {text!r}: {why}")


def _filters(text: str, words: list[str]) -> tuple[tuple[FaceKind, ...], tuple[DieColor, ...]]:
    """Face kinds and colours named by ``words`` (in a fixed order, so equal texts compare)."""
    kinds: set[FaceKind] = set()
    colors: set[DieColor] = set()
    for word in words:
        w = word.rstrip(",")
        if w in _FACE_KINDS:
            kinds.add(_FACE_KINDS[w])
        elif w in _COLORS and len(w) > 1:
            colors.add(_COLORS[w])
        else:
            raise _fail(text, f"{w!r} is no face (villainy, teamwork, power, fight) or colour")
    return (
        tuple(k for k in FaceKind if k in kinds),
        tuple(c for c in DieColor if c in colors),
    )


def _parse_face(text: str, part: str) -> Face:
    try:
        face = Face.parse(part.strip())
    except (ValueError, KeyError):
        raise _fail(text, "write face power, face teamwork, face fight N or face any") from None
    if face.kind is FaceKind.VILLAINY:
        raise _fail(text, "turning a die to villainy never helps")
    if not any(face in FACES[c] for c in DieColor):
        raise _fail(text, f"no die has a {face} face")
    return face


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
        raise _fail(text, "start with reroll N, face F, add C, raise N or double")
    uses = 1
    if len(words) > 1 and words[-1][:1] == "x" and words[-1][1:].isdigit():
        uses = int(words[-1][1:])
        words = words[:-1]
        if not 0 <= uses <= MAX_USES:
            raise _fail(text, f"uses left must be 0 to {MAX_USES}")
    cost = 0
    if len(words) > 2 and words[-2] == "cost":
        if not words[-1].isdigit() or not 1 <= int(words[-1]) <= MAX_COST:
            raise _fail(text, f"write cost N, N from 1 to {MAX_COST} damage")
        cost = int(words[-1])
        words = words[:-2]
    return replace(_parse_effect(text, words, name, uses), cost=cost)


def _parse_effect(text: str, words: list[str], name: str, uses: int) -> Ability:
    kind, args = words[0], words[1:]
    if kind == "reroll":
        ignore = bool(args) and args[-1] in IGNORE
        if ignore:
            args = args[:-1]
        if not args or not (args[0] == "all" or (args[0].isdigit() and int(args[0]) >= 1)):
            raise _fail(text, "write reroll N (how many dice, or all), then ignore-villainy or not")
        n = ALL if args[0] == "all" else int(args[0])
        kinds, colors = _filters(text, args[1:])
        return Ability("reroll", n, ignore, kinds=kinds, colors=colors, uses=uses, name=name)
    if kind == "face":
        target, _, source = " ".join(args).partition(" from ")
        if target.strip() == "any":
            faces: tuple[Face, ...] = ()
        else:
            faces = tuple(dict.fromkeys(_parse_face(text, x) for x in target.split("/")))
        kinds, colors = _filters(text, source.split())
        return Ability("face", faces=faces, kinds=kinds, colors=colors, uses=uses, name=name)
    if kind == "add":
        wanted = args[0].split("/") if len(args) == 1 else []
        if wanted == ["any"]:
            return Ability("add", uses=uses, name=name)
        picks = [_COLORS.get(w) for w in wanted]
        if not picks or None in picks:
            raise _fail(text, "write add red, add yellow, add blue, add red/blue or add any")
        order = tuple(c for c in DieColor if c in picks)
        return Ability("add", colors=order, uses=uses, name=name)
    if kind == "double":
        if args:
            raise _fail(text, "write double (one fight die's value, doubled)")
        return Ability("double", uses=uses, name=name)
    if len(args) != 1 or not args[0].isdigit() or not 1 <= int(args[0]) <= 6:
        raise _fail(text, "write raise N, N from 1 to 6")
    return Ability("raise", int(args[0]), uses=uses, name=name)
