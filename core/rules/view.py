"""A JSON-able picture of the public game state, for the UI and the CLI."""

from __future__ import annotations

from typing import Any

from core.effects.schema import describe
from core.rules.engine import Engine
from core.rules.pool import die_face
from core.threat_track import section

Json = Any


def _req(r: dict[str, Json]) -> dict[str, Json]:
    return {"kind": r["kind"], "value": r["value"], "color": r["color"]}


def _texts(effects: list[Json]) -> list[str]:
    return [describe(x) for x in effects]


def _ability(ab: dict[str, Json]) -> dict[str, Json]:
    return {"name": ab["name"], "text": ab.get("text", "")}


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
        "text": card.get("text", ""),  # timed effects and "during play" rules, in words
        "zone": st["zone"],
        "threat": card.get("threat", 0),
        "order": bool(card.get("order")),
        "objectives": [
            {
                "done": st["done"][i],
                "requirements": [
                    {**_req(r), "key": f"o{i}r{j}", "met": f"o{i}r{j}" in sat}
                    for j, r in enumerate(obj)
                ],
            }
            for i, obj in enumerate(card["objectives"])
        ],
        "heroes": e.at(f"m:{mid}"),
        "cannot_here": _cannot_here(e, mid),
        "tokens": st["tokens"],
        "villainy": _texts(card.get("villainy", [])),
        "success": _texts(card.get("success", [])),
        "failure": _texts(card.get("failure", [])),
    }
    if st["sentinel"] is not None:
        sen = e.c.threat[st["sentinel"]]
        out["sentinel"] = {
            "id": st["sentinel"],
            "name": sen["name"],
            "text": sen.get("text", ""),
            "threat": sen["threat"],
            "requirements": [
                {**_req(r), "key": f"s{j}", "met": f"s{j}" in sat}
                for j, r in enumerate(sen["objective"])
            ],
        }
    if st["zone"] == "showdown":
        from core.rules.showdown import defeat_value

        out["defeat"] = defeat_value(e, mid)
        out["complete"] = st["complete"]
        out["attack"] = card.get("attack", 0)
    return out


def rules_view(e: Engine) -> dict[str, Json]:
    """The "during play" rules in force now: what cannot happen, extra threat per phase."""
    from core.rules.golden import extra_threat, in_force

    cannot = sorted({x for r in in_force(e) for x in r.get("cannot", ())})
    if any(r.get("no_school") for r in in_force(e)) and "deploy_school" not in cannot:
        cannot = sorted([*cannot, "deploy_school"])
    return {"cannot": cannot, "extra_threat": extra_threat(e)}


def public_view(e: Engine, decision: dict[str, Json] | None) -> dict[str, Json]:
    s = e.s
    c = e.c
    heroes = []
    for h in [*e.in_play(), *s["ko"]]:
        hs = s["heroes"][h]
        heroes.append(
            {
                "id": h,
                "name": c.heroes[h]["name"],
                "health": c.heroes[h]["health"],
                "damage": hs["damage"],
                "at": hs["at"],
                "knocked_out": hs["ko"],
                "ability": _ability(c.heroes[h]["ability"]),
                "assist": {
                    **_ability(c.heroes[h]["assist"]["ability"]),
                    "dice": c.heroes[h]["assist"]["dice"],
                },
                "dice": c.heroes[h]["dice"],
                "mutant": hs["mutant"],
                "mutant_ability": _ability(c.mutants[hs["mutant"]]["ability"])
                if hs["mutant"]
                else None,
                "mutant_ready": hs["mutant_ready"],
                "training": hs["training"],
                "bonds": [
                    {
                        "card": b["card"],
                        "positive": b["pos"],
                        "ready": b["ready"],
                        **_ability(
                            c.bonds[b["card"].split("/")[0]]["positive" if b["pos"] else "negative"]
                        ),
                    }
                    for b in hs["bonds"]
                ],
                "assist_card_with": hs["assist_at"],
            }
        )
    att = s["att"]
    attempt = None
    if att is not None:
        attempt = {
            "mission": att["m"],
            "hero": att["hero"],
            "assisted_by": att["assist"],
            "step": att["step"],
            "rerolls_left": att["rerolls"] + att["extra"],
            "pool": [
                {"id": d["id"], "color": d["c"], "face": list(die_face(d))}
                for d in att["pool"]
                if d["f"] >= 0
            ],
        }
    return {
        "round": s["round"],
        "phase": s["phase"],
        "threat": s["threat"],
        "section": section(s["threat"]).value,
        "difficulty": s["difficulty"],
        "hero_count": s["hero_count"],
        "heroes": heroes,
        "missions": [mission_view(e, m) for m in s["missions"]],
        "decks": {
            k: {
                "cards": len(d["cards"]),
                "top_face_up": d["cards"][0] if d["up"] and d["cards"] else None,
            }
            for k, d in s["decks"].items()
        },
        "school": {
            k: {"name": c.school[k]["name"], "replaced_by": v["over"]}
            for k, v in s["school"].items()
        },
        "school_mutants": list(s["mschool"]),
        "briefings": {
            k: {"name": c.card(k)["name"], "text": c.card(k).get("text", ""), "tokens": v["tokens"]}
            for k, v in s["briefings"].items()
        },
        "rules": rules_view(e),
        "threat_decks": {k: len(v) for k, v in s["tdeck"].items()},
        "villain_deck": len(s["vdeck"]),
        "completed": list(s["completed"]),
        "showdown": None if s["showdown"] is None else list(s["showdown"]["order"]),
        "attempt": attempt,
        "decision": decision,
        "outcome": s["outcome"],
        "log": s["log"][-12:],
    }
