"""Hero, assist, mutant and bond abilities (rulebook: Power Card Abilities; Assist Abilities;
Mutants; Bonds; Ready & Exhausted).

Only the active hero uses abilities that reroll, turn or spend dice. A hero never uses their own
assist card's ability; an assisting hero's card lends its ability to the active hero.
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.damage import suffer
from core.games.mutant_insurrection.rules.effects import POSSIBLE, Ctx, holds
from core.games.mutant_insurrection.rules.engine import Engine
from core.games.mutant_insurrection.rules.golden import forbidden

Json = Any
ROLL_ONLY = frozenset({"reroll", "extra_reroll", "add_die"})


def sources(e: Engine) -> list[tuple[str, dict[str, Json]]]:
    """``(key, ability)`` for every ability the active hero could draw on now."""
    s = e.s
    att = s["att"]
    hid = att["hero"]
    h = s["heroes"][hid]
    out = [(f"power:{hid}", e.c.heroes[hid]["ability"])]
    if att["assist"] is not None:
        out.append((f"assist:{att['assist']}", e.c.heroes[att["assist"]]["assist"]["ability"]))
    if h["mutant"] is not None and not forbidden(e, "use_mutants", f"m:{att['m']}"):
        out.append((f"mutant:{h['mutant']}", e.c.mutants[h["mutant"]]["ability"]))
    for b in h["bonds"]:
        side = "positive" if b["pos"] else "negative"
        out.append((f"bond:{b['card']}", e.c.bonds[b["card"].split("/")[0]][side]))
    return out


def ctx_for(e: Engine, key: str) -> Ctx:
    att = e.s["att"]
    bond = key[5:] if key.startswith("bond:") else None
    return {"hero": att["hero"], "loc": f"m:{att['m']}", "card": key, "bond": bond, "att": True}


def ready(e: Engine, key: str, hid: str | None = None) -> bool:
    h = e.hero(hid or e.s["att"]["hero"])
    if key.startswith("mutant:"):
        return bool(h["mutant_ready"])
    if key.startswith("bond:"):
        return any(b["ready"] for b in h["bonds"] if b["card"] == key[5:])
    return True


def usable(e: Engine, step: str) -> list[tuple[str, dict[str, Json]]]:
    """Activated abilities the active hero may use in ``step`` ("roll" or "spend")."""
    out = []
    for key, ab in sources(e):
        if ab["timing"] != "active" or not available(e, key, ab):
            continue
        ops = {x["op"] for x in ab["effects"]}
        if step == "spend" and ops & ROLL_ONLY:
            continue
        ctx = ctx_for(e, key)
        if "condition" in ab and not holds(e, ab["condition"], ctx):
            continue
        if not all(POSSIBLE.get(x["op"], _yes)(e, x, ctx) for x in ab["effects"]):
            continue
        out.append((key, ab))
    return out


def _yes(e: Engine, eff: Json, ctx: Ctx) -> bool:
    return True


def pay(e: Engine, key: str, ab: dict[str, Json], hid: str | None = None) -> None:
    """Mark a limited use (once per round or per game) and pay the cost: exhaust the card,
    discard the training token, or suffer damage. ``hid`` is the owner (the active hero when
    not given)."""
    s = e.s
    who = hid or s["att"]["hero"]
    if ab.get("limit") == "once_per_round":
        s["r"]["used"].append(key)
    if ab.get("limit") == "once_per_game":
        s.setdefault("used_game", []).append(key)
    cost = ab.get("cost")
    if cost == "discard_training":
        e.hero(who)["training"] = None
    elif isinstance(cost, dict):
        suffer(e, who, int(cost["suffer_damage"]))
    if cost == "exhaust":
        h = e.hero(who)
        if key.startswith("mutant:"):
            h["mutant_ready"] = False
        elif key.startswith("bond:"):
            for b in h["bonds"]:
                if b["card"] == key[5:]:
                    b["ready"] = False


def triggered(e: Engine, timing: str) -> list[str]:
    """Keys of abilities with ``timing`` (e.g. after_assemble) whose condition holds and that
    are not spent (used this round if once per round, exhausted if they cost exhausting)."""
    return [
        key
        for key, ab in sources(e)
        if ab["timing"] == timing and available(e, key, ab) and holds_all(e, ab, ctx_for(e, key))
    ]


def available(e: Engine, key: str, ab: dict[str, Json], hid: str | None = None) -> bool:
    """Not yet used this round or game (a limited ability) and its cost can be paid: the card
    is ready to exhaust, the hero holds a training token to discard, or the damage it costs
    would not knock the hero out (reading "ability-damage-cost")."""
    s = e.s
    if ab.get("limit") == "once_per_round" and key in s["r"]["used"]:
        return False
    if ab.get("limit") == "once_per_game" and key in s.get("used_game", ()):
        return False
    cost = ab.get("cost")
    who = hid or s["att"]["hero"]
    h = e.hero(who)
    if cost == "discard_training":
        return h["training"] is not None
    if isinstance(cost, dict):
        hp = int(e.c.heroes[who]["health"])
        return int(h["damage"]) + int(cost["suffer_damage"]) < hp
    return not (cost == "exhaust" and not ready(e, key, who))


def holds_all(e: Engine, ab: dict[str, Json], ctx: Ctx) -> bool:
    return "condition" not in ab or holds(e, ab["condition"], ctx)


def ability(e: Engine, key: str) -> dict[str, Json]:
    return dict(sources(e))[key]


def own_sources(e: Engine, hid: str) -> list[tuple[str, dict[str, Json]]]:
    """``(key, ability)`` of the cards in ``hid``'s own play area: power card, mutant, bonds
    (an assist card lends its ability only to the hero it assists)."""
    h = e.s["heroes"][hid]
    out = [(f"power:{hid}", e.c.heroes[hid]["ability"])]
    if h["mutant"] is not None and not forbidden(e, "use_mutants", h["at"]):
        out.append((f"mutant:{h['mutant']}", e.c.mutants[h["mutant"]]["ability"]))
    for b in h["bonds"]:
        side = "positive" if b["pos"] else "negative"
        out.append((f"bond:{b['card']}", e.c.bonds[b["card"].split("/")[0]][side]))
    return out
