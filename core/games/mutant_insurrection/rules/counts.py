"""Values computed from the game ("X = the number of ...") and the conditions that read the
board: the threat section, a hero's damage, a Sentinel attached, heroes in play (rulebook: Special
Terms, Hero Count; Threat; Sentinels).

A computed value is ``{"count": WHAT}``, optionally ``"times"`` and ``"plus"``:
``{"count": "heroes_here", "times": 2}`` is twice the number of heroes at the card's mission.
It is worked out when its effect starts to resolve, from the effect's context (``you``, ``here``),
by :meth:`Engine.value`, which looks the name up in the counts registered here.

>>> from core.games.mutant_insurrection import new_game
>>> g = new_game(seed=1)
>>> e = Engine(g.s, g.content)
>>> e.value({"count": "completed_missions", "plus": 1})
1
>>> holds_extra(e, {"if": "threat_section", "section": "green"}, {})
True
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.engine import COUNTS, Engine
from core.games.mutant_insurrection.threat_track import section

Json = Any
Ctx = dict[
    str, Json
]  # an effect's context (as in core.games.mutant_insurrection.rules.effects, which imports this)
SECTIONS = ("green", "yellow", "red")


def _here(e: Engine, ctx: Ctx) -> str | None:
    loc = ctx.get("loc")
    return str(loc) if loc else None


def _mission_here(e: Engine, ctx: Ctx) -> dict[str, Json] | None:
    loc = _here(e, ctx)
    if loc is None or not loc.startswith("m:"):
        return None
    m: dict[str, Json] | None = e.s["missions"].get(loc[2:])
    return m


def _you(e: Engine, ctx: Ctx) -> dict[str, Json] | None:
    h = ctx.get("hero")
    return e.s["heroes"][h] if h is not None and h in e.in_play() else None


def _villains(e: Engine, ctx: Ctx) -> int:
    return sum(
        1 for m in e.s["completed"] if m in e.c.missions and e.c.missions[m]["type"] == "villain"
    )


COUNTS.update(
    {
        "heroes_here": lambda e, ctx: len(e.at(loc)) if (loc := _here(e, ctx)) else 0,
        "heroes_in_play": lambda e, ctx: len(e.in_play()),
        "your_damage": lambda e, ctx: int(h["damage"]) if (h := _you(e, ctx)) else 0,
        "tokens_here": lambda e, ctx: int(m["tokens"]) if (m := _mission_here(e, ctx)) else 0,
        "completed_missions": lambda e, ctx: len(e.s["completed"]),
        "completed_villains": _villains,
        "sentinels": lambda e, ctx: sum(1 for m in e.s["missions"].values() if m["sentinel"]),
        "faceup_missions": lambda e, ctx: len(e.s["missions"]),
        "knocked_out": lambda e, ctx: len(e.s["ko"]),
        "threat": lambda e, ctx: int(e.s["threat"]),
    }
)


def resolve(e: Engine, eff: Json, ctx: Ctx) -> Json:
    """``eff`` with its computed parameters worked out (the effect itself is left as it is)."""
    if not any(isinstance(x, dict) and "count" in x for x in eff.values()):
        return eff
    return {
        k: e.value(x, ctx) if isinstance(x, dict) and "count" in x else x for k, x in eff.items()
    }


def holds_extra(e: Engine, cond: Json, ctx: Ctx) -> bool:
    """The board-reading conditions: threat section, damage, a Sentinel attached."""
    kind = cond["if"]
    if kind == "threat_section":
        now = SECTIONS.index(section(e.s["threat"]).value)
        want = SECTIONS.index(cond["section"])
        return now >= want if cond.get("or_higher") else now == want
    if kind == "damage_at_least":
        h = _you(e, ctx)
        return h is not None and int(h["damage"]) >= e.value(cond["value"], ctx)
    if kind == "heroes_in_play_at_least":
        return len(e.in_play()) >= int(cond["value"])
    if kind == "sentinel_here":
        m = _mission_here(e, ctx)
        return m is not None and m["sentinel"] is not None
    raise AssertionError(kind)  # pragma: no cover - content is validated


EXTRA_CONDS = frozenset(
    {"threat_section", "damage_at_least", "sentinel_here", "heroes_in_play_at_least"}
)
