"""Sentinels (rulebook: Sentinels; Discarding Sentinels; Clarifications: Sentinels).

A Sentinel attaches to the face-up mission that best matches its target (the heroes break
ties), one per mission; with nowhere to go it is discarded and raises threat by its icons.
During the showdown an undefeated showdown mission is a face-up mission like any other: a
Sentinel put into play then attaches to one, which cannot be defeated until the Sentinel is
discarded (Clarifications: Sentinels; reading "showdown-sentinels").
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.threat import raise_threat

Json = Any


def metric(e: Engine, mid: str, target: str) -> int:
    """A mission's count for a target: objectives include completed ones, damage counts
    separate requirements, threat icons include an attached Sentinel's."""
    card = e.c.card(mid)
    m = e.s["missions"][mid]
    if target.endswith("objectives"):
        return len(card["objectives"])
    if target.endswith("threat"):
        icons = int(card.get("threat", 0))
        if m["sentinel"] is not None:
            icons += int(e.c.threat[m["sentinel"]]["threat"])
        return icons
    reqs = [r for o in card["objectives"] for r in o]
    if m["sentinel"] is not None:
        reqs += e.c.threat[m["sentinel"]]["objective"]
    return sum(1 for r in reqs if r["kind"] == "damage")


def best(e: Engine, mids: list[str], target: str) -> list[str]:
    """The missions among ``mids`` that best match ``target`` (most_... or fewest_...)."""
    if not mids:
        return []
    vals = {m: metric(e, m, target) for m in mids}
    pick = max(vals.values()) if target.startswith("most") else min(vals.values())
    return [m for m in mids if vals[m] == pick]


def free_missions(e: Engine) -> list[str]:
    """Face-up missions without a Sentinel (a defeated showdown mission is out of the fight)."""
    return [
        m
        for m, st in e.s["missions"].items()
        if st["sentinel"] is None and not (st["zone"] == "showdown" and st["complete"])
    ]


@task("attach_sentinel")
def _attach(e: Engine, t: Task) -> None:
    s = e.s
    cid = t["card"]
    card = e.c.threat[cid]
    if "choice" in t:
        mid = t["choice"][2:]
    else:
        options = best(e, free_missions(e), card["target"])
        if not options:
            e.log(f"{card['name']} finds no mission and is discarded.", "sentinel_lost", cid)
            s["drawn"].remove(cid)
            s["tdiscard"][card["color"]].append(cid)
            raise_threat(e, int(card["threat"]))
            return
        if len(options) > 1:
            e.ask(
                "team",
                "sentinel_target",
                f"Where does {card['name']} attach?",
                [opt(f"m:{m}", f"Attach {card['name']} to {e.name(m)}") for m in options],
                t,
            )
            return
        mid = options[0]
    s["drawn"].remove(cid)
    s["missions"][mid]["sentinel"] = cid
    e.log(f"{card['name']} attaches to {e.name(mid)}.", "sentinel", cid, mid)


def discard_sentinel(e: Engine, mid: str) -> None:
    s = e.s
    cid = s["missions"][mid]["sentinel"]
    if cid is None:
        return
    s["missions"][mid]["sentinel"] = None
    s["tdiscard"][e.c.threat[cid]["color"]].append(cid)
    e.log(f"{e.name(cid)} is destroyed.", "sentinel_destroyed", cid, mid)
    if s["missions"][mid]["zone"] == "showdown":
        from core.games.mutant_insurrection.rules.showdown import check_defeated

        check_defeated(e, mid)  # its success token went with it; the mission may now fall
