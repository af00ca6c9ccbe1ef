"""Random play: whatever the taps, the table never reaches an impossible state (rulebook limits:
threat 1-15, damage never negative, one training token, two bonds, three heroes a mission)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from core.games.mutant_insurrection.companion import rules
from core.games.mutant_insurrection.companion.commands import apply
from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.setup import new_state


def _random_command(rng: random.Random, state: dict[str, Any]) -> dict[str, Any]:
    ids = [h["id"] for h in state["heroes"]]
    missions = [m["id"] for m in state["missions"]]
    if state["showdown"]:
        missions += [m["id"] for m in state["showdown"]["missions"]]
    hero = rng.choice(ids)
    mission = rng.choice(missions) if missions else 0
    return rng.choice(
        [
            {"op": "threat", "delta": rng.choice([-2, -1, 1, 2])},
            {"op": "damage", "hero": hero, "delta": rng.choice([-1, 1, 1, 2])},
            {"op": "next_phase"},
            {"op": "mission_add", "name": "M", "threat": rng.randint(0, 2)},
            {"op": "deploy", "hero": hero, "mission": mission},
            {"op": "mission_success", "mission": mission, "delta": 1},
            {"op": "mission_complete", "mission": mission},
            {"op": "sentinel", "mission": mission, "name": "S", "threat": 1},
            {"op": "villain_replace", "mission": mission, "name": "V", "threat": 1},
            {"op": "mission_remove", "mission": mission},
            {"op": "health", "hero": hero, "health": rng.randint(1, 6)},
            {"op": "training", "hero": hero, "type": rng.choice(["power", "fight", None])},
            {"op": "bond", "hero": hero, "other": rng.choice(ids), "positive": rng.random() < 0.5},
            {"op": "bond_flip", "hero": hero, "other": rng.choice(ids)},
            {"op": "bond_exhaust", "hero": hero, "other": rng.choice(ids)},
            {"op": "raise_icons"},
            {"op": "draw_threat"},
            {"op": "replace", "hero": hero, "name": f"N{rng.randint(0, 999)}", "health": 3},
            {
                "op": "showdown_start",
                "missions": [
                    {"name": "A", "defeat": 2, "attack": 1},
                    {"name": "B", "defeat": 1, "attack": 0},
                ],
            },
            {"op": "showdown_success", "mission": mission, "delta": 1},
            {"op": "showdown_attack"},
            {
                "op": "dice_roll",
                "pool": {"red": rng.randint(0, 4), "blue": 1},
                "seed": rng.random(),
            },
        ]
    )


def _check(state: dict[str, Any]) -> None:
    assert 1 <= state["threat"] <= 15
    for h in state["heroes"]:
        assert h["damage"] >= 0
        assert h["training"] in (None, "fight", "power", "teamwork")
        assert h["out"] == (h["damage"] >= h["health"])
        if h["out"]:
            assert h["mission"] is None and h["mutant"] is None
        pairs = [b for b in state["bonds"] if h["id"] in (b["a"], b["b"])]
        assert len(pairs) <= 2
        assert not (h["out"] and pairs)
    assert len({frozenset((b["a"], b["b"])) for b in state["bonds"]}) == len(state["bonds"])
    for m in state["missions"]:
        assert len(rules.deployed(state, m["id"])) <= 3
    assert len(state["seats"]) == state["hero_count"]
    assert len(state["heroes"]) <= 16
    assert all(0 <= n <= 10 for n in state["threat_decks"].values())


@pytest.mark.parametrize("seed", range(12))
def test_random_taps_keep_the_table_possible(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(1, 6)
    heroes = [{"name": f"H{i}", "health": rng.randint(2, 5)} for i in range(max(2, players))]
    start = new_state({"players": players, "heroes": heroes, "seed": seed})
    state, applied, endings = start, 0, set()
    for _ in range(1500):
        if state["outcome"]:  # a finished game: note how it ended and set up again
            endings.add(state["outcome"]["result"])
            state = start
        command = _random_command(rng, state)
        if command["op"] == "dice_roll":
            command["seed"] = rng.randint(0, 2**53)
        try:
            state, _ = apply(state, command)
        except CompanionError:
            continue
        applied += 1
        _check(state)
    assert applied > 300
    assert endings  # games were played to the end, not just started
