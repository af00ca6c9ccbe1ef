"""Everything the X-Men TCG screen draws, precomputed: the checklist and what is legal now,
the damage matrix, each X-Man's strengths with Power-Ups, the calculators' totals and dice,
and the exact odds of the roll about to be made.

>>> from core.games.xmen_tcg.setup import new_state, example_form
>>> v = view(new_state(example_form()))
>>> v["level_name"], v["keeper"], [s["status"] for s in v["checklist"]]
('Start', 1, ['to do', 'to do', 'not needed', 'later', 'later', 'later'])
>>> v["villains"][0]["counters"]
[0, 0]
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core.games.xmen_tcg import characters as ch
from core.games.xmen_tcg.attack_math import team_strength, villain_options, xmen_dice
from core.games.xmen_tcg.hit_chart import tally
from core.games.xmen_tcg.odds import attack_odds, roll_against, share, team_falls
from core.games.xmen_tcg.ops_attack import dice_for, power_sides, resolution, xmen_total
from core.games.xmen_tcg.ops_turn import level_name
from core.games.xmen_tcg.outcome import credited
from core.games.xmen_tcg.registry import later_done, needed, step_block
from core.games.xmen_tcg.roster import (
    COLOUR_NAMES,
    COLOURS,
    GAME_ID,
    MAX_DICE,
    OPTIONAL_STEPS,
    STEPS,
    VILLAIN_HP,
)

State = dict[str, Any]
View = dict[str, Any]


def checklist(state: State) -> list[View]:
    """Each step with its status: done, to do, not needed, later (after the fixed steps),
    passed (a later step was done), or open."""
    rows = []
    must = needed(state)
    first_turn = state["turns_started"][state["active"]] <= 1
    for number, key, label in STEPS:
        if number in state["done"]:
            status = "done"
        elif (number == 1 and state["active"] != state["keeper"]) or (number == 3 and first_turn):
            status = "not needed"
        elif number in must:
            status = "to do"
        elif must:
            status = "later"
        elif later_done(state, number) is not None:
            status = "passed"
        else:
            status = "open"
        block = step_block(state, number)
        if number == 1 and state["active"] != state["keeper"]:
            block = "Only the Danger Room Keeper moves the marker."
        rows.append(
            {
                "block": block,
                "number": number,
                "key": key,
                "label": label,
                "optional": number in OPTIONAL_STEPS,
                "status": status,
            }
        )
    return rows


def _xman(x: State) -> View:
    return {
        "id": x["id"],
        "name": x["name"],
        "hp": x["hp"],
        "damage": x["damage"],
        "left": x["hp"] - x["damage"],
        "may_still_attack": x["may_still_attack"],
        "tapped": x["tapped"],
        "out": x["out"],
        "power": x["power"],
        "note": x["note"],
        "value": x["value"],
        "printed": {c: x[c] for c in COLOURS},
        "strength": {c: ch.strength(x, c) for c in COLOURS},
        "powerups": [dict(p) for p in x["powerups"]],
        "roll_against": {c: share(roll_against(ch.strength(x, c))) for c in COLOURS},
    }


def _odds(dice: int | None, counters_on_it: int | None) -> View | None:
    if dice is None or dice > MAX_DICE:
        return None
    return attack_odds(dice).as_json(counters_on_it)


def _battle(state: State) -> View | None:
    a = state["attack"]
    if a is None:
        return None
    me = a["player"]
    out: View = {
        "kind": a["kind"],
        "player": me,
        "colour": a["colour"],
        "villain": a["villain"],
        "members": list(a["members"]),
        "faces": a["faces"],
        "typed": a["typed"],
    }
    dice = dice_for(state, a)
    if a["kind"] == "xmen":
        out.update(
            leader=a["leader"],
            mission=dict(a["mission"]),
            momentum={k: dict(m) for k, m in a["momentum"].items()},
            total=xmen_total(state, a),
        )
        targets = []
        for v in state["villains"]:
            if v["out_by"] is None:
                d = xmen_dice([out["total"]], [], int(v[a["colour"]]))
                odds = _odds(d, v["counters"][me])
                targets.append(
                    {
                        "villain": v["id"],
                        "strength": v[a["colour"]],
                        "dice": d,
                        "eliminates": odds["eliminates"] if odds else None,
                    }
                )
        out["targets"] = targets
        joinable = [x["id"] for x in state["players"][me]["xmen"] if ch.can_attack(x)]
        out["can_join"] = joinable
        out["can_take_momentum"] = [
            i for i in a["members"] if i != a["leader"] and str(i) not in a["momentum"]
        ]
    out["dice"] = dice
    out["fails"] = a["villain"] is not None and dice is None
    counters = None
    if a["villain"] is not None and a["kind"] == "xmen":
        counters = ch.villain(state, a["villain"])["counters"][me]
    out["odds"] = _odds(dice, counters)
    if a["kind"] == "villain" and a["faces"] is None and out["odds"] is not None:
        out["odds"].update(_falls(state, dice, 1 - me, a["villain"]))
    if a["faces"] is not None:
        out["tally"] = tally(a["faces"]).as_json()
        out["power_choices"] = {
            side: [c["id"] for c in chars] for side, chars in power_sides(state, a).items()
        }
        out["attacker_power"], out["defender_power"] = a["attacker_power"], a["defender_power"]
        out["resolution"] = resolution(state, a)
    return out


def _falls(state: State, dice: int | None, defender: int, vid: int) -> View:
    """A Villain attack's extra odds: each defending X-Man's and the team's chance to fall
    (damage shared evenly in team order), and the Villain's own to fall to a 2."""
    if dice is None or dice > MAX_DICE:
        return {}
    team = ch.standing(state["players"][defender]["xmen"])
    per, whole = team_falls(dice, [(x["id"], x["hp"] - x["damage"]) for x in team])
    v = ch.villain(state, vid)
    seat = defender if state["settings"]["villain_roll_counters"] == "defender" else 1 - defender
    hurt = attack_odds(dice).attacker_hurt if v["counters"][seat] == VILLAIN_HP - 1 else 0
    return {
        "defenders_fall": {str(xid): share(p) for xid, p in per.items()},
        "team_falls": share(whole),
        "villain_falls": share(Fraction(hurt)),
    }


