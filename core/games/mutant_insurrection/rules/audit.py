"""Engine self-checks: invariants every reachable state must satisfy.

Used by the random-play tests and available to bots. Returns a list of problems (empty = fine).

>>> from core.games import mutant_insurrection as mi
>>> problems(mi.new_game(seed=1))
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.games.mutant_insurrection.rules.bonds import mate, partner
from core.games.mutant_insurrection.rules.engine import Engine
from core.games.mutant_insurrection.threat_track import MAX_THREAT, MIN_THREAT

if TYPE_CHECKING:
    from core.games.mutant_insurrection.game import Game

Json = Any


def problems(g: Game) -> list[str]:
    e = Engine(g.s, g.content)
    s, c = e.s, e.c
    out: list[str] = []
    if not MIN_THREAT <= s["threat"] <= MAX_THREAT:
        out.append(f"threat {s['threat']} is off the track")
    for hid, h in s["heroes"].items():
        if h["damage"] < 0:
            out.append(f"{hid} has negative damage")
        if h["training"] not in (None, "power", "teamwork", "fight"):
            out.append(f"{hid} has a bad training token")
        if len(h["bonds"]) > 2:
            out.append(f"{hid} has more than two bonds")
    for hid in e.in_play():
        h = s["heroes"][hid]
        if h["damage"] >= c.heroes[hid]["health"]:
            out.append(f"{hid} is in play at or past their health")
        pals = [partner(e, b["card"]) for b in h["bonds"]]
        if None in pals or len(set(pals)) != len(pals) or hid in pals:
            out.append(f"{hid} has an unmatched bond or two bonds with one hero")
        for b in h["bonds"]:
            p = partner(e, b["card"])
            if p is not None:
                other = next(x for x in s["heroes"][p]["bonds"] if x["card"] == mate(b["card"]))
                if other["pos"] != b["pos"]:
                    out.append(f"{hid}'s bond {b['card']} does not mirror its mate")
    out += _conservation(e)
    return out


def _conservation(e: Engine) -> list[str]:
    s, c = e.s, e.c
    missions: list[str] = []
    story: list[str] = []
    threat: list[str] = []
    school: list[str] = list(s["school"])
    mutants: list[str] = [*s["mdeck"], *s["mschool"], *s["mdiscard"]]

    def add(cid: str) -> None:
        if cid in c.missions:
            missions.append(cid)
        else:
            story.append(cid[:-1])

    for d in s["decks"].values():
        for cid in d["cards"]:
            add(cid)
    for mid, st in s["missions"].items():
        if not st["zone"].startswith("continent:"):
            for cid in [mid, *st["under"]]:
                add(cid)
        if st["sentinel"] is not None:
            threat.append(st["sentinel"])
    for cid in [*s["completed"], *s["box"], *s["vdeck"]]:
        add(cid)
    for x in [*s["aside"], *s["drawn"]]:
        if x in c.missions:
            missions.append(x)
        elif x in c.story:
            story.append(x)
        elif x in c.school:
            school.append(x)
        elif x in c.mutants:
            mutants.append(x)
        else:
            threat.append(x)
    story += [side[:-1] for side in s["briefings"]] + list(s["story_aside"])
    story += [side[:-1] for side in s["under_plot"]]
    for deck in (*s["tdeck"].values(), *s["tdiscard"].values()):
        threat += deck
    mutants += [h["mutant"] for h in s["heroes"].values() if h["mutant"] is not None]
    bonds = [*s["bdeck"], *s["bdiscard"]]
    bonds += [b["card"] for h in s["heroes"].values() for b in h["bonds"]]
    out = []
    for name, got, want in (
        ("mission", missions, list(c.missions)),
        ("story", story, list(c.story)),
        ("threat", threat, list(c.threat)),
        ("mutant", mutants, list(c.mutants)),
        ("bond", bonds, list(c.bond_cards)),
        ("school", school, list(c.school)),
    ):
        if sorted(got) != sorted(want):
            out.append(f"{name} cards not conserved: {sorted(got)} != {sorted(want)}")
    return out
