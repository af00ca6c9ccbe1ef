"""Bonds (rulebook: Bonds; Forming Bonds; Breaking Bonds): paired two-sided cards, drawn from
the bottom, at most two per hero and one per pair of heroes; flips and discards mirror."""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.effects import Ctx, condition, hero_op, trigger
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.golden import forbidden, hero_at

Json = Any


def mate(card: str) -> str:
    """The other card of a bond pair: ``love/1`` <-> ``love/2``."""
    base, n = card.split("/")
    return f"{base}/{'2' if n == '1' else '1'}"


def partner(e: Engine, card: str) -> str | None:
    """The hero holding the other card of ``card``'s pair (the bonded hero)."""
    other = mate(card)
    for h in e.in_play():
        if any(b["card"] == other for b in e.s["heroes"][h]["bonds"]):
            return h
    return None


@condition("bonded_here")
def _bonded_here(e: Engine, cond: Json, ctx: Ctx) -> bool:
    """The hero ("you") and the hero bonded to them (by this bond, or by any) are at the same
    *mission*: the Blackbird and a school card are not missions (Bonds: "at your mission")."""
    s = e.s
    hid = ctx.get("hero")
    if hid is None:
        return False
    here = s["heroes"][hid]["at"]
    if not str(here).startswith("m:"):
        return False
    cards = [ctx["bond"]] if ctx.get("bond") else [b["card"] for b in s["heroes"][hid]["bonds"]]
    return any(
        (p := partner(e, c)) is not None and p != hid and s["heroes"][p]["at"] == here
        for c in cards
    )


def partners(e: Engine, hid: str) -> set[str]:
    return {p for b in e.hero(hid)["bonds"] if (p := partner(e, b["card"])) is not None}


def recipients(e: Engine, hid: str) -> list[str]:
    """Heroes who may take the other card of a new bond with ``hid``."""
    if len(e.hero(hid)["bonds"]) >= 2 or not e.s["bdeck"]:
        return []
    taken = partners(e, hid)
    return [h for h in e.in_play() if h != hid and h not in taken and len(e.hero(h)["bonds"]) < 2]


def _bond_name(e: Engine, card: str, positive: bool) -> str:
    side = "positive" if positive else "negative"
    return str(e.c.bonds[card.split("/", maxsplit=1)[0]][side]["name"])


def _find(e: Engine, hid: str, card: str) -> dict[str, Json]:
    return next(b for b in e.hero(hid)["bonds"] if b["card"] == card)


def flip(e: Engine, hid: str, card: str) -> None:
    """Flip a bond card and its mate on the bonded hero."""
    b = _find(e, hid, card)
    b["pos"] = not b["pos"]
    p = partner(e, card)
    if p is not None:
        _find(e, p, mate(card))["pos"] = b["pos"]
    e.log(
        f"{e.name(hid)} flips a bond to {_bond_name(e, card, b['pos'])}.", "bond_flipped", hid, card
    )


def discard_all(e: Engine, hid: str) -> None:
    """A knocked-out hero's bonds leave with the matching cards of the bonded heroes."""
    s = e.s
    for b in list(s["heroes"][hid]["bonds"]):
        p = partner(e, b["card"])
        if p is not None:
            s["heroes"][p]["bonds"] = [
                x for x in s["heroes"][p]["bonds"] if x["card"] != mate(b["card"])
            ]
            s["bdiscard"].append(mate(b["card"]))
        s["bdiscard"].append(b["card"])
    s["heroes"][hid]["bonds"] = []


def _form_score(e: Engine, eff: Json, hid: str) -> int:
    if forbidden(e, "form_bond", hero_at(e, hid)):
        return 0
    negs = any(not b["pos"] for b in e.hero(hid)["bonds"])
    return 1 if negs or recipients(e, hid) else 0


def _break_score(e: Engine, eff: Json, hid: str) -> int:
    poss = any(b["pos"] for b in e.hero(hid)["bonds"])
    return 1 if poss or recipients(e, hid) else 0


