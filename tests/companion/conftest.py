"""Shared helpers for the companion tests: start a game and run commands on it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.games.mutant_insurrection.companion.commands import apply
from core.games.mutant_insurrection.companion.setup import new_state

State = dict[str, Any]

NAMES = ("Storm", "Rogue", "Beast", "Cyclops", "Jubilee", "Forge")


class Game:
    """A state plus the events of the last command, driven one command at a time."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[str] = []

    def do(self, op: str, **fields: Any) -> Game:
        self.state, self.events = apply(self.state, {"op": op, **fields})
        return self

    def hero(self, hero_id: int) -> State:
        return next(h for h in self.state["heroes"] if h["id"] == hero_id)

    def to_phase(self, phase: str) -> Game:
        while self.state["phase"] != phase:
            self.do("next_phase")
        return self


@pytest.fixture
def game() -> Callable[..., Game]:
    def make(players: int = 3, health: int = 6, difficulty: str = "normal", **extra: Any) -> Game:
        count = max(2, players)
        setup = {
            "players": players,
            "heroes": [{"name": n, "health": health} for n in NAMES[:count]],
            "difficulty": difficulty,
            "seed": 1,
            **extra,
        }
        return Game(new_state(setup))

    return make
