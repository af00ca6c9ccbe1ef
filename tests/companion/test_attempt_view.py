"""Issue 25 item 1: the attempt screen's order (the heroes deployed to a mission, seat order)
and whose attempt it is now, from the engine's view."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.view import build
from tests.companion.played import played

SETUP = {
    "players": 3,
    "heroes": [
        {"name": "Wolverine", "dice": ["red"] * 3 + ["yellow"], "assist_dice": ["red", "blue"]},
        {"name": "Storm", "dice": ["blue"] * 4, "assist_dice": ["yellow", "yellow"]},
        {"name": "Cyclops", "dice": ["yellow"] * 4, "assist_dice": ["blue", "blue"]},
    ],
    "decks": ["Africa", "Asia", "Europe", "North America"],
    "seed": 1,
}


def _run(*commands: dict[str, object]) -> sessions.Session:
    return played(SETUP, *commands)


DEPLOYED = (
    {"op": "mission_add", "name": "Madripoor", "threat": 1, "objectives": 3, "deck": "Asia"},
    {"op": "mission_add", "name": "Genosha", "threat": 1, "deck": "Africa"},
    {"op": "deploy", "hero": 3, "mission": 4},
    {"op": "deploy", "hero": 1, "mission": 5},
    {"op": "deploy", "hero": 2, "school": "Danger Room"},
)


@pytest.mark.rule("Step 1: Choose Active Hero")
def test_the_order_is_the_heroes_at_missions_in_seat_order() -> None:
    a = build(_run(*DEPLOYED))["attempt"]
    assert [(o["name"], o["mission_name"], o["done"]) for o in a["order"]] == [
        ("Wolverine", "Genosha", False),
        ("Cyclops", "Madripoor", False),
    ]  # Storm is at a school card: no attempt
    assert a["current"] == 1


@pytest.mark.rule("Step 1: Choose Active Hero")
def test_the_current_hero_is_the_one_rolling_else_the_first_not_yet_active() -> None:
    rolled = _run(*DEPLOYED, {"op": "dice_attempt", "hero": 3, "assist": None, "seed": 3})
    assert build(rolled)["attempt"]["current"] == 3  # Cyclops's dice are on the table
    done = _run(*DEPLOYED, {"op": "active", "hero": 1})
    a = build(done)["attempt"]
    assert a["current"] == 3 and a["order"][0]["done"]
    both = _run(*DEPLOYED, {"op": "active", "hero": 1}, {"op": "active", "hero": 3})
    assert build(both)["attempt"]["current"] == 1  # all have been active: back to the first


def test_nobody_at_a_mission_means_no_attempt() -> None:
    a = build(_run())["attempt"]
    assert a == {"order": [], "current": None}
