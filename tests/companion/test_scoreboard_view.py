"""The scoreboard's ±N picker: how far one tap may move a hero's damage or the threat comes
from the view, and one command with that count is one step (one undo)."""

from __future__ import annotations

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.view import build
from core.games.mutant_insurrection.threat_track import MAX_THREAT, MIN_THREAT
from tests.companion.played import played

SETUP = {
    "players": 3,
    "heroes": [{"name": "Storm", "health": 6}, {"name": "Rogue"}, {"name": "Beast"}],
    "seed": 3,
}


def test_hero_picker_bounds_follow_damage() -> None:
    v = build(played(SETUP, {"op": "damage", "hero": 1, "delta": 2}))
    storm = v["heroes"][0]
    assert (storm["hurt_max"], storm["heal_max"]) == (4, 2)
    fresh = v["heroes"][1]
    assert fresh["heal_max"] == 0 and fresh["hurt_max"] == fresh["health"]


def test_a_knocked_out_hero_offers_no_count() -> None:
    v = build(played(SETUP, {"op": "damage", "hero": 1, "delta": 6}))
    storm = next(h for h in v["heroes"] if h["id"] == 1)
    assert storm["out"] and (storm["hurt_max"], storm["heal_max"]) == (0, 0)


def test_threat_picker_bounds() -> None:
    s = played(SETUP)
    t = build(s)["threat"]
    assert t["lower_max"] == t["value"] - MIN_THREAT
    assert t["raise_max"] == MAX_THREAT - t["value"]
    top = build(played(SETUP, {"op": "threat", "delta": MAX_THREAT - t["value"]}))["threat"]
    assert top["value"] == MAX_THREAT and top["raise_max"] == 1  # the one raise that loses


def test_a_count_is_one_undo_step() -> None:
    s = played(SETUP)
    s, _ = sessions.perform(s, {"op": "damage", "hero": 2, "delta": 3})
    assert build(s)["heroes"][1]["damage"] == 3
    s, _ = sessions.undo(s)
    assert build(s)["heroes"][1]["damage"] == 0
