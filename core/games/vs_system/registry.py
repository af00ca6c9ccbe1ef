"""The op registry and the argument checks every op module shares. Each ``ops_*`` module
registers its ops here with :func:`op`; :mod:`.commands` imports those modules and runs the ops.

>>> int_arg({"n": 3}, "n", low=0, what="Wounds")
3
>>> int_arg({"n": "3"}, "n", low=0, what="Wounds")
Traceback (most recent call last):
core.table.errors.CommandError: Wounds: give a whole number from 0 to 99.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.games.vs_system import characters
from core.table.errors import CommandError

State = dict[str, Any]
Command = dict[str, Any]
Op = Callable[[State, Command], list[str]]

OPS: dict[str, Op] = {}
MAX_AMOUNT = 99


def op(name: str) -> Callable[[Op], Op]:
    """Register an op under ``name``."""

    def add(fn: Op) -> Op:
        OPS[name] = fn
        return fn

    return add


def player_arg(state: State, cmd: Command) -> int:
    """The ``player`` index of a command, checked."""
    p = cmd.get("player")
    if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < len(state["players"]):
        raise CommandError("Choose a player.")
    if state["players"][p]["out"]:
        raise CommandError(f"{state['players'][p]['name']} is out of the game.")
    return p


def char_arg(state: State, cmd: Command) -> dict[str, Any]:
    """The character a command names (``char``), still in play."""
    return characters.find(state, cmd.get("char"))


def int_arg(
    cmd: Command,
    key: str,
    *,
    low: int,
    high: int = MAX_AMOUNT,
    default: int = 1,
    what: str,
) -> int:
    """A whole-number argument in range (a missing one takes ``default``); a refusal names
    it ``what``, as the screen does."""
    n = cmd.get(key, default)
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise CommandError(f"{what}: give a whole number from {low} to {high}.")
    return n


def yes_no(cmd: Command, key: str, what: str, *, default: bool = False) -> bool:
    """A yes/no argument: ``true`` or ``false`` only (``"no"`` is not yes); missing takes
    ``default``.

    >>> yes_no({"ready": "no"}, "ready", "Ready")
    Traceback (most recent call last):
    core.table.errors.CommandError: Ready must be yes or no.
    >>> yes_no({}, "ready", "Ready", default=True)
    True
    """
    v = cmd.get(key)
    if v is None:
        return default
    if not isinstance(v, bool):
        raise CommandError(f"{what} must be yes or no.")
    return v
