"""Which parts of the card language a content set never uses: ops, conditions, timings, ability
timings, "during play" rules and "cannot"s, game events a timing hangs on, reveal placements,
computed values and per-mission zones. For the core set the answer is written down, with the
reason for each, in docs/content-packs.md ("What the core set does not reach"); a test keeps
that list equal to this function's.

>>> unused({"missions": [{"success": [{"op": "heal", "amount": 1}]}]})["ops"][:3]
['add_die', 'add_tokens', 'at_each_mission']
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from core.games.mutant_insurrection.effects.schema import (
    ABILITY_TIMINGS,
    CANNOT,
    CONDS,
    COUNTABLE,
    EVENTS,
    OPS,
    REVEAL,
    RULES,
    TIMINGS,
    ZONES,
)

Json = Any


def _walk(x: Json) -> Iterator[dict[str, Json]]:
    if isinstance(x, dict):
        yield x
        for v in x.values():
            yield from _walk(v)
    elif isinstance(x, list):
        for v in x:
            yield from _walk(v)


def unused(data: dict[str, Json]) -> dict[str, list[str]]:
    """What the raw content ``data`` never uses, by kind (each list sorted)."""
    nodes = list(_walk(data))
    rules = [n["rules"] for n in nodes if isinstance(n.get("rules"), dict)]
    forbids = {x for r in rules for x in (*r.get("cannot", ()), *r.get("cannot_here", ()))}
    values = [n for n in nodes if isinstance(n.get("count"), str) and "op" not in n]
    used: dict[str, set[str]] = {
        "ops": {n["op"] for n in nodes if "op" in n},
        "conditions": {n["if"] for n in nodes if "if" in n},
        "timings": {n["when"] for n in nodes if "when" in n},
        "ability timings": {n["timing"] for n in nodes if "timing" in n and "effects" in n},
        "rules": {k for r in rules for k in r},
        "cannot": forbids,
        "events": {n["effect"] for n in nodes if n.get("when") == "after_effect"},
        "reveal": {f"{n['deck']} {n['then']}" for n in nodes if n.get("op") == "reveal"},
        "values": {n["count"] for n in values},
        "zones": {n.get("where", "any") for n in nodes if n.get("op") == "at_each_mission"},
    }
    every: dict[str, set[str]] = {
        "ops": set(OPS),
        "conditions": set(CONDS),
        "timings": set(TIMINGS),
        "ability timings": set(ABILITY_TIMINGS),
        "rules": set(RULES),
        "cannot": set(CANNOT),
        "events": set(EVENTS),
        "reveal": {f"{d} {t}" for d, ts in REVEAL.items() for t in ts},
        "values": set(COUNTABLE),
        "zones": set(ZONES),
    }
    return {k: sorted(every[k] - used[k]) for k in every}
