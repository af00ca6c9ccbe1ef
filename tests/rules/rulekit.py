"""Helpers for the rules-conformance tests: stage a situation, then play it through the public
face (``apply``) with forced dice."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from importlib import resources
from typing import Any

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.content.loader import Content, fixture_set, load_content
from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.rules.deploy import new_mission
from core.games.mutant_insurrection.rules.engine import Engine, task

Json = Any


@task("test_restore_decision")
def _restore(e: Engine, t: dict[str, Json]) -> None:
    e.s["decision"] = t["d"]


def variant(cid: str, change: Callable[[dict[str, Json]], None]) -> Content:
    """The bundled test set under another id, changed by ``change`` (for cards a rule needs)."""
    text = (
        resources.files("core.games.mutant_insurrection.content")
        .joinpath("test_set.json")
        .read_text(encoding="utf-8")
    )
    data = json.loads(text)
    data["id"] = cid
    change(data)
    return load_content(data)


def card(data: dict[str, Json], cid: str) -> dict[str, Json]:
    """A card of a content set's raw data by id (a story card by its number)."""
    for key in ("missions", "threat_cards", "story_cards", "mutants", "heroes", "school"):
        for c in data.get(key, []):
            if c["id"] == cid:
                return c  # type: ignore[no-any-return]
    raise KeyError(cid)


def game(
    heroes: tuple[str, ...] = ("wolverine", "storm"),
    difficulty: str = "normal",
    plot: str | None = None,
    seed: int = 1,
    content: Content | None = None,
) -> Game:
    """A new game with the setup flip answered (first deck offered)."""
    g = mi.new_game(
        list(heroes), difficulty, plot=plot, seed=seed, content=content or fixture_set()
    )
    while g.decision is not None and g.decision["kind"] == "flip_deck":
        g.apply(g.legal_actions()[0])
    return g


def ids(g: Game) -> list[str]:
    assert g.decision is not None
    return [o["id"] for o in g.decision["options"]]


def kind(g: Game) -> str:
    assert g.decision is not None, g.outcome
    return str(g.decision["kind"])


def engine(g: Game) -> Engine:
    return Engine(g.s, g.content)


def refresh(g: Game) -> None:
    """Recompute a pending deploy decision after the state was staged by hand."""
    assert kind(g) == "deploy"
    g.s["decision"] = None
    e = engine(g)
    e.push({"t": "deploy_next"})
    e.run()
    g._legal = None


def fx(g: Game, effects: list[Json], **ctx: Json) -> None:
    """Resolve effects now (as a card would), then give back the pending decision."""
    e = engine(g)
    d = g.s["decision"]
    g.s["decision"] = None
    e.push(
        *({"t": "fx", "e": eff, "ctx": {"loc": None, "card": None, **ctx}} for eff in effects),
        {"t": "test_restore_decision", "d": d},
    )
    e.run()
    g._legal = None


def put_mission(g: Game, mid: str) -> None:
    """Make a continent mission the face-up top of its deck (bringing the deck back if it was
    returned to the box at setup)."""
    s, c = g.s, g.content
    cont = c.missions[mid]["continent"]
    if cont not in s["decks"]:
        for x in c.continents[cont]:
            s["box"].remove(x)
        s["decks"][cont] = {"cards": list(c.continents[cont]), "up": False}
    d = s["decks"][cont]
    if d["up"]:
        del s["missions"][d["cards"][0]]
    d["cards"].remove(mid)
    d["cards"].insert(0, mid)
    d["up"] = True
    new_mission(engine(g), mid, f"continent:{cont}")


def deploy(g: Game, **where: str) -> None:
    """Deploy heroes: ``deploy(g, phoenix="m:mystique", storm="school:cerebro")``."""
    for hero, loc in where.items():
        if hero in g.s["r"]["deployed"] and g.s["heroes"][hero]["at"] == loc:
            continue  # it was the only place left for the last hero: deployed without asking
        assert kind(g) == "deploy", g.decision
        g.apply(f"{hero}@{loc}")


def play(g: Game, *actions: Json) -> None:
    for a in actions:
        g.apply(a)


def spend(g: Game, req: str, *dice: int) -> None:
    g.apply({"id": "spend", "req": req, "dice": list(dice)})


def reroll(g: Game, *dice: int) -> None:
    g.apply({"id": "reroll", "dice": list(dice)})


def pool(g: Game) -> list[tuple[int, str, str, int]]:
    att = g.view()["attempt"]
    assert att is not None
    return [(d["id"], d["color"], d["face"][0], d["face"][1]) for d in att["pool"]]


def damage(g: Game, hero: str) -> int:
    return int(g.s["heroes"][hero]["damage"])


def finish(g: Game) -> None:
    """End the active hero's rolling and spending without using anything else."""
    if g.decision is not None and g.decision["kind"] == "roll":
        g.apply("stop")
    if g.decision is not None and g.decision["kind"] == "spend":
        g.apply("done")


def at_mission(g: Game, mid: str, **where: str) -> None:
    """Make ``mid`` the face-up top of its deck, then deploy heroes: ``at_mission(g, "na1",
    wolverine="m:na1", storm="school:office")``."""
    put_mission(g, mid)
    refresh(g)
    deploy(g, **where)


def alone(g: Game, dice: Sequence[str | int]) -> None:
    """Force the next roll to ``dice`` and start the active hero's attempt without an assist."""
    g.force_dice(list(dice))
    g.apply("alone")


def put_sentinel(g: Game, mid: str, sentinel: str) -> None:
    """Take ``sentinel`` out of its threat deck and place it on face-up mission ``mid``."""
    g.s["tdeck"][g.content.threat[sentinel]["color"]].remove(sentinel)
    g.s["missions"][mid]["sentinel"] = sentinel


def give_mutant(g: Game, hero: str, mutant: str) -> None:
    """Take ``mutant`` out of the mutant deck and give it to ``hero``."""
    g.s["mdeck"].remove(mutant)
    g.s["heroes"][hero]["mutant"] = mutant


def love_bond(g: Game, a: str, b: str) -> None:
    """Give heroes ``a`` and ``b`` a ready, positive Love bond (love/1 and love/2, taken out of
    the bond deck)."""
    s = g.s
    s["bdeck"].remove("love/1")
    s["bdeck"].remove("love/2")
    s["heroes"][a]["bonds"] = [{"card": "love/1", "pos": True, "ready": True}]
    s["heroes"][b]["bonds"] = [{"card": "love/2", "pos": True, "ready": True}]
