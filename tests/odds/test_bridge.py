"""The odds bridge: the question of a digital game's attempt read from the engine (rulebook:
Step 3: Roll Dice; Villainy) and answered like the same question typed in."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core import bridge
from core.games.mutant_insurrection.engine_api import _open
from core.games.mutant_insurrection.odds.from_game import problem_from_game
from tests.rules.rulekit import alone, at_mission, game, reroll


def call(method: str, **params: Any) -> Any:
    return json.loads(bridge.handle(json.dumps({"id": 1, "method": method, "params": params})))


def test_feature_is_declared() -> None:
    assert bridge.FEATURES["odds."] == "core.games.mutant_insurrection.odds.api"


@pytest.mark.rule("Step 3: Roll Dice", "Villainy")
def test_game_attempt_odds_match_the_typed_question() -> None:
    """Juggernaut (villainy: suffer 2 damage), Wolverine alone: 3 red + yellow, red + yellow;
    his Never Back Down (reroll any dice showing power or teamwork) is counted."""
    g = game(("wolverine", "storm"))
    at_mission(g, "juggernaut", wolverine="m:juggernaut", storm="school:office")
    alone(g, ["villainy", "villainy", "fight 3", "teamwork", "fight 2", "fight 2"])
    gid = _open(g)["game"]
    r = call("odds.game", game=gid, reroll=[0, 1])["result"]
    p = problem_from_game(g)
    assert p is not None
    assert (p.villainy, p.villainy_damage, p.health, p.rerolls) == (True, 2, 8, 2)
    typed = call(
        "odds.solve",
        question={
            "dice": [
                "R villainy",
                "R villainy",
                "R fight 3",
                "Y teamwork",
                "R fight 2",
                "Y fight 2",
            ],
            "objectives": ["fight 5", "teamwork teamwork teamwork"],
            "villainy_damage": 2,
            "health": 8,
            "abilities": ["Never Back Down: reroll all power teamwork"],
        },
    )["result"]
    assert r["p_complete"] == typed["p_complete"] > 0
    assert r["abilities"] == typed["abilities"] and r["not_counting"] == []
    assert r["selection"]["choice"]["villainy"]["triggers"]
    # dice are named by the engine's ids, which the attempt screen shows
    assert set(r["best"]["reroll"]) | set(r["best"]["keep"]) == {0, 1, 2, 3, 4, 5}
    g.force_dice(["teamwork", "teamwork"])
    reroll(g, 0, 1)
    after = call("odds.game", game=gid)["result"]
    assert after["rerolls"] == 1 and after["p_complete"] >= 0


def test_no_attempt_no_odds() -> None:
    g = game()
    assert call("odds.game", game=_open(g)["game"])["result"] is None
    assert call("odds.game", game="nope")["error"]["type"] == "IllegalActionError"
