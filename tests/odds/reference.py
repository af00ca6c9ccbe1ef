"""Reference answers for the odds tests, written from the rulebook without the solver's ideas:
ordered dice, every face of every die enumerated, every way to assign results to requirements
tried, exact integers throughout.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache
from itertools import combinations, permutations, product

from core.games.mutant_insurrection.dice import FACES, Face, FaceKind
from core.games.mutant_insurrection.odds.problem import Objective, Problem


def allowed_sets(p: Problem) -> list[tuple[int, ...]]:
    """Objective sets the mission lets a hero complete together (order arrow: the top ones,
    the free ones in any combination)."""
    n = len(p.objectives)
    out = []
    for k in range(n + 1):
        for s in combinations(range(n), k):
            if p.order:
                ordered = [i for i in range(n) if not p.objectives[i].free]
                done = [i for i in ordered if i in s]
                if done != ordered[: len(done)]:
                    continue
            out.append(s)
    return out


def survives(p: Problem, objs: Sequence[Objective], health: int | None) -> bool:
    """Some order of these objectives (the arrow's order kept) pays every damage requirement
    before the last damage objective without knocking the hero out (Clarifications: Missions)."""
    if health is None:
        return True
    idx = list(range(len(objs)))
    for perm in _orders(p, objs, idx):
        taken = 0
        ok = True
        for i in perm:
            d = objs[i].damage
            if d and taken >= health:
                ok = False
                break
            taken += d
        if ok:
            return True
    return False


def _orders(p: Problem, objs: Sequence[Objective], idx: list[int]) -> list[tuple[int, ...]]:
    out = []
    for perm in permutations(idx):
        ordered = [i for i in perm if not objs[i].free]
        if p.order and ordered != sorted(ordered):
            continue
        out.append(perm)
    return out


def pays(results: Sequence[Face], objs: Sequence[Objective]) -> bool:
    """Every requirement of ``objs`` paid by distinct results: each result goes to one
    requirement or none; power/teamwork take one matching result, fight one or more fight
    results adding up to its value, damage none. Tries every such assignment."""
    reqs = [r for o in objs for r in o.requirements if r.kind != "damage"]
    got: list[list[Face]] = [[] for _ in reqs]

    def place(i: int) -> bool:
        if i == len(results):
            return all(_paid(r.kind, r.value, g) for r, g in zip(reqs, got, strict=True))
        res = results[i]
        for j, r in enumerate(reqs):
            if r.kind == res.kind.value and (r.kind == "fight" or not got[j]):
                got[j].append(res)
                if place(i + 1):
                    return True
                got[j].pop()
        return place(i + 1)  # this result is not spent

    return place(0)


def _paid(kind: str, value: int, got: list[Face]) -> bool:
    if kind in ("power", "teamwork"):
        return len(got) == 1 and got[0].kind.value == kind
    return (
        bool(got)
        and all(f.kind is FaceKind.FIGHT for f in got)
        and (sum(f.value for f in got) >= value)
    )


def completed(p: Problem, results: Sequence[Face], health: int | None) -> int:
    """The most objectives these results (and the fixed ones) complete."""
    return _completed(p, tuple(sorted([*results, *p.fixed])), health)


@cache
def _completed(p: Problem, results: tuple[Face, ...], health: int | None) -> int:
    best = 0
    for s in allowed_sets(p):
        objs = [p.objectives[i] for i in s]
        if len(s) > best and survives(p, objs, health) and pays(results, objs):
            best = len(s)
    return best


def brute_values(p: Problem, target: int) -> tuple[Fraction, dict[tuple[int, ...], Fraction]]:
    """The optimal chance of completing ``target`` objectives over ordered dice, and (when the
    dice are rolled) the chance after each reroll set (``()``: stop)."""
    colors = [d.color for d in p.dice]
    n = len(colors)
    six = 6

    @cache
    def value(faces: tuple[int, ...], r: int, health: int | None) -> int:
        """Scaled by 6 ** (n * r): an exact integer."""
        return max(options(faces, r, health).values())

    def options(faces: tuple[int, ...], r: int, health: int | None) -> dict[tuple[int, ...], int]:
        results = [FACES[c][f] for c, f in zip(colors, faces, strict=True)]
        out = {(): int(completed(p, results, health) >= target) * six ** (n * r)}
        if r == 0:
            return out
        for k in range(1, n + 1):
            for sub in combinations(range(n), k):
                h = health
                hurt = any(results[i].kind is FaceKind.VILLAINY for i in sub)
                if p.villainy and hurt and p.villainy_damage and h is not None:
                    h -= p.villainy_damage
                    if h <= 0:
                        out[sub] = 0
                        continue
                total = 0
                for new in product(range(six), repeat=k):
                    f = list(faces)
                    for i, x in zip(sub, new, strict=True):
                        f[i] = x
                    total += value(tuple(f), r - 1, h)
                out[sub] = total * six ** (n - k)
        return out

    scale = Fraction(1, six ** (n * p.rerolls))
    if p.rolled:
        faces = tuple(FACES[d.color].index(d.face) for d in p.dice if d.face is not None)
        opts = options(faces, p.rerolls, p.health)
        return max(opts.values()) * scale, {k: v * scale for k, v in opts.items()}
    total = sum(value(f, p.rerolls, p.health) for f in product(range(six), repeat=n))
    return Fraction(total, six**n) * scale, {}
