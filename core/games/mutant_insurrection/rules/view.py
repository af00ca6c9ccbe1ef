"""A JSON-able picture of the public game state, for the UI and the CLI.

Everything a screen shows comes from here: card texts are whole sentences from
:mod:`core.games.mutant_insurrection.content.card_text`, requirements say whether they count now,
each die says where it
could be spent, and the round's bookkeeping (who was active, who assisted, which abilities are
used) is spelled out, so the front end decides nothing.

>>> from core.games import mutant_insurrection as mi
>>> v = mi.new_game(seed=7).view()
>>> v["plot"]["name"], v["next_threat"]["raise"] >= 0
('The Brotherhood Rises', True)
>>> v["school"]["cerebro"]["lines"]
['A hero who deploys here: draw a mutant, then if the threat is below 4, reduce the threat by 1.']
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.content.card_text import (
    card_text,
    face_text,
    requirement_text,
    rules_text,
    sentence,
)
from core.games.mutant_insurrection.rules.engine import Engine
from core.games.mutant_insurrection.rules.events import full_events
from core.games.mutant_insurrection.rules.pool import active, die_face
from core.games.mutant_insurrection.threat_track import section

Json = Any


def _req(e: Engine, r: dict[str, Json]) -> dict[str, Json]:
    """A requirement: kind, value, colour, its words and whether it counts at this threat."""
    return {
        "kind": r["kind"],
        "value": r["value"],
        "color": r["color"],
        "label": requirement_text(r),
        "active": active(e, r),
    }


def _texts(e: Engine, effects: list[Json]) -> list[str]:
    """Effects as sentences (one per effect, in card order)."""
    return [sentence([x], e.c) for x in effects]


def _ability(e: Engine, ab: dict[str, Json]) -> dict[str, Json]:
    from core.games.mutant_insurrection.content.card_text import ability_text

    return {"name": ab["name"], "text": ability_text(ab, e.c)}


def _cannot_here(e: Engine, mid: str) -> list[str]:
    """What the mission (or its Sentinel) forbids to the heroes there."""
    sen = e.s["missions"][mid]["sentinel"]
    cards = [e.c.card(mid)] + ([e.c.threat[sen]] if sen is not None else [])
    return sorted({x for c in cards for x in c.get("rules", {}).get("cannot_here", ())})


def mission_view(e: Engine, mid: str) -> dict[str, Json]:
    s = e.s
    st = s["missions"][mid]
    card = e.c.card(mid)
    att = s["att"]
    sat = att["sat"] if att is not None and att["m"] == mid else {}
    out: dict[str, Json] = {
        "id": mid,
        "name": card["name"],
        "kind": card.get("type", card.get("kind", "mission")),  # continent, villain, story kinds
        "lines": (
            lines := card_text(e.c, mid, s["hero_count"])["lines"]
        ),  # the whole card in sentences
        "text": " ".join(lines),
        "zone": st["zone"],
        "threat": card.get("threat", 0),
        "order": bool(card.get("order")),
        "objectives": [
            {
                "done": st["done"][i],
                "requirements": [
                    {**_req(e, r), "key": f"o{i}r{j}", "met": f"o{i}r{j}" in sat}
                    for j, r in enumerate(obj)
                ],
            }
            for i, obj in enumerate(card["objectives"])
        ],
        "heroes": e.at(f"m:{mid}"),
        "cannot_here": _cannot_here(e, mid),
        "tokens": st["tokens"],
        "villainy": _texts(e, card.get("villainy", [])),
        "success": _texts(e, card.get("success", [])),
        "failure": _texts(e, card.get("failure", [])),
        "flip": _texts(e, card.get("flip", [])),
        "rules": rules_text(card.get("rules", {})),
        "under": [e.name(x) for x in st["under"]],  # the cards it was laid on, nearest first
    }
    if st["sentinel"] is not None:
        sen = e.c.threat[st["sentinel"]]
        out["sentinel"] = {
            "id": st["sentinel"],
            "name": sen["name"],
            "lines": (slines := card_text(e.c, st["sentinel"])["lines"]),
            "text": " ".join(slines),
            "threat": sen["threat"],
            "color": sen["color"],
            "villainy": _texts(e, sen.get("villainy", [])),
            "rules": rules_text(sen.get("rules", {}), "at its mission"),
            "requirements": [
                {**_req(e, r), "key": f"s{j}", "met": f"s{j}" in sat}
                for j, r in enumerate(sen["objective"])
            ],
        }
    if st["zone"] == "showdown":
        from core.games.mutant_insurrection.rules.showdown import defeat_value

        out["defeat"] = defeat_value(e, mid)
        out["complete"] = st["complete"]
        out["attack"] = card.get("attack", 0)
        out["threat_effects"] = _texts(e, card.get("threat_effects", []))
    return out


def rules_view(e: Engine) -> dict[str, Json]:
    """The "during play" rules in force now: what cannot happen, extra threat per phase, and
    the numeric rules (rerolls per attempt, heroes per mission, damage prevented, flips)."""
    from core.games.mutant_insurrection.rules.deploy import MAX_PER_MISSION
    from core.games.mutant_insurrection.rules.golden import (
        extra_threat,
        in_force,
        max_heroes,
        rule_total,
    )

    cannot = sorted({x for r in in_force(e) for x in r.get("cannot", ())})
    if any(r.get("no_school") for r in in_force(e)) and "deploy_school" not in cannot:
        cannot = sorted([*cannot, "deploy_school"])
    return {
        "cannot": cannot,
        "extra_threat": extra_threat(e),
        "rerolls": rule_total(e, "rerolls"),
        "max_heroes": max_heroes(e, MAX_PER_MISSION),
        "prevent_damage": rule_total(e, "prevent_damage"),
        "extra_flips": rule_total(e, "extra_flips"),
    }


def _name(e: Engine, cid: str) -> dict[str, Json]:
    return {"id": cid, "name": e.name(cid)}


def hero_view(e: Engine, h: str) -> dict[str, Json]:
    """One hero: health, damage, place, dice, abilities (used or not), mutant, bonds."""
    s, c = e.s, e.c
    hs = s["heroes"][h]
    r = s["r"]
    mutant = hs["mutant"]
    return {
        "id": h,
        "name": c.heroes[h]["name"],
        "health": c.heroes[h]["health"],
        "damage": hs["damage"],
        "at": hs["at"],
        "at_name": _place(e, hs["at"]),
        "knocked_out": hs["ko"],
        "ability": {
            **_ability(e, c.heroes[h]["ability"]),
            "used": f"power:{h}" in r["used"],
        },
        "assist": {
            **_ability(e, c.heroes[h]["assist"]["ability"]),
            "dice": c.heroes[h]["assist"]["dice"],
            "used": f"assist:{h}" in r["used"],
        },
        "dice": c.heroes[h]["dice"],
        "mutant": mutant,
        "mutant_name": e.name(mutant) if mutant else None,
        "mutant_ability": _ability(e, c.mutants[mutant]["ability"]) if mutant else None,
        "mutant_ready": hs["mutant_ready"],
        "training": hs["training"],
        "training_face": c.training_faces[hs["training"]] if hs["training"] else None,
        "bonds": [
            {
                "card": b["card"],
                "positive": b["pos"],
                "ready": b["ready"],
                "with": _partner(e, b["card"]),
                **_ability(
                    e, c.bonds[b["card"].split("/")[0]]["positive" if b["pos"] else "negative"]
                ),
            }
            for b in hs["bonds"]
        ],
        "assist_card_with": hs["assist_at"],
        "deployed": h in r["deployed"],
        "active_this_round": h in r["active"],
        "assisted_this_round": h in r["assisted"],
    }


def _partner(e: Engine, card: str) -> str | None:
    from core.games.mutant_insurrection.rules.bonds import partner

    return partner(e, card)


def _place(e: Engine, at: str | None) -> str | None:
    """A hero's location as a player says it."""
    if at is None:
        return None
    if at == "bb":
        return "the Blackbird"
    return e.name(at.split(":", 1)[1])


