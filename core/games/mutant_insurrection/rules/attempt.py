"""The mission phase and attempting a mission, Steps 1-5 (rulebook: Mission Phase;
Attempting Missions; Villainy; Outcomes; Clarifications: Missions, Villainy).

Dice effects used during an attempt (turning, adding, discarding) are in
:mod:`core.games.mutant_insurrection.rules.dice_ops`; what a spend may pay for is in
:mod:`core.games.mutant_insurrection.rules.pool`.
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.content.card_text import requirement_text, sentence
from core.games.mutant_insurrection.rules import abilities
from core.games.mutant_insurrection.rules.effects import (
    Ctx,
    global_op,
    has_any_effect,
    hook_task,
    run_effects,
)
from core.games.mutant_insurrection.rules.engine import BLACKBIRD, Engine, Task, opt, task
from core.games.mutant_insurrection.rules.golden import attempt_at, forbidden, rule_total
from core.games.mutant_insurrection.rules.pool import FACE, die_face, legal_spends, requirements
from core.games.mutant_insurrection.rules.sentinels import discard_sentinel
from core.games.mutant_insurrection.rules.timing import enter_phase

Json = Any
STANDARD_REROLLS = 2


# -- the mission phase ----------------------------------------------------------------------
@task("mission_phase")
def _mission_phase(e: Engine, t: Task) -> None:
    s = e.s
    if "go" not in t:
        enter_phase(e, "mission", {"t": "mission_phase", "go": 1})
        return
    if "choice" in t:
        mid = t["choice"][2:]
        s["r"]["resolved"].append(mid)
        e.push({"t": "attempt_next", "m": mid, "tried": False}, {"t": "mission_phase", "go": 1})
        return
    todo = [
        m
        for m, st in s["missions"].items()
        if m not in s["r"]["resolved"] and e.at(f"m:{m}") and not st["complete"]
    ]
    if not todo:
        return
    options = [opt(f"m:{m}", f"Attempt {e.name(m)} next") for m in todo]
    e.ask(
        "team",
        "choose_mission",
        "Which mission is attempted next?",
        options,
        {"t": "mission_phase", "go": 1},
    )


def candidates(e: Engine, mid: str) -> list[str]:
    return [h for h in e.at(f"m:{mid}") if h not in e.s["r"]["active"]]


@task("attempt_next")
def _attempt_next(e: Engine, t: Task) -> None:
    """Step 1: choose an active hero who has not been active this round."""
    mid = t["m"]
    if "choice" in t:
        e.push({"t": "attempt_assist", "m": mid, "h": t["choice"][5:]})
        return
    if mid not in e.s["missions"]:
        return
    cands = candidates(e, mid)
    if not cands:
        return
    options = [opt(f"hero:{h}", f"{e.name(h)} attempts {e.name(mid)}") for h in cands]
    e.ask("team", "choose_active", f"Who attempts {e.name(mid)} now?", options, t)


def assist_offers(e: Engine, hid: str) -> list[str]:
    """Who may assist ``hid`` now: any other hero in play who has not assisted this round and
    still holds their own assist card, wherever their marker is (Step 1 asks only for "one
    other hero"; see :data:`core.games.mutant_insurrection.rules.readings.READINGS`,
    "assist-anywhere"). A "cannot be
    assisted" rule at the attempted mission still forbids it."""
    s = e.s
    here = s["heroes"][hid]["at"]
    if forbidden(e, "assist", here):
        return []
    return [
        h
        for h in e.in_play()
        if h != hid and h not in s["r"]["assisted"] and s["heroes"][h]["assist_at"] == h
    ]


