"""Issue 13 item 3: the roller knows whose roll it is (Step 1: Choose Active Hero; Villainy)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.view import build
from tests.companion.played import played

SETUP = {
    "players": 2,
    "heroes": [
        {"name": "Wolverine", "dice": ["red"] * 3 + ["yellow"], "assist_dice": ["red", "blue"]},
        {"name": "Storm", "dice": ["blue"] * 4, "assist_dice": ["yellow", "yellow"]},
    ],
    "seed": 1,
}


def _run(*commands: dict[str, object]) -> sessions.Session:
    return played(SETUP, *commands)


def _villainy_seed() -> int:
    """A seed whose attempt roll shows villainy on some die (found, not assumed)."""
    for seed in range(200):
        s = _run({"op": "dice_attempt", "hero": 1, "assist": 2, "seed": seed})
        if any(d["kind"] == "villainy" for d in build(s)["dice"]["dice"]):
            return seed
    raise AssertionError("no seed rolls villainy")


@pytest.mark.rule("Step 1: Choose Active Hero")
def test_the_pool_is_labelled_with_the_active_hero_and_the_assister() -> None:
    dice = build(_run({"op": "dice_attempt", "hero": 1, "assist": 2, "seed": 3}))["dice"]
    assert (dice["roll_label"], dice["hero_name"], dice["assist_name"]) == (
        "Wolverine + Storm's assist",
        "Wolverine",
        "Storm",
    )
    by_hand = build(_run({"op": "dice_roll", "pool": {"red": 2}, "seed": 3, "hero": 2}))["dice"]
    assert by_hand["roll_label"] == "Storm" and by_hand["assist"] is None
    assert build(_run({"op": "dice_roll", "pool": {"red": 2}, "seed": 3}))["dice"]["hero"] is None
    with pytest.raises(CommandError, match="name the active hero"):
        _run({"op": "dice_roll", "pool": {"red": 1}, "seed": 3, "assist": 2})


@pytest.mark.rule("Step 1: Choose Active Hero")
def test_the_pool_is_cleared_when_the_attempt_ends() -> None:
    s = _run({"op": "next_phase"}, {"op": "dice_attempt", "hero": 1, "assist": None, "seed": 3})
    s2, _ = sessions.perform(s, {"op": "active", "hero": 2})  # the next attempt
    assert build(s2)["dice"] is None
    s3, _ = sessions.perform(s, {"op": "next_phase"})  # the next phase
    assert build(s3)["dice"] is None
    # a pool rolled by hand, for nobody in particular, stays
    s4 = _run({"op": "dice_roll", "pool": {"red": 1}, "seed": 1}, {"op": "next_phase"})
    assert build(s4)["dice"] is not None


@pytest.mark.rule("Villainy")
def test_the_villainy_warning_carries_the_damage_for_the_right_hero() -> None:
    seed = _villainy_seed()
    s = _run(
        {
            "op": "mission_add",
            "name": "Juggernaut",
            "threat": 1,
            "villainy": "Suffer 2 damage.",
            "villainy_damage": 2,
        },
        {"op": "deploy", "hero": 1, "mission": 3},
        {"op": "dice_attempt", "hero": 1, "assist": 2, "seed": seed},
    )
    dice = build(s)["dice"]
    bad = next(d["index"] for d in dice["dice"] if d["kind"] == "villainy")
    s, _ = sessions.perform(s, {"op": "dice_select", "index": bad})
    dice = build(s)["dice"]
    offer = dice["villainy_command"]
    assert offer["label"] == "Apply 2 damage to Wolverine"
    assert offer["text"] == "Suffer 2 damage."
    s, _ = sessions.perform(s, offer["command"])
    assert build(s)["heroes"][0]["damage"] == 2
    with pytest.raises(CommandError, match="at most"):
        _run({"op": "mission_add", "name": "X", "threat": 1, "villainy": "v" * 121})
    with pytest.raises(CommandError, match="out of range"):
        _run({"op": "mission_add", "name": "X", "threat": 1, "villainy_damage": 9})


@pytest.mark.rule("Step 5: Resolve Attempt")
def test_villainy_damage_that_knocks_the_hero_out_ends_the_attempt() -> None:
    """Issue 25: "Apply 1 damage to Storm, then reroll" knocked Storm out and still rerolled.
    Being Knocked Out ends the attempt: the tap says so first, and no die is rerolled after."""
    seed = _villainy_seed()
    s = _run(
        {"op": "mission_add", "name": "Sabretooth", "threat": 1, "villainy_damage": 1},
        {"op": "damage", "hero": 1, "delta": 5},
        {"op": "deploy", "hero": 1, "mission": 3},
        {"op": "dice_attempt", "hero": 1, "assist": 2, "seed": seed},
    )
    hero = build(s)["heroes"][0]
    assert hero["damage"] == hero["health"] - 1  # one more damage knocks Wolverine out
    bad = next(d["index"] for d in build(s)["dice"]["dice"] if d["kind"] == "villainy")
    s, _ = sessions.perform(s, {"op": "dice_select", "index": bad})
    offer = build(s)["dice"]["villainy_command"]
    assert offer["knocks_out"] and "knocks Wolverine out and ends the attempt" in offer["label"]
    s, _ = sessions.perform(s, offer["command"])
    dice = build(s)["dice"]
    assert dice["ended"] and "Step 5" in dice["ended"]
    assert not dice["can_reroll"] and not dice["can_extra"] and not dice["villainy_command"]
    with pytest.raises(CommandError, match="knocked out, which ends the attempt"):
        sessions.perform(
            s, {"op": "dice_reroll", "seed": 1, "extra": False, "villainy_resolved": True}
        )
