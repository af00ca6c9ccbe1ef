"""Mutant cards (rulebook: Mutants; Swapping Mutants): one per hero; a second one means
choosing which to keep, the other goes to the school."""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.effects import Ctx, hero_op
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.golden import forbidden, hero_at

Json = Any


def may_draw(e: Engine, hid: str) -> bool:
    """Whether ``hid`` may take a mutant from the deck now. Revealing a mutant for a hero is
    drawing it, so a "cannot draw mutants" stops both (Golden Rules: "cannot" is absolute)."""
    return (
        hid is not None and hid in e.in_play() and not forbidden(e, "draw_mutant", hero_at(e, hid))
    )


def draw(e: Engine, hid: str) -> None:
    s = e.s
    if not s["mdeck"] or not may_draw(e, hid):
        return
    give(e, hid, s["mdeck"].pop(0))


def give(e: Engine, hid: str, card: str) -> None:
    """A hero takes a mutant card; with one already, they choose which to keep."""
    s = e.s
    h = e.hero(hid)
    e.log(f"{e.name(hid)} draws the mutant {e.name(card)}.", "mutant", hid, card)
    if h["mutant"] is None:
        h["mutant"], h["mutant_ready"] = card, True
        return
    old = h["mutant"]
    s["drawn"].append(card)
    options = [
        opt(f"keep:{old}", f"Keep {e.name(old)}"),
        opt(f"keep:{card}", f"Keep {e.name(card)}"),
    ]
    e.ask(
        hid,
        "keep_mutant",
        f"{e.name(hid)} may keep one mutant; the other goes to the school.",
        options,
        {"t": "mutant_keep", "h": hid, "pair": [old, card]},
    )


@task("mutant_keep")
def _keep(e: Engine, t: Task) -> None:
    keep = t["choice"][5:]
    other = t["pair"][1] if keep == t["pair"][0] else t["pair"][0]
    h = e.hero(t["h"])
    e.s["drawn"].remove(t["pair"][1])
    if keep != h["mutant"]:  # the old card goes to the school as it is, ready or spent
        to_school(e, other, h["mutant_ready"])
        h["mutant"], h["mutant_ready"] = keep, True
    else:
        to_school(e, other, True)


def _deck_left(e: Engine, eff: Json, hid: str) -> int:
    return 1 if e.s["mdeck"] and may_draw(e, hid) else 0


def _has_mutant(e: Engine, eff: Json, hid: str) -> int:
    return 1 if e.hero(hid)["mutant"] is not None else 0


@hero_op("draw_mutant", _deck_left)
def _op_draw(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    draw(e, hid)


@hero_op("discard_mutant", _has_mutant)
def _op_discard(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    h = e.hero(hid)
    if h["mutant"] is not None:
        e.log(f"{e.name(hid)} discards {e.name(h['mutant'])}.", "mutant_lost", hid, h["mutant"])
        e.s["mdiscard"].append(h["mutant"])
        h["mutant"] = None


def to_school(e: Engine, card: str, ready: bool) -> None:
    """A mutant goes to the school as it is: an exhausted card stays exhausted there (its
    ready state is the card's, not the hero's) until cards are readied in the next regroup."""
    e.s["mschool"].append(card)
    if not ready:
        e.s.setdefault("mschool_exhausted", []).append(card)


def from_school(e: Engine, card: str) -> bool:
    """Whether a mutant taken from the school is ready (it is, unless it went there spent)."""
    spent = e.s.get("mschool_exhausted", [])
    if card in spent:
        spent.remove(card)
        return False
    return True


def swap_options(e: Engine) -> list[dict[str, Json]]:
    """Regroup swaps for heroes on the Blackbird: with the school, or between two heroes."""
    s = e.s
    here = [h for h in e.in_play() if s["heroes"][h]["at"] == "bb"]
    out = [opt("done", "Finish swapping mutants")]
    # "cannot swap mutants at the school" stops swaps with the school, not trades between two
    # heroes: Swapping Mutants names the two apart
    school = [] if forbidden(e, "swap_mutants") else here
    for h in school:
        mine = s["heroes"][h]["mutant"]
        for m in sorted(set(s["mschool"])):
            verb = "swap" if mine else "take"
            out.append(opt(f"{verb}:{h}:{m}", f"{e.name(h)} {verb}s {e.name(m)} at the school"))
        if mine:
            out.append(opt(f"leave:{h}", f"{e.name(h)} leaves {e.name(mine)} at the school"))
    for i, a in enumerate(here):
        for b in here[i + 1 :]:
            ma, mb = s["heroes"][a]["mutant"], s["heroes"][b]["mutant"]
            if ma and mb:  # a trade needs a mutant on each side (a hero with none takes one
                # from the school instead)
                label = f"{e.name(a)} and {e.name(b)} trade {e.name(ma)} and {e.name(mb)}"
                out.append(opt(f"trade:{a}:{b}", label))
    return out


@task("mutant_swaps")
def _swaps(e: Engine, t: Task) -> None:
    s = e.s
    if "choice" in t:
        verb, *rest = t["choice"].split(":")
        if verb == "done":
            return
        h = s["heroes"][rest[0]]
        if verb in ("swap", "take"):
            s["mschool"].remove(rest[1])
            if h["mutant"]:
                to_school(e, h["mutant"], h["mutant_ready"])
            h["mutant"], h["mutant_ready"] = rest[1], from_school(e, rest[1])
        elif verb == "leave":
            to_school(e, h["mutant"], h["mutant_ready"])
            h["mutant"] = None
        else:
            g = s["heroes"][rest[1]]
            h["mutant"], g["mutant"] = g["mutant"], h["mutant"]
            h["mutant_ready"], g["mutant_ready"] = g["mutant_ready"], h["mutant_ready"]
    options = swap_options(e)
    if len(options) > 1:
        e.ask(
            "team",
            "mutant_swap",
            "Swap mutants on the Blackbird?",
            options,
            {"t": "mutant_swaps"},
            auto=False,
        )