@task("attempt_assist")
def _attempt_assist(e: Engine, t: Task) -> None:
    """Step 1 (cont.): attempt alone or assisted; then Steps 2-3."""
    s = e.s
    hid, mid = t["h"], t["m"]
    if "choice" not in t:
        options = [opt("alone", "Attempt alone")] + [
            opt(f"assist:{h}", f"Assisted by {e.name(h)}") for h in assist_offers(e, hid)
        ]
        # Asked even when nobody can assist: the answer is also the moment the dice are rolled.
        prompt = f"{e.name(hid)}: attempt {e.name(mid)} alone or assisted?"
        e.ask(hid, "assist", prompt, options, t, auto=False)
        return
    if "card" in t:
        helper, card = t["helper"], t["choice"][5:]
    else:
        helper = None if t["choice"] == "alone" else t["choice"][7:]
        own = s["heroes"][hid]["assist_at"] == hid
        card = helper if helper is not None else (hid if own else None)
        dice = e.c.heroes
        if (
            helper is not None
            and own
            and dice[hid]["assist"]["dice"] != dice[helper]["assist"]["dice"]
        ):
            # two assist cards in the play area: the hero picks whose two dice to add
            options = [
                opt(
                    f"dice:{x}", f"Add {e.name(x)}'s {' and '.join(dice[x]['assist']['dice'])} dice"
                )
                for x in (helper, hid)
            ]
            e.ask(
                hid,
                "assist_dice",
                "Which assist card's dice join the pool?",
                options,
                {"t": "attempt_assist", "m": mid, "h": hid, "helper": helper, "card": 1},
            )
            return
    s["r"]["active"].append(hid)
    if helper is not None:
        s["r"]["assisted"].append(helper)
        s["heroes"][helper]["assist_at"] = hid
        e.log(f"{e.name(helper)} assists {e.name(hid)}.", "assist", helper, hid)
    e.log(f"{e.name(hid)} attempts {e.name(mid)}.", "attempt", hid, mid)
    colors = list(e.c.heroes[hid]["dice"])
    if card is not None:
        colors += e.c.heroes[card]["assist"]["dice"]
    s["att"] = {
        "m": mid,
        "hero": hid,
        "assist": helper,
        "pool": [{"id": i, "c": c, "f": -1, "b": 0} for i, c in enumerate(colors)],
        "next": len(colors),
        "taken": {c: colors.count(c) for c in ("red", "yellow", "blue")},
        "rerolls": max(0, STANDARD_REROLLS + rule_total(e, "rerolls")),
        "extra": 0,
        "step": "roll",
        "sat": {},
        "ko": False,
    }
    e.push(
        {"t": "att_triggers", "when": "after_assemble"},
        {"t": "att_first_roll"},
        {"t": "att_triggers", "when": "after_roll"},
        {"t": "ally_window"},
        {"t": "att_roll"},
        {"t": "attempt_end", "m": mid},
    )


@task("ally_window")
def _ally_window(e: Engine, t: Task) -> None:
    """The other heroes at the mission may use "ally_attempt" abilities after the first roll."""
    att = e.s["att"]
    e.event("first_roll", others=[h for h in e.at(f"m:{att['m']}") if h != att["hero"]])


@task("att_triggers")
def _att_triggers(e: Engine, t: Task) -> None:
    """Abilities that fire at a point of the attempt; simultaneous ones in the hero's order."""
    pending = t.get("pending")
    if pending is None:
        pending = abilities.triggered(e, t["when"])
    if "choice" in t:
        key = t["choice"][8:]
        pending = [k for k in pending if k != key]
        e.push({"t": "att_triggers", "when": t["when"], "pending": pending})
        _fire(e, key)
        return
    if not pending:
        return
    if len(pending) == 1:
        _fire(e, pending[0])
        return
    hid = e.s["att"]["hero"]
    options = [
        opt(f"ability:{k}", f"Resolve {abilities.ability(e, k)['name']} first") for k in pending
    ]
    e.ask(
        hid,
        "order_effects",
        "Which effect resolves first?",
        options,
        {"t": "att_triggers", "when": t["when"], "pending": pending},
    )


def _fire(e: Engine, key: str) -> None:
    ab = abilities.ability(e, key)
    ctx = abilities.ctx_for(e, key)
    if not abilities.holds_all(e, ab, ctx):
        return
    if ab.get("optional"):  # "you may": ask first; the cost is paid only when it is used
        options = [opt("yes", f"Use {ab['name']}"), opt("no", "No")]
        e.ask(
            ctx["hero"],
            "may",
            f"Use {ab['name']} now?",
            options,
            {"t": "att_trigger_use", "key": key},
            auto=False,
        )
        return
    e.push({"t": "att_trigger_use", "key": key, "choice": "yes"})


@task("att_trigger_use")
def _trigger_use(e: Engine, t: Task) -> None:
    if t["choice"] != "yes":
        return
    ab = abilities.ability(e, t["key"])
    # the effects are scheduled first so that they resolve after the cost however it is paid
    # (a damage cost waits behind a "before damage" timing)
    run_effects(e, ab["effects"], abilities.ctx_for(e, t["key"]))
    abilities.pay(e, t["key"], ab)
    e.log(f"{ab['name']} takes effect.", "ability", e.s["att"]["hero"])


def roll(e: Engine, d: dict[str, Json]) -> None:
    d["f"] = e.roll_face(d["c"])
    d["b"] = 0


