"""The odds of a game's decision now (``odds.game``'s answer), with dice named by the engine's
ids. Apart from odds/api.py (the bridge methods) so that a bot can ask it without importing the
bridge and the engine API (which would close an import circle through the bots).
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.odds.advice import as_json, choice, solve
from core.games.mutant_insurrection.odds.problem import MAX_DICE, OddsError, Problem

Json = Any


def game_odds(g: Game, reroll: list[int] | None = None) -> Json:
    """``odds.game``'s answer for a game: the odds of the decision now, dice named by id.

    >>> from core.games import mutant_insurrection as mi
    >>> game_odds(mi.new_game(seed=1)) is None  # deploying: no die is rolled
    True
    """
    from core.games.mutant_insurrection.odds.from_game import (
        abilities_from_engine,
        problem_from_game,
    )
    from core.games.mutant_insurrection.rules.engine import Engine

    d = g.s.get("decision")
    att = g.s.get("att")
    if att and len(att["pool"]) > MAX_DICE and d and d["kind"] in ("roll", "ability_reroll"):
        raise OddsError(
            f"The odds are worked out for pools of up to {MAX_DICE} dice; "
            f"this one has {len(att['pool'])}."
        )
    p = problem_from_game(g)
    # only a decision about the dice has odds (a colour to add, a die to discard... has none)
    if p is None or d is None or d["kind"] not in ("roll", "ability_reroll"):
        return None
    ids = [int(x["id"]) for x in g.s["att"]["pool"]]
    if reroll is not None and any(i not in ids for i in reroll):
        raise OddsError("that die is not in the pool")
    missing = abilities_from_engine(Engine(g.s, g.content))[1]
    if d["kind"] == "ability_reroll":  # an ability's own step: only its reroll is legal now
        out = _step(p, d, ids, reroll or [])
        out["not_counting"] = missing + out["not_counting"]
        return out
    out = _by_id(as_json(solve(p)), ids)
    # what the chance leaves out, said beside it (issue 26): never silently
    out["not_counting"] = missing + out.get("not_counting", [])
    out.setdefault("abilities", [str(a) for a in p.abilities])
    if reroll is not None:
        out["selection"] = _by_id(as_json(choice(p, [ids.index(i) for i in reroll])), ids)
    return out


def _step(p: Problem, d: Json, ids: list[int], wanted: list[int]) -> dict[str, Json]:
    """odds.game inside an ability's reroll step: the dice it offers, up to its limit."""
    from core.games.mutant_insurrection.odds.abilities import ALL, Ability
    from core.games.mutant_insurrection.odds.advice import solve_step

    offer = d["options"][0]
    step = Ability("reroll", int(offer.get("max", ALL)), bool(d["resume"].get("ignore")))
    allowed = [ids.index(int(i)) for i in offer["dice"]]
    out = solve_step(p, step, allowed, reroll=[ids.index(i) for i in wanted] or None)
    answer: dict[str, Json] = _by_id(as_json(out), ids)
    return answer


def _by_id(v: Json, ids: list[int]) -> Json:
    """Pool positions in ``reroll``/``keep`` lists renamed to the engine's die ids."""
    if isinstance(v, list):
        return [_by_id(x, ids) for x in v]
    if not isinstance(v, dict):
        return v
    return {
        k: [ids[i] for i in x] if k in ("reroll", "keep") else _by_id(x, ids) for k, x in v.items()
    }
