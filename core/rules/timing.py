"""Timed card effects (rulebook: Timings): start/end of a round or phase. Effects due at the
same time are resolved in the order the heroes choose."""

from __future__ import annotations

from typing import Any

from core.rules.effects import Ctx, holds, run_effects
from core.rules.engine import Engine, Task, opt, task

Json = Any


def _in_play(e: Engine) -> list[str]:
    s = e.s
    return [*s["briefings"], *s["missions"]]


def _ctx(e: Engine, card: str) -> Ctx:
    loc = f"m:{card}" if card in e.s["missions"] else None
    return {"hero": None, "loc": loc, "card": card}


def due(e: Engine, when: str) -> list[list[Json]]:
    """``[card, index]`` of every timed effect of ``when`` whose condition holds now."""
    out: list[list[Json]] = []
    for card in _in_play(e):
        for i, te in enumerate(e.c.card(card).get("timed", [])):
            if te["when"] == when and (
                "condition" not in te or holds(e, te["condition"], _ctx(e, card))
            ):
                out.append([card, i])
    return out


@task("timing")
def _timing(e: Engine, t: Task) -> None:
    when = t["when"]
    pending = t.get("pending")
    if pending is None:
        pending = due(e, when)
    if "choice" in t:
        i = int(t["choice"].split(":")[1])
        card, idx = pending.pop(i)
        e.push({"t": "timing", "when": when, "pending": pending})
        _resolve(e, card, idx)
        return
    if not pending:
        return
    if len(pending) == 1:
        _resolve(e, *pending[0])
        return
    options = [
        opt(f"effect:{i}", f"{e.name(c)}: {when.replace('_', ' ')} effect")
        for i, (c, _) in enumerate(pending)
    ]
    e.ask(
        "team",
        "order_effects",
        "Several effects happen now; which first?",
        options,
        {"t": "timing", "when": when, "pending": pending},
    )


def _resolve(e: Engine, card: str, idx: int) -> None:
    if card not in _in_play(e):
        return  # it left play while another simultaneous effect resolved
    te = e.c.card(card)["timed"][idx]
    ctx = _ctx(e, card)
    if "condition" in te and not holds(e, te["condition"], ctx):
        return
    run_effects(e, te["effects"], ctx)
