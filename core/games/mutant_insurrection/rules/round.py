"""A game round (rulebook: Playing the Game): deploy, mission, threat, regroup; start/end of
round timings around them."""

from __future__ import annotations

from core.games.mutant_insurrection.rules.engine import Engine, Task, task
from core.games.mutant_insurrection.rules.timing import enter_phase, timed


def fresh_round() -> dict[str, list[str]]:
    """Per-round bookkeeping: who deployed, was active, assisted; abilities used; missions done."""
    return {"deployed": [], "active": [], "assisted": [], "used": [], "resolved": []}


@task("round_start")
def _round_start(e: Engine, t: Task) -> None:
    s = e.s
    s["round"] += 1
    s["r"] = fresh_round()
    s.pop("shield", None)  # prevention lasts for the round it was gained in
    e.log(f"— Round {s['round']} —", "round")
    phases = ("deploy_phase", "mission_phase", "threat_phase_wrap", "regroup_phase")
    e.push(*timed("round", *({"t": p} for p in phases)), {"t": "round_start"})


@task("threat_phase_wrap")
def _threat_wrap(e: Engine, t: Task) -> None:
    enter_phase(e, "threat", {"t": "threat_phase"})
