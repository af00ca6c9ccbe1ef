"""More dice effects for a whole box of cards: doubling a fight result and fewer rerolls
(rulebook: Step 3: Roll Dice; Clarifications: Abilities and Effects, "increase or double the
value of a fight result is not restricted by the highest fight value on that die").

Like every dice effect they act on the active hero's pool, so outside a mission attempt they
do nothing (and a villainy effect that can do nothing lets the dice reroll freely).
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.attempt import label
from core.games.mutant_insurrection.rules.effects import POSSIBLE, Ctx, global_op
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.pool import die_face

Json = Any


def _fights(e: Engine) -> list[dict[str, Json]]:
    att = e.s["att"]
    if att is None:
        return []
    return [d for d in att["pool"] if d["f"] >= 0 and die_face(d)[0] == "fight"]


@global_op("double_fight")
def _op_double(e: Engine, eff: Json, ctx: Ctx) -> None:
    dice = _fights(e)
    if dice:
        options = [opt(f"die:{d['id']}", f"Double {d['c']} {label(d)}") for d in dice]
        e.ask(
            e.s["att"]["hero"],
            "double_fight",
            "Double which fight result?",
            options,
            {"t": "double_fight"},
        )


@task("double_fight")
def _double(e: Engine, t: Task) -> None:
    did = int(t["choice"][4:])
    d = next(x for x in e.s["att"]["pool"] if x["id"] == did)
    d["b"] += die_face(d)[1]  # the bonus carries the doubled part, as a raise does
    e.log(f"A {d['c']} die now shows {label(d)}.")


@global_op("lose_reroll")
def _op_lose(e: Engine, eff: Json, ctx: Ctx) -> None:
    """Standard rerolls are lost first, then rerolls granted by abilities."""
    att = e.s["att"]
    if att is None:
        return
    n = int(eff["count"])
    std = min(n, att["rerolls"])
    att["rerolls"] -= std
    att["extra"] = max(0, att["extra"] - (n - std))
    e.log(f"{e.name(att['hero'])} loses {n} reroll(s).")


POSSIBLE["double_fight"] = lambda e, eff, ctx: bool(_fights(e))
POSSIBLE["lose_reroll"] = lambda e, eff, ctx: (
    e.s["att"] is not None and e.s["att"]["rerolls"] + e.s["att"]["extra"] > 0
)
