"""The command registry of the Insurrection companion: each ``ops_*`` module registers one
function per op with :func:`op`; :mod:`core.games.insurrection.commands` runs them.

>>> from core.games.insurrection import commands  # registers every op
>>> "advance" in COMMANDS.handlers
True
"""

from __future__ import annotations

from typing import Any

from core.table.commands import Commands
from core.table.errors import CommandError

State = dict[str, Any]
Command = dict[str, Any]
COMMANDS = Commands()
op = COMMANDS.op


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
