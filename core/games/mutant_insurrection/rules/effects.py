"""Running effects: the ``fx`` task, hero targeting ("who"), conditions and the op registry.

Each op is a small function. Ops that touch heroes run once per chosen hero; choosing the
heroes is itself a decision when the card leaves it open. Penalties go to the heroes who can
most completely resolve them (Clarifications: Missions); "N heroes" with fewer heroes present
means each hero there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.games.mutant_insurrection.content.card_text import effect_text, effects_text, sentence
from core.games.mutant_insurrection.effects.schema import EVENT_OPS
from core.games.mutant_insurrection.rules.counts import EXTRA_CONDS, holds_extra, resolve
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task

Json = Any
Ctx = dict[str, Json]
GlobalOp = Callable[[Engine, Json, Ctx], None]
HeroOp = Callable[[Engine, Json, Ctx, str], None]
Score = Callable[[Engine, Json, str], int]

GLOBAL_OPS: dict[str, GlobalOp] = {}
HERO_OPS: dict[str, HeroOp] = {}
# How much of an op a hero could resolve (for "most completely" and "fully resolves").
SCORES: dict[str, Score] = {}
# Whether a global op could do anything now (villainy "possible", "or" choices).
POSSIBLE: dict[str, Callable[[Engine, Json, Ctx], bool]] = {}
Condition = Callable[[Engine, Json, Ctx], bool]
# Conditions a chapter answers ("bonded_here" by bonds, "tokens_at_least" by story), registered
# with :func:`condition` so this interpreter never imports the chapters back.
CONDITIONS: dict[str, Condition] = {}


def global_op(name: str) -> Callable[[GlobalOp], GlobalOp]:
    def reg(fn: GlobalOp) -> GlobalOp:
        GLOBAL_OPS[name] = fn
        return fn

    return reg


def hero_op(name: str, score: Score | None = None) -> Callable[[HeroOp], HeroOp]:
    def reg(fn: HeroOp) -> HeroOp:
        HERO_OPS[name] = fn
        if score is not None:
            SCORES[name] = score
        return fn

    return reg


def condition(name: str) -> Callable[[Condition], Condition]:
    def reg(fn: Condition) -> Condition:
        CONDITIONS[name] = fn
        return fn

    return reg


def decider(e: Engine, ctx: Ctx) -> str:
    """Who answers a choice inside an effect: the hero resolving it, or the whole team when
    there is none or that hero is out (an active hero knocked out before Check Outcomes)."""
    h = ctx.get("hero")
    return str(h) if h is not None and h in e.in_play() else "team"


def run_effects(e: Engine, effects: list[Json], ctx: Ctx) -> None:
    """Schedule ``effects`` in card order (before anything already pending)."""
    if effects:
        e.push(*({"t": "fx", "e": eff, "ctx": ctx} for eff in effects))


def _full(e: Engine, eff: Json, hid: str) -> bool:
    """Whether ``hid`` can resolve the whole per-hero effect."""
    score = SCORES.get(eff["op"])
    if score is None:
        return True
    need = e.value(eff.get("amount", 1)) if eff["op"] in ("heal",) else 1
    return score(e, eff, hid) >= need


def candidates(e: Engine, eff: Json, ctx: Ctx) -> tuple[list[str], int]:
    """The heroes an effect may touch and how many of them it touches."""
    who = eff.get("who", "you")
    if who == "you":
        h = ctx.get("hero")
        return ([h] if h is not None and h in e.in_play() else []), 1
    # "here" is where the effect happens; with no place (an event) nobody is here.
    # A mission outcome touches only the heroes at that mission (Outcomes), whatever it says.
    here = e.at(ctx["loc"]) if ctx.get("loc") else []
    pool = here if who.endswith("_here") or ctx.get("outcome") else e.in_play()
    if who in ("each_here", "each"):
        return pool, len(pool)
    n = int(eff.get("n", 1)) if who == "n_here" else 1
    return pool, min(n, len(pool))


def can_fully(e: Engine, effects: list[Json], ctx: Ctx) -> bool:
    """Whether a list of effects could be resolved in full now (for "or" choices)."""
    for eff in effects:
        op = eff["op"]
        if op in HERO_OPS:
            pool, n = candidates(e, eff, ctx)
            if n == 0 or sum(1 for h in pool if _full(e, eff, h)) < n:
                return False
        elif op in POSSIBLE and not POSSIBLE[op](e, eff, ctx):
            return False
    return True


def has_any_effect(e: Engine, effects: list[Json], ctx: Ctx) -> bool:
    """Whether resolving ``effects`` would change anything (a villainy effect is "possible")."""
    for eff in effects:
        op = eff["op"]
        if op in HERO_OPS:
            pool, n = candidates(e, eff, ctx)
            score = SCORES.get(op)
            if n and (score is None or any(score(e, eff, h) > 0 for h in pool)):
                return True
        elif op == "choose":
            if any(has_any_effect(e, o, ctx) for o in eff["options"]):
                return True
        elif op not in POSSIBLE or POSSIBLE[op](e, eff, ctx):
            return True
    return False


def hook(e: Engine, when: str, effect: str, ctx: Ctx) -> None:
    """Schedule the ``when`` ("before_effect"/"after_effect") timings of ``effect`` (an op or
    a game event), if any card of this content set has one: a set look-up for everything else.
    Run by :mod:`core.games.mutant_insurrection.rules.timing`."""
    if effect in e.c.hooks:
        e.push(hook_task(when, effect, ctx))


def hook_task(when: str, effect: str, ctx: Ctx) -> Task:
    trigger = {"hero": ctx.get("hero"), "loc": ctx.get("loc")}
    chain = list(ctx.get("chain", []))
    return {"t": "timing", "when": when, "effect": effect, "trigger": trigger, "chain": chain}


def _hooked(e: Engine, t: Task, ctx: Ctx) -> bool:
    """Wrap an effect in its before/after timings (Timings: immediately before or after it)."""
    op = t["e"]["op"]
    if t.get("hooked"):
        # a "before" timing that says "instead" replaced this effect (and its "after")
        return bool(t["hooked"] in e.s.get("instead", ()))
    if op not in e.c.hooks or op in EVENT_OPS:  # an event op's timings watch the event itself
        return False
    seq = e.s["seq"] = int(e.s.get("seq", 0)) + 1
    e.push(
        {**hook_task("before_effect", op, ctx), "seq": seq},
        {**t, "hooked": seq},
        {**hook_task("after_effect", op, ctx), "seq": seq},
    )
    return True


@task("fx")
def _fx(e: Engine, t: Task) -> None:
    ctx = t["ctx"]
    eff = resolve(e, t["e"], ctx)  # "X = the number of ..." is counted as the effect starts
    t = {**t, "e": eff}
    op = eff["op"]
    if op in GLOBAL_OPS:
        if _hooked(e, t, ctx):
            return
        GLOBAL_OPS[op](e, eff, ctx)
        return
    pool, n = candidates(e, eff, ctx)
    if n == 0:
        return
    if n >= len(pool):
        e.push(*({"t": "fx1", "e": eff, "ctx": ctx, "h": h} for h in pool))
        return
    picked: list[str] = []
    if ctx.get("pen") and op in SCORES:
        picked, pool = most_complete(e, eff, pool, n)
    e.push({"t": "fx_pick", "e": eff, "ctx": ctx, "pool": pool, "n": n, "picked": picked})


def most_complete(e: Engine, eff: Json, pool: list[str], n: int) -> tuple[list[str], list[str]]:
    """A penalty for ``n`` of ``pool`` goes to the heroes who can resolve it most completely
    (Clarifications: Missions): ``(heroes who must take it, heroes tied for the rest)``."""
    score = SCORES[eff["op"]]
    scores = {h: score(e, eff, h) for h in pool}
    cut = sorted(scores.values(), reverse=True)[n - 1]
    return [h for h in pool if scores[h] > cut], [h for h in pool if scores[h] == cut]


@task("fx_pick")
def _fx_pick(e: Engine, t: Task) -> None:
    if "choice" in t:
        t = {**t, "picked": [*t["picked"], t.pop("choice")[5:]]}
    picked, pool = t["picked"], [h for h in t["pool"] if h not in t["picked"]]
    if len(pool) <= t["n"] - len(picked):  # no choice left: everyone remaining is affected
        picked, pool = picked + pool, []
    if len(picked) >= t["n"] or not pool:
        e.push(*({"t": "fx1", "e": t["e"], "ctx": t["ctx"], "h": h} for h in picked))
        return
    label = effect_text({**t["e"], "who": "you"}, e.c)
    options = [opt(f"hero:{h}", f"{e.name(h)} will {label}") for h in pool]
    # the active (or resolving) hero picks the heroes an outcome touches
    who = decider(e, t["ctx"])
    e.ask(who, "choose_hero", f"Which hero will {label}?", options, t)


@task("fx1")
def _fx1(e: Engine, t: Task) -> None:
    if t["h"] in e.in_play():
        # a per-hero effect's timings see the hero it touches
        if _hooked(e, t, {**t["ctx"], "hero": t["h"]}):
            return
        HERO_OPS[t["e"]["op"]](e, t["e"], t["ctx"], t["h"])


# -- conditions ------------------------------------------------------------------------------
def holds(e: Engine, cond: Json, ctx: Ctx) -> bool:
    """Evaluate a condition object in an effect context."""
    kind = cond["if"]
    s = e.s
    if kind in CONDITIONS:
        return CONDITIONS[kind](e, cond, ctx)
    if kind == "mission_completed":
        return cond["card"] in s["completed"]
    if kind == "threat_at_least":
        return int(s["threat"]) >= int(cond["value"])
    if kind == "heroes_here_at_least":
        return len(e.at(ctx["loc"])) >= int(cond["value"]) if ctx.get("loc") else False
    if kind == "triggered_here":  # a before/after timing: the effect happened at this card
        return ctx.get("trigger_loc") is not None and ctx.get("trigger_loc") == ctx.get("loc")
    if kind == "not":
        return not holds(e, cond["cond"], ctx)
    if kind == "all":
        return all(holds(e, c, ctx) for c in cond["conds"])
    if kind in EXTRA_CONDS:
        return holds_extra(e, cond, ctx)
    raise AssertionError(kind)  # pragma: no cover - content is validated


# -- structural ops ------------------------------------------------------------------------
@global_op("if")
def _if(e: Engine, eff: Json, ctx: Ctx) -> None:
    run_effects(e, eff["then"] if holds(e, eff["cond"], ctx) else eff.get("else", []), ctx)


@global_op("may")
def _may(e: Engine, eff: Json, ctx: Ctx) -> None:
    text = effects_text(eff["effects"], e.c)
    options = [opt("yes", f"Yes, {text}"), opt("no", "No, do not")]
    e.ask(
        decider(e, ctx),
        "may",
        f"You may {text}.",
        options,
        {"t": "may_do", **_pass(eff, ctx)},
        auto=False,
    )


def _pass(eff: Json, ctx: Ctx) -> dict[str, Json]:
    return {"e": eff, "ctx": ctx}


@task("may_do")
def _may_do(e: Engine, t: Task) -> None:
    if t["choice"] == "yes":
        run_effects(e, t["e"]["effects"], t["ctx"])


@global_op("choose")
def _choose(e: Engine, eff: Json, ctx: Ctx) -> None:
    # An "or" must be answered with an option that fully resolves, if there is one; a villainy
    # effect's with one that has an effect, if any does (Clarifications: Abilities and Effects;
    # Villainy; reading "villainy-option-with-an-effect").
    fits = has_any_effect if ctx.get("villainy") else can_fully
    good = [i for i, o in enumerate(eff["options"]) if fits(e, o, ctx)]
    allowed = good or list(range(len(eff["options"])))
    options = [opt(f"option:{i}", sentence(eff["options"][i], e.c)) for i in allowed]
    e.ask(
        decider(e, ctx),
        "choose_option",
        "Choose one:",
        options,
        {"t": "choose_do", **_pass(eff, ctx)},
    )


@task("choose_do")
def _choose_do(e: Engine, t: Task) -> None:
    run_effects(e, t["e"]["options"][int(t["choice"].split(":")[1])], t["ctx"])


def trigger(hero: str | None, loc: str | None, ctx: Ctx | None) -> Ctx:
    """What a game event tells the timings watching it: the hero it touches, where it happens
    (the place of the effect that caused it, else ``loc``: the hero's own place), and the
    timings that started it (so a timing never re-triggers itself)."""
    ctx = ctx or {}
    return {"hero": hero, "loc": ctx.get("loc") or loc, "chain": list(ctx.get("chain", []))}