@hero_op("form_bond", _form_score)
def _op_form(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    form(e, hid, ctx)


def form(e: Engine, hid: str, ctx: Ctx | None = None) -> None:
    """``hid`` forms a bond (a new one, or a negative one flipped), if one can be formed: only
    then is "just before a bond is formed" due."""
    if hid not in e.in_play() or not _form_score(e, {}, hid):
        return
    now: Task = {"t": "form_bond", "h": hid, "ctx": ctx or {}}
    if e.would("form_bond", now, trigger(hid, e.hero(hid)["at"], ctx)):
        return
    e.push(now)


@hero_op("break_bond", _break_score)
def _op_break(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    e.push({"t": "break_bond", "h": hid})


@task("form_bond")
def _form(e: Engine, t: Task) -> None:
    hid = t["h"]
    if hid not in e.in_play() or forbidden(e, "form_bond", hero_at(e, hid)):
        return
    if "choice" in t:
        c = t["choice"]
        if c == "gain":
            e.push({"t": "gain_bond", "h": hid, "pos": True, "formed": t.get("ctx", {})})
        else:
            flip(e, hid, c[5:])
            e.did("form_bond", trigger(hid, e.hero(hid)["at"], t.get("ctx")))
        return
    options = [opt("gain", "Gain a new bond (positive side up)")] if recipients(e, hid) else []
    options += [
        opt(f"flip:{b['card']}", f"Flip {_bond_name(e, b['card'], False)} to its positive side")
        for b in e.hero(hid)["bonds"]
        if not b["pos"]
    ]
    if options:
        e.ask(hid, "form_bond", f"{e.name(hid)} forms a bond.", options, t)


@task("break_bond")
def _break(e: Engine, t: Task) -> None:
    hid = t["h"]
    if hid not in e.in_play():
        return
    if "choice" in t:
        flip(e, hid, t["choice"][5:])
        return
    positives = [b["card"] for b in e.hero(hid)["bonds"] if b["pos"]]
    if positives:
        options = [
            opt(f"flip:{c}", f"Flip {_bond_name(e, c, True)} to its negative side")
            for c in positives
        ]
        e.ask(hid, "break_bond", f"{e.name(hid)} breaks a bond.", options, t)
    elif recipients(e, hid):
        e.push({"t": "gain_bond", "h": hid, "pos": False})


@task("gain_bond")
def _gain(e: Engine, t: Task) -> None:
    """Draw the bottom bond card, hand its mate to a chosen hero, then shuffle the deck."""
    s = e.s
    hid = t["h"]
    if "choice" not in t:
        if not recipients(e, hid):
            return
        # the card is drawn first, so the hero knows which bond they are handing out
        # (Forming Bond Example); nothing can change the deck before the choice
        name = _bond_name(e, s["bdeck"][-1], t["pos"])
        options = [opt(f"hero:{h}", f"Give {name} to {e.name(h)}") for h in recipients(e, hid)]
        e.ask(
            hid,
            "bond_partner",
            f"{e.name(hid)} draws {name} from the bottom of the bond deck: "
            "who takes the matching card?",
            options,
            t,
        )
        return
    other = t["choice"][5:]
    card = s["bdeck"].pop()
    s["bdeck"].remove(mate(card))
    s["heroes"][hid]["bonds"].append({"card": card, "pos": t["pos"], "ready": True})
    s["heroes"][other]["bonds"].append({"card": mate(card), "pos": t["pos"], "ready": True})
    e.shuffle(s["bdeck"])
    e.log(
        f"{e.name(hid)} and {e.name(other)} share the bond {_bond_name(e, card, t['pos'])}.",
        "bond_formed",
        hid,
        other,
        card,
    )
    if "formed" in t:  # a bond formed (not a negative one gained by breaking)
        e.did("form_bond", trigger(hid, s["heroes"][hid]["at"], t["formed"]))


def _discard_score(e: Engine, eff: Json, hid: str) -> int:
    return 1 if e.hero(hid)["bonds"] else 0


@hero_op("discard_bond", _discard_score)
def _op_discard(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    e.push({"t": "discard_bond", "h": hid})


@task("discard_bond")
def _discard_bond(e: Engine, t: Task) -> None:
    """Discard one bond (the hero's choice) and the bonded hero's matching card."""
    hid = t["h"]
    if hid not in e.in_play():
        return
    bonds = e.hero(hid)["bonds"]
    if "choice" in t:
        card = t["choice"][8:]
    elif len(bonds) == 1:
        card = bonds[0]["card"]
    else:
        if bonds:
            options = [
                opt(f"discard:{b['card']}", f"Discard {_bond_name(e, b['card'], b['pos'])}")
                for b in bonds
            ]
            e.ask(hid, "discard_bond", f"{e.name(hid)} discards a bond.", options, t)
        return
    p = partner(e, card)
    if p is not None:
        e.hero(p)["bonds"] = [b for b in e.hero(p)["bonds"] if b["card"] != mate(card)]
        e.s["bdiscard"].append(mate(card))
    e.hero(hid)["bonds"] = [b for b in bonds if b["card"] != card]
    e.s["bdiscard"].append(card)
    e.log(f"{e.name(hid)} discards a bond.", "bond_discarded", hid, p, card)
