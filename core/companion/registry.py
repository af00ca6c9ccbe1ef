"""The command registry and the small helpers every command module shares.

A command module registers one function per op with :func:`op`; the function changes the state
it is given and returns the events to show. :mod:`core.companion.commands` runs them.

>>> int_field({"delta": 2}, "delta", -3, 3)
2
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.companion.errors import CommandError
from core.companion.rules import hero

State = dict[str, Any]
Command = dict[str, Any]
Handler = Callable[[State, Command], list[str]]

HANDLERS: dict[str, Handler] = {}


def op(name: str) -> Callable[[Handler], Handler]:
    """Register the function that performs ``{"op": name, ...}``."""

    def register(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn

    return register


def int_field(cmd: Command, key: str, lo: int | None = None, hi: int | None = None) -> int:
    """A whole-number field of a command, within ``lo``..``hi`` (booleans are not numbers)."""
    value = cmd.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise CommandError(f"'{key}' must be a whole number.")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise CommandError(f"'{key}' is out of range.")
    return value


def standing_hero(state: State, cmd: Command, key: str = "hero") -> State:
    """The hero a command names, who must be in play and not knocked out."""
    h = hero(state, cmd.get(key))
    if h["id"] not in state["seats"]:
        raise CommandError(f"{h['name']} is no longer in the game.")
    if h["out"]:
        raise CommandError(f"{h['name']} is knocked out.")
    return h


def mission_in_play(state: State, mission_id: object) -> State:
    """A face-up mission (not a showdown mission) by id."""
    missions: list[State] = state["missions"]
    for m in missions:
        if m["id"] == mission_id:
            return m
    raise CommandError("There is no such mission in play.")


def showdown_mission(state: State, mission_id: object) -> State:
    """A showdown mission by id (only once the showdown has started)."""
    sd = state["showdown"]
    missions: list[State] = sd["missions"] if sd else []
    for m in missions:
        if m["id"] == mission_id:
            return m
    raise CommandError("There is no such showdown mission.")


def new_id(state: State) -> int:
    """A fresh id for a hero or mission; ids are never reused, so old commands stay exact."""
    state["next_id"] += 1
    return int(state["next_id"] - 1)


def tick(state: State, step: str) -> None:
    """Mark a checklist step of the current phase as done."""
    if step not in state["done"]:
        state["done"].append(step)


def lose(state: State, reason: str) -> str:
    """End the game in defeat; the reason is said to the table as it is."""
    state["outcome"] = {"result": "loss", "reason": reason}
    return reason