def attempt_view(e: Engine) -> dict[str, Json] | None:
    """The attempt under way: the pool (each die with its words and where it could be spent),
    rerolls left, and the limit of a reroll an effect asks for."""
    from core.games.mutant_insurrection.rules.aids import spend_targets

    s = e.s
    att = s["att"]
    if att is None:
        return None
    rolled = all(d["f"] >= 0 for d in att["pool"])
    targets = spend_targets(e) if rolled else {}
    d = s["decision"]
    limit = None
    if d is not None and d["kind"] == "ability_reroll":
        limit = d["options"][0].get("max")
    hs = s["heroes"][att["hero"]]
    return {
        "mission": att["m"],
        "mission_name": e.name(att["m"]),
        "hero": att["hero"],
        "assisted_by": att["assist"],
        "step": att["step"],
        "rerolls_left": att["rerolls"] + att["extra"],
        "standard_rerolls_left": att["rerolls"],
        "extra_rerolls": att["extra"],
        "reroll_limit": limit,  # an effect's "reroll up to N" (None: no such reroll pending)
        "pool": [
            {
                "id": x["id"],
                "color": x["c"],
                "face": list(die_face(x)),
                "label": f"{x['c']} {face_text(*die_face(x))}",
                "raised": x["b"],
                "can_pay": targets.get(x["id"], []),
            }
            for x in att["pool"]
            if x["f"] >= 0
        ],
        # dice assembled but not rolled yet (a choice before the roll, "discard a die")
        "unrolled": [
            {"id": x["id"], "color": x["c"], "label": f"{x['c']} die, not rolled yet"}
            for x in att["pool"]
            if x["f"] < 0
        ],
        "training": None
        if hs["training"] is None
        else {
            "id": -1,
            "kind": hs["training"],
            "face": e.c.training_faces[hs["training"]],
            "can_pay": targets.get(-1, []),
        },
        "met": sorted(att["sat"]),
    }


