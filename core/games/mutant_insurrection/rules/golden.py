"""Rules printed on cards that are "in effect at all times" (rulebook: Timings, "During Play";
Clarifications: Golden Rules; Briefings).

A briefing, a face-up mission or an attached Sentinel may carry ``"rules"``: ``extra_threat``
(more threat each threat phase), ``cannot`` (a list of prohibitions, everywhere) and, on a
mission or Sentinel, ``cannot_here`` (prohibitions for the heroes at that mission and the
attempts made there). A "cannot" is absolute: no other effect overrides it, so every rule that
could do the forbidden thing asks :func:`forbidden` first, abilities that "ignore villainy"
included. A rule stops as soon as its card leaves play or is flipped face down.

>>> from core.games.mutant_insurrection.effects.schema import CANNOT
>>> sorted(CANNOT)[:3]
['assist', 'deploy_school', 'draw_mutant']
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from core.games.mutant_insurrection.rules.engine import Engine

Json = Any


def in_force(e: Engine) -> Iterator[dict[str, Json]]:
    """The ``rules`` of every card in play face up: briefings, missions, attached Sentinels."""
    for r, _ in placed_rules(e):
        yield r


def placed_rules(e: Engine) -> Iterator[tuple[dict[str, Json], str | None]]:
    """``(rules, location)`` of every card in play face up (a briefing has no location)."""
    s, c = e.s, e.c
    for side in s["briefings"]:
        r = c.card(side).get("rules")
        if r:
            yield r, None
    for mid, m in s["missions"].items():
        r = c.card(mid).get("rules")
        if r:
            yield r, f"m:{mid}"
        if m["sentinel"] is not None:
            r = c.threat[m["sentinel"]].get("rules")
            if r:
                yield r, f"m:{mid}"


def forbidden(e: Engine, what: str, where: str | None = None) -> bool:
    """Whether a card in play says ``what`` cannot happen, for a hero or attempt at ``where``
    (``no_school`` is the older spelling of ``cannot: [deploy_school]``)."""
    if not e.c.has_rules:
        return False  # most content sets never say "cannot": keep the hot paths free
    for r, loc in placed_rules(e):
        if what in r.get("cannot", ()) or (what == "deploy_school" and r.get("no_school")):
            return True
        if where is not None and where == loc and what in r.get("cannot_here", ()):
            return True
    return False


def hero_at(e: Engine, hid: str) -> str | None:
    """Where a hero is, for "cannot" rules that hold only at one mission."""
    return e.s["heroes"][hid]["at"]  # type: ignore[no-any-return]


def attempt_at(e: Engine) -> str | None:
    """The mission of the attempt under way, if any."""
    att = e.s["att"]
    return None if att is None else f"m:{att['m']}"


def rule_total(e: Engine, key: str) -> int:
    """The sum of a numeric rule (``rerolls``, ``prevent_damage``, ``extra_flips``) over the
    cards in play."""
    if not e.c.has_rules:
        return 0
    return sum(int(r.get(key, 0)) for r in in_force(e))


def max_heroes(e: Engine, default: int) -> int:
    """How many heroes may deploy to one mission: the lowest ``max_heroes`` in play, if any."""
    if not e.c.has_rules:
        return default
    return min([default, *(int(r["max_heroes"]) for r in in_force(e) if "max_heroes" in r)])


def extra_threat(e: Engine) -> int:
    """Threat added in each threat phase by the rules in force."""
    if not e.c.has_rules:
        return 0
    return sum(int(r.get("extra_threat", 0)) for r in in_force(e))
