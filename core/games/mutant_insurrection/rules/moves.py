"""Moving heroes between missions (an effect: "move to another mission"; Replacing Cards says
how heroes follow a card, this is the effect that sends them on their own).

A hero moves to another face-up mission with room (at most three heroes deployed there, or what
a "during play" ``max_heroes`` rule allows), their choice, or with ``"to": "here"`` to the
mission of the effect. The active hero of an attempt never moves mid-attempt (the attempt is
theirs to finish); a hero who has not deployed yet counts as deployed once moved.

>>> from core.games.mutant_insurrection.content.card_text import effect_text
>>> effect_text({"op": "move_hero", "who": "one", "to": "here"})
'one hero moves here'
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.deploy import deployed_to, room
from core.games.mutant_insurrection.rules.effects import Ctx, hero_op
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task

Json = Any


def destinations(e: Engine, hid: str, eff: Json, ctx: Ctx) -> list[str]:
    """Where ``hid`` may move: face-up missions with room (the same room as deploying there,
    :func:`~core.games.mutant_insurrection.rules.deploy.room`), other than where they are."""
    s = e.s
    here = s["heroes"][hid]["at"]
    out = []
    for mid, m in s["missions"].items():
        loc = f"m:{mid}"
        if loc == here or m["complete"] or deployed_to(e, loc) >= room(e, mid):
            continue
        if eff.get("to") == "here" and loc != ctx.get("loc"):
            continue
        out.append(loc)
    return out


def movable(e: Engine, hid: str) -> bool:
    """Whether an effect may move ``hid``: not the active hero mid-attempt, and not a hero who
    has used a school card this round: "moves to another mission" takes a hero from the
    Blackbird or a mission, and a school card's effect is a deployment already spent (reading
    "moving-from-a-school-card")."""
    att = e.s["att"]
    if att is not None and att["hero"] == hid:
        return False
    return not str(e.s["heroes"][hid]["at"]).startswith("school:")


def _score(e: Engine, eff: Json, hid: str) -> int:
    return 1 if movable(e, hid) else 0


@hero_op("move_hero", _score)
def _move(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    if not movable(e, hid):
        return
    dests = destinations(e, hid, eff, ctx)
    if not dests:
        return
    options = [opt(f"to:{loc}", f"{e.name(hid)} moves to {e.name(loc[2:])}") for loc in dests]
    e.ask(hid, "move_hero", f"Where does {e.name(hid)} move?", options, {"t": "move_do", "h": hid})


@task("move_do")
def _move_do(e: Engine, t: Task) -> None:
    s = e.s
    hid, loc = t["h"], t["choice"][3:]
    s["heroes"][hid]["at"] = loc
    if hid not in s["r"]["deployed"]:
        s["r"]["deployed"].append(hid)
    e.log(f"{e.name(hid)} moves to {e.name(loc[2:])}.", "move", hid, loc[2:])
