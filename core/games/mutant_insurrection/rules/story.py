"""Story cards (rulebook: Story Cards; Briefings; Story Missions; Flip; Replacing Cards).

A story card has two sides, ``"01A"`` and ``"01B"``. Briefings sit by the plot with their rules
active while in play; story missions are played like continent missions.
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.deploy import new_mission
from core.games.mutant_insurrection.rules.effects import Ctx, condition, global_op, run_effects
from core.games.mutant_insurrection.rules.engine import Engine

Json = Any


def other_side(side: str) -> str:
    return side[:-1] + ("B" if side.endswith("A") else "A")


def tokens_on(e: Engine, side: str | None) -> int:
    s = e.s
    if side in s["briefings"]:
        return int(s["briefings"][side]["tokens"])
    if side in s["missions"]:
        return int(s["missions"][side]["tokens"])
    return 0


@condition("tokens_at_least")
def _tokens_at_least(e: Engine, cond: Json, ctx: Ctx) -> bool:
    return tokens_on(e, cond.get("card", ctx.get("card"))) >= e.value(cond["value"], ctx)


def put_into_play(e: Engine, side: str, replace: str | None = None, flipped: bool = False) -> None:
    """Play a story side: a briefing by the plot, a mission by the continent decks (or on top
    of a school card it replaces, taking the heroes there with it)."""
    s = e.s
    card = side[:-1]
    if card in s["story_aside"]:
        s["story_aside"].remove(card)
    face = e.c.card(side)
    e.log(f"Story: {face['name']} ({side}) comes into play.", "story", side)
    if face["kind"] == "briefing":
        s["briefings"][side] = {"tokens": 0}
    elif face["kind"] == "mission":
        zone = f"school:{replace}" if replace else "story"
        new_mission(e, side, zone)
        if replace:
            s["school"][replace]["over"] = side
            for h in e.at(f"school:{replace}"):
                s["heroes"][h]["at"] = f"m:{side}"
        if flipped:
            run_effects(e, face.get("flip", []), {"hero": None, "loc": f"m:{side}", "card": side})
    else:
        s["aside"].append(card)


def flip_story(e: Engine, side: str) -> None:
    """Turn a story card in play over; a mission revealed this way resolves its Flip effect."""
    s = e.s
    if side in s["briefings"]:
        del s["briefings"][side]
    elif side in s["missions"]:
        del s["missions"][side]
    else:
        return
    put_into_play(e, other_side(side), flipped=True)


@global_op("put_story")
def _put(e: Engine, eff: Json, ctx: Ctx) -> None:
    side = eff["card"]
    if side[:-1] not in e.s["story_aside"]:
        return  # already used this game
    replace = eff.get("replace")
    if replace is not None and e.s["school"].get(replace, {}).get("over", 1) is not None:
        replace = None  # the school card is not there to replace
    put_into_play(e, side, replace)


@global_op("flip_card")
def _flip(e: Engine, eff: Json, ctx: Ctx) -> None:
    flip_story(e, eff.get("card", ctx.get("card")))


@global_op("discard_card")
def _discard(e: Engine, eff: Json, ctx: Ctx) -> None:
    side = eff.get("card", ctx.get("card"))
    s = e.s
    if side in s["briefings"]:
        del s["briefings"][side]
        s["aside"].append(side[:-1])


@global_op("add_tokens")
def _add_tokens(e: Engine, eff: Json, ctx: Ctx) -> None:
    side = eff.get("card", ctx.get("card"))
    s = e.s
    n = e.value(eff["count"])
    if side in s["briefings"]:
        s["briefings"][side]["tokens"] += n
    elif side in s["missions"]:
        s["missions"][side]["tokens"] += n
    else:
        return
    e.log(f"{e.name(side)} gains {n} success token(s).", "tokens", side)
