"""Undo, redo, history and the save format (DESIGN: Saved data; the engine's shape)."""

from __future__ import annotations

import json

import pytest

from core.bridge import handle
from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import (
    CompanionError,
    CorruptSaveError,
    SaveVersionError,
)
from core.games.mutant_insurrection.companion.view import build

SETUP = {
    "players": 3,
    "heroes": [{"name": "Storm", "health": 2}, {"name": "Rogue"}, {"name": "Beast"}],
    "difficulty": "normal",
    "seed": 77,
}


def _run(*commands: dict) -> sessions.Session:
    s = sessions.new_session(SETUP)
    for cmd in commands:
        s, _ = sessions.perform(s, cmd)
    return s


def test_undo_reverses_a_knock_out_and_its_threat() -> None:
    s = _run({"op": "damage", "hero": 1, "delta": 1}, {"op": "damage", "hero": 1, "delta": 1})
    assert sessions.replay(s).state["threat"] == 5
    s, events = sessions.undo(s)
    state = sessions.replay(s).state
    assert (state["threat"], state["heroes"][0]["out"], state["heroes"][0]["damage"]) == (
        4,
        False,
        1,
    )
    assert events == [
        "Undone: Storm takes 1 damage (2 of 2). Storm is knocked out: threat +1 (now 5)."
    ]
    s, _ = sessions.redo(s)
    assert sessions.replay(s).state["heroes"][0]["out"]


def test_undo_everything_and_redo_everything() -> None:
    cmds = [
        {"op": "threat", "delta": 1},
        {"op": "dice_roll", "pool": {"red": 3}, "seed": 5},
        {"op": "dice_select", "index": 0},
        {"op": "dice_reroll", "seed": 6, "villainy_resolved": True},
    ]
    s = _run(*cmds)
    final = sessions.replay(s).state
    for _ in cmds:
        s, _ = sessions.undo(s)
    assert sessions.replay(s).state == sessions.replay(sessions.new_session(SETUP)).state
    with pytest.raises(CompanionError, match="Nothing to undo"):
        sessions.undo(s)
    for _ in cmds:
        s, _ = sessions.redo(s)
    assert sessions.replay(s).state == final  # same dice: luck never changes on redo
    with pytest.raises(CompanionError, match="Nothing to redo"):
        sessions.redo(s)


def test_a_new_command_clears_redo() -> None:
    s, _ = sessions.undo(_run({"op": "threat", "delta": 1}))
    assert s["redo"]
    s, _ = sessions.perform(s, {"op": "threat", "delta": 2})
    assert s["redo"] == []


def test_illegal_commands_leave_the_session_alone() -> None:
    s = _run({"op": "threat", "delta": 1})
    with pytest.raises(CompanionError):
        sessions.perform(s, {"op": "damage", "hero": 9, "delta": 1})
    with pytest.raises(CompanionError):
        sessions.perform(s, {"op": "fly"})
    assert len(s["log"]) == 1


def test_history_is_whole_and_newest_first() -> None:
    s = _run(*[{"op": "threat", "delta": 1 if i % 2 else -1} for i in range(30)])
    view = build(s)
    assert len(view["history"]) == 30  # the whole game, not the last 20
    assert [line["text"] for line in view["history"][:2]] == ["Threat 3 → 4.", "Threat 4 → 3."]
    assert view["history"][0]["when"] == "Setup"


def test_history_says_everything_a_tap_did_and_when() -> None:
    """One line per tap, with all its consequences and the round and phase it happened in."""
    s = _run(
        {"op": "next_phase"},
        {"op": "damage", "hero": 1, "delta": 2},
        {"op": "check", "step": "deploy"},
    )
    tick, knock = build(s)["history"][:2]
    assert tick == {"when": "Round 1 · Deploy", "text": "Ticked: " + build(s)["steps"][0]["text"]}
    assert knock["text"] == (
        "Storm takes 2 damage (2 of 2). Storm is knocked out: threat +1 (now 5)."
    )
    with pytest.raises(CompanionError, match="not on this phase"):
        sessions.perform(s, {"op": "check", "step": "draw"})


def test_save_round_trips_through_json() -> None:
    s = _run({"op": "threat", "delta": 3}, {"op": "training", "hero": 2, "type": "power"})
    loaded = sessions.load(json.loads(json.dumps(s)))
    assert sessions.replay(loaded).state == sessions.replay(s).state


def test_newer_saves_are_refused_clearly() -> None:
    s = _run()
    with pytest.raises(SaveVersionError, match="newer version"):
        sessions.load({**s, "schema_version": sessions.SCHEMA_VERSION + 1})
    with pytest.raises(SaveVersionError):
        sessions.load({**s, "schema_version": "1"})


def test_broken_saves_are_refused() -> None:
    s = _run()
    with pytest.raises(CorruptSaveError):
        sessions.load({"hello": 1})
    # a tap that does not replay: opened before it, and said (tests/companion/test_trust.py)
    _, run = sessions.open_session({**s, "log": [{"op": "damage", "hero": 99, "delta": 1}]})
    assert run.dropped is not None and "its tap 1 cannot be replayed" in run.dropped["message"]
    with pytest.raises(CorruptSaveError):
        sessions.load({**s, "log": None})
    with pytest.raises(CorruptSaveError):
        sessions.load({**s, "setup": {"players": 9}})
    assert sessions.load({**s, "redo": [{"op": "threat"}]})["redo"] == []  # dropped, and said


