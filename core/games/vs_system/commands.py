"""Applying a command: the op registry, the argument checks every op shares, and what runs
after every command (a DEF at 0 or below stuns at once, wounds at Health KO; then the
end-of-game check).

>>> from core.games.vs_system.setup import new_state
>>> s = new_state({"first": 0, "players": [
...     {"name": "Ana", "main": {"name": "Loki", "levels": [{"health": 6, "atk": 1, "def": 6}]}},
...     {"name": "Ben", "main": {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}}]})
>>> apply_in_place(s, {"op": "advance"})[:2]
['Recovery Phase.', 'Ana: every character and resource is ready.']
>>> apply_in_place(s, {"op": "fly"})
Traceback (most recent call last):
...
core.table.errors.CommandError: The companion has no command 'fly'.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.games.vs_system import characters, outcome, turn
from core.games.vs_system.stats import stats
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


def int_arg(cmd: Command, key: str, *, low: int, high: int = MAX_AMOUNT, default: int = 1) -> int:
    """A whole-number argument in range (a missing one takes ``default``)."""
    n = cmd.get(key, default)
    if isinstance(n, bool) or not isinstance(n, int) or not low <= n <= high:
        raise CommandError(f"Give a whole number from {low} to {high}.")
    return n


def state_checks(state: State) -> list[str]:
    """After every command: a face-up character whose DEF has fallen to 0 or below is stunned
    at once; a character whose wounds have reached its Health (its Health lowered, say) is
    KO'd."""
    events = []
    for p in state["players"]:
        for c in list(p["chars"]):
            if not c["ko"] and c["face"] == "up" and stats(c)[1] <= 0:
                events.append(f"{c['name']}'s DEF is down to 0: it is stunned at once.")
                events += characters.stun(state, c)
        for c in list(p["chars"]):
            if not c["ko"] and c["wounds"] and c["wounds"] >= characters.current_health(state, c):
                events.append(f"{c['name']} has as many wounds as Health.")
                events += characters.ko(state, c)
    return events


def apply_in_place(state: State, cmd: Command) -> list[str]:
    """Run one command on the state; :class:`CommandError` if it is not allowed now."""
    if not isinstance(cmd, dict) or not isinstance(cmd.get("op"), str):
        raise CommandError("That command is not understood.")
    fn = OPS.get(cmd["op"])
    if fn is None:
        raise CommandError(f"The companion has no command {cmd['op']!r}.")
    if state["result"]:
        raise CommandError(f"The game is over: {state['result']['reason']}")
    events = fn(state, cmd)
    events += state_checks(state)
    events += outcome.settle(state)
    seat = state["seats"][state["turn"]["seat"]]
    if not state["result"] and all(state["players"][p]["out"] for p in seat):
        state["combat"] = None  # the player whose turn it was is out: the next one plays
        events += turn.end_turn(state)
    return events


def load_ops() -> None:
    """Import the op modules, which register themselves."""
    from core.games.vs_system import ops_characters, ops_combat, ops_table  # noqa: F401
