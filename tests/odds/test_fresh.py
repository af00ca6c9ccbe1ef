"""Odds that are always fresh (issue 26): at every decision of whole digital games the odds
are for the decision now or absent, and they only ever recommend an action the engine offers
now -- inside an ability's own reroll step too, where only that reroll is legal (rulebook:
Step 3: Roll Dice; Villainy; Power Card Abilities)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.advice import suggest
from core.games.mutant_insurrection.content.loader import default_content
from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.odds.api import game_odds
from core.games.mutant_insurrection.odds.problem import MAX_DICE, OddsError

CORE = default_content()
HEROES = list(CORE.heroes)
Json = Any


def _illegal(g: Game, o: Json) -> str | None:
    """Why the recommended option ``o`` is not an action the engine offers now (None: it is)."""
    d = g.s["decision"]
    offered = {x["id"]: x for x in d["options"]}
    if d["kind"] == "ability_reroll":
        step = offered["reroll"]
        if o["action"] != "ability" or not o["reroll"]:
            return f"{o['text']!r} inside an ability's reroll step"
        if not set(o["reroll"]) <= set(step["dice"]) or len(o["reroll"]) > step.get("max", 99):
            return f"{o['text']!r} takes dice the step does not offer"
        preview = g.reroll_preview(o["reroll"])
        if o["villainy"]["triggers"] and d["resume"].get("ignore"):
            return f"{o['text']!r} says villainy triggers in a reroll that ignores it"
        if preview["villainy"] and not o["villainy"]["triggers"]:
            return f"{o['text']!r} misses the villainy the engine resolves"
        return None
    if o["action"] == "stop":
        return None if "stop" in offered else "stop is not offered"
    if o["action"] == "reroll":
        step = offered.get("reroll")
        if step is None or not set(o["reroll"]) <= set(step["dice"]):
            return f"{o['text']!r}: no standard reroll of those dice now"
        return None
    labels = [x["label"] for k, x in offered.items() if k.startswith("ability:")]
    # "Use Mind Link: ...", or with a damage cost "Use Borrowed Strength (1 damage): ..."
    if not any(re.match(re.escape(label) + r"( \(\d+ damage\))?:", o["text"]) for label in labels):
        return f"{o['text']!r} is not among {labels}"
    return None


@pytest.mark.rule("Power Card Abilities")
def test_every_decision_has_fresh_odds_that_recommend_only_legal_actions() -> None:
    kinds: dict[str, int] = {}
    big = 0
    for seed in (11, 12, 13):
        g = mi.new_game(HEROES[seed % 5 : seed % 5 + 3], "normal", None, seed, CORE)
        steps = 0
        while g.outcome is None and steps < 2500:
            d = g.s["decision"]
            try:
                out = game_odds(g)
            except OddsError as exc:  # a pool past the solver's size is said in words
                assert len(g.s["att"]["pool"]) > MAX_DICE and "up to 9 dice" in str(exc)
                big += 1
                out = None
            if d is None or d["kind"] not in ("roll", "ability_reroll"):
                assert out is None, d and d["kind"]
            elif out is not None:
                kinds[d["kind"]] = kinds.get(d["kind"], 0) + 1
                shown = [out["best"], *out["options"]] + ([out["safest"]] if out["safest"] else [])
                for o in shown:
                    why = _illegal(g, o)
                    assert why is None, (seed, steps, why)
                if d["kind"] == "ability_reroll":
                    assert out["stop"] is None and out["step"]
                    first = out["best"]["reroll"][:1]
                    chosen = game_odds(g, first)["selection"]["choice"]
                    assert chosen["reroll"] == first and chosen["action"] == "ability"
            for a in suggest(g)["actions"]:
                g.apply(a)
            steps += 1
    assert kinds.get("roll", 0) > 30 and kinds.get("ability_reroll", 0) >= 3, kinds
    print(f"\nfresh, legal odds at {kinds}; {big} decisions with a pool past {MAX_DICE} dice")


@pytest.mark.rule("Step 3: Roll Dice")
def test_a_pool_past_the_solvers_size_is_said_in_words() -> None:
    # a real game whose pool grows past 9 dice (dice added by abilities and assists)
    g = mi.new_game(HEROES[4:7], "normal", None, 2, CORE)
    steps = 0
    while g.outcome is None and steps < 2500:
        att = g.s["att"]
        d = g.s["decision"]
        if att and len(att["pool"]) > MAX_DICE and d and d["kind"] == "roll":
            with pytest.raises(OddsError, match=f"up to {MAX_DICE} dice; this one has"):
                game_odds(g)
            return
        for a in suggest(g)["actions"]:
            g.apply(a)
        steps += 1
    raise AssertionError("no pool grew past the solver's size")
