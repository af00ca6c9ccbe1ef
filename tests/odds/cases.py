"""A seeded family of small attempts: 1-4 dice, 1-3 objectives, 0-2 rerolls, with every rule
the solver follows somewhere in it (tokens, order arrow and a free objective, villainy damage
and health, damage requirements, rolled and unrolled pools)."""

from __future__ import annotations

import random

from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind
from core.games.mutant_insurrection.odds.problem import (
    Die,
    Objective,
    Problem,
    Requirement,
    make_problem,
)

KINDS = ("power", "teamwork", "fight", "fight", "damage")


def objective(rng: random.Random, free: bool = False) -> Objective:
    reqs = []
    for _ in range(rng.randint(1, 3)):
        kind = rng.choice(KINDS)
        value = (
            rng.randint(1, 5) if kind == "fight" else rng.randint(1, 2) if kind == "damage" else 0
        )
        reqs.append(Requirement(kind, value))
    if all(r.kind == "damage" for r in reqs):
        reqs.append(Requirement("teamwork"))
    return Objective(tuple(reqs), free)


def case(n_dice: int, n_obj: int, rerolls: int, seed: int) -> Problem:
    rng = random.Random(seed)
    colors = [rng.choice(list(DieColor)) for _ in range(n_dice)]
    rolled = n_dice >= 4 or rng.random() < 0.3
    dice = [Die(c, rng.choice(FACES[c]) if rolled else None) for c in colors]
    order = rng.random() < 0.4
    objs = [
        objective(rng, free=order and i == n_obj - 1 and rng.random() < 0.5) for i in range(n_obj)
    ]
    tokens: list[Face] = []
    if rng.random() < 0.3:
        tokens.append(
            rng.choice([Face(FaceKind.POWER), Face(FaceKind.TEAMWORK), Face(FaceKind.FIGHT, 1)])
        )
    villainy = rng.random() < 0.5
    return make_problem(
        dice,
        objs,
        rerolls=rerolls,
        fixed=tokens,
        order=order,
        villainy=villainy,
        villainy_damage=rng.randint(1, 2) if villainy and rng.random() < 0.7 else 0,
        health=rng.choice([None, 1, 2, 3, 4]),
    )


FAMILY = [
    (f"{d}d-{o}o-{r}r", case(d, o, r, seed=100 * d + 10 * o + r))
    for d in range(1, 5)
    for o in range(1, 4)
    for r in range(3)
]


def _rolled(*dice: str) -> list[Die]:
    from core.games.mutant_insurrection.odds.problem import parse_die

    return [parse_die(d) for d in dice]


def _objs(*texts: str) -> list[Objective]:
    from core.games.mutant_insurrection.odds.problem import parse_objective

    return [parse_objective(t) for t in texts]


# Villainy that hurts: rerolling a villainy die costs health, and a second trigger knocks out
FAMILY += [
    (
        "villainy-worth-it",
        make_problem(
            _rolled("R villainy", "Y villainy", "B teamwork"),
            _objs("teamwork teamwork", "power"),
            villainy=True,
            villainy_damage=1,
            health=2,
        ),
    ),
    (
        "villainy-knocks-out",
        make_problem(
            _rolled("B villainy", "B power"),
            _objs("teamwork power"),
            rerolls=1,
            villainy=True,
            villainy_damage=2,
            health=2,
        ),
    ),
    (
        "villainy-and-damage-requirements",
        make_problem(
            _rolled("B villainy", "B power", "Y teamwork"),
            _objs("power damage 1", "teamwork damage 1", "teamwork"),
            villainy=True,
            villainy_damage=1,
            health=2,
        ),
    ),
]
