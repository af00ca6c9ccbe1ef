"""What the screen draws of a mission's objectives as symbols, and the odds question an
attempt there asks (issue 25, items 1 and 3): the rows with their requirements (kind, number,
colour section, whether it counts at this threat), which rows are done, the next one under the
order arrow, the tap that places each token; and the solver's question built from the mission
and the rolling hero, so the players type nothing again (rulebook: Step 4: Complete
Objectives; Other Restrictions; Villainy).

>>> m = {"id": 4, "name": "Pyro", "objectives": 2, "requirements": [["fight 3", "power"],
...      ["yellow:teamwork"]], "order": True, "done": [0], "success": 1,
...      "villainy": "Suffer 1 damage.", "villainy_damage": 1, "sentinel": None}
>>> rows = objective_rows(m, threat=4, locked=False)
>>> [(r["number"], r["done"], r["next"], r["text"]) for r in rows]
[(1, True, False, 'fight 3, power'), (2, False, True, 'teamwork (yellow, not counted now)')]
>>> mission_question(m, threat=4, health=5)
{'objectives': [], 'order': True, 'threat': 4, 'villainy': True, 'villainy_damage': 1, \
'health': 5, 'open': 0}
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion import rules
from core.games.mutant_insurrection.companion.objectives import done_of, first_open
from core.games.mutant_insurrection.companion.ops_dice import card_effects
from core.games.mutant_insurrection.content.loader import parse_requirement
from core.games.mutant_insurrection.threat_track import Section, requirement_active

State = dict[str, Any]
View = dict[str, Any]


def requirement_view(text: str, threat: int) -> View:
    """One requirement as the screen draws it: its kind, number, section and words.

    >>> requirement_view("red:fight 3", 5)["words"]
    'fight 3 (red, not counted now)'
    """
    r = parse_requirement(text)
    base = f"{r['kind']} {r['value']}" if r["kind"] in ("fight", "damage") else r["kind"]
    counts = r["color"] == "green" or requirement_active(Section(r["color"]), threat)
    words = base
    if r["color"] != "green":
        words += f" ({r['color']}{'' if counts else ', not counted now'})"
    return {
        "kind": r["kind"],
        "value": r["value"] if r["kind"] in ("fight", "damage") else 0,
        "section": r["color"],
        "counts": counts,
        "words": words,
    }


def objective_rows(m: State, threat: int, locked: bool) -> list[View]:
    """The mission's objectives, top to bottom, for the attempt and mission cards (no rows:
    the mission was typed without symbols)."""
    rows = m.get("requirements")
    if not rows:
        return []
    done = set(done_of(m))
    ordered = bool(m.get("order"))
    nxt = first_open(m) if len(done) < len(rows) else None
    last = max(done) if done else None
    out = []
    for i, row in enumerate(rows):
        reqs = [requirement_view(t, threat) for t in row]
        text = ", ".join(r["words"] for r in reqs)
        is_done = i in done
        can = not locked and (
            (is_done and (not ordered or i == last)) or (not is_done and (not ordered or i == nxt))
        )
        n = i + 1
        out.append(
            {
                "index": i,
                "number": n,
                "requirements": reqs,
                "text": text,
                "done": is_done,
                "next": ordered and i == nxt,
                "enabled": can,
                # the words the chip shows, in this order, so the name holds what is seen
                "label": f"Take back the success token of objective {n}: {text}, done"
                if is_done
                else f"Place a success token on objective {n}: {text}"
                + (", next in order" if ordered and i == nxt else ""),
                "command": {
                    "op": "mission_success",
                    "mission": m["id"],
                    "delta": -1 if is_done else 1,
                    "objective": i,
                },
            }
        )
    return out


def mission_question(m: State, threat: int, health: int | None) -> View:
    """The mission's part of an odds question: its open objectives (only the requirements
    that count at this threat; a row with none left needs no die), the order arrow, threat,
    its villainy (and its Sentinel's), the rolling hero's health left. ``open``: how many
    objectives the question holds (0: nothing for the dice to do)."""
    done = set(done_of(m))
    texts = []
    for i, row in enumerate(m["requirements"]):
        counted = [t for t in row if requirement_view(t, threat)["counts"]]
        if i not in done and counted:
            texts.append(" ".join(counted))
    effects = card_effects(m)
    question: View = {
        "objectives": texts,
        "order": bool(m["order"]),
        "threat": threat,
        "villainy": bool(effects),
        "villainy_damage": sum(int(c["villainy_damage"]) for c in effects),
    }
    if health is not None:
        question["health"] = health
    return {**question, "open": len(texts)}


def odds_for(state: State, hero_id: object) -> View | None:
    """The odds question of ``hero_id``'s attempt, from their mission's card (``None``: the
    hero is at no face-up mission with symbols; ``question`` ``None``: no open objective left).

    ``question`` goes to the solver with the dice added; ``source`` says on the card where it
    came from; ``done`` how many objectives it left out as done."""
    h = next((x for x in state["heroes"] if x["id"] == hero_id), None)
    if h is None or h["mission"] is None:
        return None
    m = next((x for x in state["missions"] if x["id"] == h["mission"]), None)
    if m is None or not m.get("requirements"):
        return None
    left = max(0, int(h["health"]) - int(h["damage"]))
    q = mission_question(m, int(state["threat"]), left or None)
    done = len(done_of(m))
    return {
        # None: no open objective asks anything of the dice now (``note`` says so)
        "question": q if q.pop("open") else None,
        "note": None
        if q["objectives"]
        else f"No open objective of {m['name']} needs dice at this threat: nothing to work out.",
        "source": f"From {m['name']}'s card and {h['name']}'s health",
        "mission": m["id"],
        "hero": h["id"],
        "done": done,
    }


def attempt_odds(state: State) -> dict[int, View | None]:
    """The odds question for each standing hero at a face-up mission, by hero id."""
    return {h["id"]: odds_for(state, h["id"]) for h in rules.standing(state) if h["mission"]}
