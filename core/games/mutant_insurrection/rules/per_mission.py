"""Effects that happen once at every mission: "one hero at each showdown mission suffers 1
damage" (rulebook: Showdowns, Threat Effects) and the like.

``{"op": "at_each_mission", "where": "showdown", "effects": [...]}`` runs ``effects`` once per
mission of that zone in play, left to right, each time with that mission as "here" (so
``who: "one_here"`` picks one hero there, and a mission with nobody there is passed by).
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.effects import Ctx, global_op, run_effects
from core.games.mutant_insurrection.rules.engine import Engine

Json = Any


def missions_in(e: Engine, where: str) -> list[str]:
    """Missions in play of a zone, in table order (the showdown's left to right)."""
    s = e.s
    if where == "showdown" and s["showdown"] is not None:
        return [m for m in s["showdown"]["order"] if m in s["missions"]]
    out = []
    for mid, m in s["missions"].items():
        zone = m["zone"]
        if (
            where == "any"
            or (where == "continent" and zone.startswith("continent:"))
            or (where == "story" and (zone == "story" or zone.startswith("school:")))
            or (where == "showdown" and zone == "showdown")
        ):
            out.append(mid)
    return out


@global_op("at_each_mission")
def _at_each(e: Engine, eff: Json, ctx: Ctx) -> None:
    for mid in reversed(missions_in(e, eff.get("where", "any"))):
        here: Ctx = {**ctx, "loc": f"m:{mid}", "card": mid, "hero": None}
        e.push({"t": "fx_group", "e": eff["effects"], "ctx": here})


def _group(e: Engine, t: dict[str, Json]) -> None:
    run_effects(e, t["e"], t["ctx"])


def _register() -> None:
    from core.games.mutant_insurrection.rules.engine import task

    task("fx_group")(_group)


_register()
