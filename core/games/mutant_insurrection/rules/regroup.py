"""The regroup phase (rulebook: Regroup Phase; Swapping Mutants; Being Knocked Out).

School heroes go back to the Blackbird, assist cards go home, mutant and bond cards are readied,
heroes on the Blackbird may swap mutants, and knocked-out heroes are replaced by unused ones.
During a showdown heroes stay where they are, nobody swaps and nobody is replaced.
"""

from __future__ import annotations

from core.games.mutant_insurrection.rules.engine import BLACKBIRD, Engine, Task, opt, task
from core.games.mutant_insurrection.rules.timing import enter_phase


@task("regroup_phase")
def _regroup(e: Engine, t: Task) -> None:
    # "start of the regroup phase" effects come before every step of it (Timings)
    enter_phase(e, "regroup", {"t": "regroup_steps"})


@task("regroup_steps")
def _regroup_steps(e: Engine, t: Task) -> None:
    s = e.s
    showdown = s["showdown"] is not None
    s.pop("mschool_exhausted", None)  # every card is readied, those at the school too
    for h in e.in_play():
        hs = s["heroes"][h]
        if not showdown and hs["at"] != BLACKBIRD:
            hs["at"] = BLACKBIRD
        hs["assist_at"] = h
        hs["mutant_ready"] = True
        for b in hs["bonds"]:
            b["ready"] = True
    if not showdown:  # these run before the end-of-regroup timing, already on the stack
        e.push({"t": "mutant_swaps"}, {"t": "replace_heroes"})
    # "regroup" abilities once cards are readied (so exhausting one is a real cost)
    e.event("regroup")


def unused(e: Engine) -> list[str]:
    return [h for h in e.c.heroes if h not in e.s["used"]]


@task("replace_heroes")
def _replace(e: Engine, t: Task) -> None:
    s = e.s
    if "choice" in t:
        seat, hid = t["seat"], t["choice"][5:]
        s["seats"][seat] = hid
        s["used"].append(hid)
        s["heroes"][hid] = new_hero(hid)
        e.log(f"{e.name(hid)} joins the team.", "hero_joins", hid)
    empty = [i for i, h in enumerate(s["seats"]) if h is None]
    if not empty:
        return
    pool = unused(e)
    if not pool:
        e.lose("a knocked-out hero cannot be replaced: no unused heroes remain")
        return
    seat = empty[0]
    options = [opt(f"hero:{h}", f"{e.name(h)} joins the team") for h in pool]
    e.ask(
        f"seat:{seat}",
        "replace_hero",
        f"Player {seat + 1}: choose a new hero.",
        options,
        {"t": "replace_heroes", "seat": seat},
    )


def new_hero(hid: str) -> dict[str, object]:
    """A hero's play area as set up: on the Blackbird, no damage, own assist card at hand."""
    return {
        "damage": 0,
        "at": BLACKBIRD,
        "mutant": None,
        "mutant_ready": True,
        "training": None,
        "bonds": [],
        "assist_at": hid,
        "ko": False,
    }
