"""Odds and advice for one position: what to reroll, what each choice is worth, what it risks.

:func:`solve` answers a whole :class:`~core.games.mutant_insurrection.odds.problem.Problem`: the
chance of completing
every open objective with the best play from now on, the chance of completing at least ``k``
of them (each with its own best play), the best decision and the next few, and for each
decision what it risks (rulebook: Villainy): whether the reroll triggers the villainy effect,
its damage, whether that knocks the hero out, and the chance the rerolled dice show villainy
again. :func:`choice` answers one selection from the cached tables.

>>> from core.games.mutant_insurrection.odds.problem import problem_from_json
>>> p = problem_from_json({"dice": ["Y power", "Y fight 2", "B villainy"],
...                        "objectives": ["power teamwork"], "rerolls": 1})
>>> a = solve(p)
>>> a["best"]["text"], round(a["p_complete"], 4)
('Reroll yellow fight 2, blue villainy', 0.4444)
>>> [round(o["p_complete"], 4) for o in a["options"]]  # 1 - 5/6 * 4/6; 2/6; ...
[0.4444, 0.3333, 0.2917, 0.1667]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import product
from typing import Any, Literal

from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind
from core.games.mutant_insurrection.odds.abilities import Ability
from core.games.mutant_insurrection.odds.layered import (
    AbilitySolver,
    ability_solver_for,
    counts_of,
    paid,
    with_die,
)
from core.games.mutant_insurrection.odds.problem import Die, OddsError, Problem
from core.games.mutant_insurrection.odds.solver import Solver, solver_for
from core.games.mutant_insurrection.odds.tables import Num

Json = Any
TOP = 4  # how many decisions the advice lists
# table entries a solve may pass over (layered.AbilitySolver.work): the 9-die case of the
# odds bench is 1.0 million; past 1.2 million a real solve could take seconds on CPython
WORK_BUDGET = 1_200_000
Dice = list[tuple[DieColor, Face]]


def _villainy_faces(c: DieColor) -> int:
    return sum(1 for f in FACES[c] if f.kind is FaceKind.VILLAINY)


def _die_text(c: DieColor, f: Face) -> str:
    return f"{c.value} {f}"


def _option(
    s: Solver,
    p: Problem,
    dice: Dice,
    reroll: Sequence[int],
    *,
    r: int,
    targets: Sequence[int],
) -> dict[str, Json]:
    """One decision: reroll the dice at ``reroll`` (none: stop and spend)."""
    rr = set(reroll)
    kept = [d for i, d in enumerate(dice) if i not in rr]
    triggers = p.villainy and any(dice[i][1].kind is FaceKind.VILLAINY for i in rr)
    health = p.health
    counted = counted_health(p)
    if rr:
        values = [s.keep(kept, r, t, counted, triggers) for t in targets]
    else:
        values = [s.stop(dice, t, counted) for t in targets]
    stays = 1.0
    for i in rr:
        stays *= 1 - _villainy_faces(dice[i][0]) / 6
    damage = p.villainy_damage if triggers else 0
    return {
        "action": "reroll" if rr else "stop",
        "ability": None,
        "reroll": sorted(rr),
        "keep": [i for i in range(len(dice)) if i not in rr],
        "text": (
            "Reroll " + ", ".join(_die_text(*dice[i]) for i in sorted(rr))
            if rr
            else "Stop and spend the dice"
        ),
        "p_complete": values[-1],
        "p_at_least": values,
        "villainy": {
            "triggers": triggers,
            "damage": damage,
            "knocks_out": bool(damage and health is not None and damage >= health),
            "p_shows_after": (1 - stays) if rr else 0.0,
        },
    }


def counted_health(p: Problem) -> int | None:
    """The hero's health as the solver needs it: ``None`` when no play can make it matter
    (even every reroll triggering villainy leaves more than all the damage requirements
    take), which spares the tables kept per health level.

    >>> from core.games.mutant_insurrection.odds.problem import problem_from_json
    >>> q = {"pool": "YB", "objectives": ["power damage 2"], "villainy_damage": 1}
    >>> counted_health(problem_from_json({**q, "health": 5})), counted_health(
    ...     problem_from_json({**q, "health": 4}))
    (None, 4)
    """
    if p.health is None:
        return None
    # every reroll that can trigger villainy: the standard ones and abilities not ignoring it
    rolls = p.rerolls + sum(
        a.uses for a in p.abilities if a.kind == "reroll" and not a.ignore_villainy
    )
    worst = rolls * (p.villainy_damage if p.villainy else 0) + sum(
        a.cost * a.uses for a in p.abilities
    )
    return None if p.health - worst > sum(o.damage for o in p.objectives) else p.health


def _rank(o: dict[str, Json]) -> tuple[Any, ...]:
    # the chance of everything first, then of k-1, k-2 ... objectives; then no villainy
    # triggered, then no ability spent, then fewer dice moved (ties in floats are read to 12
    # places)
    chances = tuple(round(float(v), 12) for v in reversed(o["p_at_least"]))
    spent = o.get("ability") is not None
    return (*chances, not o["villainy"]["triggers"], not spent, -len(o["reroll"]))


def _reroll_sets(s: Solver, p: Problem, dice: Dice) -> list[list[int]]:
    """One reroll set for each distinct kept multiset: dice that the objectives cannot tell
    apart are interchangeable, so only how many of each kind are rerolled matters. Within a
    kind, the dice rerolled first are the ones that do not trigger a villainy effect."""
    groups: dict[tuple[DieColor, int], list[int]] = {}
    for i, (c, f) in enumerate(dice):
        groups.setdefault((c, s.code(f)), []).append(i)
    for ids in groups.values():
        ids.sort(key=lambda i: ((dice[i][1].kind is FaceKind.VILLAINY) == p.villainy, i))
    lists = list(groups.values())
    return [
        [i for ids, n in zip(lists, counts, strict=True) for i in ids[:n]]
        for counts in product(*(range(len(ids) + 1) for ids in lists))
    ]


def _targets(p: Problem, at_least: bool) -> list[int]:
    n = len(p.objectives)
    return list(range(1, n + 1)) if at_least else [n]


def _decisions(
    s: Solver, p: Problem, dice: Dice, r: int, targets: Sequence[int]
) -> list[dict[str, Json]]:
    sets = _reroll_sets(s, p, dice) if r > 0 else [[]]
    options = [_option(s, p, dice, rr, r=r, targets=targets) for rr in sets]
    options.sort(key=_rank, reverse=True)
    return options


def _rolled(p: Problem) -> Dice:
    out: Dice = []
    for d in p.dice:
        assert d.face is not None
        out.append((d.color, d.face))
    return out


def solve(
    p: Problem, *, at_least: bool = True, top: int = TOP, exact: bool = False
) -> dict[str, Json]:
    """The odds and the advice for ``p`` (values are floats, or Fractions with ``exact``).

    ``p_at_least[k - 1]`` is the chance of completing at least ``k`` objectives (with
    ``at_least=False`` only the last, the chance of completing them all, is computed).
    """
    p, dropped = within_budget(p, exact)
    if p.abilities:
        out = _solve_abilities(p, at_least=at_least, top=top, exact=exact)
        out["not_counting"] = dropped
        return out
    s = solver_for(p, exact)
    targets = _targets(p, at_least)
    out = {
        "objectives": len(p.objectives),
        "rerolls": p.rerolls,
        "rolled": p.rolled,
        **({"abilities": [], "not_counting": dropped} if dropped else {}),
    }
    if p.rolled or not p.dice:
        dice = _rolled(p)
        options = _decisions(s, p, dice, p.rerolls, targets)
        best = options[0]
        out.update(
            p_complete=best["p_complete"],
            p_at_least=[max(o["p_at_least"][i] for o in options) for i in range(len(targets))],
            best=best,
            safest=safest(options),
            options=options[:top],
            stop=next(o for o in options if not o["reroll"]),
        )
        return out
    # before the first roll: every roll, then the best play after it
    values = [s.first_roll(p.rerolls, t, counted_health(p)) for t in targets]
    first = []
    for chance, dice in s.likely_rolls(3):
        best = _decisions(s, p, dice, p.rerolls, targets)[0]
        first.append(_first_roll(s, chance, dice, best))
    return _before_roll(out, p, values, first)


def _first_roll(s: Solver, chance: Num, dice: list[tuple[DieColor, Face]], best: Json) -> Json:
    """One of the likeliest first rolls and the best play after it; a result no objective
    uses stands for all such faces (villainy with no effect too)."""
    roll = [f"{c.value} {f if s.code(f) else 'other'}" for c, f in dice]
    return {"chance": chance, "roll": roll, "best": best}


def _before_roll(
    out: dict[str, Json], p: Problem, values: list[Num], first: list[Json]
) -> dict[str, Json]:
    """The answer before the dice are rolled: the chance, and the likeliest first rolls."""
    out.update(
        p_complete=values[-1],
        p_at_least=values,
        best={"text": f"Roll all {len(p.dice)} dice", "reroll": [], "first_rolls": first},
        options=[],
        stop=None,
    )
    return out


def choice(p: Problem, reroll: Sequence[int], *, exact: bool = False) -> dict[str, Json]:
    """What rerolling the dice at ``reroll`` (none: stopping) is worth, beside the best choice.

    Built from the cached tables of :func:`solve`, so a tap on a die costs a lookup.
    """
    if not p.rolled:
        raise OddsError("roll the dice first")
    dice = _rolled(p)
    if any(not isinstance(i, int) or not 0 <= i < len(dice) for i in reroll):
        raise OddsError("there is no such die")
    if reroll and p.rerolls <= 0:
        raise OddsError("no reroll is left")
    p = within_budget(p, exact)[0]
    if p.abilities:
        ls = ability_solver_for(p, exact)
        targets = _targets(p, True)
        rr = sorted(set(reroll))
        best = _ability_decisions(ls, p, dice, targets)[0]
        picked = _ability_decisions(ls, p, dice, targets, sets=[rr], only="standard")[0]
        return {"choice": picked, "best": best, "is_best": _rank(picked) >= _rank(best)}
    s = solver_for(p, exact)
    targets = _targets(p, True)
    picked = _option(s, p, dice, sorted(set(reroll)), r=p.rerolls, targets=targets)
    best = _decisions(s, p, dice, p.rerolls, targets)[0]
    return {"choice": picked, "best": best, "is_best": _rank(picked) >= _rank(best)}


# -- with abilities ---------------------------------------------------------------------------
# What one decision offers: None, everything (a roll's whole choice); "standard", stopping and
# the standard rerolls only; an ability's index, that ability's own step (its rerolls only).
Only = Literal["standard"] | int | None


def _ability_decisions(
    ls: AbilitySolver,
    p: Problem,
    dice: Dice,
    targets: Sequence[int],
    *,
    sets: list[list[int]] | None = None,
    only: Only = None,
    allowed: Sequence[int] | None = None,
) -> list[dict[str, Json]]:
    """Every distinct legal action now (standard rerolls, each ability on each die it may take,
    stopping), valued by the ability solver's tables and ranked best first.

    ``sets``: the reroll sets to value (by default one for each distinct kept multiset);
    ``only``: ``"standard"`` (stopping and standard rerolls) or an ability's index (its own
    step: that ability's rerolls of dice in ``allowed``, nothing else).
    """
    counts = counts_of(dice)
    s = ls.shape(counts)
    n2 = len(s.comps[1])
    u = tuple(a.uses for a in p.abilities)
    h = counted_health(p)
    r = p.rerolls
    damage = p.villainy_damage if p.villainy else 0
    if sets is None:
        sets = _reroll_sets(s, p, dice)
    stops = [] in sets
    sets = [rr for rr in sets if rr and (allowed is None or set(rr) <= set(allowed))]
    ends = ls.ends(h)
    rolling = r > 0 or any(n for i, n in enumerate(u) if i not in ends)

    def kept_values(
        rr: list[int], r2: int, u2: tuple[int, ...], ignore: bool, h2: int | None
    ) -> list[Num]:
        kept = [d for i, d in enumerate(dice) if i not in rr]
        triggers = any(dice[i][1].kind is FaceKind.VILLAINY for i in rr) and not ignore
        if triggers and damage and h2 is not None:
            if h2 <= damage:
                return [s._one(False) for _ in targets]  # the villainy effect knocks out
            h2 -= damage
        i1, i2, i3 = s.index(kept)
        return [ls.kept(counts, r2, u2, t, h2)[i1 * n2 + i2][i3] for t in targets]

    def entry(action: str, values: list[Num], text: str, **extra: Json) -> dict[str, Json]:
        rr = extra.pop("reroll", [])
        ability = extra.pop("ability", None)
        ignore = extra.pop("ignore", False)
        triggers = (
            p.villainy and not ignore and any(dice[i][1].kind is FaceKind.VILLAINY for i in rr)
        )
        stays = 1.0
        for i in rr:
            stays *= 1 - _villainy_faces(dice[i][0]) / 6
        dmg = damage if triggers else 0
        return {
            "action": action,
            "ability": ability,
            "reroll": sorted(rr),
            "keep": [i for i in range(len(dice)) if i not in rr],
            "text": text,
            "p_complete": values[-1],
            "p_at_least": values,
            "villainy": {
                "triggers": triggers,
                "damage": dmg,
                "knocks_out": bool(dmg and p.health is not None and dmg >= p.health),
                "p_shows_after": (1 - stays) if rr else 0.0,
            },
            **extra,
        }

    def names(rr: list[int]) -> str:
        return ", ".join(_die_text(*dice[i]) for i in sorted(rr))

    options = []
    if only is None or (only == "standard" and stops):
        options.append(
            entry("stop", [s.stop(dice, t, h) for t in targets], "Stop and spend the dice")
        )
    if r > 0 and only in (None, "standard"):
        options += [
            entry("reroll", kept_values(rr, r - 1, u, False, h), f"Reroll {names(rr)}", reroll=rr)
            for rr in sets
        ]
    for i, a in enumerate(p.abilities):
        can, ha = paid(a, h)  # the health left after the ability's damage cost
        if not a.uses or only not in (None, i) or not can:
            continue
        u2 = (*u[:i], u[i] - 1, *u[i + 1 :])
        cost = f" ({a.cost} damage)" if a.cost else ""
        use = "" if only == i else f"Use {a.name or a.effect}{cost}: "
        if a.kind == "reroll":
            how = " (no villainy)" if a.ignore_villainy else ""
            options += [
                entry(
                    "ability",
                    kept_values(rr, r, u2, a.ignore_villainy, ha),
                    f"{use}{'reroll' if use else 'Reroll'} {names(rr)}{how}",
                    reroll=rr,
                    ability=i,
                    ignore=a.ignore_villainy,
                )
                for rr in sets
                if len(rr) <= a.amount and all(a.takes(*dice[j]) for j in rr)
            ]
        elif a.kind == "add":
            for color in a.add_colors():
                big = with_die(counts, color)
                if big is None:
                    continue
                s2 = ls.shape(big)
                j1, j2, j3 = s2.index(dice)
                n2b = len(s2.comps[1])
                values = [ls.kept(big, r, u2, t, ha)[j1 * n2b + j2][j3] for t in targets]
                text = f"{use}add a {color.value} die"
                options.append(entry("ability", values, text, ability=i, add=color.value))
        else:
            # a move best kept for the end (layered's docstring) is valued as one after the
            # last roll: exact when stopping is best, and never above a better reroll
            last = i in ends
            tables = [
                ls.end_values(counts, ls.only_ends(u2, h), t, ha)
                if last
                else ls.values(counts, r, u2, t, ha)
                for t in targets
            ]
            then = ", rerolling no more" if last and rolling else ""
            seen: set[tuple[DieColor, int, int]] = set()
            for j, (c, f) in enumerate(dice):
                for to, verb in _moves_of(a, c, f):
                    key = (c, s.code(f), s.code(to))
                    if key[1] == key[2] or key in seen:
                        continue  # a useless move, or one already listed
                    seen.add(key)
                    moved = [*dice[:j], (c, to), *dice[j + 1 :]]
                    values = [ls.at(moved, table, last) for table in tables]
                    options.append(
                        entry(
                            "ability",
                            values,
                            f"{use}{verb} {_die_text(c, f)} to {to}{then}",
                            ability=i,
                            die=j,
                            to=str(to),
                        )
                    )
    options.sort(key=_rank, reverse=True)
    return options


def _moves_of(a: Ability, c: DieColor, f: Face) -> list[tuple[Face, str]]:
    """What a turn, a raise or a double may make of a die of colour ``c`` showing ``f``."""
    if a.kind == "face":
        return [(to, "turn") for to in a.targets(c) if to != f] if a.takes(c, f) else []
    if f.kind is not FaceKind.FIGHT:
        return []
    return [(Face(FaceKind.FIGHT, a.grow(f.value)), a.kind)]


def _solve_abilities(p: Problem, *, at_least: bool, top: int, exact: bool) -> dict[str, Json]:
    """:func:`solve` counting the hero's abilities (the same answer's shape, with each
    decision's ``action``: ``stop``, ``reroll`` or ``ability``)."""
    ls = ability_solver_for(p, exact)
    targets = _targets(p, at_least)
    out: dict[str, Json] = {
        "objectives": len(p.objectives),
        "rerolls": p.rerolls,
        "rolled": p.rolled,
        "abilities": [str(a) for a in p.abilities],
        "not_counting": [],  # every kind the solver reads is modelled exactly
    }
    h = counted_health(p)
    if p.rolled or not p.dice:
        options = _ability_decisions(ls, p, _rolled(p), targets)
        out.update(
            p_complete=options[0]["p_complete"],
            p_at_least=[max(o["p_at_least"][i] for o in options) for i in range(len(targets))],
            best=options[0],
            safest=safest(options),
            options=options[:top],
            stop=next(o for o in options if o["action"] == "stop"),
        )
        return out
    values = [ls.value(p, t, h) for t in targets]
    first = []
    s = ls.shape(counts_of([(d.color, FACES[d.color][0]) for d in p.dice]))
    for chance, dice in s.likely_rolls(3):
        rolled = replace(p, dice=tuple(Die(c, f) for c, f in dice))
        best = _ability_decisions(ls, rolled, dice, targets)[0]
        first.append(_first_roll(s, chance, dice, best))
    return _before_roll(out, p, values, first)


