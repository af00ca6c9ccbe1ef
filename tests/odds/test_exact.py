"""The solver against the brute force over ordered dice, exactly (rulebook: Step 3: Roll Dice;
Villainy; Step 4: Complete Objectives; Other Restrictions; Clarifications: Missions)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.odds.advice import solve
from core.games.mutant_insurrection.odds.problem import Problem
from tests.odds.cases import FAMILY
from tests.odds.reference import brute_values

pytestmark = pytest.mark.rule(
    "Step 3: Roll Dice",
    "Villainy",
    "Step 4: Complete Objectives",
    "Other Restrictions",
    "Training Tokens",
    "Clarifications: Missions",
)


@pytest.mark.parametrize(("name", "p"), FAMILY, ids=[n for n, _ in FAMILY])
def test_family_matches_brute_force(name: str, p: Problem) -> None:
    got = solve(p, exact=True, top=10_000)
    n = len(p.objectives)
    for k in range(1, n + 1):
        want, by_subset = brute_values(p, k)
        assert got["p_at_least"][k - 1] == want, f"at least {k}"
        if p.rolled:
            # every decision the advice lists is worth what the brute force says it is
            for o in got["options"]:
                assert o["p_at_least"][k - 1] == by_subset[tuple(o["reroll"])]
    assert got["p_complete"] == got["p_at_least"][-1]


@pytest.mark.parametrize(
    ("name", "p"), [c for c in FAMILY if c[1].rolled], ids=[n for n, c in FAMILY if c.rolled]
)
def test_advice_never_recommends_a_worse_keep(name: str, p: Problem) -> None:
    """No reroll set, however chosen, beats the recommended one (ties allowed)."""
    got = solve(p, exact=True, top=10_000)
    _, by_subset = brute_values(p, len(p.objectives))
    assert got["best"]["p_complete"] == max(by_subset.values())
    listed = [o["p_complete"] for o in got["options"]]
    assert listed == sorted(listed, reverse=True)
