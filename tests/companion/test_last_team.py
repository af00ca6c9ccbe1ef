"""Same team as last game (issue 25, item 6): the starting seats and plot of the last session,
offered at the next setup with the device's hero facts and the plot's showdown set."""

from __future__ import annotations

import json
from typing import Any

from core.bridge import handle
from core.games.mutant_insurrection.companion.last_team import team_entry, team_offer

SHOWDOWN = [
    {"name": "Magneto", "defeat": 6, "attack": 2, "effect": "Each hero suffers 1 damage."},
    {"name": "Mystique", "defeat": 4, "attack": 0, "effect": ""},
]


def call(method: str, **params: Any) -> Any:
    answer = json.loads(handle(json.dumps({"id": 1, "method": method, "params": params})))
    assert "result" in answer, answer
    return answer["result"]


def test_the_starting_seats_not_a_replacement(game) -> None:
    """A hero replaced during the game keeps the seat, but the team is the one that started."""
    g = game(health=1, plot={"name": "Brotherhood", "challenge": 2})
    g.do("damage", hero=2, delta=1).to_phase("regroup").do("replace", hero=2, name="Wolverine")
    assert team_entry(g.state) == {
        "players": 3,
        "heroes": ["Storm", "Rogue", "Beast"],
        "plot": {"name": "Brotherhood", "challenge": 2},
    }


def test_last_game_round_trip_with_the_showdown_typed_at_showdown_time() -> None:
    """Game 1 names a plot and types its showdown set only when the showdown starts; the offer
    at the next setup fills the seats (with the remembered card facts) and the plot, and the
    new session has the showdown ready without the setup ever sending its missions by hand."""
    setup = {
        "players": 1,
        "heroes": [{"name": "Cyclops", "health": 7, "dice": ["red"] * 4}, {"name": "Jubilee"}],
        "plot": {"name": "Brotherhood", "challenge": 2},
        "seed": 2,
    }
    first = call("companion.new", setup=setup)
    assert first["view"]["plot"]["showdown_command"] is None  # nothing typed at setup
    shown = call(
        "companion.apply",
        session=first["session"],
        command={"op": "showdown_start", "missions": SHOWDOWN},
    )["view"]
    offer = call(
        "companion.team_offer",
        team=first["view"]["team"],
        roster=shown["roster"],
        plots=shown["plot_entries"],
    )["offer"]
    assert offer["label"] == "Cyclops and Jubilee · plot: Brotherhood"
    assert offer["players"] == 1 and offer["showdown_ready"]
    assert [(h["name"], h["health"], h["dice"]) for h in offer["heroes"]] == [
        ("Cyclops", 7, ["red"] * 4),
        ("Jubilee", 6, None),
    ]
    again = call(
        "companion.new",
        setup={"players": offer["players"], "heroes": offer["heroes"], "plot": offer["plot"]},
    )["view"]
    assert [h["name"] for h in again["heroes"]] == ["Cyclops", "Jubilee"]
    prepared = again["plot"]["showdown_command"]
    assert [m["name"] for m in prepared["missions"]] == ["Magneto", "Mystique"]
    assert again["showdown"] is None  # prepared, not started: shown when the showdown starts


def test_a_damaged_or_mismatched_team_offers_nothing() -> None:
    assert team_offer({"players": 3, "heroes": ["A", "B"]}, [], []) is None
    assert team_offer({"players": 2, "heroes": ["A", "a"]}, [], []) is None
    assert team_offer({"players": "2", "heroes": ["A", "B"]}, [], []) is None
    assert team_offer({"players": 2, "heroes": ["A", ""]}, [], []) is None
    assert team_offer({"players": 2, "heroes": ["A", "B"], "plot": "Gone"}, [], []) is None
    # a plot the device's list lost: last game's name and challenge, no showdown set
    gone = {"name": "Gone", "challenge": 4}
    offer = team_offer({"players": 2, "heroes": ["A", "B"], "plot": gone}, "junk", "junk")
    assert offer is not None and not offer["showdown_ready"]
    assert offer["plot"] == {**gone, "showdown": None}
    assert team_offer({"players": 2, "heroes": ["A", "B"]}, [], [])["plot"] is None
