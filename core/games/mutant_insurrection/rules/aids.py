"""Decision aids for a screen: what a chosen reroll risks, where each die could be spent, and
actions put into words. They read the state and never change it.

>>> from core.games import mutant_insurrection as mi
>>> from core.games.mutant_insurrection.content import fixture_set
>>> g = mi.new_game(seed=7, content=fixture_set())  # the rules tests' small set
>>> for a in ["deck:asia", "wolverine@deck:europe", "storm@m:juggernaut", "hero:wolverine"]:
...     g.apply(a)
>>> g.force_dice(["fight 3", "fight 1", "power", "teamwork", "villainy", "villainy"])
>>> g.apply("alone")
>>> p = g.reroll_preview([4])
>>> p["villainy"], p["worst_damage"], p["could_knock_out"]
(['Suffer 2 damage.'], 2, False)
>>> p["text"]
'Rerolling the red die (villainy) triggers villainy first: Suffer 2 damage.'
>>> g.reroll_preview([0])["villainy"]
[]
>>> g.describe_action({"id": "reroll", "dice": [0, 4, 5]})
'Reroll the two red dice (fight 3, villainy) and the yellow die (villainy)'
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.content.card_text import requirement_text, sentence
from core.games.mutant_insurrection.effects.schema import DICE_OPS
from core.games.mutant_insurrection.rules import abilities
from core.games.mutant_insurrection.rules.attempt import _vctx, label, villainy_lists
from core.games.mutant_insurrection.rules.damage import health
from core.games.mutant_insurrection.rules.effects import has_any_effect
from core.games.mutant_insurrection.rules.engine import Engine
from core.games.mutant_insurrection.rules.pool import FACE, TRAINING_ID, legal_spends, requirements

Json = Any
_NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
# decisions taken inside an ability's effect (a die to turn, raise, add or discard)
ABILITY_STEPS = frozenset({"ability_reroll", "turn", "add_die", "raise_fight", "discard_die"})
# answers to those decisions (a turn, a raised or discarded die, a colour) and the ability itself
_STEP_ANSWERS = ("turn:", "die:", "color:", "ability:")


def _max_damage(e: Engine, effects: list[Json]) -> int:
    """The most damage ``effects`` could deal to one hero (every "or" at its worst)."""
    worst = 0
    for eff in effects:
        op = eff["op"]
        if op == "suffer_damage":
            worst += e.value(eff["amount"])
        elif op == "choose":
            worst += max(_max_damage(e, o) for o in eff["options"])
        elif op == "may":
            worst += _max_damage(e, eff["effects"])
        elif op == "if":
            worst += max(_max_damage(e, eff["then"]), _max_damage(e, eff.get("else", [])))
    return worst


def dice_words(e: Engine, ids: list[int]) -> str:
    """Dice named by colour with their faces: ``the two red dice (fight 1, villainy)``."""
    pool = {d["id"]: d for d in e.s["att"]["pool"]}
    by_color: dict[str, list[str]] = {}
    for i in sorted(ids):
        if i == TRAINING_ID:
            by_color.setdefault("training", []).append("")
        elif i in pool:
            d = pool[i]
            by_color.setdefault(d["c"], []).append(label(d) if d["f"] >= 0 else "")
    parts = []
    for color, faces in by_color.items():
        if color == "training":
            parts.append("your training token")
            continue
        n = len(faces)
        what = f"the {color} die" if n == 1 else f"the {_NUMBERS.get(n, str(n))} {color} dice"
        shown = [f for f in faces if f]
        parts.append(what + (f" ({', '.join(shown)})" if shown else ""))
    return " and ".join(parts) if parts else "no dice"


def reroll_preview(e: Engine, dice: list[int]) -> dict[str, Json]:
    """What rerolling ``dice`` now would set off: the villainy effects that resolve first
    (the mission's and its Sentinel's, each only if it could do anything), the most damage
    they could deal the active hero, and whether that could knock the hero out."""
    s = e.s
    att = s["att"]
    d = s["decision"]
    ignore = bool(d and d["resume"].get("ignore"))
    chosen = [x for x in att["pool"] if x["id"] in dice and x["f"] >= 0]
    vdice = [x["id"] for x in chosen if FACE[x["c"]][x["f"]][0] == "villainy"]
    lists = []
    if vdice and not ignore:
        ctx = _vctx(e)
        lists = [x for x in villainy_lists(e) if has_any_effect(e, x, ctx)]
    hid = att["hero"]
    worst = sum(_max_damage(e, x) for x in lists)
    left = health(e, hid) - e.hero(hid)["damage"]
    texts = [sentence(x, e.c) for x in lists]
    what = dice_words(e, [x["id"] for x in chosen])
    if texts:
        text = f"Rerolling {what} triggers villainy first: " + " ".join(texts)
        if worst >= left:
            text += f" It could knock {e.name(hid)} out."
    elif vdice and ignore:
        text = f"Rerolling {what} ignores villainy."
    else:
        text = f"Rerolling {what} triggers no villainy."
    return {
        "dice": sorted(x["id"] for x in chosen),
        "villainy_dice": vdice,
        "villainy": texts,
        "worst_damage": worst,
        "could_knock_out": bool(texts) and worst >= left,
        "text": text,
    }


def spend_targets(e: Engine) -> dict[int, list[str]]:
    """For each pool unit (die id, ``-1`` the training token), the requirement keys it could
    help pay now (empty: it cannot be spent on anything here)."""
    out: dict[int, set[str]] = {d["id"]: set() for d in e.s["att"]["pool"] if d["f"] >= 0}
    for key, ds in legal_spends(e):
        for i in ds:
            out.setdefault(i, set()).add(key)
    return {i: sorted(v) for i, v in out.items()}


def spend_words(e: Engine, dice: list[int], key: str) -> str:
    """A spend in words: ``Spend the red die (fight 3) on Objective 1: ⚔ fight 3``."""
    reqs = requirements(e)
    if key not in reqs:
        return f"Spend {dice_words(e, dice)}"
    i, r = reqs[key]
    mid = e.s["att"]["m"]
    where = e.name(e.s["missions"][mid]["sentinel"]) if i < 0 else f"objective {i + 1}"
    if r["kind"] == "damage":
        return f"Take {r['value']} damage for {where} of {e.name(mid)}"
    return f"Spend {dice_words(e, dice)} on {requirement_text(r)} ({where})"


def cancel_steps(e: Engine, log: list[dict[str, Json]]) -> int | None:
    """How many log entries undo the ability being resolved, if it can still be called off:
    the pending decision is a step of an ability's dice effect, and nothing has been rolled
    or revealed since the ability was chosen. ``None`` when there is nothing to cancel."""
    d = e.s["decision"]
    if d is None or d["kind"] not in ABILITY_STEPS or e.s["att"] is None:
        return None
    for n, entry in enumerate(reversed(log), 1):
        if "force" in entry or entry.get("r"):
            return None
        a = entry["a"]
        if not isinstance(a, str) or not a.startswith(_STEP_ANSWERS):
            return None  # a reroll, a spend or another choice: not part of this ability
        if a.startswith("ability:"):
            try:
                ab = abilities.ability(e, a[8:])
            except KeyError:
                return None
            ops = {x["op"] for x in ab["effects"]}
            return n if ops <= DICE_OPS else None
    return None
