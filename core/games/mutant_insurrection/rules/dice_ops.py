"""Dice effects during a mission attempt (rulebook: Turning Dice; Dice Ratios; Clarifications:
Abilities and Effects): reroll, turn, add or discard dice, extra rerolls, raising fight results.
They only do something while a hero is the active hero. Also the compound reroll action.

>>> turn_targets({"id": 0, "c": "yellow", "f": 0, "b": 0}, ["fight 1"])  # yellow has no 1 fight
[]
>>> reroll_subsets({"dice": [4, 7]})
[[4], [7], [4, 7]]
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from core.errors import IllegalActionError
from core.games.mutant_insurrection.content.loader import DICE_PER_COLOR
from core.games.mutant_insurrection.dice import FACES, DieColor, Face
from core.games.mutant_insurrection.rules.attempt import label, rerollable, roll
from core.games.mutant_insurrection.rules.effects import POSSIBLE, Ctx, global_op
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.golden import attempt_at, forbidden
from core.games.mutant_insurrection.rules.pool import FACE

Json = Any


def _match(d: dict[str, Json], eff: Json) -> bool:
    kinds = eff.get("kinds")
    colors = eff.get("colors", "any")
    return (kinds is None or FACE[d["c"]][d["f"]][0] in kinds) and (
        colors == "any" or d["c"] in colors
    )


def _eligible(e: Engine, eff: Json) -> list[dict[str, Json]]:
    att = e.s["att"]
    return [] if att is None else [d for d in att["pool"] if d["f"] >= 0 and _match(d, eff)]


def _colors_free(e: Engine, eff: Json) -> list[str]:
    att = e.s["att"]
    if att is None:
        return []
    allowed = eff.get("colors", "any")
    return [
        c
        for c in ("red", "yellow", "blue")
        if (allowed == "any" or c in allowed) and att["taken"][c] < DICE_PER_COLOR
    ]


def distinct(dice: list[dict[str, Json]]) -> list[dict[str, Json]]:
    """One die of each kind: dice of one colour showing the same result (or not rolled yet)
    are interchangeable, so a choice offers one of them, never the same words twice."""
    seen: set[tuple[str, tuple[str, int] | None, int]] = set()
    out = []
    for d in dice:
        k = (d["c"], FACE[d["c"]][d["f"]] if d["f"] >= 0 else None, d["b"])
        if k not in seen:
            seen.add(k)
            out.append(d)
    return out


def turn_targets(d: dict[str, Json], to: Json) -> list[int]:
    """Face indexes a die may be turned to: a different result that die actually has."""
    faces = FACES[DieColor(d["c"])]
    current = faces[d["f"]]
    wanted = None if to == "any" else {Face.parse(x) for x in to}
    out: list[int] = []
    seen: set[Face] = set()
    for i, f in enumerate(faces):
        if f != current and f not in seen and (wanted is None or f in wanted):
            seen.add(f)
            out.append(i)
    return out


def _rerollable(e: Engine, eff: Json) -> list[int]:
    # "ignoring villainy effects" does not beat a card saying villainy dice cannot be rerolled
    return rerollable(e, _eligible(e, eff))


POSSIBLE["reroll"] = lambda e, eff, ctx: bool(_rerollable(e, eff))
POSSIBLE["turn"] = lambda e, eff, ctx: (
    not forbidden(e, "turn_dice", attempt_at(e))
    and any(turn_targets(d, eff.get("to", "any")) for d in _eligible(e, eff))
)
POSSIBLE["add_die"] = lambda e, eff, ctx: bool(_colors_free(e, eff))
POSSIBLE["discard_die"] = lambda e, eff, ctx: bool(_eligible(e, eff))
POSSIBLE["raise_fight"] = lambda e, eff, ctx: bool(_eligible(e, {"kinds": ["fight"]}))
POSSIBLE["extra_reroll"] = lambda e, eff, ctx: e.s["att"] is not None


@global_op("reroll")
def _op_reroll(e: Engine, eff: Json, ctx: Ctx) -> None:
    dice = _rerollable(e, eff)
    if not dice:
        return
    mx = int(eff.get("max", len(dice)))
    options = [opt("reroll", f"Reroll up to {mx} of these dice", dice=dice, max=mx)]
    e.ask(
        e.s["att"]["hero"],
        "ability_reroll",
        "Reroll which dice?",
        options,
        {"t": "reroll_dice", "ignore": bool(eff.get("ignore_villainy"))},
        auto=False,
    )


@global_op("turn")
def _op_turn(e: Engine, eff: Json, ctx: Ctx) -> None:
    if forbidden(e, "turn_dice", attempt_at(e)):
        return
    e.push({"t": "turn_die", "e": eff, "left": int(eff.get("count", 1))})


@task("turn_die")
def _turn_die(e: Engine, t: Task) -> None:
    att = e.s["att"]
    if att is None:
        return
    if "choice" in t:
        _, did, f = t["choice"].split(":")
        d = next(x for x in att["pool"] if x["id"] == int(did))
        d["f"], d["b"] = int(f), 0
        e.log(f"A {d['c']} die is turned to {label(d)}.", "die_turned", d["id"])
        t = {"t": "turn_die", "e": t["e"], "left": t["left"] - 1}
    if t["left"] <= 0:
        return
    options = [
        opt(
            f"turn:{d['id']}:{f}",
            f"Turn the {d['c']} {label(d)} die to {FACES[DieColor(d['c'])][f]}",
        )
        for d in distinct(_eligible(e, t["e"]))
        for f in turn_targets(d, t["e"].get("to", "any"))
    ]
    if options:
        e.ask(att["hero"], "turn", "Turn which die, to what?", options, t)


@global_op("add_die")
def _op_add(e: Engine, eff: Json, ctx: Ctx) -> None:
    colors = _colors_free(e, eff)
    if colors:
        e.ask(
            e.s["att"]["hero"],
            "add_die",
            "Add a die of which colour?",
            [opt(f"color:{c}", f"Add a {c} die") for c in colors],
            {"t": "add_die"},
        )


@task("add_die")
def _add_die(e: Engine, t: Task) -> None:
    att = e.s["att"]
    c = t["choice"][6:]
    d = {"id": att["next"], "c": c, "f": -1, "b": 0}
    att["next"] += 1
    att["taken"][c] += 1
    att["pool"].append(d)
    if all(x["f"] >= 0 for x in att["pool"] if x is not d):
        roll(e, d)  # added after the first roll: it is rolled at once
    e.log(f"A {c} die joins the pool.", "die_added", d["id"])


@global_op("discard_die")
def _op_discard(e: Engine, eff: Json, ctx: Ctx) -> None:
    e.push({"t": "discard_die", "e": eff, "left": int(eff.get("count", 1))})


@task("discard_die")
def _discard_die(e: Engine, t: Task) -> None:
    att = e.s["att"]
    if att is None:
        return
    if "choice" in t:
        did = int(t["choice"][4:])
        d = next(x for x in att["pool"] if x["id"] == did)
        att["pool"].remove(d)
        att["taken"][d["c"]] -= 1
        e.log(f"A {d['c']} die is discarded.", "die_discarded", d["id"])
        t = {"t": "discard_die", "e": t["e"], "left": t["left"] - 1}
    elig = [
        d for d in att["pool"] if t["e"].get("colors", "any") == "any" or d["c"] in t["e"]["colors"]
    ]
    if t["left"] <= 0 or not elig:
        return
    options = [
        opt(
            f"die:{d['id']}",
            f"Discard the {d['c']} die" + (f" showing {label(d)}" if d["f"] >= 0 else ""),
        )
        for d in distinct(elig)
    ]
    e.ask(att["hero"], "discard_die", "Discard which die?", options, t)


@global_op("extra_reroll")
def _op_extra(e: Engine, eff: Json, ctx: Ctx) -> None:
    if e.s["att"] is not None:
        e.s["att"]["extra"] += int(eff["count"])


@global_op("raise_fight")
def _op_raise_fight(e: Engine, eff: Json, ctx: Ctx) -> None:
    dice = _eligible(e, {"kinds": ["fight"]})
    if dice:
        options = [
            opt(f"die:{d['id']}", f"Add {eff['amount']} to the {d['c']} {label(d)} die")
            for d in distinct(dice)
        ]
        e.ask(
            e.s["att"]["hero"],
            "raise_fight",
            "Raise which fight die?",
            options,
            {"t": "raise_fight", "amount": int(eff["amount"])},
        )


@task("raise_fight")
def _raise_fight(e: Engine, t: Task) -> None:
    # a raised fight result may go past the die's highest face (Clarifications)
    did = int(t["choice"][4:])
    d = next(x for x in e.s["att"]["pool"] if x["id"] == did)
    d["b"] += t["amount"]
    e.log(f"A {d['c']} die now shows {label(d)}.", "die_raised", d["id"])


# -- compound actions -------------------------------------------------------------------------
def reroll_subsets(option: dict[str, Json]) -> list[list[int]]:
    """Every non-empty subset of the offered dice (up to ``max``), smallest first."""
    dice = option["dice"]
    mx = option.get("max", len(dice))
    return [list(c) for n in range(1, mx + 1) for c in combinations(dice, n)]


def check_reroll(option: dict[str, Json], dice: Json) -> list[int]:
    if (
        not isinstance(dice, list)
        or not dice
        or any(isinstance(d, bool) or not isinstance(d, int) for d in dice)  # true is no die
    ):
        raise IllegalActionError("choose at least one die to reroll")
    if len(set(dice)) != len(dice) or any(d not in option["dice"] for d in dice):
        raise IllegalActionError(
            f"those dice cannot be rerolled now (choose from {option['dice']})"
        )
    if len(dice) > option.get("max", len(option["dice"])):
        raise IllegalActionError(f"reroll at most {option['max']} dice")
    return sorted(dice)
