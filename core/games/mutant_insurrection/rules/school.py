"""School cards (rulebook: School Cards): deploying there resolves the card at once; several
heroes may use one card in a round. Xavier's Office style effects trade completed villains
for lower threat."""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.effects import POSSIBLE, Ctx, decider, global_op
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.golden import forbidden
from core.games.mutant_insurrection.rules.threat import reduce_threat

Json = Any


def completed_villains(e: Engine) -> list[str]:
    return [m for m in e.s["completed"] if e.c.faces[m].get("type") == "villain"]


@global_op("discard_completed_villain")
def _op(e: Engine, eff: Json, ctx: Ctx) -> None:
    vs = completed_villains(e)
    if not vs or forbidden(e, "reduce_threat"):
        return
    amount = e.value(eff["amount"])
    options = [opt("no", "Keep the completed villains")] + [
        opt(f"villain:{v}", f"Discard {e.name(v)} to reduce the threat by {amount}") for v in vs
    ]
    e.ask(
        decider(e, ctx),
        "trade_villain",
        "Trade a completed villain for less threat?",
        options,
        {"t": "villain_trade", "amount": amount},
        auto=False,
    )


POSSIBLE["discard_completed_villain"] = lambda e, eff, ctx: (
    bool(completed_villains(e)) and not (forbidden(e, "reduce_threat"))
)


@task("villain_trade")
def _trade(e: Engine, t: Task) -> None:
    if t["choice"] == "no":
        return
    v = t["choice"][8:]
    e.s["completed"].remove(v)
    e.s["box"].append(v)
    e.log(f"{e.name(v)} is traded in.", "villain_traded", v)
    reduce_threat(e, t["amount"])
