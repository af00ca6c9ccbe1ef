"""Dice plans: which results complete which objectives, exactly, and how likely a pool is to
finish a mission. Pure dice arithmetic over what the players see (used by the planner bot).

A *unit* is a spendable result ``(id, kind, value)``: a die, or the training token (id -1).
An objective is a list of open requirements ``(key, kind, value)`` (met and inactive ones left
out). :func:`best_plan` searches every way of spending the units and returns the best.

>>> units = [(0, "fight", 2), (1, "fight", 2), (2, "power", 0), (3, "villainy", 0)]
>>> objs = [Objective(0, (("o0r0", "fight", 3),)), Objective(1, (("o1r0", "power", 0),))]
>>> p = best_plan(units, objs)
>>> p.completed, sorted(p.used)
((0, 1), [0, 1, 2])
>>> [s for s in p.spends]
[('o0r0', (0, 1)), ('o1r0', (2,))]
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from core.games.mutant_insurrection.rules.pool import FACE

Unit = tuple[int, str, int]
Req = tuple[str, str, int]
TRAINING_ID = -1
KO_COST = 8.0  # a knocked-out hero: one threat, a lost hero and their cards
DAMAGE_COST = 0.35  # each damage point taken on a damage requirement
TOKEN_COST = 0.15  # spending the training token (it could serve a later attempt)


@dataclass(frozen=True)
class Objective:
    """An objective still open: its index (-1: the Sentinel's) and its open requirements."""

    index: int
    reqs: tuple[Req, ...]
    weight: float = 1.0


@dataclass
class Plan:
    value: float = 0.0
    completed: tuple[int, ...] = ()
    spends: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    used: frozenset[int] = frozenset()
    damage: int = 0


def _fight_sets(fights: Sequence[Unit], need: int) -> list[tuple[int, ...]]:
    """Minimal sets of fight results reaching ``need`` (no proper subset reaches it)."""
    out: list[tuple[int, ...]] = []
    for n in range(1, len(fights) + 1):
        for combo in combinations(fights, n):
            if sum(u[2] for u in combo) < need:
                continue
            ids = tuple(u[0] for u in combo)
            if not any(set(o) <= set(ids) for o in out):
                out.append(ids)
    return out


def _assignments(
    reqs: tuple[Req, ...], avail: dict[int, Unit]
) -> list[list[tuple[str, tuple[int, ...]]]]:
    """Every way to meet all of ``reqs`` from ``avail`` (damage requirements take no unit)."""
    if not reqs:
        return [[]]
    (key, kind, value), rest = reqs[0], reqs[1:]
    out: list[list[tuple[str, tuple[int, ...]]]] = []
    choices: list[tuple[int, ...]]
    if kind == "damage":
        return [[(key, ()), *tail] for tail in _assignments(rest, avail)]
    if kind == "fight":
        fights = [u for u in avail.values() if u[1] == "fight"]
        choices = _fight_sets(fights, value)
    else:
        # one unit of the kind; identical results are interchangeable, so try one of each id
        # class (a die before the training token)
        ids = sorted((u[0] for u in avail.values() if u[1] == kind), key=lambda i: (i < 0, i))
        choices = [(i,) for i in ids[:1]]
        if TRAINING_ID in ids[1:]:
            choices.append((TRAINING_ID,))
    for ch in choices:
        left = {i: u for i, u in avail.items() if i not in ch}
        out += [[(key, ch), *tail] for tail in _assignments(rest, left)]
    return out


def best_plan(
    units: Iterable[Unit],
    objectives: Sequence[Objective],
    *,
    ordered: bool = False,
    finish_bonus: float = 0.0,
    health_left: int = 99,
    repeat: int = 0,
) -> Plan:
    """The most valuable set of objectives the units can complete, and how to spend them.

    ``ordered``: the order arrow (only a prefix of the open objectives). ``finish_bonus`` is
    added when every objective given is completed. ``health_left`` damage knocks the hero out.
    ``repeat`` > 0 is a showdown: objectives may be completed again, up to ``repeat`` tokens.
    """
    avail0 = {u[0]: u for u in units if u[1] != "villainy"}
    best = Plan()

    def cost(
        ch: list[tuple[str, tuple[int, ...]]], dmg: int, reqs: tuple[Req, ...]
    ) -> tuple[float, int]:
        c = sum(TOKEN_COST for _, ids in ch if TRAINING_ID in ids)
        d = sum(v for _, k, v in reqs if k == "damage")
        c += d * DAMAGE_COST
        if dmg + d >= health_left > dmg:
            c += KO_COST
        return c, dmg + d

    def visit(  # noqa: PLR0917 - one search state
        start: int,
        avail: dict[int, Unit],
        value: float,
        done: tuple[int, ...],
        spends: list[tuple[str, tuple[int, ...]]],
        dmg: int,
    ) -> None:
        nonlocal best
        total = value
        if not repeat and objectives and len(done) == len(objectives):
            total += finish_bonus
        if repeat and len(done) >= repeat:
            total += finish_bonus
        if total > best.value + 1e-9:
            used = frozenset(i for _, ids in spends for i in ids)
            best = Plan(total, done, list(spends), used, dmg)
        if repeat and len(done) >= repeat:
            return
        if dmg >= health_left:
            return  # knocked out: the attempt is over
        for k in range(start, len(objectives)):
            obj = objectives[k]
            if ordered and not repeat and k != len(done):
                break
            for ch in _assignments(obj.reqs, avail):
                c, d2 = cost(ch, dmg, obj.reqs)
                left = {i: u for i, u in avail.items() if all(i not in ids for _, ids in ch)}
                visit(
                    k if repeat else k + 1,
                    left,
                    value + obj.weight - c,
                    (*done, obj.index),
                    [*spends, *ch],
                    d2,
                )

    visit(0, avail0, 0.0, (), [], 0)
    # spend damage requirements last: a knock-out ends the attempt
    best.spends.sort(key=lambda s: s[1] == ())
    return best


def keep_set(units: Sequence[Unit], objectives: Sequence[Objective], plan: Plan) -> set[int]:
    """Dice worth keeping: those the plan spends, plus those that partly meet an objective
    the plan leaves open (the nearest one to completion)."""
    keep = set(plan.used)
    left = [u for u in units if u[0] not in keep and u[1] != "villainy"]
    open_ = [o for o in objectives if o.index not in plan.completed]
    best: tuple[float, set[int]] = (0.0, set())
    for o in open_:
        got: set[int] = set()
        need = 0
        pool = list(left)
        for _, kind, value in o.reqs:
            if kind == "damage":
                continue
            need += 1
            if kind == "fight":
                fights = sorted((u for u in pool if u[1] == "fight"), key=lambda u: -u[2])
                total = 0
                for u in fights:
                    if total >= value:
                        break
                    got.add(u[0])
                    total += u[2]
                    pool.remove(u)
            else:
                m = next((u for u in pool if u[1] == kind), None)
                if m is not None:
                    got.add(m[0])
                    pool.remove(m)
        frac = len(got) / need if need else 0.0
        if frac > best[0] and frac < 1.0:
            best = (frac, got)
    return keep | best[1]


# -- how likely a pool is to finish a mission ----------------------------------------------------
ObjKey = tuple[tuple[tuple[str, int], ...], ...]


def _units_from(colors: Sequence[str], faces: Sequence[int]) -> list[Unit]:
    return [(i, *FACE[c][f]) for i, (c, f) in enumerate(zip(colors, faces, strict=True))]


def simulate_attempt(
    rng: random.Random,
    colors: Sequence[str],
    objectives: Sequence[Objective],
    ordered: bool,
    *,
    rerolls: int = 2,
    repeat: int = 0,
) -> Plan:
    """One imagined attempt with the keep-what-the-plan-uses policy (no abilities)."""
    faces = [rng.randrange(6) for _ in colors]
    plan = Plan()
    for r in range(rerolls + 1):
        units = _units_from(colors, faces)
        plan = best_plan(units, objectives, ordered=ordered, finish_bonus=1.0, repeat=repeat)
        if r == rerolls or (not repeat and len(plan.completed) == len(objectives)):
            break
        keep = keep_set(units, objectives, plan)
        if len(keep) == len(colors):
            break
        faces = [f if i in keep else rng.randrange(6) for i, f in enumerate(faces)]
    return plan


@lru_cache(maxsize=50_000)
def mission_odds(
    pools: tuple[tuple[str, ...], ...],
    objs: ObjKey,
    ordered: bool,
    repeat: int = 0,
    samples: int = 16,
) -> tuple[float, float]:
    """``(P(all objectives done), expected objectives done)`` when each pool in ``pools``
    attempts in turn (repeat > 0: a showdown, tokens out of ``repeat``). Estimated by sampling
    with a generator seeded from the question itself, so the answer is deterministic."""
    rng = random.Random(zlib.crc32(repr((pools, objs, ordered, repeat)).encode()))
    full = 0
    got = 0.0
    base = [
        Objective(i, tuple((f"o{i}r{j}", k, v) for j, (k, v) in enumerate(o)))
        for i, o in enumerate(objs)
    ]
    for _ in range(samples):
        open_ = list(base)
        tokens = 0
        for colors in pools:
            if not repeat and not open_:
                break
            plan = simulate_attempt(
                rng, colors, open_, ordered, repeat=max(0, repeat - tokens) if repeat else 0
            )
            if repeat:
                tokens += len(plan.completed)
                if tokens >= repeat:
                    break
            else:
                open_ = [o for o in open_ if o.index not in plan.completed]
        if repeat:
            full += tokens >= repeat
            got += min(tokens, repeat)
        else:
            full += not open_
            got += len(base) - len(open_)
    return full / samples, got / samples