def within_budget(p: Problem, exact: bool = False) -> tuple[Problem, list[str]]:
    """``p`` with abilities left out, costliest first (a die of any colour, then any added
    die, then the last named), until the solve's tables fit :data:`WORK_BUDGET`; and the
    names of those left out, to be said beside the number.

    >>> from core.games.mutant_insurrection.odds.problem import problem_from_json
    >>> q = {"pool": "RRYYBBBR", "objectives": ["teamwork teamwork", "power fight 3"],
    ...      "rerolls": 2, "health": 6, "abilities": ["Love: add any", "reroll 1"]}
    >>> p, left_out = within_budget(problem_from_json(q))
    >>> [str(a) for a in p.abilities], left_out
    (['reroll 1'], ['Love (too many dice to count it in time)'])
    """
    dropped: list[str] = []
    while p.abilities:
        n = p.colors()
        counts = (n[DieColor.RED], n[DieColor.YELLOW], n[DieColor.BLUE])
        uses = tuple(a.uses for a in p.abilities)
        # the cached solver the solve itself will use: its pool layouts are built once
        work = ability_solver_for(p, exact).work(counts, p.rerolls, uses, counted_health(p))
        if work <= WORK_BUDGET:
            break
        i = max(
            range(len(p.abilities)),
            key=lambda k: (
                p.abilities[k].kind == "add",
                len(p.abilities[k].add_colors()) if p.abilities[k].kind == "add" else 0,
                k,
            ),
        )
        a = p.abilities[i]
        dropped.append(f"{a.name or a.effect} (too many dice to count it in time)")
        p = replace(p, abilities=p.abilities[:i] + p.abilities[i + 1 :])
    return p, dropped


