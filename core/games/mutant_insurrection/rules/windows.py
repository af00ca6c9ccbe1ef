"""Abilities used away from one's own attempt (rulebook: Power Card Abilities, "each ability
describes when it can be used"; Mutants; Bonds): when a hero deploys, in the threat phase, in
the regroup phase, when a hero would suffer damage, and during another hero's attempt.

Each moment is a game event the chapter raises (:meth:`Engine.event`): ``hero_deployed``,
``threat_phase``, ``regroup``, ``damage_coming`` and ``first_roll``; this module watches them,
so the chapters never import it. At each such moment the engine opens a *window*: every hero
it concerns, in seat order, is offered the abilities of their own cards (power card, mutant,
bonds) that have that timing, are not spent and whose condition holds, and uses them or
passes. Each ability is offered once per window. An ability's effects see its owner as "you"
and the owner's place as "here".

>>> window_task("threat", ["storm", "rogue"])["heroes"]
['storm', 'rogue']
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules import abilities
from core.games.mutant_insurrection.rules.damage import shield
from core.games.mutant_insurrection.rules.effects import Ctx, holds, run_effects
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task, watch

Json = Any


def window_task(when: str, heroes: list[str], **extra: Json) -> Task:
    """The task that offers ``when`` abilities to ``heroes`` in turn."""
    return {"t": "ab_window", "when": when, "heroes": list(heroes), "spent": [], **extra}


def _ctx(e: Engine, hid: str, key: str) -> Ctx:
    bond = key[5:] if key.startswith("bond:") else None
    ctx: Ctx = {"hero": hid, "loc": e.s["heroes"][hid]["at"], "card": key, "bond": bond}
    if e.s["att"] is not None:
        ctx["att"] = True
    return ctx


def offers(
    e: Engine, when: str, hid: str, spent: list[str] | None = None
) -> list[tuple[str, Json]]:
    """``hid``'s abilities with timing ``when`` usable now (``spent``: used in this window)."""
    if e.over or hid not in e.in_play():
        return []
    out = []
    for key, ab in abilities.own_sources(e, hid):
        if ab["timing"] != when or key in (spent or ()) or not abilities.available(e, key, ab, hid):
            continue
        if "condition" in ab and not holds(e, ab["condition"], _ctx(e, hid, key)):
            continue
        out.append((key, ab))
    return out


def any_offer(e: Engine, when: str, heroes: list[str]) -> bool:
    """Whether a window would offer anything (so quiet moments push no task at all)."""
    if when not in e.c.window_timings:
        return False
    return any(offers(e, when, h) for h in heroes)


def open_window(e: Engine, when: str, heroes: list[str], **extra: Json) -> None:
    """Schedule a window of ``when`` abilities for ``heroes`` if one of them has any."""
    if any_offer(e, when, heroes):
        e.push(window_task(when, heroes, **extra))


@task("ab_window")
def _window(e: Engine, t: Task) -> None:
    heroes, spent = list(t["heroes"]), list(t["spent"])
    if "choice" in t:
        hid, choice = heroes[0], t["choice"]
        if choice == "pass":
            heroes.pop(0)
            spent = []
        else:
            key = choice[4:]
            spent.append(key)
            rest = {k: v for k, v in t.items() if k != "choice"}
            e.push({**rest, "heroes": heroes, "spent": spent})
            _use(e, t, hid, key)
            return
    t = {k: v for k, v in t.items() if k != "choice"}
    while heroes:
        hid = heroes[0]
        found = offers(e, t["when"], hid, spent)
        if found:
            options = [opt(f"use:{k}", f"Use {ab['name']}: {_what(e, ab)}") for k, ab in found]
            options.append(opt("pass", "Do not use an ability now"))
            coming = f" {t['damage']} damage is coming." if "damage" in t else ""
            prompt = f"{e.name(hid)}:{coming} Use an ability now?"
            e.ask(
                hid,
                "use_ability",
                prompt,
                options,
                {**t, "heroes": heroes, "spent": spent},
                auto=False,
            )
            return
        heroes.pop(0)
        spent = []


def _what(e: Engine, ab: dict[str, Json]) -> str:
    from core.games.mutant_insurrection.content.card_text import ability_text

    return ability_text(ab, e.c)


def _use(e: Engine, t: Task, hid: str, key: str) -> None:
    ab = dict(abilities.own_sources(e, hid))[key]
    run_effects(e, ab["effects"], _ctx(e, hid, key))  # resolved after the cost is paid
    abilities.pay(e, key, ab, hid)
    e.log(f"{e.name(hid)} uses {ab['name']}.", "ability", hid)
    if ab.get("instead") and "damage" in t:
        shield(e, hid, int(t["damage"]))  # the damage is not suffered: this happens instead


# -- the moments, as the chapters raise them ------------------------------------------------
@watch("hero_deployed")
def _on_deployed(e: Engine, ev: Json) -> bool:
    open_window(e, "deploy", [ev["hero"]])
    return False


@watch("threat_phase")
def _on_threat_phase(e: Engine, ev: Json) -> bool:
    open_window(e, "threat", e.in_play())
    return False


@watch("regroup")
def _on_regroup(e: Engine, ev: Json) -> bool:
    open_window(e, "regroup", e.in_play())
    return False


@watch("first_roll")
def _on_first_roll(e: Engine, ev: Json) -> bool:
    open_window(e, "ally_attempt", list(ev["others"]))
    return False


@watch("damage_coming")
def _on_damage_coming(e: Engine, ev: Json) -> bool:
    """A hero with a "damaged" ability may use it before the damage lands: the damage waits
    behind the window (the ``hit`` task), so this window takes the event over."""
    hid, n = ev["hero"], int(ev["amount"])
    if not any_offer(e, "damaged", [hid]):
        return False
    e.push(
        window_task("damaged", [hid], damage=n), {"t": "hit", "h": hid, "n": n, "ctx": ev["ctx"]}
    )
    return True