def _call(name: str, **params: object) -> dict:
    return json.loads(handle(json.dumps({"id": 1, "method": name, "params": params})))


def test_bridge_methods_round_trip() -> None:
    r = _call("companion.new", setup=SETUP)["result"]
    r = _call("companion.apply", session=r["session"], command={"op": "threat", "delta": 2})
    r = r["result"]
    assert (r["view"]["threat"]["value"], r["events"]) == (6, ["Threat 4 → 6."])
    r = _call("companion.undo", session=r["session"])["result"]
    assert r["view"]["threat"]["value"] == 4 and r["view"]["can_redo"]
    r = _call("companion.redo", session=r["session"])["result"]
    assert r["view"]["threat"]["value"] == 6
    assert _call("companion.view", session=r["session"])["result"]["view"]["can_undo"]
    assert _call("companion.load", data=r["session"])["result"]["session"] == r["session"]
    assert _call("companion.options")["result"]["players"]["2"]["decks"] == 3


def test_bridge_reports_typed_errors() -> None:
    r = _call("companion.new", setup=SETUP)["result"]
    err = _call("companion.apply", session=r["session"], command={"op": "threat", "delta": -9})
    assert "error" not in err  # lowering is clamped, not refused
    err = _call("companion.apply", session=r["session"], command={"op": "damage", "hero": 7})
    assert err["error"]["type"] == "CommandError"
    newer = {**r["session"], "schema_version": 99}
    assert _call("companion.load", data=newer)["error"]["type"] == "SaveVersionError"
    assert _call("companion.new", setup={"players": 3})["error"]["type"] == "SetupError"


def test_advancing_an_opened_session_matches_a_full_replay() -> None:
    """The bridge replays once per tap; what it shows must equal a replay from scratch."""
    s = _run({"op": "threat", "delta": 1}, {"op": "damage", "hero": 2, "delta": 1})
    opened, run = sessions.open_session(json.loads(json.dumps(s)))
    new, events, new_run = sessions.advance(opened, run, {"op": "damage", "hero": 1, "delta": 2})
    assert events[-1] == "Storm is knocked out: threat +1 (now 6)."
    assert build(new, new_run) == build(new)
    assert run.state["heroes"][0]["damage"] == 0  # the opened state was not changed


def test_only_knock_outs_endings_and_the_showdown_are_announced() -> None:
    """The toast is reserved for what changes the game (Being Knocked Out; Losing the Game)."""
    r = _call("companion.new", setup=SETUP)["result"]
    r = _call("companion.apply", session=r["session"], command={"op": "threat", "delta": 1})
    assert r["result"]["announce"] is None
    hurt = {"op": "damage", "hero": 1, "delta": 2}
    r = _call("companion.apply", session=r["result"]["session"], command=hurt)["result"]
    assert r["announce"] == (
        "Storm takes 2 damage (2 of 2). Storm is knocked out: threat +1 (now 6)."
    )
    assert r["view"]["title"] == "Storm, Rogue, Beast · Normal · Setup"


def test_a_save_names_its_game_and_a_format_1_save_migrates() -> None:
    """A saved session names its game (issue 14); a save in format 1, as every earlier build
    wrote it, opens unchanged and comes out in today's format."""
    s = sessions.new_session(
        {"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}], "seed": 2}
    )
    s, _ = sessions.perform(s, {"op": "threat", "delta": 2})
    assert (
        s["game"] == "mutant-insurrection" and s["schema_version"] == sessions.SCHEMA_VERSION == 4
    )
    old = {k: v for k, v in s.items() if k != "game"} | {"schema_version": 1}
    opened, run = sessions.open_session(old)
    assert opened["game"] == "mutant-insurrection" and opened["schema_version"] == 4
    assert run.state["threat"] == sessions.replay(s).state["threat"]
    # format 2 (issue 14's builds) and 3 (before objectives as symbols) step up unchanged
    opened, run = sessions.open_session({**s, "schema_version": 2})
    assert opened["schema_version"] == 4 and opened["log"] == s["log"]
    with pytest.raises(CompanionError, match="not a Mutant Insurrection table session"):
        sessions.open_session({**s, "game": "insurrection"})


def test_the_companion_and_every_table_game_share_one_replay() -> None:
    """Review D5: undo, redo and opening at the last good state are core.table.replay's."""
    from core.table import replay
    from core.table import session as table_sessions

    assert sessions.Replayed is table_sessions.Replayed is replay.Replayed
    s = _run({"op": "threat", "delta": 1}, {"op": "threat", "delta": 1})
    s, _ = sessions.undo(s)
    damaged = {**s, "log": [*s["log"], {"op": "threat", "delta": "x"}, {"op": "threat"}]}
    opened, run = sessions.open_session(damaged)
    assert opened["log"] == s["log"] and opened["redo"] == [] and run.dropped is not None
    assert run.dropped["message"].startswith("Opened at tap 1: its tap 2 cannot be replayed")
