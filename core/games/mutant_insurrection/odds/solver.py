"""The exact optimal-reroll solver (rulebook: Step 3: Roll Dice; Villainy; Step 4).

Value of a position = the chance of completing at least ``t`` objectives when every later
keep/reroll choice is the best one. With ``r`` rerolls left and the dice showing ``S``:

* no reroll left: 1 if ``S`` (plus the fixed results) pays for ``t`` objectives, else 0;
* otherwise: the best, over every set ``K`` kept from ``S`` (keeping all = stopping), of the
  average over rolling the other dice of the value with ``r - 1`` rerolls left. Rerolling a die
  that shows villainy first resolves the mission's villainy effect: its damage is taken, and a
  hero it knocks out completes nothing.

All rerolling happens before any spending, so the final results alone decide the outcome. Dice
are counted as multisets of results per colour (:mod:`core.games.mutant_insurrection.odds.tables`),
and results that the
objectives cannot tell apart are merged: with no fight requirement every fight face is a blank.

>>> from core.games.mutant_insurrection.odds.problem import problem_from_json
>>> p = problem_from_json({"pool": "R", "objectives": ["fight 3"], "rerolls": 1, })
>>> s = solver_for(p, exact=True)
>>> s.first_roll(1, len(p.objectives), None)  # 1/6, and a reroll when it missed: 1/6 + 5/36
Fraction(11, 36)
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from fractions import Fraction
from itertools import product
from typing import Any

from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind
from core.games.mutant_insurrection.odds.payment import Payer
from core.games.mutant_insurrection.odds.problem import Problem
from core.games.mutant_insurrection.odds.tables import (
    FREE,
    Component,
    Locked,
    Num,
    Row,
    best_below,
    expect,
)

BLANK, VILLAINY, TEAMWORK, POWER, FIGHT = 0, 1, 2, 3, 4  # result codes; fight v is FIGHT + v
BASE = 32  # a combined result count is one integer, one base-32 digit per result code
CACHE_SIZE = 4  # a 9-die solver with every "at least k" holds about 40 MB of tables
_KINDS = {VILLAINY: FaceKind.VILLAINY, TEAMWORK: FaceKind.TEAMWORK, POWER: FaceKind.POWER}


def kind_of(code: int) -> FaceKind | None:
    """The face kind a result code stands for (None: a blank, where kinds may be merged).

    >>> kind_of(FIGHT + 2), kind_of(BLANK)
    (<FaceKind.FIGHT: 'fight'>, None)
    """
    return FaceKind.FIGHT if code >= FIGHT else _KINDS.get(code)


class Solver:
    """The tables for one pool shape and one mission; positions of it are looked up here.

    Everything that does not change within an attempt is fixed here (colours, fixed results,
    objectives, villainy); faces, rerolls left, the target ``t`` and the hero's health are
    asked per call, and every table built is kept, so the next selection or the position
    after a reroll costs a lookup.
    """

    def __init__(
        self,
        p: Problem,
        exact: bool = False,
        *,
        extra: Mapping[DieColor, Iterable[int]] | None = None,
        order: Sequence[DieColor] | None = None,
        split: Iterable[FaceKind] = (),
    ) -> None:
        # ``extra``: result codes no face shows but an ability can make (a raised fight);
        # ``order``: the colours' order, so that several pool sizes share one layout;
        # ``split``: face kinds kept apart from the blanks although no objective needs them
        # (an ability that rerolls or turns only dice showing them must tell them apart)
        self.exact = exact
        self.split = frozenset(split)
        self.payer = Payer(p.objectives, p.order)
        self.villainy = p.villainy
        self.damage = p.villainy_damage if p.villainy else 0
        counts = p.colors()
        raised = {
            c: sorted(
                (
                    {self.code(d.face) for d in p.dice if d.color is c and d.face}
                    | set((extra or {}).get(c, ()))
                )
                - {self.code(f) for f in FACES[c]}
            )
            for c in DieColor
        }
        self.codes: dict[DieColor, list[int]] = {}
        comps: dict[DieColor, Component] = {}
        for c in DieColor:
            codes = sorted({self.code(f) for f in FACES[c]})
            weights = [sum(1 for f in FACES[c] if self.code(f) == k) for k in codes]
            self.codes[c] = codes + raised[c]
            comps[c] = Component(counts[c], weights + [0] * len(raised[c]))
        # the colour with the most multisets is the one a row runs over
        self.colors = list(order) if order else sorted(DieColor, key=lambda c: len(comps[c]))
        self.comps = [comps[c] for c in self.colors]
        self.keys = [
            [
                sum(n * BASE**code for n, code in zip(v, self.codes[c], strict=True))
                for v in comp.vecs
            ]
            for c, comp in zip(self.colors, self.comps, strict=True)
        ]
        self.fixed_key = sum(BASE ** self.code(f) for f in p.fixed)
        self.locked: Locked = [
            frozenset({codes.index(VILLAINY)}) if VILLAINY in codes else frozenset()
            for codes in (self.codes[c] for c in self.colors)
        ]
        self._best: dict[tuple[int, int | None], int] = {}
        self._v: dict[tuple[int, int, int | None], dict[int, Row]] = {}
        self._w: dict[tuple[int, int, int | None], list[Row]] = {}

    # -- results ------------------------------------------------------------------------------
    def code(self, face: Face) -> int:
        """The result code of a face, merging what the objectives cannot tell apart."""
        need = self.payer.needs_kind
        apart = face.kind in self.split
        if face.kind is FaceKind.VILLAINY:
            return VILLAINY if self.damage or apart else BLANK
        if face.kind is FaceKind.FIGHT:
            # a fight no objective needs, kept apart, is FIGHT: a value of 0 counts for nothing
            if not (need["fight"] or apart):
                return BLANK
            return FIGHT + min(face.value, self.payer.top_fight)
        if not (need[face.kind] or apart):
            return BLANK
        return TEAMWORK if face.kind is FaceKind.TEAMWORK else POWER

    def objectives_paid(self, key: int, health: int | None) -> int:
        """How many objectives the combined results ``key`` complete (memoised)."""
        memo = (key, health)
        if memo not in self._best:
            digit = [(key // BASE**k) % BASE for k in range(FIGHT + self.payer.top_fight + 1)]
            fights = tuple(
                v for v in range(self.payer.top_fight, 0, -1) for _ in range(digit[FIGHT + v])
            )
            self._best[memo] = self.payer.best(digit[TEAMWORK], digit[POWER], fights, health)
        return self._best[memo]

    # -- tables -------------------------------------------------------------------------------
    def values(self, r: int, t: int, health: int | None) -> dict[int, Row]:
        """Value of every full roll with ``r`` rerolls left (rows of full pairs)."""
        memo = (r, t, health)
        if memo in self._v:
            return self._v[memo]
        c1, c2, c3 = self.comps
        n2 = len(c2)
        out: dict[int, Row]
        if r == 0:
            k1, k2, k3 = self.keys
            out = {}
            for f1 in c1.full:
                for f2 in c2.full:
                    base = k1[f1] + k2[f2] + self.fixed_key
                    row: Row = [0] * len(c3)
                    for f3 in c3.full:
                        row[f3] = int(self.objectives_paid(base + k3[f3], health) >= t)
                    out[f1 * n2 + f2] = row
        elif health is None or not self.damage:
            out = best_below(self.comps, self.kept(r, t, health), FREE)
        else:
            # keep every villainy die (no effect), or reroll some and suffer the damage;
            # more health is never worse, so the second may range over every kept set
            out = best_below(self.comps, self.kept(r, t, health), self.locked)
            if health > self.damage:
                hurt = best_below(self.comps, self.kept(r, t, health - self.damage), FREE)
                out = {k: list(map(max, row, hurt[k])) for k, row in out.items()}
        self._v[memo] = out
        return out

    def kept(self, r: int, t: int, health: int | None) -> list[Row]:
        """Value of every kept set (full or partial) before a reroll with ``r`` left."""
        memo = (r, t, health)
        if memo not in self._w:
            self._w[memo] = expect(self.comps, self.values(r - 1, t, health), self.exact)
        return self._w[memo]

    # -- positions ----------------------------------------------------------------------------
    def index(self, dice: list[tuple[DieColor, Face]]) -> tuple[int, int, int]:
        """The (first, second, third) multiset indexes of some dice."""
        out = []
        for c, comp in zip(self.colors, self.comps, strict=True):
            codes = self.codes[c]
            counts = [0] * len(codes)
            for color, face in dice:
                if color is c:
                    counts[codes.index(self.code(face))] += 1
            out.append(comp.index[tuple(counts)])
        return out[0], out[1], out[2]

    def stop(self, dice: list[tuple[DieColor, Face]], t: int, health: int | None) -> Num:
        """1 if these results (with the fixed ones) complete ``t`` objectives, else 0."""
        i1, i2, i3 = self.index(dice)
        key = self.keys[0][i1] + self.keys[1][i2] + self.keys[2][i3] + self.fixed_key
        return self._one(self.objectives_paid(key, health) >= t)

    def keep(
        self,
        kept: list[tuple[DieColor, Face]],
        r: int,
        t: int,
        health: int | None,
        villainy: bool,
    ) -> Num:
        """Value of keeping ``kept`` and rerolling the rest (``villainy``: a rerolled die shows
        villainy, so the effect is resolved first)."""
        if r <= 0:
            raise ValueError("no reroll left")
        if villainy and self.damage and health is not None:
            if health <= self.damage:
                return self._one(False)  # the villainy effect knocks the hero out
            health -= self.damage
        i1, i2, i3 = self.index(kept)
        return self.kept(r, t, health)[i1 * len(self.comps[1]) + i2][i3]

    def first_roll(self, r: int, t: int, health: int | None) -> Num:
        """Value before the first roll (free of villainy), ``r`` rerolls to follow."""
        c1, c2, c3 = self.comps
        v = self.values(r, t, health)
        n2 = len(c2)
        ex = self.exact
        total: Num = self._one(False)
        p3 = [(f3, c3.chance(f3, ex)) for f3 in c3.full]
        for f1 in c1.full:
            p1 = c1.chance(f1, ex)
            for f2 in c2.full:
                row = v[f1 * n2 + f2]
                total += p1 * c2.chance(f2, ex) * sum(p * row[f3] for f3, p in p3)
        return total

    def likely_rolls(self, n: int) -> Iterator[tuple[Num, list[tuple[DieColor, Face]]]]:
        """The ``n`` likeliest first rolls (as results, one face standing for each). The
        likeliest of a product of independent colours are among each colour's ``n`` likeliest.
        """
        ex = self.exact
        tops = [_likeliest(c, n, ex) for c in self.comps]
        rolls = []
        for f in product(*tops):
            p = self.comps[0].chance(f[0], ex) * self.comps[1].chance(f[1], ex)
            rolls.append((p * self.comps[2].chance(f[2], ex), f))
        rolls.sort(key=lambda x: (-x[0], x[1]))
        for p, f in rolls[:n]:
            dice: list[tuple[DieColor, Face]] = []
            for c, comp, i in zip(self.colors, self.comps, f, strict=True):
                for code, count in zip(self.codes[c], comp.vecs[i], strict=True):
                    if not count:
                        continue  # a raised result no face shows is never rolled
                    face = next(x for x in FACES[c] if self.code(x) == code)
                    dice += [(c, face)] * count
            yield p, dice

    def _one(self, yes: bool) -> Num:
        return (Fraction(1) if yes else Fraction(0)) if self.exact else float(yes)


def _likeliest(c: Component, n: int, exact: bool) -> list[int]:
    return sorted(c.full, key=lambda i: (-c.chance(i, exact), i))[:n]


_CACHE: OrderedDict[Any, Solver] = OrderedDict()


def shape_key(p: Problem, exact: bool) -> Any:
    """What a :class:`Solver` depends on: not faces, rerolls or health."""
    raised = tuple(sorted((d.color.value, str(d.face)) for d in p.dice if d.face))
    return (
        tuple(sorted(p.colors().items())),
        p.fixed,
        p.objectives,
        p.order,
        p.villainy,
        p.villainy_damage,
        raised if any(d.face and d.face not in FACES[d.color] for d in p.dice) else (),
        exact,
    )


def solver_for(p: Problem, exact: bool = False) -> Solver:
    """The cached solver for this problem's shape (the last few are kept)."""
    key = shape_key(p, exact)
    s = _CACHE.get(key)
    if s is None:
        s = _CACHE[key] = Solver(p, exact)
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    _CACHE.move_to_end(key)
    return s
