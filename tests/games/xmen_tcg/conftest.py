"""Helpers for the X-Men TCG companion tests: a table driven one command at a time through the
registered game, as the session and the bridge drive it."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from core.games.xmen_tcg import GAME
from core.games.xmen_tcg.setup import example_form

State = dict[str, Any]

# Ids in example_form(): Ann's Wolverine 1, Rogue 2, Jean Grey 3; Bea's Cyclops 4, Storm 5,
# Angel 6; Villains Magneto 7, Toad 8, Mystique 9, Sabretooth 10.
WOLVERINE, ROGUE, JEAN, CYCLOPS, STORM, ANGEL = 1, 2, 3, 4, 5, 6
MAGNETO, TOAD, MYSTIQUE, SABRETOOTH = 7, 8, 9, 10


class Table:
    """A game state plus the last command's events."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[str] = []

    def do(self, op: str, **fields: Any) -> Table:
        # Work on a copy, as the session does, so a refused command leaves nothing behind.
        trial = copy.deepcopy(self.state)
        self.events = GAME.apply_in_place(trial, {"op": op, **fields})
        json.dumps(trial)  # the state must stay plain JSON
        self.state = trial
        return self

    def view(self) -> State:
        v = GAME.view(self.state)
        json.dumps(v)
        return v  # type: ignore[no-any-return]

    def x(self, xid: int) -> State:
        return next(x for p in self.state["players"] for x in p["xmen"] if x["id"] == xid)

    def v(self, vid: int) -> State:
        return next(v for v in self.state["villains"] if v["id"] == vid)

    def start_turn(self) -> Table:
        """Do the fixed steps the active player owes (Danger Room, draw, untap)."""
        s = self.state
        if s["active"] == s["keeper"]:
            self.do("danger_up")
        self.do("draw")
        if s["turns_started"][s["active"]] > 1:
            self.do("untap")
        return self


def form(**changes: Any) -> State:
    """The example setup form with top-level changes."""
    f = example_form()
    f.update(changes)
    return f


@pytest.fixture
def table() -> Callable[..., Table]:
    """``table(first=0, level=2)``: Ann first (unless said), steps 1-2 done, at ``level``."""

    def make(first: int = 0, level: int | None = None, **changes: Any) -> Table:
        t = Table(GAME.new_state(form(first=first, **changes)))
        t.start_turn()
        if level is not None:
            t.do("danger_level", level=level)
        return t

    return make
