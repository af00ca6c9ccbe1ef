"""Issue 13 item 7: the setup form lists what is missing or wrong before Start (Setup)."""

from __future__ import annotations

import json

import pytest

from core.bridge import handle
from core.games.mutant_insurrection.companion.errors import SetupError
from core.games.mutant_insurrection.companion.setup import new_state, setup_problems

GOOD = {
    "players": 3,
    "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")],
    "decks": ["Africa", "Asia", "Europe", "North America"],
    "seed": 2,
}


@pytest.mark.rule("Setup: Prepare Missions")
def test_a_good_setup_has_no_problems_and_each_problem_is_what_start_refuses() -> None:
    assert setup_problems(GOOD) == []
    assert setup_problems({**GOOD, "decks": None}) == []  # none: random decks
    bad = {
        **GOOD,
        "heroes": [{"name": "Storm"}, {"name": "storm", "health": 0}],
        "decks": ["Asia", "Asia", "Europe", "Africa"],
        "difficulty": "brutal",
        "plot": {"name": "P", "challenge": 7},
    }
    problems = setup_problems(bad)
    assert problems == [
        "storm is chosen twice.",
        "Health must be a whole number from 1 to 20.",
        "Name 1 more hero.",
        "Difficulty must be easy, normal, hard or extreme.",
        "Choose exactly 4 continent decks, or none for random.",
        "A plot's challenge level is a whole number from 1 to 5.",
    ]
    with pytest.raises(SetupError) as refused:
        new_state(bad)
    assert str(refused.value) in problems
    assert setup_problems({}) == ["Choose how many players are at the table.", "Name the heroes."]
    assert setup_problems("x") == ["Setup must be an object."]


def test_the_bridge_answers_before_start() -> None:
    call = {"id": 1, "method": "companion.check_setup", "params": {"setup": {**GOOD, "players": 9}}}
    result = json.loads(handle(json.dumps(call)))["result"]
    assert result == {"problems": ["Choose 1 to 6 players, not 9."], "ready": False}