@task("att_first_roll")
def _first_roll(e: Engine, t: Task) -> None:
    """Step 3: roll the whole pool."""
    for d in e.s["att"]["pool"]:
        if d["f"] < 0:
            roll(e, d)
    e.log("Rolled: " + pool_text(e), "roll", *pool_ids(e))


def pool_ids(e: Engine) -> list[int]:
    return [d["id"] for d in e.s["att"]["pool"]]


def pool_text(e: Engine) -> str:
    return ", ".join(f"{d['c']} {label(d)}" for d in e.s["att"]["pool"])


def label(d: dict[str, Json]) -> str:
    kind, value = die_face(d)
    return f"fight {value}" if kind == "fight" else kind


def _ability_options(e: Engine, step: str) -> list[dict[str, Json]]:
    return [opt(f"ability:{k}", f"Use {ab['name']}") for k, ab in abilities.usable(e, step)]


@task("att_roll")
def _att_roll(e: Engine, t: Task) -> None:
    """Step 3: reroll (two standard rerolls plus granted ones), use abilities, or stop."""
    s = e.s
    att = s["att"]
    hid = att["hero"]
    if "choice" in t:
        c = t["choice"]
        if c == "stop":
            att["step"] = "spend"
            e.push({"t": "att_spend"})
            return
        e.push({"t": "att_roll"})
        if isinstance(c, dict):
            if att["rerolls"] > 0:
                att["rerolls"] -= 1
            else:
                att["extra"] -= 1
            e.push({"t": "reroll_dice", "choice": c, "ignore": False})
        else:
            use_ability(e, c[8:])
        return
    left = att["rerolls"] + att["extra"]
    options = []
    ids = rerollable(e, att["pool"])
    if left > 0 and ids:
        options.append(opt("reroll", f"Reroll any of your dice ({left} reroll(s) left)", dice=ids))
    options += _ability_options(e, "roll")
    if not options:
        att["step"] = "spend"
        e.push({"t": "att_spend"})
        return
    options.append(opt("stop", "Keep these results and complete objectives"))
    e.ask(
        hid,
        "roll",
        f"{e.name(hid)} rolled: {pool_text(e)}.",
        options,
        {"t": "att_roll"},
        auto=False,
    )


def rerollable(e: Engine, dice: list[dict[str, Json]]) -> list[int]:
    """Ids of dice that may be rerolled: all, unless a card says villainy dice cannot be."""
    if forbidden(e, "reroll_villainy", attempt_at(e)):
        return [d["id"] for d in dice if FACE[d["c"]][d["f"]][0] != "villainy"]
    return [d["id"] for d in dice]


def use_ability(e: Engine, key: str) -> None:
    ab = abilities.ability(e, key)
    run_effects(e, ab["effects"], abilities.ctx_for(e, key))  # resolved after the cost
    abilities.pay(e, key, ab)
    e.log(f"{e.name(e.s['att']['hero'])} uses {ab['name']}.", "ability", e.s["att"]["hero"])


def villainy_lists(e: Engine) -> list[list[Json]]:
    """Villainy effects that apply to a reroll here: the mission's and its Sentinel's."""
    s = e.s
    mid = s["att"]["m"]
    out = []
    v = e.c.card(mid).get("villainy", [])
    if v:
        out.append(v)
    sen = s["missions"][mid]["sentinel"]
    if sen is not None and e.c.threat[sen].get("villainy"):
        out.append(e.c.threat[sen]["villainy"])
    return out


def _vctx(e: Engine) -> Ctx:
    att = e.s["att"]
    return {
        "hero": att["hero"],
        "loc": f"m:{att['m']}",
        "card": att["m"],
        "att": True,
        "pen": True,
        "villainy": True,
    }


@task("reroll_dice")
def _reroll_dice(e: Engine, t: Task) -> None:
    """Before a reroll that includes villainy dice, resolve every possible villainy effect
    (in the hero's chosen order); impossible ones are skipped and the dice reroll freely."""
    s = e.s
    att = s["att"]
    ids = t["choice"]["dice"]
    if "order" in t:
        lists = t["lists"]
        first = int(t["order"]["choice"][6:]) if isinstance(t["order"], dict) else 0
        ordered = [lists[first], *[x for i, x in enumerate(lists) if i != first]]
        e.push({"t": "reroll_now", "dice": ids})
        ctx = _vctx(e)
        for lst in reversed(ordered):
            run_effects(e, lst, ctx)
        return
    villainous = any(d["id"] in ids and FACE[d["c"]][d["f"]][0] == "villainy" for d in att["pool"])
    lists = []
    if villainous and not t["ignore"]:
        ctx = _vctx(e)
        lists = [x for x in villainy_lists(e) if has_any_effect(e, x, ctx)]
    if len(lists) > 1:
        options = [
            opt(f"first:{i}", "Resolve this first: " + sentence(lst, e.c))
            for i, lst in enumerate(lists)
        ]
        e.ask(
            att["hero"],
            "villainy_order",
            "Resolve which villainy effect first?",
            options,
            {"t": "reroll_order", "dice": ids, "lists": lists},
        )
        return
    e.push(
        {"t": "reroll_dice", "choice": t["choice"], "order": 0, "lists": lists}
        if lists
        else {"t": "reroll_now", "dice": ids}
    )


