"""Helpers for the Insurrection tests: a table driven one command at a time."""

from __future__ import annotations

import copy
from typing import Any

from core.games.insurrection import GAME
from core.games.insurrection.area import face_up

State = dict[str, Any]

LANDS = {
    "Rebel Fortress": {"people": 4, "draw": 1},
    "Marsh": {"people": 3, "kind": "basic-a"},
    "Orchard": {"people": 3, "kind": "basic-a"},
    "Hills": {"people": 2, "kind": "basic-b"},
    "Gorge": {
        "people": 2,
        "kind": "advanced",
        "effect": "Swap one card of your hand with a face-up card.",
        "applies_to": "the highest initiative",
    },
    "Kristin's Keep": {"people": 2, "draw": 1},
}
PATH = ["Marsh", "Orchard", "Hills", "Gorge"]


def setup(names: tuple[str, ...] = ("Jeanne", "Grégory", "Benjamin"), **extra: Any) -> State:
    form: State = {
        "players": [{"name": n} for n in names],
        "lands": copy.deepcopy(LANDS),
        "path": list(PATH),
    }
    return form | extra


class Table:
    """A state plus the events of the last command; a refused command leaves the state as it
    was (the session throws away its copy)."""

    def __init__(self, **extra: Any) -> None:
        self.state = GAME.new_state(setup(**extra))
        self.events: list[str] = []

    def do(self, op: str, **fields: Any) -> Table:
        new = copy.deepcopy(self.state)
        self.events = GAME.apply_in_place(new, {"op": op, **fields})
        self.state = new
        return self

    @property
    def marks(self) -> int:
        return face_up(self.state)["marks"]

    def card_id(self, name: str) -> int:
        return next(c["id"] for c in self.state["play"] if c["name"] == name)

    def view(self) -> State:
        result: State = GAME.view(self.state)
        return result


def card(name: str, initiative: int | None = None, marks: int = 0, **more: Any) -> State:
    out: State = {"name": name, "marks": marks, **more}
    if initiative is not None:
        out["initiative"] = initiative
    return out
