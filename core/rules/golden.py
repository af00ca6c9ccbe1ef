"""Rules printed on cards that are "in effect at all times" (rulebook: Timings, "During Play";
Clarifications: Golden Rules; Briefings).

A briefing, a face-up mission or an attached Sentinel may carry ``"rules"``: ``extra_threat``
(more threat each threat phase) and ``cannot`` (a list of prohibitions). A "cannot" is absolute:
no other effect overrides it, so every rule that could do the forbidden thing asks
:func:`forbidden` first, abilities that "ignore villainy" included. A rule stops as soon as its
card leaves play or is flipped face down.

>>> from core.effects.schema import CANNOT
>>> sorted(CANNOT)[:3]
['assist', 'deploy_school', 'draw_mutant']
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from core.rules.engine import Engine

Json = Any


def in_force(e: Engine) -> Iterator[dict[str, Json]]:
    """The ``rules`` of every card in play face up: briefings, missions, attached Sentinels."""
    s, c = e.s, e.c
    for side in s["briefings"]:
        r = c.card(side).get("rules")
        if r:
            yield r
    for mid, m in s["missions"].items():
        r = c.card(mid).get("rules")
        if r:
            yield r
        if m["sentinel"] is not None:
            r = c.threat[m["sentinel"]].get("rules")
            if r:
                yield r


def forbidden(e: Engine, what: str) -> bool:
    """Whether a card in play says ``what`` cannot happen (``no_school`` is the older spelling
    of ``cannot: [deploy_school]``)."""
    if not e.c.has_rules:
        return False  # most content sets never say "cannot": keep the hot paths free
    for r in in_force(e):
        if what in r.get("cannot", ()) or (what == "deploy_school" and r.get("no_school")):
            return True
    return False


def extra_threat(e: Engine) -> int:
    """Threat added in each threat phase by the rules in force."""
    if not e.c.has_rules:
        return 0
    return sum(int(r.get("extra_threat", 0)) for r in in_force(e))
