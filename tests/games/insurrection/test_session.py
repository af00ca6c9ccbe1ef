"""An Insurrection table in the shared session: set up, a few taps, undo, reload, same state."""

from __future__ import annotations

import json

from core.games.insurrection import GAME
from core.table import session as sessions
from tests.games.insurrection.conftest import card, setup


def test_taps_undo_and_reload_give_the_same_table() -> None:
    """The session replays the log: undo is a shorter replay; a saved session reopens as it was."""
    s = sessions.new_session(GAME.id, setup())
    run = sessions.replay(s)
    for cmd in (
        {"op": "advance"},
        {"op": "reveal", "cards": [card("Chaos", marks=2), card("Tore"), card("Imp"), card("Elf")]},
        {"op": "draw"},
        {"op": "play", "player": 0, "card": card("Gnoll", 9, remove=True)},
    ):
        s, _, run = sessions.perform(s, cmd, run)
    assert run.state["deck"] == 54 and run.state["played"][0]["name"] == "Gnoll"
    s, events = sessions.undo(s)
    assert events == ["Undone: Jeanne reveals Gnoll (initiative 9)."]
    undone = sessions.replay(s).state
    assert undone["played"][0] is None and undone["players"][0]["hand"] == 5
    reopened = sessions.open_session(json.loads(json.dumps(s)))[1].state
    assert reopened == undone
    assert reopened["lands"]["Marsh"]["people"] == 3  # the Land library travels with the save
