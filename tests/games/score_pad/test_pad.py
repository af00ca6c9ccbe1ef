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
