"""Damage, healing and knock-outs (rulebook: Damage; Being Knocked Out; Clarifications: Heroes)."""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.bonds import discard_all
from core.games.mutant_insurrection.rules.effects import Ctx, hero_op, hook, trigger
from core.games.mutant_insurrection.rules.engine import BLACKBIRD, Engine, Task, task
from core.games.mutant_insurrection.rules.golden import forbidden, hero_at, rule_total
from core.games.mutant_insurrection.rules.threat import raise_threat

Json = Any


def health(e: Engine, hid: str) -> int:
    return int(e.c.heroes[hid]["health"])


def suffer(
    e: Engine, hid: str, amount: int, ctx: Ctx | None = None, *, paying: int | None = None
) -> None:
    """Place ``amount`` damage on a hero; at damage >= health the hero is knocked out. Every
    road to damage ends here (an effect, a damage requirement, an ability's cost, the showdown's
    attack), so "before"/"after a hero suffers damage" sees them all. ``paying``: the objective
    whose damage requirement the active hero is paying."""
    if amount <= 0 or hid not in e.in_play():
        return
    now: Task = {"t": "suffer", "h": hid, "n": amount, "ctx": ctx or {}, "pay": paying}
    if e.would("suffer_damage", now, trigger(hid, e.hero(hid)["at"], ctx)):
        return
    _suffer(e, now)


@task("suffer")
def _suffer(e: Engine, t: Task) -> None:
    hid, amount = t["h"], int(t["n"])
    if hid not in e.in_play():
        return
    att = e.s["att"]
    if t.get("pay") is not None and att is not None:
        att["paying_damage"] = t["pay"]  # knocked out now, the attempt goes on (knock_out)
    h = e.hero(hid)
    h["damage"] += amount
    e.log(f"{e.name(hid)} suffers {amount} damage ({h['damage']}/{health(e, hid)}).", "damage", hid)
    e.did("suffer_damage", trigger(hid, h["at"], t.get("ctx")))
    if h["damage"] >= health(e, hid):
        knock_out(e, hid)
    if att is not None:
        att.pop("paying_damage", None)


def deal(e: Engine, hid: str, amount: int, ctx: Ctx | None = None) -> None:
    """Damage from an effect or a showdown attack (not a damage requirement or an ability's
    cost, which a hero chooses to pay): "during play" prevention and the hero's shield reduce
    it, and a hero with a "damaged" ability may use it first (reading "prevention")."""
    if amount <= 0 or hid not in e.in_play():
        return
    n = amount - rule_total(e, "prevent_damage")
    if n < amount:
        e.log(
            f"{min(amount, amount - n)} of {e.name(hid)}'s damage is prevented.", "prevented", hid
        )
    if n <= 0:
        return
    if e.event("damage_coming", hero=hid, amount=n, ctx=ctx or {}):  # a "damaged" window first
        return
    suffer(e, hid, absorb(e, hid, n), ctx)


def shield(e: Engine, hid: str, n: int) -> None:
    """Prevent the next ``n`` damage ``hid`` would suffer from an effect this round."""
    sh = e.s.setdefault("shield", {})
    sh[hid] = int(sh.get(hid, 0)) + n


def absorb(e: Engine, hid: str, n: int) -> int:
    """What is left of ``n`` damage once ``hid``'s shield has taken its part."""
    sh = e.s.get("shield") or {}
    block = min(n, int(sh.get(hid, 0)))
    if block:
        sh[hid] -= block
        if not sh[hid]:
            del sh[hid]
        e.log(f"{block} of {e.name(hid)}'s damage is prevented.", "prevented", hid)
    return n - block


@task("hit")
def _hit(e: Engine, t: Task) -> None:
    if t["h"] in e.in_play():
        suffer(e, t["h"], absorb(e, t["h"], int(t["n"])), t.get("ctx"))


def heal(e: Engine, hid: str, amount: int, ctx: Ctx | None = None) -> None:
    """Remove damage; never below zero (a hero cannot heal beyond maximum health). Nothing
    happens, and no timing sees a healing, when there is no damage to remove."""
    if forbidden(e, "heal", hero_at(e, hid)) or min(amount, e.hero(hid)["damage"]) <= 0:
        return
    now: Task = {"t": "heal", "h": hid, "n": amount, "ctx": ctx or {}}
    if e.would("heal", now, trigger(hid, e.hero(hid)["at"], ctx)):
        return
    _heal(e, now)


@task("heal")
def _heal(e: Engine, t: Task) -> None:
    hid = t["h"]
    if hid not in e.in_play() or forbidden(e, "heal", hero_at(e, hid)):
        return
    h = e.hero(hid)
    healed = min(int(t["n"]), h["damage"])
    if healed > 0:
        h["damage"] -= healed
        e.log(f"{e.name(hid)} heals {healed} damage.", "heal", hid)
        e.did("heal", trigger(hid, h["at"], t.get("ctx")))


def knock_out(e: Engine, hid: str) -> None:
    """Remove a knocked-out hero from the game with every consequence the rulebook lists."""
    s = e.s
    h = e.hero(hid)
    where = h["at"]
    e.log(f"{e.name(hid)} is knocked out!", "knock_out", hid)
    seat = s["seats"].index(hid)
    s["seats"][seat] = None
    s["ko"].append(hid)
    h["ko"] = True
    h["at"] = None
    if h["mutant"] is not None:
        s["mdiscard"].append(h["mutant"])
        h["mutant"] = None
    h["training"] = None
    discard_all(e, hid)
    att = s["att"]
    if s["showdown"] is not None and not e.in_play():
        e.lose("every hero in the showdown has been knocked out")
    if att is not None and att["hero"] == hid and not e.over:
        # a borrowed assist card goes home. Knocked out by paying a damage requirement, the hero
        # may still spend the remaining dice on objectives without one (Clarifications:
        # Missions); knocked out any other way, the attempt goes straight to Check Outcomes.
        att["ko"] = True
        helper = att["assist"]
        if helper is not None and helper in e.in_play():
            e.hero(helper)["assist_at"] = helper
        if "paying_damage" in att:  # the objective it paid for stays open (reading)
            att["ko_by"] = att["paying_damage"]
        else:
            e.unwind_to("attempt_end")
    elif att is not None and att["assist"] == hid:
        e.log(
            f"{e.name(att['hero'])} keeps the benefit of {e.name(hid)}'s assist card.",
            "assist_kept",
            att["hero"],
            hid,
        )
    if not e.over:
        hook(e, "after_effect", "knock_out", {"hero": hid, "loc": where})
    if s["showdown"] is None and not e.over:
        # after the attempt is unwound, so a "before the threat rises" timing and the rise it
        # waits on are not thrown away with the attempt; above the knock-out's "after" timings
        # on the stack, so the rise comes first
        raise_threat(e, 1)


def _damage_score(e: Engine, eff: Json, hid: str) -> int:
    return e.value(eff["amount"])


def _heal_score(e: Engine, eff: Json, hid: str) -> int:
    if forbidden(e, "heal", hero_at(e, hid)):
        return 0
    return min(int(e.hero(hid)["damage"]), e.value(eff["amount"]))


@hero_op("suffer_damage", _damage_score)
def _op_suffer(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    deal(e, hid, e.value(eff["amount"], ctx), ctx)


@hero_op("prevent_damage", _damage_score)
def _prevent(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    shield(e, hid, e.value(eff["amount"], ctx))


@hero_op("heal", _heal_score)
def _op_heal(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    heal(e, hid, e.value(eff["amount"]), ctx)


__all__ = ["BLACKBIRD", "absorb", "deal", "heal", "health", "knock_out", "shield", "suffer"]
