"""The score pad: totals by round, the target score ends the game, bad input refused."""

from __future__ import annotations

import pytest

from core.games.score_pad.pad import apply_in_place, new_state, view
from core.table.errors import CommandError, SetupError


def test_totals_add_every_round_and_points_may_be_negative() -> None:
    s = new_state({"players": [{"name": "Ana"}, {"name": ""}]})
    apply_in_place(s, {"op": "points", "player": 0, "points": 5})
    apply_in_place(s, {"op": "next_round"})
    apply_in_place(s, {"op": "points", "player": 0, "points": -2})
    apply_in_place(s, {"op": "points", "player": 1, "points": 3})
    v = view(s)
    assert v["names"] == ["Ana", "Player 2"]  # an empty name gets a default
    assert v["totals"] == [3, 3] and v["leaders"] == ["Ana", "Player 2"] and v["round"] == 2


def test_the_target_score_ends_the_game() -> None:
    s = new_state({"players": [{"name": "Ana"}], "target": 3})
    assert apply_in_place(s, {"op": "points", "player": 0, "points": 3})[-1] == (
        "Ana reaches 3 and wins."
    )
    with pytest.raises(CommandError, match="over"):
        apply_in_place(s, {"op": "next_round"})


@pytest.mark.parametrize(
    "setup",
    [None, {"players": []}, {"players": [{}] * 9}, {"players": [{}], "target": 0}],
)
def test_bad_setups_say_what_is_wrong(setup: object) -> None:
    with pytest.raises(SetupError):
        new_state(setup)


@pytest.mark.parametrize(
    "cmd",
    [
        {"op": "points", "player": 7, "points": 1},
        {"op": "points", "player": True, "points": 1},
        {"op": "points", "player": 0, "points": "3"},
        {"op": "rename", "player": 0, "name": " "},
        {"op": "fly"},
    ],
)
def test_bad_commands_are_refused(cmd: dict[str, object]) -> None:
    s = new_state({"players": [{"name": "Ana"}]})
    with pytest.raises(CommandError):
        apply_in_place(s, cmd)


def test_a_huge_score_is_refused_with_the_range_and_the_screen_bounds_it() -> None:
    """Issue 28: a typo such as 10**12 points is refused, saying the range, and the screen's
    field carries the same bounds."""
    from core.games.score_pad.pad import MAX_POINTS
    from core.games.score_pad.screen import screen

    s = new_state({"players": [{"name": "Ana"}]})
    with pytest.raises(CommandError, match="from -100,000 to 100,000"):
        apply_in_place(s, {"op": "points", "player": 0, "points": 10**12})
    assert view(s)["totals"] == [0]
    fields = [
        f
        for sec in screen(s)["sections"]
        for it in sec["items"]
        if it["kind"] == "entry"
        for f in it["fields"]
        if f["key"] == "points"
    ]
    assert fields and fields[0]["max"] == MAX_POINTS and fields[0]["min"] == -MAX_POINTS
