"""The dice pool and spending dice on requirements (rulebook: Step 4: Complete Objectives;
Requirements; Training Tokens; Clarifications: Missions).

Two readings checked against the rulebook's text: a fight requirement takes "one or more fight
results" whose total equals or exceeds its value, so a spend may include a die it did not need
(that die is simply used up); and the box holds four dice of each colour, so an effect that adds
"a die of any available colour" finds none of a colour whose four dice are all in the pool
(:mod:`core.games.mutant_insurrection.rules.dice_ops`; content is refused if a power card plus an
assist card would need
more than four of one colour).

A pool *unit* is a rolled die (id >= 0) or the active hero's training token (id ``-1``).
A requirement key is ``"o{objective}r{requirement}"`` on the mission, ``"s{requirement}"`` on
an attached Sentinel's objective.

>>> fight_ok([2, 2], 3), fight_ok([], 1), fight_ok([5], 3)
(True, False, True)
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from core.games.mutant_insurrection.dice import FACES, DieColor
from core.games.mutant_insurrection.dice import Face as DieFace
from core.games.mutant_insurrection.rules.engine import Engine
from core.games.mutant_insurrection.threat_track import Section, requirement_active

Json = Any
TRAINING_ID = -1
# face table by colour name: (kind, value) per face index
FACE: dict[str, tuple[tuple[str, int], ...]] = {
    c.value: tuple((f.kind.value, f.value) for f in FACES[c]) for c in DieColor
}


def fight_ok(values: list[int], need: int) -> bool:
    """Fight results add up; one or more of them must reach the requirement's value."""
    return bool(values) and sum(values) >= need


def die_face(d: dict[str, Json]) -> tuple[str, int]:
    kind, value = FACE[d["c"]][d["f"]]
    return (kind, value + d["b"]) if kind == "fight" else (kind, value)


def units(e: Engine) -> dict[int, tuple[str, int]]:
    """Spendable results of the active hero: unspent dice and the training token."""
    att = e.s["att"]
    out = {d["id"]: die_face(d) for d in att["pool"]}
    tok = e.hero(att["hero"])["training"]
    if tok is not None:
        f = DieFace.parse(e.c.training_faces[tok])
        out[TRAINING_ID] = (f.kind.value, f.value)
    return out


def requirements(e: Engine) -> dict[str, tuple[int, dict[str, Json]]]:
    """Every requirement at the attempted mission: key -> (objective index or -1, req)."""
    att = e.s["att"]
    mid = att["m"]
    out: dict[str, tuple[int, dict[str, Json]]] = {}
    for i, obj in enumerate(e.c.card(mid)["objectives"]):
        for j, r in enumerate(obj):
            out[f"o{i}r{j}"] = (i, r)
    sen = e.s["missions"][mid]["sentinel"]
    if sen is not None:
        for j, r in enumerate(e.c.threat[sen]["objective"]):
            out[f"s{j}"] = (-1, r)
    return out


def active(e: Engine, req: dict[str, Json]) -> bool:
    """Green requirements always count; yellow and red ones only in their threat sections."""
    return req["color"] == "green" or requirement_active(Section(req["color"]), e.s["threat"])


def objective_open(e: Engine, i: int) -> str | None:
    """Why objective ``i`` cannot take dice now, or ``None``."""
    s = e.s
    mid = s["att"]["m"]
    m = s["missions"][mid]
    if m["zone"] == "showdown":
        return "this showdown mission is already defeated" if m["complete"] else None
    if m["done"][i]:
        return "that objective is already complete"
    if e.c.card(mid).get("order") and any(not d for d in m["done"][:i]):
        return "objectives on this mission must be completed from top to bottom"
    return None


def closed_by_knock_out(e: Engine, i: int) -> bool:
    """Whether objective ``i`` (``-1``: the Sentinel's) is closed because the active hero was
    knocked out paying a damage requirement: after that, no objective with a damage requirement
    can be completed (Clarifications: Missions; reading "knocked-out-by-a-damage-requirement")."""
    s = e.s
    if not s["att"]["ko"] or s["att"].get("ko_by") == i:
        return False  # the objective whose damage knocked the hero out is not "additional"
    mid = s["att"]["m"]
    if i < 0:
        objective = e.c.threat[s["missions"][mid]["sentinel"]]["objective"]
    else:
        objective = e.c.card(mid)["objectives"][i]
    return any(r["kind"] == "damage" and active(e, r) for r in objective)


def check_spend(e: Engine, dice: list[int], key: str) -> str | None:
    """Why spending ``dice`` on requirement ``key`` is illegal, or ``None`` if it is legal."""
    s = e.s
    att = s["att"]
    if att is None or att["step"] != "spend":
        return "dice are spent only while completing objectives"
    reqs = requirements(e)
    if key not in reqs:
        return f"there is no requirement {key!r} here"
    i, req = reqs[key]
    if i >= 0 and (why := objective_open(e, i)) is not None:
        return why
    if not active(e, req):
        return f"{req['color']} requirements are ignored in this threat section"
    if closed_by_knock_out(e, i):
        return "a knocked-out hero cannot complete an objective with a damage requirement"
    if key in att["sat"]:
        return "that requirement is already satisfied"
    if len(set(dice)) != len(dice):
        return "a die can be spent only once"
    have = units(e)
    for d in dice:
        if d not in have:
            return f"die {d} is not in the pool"
    kinds = [have[d] for d in dice]
    k = req["kind"]
    if k == "damage":
        return None if not dice else "a damage requirement takes damage, not dice"
    if k in ("power", "teamwork"):
        if len(dice) != 1:
            return f"a {k} requirement takes exactly one die"
        return None if kinds[0][0] == k else f"that die does not show {k}"
    if not dice:
        return "spend at least one fight result"
    if any(kind != "fight" for kind, _ in kinds):
        return "only fight results can be spent on a fight requirement"
    if not fight_ok([v for _, v in kinds], req["value"]):
        return f"the fight results add up to less than {req['value']}"
    return None


def legal_spends(e: Engine) -> list[tuple[str, tuple[int, ...]]]:
    """Every legal (requirement, dice) spend now; fight takes any adding-up set of results."""
    s = e.s
    att = s["att"]
    have = units(e)
    out: list[tuple[str, tuple[int, ...]]] = []
    open_cache: dict[int, bool] = {}
    fights = sorted(d for d, (k, _) in have.items() if k == "fight")
    for key, (i, req) in requirements(e).items():
        if key in att["sat"] or not active(e, req):
            continue
        if i not in open_cache:
            open_cache[i] = (i < 0 or objective_open(e, i) is None) and not closed_by_knock_out(
                e, i
            )
        if not open_cache[i]:
            continue
        k = req["kind"]
        if k == "damage":
            out.append((key, ()))
        elif k in ("power", "teamwork"):
            out += [(key, (d,)) for d in sorted(have) if have[d][0] == k]
        else:
            need = req["value"]
            for n in range(1, len(fights) + 1):
                for combo in combinations(fights, n):
                    if sum(have[d][1] for d in combo) >= need:
                        out.append((key, combo))
    return out
