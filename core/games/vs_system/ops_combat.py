"""Commands of the combat calculator: propose an attack, pick the attacker the defender strikes
back at, cancel, and resolve (applies everything in one command)."""

from __future__ import annotations

from typing import Any

from core.games.vs_system import characters, combat
from core.games.vs_system.registry import op
from core.table.errors import CommandError

State = dict[str, Any]


@op("attack")
def _attack(state: State, cmd: dict[str, Any]) -> list[str]:
    if state["combat"]:
        raise CommandError("A combat is already being worked out: resolve or cancel it first.")
    return combat.propose(state, cmd.get("attackers"), cmd.get("defender"), cmd.get("target"))


@op("strike_back")
def _strike_back(state: State, cmd: dict[str, Any]) -> list[str]:
    c = state["combat"]
    if not c:
        raise CommandError("Declare an attack first.")
    target = cmd.get("target")
    if target not in c["attackers"]:
        raise CommandError("The defender can only strike back at one of the attackers.")
    c["target"] = target
    d = characters.find(state, c["defender"])
    return [f"{d['name']} will strike back at {characters.find(state, target)['name']}."]


@op("cancel_attack")
def _cancel(state: State, cmd: dict[str, Any]) -> list[str]:
    """An effect cancels the combat: nobody is stunned, the attackers stay exhausted and
    nobody has survived (a mistaken attack is undone with undo instead)."""
    if not state["combat"]:
        raise CommandError("There is no combat to cancel.")
    combat.end_combat(state)
    return ["The combat is cancelled: nobody is stunned and the attackers stay exhausted."]


@op("resolve")
def _resolve(state: State, cmd: dict[str, Any]) -> list[str]:
    return combat.resolve(state)