@task("reroll_order")
def _reroll_order(e: Engine, t: Task) -> None:
    e.push(
        {
            "t": "reroll_dice",
            "choice": {"dice": t["dice"]},
            "order": {"choice": t["choice"]},
            "lists": t["lists"],
        }
    )


@task("reroll_now")
def _reroll_now(e: Engine, t: Task) -> None:
    att = e.s["att"]
    for d in att["pool"]:
        if d["id"] in t["dice"]:
            roll(e, d)
    e.log("Rerolled: " + pool_text(e), "reroll", *t["dice"])


# -- Step 4: complete objectives ------------------------------------------------------------
@task("att_spend")
def _att_spend(e: Engine, t: Task) -> None:
    s = e.s
    att = s["att"]
    hid = att["hero"]
    if "choice" in t:
        c = t["choice"]
        if c == "done":
            return
        e.push({"t": "att_spend"})
        if isinstance(c, dict):
            spend(e, c["dice"], c["req"])
        else:
            use_ability(e, c[8:])
        return
    spends = legal_spends(e)
    options = []
    if spends:
        keys = sorted({k for k, _ in spends})
        reqs = requirements(e)
        options.append(
            opt(
                "spend",
                "Spend dice on a requirement",
                reqs=[{"req": k, "label": requirement_label(e, k, reqs[k])} for k in keys],
            )
        )
    if not att["ko"]:  # a knocked-out hero's cards have left the game with them
        options += _ability_options(e, "spend")
    if not options:
        return
    options.append(opt("done", "Finish completing objectives"))
    e.ask(
        hid,
        "spend",
        f"{e.name(hid)}: spend dice ({pool_text(e) or 'no dice left'}).",
        options,
        {"t": "att_spend"},
        auto=False,
    )


def requirement_label(e: Engine, key: str, where: tuple[int, dict[str, Json]]) -> str:
    """A requirement as a player names it: ``Objective 2: yellow ⚔ fight 2``."""
    i, r = where
    head = (
        f"{e.name(e.s['missions'][e.s['att']['m']]['sentinel'])}" if i < 0 else f"Objective {i + 1}"
    )
    return f"{head}: {requirement_text(r)}"


def objective_label(e: Engine, mid: str, i: int) -> str:
    reqs = ", ".join(requirement_text(r) for r in e.c.card(mid)["objectives"][i])
    return f"Complete objective {i + 1} ({reqs})"


def req_label(r: dict[str, Json]) -> str:
    base = r["kind"] + (f" {r['value']}" if r["kind"] in ("fight", "damage") else "")
    return base if r["color"] == "green" else f"{r['color']} {base}"


def spend(e: Engine, dice: list[int], key: str) -> None:
    """Put dice on a requirement; complete its objective when all its requirements are met."""
    from core.games.mutant_insurrection.rules.damage import suffer
    from core.games.mutant_insurrection.rules.pool import TRAINING_ID, active

    s = e.s
    att = s["att"]
    hid = att["hero"]
    mid = att["m"]
    att["sat"][key] = list(dice)
    att["pool"] = [d for d in att["pool"] if d["id"] not in dice]
    if TRAINING_ID in dice:
        s["heroes"][hid]["training"] = None
    i, req = requirements(e)[key]
    e.log(f"{e.name(hid)} meets a {req_label(req)} requirement.", "spend", hid, mid, *dice)
    objective = (
        e.c.threat[s["missions"][mid]["sentinel"]]["objective"]
        if i < 0
        else e.c.card(mid)["objectives"][i]
    )
    prefix = "s" if i < 0 else f"o{i}r"
    if all(f"{prefix}{j}" in att["sat"] or not active(e, r) for j, r in enumerate(objective)):
        complete_objective(e, mid, i)
    if req["kind"] == "damage":
        # paying may knock the hero out; the attempt then goes on (see damage.knock_out)
        suffer(e, hid, req["value"], paying=i)


