"""Which of my characters may attack which enemy now, each answer with its rule (rules: Combat
Declaration: Melee Attack, Ranged Attack, Team Attack, Multi-Defender; Stunned Characters;
Hidden Characters; Alternative Formats).

A front-row attacker makes a melee attack, a back-row attacker a ranged one (it needs Range).
Either may pick a face-up enemy in the front row. The back row is open when the enemy has no
face-up front-row character; otherwise only Flight (when no face-up enemy in that front row
has Flight), Stealth (melee) or Sniper (ranged) reach it. Camouflage keeps a back-row
character from being attacked at all.

>>> A = {"id": "a", "name": "Storm", "owner": 0, "row": "front", "face": "up", "ready": True,
...      "keywords": ["flight"], "ko": False}
>>> D = {"id": "d", "name": "Pyro", "owner": 1, "row": "back", "face": "up", "ready": True,
...      "keywords": [], "ko": False}
>>> F = dict(D, id="f", name="Toad", row="front")
>>> s = {"players": [{"chars": [A], "team": 0, "out": False},
...                  {"chars": [D, F], "team": 1, "out": False}], "format": "standard",
...      "seats": [[0], [1]], "turn": {"seat": 0, "phase": "main"}, "result": None}
>>> answer(s, A, D)["ok"], answer(s, A, D)["why"][:40]
(True, 'Storm has Flight and no face-up enemy fr')
"""

from __future__ import annotations

from typing import Any

State = dict[str, Any]
Char = dict[str, Any]

MELEE = "Combat Declaration: Melee Attack"
RANGED = "Combat Declaration: Ranged Attack"
TEAM = "Combat Declaration: Team Attack"
STUNNED = "Additional Rules: Stunned Characters"
HIDDEN = "Additional Rules: Hidden Characters"
MAIN = "Turn Sequence: Main Phase"
MACHINE = "The Card Types: Equipment, Machine"


def side_of(state: State, char: Char) -> list[Char]:
    """The characters that share rows with ``char`` (a whole team in 2-Headed Teammates)."""
    team = state["players"][char["owner"]]["team"]
    if state["format"] == "two-headed":
        return [c for p in state["players"] if p["team"] == team for c in p["chars"] if not c["ko"]]
    return [c for c in state["players"][char["owner"]]["chars"] if not c["ko"]]


def _is_active(state: State, char: Char) -> bool:
    seat = state["turn"]["seat"]
    return seat >= 0 and char["owner"] in state["seats"][seat]


def _no(rule: str, why: str) -> dict[str, Any]:
    return {"ok": False, "rule": rule, "why": why}


def _yes(rule: str, why: str) -> dict[str, Any]:
    return {"ok": True, "rule": rule, "why": why}


