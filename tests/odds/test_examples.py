"""The rulebook's worked examples as odds, and a seeded Monte Carlo on large pools."""

from __future__ import annotations

import math
import random

import pytest

from core.games.mutant_insurrection.dice import FACES, FaceKind
from core.games.mutant_insurrection.odds.advice import choice, solve
from core.games.mutant_insurrection.odds.problem import (
    Problem,
    make_problem,
    parse_die,
    parse_objective,
    problem_from_json,
)
from tests.odds.reference import completed

MYSTIQUE = ["teamwork teamwork power", "power teamwork damage 2", "fight 3 teamwork teamwork"]


def _at(dice: list[str], rerolls: int) -> Problem:
    return problem_from_json({"dice": dice, "objectives": MYSTIQUE, "rerolls": rerolls})


@pytest.mark.rule("Mission Attempt Example", "Step 3: Roll Dice", "Step 4: Complete Objectives")
def test_mystique_example_as_odds() -> None:
    """Attempting Missions, Mission Attempt Example: Phoenix (3 yellow, 3 blue) at Mystique.
    What happened -- two objectives completed after two rerolls -- had a non-zero chance at
    every step, and each of her keeps is worth what the table says."""
    before = solve(problem_from_json({"pool": "YYYBBB", "objectives": MYSTIQUE}))
    # all three need five teamwork, two power and a fight: eight results from six dice
    assert before["p_complete"] == 0 < before["p_at_least"][1] < before["p_at_least"][0] < 1
    first = _at(["Y power", "Y teamwork", "Y teamwork", "B fight 1", "B fight 1", "B fight 1"], 2)
    # she keeps power and both teamwork results and rerolls the three 1 fights
    kept = choice(first, [3, 4, 5])["choice"]
    assert kept["p_at_least"][1] > 0
    second = _at(["Y power", "Y teamwork", "Y teamwork", "B fight 2", "B fight 1", "B fight 2"], 1)
    last = choice(second, [4])["choice"]  # the last reroll, on the unhelpful 1 fight
    assert last["p_at_least"][1] > 0
    final = _at(["Y power", "Y teamwork", "Y teamwork", "B fight 2", "B teamwork", "B fight 2"], 0)
    end = solve(final)
    # power, teamwork x3, 2 + 2 fight: the bottom and middle objectives, not all three
    assert end["p_at_least"] == [1.0, 1.0, 0.0]
    assert end["best"]["text"] == "Stop and spend the dice"


@pytest.mark.rule("Villainy Example", "Villainy")
def test_villainy_example_juggernaut_risk() -> None:
    """Attempting Missions, Villainy Example: rerolling the villainy dice first makes
    Wolverine suffer 2 damage; the advice says so, and says when it would knock him out."""
    dice = ["R villainy", "R villainy", "R fight 3", "R teamwork", "Y fight 2", "Y fight 2"]
    p = problem_from_json(
        {
            "dice": dice,
            "objectives": ["teamwork teamwork teamwork"],
            "villainy_damage": 2,
            "health": 5,
        }
    )
    risky = choice(p, [0, 1, 2])["choice"]
    assert risky["villainy"] == {
        "triggers": True,
        "damage": 2,
        "knocks_out": False,
        "p_shows_after": pytest.approx(1 - (5 / 6) ** 3),
    }
    safe = choice(p, [2])["choice"]
    assert not safe["villainy"]["triggers"] and safe["p_complete"] < risky["p_complete"]
    frail = problem_from_json(
        {
            **{"dice": dice, "objectives": ["teamwork teamwork teamwork"]},
            "villainy_damage": 2,
            "health": 2,
        }
    )
    doomed = choice(frail, [0, 1, 2])["choice"]
    assert doomed["villainy"]["knocks_out"] and doomed["p_complete"] == 0


def _play(p: Problem, rng: random.Random) -> bool:
    """One attempt by the rules: roll, follow the advice, suffer villainy, then spend."""
    dice = [(d.color, rng.choice(FACES[d.color])) for d in p.dice]
    health = p.health
    for left in range(p.rerolls, 0, -1):
        now = make_problem(
            [parse_die(f"{c.value} {f}") for c, f in dice],
            p.objectives,
            rerolls=left,
            fixed=p.fixed,
            villainy=p.villainy,
            villainy_damage=p.villainy_damage,
            health=health,
        )
        reroll = solve(now, at_least=False, top=1)["best"]["reroll"]
        if not reroll:
            break
        if (
            p.villainy_damage
            and health is not None
            and any(dice[i][1].kind is FaceKind.VILLAINY for i in reroll)
        ):
            health -= p.villainy_damage
            if health <= 0:
                return False  # knocked out before spending anything
        for i in reroll:
            dice[i] = (dice[i][0], rng.choice(FACES[dice[i][0]]))
    return completed(p, [f for _, f in dice], health) == len(p.objectives)


@pytest.mark.rule("Step 3: Roll Dice", "Villainy", "Step 4: Complete Objectives")
@pytest.mark.parametrize(
    ("pool", "objectives", "extra"),
    [
        ("YYYBBB", MYSTIQUE, {}),
        (
            "RRRYBBB",
            ["fight 4 power", "teamwork teamwork", "fight 2"],
            {"villainy_damage": 1, "health": 2},  # a second trigger knocks the hero out
        ),
        ("RRYYYBBB", ["power power teamwork", "fight 5", "teamwork fight 2"], {}),
    ],
)
def test_monte_carlo_agrees_on_large_pools(pool: str, objectives: list[str], extra: dict) -> None:
    """Seeded play with the advised keeps lands within 4 standard errors of the exact value."""
    p = problem_from_json({"pool": pool, "objectives": objectives, **extra})
    exact = solve(p, at_least=False)["p_complete"]
    rng = random.Random(pool)
    n = 1000
    wins = sum(_play(p, rng) for _ in range(n))
    se = math.sqrt(exact * (1 - exact) / n)
    assert abs(wins / n - exact) <= 4 * se, (wins / n, exact)


@pytest.mark.rule("Other Restrictions")
def test_order_arrow_and_threat_sections() -> None:
    """Other Restrictions: with the order arrow only the top objectives count; a yellow
    requirement counts from threat 6, a red one from 11."""
    free = problem_from_json(
        {"dice": ["B teamwork"], "objectives": ["power", "teamwork"], "rerolls": 0}
    )
    arrow = problem_from_json(
        {"dice": ["B teamwork"], "objectives": ["power", "teamwork"], "rerolls": 0, "order": True}
    )
    assert solve(free)["p_at_least"] == [1.0, 0.0]
    assert solve(arrow)["p_at_least"] == [0.0, 0.0]
    assert str(parse_objective("teamwork yellow:power red:fight 2", threat=5)) == "teamwork"
    assert str(parse_objective("teamwork yellow:power red:fight 2", threat=6)) == "teamwork power"
    assert len(parse_objective("teamwork yellow:power red:fight 2", threat=11).requirements) == 3


@pytest.mark.rule("Training Tokens")
def test_training_token_is_a_fixed_result() -> None:
    """Training Tokens: spent as a result of its kind, never rerolled."""
    p = problem_from_json(
        {"dice": ["Y fight 2"], "objectives": ["power"], "tokens": ["power"], "rerolls": 2}
    )
    a = solve(p)
    assert a["p_complete"] == 1.0 and a["best"]["reroll"] == []
