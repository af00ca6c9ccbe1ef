"""Odds that know the hero in digital play (issue 26): at every Step 3 decision of whole games
the active hero's usable abilities are read from the cards and counted, a card the solver
cannot model exactly is named beside the number, and the advice names only abilities the
hero may really use now."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.advice import suggest
from core.games.mutant_insurrection.content.loader import default_content
from core.games.mutant_insurrection.odds.advice import solve
from core.games.mutant_insurrection.odds.from_game import (
    abilities_from_engine,
    problem_from_engine,
)
from core.games.mutant_insurrection.rules.abilities import usable
from core.games.mutant_insurrection.rules.engine import Engine

CORE = default_content()
HEROES = list(CORE.heroes)


@pytest.mark.rule("Power Card Abilities")
def test_every_roll_decision_counts_the_abilities_the_hero_may_use() -> None:
    seen = counted = left_out = 0
    slowest = 0.0
    for seed in range(1, 7):
        g = mi.new_game(HEROES[seed % 4 : seed % 4 + 3], "normal", None, seed, CORE)
        steps = 0
        while g.outcome is None and steps < 2500:
            e = Engine(g.s, g.content)
            p = problem_from_engine(e)
            if p is not None and p.rolled and len(p.dice) <= 6:
                abilities, missing = abilities_from_engine(e)
                names = {str(ab.get("name")) for _key, ab in usable(e, "roll")}
                assert {a.name for a in abilities} <= names
                assert all(any(m.startswith(n) for n in names) for m in missing), missing
                seen += 1
                counted += bool(abilities)
                left_out += bool(missing)
                start = time.perf_counter()
                with_them = solve(p, at_least=False)
                slowest = max(slowest, time.perf_counter() - start)
                without = solve(replace(p, abilities=()), at_least=False)
                # an ability is a choice the hero may decline: never a lower chance
                assert with_them["p_complete"] >= without["p_complete"] - 1e-9
                best = with_them["best"]
                if best.get("action") == "ability":
                    used = abilities[best["ability"]]  # an index into what the hero has
                    assert used.name in best["text"]
            for a in suggest(g)["actions"]:
                g.apply(a)
            steps += 1
    assert seen > 20 and counted > 5, (seen, counted)
    print(
        f"\n{seen} roll decisions, {counted} with abilities counted, {left_out} naming some "
        f"not counted; slowest solve {slowest * 1000:.0f} ms"
    )
