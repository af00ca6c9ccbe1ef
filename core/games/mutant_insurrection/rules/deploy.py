"""The deploy phase (rulebook: Deploy Phase; Deploying to a Facedown Mission / a School Card;
Showdowns: Deploy Phase): heroes deploy one at a time, at most three to a mission."""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.effects import run_effects
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.golden import forbidden, max_heroes
from core.games.mutant_insurrection.rules.timing import enter_phase

Json = Any
MAX_PER_MISSION = 3


def new_mission(e: Engine, mid: str, zone: str, under: list[str] | None = None) -> dict[str, Json]:
    """Put a mission face up in play with no success tokens. ``under`` lists the cards it was
    laid on, nearest first: each comes back in turn as the one above it is completed
    (Replacing Cards; reading "stacked-replacements")."""
    m = {
        "done": [False] * len(e.c.card(mid)["objectives"]),
        "tokens": 0,
        "sentinel": None,
        "zone": zone,
        "under": list(under or []),
        "complete": False,
    }
    e.s["missions"][mid] = m
    return m


def flip_deck(e: Engine, cont: str) -> str:
    """Flip a continent deck's face-down top mission; its Flip effect resolves at once."""
    d = e.s["decks"][cont]
    d["up"] = True
    top = str(d["cards"][0])
    new_mission(e, top, f"continent:{cont}")
    e.log(f"{e.name(top)} is flipped face up.", "mission_flipped", top)
    run_effects(e, e.c.card(top).get("flip", []), {"hero": None, "loc": f"m:{top}", "card": top})
    return top


def deployed_to(e: Engine, loc: str) -> int:
    """Heroes deployed to ``loc`` this round. In a showdown heroes stay on last round's
    missions until they deploy again, so only this round's deployments fill a mission."""
    s = e.s
    return sum(1 for h in s["r"]["deployed"] if s["heroes"][h]["at"] == loc)


def room(e: Engine, mid: str) -> int:
    """How many heroes may be deployed to mission ``mid`` this round: three (Deploy Phase), or
    in a showdown every hero at its last undefeated mission and none at a defeated one
    (Showdowns: Deploy Phase), and never more than a
    "during play" ``max_heroes`` card allows: a card beats the rulebook (Golden Rules)."""
    s = e.s
    card_cap = max_heroes(e, 99)
    if s["showdown"] is not None:
        if s["missions"][mid]["complete"]:
            return 0  # a defeated showdown mission has nothing left to attempt
        open_ = [m for m in s["showdown"]["order"] if not s["missions"][m]["complete"]]
        if open_ == [mid]:
            return card_cap
    return min(MAX_PER_MISSION, card_cap)


def destinations(e: Engine) -> list[tuple[str, str]]:
    """Where a hero may deploy now: ``(location id, label)`` pairs."""
    s = e.s
    out: list[tuple[str, str]] = []
    if s["showdown"] is not None:
        order = s["showdown"]["order"]
        return [(f"m:{m}", e.name(m)) for m in order if deployed_to(e, f"m:{m}") < room(e, m)]
    for k, d in s["decks"].items():
        if d["cards"] and not d["up"]:
            out.append(
                (f"deck:{k}", f"the {k.replace('_', ' ').title()} deck (flip its top mission)")
            )
    for mid in s["missions"]:
        if deployed_to(e, f"m:{mid}") < room(e, mid):
            out.append((f"m:{mid}", e.name(mid)))
    if not forbidden(e, "deploy_school"):
        for sid, sc in s["school"].items():
            if sc["over"] is None:
                out.append((f"school:{sid}", e.name(sid)))
    return out


@task("deploy_phase")
def _deploy_phase(e: Engine, t: Task) -> None:
    enter_phase(e, "deploy", {"t": "deploy_next"})


@task("deploy_next")
def _deploy_next(e: Engine, t: Task) -> None:
    s = e.s
    waiting = [h for h in e.in_play() if h not in s["r"]["deployed"]]
    if not waiting:
        return
    dests = destinations(e)
    options = [
        opt(f"{h}@{loc}", f"Send {e.name(h)} to {label}") for h in waiting for loc, label in dests
    ]
    if not options:  # nowhere to go (cannot happen with school cards; be safe in showdowns)
        s["r"]["deployed"] += waiting
        return
    e.ask("team", "deploy", "Deploy a hero.", options, {"t": "deploy_do"})


@task("deploy_do")
def _deploy_do(e: Engine, t: Task) -> None:
    s = e.s
    hid, loc = t["choice"].split("@", 1)
    s["r"]["deployed"].append(hid)
    e.push({"t": "deploy_next"})
    if loc.startswith("deck:"):
        loc = "m:" + flip_deck(e, loc[5:])
    s["heroes"][hid]["at"] = loc
    where = loc.split(":", 1)[1]
    e.log(f"{e.name(hid)} deploys to {e.name(where)}.", "deploy", hid, where)
    e.event("hero_deployed", hero=hid, loc=loc)  # "deploy" abilities, after the school card
    if loc.startswith("school:"):
        sid = loc[7:]
        run_effects(e, e.c.school[sid]["effects"], {"hero": hid, "loc": loc, "card": sid})