def answer(state: State, a: Char, d: Char) -> dict[str, Any]:
    """May ``a`` attack ``d`` right now? ``{"ok", "rule", "why"}``."""
    an, dn = a["name"], d["name"]
    if state["result"]:
        return _no("Ending the Game", "The game is over.")
    if not _is_active(state, a):
        owner = state["players"][a["owner"]]["name"]
        return _no(MAIN, f"Only the player whose turn it is attacks; it is not {owner}'s turn.")
    if state["turn"]["phase"] != "main":
        return _no(MAIN, "Attacks are made in the Main Phase.")
    if state.get("combat"):
        return _no("Turn Sequence: Combat Step", "One attack at a time: finish this combat first.")
    if a.get("machine"):
        return _no(MACHINE, f"{an} is a Machine: Machines are not characters and do not attack.")
    if a["face"] == "stunned":
        return _no(STUNNED, f"{an} is stunned: a stunned character cannot attack.")
    if a["face"] == "hidden":
        return _no(HIDDEN, f"{an} is hidden: a hidden character cannot attack.")
    if not a["ready"]:
        return _no(MELEE, f"{an} is exhausted: attacking exhausts a ready character.")
    mine = state["players"][a["owner"]]["team"]
    if state["players"][d["owner"]]["team"] == mine:
        rule = "Alternative Formats: 2 vs 2" if d["owner"] != a["owner"] else MELEE
        return _no(rule, f"{dn} is on your own side: attack an enemy.")
    if d["face"] == "stunned":
        return _no(STUNNED, f"{dn} is stunned: a stunned character cannot defend.")
    if d["face"] == "hidden":
        return _no(HIDDEN, f"{dn} is hidden: a hidden character cannot defend.")
    ranged = a["row"] == "back"
    rule = RANGED if ranged else MELEE
    if ranged and "range" not in a["keywords"]:
        return _no(RANGED, f"{an} is in the back row without Range: only Range attacks from there.")
    if d.get("machine"):
        beside = [
            c["name"]
            for c in side_of(state, d)
            if c["row"] == d["row"] and c["face"] == "up" and not c.get("machine")
        ]
        if beside:
            return _no(
                MACHINE,
                f"{dn} is a Machine and {', '.join(beside)} is face up in its row: a Machine "
                "can be attacked only when nobody face up is in its row.",
            )
    if d["row"] == "front":
        kind = "a ranged" if ranged else "a melee"
        return _yes(rule, f"{dn} is a face-up front-row enemy: {an} may make {kind} attack.")
    if "camouflage" in d["keywords"]:
        return _no(
            "Keyword: Camouflage", f"{dn} has Camouflage: it cannot be attacked in the back row."
        )
    guards = [  # Machines protect nobody
        c
        for c in side_of(state, d)
        if c["row"] == "front" and c["face"] == "up" and not c.get("machine")
    ]
    if not guards:
        return _yes(
            rule, f"{dn}'s side has no face-up front-row character, so the back row is open."
        )
    if not ranged and "stealth" in a["keywords"]:
        return _yes(MELEE, f"{an} has Stealth: it may attack any back-row character.")
    if ranged and "sniper" in a["keywords"]:
        return _yes(RANGED, f"{an} has Sniper: it may attack any back-row character.")
    if "flight" in a["keywords"]:
        fliers = [c["name"] for c in guards if "flight" in c["keywords"]]
        if fliers:
            return _no(
                rule,
                f"{an} has Flight, but {', '.join(fliers)} in the front row has "
                "Flight too and blocks the way.",
            )
        return _yes(
            rule,
            f"{an} has Flight and no face-up enemy front-row character has "
            "Flight, so it flies over to the back row.",
        )
    return _no(
        rule, f"{dn} is protected by {', '.join(c['name'] for c in guards)} in the front row."
    )


def team_answer(state: State, attackers: list[Char], d: Char) -> dict[str, Any]:
    """May these characters attack ``d`` together? Each must be able to alone, all from one
    row, all sharing at least one team affiliation."""
    for a in attackers:
        one = answer(state, a, d)
        if not one["ok"]:
            return one
    if len(attackers) < 2:
        return answer(state, attackers[0], d)
    if len({a["row"] for a in attackers}) > 1:
        return _no(TEAM, "Team attackers must all be in the same row.")
    shared = set(attackers[0]["teams"])
    for a in attackers[1:]:
        shared &= set(a["teams"])
    if not shared:
        return _no(
            TEAM,
            "Team attackers must share a team affiliation; "
            "these have none in common (type the teams in on each character).",
        )
    return _yes(TEAM, f"A team attack: same row, all {sorted(shared)[0]}.")


def legal_attacks(state: State) -> list[dict[str, Any]]:
    """For every character of the players whose turn it is, every enemy and the answer."""
    seat = state["turn"]["seat"]
    if seat < 0:
        return []
    mine = [
        c
        for p in state["seats"][seat]
        for c in state["players"][p]["chars"]
        if not c["ko"] and not c.get("machine")
    ]
    teams = {state["players"][p]["team"] for p in state["seats"][seat]}
    enemies = [
        c
        for p in state["players"]
        if p["team"] not in teams and not p["out"]
        for c in p["chars"]
        if not c["ko"]
    ]
    return [
        {
            "attacker": a["id"],
            "targets": [{"defender": d["id"], **answer(state, a, d)} for d in enemies],
        }
        for a in mine
    ]