def _last_threat_card(e: Engine) -> dict[str, Json] | None:
    for ev in reversed(e.s.get("events", [])):
        if ev["type"] == "threat_card" and ev.get("cards"):
            cid = ev["cards"][0]
            return {"id": cid, "name": e.name(cid), "color": e.c.threat[cid]["color"]}
    return None


def next_threat(e: Engine) -> dict[str, Json]:
    """The coming threat phase: threat icons to add, missions to flip, the deck to draw from."""
    from core.games.mutant_insurrection.rules.threat import flips_due, icons, threat_deck

    deck = threat_deck(e)
    s = e.s
    out: dict[str, Json] = {
        "raise": icons(e),
        "flips": flips_due(e),
        "deck": None if deck is None else deck.value,
        "showdown": s["showdown"] is not None,
        "now": None,
    }
    if s["phase"] == "threat" and s["showdown"] is None:
        # inside the threat phase: the steps still to come (the rise may be done already)
        tasks = list(s["stack"]) + ([s["decision"]["resume"]] if s["decision"] else [])
        names = {t["t"] for t in tasks}
        out["now"] = {
            "raise": "raise_icons" in names,
            "flips": sum(int(t["n"]) for t in tasks if t["t"] == "flip_n"),
            "draw": "draw_threat" in names,
        }
    return out


def game_summary(e: Engine) -> dict[str, Json] | None:
    """The end of a game in a player's words: what was completed (villains traded at the
    Office included), the showdown's missions, the cards in play the showdown set aside, who
    was knocked out and where the threat ended (``past_track``: it rose beyond space 15)."""
    s = e.s
    if s["outcome"] is None:
        return None
    evs = s.get("events", [])
    traded = [c for ev in evs if ev["type"] == "villain_traded" for c in ev.get("cards", ())]
    start = next((i for i, ev in enumerate(evs) if ev["type"] == "showdown"), len(evs))
    seen = {
        c
        for ev in evs[:start]
        if ev["type"] in ("mission_flipped", "story", "villain", "sentinel")
        for c in ev.get("cards", ())
    }
    # a story card is set aside whole: name the side that was face up
    aside = [
        side
        for x in dict.fromkeys(s["aside"])
        for side in [next((y for y in (x, f"{x}A", f"{x}B") if y in seen), None)]
        if side is not None
    ]
    show = [] if s["showdown"] is None else list(s["showdown"]["order"])
    return {
        "completed": [e.name(x) for x in s["completed"]],
        "traded": [e.name(x) for x in traded],
        "showdown": [
            {"name": e.name(m), "defeated": bool(s["missions"].get(m, {}).get("complete"))}
            for m in show
        ],
        "set_aside": [e.name(x) for x in aside],
        "knocked_out": [e.name(h) for h in s["ko"]],
        "threat": s["threat"],
        "past_track": s["outcome"]["result"] == "lost" and "beyond" in s["outcome"]["reason"],
        "rounds": s["round"],
    }


# Decisions about the attempt under way: their card is the attempted mission.
_CARD_KINDS = ("mission", "villain", "showdown", "briefing", "event", "sentinel", "cover")