def safest(options: Sequence[dict[str, Json]]) -> dict[str, Json] | None:
    """When the best decision triggers the villainy effect, the best one that does not (none
    knocks the hero out or costs the villainy's damage); None when the best is already safe
    or every decision triggers it.

    >>> from core.games.mutant_insurrection.odds.problem import problem_from_json
    >>> p = problem_from_json({"dice": ["Y power", "B villainy"], "rerolls": 1,
    ...     "objectives": ["power teamwork"], "villainy_damage": 1, "health": 3})
    >>> a = solve(p)
    >>> a["best"]["text"], a["best"]["villainy"]["triggers"], a["safest"]["text"]
    ('Reroll blue villainy', True, 'Stop and spend the dice')
    """
    ranked = sorted(options, key=_rank, reverse=True)
    if not ranked or not ranked[0]["villainy"]["triggers"]:
        return None
    return next((o for o in ranked if not o["villainy"]["triggers"]), None)


def solve_step(
    p: Problem,
    step: Ability,
    allowed: Sequence[int],
    *,
    reroll: Sequence[int] | None = None,
    top: int = TOP,
    exact: bool = False,
) -> dict[str, Json]:
    """The odds inside an ability's own reroll step: the hero has started ``step`` (a
    reroll of up to ``step.amount`` of the dice at ``allowed``) and chooses its dice, so only
    its choices are legal now; the rest of the attempt is played best, as in :func:`solve`.
    With ``reroll``, ``selection`` values those dice as this step's reroll.

    >>> from core.games.mutant_insurrection.odds.problem import problem_from_json
    >>> p = problem_from_json({"dice": ["Y power", "B villainy", "Y fight 2"], "rerolls": 1,
    ...     "objectives": ["power teamwork"], "villainy_damage": 1})
    >>> a = solve_step(p, Ability("reroll", 1, ignore_villainy=True), [0, 1])
    >>> a["best"]["text"], [o["reroll"] for o in a["options"]]  # never the fight 2: not offered
    ('Reroll blue villainy (no villainy)', [[1], [0]])
    """
    if not p.rolled:
        raise OddsError("roll the dice first")
    dice = _rolled(p)
    if any(not isinstance(i, int) or not 0 <= i < len(dice) for i in [*allowed, *(reroll or [])]):
        raise OddsError("there is no such die")
    p, dropped = within_budget(p, exact)
    i = len(p.abilities)
    q = replace(p, abilities=(*p.abilities, replace(step, uses=1)))
    ls = ability_solver_for(q, exact)
    targets = _targets(q, True)
    options = _ability_decisions(ls, q, dice, targets, only=i, allowed=allowed)
    if not options:
        raise OddsError("no die may be rerolled in this step")
    out: dict[str, Json] = {
        "objectives": len(p.objectives),
        "rerolls": p.rerolls,
        "rolled": True,
        "step": str(step),
        "abilities": [str(a) for a in p.abilities],
        "not_counting": dropped,
        "p_complete": options[0]["p_complete"],
        "p_at_least": [max(o["p_at_least"][k] for o in options) for k in range(len(targets))],
        "best": options[0],
        "safest": safest(options),
        "options": options[:top],
        "stop": None,
    }
    if reroll:
        rr = sorted(set(reroll))
        if len(rr) > step.amount or not set(rr) <= set(allowed):
            raise OddsError("this reroll may not take those dice")
        picked = _ability_decisions(ls, q, dice, targets, sets=[rr], only=i, allowed=allowed)[0]
        out["selection"] = {
            "choice": picked,
            "best": options[0],
            "is_best": _rank(picked) >= _rank(options[0]),
        }
    return out


def as_json(v: Json, digits: int | None = 6) -> Json:
    """Floats (and Fractions) rounded for the wire, recursively (``None``: not rounded).

    >>> from fractions import Fraction
    >>> as_json({"p": [Fraction(1, 3), 0.5]}, 3), as_json([Fraction(1, 3)], None)
    ({'p': [0.333, 0.5]}, [0.3333333333333333])
    """
    if isinstance(v, dict):
        return {k: as_json(x, digits) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [as_json(x, digits) for x in v]
    if isinstance(v, bool | int | str) or v is None:
        return v
    return float(v) if digits is None else round(float(v), digits)


__all__ = ["Num", "as_json", "choice", "safest", "solve", "solve_step"]
