"""The shared table session: setup + command log, undo/redo, versioned saves naming their game,
and every bad save refused (or opened at its last good state) with a sentence."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from core.bridge import handle
from core.table import session as sessions
from core.table.errors import CommandError, CorruptSaveError, SaveVersionError, SetupError
from core.table.game import GAMES, TableGame, register

State = dict[str, Any]


def _new_state(setup: Any) -> State:
    if not isinstance(setup, dict) or not isinstance(setup.get("players"), int):
        raise SetupError("Say how many players there are.")
    return {"score": [0] * setup["players"]}


def _apply(state: State, cmd: dict[str, Any]) -> list[str]:
    if cmd.get("op") != "score":
        raise CommandError("Unknown command.")
    who, delta = cmd.get("player"), cmd.get("delta")
    if not isinstance(who, int) or not 0 <= who < len(state["score"]):
        raise CommandError("There is no such player.")
    if not isinstance(delta, int) or state["score"][who] + delta < 0:
        raise CommandError("A score cannot go below zero.")
    state["score"][who] += delta
    return [f"Player {who + 1}: {state['score'][who]}."]


@pytest.fixture(autouse=True)
def pad() -> Iterator[TableGame]:
    game = register(
        TableGame(
            id="pad",
            name="Score pad",
            players=(1, 4),
            summary="Scores.",
            tracks=("scores",),
            new_state=_new_state,
            apply_in_place=_apply,
            view=lambda s: {"scores": s["score"]},
            moment=lambda s: f"Total {sum(s['score'])}",
            rules_version=2,
        )
    )
    yield game
    del GAMES["pad"]


def _played(*deltas: int) -> sessions.Session:
    s = sessions.new_session("pad", {"players": 2})
    for d in deltas:
        s, _, _ = sessions.perform(s, {"op": "score", "player": 0, "delta": d})
    return s


def test_a_save_names_its_game_and_both_versions() -> None:
    s = _played(3)
    assert (s["kind"], s["game"], s["schema_version"], s["rules_version"]) == (
        "table-session",
        "pad",
        1,
        2,
    )
    assert json.loads(json.dumps(s)) == s  # plain JSON


def test_undo_and_redo_replay_exactly() -> None:
    s = _played(3, 4)
    s, ev = sessions.undo(s)
    assert sessions.replay(s).state == {"score": [3, 0]} and ev == ["Undone: Player 1: 7."]
    s, ev = sessions.redo(s)
    assert sessions.replay(s).state == {"score": [7, 0]} and s["redo"] == []
    s, _ = sessions.undo(s)
    s, _, _ = sessions.perform(s, {"op": "score", "player": 1, "delta": 1})
    assert s["redo"] == []  # a new change clears what could be redone
    with pytest.raises(CommandError, match="Nothing to redo"):
        sessions.redo(s)


def test_a_refused_command_changes_nothing() -> None:
    s = _played(3)
    run = sessions.replay(s)
    with pytest.raises(CommandError, match="below zero"):
        sessions.perform(s, {"op": "score", "player": 0, "delta": -9}, run)
    assert run.state == {"score": [3, 0]} and len(s["log"]) == 1


def test_history_names_the_moment_of_each_change() -> None:
    run = sessions.replay(_played(1, 2))
    assert run.moments == ["Total 0", "Total 1"]
    assert run.history == [["Player 1: 1."], ["Player 1: 3."]]


@pytest.mark.parametrize(
    ("change", "error", "words"),
    [
        ({"kind": "x"}, CorruptSaveError, "not a table session"),
        ({"schema_version": 9}, SaveVersionError, "newer version of the app"),
        ({"schema_version": True}, SaveVersionError, "no valid format version"),
        ({"rules_version": 3}, SaveVersionError, "Score pad save was made by a newer"),
        ({"rules_version": "2"}, SaveVersionError, "not a whole number"),
        ({"game": "chess"}, CorruptSaveError, "game this app does not know"),
        ({"log": None}, CorruptSaveError, "list of changes is missing"),
        ({"setup": {"players": "two"}}, CorruptSaveError, "setup cannot be read"),
    ],
)
def test_bad_saves_are_refused_with_a_sentence(
    change: dict[str, Any], error: type[Exception], words: str
) -> None:
    bad = {**_played(3), **change}
    with pytest.raises(error, match=words):
        sessions.open_session(bad)


def test_an_older_rules_version_replays_under_todays_rules() -> None:
    s, run = sessions.open_session({**_played(3), "rules_version": 1})
    assert run.state == {"score": [3, 0]} and s["rules_version"] == 2


def test_a_change_that_no_longer_replays_opens_the_session_just_before_it() -> None:
    s = _played(3, 4)
    s["log"].insert(1, {"op": "score", "player": 5, "delta": 1})
    opened, run = sessions.open_session(s)
    assert run.state == {"score": [3, 0]} and len(opened["log"]) == 1
    assert run.dropped is not None and run.dropped["at"] == 2 and run.dropped["of"] == 3
    assert "2 change(s) were left out" in run.dropped["message"]


def test_deep_or_strange_saves_never_raise_anything_else() -> None:
    deep: Any = {"players": 2}
    for _ in range(5000):
        deep = [deep]
    for junk in ({**_played(), "setup": deep}, 7, [], {**_played(), "kind": ["table-session"]}):
        with pytest.raises(CorruptSaveError):
            sessions.open_session(junk)
    _, run = sessions.open_session({**_played(), "log": [1, "x", None]})
    assert run.dropped is not None and run.dropped["at"] == 1  # garbage commands: dropped


def _ask(name: str, **params: Any) -> Any:
    return json.loads(handle(json.dumps({"id": 1, "method": name, "params": params})))


def test_bridge_new_and_open() -> None:
    r = _ask("table.new", game="pad", setup={"players": 2})["result"]
    assert r["view"] == {"scores": [0, 0]} and r["history"] == []
    s, _, _ = sessions.perform(r["session"], {"op": "score", "player": 1, "delta": 2})
    assert _ask("table.open", session=s)["result"]["history"] == [
        {"moment": "Total 0", "events": ["Player 2: 2."]}
    ]
    err = _ask("table.new", game="pad", setup={"players": "two"})["error"]
    assert err == {"type": "SetupError", "message": "Say how many players there are."}
    assert any(g["id"] == "pad" for g in _ask("table.games")["result"])


def test_bridge_live_session_sends_only_commands_and_patches_the_save() -> None:
    s = _ask("table.new", game="pad", setup={"players": 2})["result"]["session"]
    opened = _ask("table.live.open", key="k", data=s)["result"]
    assert opened["at"] == [0, 0] and opened["session"]["game"] == "pad"
    r = _ask("table.live.tap", key="k", at=[0, 0], command={"op": "score", "player": 0, "delta": 4})
    assert r["result"]["view"] == {"scores": [4, 0]}
    assert r["result"]["patch"] == {
        "log": [0, [{"op": "score", "player": 0, "delta": 4}]],
        "redo": [0, []],
    }
    stale = _ask("table.live.undo", key="k", at=[0, 0])["error"]
    assert stale["type"] == "SessionNotOpen"  # the page's copy is behind: it opens again
    u = _ask("table.live.undo", key="k", at=[1, 0])["result"]
    assert u["view"] == {"scores": [0, 0]} and u["at"] == [0, 1]
    assert _ask("table.live.redo", key="k", at=[0, 1])["result"]["view"] == {"scores": [4, 0]}
    assert _ask("table.live.history", key="k")["result"] == [
        {"moment": "Total 0", "events": ["Player 1: 4."]}
    ]
    bad = _ask(
        "table.live.tap", key="k", at=[1, 0], command={"op": "score", "player": 9, "delta": 1}
    )
    assert bad["error"]["message"] == "There is no such player."
    assert _ask("table.live.close", key="k")["result"]["open"] >= 0
