"""Issue 25 item 7: the game record. A real session is replayed (threat raised, damage, a
knock-out, a mission completed, a round advanced, a roll and a reroll) and the record's
groups, filters and summary are checked."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.mutant_insurrection.companion import finished, record
from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.view import build

SETUP = {
    "players": 2,
    "heroes": [{"name": "Storm", "health": 2}, {"name": "Rogue"}],
    "seed": 1,
    "started_at": 1_000_000,
}


def _played() -> sessions.Session:
    s = sessions.new_session(SETUP)
    taps: list[dict[str, Any]] = [
        {"op": "mission_add", "name": "Pyro", "threat": 1},  # setup
        {"op": "next_phase"},  # round 1 starts: deploy
        {"op": "threat", "delta": 2},
        {"op": "damage", "hero": 2, "delta": 1},
        {"op": "dice_roll", "pool": {"yellow": 3}, "seed": 1},
        {"op": "dice_select", "index": 1},
        {"op": "dice_select", "index": 0},
        {"op": "dice_reroll", "seed": 2, "villainy_resolved": True},
        {"op": "mission_complete", "mission": 3},
        {"op": "next_phase"},
        {"op": "next_phase"},
        {"op": "next_phase"},
        {"op": "next_phase"},  # round 2 starts
        {"op": "damage", "hero": 1, "delta": 2},  # Storm is knocked out: threat +1
    ]
    for n, tap in enumerate(taps):
        s, _ = sessions.perform(s, {**tap, "at": 1_000_000 + 60_000 * (n + 1)})
    return s


def _texts(group: dict[str, Any]) -> list[str]:
    return [line["text"] for line in group["lines"]]


@pytest.mark.rule("Playing the Game")
def test_the_history_is_grouped_by_round_newest_first_without_die_picking() -> None:
    r = record.build(SETUP, _played()["log"])
    assert [g["label"] for g in r["groups"]] == ["Round 2", "Round 1", "Setup"]
    assert _texts(r["groups"][2]) == ["Pyro is in play (1 !)."]
    round1 = _texts(r["groups"][1])
    assert round1[-1] == "Round 1: the deploy phase starts."  # oldest last
    assert round1[0] == "Round 1: the regroup phase starts."  # newest first
    assert _texts(r["groups"][0])[-1] == "Round 2: the deploy phase starts."
    lines = [ln for g in r["groups"] for ln in g["lines"]]
    assert len(lines) == 14 - 2  # the two die picks are not lines of their own
    assert not any("select" in ln["text"].casefold() for ln in lines)
    assert "knocked out" in " ".join(_texts(r["groups"][0]))


@pytest.mark.rule("Threat")
def test_the_filters_sort_each_tap_by_what_it_changed() -> None:
    r = record.build(SETUP, _played()["log"])
    counts = {f["id"]: f["count"] for f in r["filters"]}
    lines = [ln for g in r["groups"] for ln in g["lines"]]
    assert counts["all"] == len(lines) == 12
    assert counts["dice"] == 2  # the roll and the reroll
    # the knock-out raises threat, so it is both a hero line and a threat line
    ko = next(ln for ln in lines if "knocked out" in ln["text"])
    assert {"heroes", "threat"} <= set(ko["kinds"])
    assert counts["threat"] == 2
    assert counts["missions"] == 2  # the mission added and completed
    assert counts["heroes"] == 2


@pytest.mark.rule("Being Knocked Out")
def test_the_summary_counts_damage_knock_outs_missions_threat_and_time() -> None:
    s = _played()
    summary = record.build(SETUP, s["log"])["summary"]
    assert summary["heroes"][:2] == [
        {"name": "Storm", "damage": 2, "knock_outs": 1},
        {"name": "Rogue", "damage": 1, "knock_outs": 0},
    ]
    assert summary["completed"] == ["Pyro"] and summary["failed"] == []
    assert summary["threat_curve"] == [
        {"label": "Setup", "threat": 4},
        {"label": "Round 1", "threat": 6},
        {"label": "Round 2", "threat": 7},
    ]
    assert summary["rounds"] == 2 and not summary["final"]
    assert summary["duration"] == "14 min"
    assert build(s)["record"] == record.build(SETUP, s["log"])  # the screen gets the same


def test_a_mission_that_leaves_play_uncompleted_is_failed() -> None:
    s = sessions.new_session(SETUP)
    for tap in (
        {"op": "mission_add", "name": "Pyro", "threat": 1},
        {"op": "mission_add", "name": "Blob", "threat": 1},
        {"op": "mission_complete", "mission": 4},
        {"op": "mission_remove", "mission": 3},
    ):
        s, _ = sessions.perform(s, tap)
    summary = record.build(SETUP, s["log"])["summary"]
    assert summary["completed"] == ["Blob"] and summary["failed"] == ["Pyro"]


def test_the_text_export_holds_the_summary_and_every_line_oldest_first() -> None:
    text = record.build(SETUP, _played()["log"])["text"]
    assert text.startswith("X-Men: Mutant Insurrection: game record (so far)\n")
    assert "Threat at the end of each round: Setup: 4, Round 1: 6, Round 2: 7" in text
    assert "Storm: 2 damage taken, 1 knock-out(s)" in text
    assert "Missions completed: Pyro" in text
    assert text.index("\nSetup\n") < text.index("\nRound 1\n") < text.index("\nRound 2\n")
    assert "<" not in text


def test_finished_stats_count_games_and_wins_per_hero() -> None:
    stats = finished.finished_stats(
        [
            {"outcome": "win", "plot": "A", "difficulty": "normal", "heroes_used": ["Storm"]},
            {"outcome": "loss", "plot": "A", "difficulty": "normal",
             "heroes_used": ["Storm", "Rogue", "Storm", 7]},
        ]
    )  # fmt: skip
    assert stats["by_hero"] == [
        {"hero": "Rogue", "games": 1, "wins": 0, "losses": 1},
        {"hero": "Storm", "games": 2, "wins": 1, "losses": 1},
    ]