def complete_objective(e: Engine, mid: str, i: int) -> None:
    """Mark objective ``i`` (``-1``: the Sentinel's) complete: a success token, or on a
    showdown mission a token below it, the objective ready to be met again."""
    s = e.s
    m = s["missions"][mid]
    att = s["att"]
    if i < 0:
        if att is not None:
            att["sat"] = {k: v for k, v in att["sat"].items() if not k.startswith("s")}
        discard_sentinel(e, mid)
        return
    if m["zone"] == "showdown":
        from core.games.mutant_insurrection.rules.showdown import add_showdown_token

        if att is not None:
            att["sat"] = {k: v for k, v in att["sat"].items() if not k.startswith(f"o{i}r")}
        add_showdown_token(e, mid)
        return
    m["done"][i] = True
    e.log(f"An objective of {e.name(mid)} is complete.", "objective", mid)


@task("attempt_end")
def _attempt_end(e: Engine, t: Task) -> None:
    """Step 5: check outcomes; success, another hero's turn, or failure."""
    s = e.s
    att = s["att"]
    mid = t["m"]
    hid = att["hero"] if att else None
    s["att"] = None
    if mid not in s["missions"]:
        return
    m = s["missions"][mid]
    here = f"m:{mid}"
    ctx: Ctx = {"hero": hid, "loc": here, "card": mid, "outcome": True}
    if m["zone"] == "showdown":
        if not m["complete"] and candidates(e, mid):
            e.push({"t": "attempt_next", "m": mid})
        return
    if all(m["done"]) and m["sentinel"] is None:
        e.log(f"{e.name(mid)} is completed!", "mission_completed", mid, *e.at(here))
        e.push({"t": "mission_done", "m": mid, "ok": True})
        if "mission_completed" in e.c.hooks:
            e.push(hook_task("after_effect", "mission_completed", ctx))
        run_effects(e, e.c.card(mid).get("success", []), ctx)
    elif candidates(e, mid):
        e.push({"t": "attempt_next", "m": mid})
    else:
        e.log(f"{e.name(mid)} is not completed this round.", "mission_failed", mid, *e.at(here))
        e.push({"t": "mission_done", "m": mid, "ok": False})
        if "mission_failed" in e.c.hooks:
            e.push(hook_task("after_effect", "mission_failed", ctx))
        run_effects(e, e.c.card(mid).get("failure", []), {**ctx, "pen": True})


@task("mission_done")
def _mission_done(e: Engine, t: Task) -> None:
    s = e.s
    mid = t["m"]
    for h in e.at(f"m:{mid}"):
        s["heroes"][h]["at"] = BLACKBIRD
    if not t["ok"] or mid not in s["missions"]:
        return
    st = s["missions"].pop(mid)
    s["completed"].append(mid)
    zone = st["zone"]
    under = st["under"]  # the cards this one was laid on, nearest first: the next comes back
    from core.games.mutant_insurrection.rules.deploy import new_mission

    if zone.startswith("continent:"):
        d = s["decks"][zone[10:]]
        d["cards"].pop(0)
        d["up"] = bool(under) and bool(d["cards"])
        if d["up"]:
            new_mission(e, d["cards"][0], zone, under=under[1:])
    elif under:
        new_mission(e, under[0], zone, under=under[1:])
    elif zone.startswith("school:"):
        s["school"][zone[7:]]["over"] = None


@global_op("complete_objective")
def _op_complete(e: Engine, eff: Json, ctx: Ctx) -> None:
    loc = ctx.get("loc") or ""
    mid = loc[2:] if loc.startswith("m:") else None
    if mid is None or mid not in e.s["missions"]:
        return
    e.push({"t": "complete_some", "m": mid, "left": int(eff["count"])})


@task("complete_some")
def _complete_some(e: Engine, t: Task) -> None:
    s = e.s
    mid = t["m"]
    if "choice" in t:
        complete_objective(e, mid, int(t["choice"][4:]))
        t = {"t": "complete_some", "m": mid, "left": t["left"] - 1}
    m = s["missions"].get(mid)
    if m is None or t["left"] <= 0 or m["zone"] == "showdown":
        return
    open_ = [i for i, d in enumerate(m["done"]) if not d]
    if e.c.card(mid).get("order"):
        open_ = open_[:1]
    if open_:
        options = [opt(f"obj:{i}", objective_label(e, mid, i)) for i in open_]
        e.ask(
            "team", "complete_objective", f"Complete which objective of {e.name(mid)}?", options, t
        )
