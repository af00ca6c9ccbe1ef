"""Issue 13 item 8: the session's clock from times the screen sends (replay gives the same
clock), the end-of-game summary and win/loss counts (Winning the Game; Losing the Game)."""

from __future__ import annotations

import json

import pytest

from core.bridge import handle
from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CommandError, SetupError
from core.games.mutant_insurrection.companion.finished import finished_stats
from core.games.mutant_insurrection.companion.view import build

SETUP = {
    "players": 2,
    "heroes": [{"name": "Storm"}, {"name": "Rogue"}],
    "seed": 1,
    "difficulty": "hard",
    "started_at": 1_700_000_000_000,
    "plot": {"name": "Brotherhood", "challenge": 1},
}


@pytest.mark.rule("Losing the Game")
def test_the_clock_and_summary_of_a_lost_game_replay_the_same() -> None:
    s = sessions.new_session(SETUP)
    s, _ = sessions.perform(s, {"op": "next_phase", "at": 1_700_000_060_000})
    s, _ = sessions.perform(s, {"op": "threat", "delta": 15, "at": 1_700_000_600_000})
    v = build(s)
    assert v["timer"] == {
        "started_at": 1_700_000_000_000,
        "ended_at": 1_700_000_600_000,
        "last_at": 1_700_000_600_000,
        "running": False,
        "elapsed_ms": 600_000,
    }
    summary = v["summary"]
    assert (summary["outcome"], summary["rounds"], summary["knock_outs"]) == ("loss", 1, 0)
    assert (summary["plot"], summary["difficulty"], summary["duration_ms"]) == (
        "Brotherhood",
        "hard",
        600_000,
    )
    # a dice roll after the end does not move the end
    s2, _ = sessions.perform(
        s, {"op": "dice_roll", "pool": {"red": 1}, "seed": 1, "at": 2 * 10**12}
    )
    assert build(s2)["timer"]["ended_at"] == 1_700_000_600_000
    again = sessions.open_session(json.loads(json.dumps(s)))
    assert build(*again)["summary"] == summary  # replay: the same clock


def test_a_running_game_has_no_summary_and_untimed_taps_keep_the_clock() -> None:
    s = sessions.new_session({k: v for k, v in SETUP.items() if k != "started_at"})
    assert build(s)["timer"]["running"] is False
    s, _ = sessions.perform(s, {"op": "threat", "delta": 1, "at": 5_000})
    s, _ = sessions.perform(s, {"op": "threat", "delta": 1})
    v = build(s)
    assert (v["timer"]["started_at"], v["timer"]["last_at"], v["timer"]["running"]) == (
        5_000,
        5_000,
        True,
    )
    assert v["summary"] is None
    with pytest.raises(CommandError, match="milliseconds"):
        sessions.perform(s, {"op": "threat", "delta": 1, "at": "noon"})
    with pytest.raises(CommandError, match="changes nothing"):
        sessions.perform(s, {"op": "threat", "delta": 0, "at": 9_000})  # a time is no change
    with pytest.raises(SetupError, match="milliseconds"):
        sessions.new_session({**SETUP, "started_at": -1})


def test_win_and_loss_counts_per_plot_and_difficulty() -> None:
    games = [
        {"outcome": "win", "plot": "Brotherhood", "difficulty": "normal"},
        {"outcome": "win", "plot": "Brotherhood", "difficulty": "normal"},
        {"outcome": "loss", "plot": "Brotherhood", "difficulty": "hard"},
        {"outcome": "loss", "plot": None, "difficulty": "hard"},
        {"outcome": "draw", "plot": "X", "difficulty": "hard"},
        42,
    ]
    stats = finished_stats(games)
    assert (stats["games"], stats["wins"], stats["losses"], stats["skipped"]) == (4, 2, 2, 2)
    assert stats["by_difficulty"] == [
        {"difficulty": "normal", "games": 2, "wins": 2, "losses": 0},
        {"difficulty": "hard", "games": 2, "wins": 0, "losses": 2},
    ]
    assert {"plot": "No plot named", "difficulty": "hard", "games": 1, "wins": 0, "losses": 1} in (
        stats["by_plot_and_difficulty"]
    )
    call = {"id": 1, "method": "companion.finished_stats", "params": {"summaries": "junk"}}
    assert json.loads(handle(json.dumps(call)))["result"]["games"] == 0
