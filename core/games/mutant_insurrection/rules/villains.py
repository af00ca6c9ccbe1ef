"""Villain cards and replacing missions (rulebook: Villain Cards; Replacing Cards).

A villain from the villain deck goes on top of a mission: the heroes and any Sentinel there
move onto it, its success tokens go back to the supply, and the mission underneath is out of
play until the villain is completed. A villain may land on a villain: the cards underneath
wait in order and come back one by one (reading "stacked-replacements").
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.deploy import new_mission
from core.games.mutant_insurrection.rules.effects import Ctx, global_op
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.sentinels import best

Json = Any


def replace_mission(e: Engine, old: str, new: str) -> None:
    s = e.s
    st = s["missions"].pop(old)
    m = new_mission(e, new, st["zone"], under=[old, *st["under"]])
    m["sentinel"] = st["sentinel"]
    if st["zone"].startswith("continent:"):
        s["decks"][st["zone"][10:]]["cards"].insert(0, new)
    for h in e.at(f"m:{old}"):
        s["heroes"][h]["at"] = f"m:{new}"
    e.log(f"{e.name(new)} replaces {e.name(old)}.", "villain", new, old)


def candidates(e: Engine) -> list[str]:
    return [m for m, st in e.s["missions"].items() if st["zone"] != "showdown"]


@global_op("replace_with_villain")
def _op_replace(e: Engine, eff: Json, ctx: Ctx) -> None:
    if not e.s["vdeck"]:
        return
    e.push({"t": "villain_replace", "target": eff["target"]})


@task("villain_replace")
def _replace(e: Engine, t: Task) -> None:
    s = e.s
    if "choice" in t:
        old = t["choice"][2:]
    else:
        options = best(e, candidates(e), t["target"])
        if not options:
            if t.get("card") is not None:  # nowhere to go: back under the villain deck
                s["drawn"].remove(t["card"])
                s["vdeck"].append(t["card"])
            return
        if t.get("card") is None and not s["vdeck"]:
            return
        if len(options) > 1:
            e.ask(
                "team",
                "villain_target",
                "Which mission does the villain take over?",
                [opt(f"m:{m}", f"The villain takes over {e.name(m)}") for m in options],
                t,
            )
            return
        old = options[0]
    card = t.get("card")
    if card is not None:  # a villain already revealed
        s["drawn"].remove(card)
    replace_mission(e, old, card or s["vdeck"].pop(0))
