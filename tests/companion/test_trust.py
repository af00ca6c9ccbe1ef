"""Issue 8 on the companion's door: every bad save raises LoadError (a ValueError) with a
sentence; a tap that no longer replays opens the session at the last state that does and says
what was dropped; malformed commands raise IllegalActionError and change nothing."""

from __future__ import annotations

import copy
import json

import pytest

from core.errors import IllegalActionError, LoadError
from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.view import build
from core.rules_version import RULES_VERSION

SETUP = {"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")], "seed": 9}


def _session(*commands: dict) -> dict:
    s = sessions.new_session(SETUP)
    for c in commands:
        s, _ = sessions.perform(s, c)
    return s


def _deep(levels: int) -> list:
    x: list = []
    for _ in range(levels):
        x = [x]
    return x


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        "session",
        {"kind": "companion-session"},
        {"kind": "companion-session", "schema_version": 1, "log": [], "redo": [], "setup": 5},
        {"kind": "companion-session", "schema_version": 1, "log": {}, "redo": [], "setup": {}},
        {"kind": "companion-session", "schema_version": 1, "log": [], "redo": [], "setup": [1]},
        {"kind": ["companion-session"], "schema_version": 1},
        {
            "kind": "companion-session",
            "schema_version": 1,
            "rules_version": "1",
            "log": [],
            "redo": [],
            "setup": SETUP,
        },
        {
            "kind": "companion-session",
            "schema_version": 1,
            "log": _deep(3000),
            "redo": [],
            "setup": SETUP,
        },
        {
            "kind": "companion-session",
            "schema_version": 1,
            "log": [],
            "redo": [],
            "setup": {"players": 2, "heroes": _deep(3000)},
        },
    ],
)
def test_every_bad_save_raises_load_error_with_a_sentence(data: object) -> None:
    with pytest.raises(LoadError) as caught:
        sessions.open_session(data)
    message = str(caught.value)
    assert message[:1].isupper() and message.endswith("."), message


def test_sessions_carry_the_rules_version_and_refuse_a_newer_one() -> None:
    s = _session({"op": "threat", "delta": 1})
    assert s["rules_version"] == RULES_VERSION
    with pytest.raises(LoadError, match="newer version"):
        sessions.open_session({**s, "rules_version": RULES_VERSION + 1})


def test_a_tap_that_no_longer_replays_opens_the_last_state_that_does() -> None:
    """Issue 8 item 2: a five-tap session from an earlier build failed at tap 4 and could only
    be downloaded or deleted."""
    s = _session(*({"op": "threat", "delta": 1} for _ in range(5)))
    old = {k: v for k, v in copy.deepcopy(s).items() if k != "rules_version"}
    old["log"][3] = {"op": "a tap the current rules do not have"}
    session, run = sessions.open_session(old)
    assert len(session["log"]) == 3 and run.state["threat"] == 7
    assert run.dropped is not None and run.dropped["kept"] == 3
    assert run.dropped["message"] == (
        "Opened at tap 3: this session was saved under rules version 0, and under the current "
        f"rules (version {RULES_VERSION}) its tap 4 no longer applies, so the last 2 of 5 taps "
        "were dropped. The saved copy is unchanged until you make a change here."
    )
    assert build(session, run)["notice"] == run.dropped["message"]
    assert session["rules_version"] == RULES_VERSION


def test_a_damaged_redo_stack_is_dropped_and_said() -> None:
    s = _session({"op": "threat", "delta": 1}, {"op": "threat", "delta": 1})
    s, _ = sessions.undo(s)
    s["redo"][0] = {"op": "damage", "hero": 99, "delta": 1}
    session, run = sessions.open_session(s)
    assert session["log"] == s["log"] and session["redo"] == []
    assert run.dropped is not None and "redo" in run.dropped["message"]


@pytest.mark.parametrize(
    "command",
    [
        {"op": ["threat"]},
        {"op": {"x": 1}},
        {"op": "threat", "delta": True},
        {"op": "threat", "delta": [1]},
        {"op": "damage", "hero": [1], "delta": 1},
        {"op": "damage", "hero": {"id": 1}, "delta": 1},
        {"op": "mission_add", "name": ["x"], "threat": 1},
        {"op": "training", "hero": 1, "type": ["power"]},
        {"op": "check", "step": ["draw"]},
        {"op": "dice_roll", "pool": [1, 2], "seed": 1},
        {"op": "dice_roll", "pool": {"red": True}, "seed": 1},
        {"op": "dice_roll", "pool": {"red": 1}, "seed": [1]},
        {"op": "replace", "hero": 1, "name": {"n": 1}, "health": 3},
        {"op": "bond", "hero": 1, "other": [2], "positive": True},
        {"op": "showdown_start", "missions": "AB"},
        {"op": "showdown_start", "missions": [{"name": ["A"], "defeat": 2, "attack": 1}]},
        "threat",
        ["threat"],
    ],
)
def test_malformed_commands_are_refused_and_change_nothing(command: object) -> None:
    s = _session({"op": "threat", "delta": 1})
    before = json.dumps(s)
    with pytest.raises(IllegalActionError) as caught:
        sessions.perform(s, command)  # type: ignore[arg-type]
    assert isinstance(caught.value, CompanionError)  # the message is shown as it is
    assert json.dumps(s) == before


def test_undo_and_redo_with_nothing_to_do_are_illegal_actions() -> None:
    s = _session()
    with pytest.raises(IllegalActionError):
        sessions.undo(s)
    with pytest.raises(IllegalActionError):
        sessions.redo(s)


def test_an_upgraded_session_is_handed_back_to_the_page_to_store() -> None:
    """Issue 23, defect 6: a session saved by an older build (format 1, no rules version) is
    opened live; the worker hands the upgraded copy back so the page stores it from now on,
    and the taps that follow patch that copy."""
    import json
    from pathlib import Path

    from core.bridge import handle, load_feature

    old = json.loads(
        (Path(__file__).parents[1] / "saves/corpus/3bd1a76-companion-2.json").read_text()
    )
    assert old["save"]["schema_version"] == 1 and "rules_version" not in old["save"]
    load_feature("companion.live.open")

    def call(m: str, **p: object) -> dict[str, object]:
        return dict(json.loads(handle(json.dumps({"id": 1, "method": m, "params": p}))))

    r = call("companion.live.open", key="old", data=old["save"])["result"]
    assert isinstance(r, dict)
    copy = r["session"]
    assert copy["schema_version"] == sessions.SCHEMA_VERSION
    assert copy["rules_version"] == RULES_VERSION
    again = call("companion.live.open", key="again", data=copy)["result"]
    assert (
        isinstance(again, dict) and "session" not in again
    )  # the current format: nothing to hand back
