"""Timed card effects (rulebook: Timings): start/end of a round or phase, and "before"/"after"
another effect. Effects due at the same time are resolved in the order the heroes choose.

A before/after timing names what it watches. Most are **game events** that the chapters raise
wherever they happen, whatever the source (:meth:`Engine.would` / :meth:`Engine.did`, watched
here): a hero suffers damage (an effect, a damage requirement, an ability's cost, the showdown's
attack), a hero heals, the threat rises or falls (a mission, a school card, a threat phase, a
knock-out), a bond is formed (:data:`~core.games.mutant_insurrection.effects.schema.EVENT_OPS`),
and, with an "after" only, a hero is knocked out, a mission is completed or failed, a threat card
is resolved. A "before" runs just before the event and only when it is really about to happen;
an "after" runs only when it happened (after damage that was wholly prevented, none was
suffered). Every other op a timing may name is watched as the card effect itself. The timing's
effects see ``hero`` as the hero the event touched and ``trigger_loc`` as where it happened (so a
mission can say "when a hero *here* ..." with the ``triggered_here`` condition). An effect
started by a timing never re-triggers that same timing, so two cards cannot loop forever.

A "before" timing marked ``"instead"`` replaces its event: the event never happens, so nothing
"after" it fires and the other "before" timings of that event are dropped; a replacement applies
once to one event. Timings due at the same moment resolve in the order the heroes choose.

"During play" effects are rules that hold while their card is in play:
:mod:`core.games.mutant_insurrection.rules.golden`.
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.effects import Ctx, holds, hook, hook_task, run_effects
from core.games.mutant_insurrection.rules.engine import TASKS, Engine, Task, opt, task, watch

Json = Any
HOOKS = ("before_effect", "after_effect")
__all__ = ["due", "enter_phase", "hook", "hook_task", "timed"]


def timed(name: str, *body: Task) -> tuple[Task, ...]:
    """``body`` between the "start of" and "end of" timings of ``name`` (a phase or the round):
    start effects come before every step, end effects after all of them.

    >>> [t.get("when", t["t"]) for t in timed("deploy", {"t": "deploy_next"})]
    ['start_of_deploy', 'deploy_next', 'end_of_deploy']
    """
    start: Task = {"t": "timing", "when": f"start_of_{name}"}
    end: Task = {"t": "timing", "when": f"end_of_{name}"}
    return (start, *body, end)


def enter_phase(e: Engine, name: str, *body: Task) -> None:
    """Begin phase ``name``: its steps ``body``, framed by its start and end timings."""
    e.s["phase"] = name
    e.push(*timed(name, *body))


def _in_play(e: Engine) -> list[str]:
    s = e.s
    return [*s["briefings"], *s["missions"]]


def _ctx(e: Engine, card: str, t: Task) -> Ctx:
    loc = f"m:{card}" if card in e.s["missions"] else None
    trig = t.get("trigger") or {}
    ctx: Ctx = {"hero": trig.get("hero"), "loc": loc, "card": card}
    if t["when"] in HOOKS:
        ctx["trigger_loc"] = trig.get("loc")
    return ctx


def due(e: Engine, t: Task) -> list[list[Json]]:
    """``[card, index]`` of every timed effect due now whose condition holds."""
    when, effect = t["when"], t.get("effect")
    chain = t.get("chain", [])
    out: list[list[Json]] = []
    for card in _in_play(e):
        for i, te in enumerate(e.c.card(card).get("timed", [])):
            if te["when"] != when or te.get("effect") != effect or [card, i] in chain:
                continue
            if "condition" not in te or holds(e, te["condition"], _ctx(e, card, t)):
                out.append([card, i])
    return out


@watch("would")
def _before(e: Engine, ev: Json) -> bool:
    """A game event is about to happen: when a "before" timing is due, it runs first and the
    event waits behind it (the ``happen`` task)."""
    kind = ev["kind"]
    if kind not in e.c.hooks:
        return False
    t = hook_task("before_effect", kind, ev["trigger"])
    if not due(e, t):
        return False
    seq = e.s["seq"] = int(e.s.get("seq", 0)) + 1
    e.push({**t, "seq": seq}, {"t": "happen", "seq": seq, "now": ev["now"]})
    return True


@task("happen")
def _happen(e: Engine, t: Task) -> None:
    replaced = e.s.get("instead", [])
    if t["seq"] in replaced:
        replaced.remove(t["seq"])  # it never happens: nothing "after" it either
        return
    TASKS[t["now"]["t"]](e, t["now"])


@watch("did")
def _after(e: Engine, ev: Json) -> bool:
    if ev["kind"] in e.c.hooks:
        e.push(hook_task("after_effect", ev["kind"], ev["trigger"]))
    return False


@task("timing")
def _timing(e: Engine, t: Task) -> None:
    replaced = e.s.get("instead", ())
    if t.get("seq") in replaced:
        if t["when"] == "after_effect":  # a replaced card effect: nothing comes after it
            e.s["instead"].remove(t["seq"])
        return  # before: another timing replaced the event, so it is not about to happen
    pending = t.get("pending")
    if pending is None:
        pending = due(e, t)
    base = {k: v for k, v in t.items() if k not in ("pending", "choice")}
    if "choice" in t:
        i = int(t["choice"].split(":")[1])
        card, idx = pending.pop(i)
        e.push({**base, "pending": pending})
        _resolve(e, card, idx, t)
        return
    if not pending:
        return
    if len(pending) == 1:
        card, idx = pending[0]
        _resolve(e, card, idx, t)
        return
    what = t["when"].replace("_", " ")
    if t.get("effect"):
        what = what.replace("effect", t["effect"].replace("_", " "))
    options = [opt(f"effect:{i}", f"{e.name(c)}: {what}") for i, (c, _) in enumerate(pending)]
    e.ask(
        "team",
        "order_effects",
        "Several effects happen now; which first?",
        options,
        {**base, "pending": pending},
    )


def _resolve(e: Engine, card: str, idx: int, t: Task) -> None:
    if card not in _in_play(e):
        return  # it left play while another simultaneous effect resolved
    te = e.c.card(card)["timed"][idx]
    ctx = _ctx(e, card, t)
    if "condition" in te and not holds(e, te["condition"], ctx):
        return
    if t["when"] in HOOKS:
        ctx["chain"] = [*t.get("chain", []), [card, idx]]
    if te.get("instead") and t.get("seq") is not None:
        # "instead": the effect this timing hangs on does not happen; these effects do
        done = e.s.setdefault("instead", [])
        if t["seq"] not in done:
            done.append(t["seq"])
            e.log(f"{e.name(card)}: this happens instead.", "instead", card)
    run_effects(e, te["effects"], ctx)
