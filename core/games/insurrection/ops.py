"""The command registry of the Insurrection companion: each ``ops_*`` module registers one
function per op with :func:`op`; :mod:`core.games.insurrection.commands` runs them.

>>> "advance" in HANDLERS or True
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.table.errors import CommandError

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


def player_index(state: State, cmd: Command, key: str = "player") -> int:
    """The seat a command names (0 is the first player typed at setup)."""
    value = cmd.get(key)
    if (
        not isinstance(value, int)
        or isinstance(value, bool)
        or not 0 <= value < len(state["players"])
    ):
        raise CommandError("Choose one of the players.")
    return value


def in_phase(state: State, phase: str, message: str) -> None:
    """Refuse a tap made at the wrong moment of the round."""
    if state["over"]:
        raise CommandError("The game is over: fill in the scoring pad, or undo to go back.")
    if state["phase"] != phase:
        raise CommandError(message)
