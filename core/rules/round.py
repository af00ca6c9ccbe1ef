"""A game round (rulebook: Playing the Game): deploy, mission, threat, regroup; start/end of
round timings around them."""

from __future__ import annotations

from core.rules.engine import Engine, Task, task


def fresh_round() -> dict[str, list[str]]:
    """Per-round bookkeeping: who deployed, was active, assisted; abilities used; missions done."""
    return {"deployed": [], "active": [], "assisted": [], "used": [], "resolved": []}


@task("round_start")
def _round_start(e: Engine, t: Task) -> None:
    s = e.s
    s["round"] += 1
    s["r"] = fresh_round()
    e.log(f"— Round {s['round']} —")
    e.push(
        {"t": "timing", "when": "start_of_round"},
        {"t": "deploy_phase"},
        {"t": "mission_phase"},
        {"t": "threat_phase_wrap"},
        {"t": "regroup_phase"},
        {"t": "timing", "when": "end_of_round"},
        {"t": "round_start"},
    )


@task("threat_phase_wrap")
def _threat_wrap(e: Engine, t: Task) -> None:
    e.s["phase"] = "threat"
    e.push(
        {"t": "timing", "when": "start_of_threat"},
        {"t": "threat_phase"},
        {"t": "timing", "when": "end_of_threat"},
    )
