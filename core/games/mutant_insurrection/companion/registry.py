"""The command registry and the small helpers every command module shares.

A command module registers one function per op with :func:`op`; the function changes the state
it is given and returns the events to show. :mod:`.commands` runs them.

>>> int_field({"delta": 2}, "delta", -3, 3)
2
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.rules import find, hero

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
    return find(state["missions"], mission_id, "There is no such mission in play.")


def showdown_mission(state: State, mission_id: object) -> State:
    """A showdown mission by id (only once the showdown has started)."""
    sd = state["showdown"]
    return find(sd["missions"] if sd else [], mission_id, "There is no such showdown mission.")


def new_id(state: State) -> int:
    """A fresh id for a hero or mission; ids are never reused, so old commands stay exact."""
    state["next_id"] += 1
    return int(state["next_id"] - 1)


def add_success(m: State, cmd: Command, most: int | None = None, full: str | None = None) -> int:
    """Add or take away one success token on a mission card; ``most`` caps it (defeat value).

    >>> m = {"name": "Pyro", "success": 0}
    >>> add_success(m, {"delta": 1}), m["success"]
    (1, 1)
    """
    count = int(m["success"]) + int_field(cmd, "delta", -1, 1)
    if count < 0:
        raise CommandError(f"{m['name']} has no success token.")
    if most is not None and count > most:
        raise CommandError(full or f"{m['name']} is already defeated.")
    m["success"] = count
    return count


def phase_step(state: State, step: str, where: str, again: str) -> None:
    """Guard and tick a one-off threat-phase step: refused with ``where`` outside the threat
    phase (or in the showdown), with ``again`` once it is done."""
    if state["phase"] != "threat" or state["showdown"] is not None:
        raise CommandError(where)
    if step in state["done"]:
        raise CommandError(f"{again} (Untick the step to do it again.)")
    tick(state, step)


def tick(state: State, step: str) -> None:
    """Mark a checklist step of the current phase as done."""
    if step not in state["done"]:
        state["done"].append(step)


def lose(state: State, reason: str, cause: str | None = None) -> str:
    """End the game in defeat; the reason is said to the table as it is. ``cause`` marks a
    loss that a later fact can still turn into a win (see :func:`rules.winning_blow`)."""
    state["outcome"] = {"result": "loss", "reason": reason, "cause": cause}
    return reason


# The marker in ``done`` that the threat card drawn this phase has been resolved through the
# screen (an event, a Sentinel or a villain); until then the screen asks what came up.
CARD_RESOLVED = "card"


def resolve_drawn(state: State) -> None:
    """Mark this phase's drawn threat card as resolved (nothing outside the threat phase)."""
    if state["phase"] == "threat" and "draw" in state["done"]:
        tick(state, CARD_RESOLVED)


def card_pending(state: State) -> bool:
    """A threat card was drawn this phase and the table has not yet said what it was."""
    return (
        state["phase"] == "threat"
        and state["showdown"] is None
        and state["outcome"] is None
        and "draw" in state["done"]
        and CARD_RESOLVED not in state["done"]
    )