def decision_focus(e: Engine) -> dict[str, Json] | None:
    """The card a pending decision is about, for a screen to keep in sight: a revealed or
    drawn card the decision names, else the mission being attempted, else the threat card,
    Sentinel or story card whose effect asks. ``None`` when the decision is about the whole
    board (deploying, flipping a deck)."""
    s = e.s
    d = s["decision"]
    if d is None:
        return None
    res = d["resume"]
    ctx = res.get("ctx") if isinstance(res.get("ctx"), dict) else {}
    named = res.get("card") if isinstance(res.get("card"), str) else None
    if d["kind"] in ("sentinel_target", "villain_target") and named is None:
        named = ctx.get("card") if isinstance(ctx.get("card"), str) else None
    cid = named
    if cid is None and s["att"] is not None:
        cid = s["att"]["m"]
    if cid is None and res["t"] in ("attempt_next", "attempt_assist"):
        cid = res["m"]  # who attempts, alone or assisted: before the attempt's dice exist
    if cid is None and isinstance(ctx.get("card"), str):
        cid = ctx["card"]
    if cid is None:
        return None
    try:
        text = card_text(e.c, cid, s["hero_count"])
    except KeyError:
        return None
    if text["kind"] not in _CARD_KINDS:
        return None
    return {
        "card": cid,
        "name": text["name"],
        "kind": text["kind"],
        "color": text.get("color"),
        "lines": text["lines"],
        "mission": cid if cid in s["missions"] else None,
    }


def public_view(e: Engine, decision: dict[str, Json] | None) -> dict[str, Json]:
    s = e.s
    c = e.c
    plot = card_text(c, s["plot"])
    return {
        "round": s["round"],
        "phase": s["phase"],
        "threat": s["threat"],
        "section": section(s["threat"]).value,
        "next_threat": next_threat(e),
        "difficulty": s["difficulty"],
        "hero_count": s["hero_count"],
        "plot": {"id": s["plot"], "name": plot["name"], "lines": plot["lines"]},
        "heroes": [hero_view(e, h) for h in [*e.in_play(), *s["ko"]]],
        "missions": [mission_view(e, m) for m in s["missions"]],
        "decks": {
            k: {
                "cards": len(d["cards"]),
                "top_face_up": d["cards"][0] if d["up"] and d["cards"] else None,
            }
            for k, d in s["decks"].items()
        },
        "school": {
            k: {
                "name": c.school[k]["name"],
                "lines": card_text(c, k)["lines"],
                "replaced_by": v["over"],
                "heroes": e.at(f"school:{k}"),
            }
            for k, v in s["school"].items()
        },
        "school_mutants": list(s["mschool"]),
        "school_mutant_cards": [
            {**_name(e, m), "text": card_text(c, m)["lines"][0]} for m in s["mschool"]
        ],
        "briefings": {
            k: {
                "name": c.card(k)["name"],
                "lines": (blines := card_text(c, k, s["hero_count"])["lines"]),
                "text": " ".join(blines),
                "tokens": v["tokens"],
                "needed": _tokens_needed(e, k),
            }
            for k, v in s["briefings"].items()
        },
        "rules": rules_view(e),
        "threat_decks": {k: len(v) for k, v in s["tdeck"].items()},
        "threat_discards": {k: [_name(e, x) for x in v] for k, v in s["tdiscard"].items()},
        "last_threat_card": _last_threat_card(e),
        "mutant_deck": len(s["mdeck"]),
        "mutant_discard": [_name(e, x) for x in s["mdiscard"]],
        "bond_deck": len(s["bdeck"]),
        "bond_discard": len(s["bdiscard"]),
        "villain_deck": len(s["vdeck"]),
        "completed": list(s["completed"]),
        "completed_cards": [
            {**_name(e, x), "villain": c.faces[x].get("type") == "villain"} for x in s["completed"]
        ],
        "showdown": None if s["showdown"] is None else list(s["showdown"]["order"]),
        "round_status": {k: list(s["r"][k]) for k in ("deployed", "active", "assisted", "used")},
        "attempt": attempt_view(e),
        "decision": decision,
        "outcome": s["outcome"],
        "summary": game_summary(e),
        "log": s["log"][-12:],
        "log_length": len(s["log"]),
    }


def _tokens_needed(e: Engine, side: str) -> int | None:
    """The success tokens a briefing's "with N tokens" condition asks for (its progress)."""
    for t in e.c.card(side).get("timed", ()):
        cond = t.get("condition") or {}
        if cond.get("if") == "tokens_at_least":
            return e.value(cond["value"])
    return None


def events_view(e: Engine) -> list[dict[str, Json]]:
    """The whole game log as events (see :mod:`core.games.mutant_insurrection.rules.events`)."""
    return full_events(e.s)