def _villain_attacks(state: State) -> list[View]:
    """Step 6's calculator: every standing Villain's colours against the other team, with the
    best first, and why a Villain may not go."""
    team = state["players"][1 - state["active"]]["xmen"]
    rows = []
    for v in state["villains"]:
        if v["out_by"] is not None:
            continue
        options = villain_options(v, team)
        why = step_block(state, 6) or ""
        if state["xmen_attack_on"] == v["id"]:
            why = "Attacked by your X-Men this turn."
        elif options[0]["dice"] is None:
            why = "Not stronger than the team in any colour."
        odds = _odds(options[0]["dice"], None)
        if odds is not None:
            odds.update(_falls(state, options[0]["dice"], 1 - state["active"], v["id"]))
        rows.append(
            {
                "villain": v["id"],
                "options": options,
                "best": options[0]["colour"] if options[0]["dice"] else None,
                "allowed": not why,
                "why": why,
                "odds": odds,  # for the best colour
            }
        )
    return rows


def view(state: State) -> View:
    """The whole screen's data."""
    active = state["active"]
    players = []
    for i, p in enumerate(state["players"]):
        players.append(
            {
                "name": p["name"],
                "colour": p["colour"],
                "symbol": p["symbol"],
                "hand": p["hand"],
                "deck": p["deck"],
                "lost": p["lost"],
                "credited": credited(state, i),
                "standing": len(ch.standing(p["xmen"])),
                "team": {c: team_strength(p["xmen"], c) for c in COLOURS},
                "xmen": [_xman(x) for x in p["xmen"]],
                "deck_out_next": i == active and p["deck"] == 0 and 2 not in state["done"],
            }
        )
    untapped = [x for x in state["players"][active]["xmen"] if ch.can_attack(x)]
    return {
        "game": GAME_ID,
        "mode": state["mode"],
        "settings": dict(state["settings"]),
        "colours": [{"id": c, "name": COLOUR_NAMES[c]} for c in COLOURS],
        "turn": state["turn"],
        "active": active,
        "keeper": state["keeper"],
        "level": state["level"],
        "level_name": level_name(state["level"]),
        "gate": {
            "highest": state["level"],
            "text": f"Cards with a Danger Room number up to {state['level']} can be played."
            if state["level"]
            else "No card can be played before the marker leaves Start.",
        },
        "checklist": checklist(state),
        "players": players,
        "villains": [
            {
                "id": v["id"],
                "name": v["name"],
                "hp": VILLAIN_HP,
                "power": v["power"],
                "note": v["note"],
                "colour": v["colour"],
                "strength": {c: v[c] for c in COLOURS},
                "counters": list(v["counters"]),
                "out_by": v["out_by"],
                "needs": [VILLAIN_HP - n for n in v["counters"]],
            }
            for v in state["villains"]
        ],
        # Before an X-Men attack: the most the untapped X-Men could bring in each colour.
        "xmen_attack_reach": {c: sum(ch.strength(x, c) for x in untapped) for c in COLOURS},
        "battle": _battle(state),
        "villain_attacks": _villain_attacks(state),
        "xmen_attack_on": state["xmen_attack_on"],
        "villain_attack_by": state["villain_attack_by"],
        "last_battle": state["last_battle"],
        "winner": state["winner"],
        "result": state["result"],
        "setup_log": list(state["setup_log"]),
        "tools": dict(state["tools"]),
    }
