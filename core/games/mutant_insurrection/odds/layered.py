"""The exact solver with the hero's abilities (rulebook: Step 3: Roll Dice; Turning Dice;
Clarifications: Abilities and Effects, Missions).

A position is the dice, the standard rerolls left, each ability's uses left (and the hero's
health when it matters). Its value is the best, over every action the hero may take now, of
what the action leads to:

* spend the dice (only when nothing else is left: any other action can end in spending);
* a standard reroll of any dice (one reroll fewer; rerolling villainy triggers it);
* each ability with a use left (one use fewer): ``reroll N`` keeps all but at most ``N`` dice
  (with ``ignore-villainy`` a rerolled villainy die costs nothing), ``face F`` and ``raise N``
  move one die to another result, ``add C`` rolls one more die of colour ``C``; a damage
  cost comes off the health counted, and an ability it would knock the hero out with is not
  used.

Abilities may be used before, between or after the standard rerolls, in any order: the order
is the policy's to choose, since each layer (rerolls, uses) is built from the layers one action
away. Every layer is a table of :mod:`core.games.mutant_insurrection.odds.tables`, so the work
is the no-ability solver's, once per layer; a die added changes the pool's shape, so each pool
size has its own tables. Three exact shortcuts keep the layers few:

* a plain ``reroll all`` (no limit or cost, villainy not ignored) is a standard reroll, so
  its uses are counted as standard rerolls;
* a die of a set colour, at no cost, is never worse added at once: the die added early and
  left alone until the moment it would have been added shows what a die added then would;
* a raise, a double -- and a turn, when rerolling villainy costs nothing and no limited
  reroll could take the turned face -- is never worse used after the last roll: a die moved
  earlier and then rerolled wasted the use, and one kept gains nothing from moving early
  (the player sees more before choosing the die). Such moves are made in the *end* layers
  only, whose layout also holds every fight value a raise can reach; the layers where dice
  are still rolled hold only what dice show.

>>> from core.games.mutant_insurrection.odds.problem import problem_from_json
>>> p = problem_from_json({"dice": ["R fight 1"], "objectives": ["fight 3"], "rerolls": 1,
...                        "abilities": ["raise 1"]})
>>> AbilitySolver(p, exact=True).value(p, 1)  # reroll: a 3, or a 2 raised to 3
Fraction(1, 3)
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace
from fractions import Fraction
from typing import Any

from core.games.mutant_insurrection.content.loader import DICE_PER_COLOR
from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind
from core.games.mutant_insurrection.odds.abilities import Ability
from core.games.mutant_insurrection.odds.problem import MAX_DICE, Die, Problem
from core.games.mutant_insurrection.odds.solver import FIGHT, Solver, kind_of
from core.games.mutant_insurrection.odds.tables import (
    FREE,
    Locked,
    Num,
    Row,
    _top,
    best_below,
    best_within,
    expect,
)

Counts = tuple[int, int, int]  # dice per colour, in DieColor's order
Uses = tuple[int, ...]
Dice = list[tuple[DieColor, Face]]
Moves = list[list[list[int]]]  # per colour position, per multiset: the multisets one move away
CACHE_SIZE = 2


def counts_of(dice: Dice) -> Counts:
    n = [sum(1 for c, _ in dice if c is col) for col in DieColor]
    return n[0], n[1], n[2]


def with_die(counts: Counts, color: DieColor) -> Counts | None:
    """The pool's counts with one more die of ``color``, or None when the box or the largest
    pool has no room for it."""
    ci = list(DieColor).index(color)
    if counts[ci] >= DICE_PER_COLOR or sum(counts) >= MAX_DICE:
        return None
    n = list(counts)
    n[ci] += 1
    return n[0], n[1], n[2]


class AbilitySolver:
    """Tables for one mission, pool and set of abilities; positions are looked up in them."""

    def __init__(self, p: Problem, exact: bool = False) -> None:
        self.exact = exact
        self.abilities: tuple[Ability, ...] = tuple(a.shape for a in p.abilities)
        # the faces some reroll or turn is limited to keep codes of their own
        self.split = frozenset(k for a in self.abilities for k in a.kinds)
        base = Solver(p, exact, split=self.split)
        self.code = base.code
        self.damage = base.damage
        self.top = base.payer.top_fight
        self.order = base.colors
        self.template = replace(p, abilities=())
        # rolling layers hold only what dice show (and the dice's raised fights); the layers
        # after the last roll also hold every fight a raise or a double can reach
        shown = {c: {self.code(f) for f in FACES[c]} for c in DieColor}
        dice = {c: {self.code(d.face) for d in p.dice if d.color is c and d.face} for c in DieColor}
        self.extra_now = {c: sorted(dice[c] - shown[c]) for c in DieColor}
        self.extra = {c: sorted(set(k) - shown[c]) for c, k in self._raised_codes(p).items()}
        self._shapes: dict[tuple[Counts, bool], Solver] = {}
        self._e: dict[tuple[Any, ...], dict[int, Row]] = {}
        self._maps: dict[Counts, list[list[int]]] = {}
        self._v: dict[tuple[Any, ...], dict[int, Row]] = {}
        self._w: dict[tuple[Any, ...], list[Row]] = {}
        self._moves: dict[tuple[Counts, int, bool], Moves] = {}
        self._locks: dict[tuple[Counts, int], Locked] = {}
        # which uses are the same as a standard reroll, and which are best kept for the end
        self.folds = tuple(i for i, a in enumerate(self.abilities) if _plain_reroll(a))
        limited = {k for a in self.abilities if a.kind == "reroll" for k in a.kinds}
        self.ends_always = frozenset(
            i for i, a in enumerate(self.abilities) if a.kind in ("raise", "double")
        )
        # (a cost paid early could leave too little health for a later villainy: not at once)
        self.at_once = tuple(
            i
            for i, a in enumerate(self.abilities)
            if a.kind == "add" and len(a.add_colors()) == 1 and not a.cost
        )
        self.ends_free = self.ends_always | {
            i
            for i, a in enumerate(self.abilities)
            if a.kind == "face" and not limited & {f.kind for c in DieColor for f in a.targets(c)}
        }

    def grown(self, a: Ability, code: int) -> int | None:
        """The fight code a raise or a double makes of ``code`` (None: not a fight die's)."""
        if not FIGHT < code <= FIGHT + self.top:
            return None
        return FIGHT + min(a.grow(code - FIGHT), self.top)

    def _raised_codes(self, p: Problem) -> dict[DieColor, list[int]]:
        """Every fight code a raise or a double can reach (and those the dice already show),
        per colour."""
        growers = [a for a in self.abilities if a.kind in ("raise", "double")]
        out: dict[DieColor, list[int]] = {}
        for c in DieColor:
            have = {self.code(d.face) for d in p.dice if d.color is c and d.face}
            if growers and self.top:
                have |= {self.code(f) for f in FACES[c] if f.kind is FaceKind.FIGHT}
                grown = True
                while grown:
                    new = {g for k in have for a in growers if (g := self.grown(a, k)) is not None}
                    grown = not new <= have
                    have |= new
            out[c] = sorted(have)
        return out

    def work(self, counts: Counts, r: int, u: Uses, h: int | None) -> int:
        """A rough count of the table entries a solve from here passes over: every pool the
        adds can reach, times the layers the other uses make (for a time budget)."""
        pools = {counts}
        for i, a in enumerate(self.abilities):
            if a.kind == "add":
                for _ in range(u[i]):
                    pools |= {b for c in pools for col in a.add_colors() if (b := with_die(c, col))}
        layers = r + 1 + sum(u[i] for i in self.folds)
        ends = self.ends(h)
        for i, a in enumerate(self.abilities):
            if a.kind != "add" and i not in self.folds and i not in ends:
                layers *= u[i] + 1
        return layers * sum(_entries(self.shape(c)) for c in pools)

    # -- shapes -------------------------------------------------------------------------------
    def shape(self, counts: Counts, end: bool = False) -> Solver:
        """The table builder for a pool of these counts (one code layout for all sizes;
        ``end``: the layout after the last roll, with every fight a raise can reach)."""
        end = end and self.extra != self.extra_now
        s = self._shapes.get((counts, end))
        if s is None:
            dice = tuple(Die(c) for c, n in zip(DieColor, counts, strict=True) for _ in range(n))
            q = replace(self.template, dice=dice)
            extra = self.extra if end else self.extra_now
            s = self._shapes[counts, end] = Solver(
                q, self.exact, extra=extra, order=self.order, split=self.split
            )
        return s

    def _projected(self, counts: Counts, table: dict[int, Row]) -> dict[int, Row]:
        """An end-layout table read in the rolling layout (the same results, fewer codes)."""
        s, e = self.shape(counts), self.shape(counts, end=True)
        if s is e:
            return table
        maps = self._maps.get(counts)
        if maps is None:
            maps = self._maps[counts] = [
                [ce.index[_widened(v, s.codes[c], e.codes[c])] for v in cs.vecs]
                for c, cs, ce in zip(s.colors, s.comps, e.comps, strict=True)
            ]
        m1, m2, m3 = maps
        n2, n2e = len(s.comps[1]), len(e.comps[1])
        return {
            f1 * n2 + f2: [src[k] for k in m3]
            for f1 in s.comps[0].full
            for f2 in s.comps[1].full
            for src in (table[m1[f1] * n2e + m2[f2]],)
        }

    def end_values(self, counts: Counts, u: Uses, t: int, h: int | None) -> dict[int, Row]:
        """After the last roll (end layout): every full roll's value, the moves in ``u`` left."""
        key = (counts, u, t, h)
        got = self._e.get(key)
        if got is not None:
            return got
        e = self.shape(counts, end=True)
        cands = [e.values(0, t, h)]
        for i, a in enumerate(self.abilities):
            can, h2 = paid(a, h)
            if u[i] and can:
                u2 = (*u[:i], u[i] - 1, *u[i + 1 :])
                later = self.end_values(counts, u2, t, h2)
                cands.append(_moved(e, later, self.moves(counts, i, True)))
        out = cands[0] if len(cands) == 1 else {k: _top([c[k] for c in cands]) for k in cands[0]}
        self._e[key] = out
        return out

    # -- layers -------------------------------------------------------------------------------
    def _canonical(self, r: int, u: Uses) -> tuple[int, Uses]:
        """A plain ``reroll all``'s uses counted as standard rerolls: the same layer."""
        if not self.folds or not any(u[i] for i in self.folds):
            return r, u
        extra = sum(u[i] for i in self.folds)
        return r + extra, tuple(0 if i in self.folds else n for i, n in enumerate(u))

    def only_ends(self, u: Uses, h: int | None) -> Uses:
        """``u`` with only the uses kept for the end."""
        ends = self.ends(h)
        return tuple(n if i in ends else 0 for i, n in enumerate(u))

    def ends(self, h: int | None) -> frozenset[int]:
        """The abilities best kept until no die will be rolled again (module docstring):
        raises and doubles always; turns when rerolling villainy costs nothing here."""
        return self.ends_always if h is not None and self.damage else self.ends_free

    def values(self, counts: Counts, r: int, u: Uses, t: int, h: int | None) -> dict[int, Row]:
        """Value of every full roll of ``counts`` dice, ``r`` rerolls and ``u`` uses left."""
        r, u = self._canonical(r, u)
        key = (counts, r, u, t, h)
        got = self._v.get(key)
        if got is not None:
            return got
        s = self.shape(counts)
        ends = self.ends(h)
        if not (r > 0 or any(n for i, n in enumerate(u) if i not in ends)):
            out = self._v[key] = self._projected(counts, self.end_values(counts, u, t, h))
            return out
        now = next((i for i in self.at_once if u[i]), None)
        if now is not None:  # a die of a set colour, free: best added at once
            u2 = (*u[:now], u[now] - 1, *u[now + 1 :])
            color = self.abilities[now].add_colors()[0]
            added = self._added(s, counts, color, r, u2, t, h)
            if added is not None:
                self._v[key] = added
                return added
        if r > 0:
            cands = [self._reroll(s, counts, r - 1, u, t, h)]
        else:  # stop rolling: what the end moves make of these dice
            cands = [self.values(counts, 0, self.only_ends(u, h), t, h)]
        for i, a in enumerate(self.abilities):
            can, h2 = paid(a, h)
            if not u[i] or i in ends or not can:
                continue
            u2 = (*u[:i], u[i] - 1, *u[i + 1 :])
            if a.kind == "reroll":
                lock = self.locks(counts, i)
                cands.append(
                    self._reroll(s, counts, r, u2, t, h2, a.amount, a.ignore_villainy, lock)
                )
            elif a.kind == "add":
                for color in a.add_colors():
                    added = self._added(s, counts, color, r, u2, t, h2)
                    if added is not None:
                        cands.append(added)
            else:
                moves = self.moves(counts, i)
                cands.append(_moved(s, self.values(counts, r, u2, t, h2), moves))
        out = cands[0] if len(cands) == 1 else {k: _top([c[k] for c in cands]) for k in cands[0]}
        self._v[key] = out
        return out

    def kept(self, counts: Counts, r: int, u: Uses, t: int, h: int | None) -> list[Row]:
        """Value of every kept set (full or partial) when its missing dice are rolled into the
        layer (``r``, ``u``)."""
        r, u = self._canonical(r, u)
        key = (counts, r, u, t, h)
        got = self._w.get(key)
        if got is None:
            s = self.shape(counts)
            got = self._w[key] = expect(s.comps, self.values(counts, r, u, t, h), self.exact)
        return got

    def _reroll(  # noqa: PLR0917 (a layer's coordinates, in their usual order)
        self,
        s: Solver,
        counts: Counts,
        r: int,
        u: Uses,
        t: int,
        h: int | None,
        n: int | None = None,
        ignore: bool = False,
        lock: Locked = FREE,
    ) -> dict[int, Row]:
        """A reroll of up to ``n`` dice (``None``: any) into the layer (``r``, ``u``); a die
        showing a result in ``lock`` stays."""

        def below(table: list[Row], locked: Locked) -> dict[int, Row]:
            if n is None or n >= sum(counts):
                return best_below(s.comps, table, locked)
            return best_within(s.comps, table, locked, n)

        table = self.kept(counts, r, u, t, h)
        if h is None or not s.damage or ignore:
            return below(table, lock)
        # keep every villainy die, or reroll some and suffer the damage (see Solver.values)
        out = below(table, [a | b for a, b in zip(s.locked, lock, strict=True)])
        if h > s.damage:
            hurt = below(self.kept(counts, r, u, t, h - s.damage), lock)
            out = {k: list(map(max, row, hurt[k])) for k, row in out.items()}
        return out

    def _added(  # noqa: PLR0917 (a layer's coordinates, in their usual order)
        self, s: Solver, counts: Counts, color: DieColor, r: int, u: Uses, t: int, h: int | None
    ) -> dict[int, Row] | None:
        """Adding a die: the bigger pool's kept-set value at this pool (one die short)."""
        big = with_die(counts, color)
        if big is None:
            return None
        s2 = self.shape(big)
        table = self.kept(big, r, u, t, h)
        maps = [[c2.index[v] for v in c.vecs] for c, c2 in zip(s.comps, s2.comps, strict=True)]
        c1, c2, c3 = s.comps
        n2, m2 = len(c2), len(s2.comps[1])
        out: dict[int, Row] = {}
        zero: Num = Fraction(0) if self.exact else 0.0
        for f1 in c1.full:
            for f2 in c2.full:
                src = table[maps[0][f1] * m2 + maps[1][f2]]
                row: Row = [zero] * len(c3)
                for f3 in c3.full:
                    row[f3] = src[maps[2][f3]]
                out[f1 * n2 + f2] = row
        return out

    def _takes(self, a: Ability, c: DieColor, code: int) -> bool:
        """Whether ability ``a`` may reroll or turn a die of colour ``c`` showing ``code``."""
        if a.colors and c not in a.colors:
            return False
        return not a.kinds or kind_of(code) in a.kinds

    def locks(self, counts: Counts, i: int) -> Locked:
        """For a reroll ability ``i``: per colour, the results it may not take."""
        key = (counts, i)
        got = self._locks.get(key)
        if got is None:
            s = self.shape(counts)
            a = self.abilities[i]
            got = self._locks[key] = [
                frozenset(k for k, code in enumerate(s.codes[c]) if not self._takes(a, c, code))
                for c in s.colors
            ]
        return got

    def moves(self, counts: Counts, i: int, end: bool = False) -> Moves:
        """For ability ``i`` (a turn, a raise or a double): the multisets one use away, per
        colour (in the end layout with ``end``)."""
        key = (counts, i, end)
        got = self._moves.get(key)
        if got is not None:
            return got
        s = self.shape(counts, end)
        a = self.abilities[i]
        out: Moves = []
        for c, comp in zip(s.colors, s.comps, strict=True):
            codes = s.codes[c]
            pairs: list[tuple[int, int]] = []  # (from code index, to code index)
            if a.kind == "face":
                ends = sorted({codes.index(self.code(f)) for f in a.targets(c)})
                pairs = [
                    (k, b)
                    for k, code in enumerate(codes)
                    if self._takes(a, c, code)
                    for b in ends
                    if k != b
                ]
            else:
                for k, code in enumerate(codes):
                    to = self.grown(a, code)
                    if to is not None and to != code:
                        pairs.append((k, codes.index(to)))
            out.append(
                [
                    [comp.index[_move(v, x, y)] for x, y in pairs if v[x]] if pairs else []
                    for v in comp.vecs
                ]
            )
        self._moves[key] = out
        return out

    # -- positions ----------------------------------------------------------------------------
    def at(self, dice: Dice, table: dict[int, Row], end: bool = False) -> Num:
        """A full roll's entry in a layer's table (an end layer's with ``end``)."""
        s = self.shape(counts_of(dice), end)
        i1, i2, i3 = s.index(dice)
        return table[i1 * len(s.comps[1]) + i2][i3]

    def value(self, p: Problem, t: int, health: int | None = None) -> Num:
        """The value of ``p``'s position (rolled or not) for at least ``t`` objectives."""
        u = tuple(a.uses for a in p.abilities)
        counts = p.colors()
        cnt: Counts = (counts[DieColor.RED], counts[DieColor.YELLOW], counts[DieColor.BLUE])
        if p.rolled or not p.dice:
            dice = [(d.color, d.face) for d in p.dice if d.face is not None]
            return self.at(dice, self.values(cnt, p.rerolls, u, t, health))
        return self.first_roll(cnt, p.rerolls, u, t, health)

    def first_roll(self, counts: Counts, r: int, u: Uses, t: int, h: int | None) -> Num:
        """Value before the first roll: abilities are used once the dice show (never worse)."""
        s = self.shape(counts)
        c1, c2, c3 = s.comps
        v = self.values(counts, r, u, t, h)
        ex = self.exact
        total: Num = Fraction(0) if ex else 0.0
        p3 = [(f3, c3.chance(f3, ex)) for f3 in c3.full]
        for f1 in c1.full:
            p1 = c1.chance(f1, ex)
            for f2 in c2.full:
                row = v[f1 * len(c2) + f2]
                total += p1 * c2.chance(f2, ex) * sum(p * row[f3] for f3, p in p3)
        return total


def _entries(s: Solver) -> int:
    c1, c2, c3 = s.comps
    return len(c1) * len(c2) * len(c3)


def paid(a: Ability, h: int | None) -> tuple[bool, int | None]:
    """Whether ``a`` may be used at health ``h`` (its damage cost never knocks the hero out),
    and the health after paying it (``None``: health not counted, plenty for every cost)."""
    if not a.cost or h is None:
        return True, h
    return h > a.cost, h - a.cost


def _widened(v: tuple[int, ...], codes: list[int], wider: list[int]) -> tuple[int, ...]:
    out = [0] * len(wider)
    for n, code in zip(v, codes, strict=True):
        out[wider.index(code)] = n
    return tuple(out)


def _plain_reroll(a: Ability) -> bool:
    """A ``reroll all`` with no limit: the same action as a standard reroll."""
    plain = not (a.kinds or a.colors or a.ignore_villainy or a.cost)
    return a.kind == "reroll" and a.amount >= MAX_DICE and plain


def _move(v: tuple[int, ...], a: int, b: int) -> tuple[int, ...]:
    out = list(v)
    out[a] -= 1
    out[b] += 1
    return tuple(out)


def _moved(s: Solver, table: dict[int, Row], moves: Moves) -> dict[int, Row]:
    """For every full roll, the best of ``table`` at it or one move away (a use that cannot
    help is a use not made, which ``table`` at the roll itself stands for)."""
    c1, c2, c3 = s.comps
    n2 = len(c2)
    mv1, mv2, mv3 = moves
    rows3 = [(f3, mv3[f3]) for f3 in c3.full if mv3[f3]]
    out: dict[int, Row] = {}
    for f1 in c1.full:
        for f2 in c2.full:
            own = table[f1 * n2 + f2]
            row = _top(
                [
                    own,
                    *(table[k * n2 + f2] for k in mv1[f1]),
                    *(table[f1 * n2 + k] for k in mv2[f2]),
                ]
            )
            for f3, ks in rows3:
                for k in ks:
                    if own[k] > row[f3]:  # noqa: PLR1730 (a call to max() is slower here)
                        row[f3] = own[k]
            out[f1 * n2 + f2] = row
    return out


_CACHE: OrderedDict[Any, AbilitySolver] = OrderedDict()


def ability_solver_for(p: Problem, exact: bool = False) -> AbilitySolver:
    """The cached solver for this problem's shape and abilities (uses left are positions)."""
    from core.games.mutant_insurrection.odds.solver import shape_key

    key = (shape_key(p, exact), tuple(a.shape for a in p.abilities))
    s = _CACHE.get(key)
    if s is None:
        s = _CACHE[key] = AbilitySolver(p, exact)
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
    _CACHE.move_to_end(key)
    return s
