"""Brute force with abilities, for the tests: plain recursion over every action a hero may take
(stop, a standard reroll of any dice, each ability with a use left on every die it may touch),
over ordered dice and exact Fractions, with the payment rules of :mod:`tests.odds.reference`.
Nothing of the solver's tables, result codes or layers is used.
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from functools import cache
from itertools import combinations, product

from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind
from core.games.mutant_insurrection.odds.abilities import ALL, Ability
from core.games.mutant_insurrection.odds.problem import Problem
from tests.odds.cases import case
from tests.odds.reference import completed

Die = tuple[str, str, int]  # colour, face kind, fight value: plain tuples sort fast
State = tuple[Die, ...]
SIDES = {c.value: [(c.value, f.kind.value, f.value) for f in FACES[c]] for c in DieColor}


def _face(d: Die) -> Face:
    return Face(FaceKind(d[1]), d[2])


def brute_value(p: Problem, target: int) -> Fraction:
    """The best chance of completing ``target`` objectives with rerolls and abilities."""
    abilities = p.abilities

    @cache
    def value(dice: State, r: int, uses: tuple[int, ...], h: int | None) -> Fraction:
        best = Fraction(int(completed(p, [_face(d) for d in dice], h) >= target))
        n = len(dice)
        if r > 0:
            for k in range(1, n + 1):
                for sub in combinations(range(n), k):
                    best = max(best, reroll(dice, sub, r - 1, uses, h, False))
        for i, a in enumerate(abilities):
            if not uses[i]:
                continue
            u2 = (*uses[:i], uses[i] - 1, *uses[i + 1 :])
            left = h
            if a.cost and h is not None:  # suffer the cost first; never knock oneself out
                if h <= a.cost:
                    continue
                left = h - a.cost
            best = max(best, use(a, dice, r, u2, left))
        return best

    def use(a: Ability, dice: State, r: int, u2: tuple[int, ...], h: int | None) -> Fraction:
        """The best of using ability ``a`` now, on any die it may take."""
        best = Fraction(0)
        n = len(dice)
        if a.kind == "reroll":
            # only dice showing the faces (and of the colours) the ability names
            ok = [j for j, d in enumerate(dice) if _allowed(a, d)]
            for k in range(1, min(a.amount, len(ok)) + 1):
                for sub in combinations(ok, k):
                    best = max(best, reroll(dice, sub, r, u2, h, a.ignore_villainy))
        elif a.kind == "face":
            for j, d in enumerate(dice):
                if not _allowed(a, d):
                    continue
                c = d[0]
                for side in SIDES[c]:
                    if side[1] == "villainy" or side == d:
                        continue
                    if a.faces and _face(side) not in a.faces:
                        continue
                    best = max(best, value(_set(dice, j, side), r, u2, h))
        elif a.kind in ("raise", "double"):
            for j, (c, kind, v) in enumerate(dice):
                if kind == "fight":
                    w = v * 2 if a.kind == "double" else v + a.amount
                    best = max(best, value(_set(dice, j, (c, kind, w)), r, u2, h))
        elif a.kind == "add":
            for color in a.colors or tuple(DieColor):
                col = color.value
                if sum(1 for d in dice if d[0] == col) < 4 and n < 9:
                    total = sum(
                        (value(_sorted((*dice, f)), r, u2, h) for f in SIDES[col]),
                        Fraction(0),
                    )
                    best = max(best, total / 6)
        return best

    def reroll(  # noqa: PLR0917 (a position, then the dice thrown)
        dice: State, sub: tuple[int, ...], r: int, uses: tuple[int, ...], h: int | None, ign: bool
    ) -> Fraction:
        hurt = any(dice[i][1] == "villainy" for i in sub)
        if p.villainy and p.villainy_damage and hurt and h is not None and not ign:
            h -= p.villainy_damage
            if h <= 0:
                return Fraction(0)
        kept = tuple(d for i, d in enumerate(dice) if i not in sub)
        return thrown(kept, tuple(sorted(dice[i][0] for i in sub)), r, uses, h)

    @cache
    def thrown(
        kept: State, colors: tuple[str, ...], r: int, uses: tuple[int, ...], h: int | None
    ) -> Fraction:
        """Keep ``kept``, roll dice of ``colors``: every ordered outcome, equally likely."""
        total = Fraction(0)
        for new in product(*(SIDES[c] for c in colors)):
            total += value(_sorted((*kept, *new)), r, uses, h)
        return total / 6 ** len(colors)

    uses = tuple(a.uses for a in abilities)
    if p.rolled or not p.dice:
        dice = tuple(
            (d.color.value, d.face.kind.value, d.face.value) for d in p.dice if d.face is not None
        )
        return value(_sorted(dice), p.rerolls, uses, p.health)
    return thrown((), tuple(sorted(d.color.value for d in p.dice)), p.rerolls, uses, p.health)


def _allowed(a: Ability, d: Die) -> bool:
    """Whether a limited reroll or turn may take this die (its face kind, its colour)."""
    kinds = {k.value for k in a.kinds}
    colors = {c.value for c in a.colors}
    return (not kinds or d[1] in kinds) and (not colors or d[0] in colors)


def _set(dice: State, j: int, die: Die) -> State:
    return _sorted((*dice[:j], die, *dice[j + 1 :]))


def _sorted(dice: State) -> State:
    # the dice's order tells nothing the recursion uses: sorting only shares the memo
    return tuple(sorted(dice))


def random_ability(rng: random.Random) -> Ability:
    """One ability of any kind the solver models, limits included (faces, colours, choices)."""
    kind = rng.choice(["reroll", "reroll", "face", "face", "add", "raise", "double"])
    kinds = tuple(k for k in FaceKind if rng.random() < 0.25) if rng.random() < 0.4 else ()
    colors = tuple(c for c in DieColor if rng.random() < 0.4) if rng.random() < 0.3 else ()
    if kind == "reroll":
        return Ability(
            "reroll",
            rng.choice([1, 1, 2, 3, ALL]),  # ``all``: the plain one is a standard reroll
            ignore_villainy=rng.random() < 0.6,
            kinds=kinds,
            colors=colors,
        )
    if kind == "face":
        names = ["power", "teamwork", "fight 1", "fight 2", "fight 3"]
        faces = tuple(Face.parse(x) for x in rng.sample(names, rng.choice([0, 1, 1, 1, 2])))
        return Ability("face", faces=faces, kinds=kinds, colors=colors)
    if kind == "add":
        return Ability("add", colors=colors or (rng.choice(list(DieColor)),))
    if kind == "double":
        return Ability("double")
    return Ability("raise", rng.choice([1, 2]))


def ability_case(seed: int) -> Problem:
    """A small attempt (at most 4 dice, counting an added one) with one or two abilities, one
    in five with a damage cost."""
    rng = random.Random(seed)
    abilities = [random_ability(rng) for _ in range(rng.choice([1, 2]))]
    abilities = [replace(a, cost=1) if rng.random() < 0.2 else a for a in abilities]
    if len(abilities) == 1 and rng.random() < 0.3:
        abilities = [Ability(**{**abilities[0].__dict__, "uses": 2})]
    adds = sum(a.uses for a in abilities if a.kind == "add")
    n_dice = rng.randint(1, 4 - adds)
    rerolls = rng.choice([0, 1, 1, 2]) if n_dice <= 3 else rng.choice([0, 1])
    p = case(n_dice, rng.randint(1, 3), rerolls, seed=rng.randrange(10**9))
    return replace(p, abilities=tuple(abilities))
