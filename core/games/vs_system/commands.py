"""Applying a command: look the op up (:mod:`.registry`, filled by the ``ops_*`` modules
imported here), run it, then what runs after every command (a DEF at 0 or below stuns at
once, wounds at Health KO; then the end-of-game check).

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

from typing import Any

from core.games.vs_system import characters, ops_characters, ops_combat, ops_table, outcome, turn
from core.games.vs_system.registry import OPS
from core.games.vs_system.stats import stats
from core.table.errors import CommandError

OP_MODULES = (ops_characters, ops_combat, ops_table)  # importing them registers their ops

State = dict[str, Any]
Command = dict[str, Any]


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
