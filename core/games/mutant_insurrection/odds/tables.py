"""The solver's tables: dice counted as multisets of results per colour, never as ordered dice.

A roll of ``n`` dice of one colour is a multiset of that colour's results, so a pool is a
triple of multiset indices (one per colour) and a table is a list of *rows*: one row per
(first colour, second colour) pair, each row a list over the third colour's multisets. Every
multiset up to the pool's size is indexed, not only full ones: a *kept set* is such a partial
multiset, and its value -- the chance of success once the missing dice are rolled -- is built
one added die at a time (:func:`expect`). The best kept set under a full roll is then the best
value over its sub-multisets, built one removed die at a time (:func:`best_below`). Both
passes work a whole row at once, so the inner loops are the interpreter's own (``zip``,
``map``), which is what makes a 9-die pool affordable in Pyodide.

>>> red = Component(2, [1, 1, 1, 1, 1, 1])
>>> len(red.vecs), len(red.full)  # multisets of 0, 1 or 2 red results; 21 of them are full
(28, 21)
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

Num = Any  # float, or Fraction in exact mode (ints 0/1 at the leaves)
Row = list[Num]


class Component:
    """All multisets of at most ``n`` results of one colour (results by index; ``weights`` is
    how many of the die's six faces show each result, 0 for a result only an ability makes)."""

    def __init__(self, n: int, weights: Sequence[int]) -> None:
        self.n = n
        self.weights = list(weights)
        vecs: list[tuple[int, ...]] = []

        def grow(prefix: tuple[int, ...], left: int) -> None:
            if len(prefix) == len(self.weights):
                vecs.append(prefix)
                return
            for c in range(left + 1):
                grow((*prefix, c), left - c)

        grow((), n)
        vecs.sort(key=lambda v: (sum(v), v))
        self.vecs = vecs
        self.index = {v: i for i, v in enumerate(vecs)}
        self.size = [sum(v) for v in vecs]
        self.full = [i for i, s in enumerate(self.size) if s == n]
        self.partial_desc = [i for i in reversed(range(len(vecs))) if self.size[i] < n]
        # one child per face of the die (a result on two faces appears twice): rolling one
        # more die is the plain average of the six children
        self.add: list[list[int]] = [
            [self.index[_bump(v, a, 1)] for a, w in enumerate(self.weights) for _ in range(w)]
            if sum(v) < n
            else []
            for v in vecs
        ]
        self.remove: list[list[tuple[int, int]]] = [
            [(a, self.index[_bump(v, a, -1)]) for a in range(len(v)) if v[a]] for v in vecs
        ]

    def __len__(self) -> int:
        return len(self.vecs)

    def chance(self, i: int, exact: bool) -> Num:
        """The chance that rolling ``n`` dice gives the (full) multiset ``i``: a multinomial."""
        v = self.vecs[i]
        ways = _factorial(self.n)
        p: Num = Fraction(1) if exact else 1.0
        for c, w in zip(v, self.weights, strict=True):
            ways //= _factorial(c)
            p *= (Fraction(w, 6) if exact else w / 6) ** c
        return p * ways


def _bump(v: tuple[int, ...], a: int, d: int) -> tuple[int, ...]:
    return (*v[:a], v[a] + d, *v[a + 1 :])


def _factorial(n: int) -> int:
    out = 1
    for k in range(2, n + 1):
        out *= k
    return out


def _mean(rows: list[Row], sixth: Num) -> Row:
    """The average of six rows (one per face of a die; a result on two faces comes twice).
    Unpacked by hand: a third faster than ``sum`` over ``zip(*rows)`` in CPython."""
    r0, r1, r2, r3, r4, r5 = rows
    return [
        (a + b + c + d + e + f) * sixth
        for a, b, c, d, e, f in zip(r0, r1, r2, r3, r4, r5, strict=True)
    ]


def _top(rows: list[Row]) -> Row:
    """The elementwise best of some rows (comparisons in place of calls to ``max``)."""
    out = rows[0]
    for r in rows[1:]:
        out = [a if a >= b else b for a, b in zip(out, r, strict=True)]
    return out if len(rows) > 1 else list(out)


def expect(comps: Sequence[Component], leaves: dict[int, Row], exact: bool) -> list[Row]:
    """Every kept set's value: the average over rolling its missing dice of ``leaves``.

    ``leaves`` holds the rows of full (first, second) pairs, valid at the full entries of the
    third colour. Missing dice are rolled third colour first, then second, then first.
    """
    c1, c2, c3 = comps
    n2 = len(c2)
    sixth: Num = Fraction(1, 6) if exact else 1 / 6
    out: list[Row | None] = [None] * (len(c1) * n2)
    for f1 in c1.full:
        for f2 in c2.full:
            row = list(leaves[f1 * n2 + f2])
            for m3 in c3.partial_desc:
                a, b, c, d, e, f = c3.add[m3]
                row[m3] = (row[a] + row[b] + row[c] + row[d] + row[e] + row[f]) * sixth
            out[f1 * n2 + f2] = row
        for m2 in c2.partial_desc:
            out[f1 * n2 + m2] = _mean([out[f1 * n2 + c] for c in c2.add[m2]], sixth)  # type: ignore[misc]
    for m1 in c1.partial_desc:
        kids = [c * n2 for c in c1.add[m1]]
        base = m1 * n2
        for m2 in range(n2):
            out[base + m2] = _mean([out[k + m2] for k in kids], sixth)  # type: ignore[misc]
    return out  # type: ignore[return-value]


Locked = Sequence[frozenset[int]]  # per colour: the results a reroll must keep
FREE: Locked = (frozenset(), frozenset(), frozenset())


def best_below(comps: Sequence[Component], table: list[Row], locked: Locked) -> dict[int, Row]:
    """For every full roll, the best value of ``table`` over the sets it may keep.

    A kept set is any sub-multiset, except that a die of colour ``i`` showing a result in
    ``locked[i]`` is always kept (villainy, when rerolling it costs damage; the faces an
    ability's reroll may not take). Returns rows of full (first, second) pairs, valid at the
    full entries of the third colour.
    """
    c1, c2, _ = comps
    n2 = len(c2)
    rems = [
        [[k for a, k in c.remove[m] if a not in locked[i]] for m in range(len(c))]
        for i, c in enumerate(comps)
    ]
    rem3 = [(m3, ks) for m3, ks in enumerate(rems[2]) if ks]

    h1: list[Row | None] = [None] * len(table)
    for m1 in range(len(c1)):  # ascending size: every smaller set is done first
        kids = [k * n2 for k in rems[0][m1]]
        base = m1 * n2
        for m2 in range(n2):
            own = table[base + m2]
            h1[base + m2] = _top([own, *(h1[k + m2] for k in kids)]) if kids else own  # type: ignore[list-item]
    out: dict[int, Row] = {}
    for f1 in c1.full:
        h2: list[Row] = []
        for m2 in range(n2):
            mine = h1[f1 * n2 + m2]
            assert mine is not None
            kids2 = rems[1][m2]
            h2.append(_top([mine, *(h2[k] for k in kids2)]) if kids2 else mine)
        for f2 in c2.full:
            row = list(h2[f2])
            for m3, ks in rem3:
                for k in ks:
                    if row[k] > row[m3]:  # noqa: PLR1730 (a call to max() is slower here)
                        row[m3] = row[k]
            out[f1 * n2 + f2] = row
    return out


def best_within(
    comps: Sequence[Component], table: list[Row], locked: Locked, n: int
) -> dict[int, Row]:
    """Like :func:`best_below`, but a kept set leaves out at most ``n`` dice of the full roll
    (an ability that rerolls up to ``n`` dice): ``n`` passes, each letting one more die go.

    >>> red = Component(2, [1, 1, 1, 1, 1, 1])
    >>> none = Component(0, [1] * 6)
    >>> table = [[0.0] * len(red) for _ in range(1)]
    >>> table[0][0] = 1.0  # only keeping nothing (rerolling both dice) is worth anything
    >>> full = red.full[0]
    >>> best_within([none, none, red], table, FREE, 1)[0][full]
    0.0
    >>> best_within([none, none, red], table, FREE, 2)[0][full]
    1.0
    """
    c1, c2, _ = comps
    n2 = len(c2)
    rems = [
        [[k for a, k in c.remove[m] if a not in locked[i]] for m in range(len(c))]
        for i, c in enumerate(comps)
    ]
    n3 = comps[2].n
    total = c1.n + c2.n + n3
    sizes3 = comps[2].size
    # the third colour's removals, for sets of at least ``need`` third-colour dice
    rem3 = [
        [(m3, ks) for m3, ks in enumerate(rems[2]) if ks and sizes3[m3] >= need]
        for need in range(n3 + 1)
    ]
    g = table
    for step in range(1, n + 1):
        # only sets of at least ``total - n + step`` dice are read again: the others are left
        least = total - n + step
        nxt: list[Row] = []
        for m1 in range(len(c1)):
            up1 = [k * n2 for k in rems[0][m1]]
            base = m1 * n2
            for m2 in range(n2):
                own = g[base + m2]
                need = least - c1.size[m1] - c2.size[m2]  # third-colour dice still needed
                if need > n3:
                    nxt.append(own)
                    continue
                rows = [own, *(g[k + m2] for k in up1), *(g[base + k] for k in rems[1][m2])]
                row = _top(rows)
                for m3, ks in rem3[max(need, 0)]:
                    for k in ks:
                        if own[k] > row[m3]:  # noqa: PLR1730 (a call to max() is slower here)
                            row[m3] = own[k]
                nxt.append(row)
        g = nxt
    return {f1 * n2 + f2: g[f1 * n2 + f2] for f1 in c1.full for f2 in c2.full}
