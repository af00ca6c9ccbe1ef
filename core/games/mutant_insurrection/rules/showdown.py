"""The showdown (rulebook: Showdowns; Clarifications: Showdowns).

Assembling sets aside the continent decks, school cards, Sentinels and other story cards, lays
the showdown missions out left to right and skips to the next round's deploy phase. Tokens go
below a showdown mission; it is defeated at its defeat value. The threat phase becomes the
leftmost mission's attack on every hero, then threat effects of undefeated missions.
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.deploy import new_mission
from core.games.mutant_insurrection.rules.effects import Ctx, global_op, run_effects
from core.games.mutant_insurrection.rules.engine import BLACKBIRD, Engine, Task, task

Json = Any


def defeat_value(e: Engine, mid: str) -> int:
    return max(1, e.value(e.c.card(mid)["defeat"]))


def add_showdown_token(e: Engine, mid: str) -> None:
    s = e.s
    m = s["missions"][mid]
    m["tokens"] += 1
    e.log(f"{e.name(mid)}: {m['tokens']}/{defeat_value(e, mid)} success tokens.", "tokens", mid)
    check_defeated(e, mid)


def check_defeated(e: Engine, mid: str) -> None:
    """A showdown mission is complete at its defeat value, once no Sentinel is attached."""
    s = e.s
    m = s["missions"][mid]
    if m["tokens"] >= defeat_value(e, mid) and not m["complete"] and m["sentinel"] is None:
        m["complete"] = True
        e.log(f"{e.name(mid)} is defeated!", "defeated", mid)
        if all(s["missions"][x]["complete"] for x in s["showdown"]["order"]):
            e.win("every showdown mission is complete")


@global_op("setup_showdown")
def _assemble(e: Engine, eff: Json, ctx: Ctx) -> None:
    s = e.s
    if s["showdown"] is not None:
        return
    source = ctx.get("card")
    e.log("The showdown begins!", "showdown")
    for d in s["decks"].values():
        s["aside"] += d["cards"]
        d["cards"], d["up"] = [], False
    for mid, st in list(s["missions"].items()):
        if not st["zone"].startswith("continent:"):
            for cid in [mid, *st["under"]]:
                s["aside"].append(cid[:-1] if cid[:-1] in e.c.story else cid)
        if st["sentinel"] is not None:
            s["aside"].append(st["sentinel"])
    s["missions"] = {}
    s["aside"] += list(s["school"])
    s["school"] = {}
    # only the briefing that started the showdown stays; started by a story mission, the
    # briefings that led there stay (reading "briefing-at-the-showdown")
    keep = {source} if source in s["briefings"] else set(s["briefings"])
    for side in list(s["briefings"]):
        if side not in keep:
            s["aside"].append(side[:-1])
            del s["briefings"][side]
    order = list(s["under_plot"])
    s["under_plot"] = []
    for side in order:
        new_mission(e, side, "showdown")
    s["showdown"] = {"order": order, "source": source}
    # Story cards never played are set aside too: no later effect brings one into play.
    s["aside"] += s["story_aside"]
    s["story_aside"] = []
    s["att"] = None
    for h in e.in_play():
        s["heroes"][h]["at"] = BLACKBIRD
        s["heroes"][h]["assist_at"] = h  # a new round: lent cards go home (reading)
    if not e.in_play():  # knocked-out heroes are not replaced now: nobody is left to fight
        e.lose("no hero is left in play to face the showdown")
        return
    # straight to the next round's deploy phase; knocked-out heroes are not replaced
    e.unwind_to("round_start")


@task("showdown_threat")
def _threat(e: Engine, t: Task) -> None:
    from core.games.mutant_insurrection.rules.damage import deal

    s = e.s
    order = s["showdown"]["order"]
    attack = int(e.c.card(order[0]).get("attack", 0))
    e.push({"t": "showdown_effects", "i": 0})
    if attack:
        e.log(f"The showdown attacks every hero for {attack}.", "attack", order[0])
        for h in e.in_play():
            deal(e, h, attack)


@task("showdown_effects")
def _effects(e: Engine, t: Task) -> None:
    order = e.s["showdown"]["order"]
    i = t["i"]
    if i >= len(order):
        return
    e.push({"t": "showdown_effects", "i": i + 1})
    mid = order[i]
    if not e.s["missions"][mid]["complete"]:
        ctx: Ctx = {"hero": None, "loc": f"m:{mid}", "card": mid, "pen": True}
        run_effects(e, e.c.card(mid).get("threat_effects", []), ctx)
