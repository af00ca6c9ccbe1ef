"""The threat phase and the threat track (rulebook: Threat Phase; Threat; Running Out of Threat
Cards; Clarifications: Threat). Track sections and limits come from
:mod:`core.games.mutant_insurrection.threat_track`."""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.deploy import flip_deck
from core.games.mutant_insurrection.rules.effects import Ctx, global_op, hook, run_effects, trigger
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.golden import extra_threat, forbidden, rule_total
from core.games.mutant_insurrection.threat_track import (
    MAX_THREAT,
    Section,
    clamp_low,
    next_deck,
    section,
)

Json = Any


def raise_threat(e: Engine, n: int, ctx: Ctx | None = None) -> None:
    """Advance the tracker; past space 15 the heroes lose (but not once the showdown has
    begun: then only the knock-out of every hero loses). Every source raises it here (icons,
    threat cards, Sentinels, knock-outs, effects), so "when the threat rises" sees them all."""
    if n <= 0:
        return
    now: Task = {"t": "threat_up", "n": n, "ctx": ctx or {}}
    if e.would("raise_threat", now, trigger(None, (ctx or {}).get("loc"), ctx)):
        return
    _raise(e, now)


@task("threat_up")
def _raise(e: Engine, t: Task) -> None:
    s, n = e.s, int(t["n"])
    new = s["threat"] + n
    s["threat"] = min(new, MAX_THREAT)
    if new > MAX_THREAT:  # the track ends at 15: say so rather than print a space it lacks
        e.log(f"Threat rises by {n}, past space {MAX_THREAT}.", "threat_up")
    else:
        e.log(f"Threat rises by {n} to {new}.", "threat_up")
    e.did("raise_threat", trigger(None, t["ctx"].get("loc"), t["ctx"]))
    if new > MAX_THREAT and s["showdown"] is None:
        e.lose(f"threat rose beyond {MAX_THREAT}")


def reduce_threat(e: Engine, n: int, ctx: Ctx | None = None) -> None:
    """Move the tracker left; it never goes below 1 (nor at all while a card says threat
    cannot be reduced). Every source lowers it here (missions, Xavier's Office, effects), so
    "just before the threat falls" sees them all; at space 1 it cannot fall, so nothing does."""
    if forbidden(e, "reduce_threat"):
        e.log("Threat cannot be reduced now.", "threat_blocked")
        return
    if n <= 0 or clamp_low(e.s["threat"] - n) == e.s["threat"]:
        return
    now: Task = {"t": "threat_down", "n": n, "ctx": ctx or {}}
    if e.would("reduce_threat", now, trigger(None, (ctx or {}).get("loc"), ctx)):
        return
    _reduce(e, now)


@task("threat_down")
def _reduce(e: Engine, t: Task) -> None:
    s = e.s
    if forbidden(e, "reduce_threat"):
        e.log("Threat cannot be reduced now.", "threat_blocked")
        return
    before = s["threat"]
    s["threat"] = clamp_low(before - int(t["n"]))
    if s["threat"] != before:
        e.log(f"Threat falls to {s['threat']}.", "threat_down")
        e.did("reduce_threat", trigger(None, t["ctx"].get("loc"), t["ctx"]))


def icons(e: Engine) -> int:
    """Threat icons on face-up missions and attached Sentinels, plus "during play" rules."""
    s = e.s
    total = 0
    for mid, m in s["missions"].items():
        if m["zone"] == "showdown":
            continue
        total += int(e.c.card(mid).get("threat", 0))
        if m["sentinel"] is not None:
            total += int(e.c.threat[m["sentinel"]]["threat"])
    return total + extra_threat(e)


def flips_due(e: Engine) -> int:
    """How many continent missions to flip in the threat phase, by hero count."""
    s = e.s
    n = s["hero_count"]
    more = rule_total(e, "extra_flips")
    if n <= 2:
        return more + (0 if any(d["up"] and d["cards"] for d in s["decks"].values()) else 1)
    return more + (1 if n <= 4 else 2)


@task("threat_phase")
def _threat_phase(e: Engine, t: Task) -> None:
    if e.s["showdown"] is not None:
        e.push({"t": "showdown_threat"})
    else:
        e.push({"t": "raise_icons"}, {"t": "flip_n", "n": flips_due(e)}, {"t": "draw_threat"})
    e.event("threat_phase")  # "threat" abilities come before the steps


@task("raise_icons")
def _raise_icons(e: Engine, t: Task) -> None:
    raise_threat(e, icons(e))


def deck_name(key: str) -> str:
    """A continent deck's name: ``north_america`` -> ``North America``."""
    return key.replace("_", " ").title()


def facedown_decks(e: Engine) -> list[str]:
    return [k for k, d in e.s["decks"].items() if d["cards"] and not d["up"]]


@task("flip_n")
def _flip_n(e: Engine, t: Task) -> None:
    """Flip ``n`` face-down continent missions, the heroes choosing the decks (as many as can)."""
    if "choice" in t:
        flip_deck(e, t["choice"][5:])
        t = {"t": "flip_n", "n": t["n"] - 1}
    decks = facedown_decks(e)
    if t["n"] <= 0 or not decks:
        return
    options = [opt(f"deck:{k}", f"Flip the top mission of the {deck_name(k)} deck") for k in decks]
    e.ask("team", "flip_deck", "Choose a continent deck to flip.", options, t)


def threat_deck(e: Engine, start: Section | None = None) -> Section | None:
    """The deck to draw from: the tracker's colour (or ``start``), else the next one to the
    right that still has cards; ``None`` when even red is empty."""
    s = e.s
    color: Section | None = start or section(s["threat"])
    while color is not None and not s["tdeck"][color.value]:
        color = next_deck(color)
    return color


@task("draw_threat")
def _draw_threat(e: Engine, t: Task) -> None:
    color = threat_deck(e)
    if color is None:
        e.lose("a red threat card had to be drawn from an empty deck")
        return
    resolve_threat_card(e, e.s["tdeck"][color.value].pop(0))


def resolve_threat_card(e: Engine, cid: str) -> None:
    """Resolve a threat card taken from its deck: an event now, then discarded; a Sentinel
    attaches."""
    s = e.s
    s["drawn"].append(cid)
    card = e.c.threat[cid]
    e.log(f"Threat card: {card['name']}.", "threat_card", cid)
    ctx: Ctx = {"hero": None, "card": cid, "loc": None, "pen": True}
    hook(e, "after_effect", "threat_card", ctx)  # once the card is resolved
    if card["kind"] == "event":
        e.push({"t": "discard_threat", "card": cid})
        run_effects(e, card["effects"], ctx)
    else:
        e.push({"t": "attach_sentinel", "card": cid})


@task("discard_threat")
def _discard_threat(e: Engine, t: Task) -> None:
    cid = t["card"]
    e.s["drawn"].remove(cid)
    e.s["tdiscard"][e.c.threat[cid]["color"]].append(cid)


@global_op("raise_threat")
def _op_raise(e: Engine, eff: Json, ctx: Ctx) -> None:
    raise_threat(e, e.value(eff["amount"]), ctx)


@global_op("reduce_threat")
def _op_reduce(e: Engine, eff: Json, ctx: Ctx) -> None:
    reduce_threat(e, e.value(eff["amount"]), ctx)


@global_op("flip_missions")
def _op_flip(e: Engine, eff: Json, ctx: Ctx) -> None:
    e.push({"t": "flip_n", "n": int(eff["count"])})
