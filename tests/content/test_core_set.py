"""The core set (issue 10, part 2): the whole box of the rulebook's Components, validated like
any pack, every card's effect played, every timing / condition / requirement kind / Sentinel
target used, deterministic and conformant under random play."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content import core_set
from core.games.mutant_insurrection.content.packs import validate_pack
from core.games.mutant_insurrection.effects.schema import (
    ABILITY_TIMINGS,
    CANNOT,
    CONDS,
    EVENTS,
    OPS,
    RULES,
    TARGETS,
    TIMINGS,
)
from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.rules.audit import problems
from core.games.mutant_insurrection.rules.engine import Engine
from tests.rules.rulekit import fx

Json = Any
# ops the core set does not need (its briefings leave play by flipping, never by discarding)
UNUSED_OPS = {"discard_card"}


def _raw() -> dict[str, Json]:
    from importlib import resources

    text = (
        resources.files("core.games.mutant_insurrection.content")
        .joinpath("core_set.json")
        .read_text(encoding="utf-8")
    )
    return dict(json.loads(text))


def _walk(x: Json) -> Iterator[dict[str, Json]]:
    if isinstance(x, dict):
        yield x
        for v in x.values():
            yield from _walk(v)
    elif isinstance(x, list):
        for v in x:
            yield from _walk(v)


def test_the_core_set_passes_pack_validation() -> None:
    c = validate_pack(_raw(), games=1)
    assert c.id == "core-set"


def test_the_whole_box_of_the_components_list() -> None:
    """Components: 16 power + assist cards, 25 continent missions (5 decks of 5, a villain in
    each), 5 villain cards, 8 plots, 32 story cards, 3 school cards, 20 mutants, 20 bond cards,
    30 threat cards (10 per colour)."""
    c = core_set()
    assert len(c.heroes) == 16 and all("assist" in h for h in c.heroes.values())
    assert sorted(len(d) for d in c.continents.values()) == [5] * 5
    for deck in c.continents.values():
        assert [c.missions[m]["type"] for m in deck].count("villain") == 1
    assert len(c.villain_deck) == 5
    assert len(c.plots) == 8 and len(c.story) == 32 and len(c.school) == 3
    assert len(c.mutants) == 20 and len(c.bond_cards) == 20
    assert Counter(t["color"] for t in c.threat.values()) == {"green": 10, "yellow": 10, "red": 10}
    for colour in ("green", "yellow", "red"):
        kinds = {t["kind"] for t in c.threat.values() if t["color"] == colour}
        assert kinds == {"event", "sentinel"}
    # every plot has a showdown set of its own; some showdowns have three missions
    sides = [s for p in c.plots.values() for s in p["showdown"]]
    assert len(sides) == len(set(sides))
    assert {len(p["showdown"]) for p in c.plots.values()} == {2, 3}
    assert all("attack" in c.card(p["showdown"][0]) for p in c.plots.values())


def test_variety_every_kind_used() -> None:
    c = core_set()
    data = _raw()
    nodes = list(_walk(data))
    assert {n["op"] for n in nodes if "op" in n} == set(OPS) - UNUSED_OPS
    assert {n["if"] for n in nodes if "if" in n} == set(CONDS)
    assert {n["when"] for n in nodes if "when" in n} == set(TIMINGS)
    # abilities of every timing, own attempt or not; "instead" both as ability and as timing
    abilities = [n for n in nodes if "timing" in n and "effects" in n]
    assert {a["timing"] for a in abilities} == set(ABILITY_TIMINGS)
    assert any(a.get("instead") for a in abilities)
    assert any(n.get("instead") for n in nodes if "when" in n)
    assert {n["effect"] for n in nodes if n.get("when") == "after_effect"} >= set(EVENTS)
    # every "during play" rule and every "cannot" is on some card
    rules = [n["rules"] for n in nodes if isinstance(n.get("rules"), dict)]
    assert {k for r in rules for k in r} == set(RULES)
    assert {x for r in rules for x in (*r.get("cannot", ()), *r.get("cannot_here", ()))} == set(
        CANNOT
    )
    sentinels = [t for t in c.threat.values() if t["kind"] == "sentinel"]
    assert {t["target"] for t in sentinels} == set(TARGETS)
    reqs = [r for m in c.faces.values() for o in m.get("objectives", []) for r in o]
    assert {(r["kind"], r["color"]) for r in reqs} >= {
        ("power", "green"),
        ("teamwork", "green"),
        ("fight", "green"),
        ("damage", "green"),
        ("power", "yellow"),
        ("fight", "red"),
    }
    assert {r["value"] for r in reqs if r["kind"] == "damage"} == {1, 2}
    assert any(m.get("order") for m in c.faces.values())
    # threat icons spread: 1-2 on most continent missions
    icons = Counter(m["threat"] for m in c.missions.values())
    assert icons[1] + icons[2] >= 20
    # distinct dice mixes
    assert len({tuple(sorted(h["dice"])) for h in c.heroes.values()}) >= 8


def _staged(seed: int = 3) -> Game:
    """A core-set game in the middle of an attempt: Cyclops active at a face-up mission with
    Jean Grey and Wolverine, Storm at the school; everyone holds cards to lose."""
    g = mi.new_game(
        ["cyclops", "jean", "wolverine", "storm"], "normal", seed=seed, content=core_set()
    )
    while g.decision["kind"] == "flip_deck":
        g.apply(g.legal_actions()[0])
    mid = next(iter(g.s["missions"]))
    for hero, loc in (
        ("cyclops", f"m:{mid}"),
        ("jean", f"m:{mid}"),
        ("wolverine", f"m:{mid}"),
        ("storm", "school:danger_room"),
    ):
        g.apply(f"{hero}@{loc}")
    while g.decision["kind"] != "assist":
        a = next((x for x in g.legal_actions() if x == "hero:cyclops"), g.legal_actions()[0])
        g.apply(a)
    g.force_dice(["fight 2", "power", "teamwork", "villainy", "fight 2", "power"])
    g.apply("assist:jean" if "assist:jean" in g.legal_actions() else "alone")
    if g.decision["kind"] == "assist_dice":
        g.apply("dice:jean")
    assert g.decision["kind"] == "roll", g.decision
    s = g.s
    s["threat"] = 7
    s["heroes"]["cyclops"]["training"] = "fight"
    s["heroes"]["cyclops"]["damage"] = 2
    for h, m in (("cyclops", "armor"), ("jean", "pixie")):
        s["mdeck"].remove(m)
        s["heroes"][h]["mutant"] = m
    s["bdeck"].remove("love/1")
    s["bdeck"].remove("love/2")
    s["heroes"]["cyclops"]["bonds"] = [{"card": "love/1", "pos": True, "ready": True}]
    s["heroes"]["jean"]["bonds"] = [{"card": "love/2", "pos": True, "ready": True}]
    g._legal = None
    return g


def _effect_lists() -> Iterator[tuple[str, list[Json]]]:
    c = core_set()
    for hid, h in c.heroes.items():
        yield f"hero {hid}", h["ability"]["effects"]
        yield f"assist {hid}", h["assist"]["ability"]["effects"]
    for mid, m in c.mutants.items():
        yield f"mutant {mid}", m["ability"]["effects"]
    for bid, b in c.bonds.items():
        yield f"bond {bid}+", b["positive"]["effects"]
        yield f"bond {bid}-", b["negative"]["effects"]
    for sid, sc in c.school.items():
        yield f"school {sid}", sc["effects"]
    for fid, f in c.faces.items():
        for key in ("success", "failure", "villainy", "flip", "threat_effects"):
            if f.get(key):
                yield f"{fid} {key}", f[key]
        for k, t in enumerate(f.get("timed", [])):
            yield f"{fid} timed {k}", t["effects"]
    for tid, t in c.threat.items():
        yield f"threat {tid}", t.get("effects") or t.get("villainy", [])
    for pid, p in c.plots.items():
        yield f"plot {pid}", p.get("setup", [])


EFFECTS = list(_effect_lists())


@pytest.mark.parametrize(("card", "effects"), EFFECTS, ids=[e[0] for e in EFFECTS])
def test_every_card_effect_plays(card: str, effects: list[Json]) -> None:
    """Each effect list of the set resolved in a prepared attempt, its decisions answered,
    leaves a consistent game (the engine never errs on a core-set card)."""
    g = _staged()
    att = g.s["att"]
    key = card.split(" ")[1]
    fx(g, effects, hero=att["hero"], loc=f"m:{att['m']}", card=key, att=True, pen=True)
    for _ in range(60):
        if g.outcome is not None or g.decision is None or g.decision["kind"] in ("roll", "spend"):
            break
        g.apply(g.legal_actions()[0])
    assert problems(g) == [], card
    Engine(g.s, g.content)  # still a state the engine can carry on from
    assert g.outcome is not None or g.legal_actions()


def test_same_seed_same_game_on_the_core_set() -> None:
    def play(seed: int) -> list[Json]:
        g = mi.new_game(["storm", "beast", "rogue"], "hard", "dark_phoenix", seed, core_set())
        bot = Bot("planner", seed)
        while g.outcome is None:
            g.apply(bot.choose(g))
        return g.actions

    assert play(11) == play(11)
    assert play(11) != play(12)


@pytest.mark.parametrize("seed", range(16))
def test_random_play_conformance_on_the_core_set(seed: int) -> None:
    """Bots play whole core-set games on every plot; a save round-trips and the invariants
    hold at every decision."""
    c = core_set()
    plot = list(c.plots)[seed % 8]
    heroes = list(c.heroes)[seed % 5 : seed % 5 + 2 + seed % 5]
    g = mi.new_game(heroes, ("easy", "normal", "hard", "extreme")[seed % 4], plot, seed, c)
    bot = Bot(("random", "eager")[seed % 2], seed)
    steps = 0
    while g.outcome is None:
        if steps % 7 == 0:
            assert problems(g) == [], steps
            assert mi.load_game(g.to_json()).to_json() == g.to_json()
        g.apply(bot.choose(g))
        steps += 1
    assert problems(g) == [] and g.outcome["result"] in ("won", "lost")


def test_what_the_core_set_does_not_reach_is_written_down() -> None:
    """Reachability: the docs list exactly the card language no core card uses, each with its
    reason; everything else is on some card."""
    import re
    from pathlib import Path

    from core.games.mutant_insurrection.content.coverage import unused

    doc = Path(__file__).parents[2] / "docs" / "content-packs.md"
    section = doc.read_text(encoding="utf-8").split("## What the core set does not reach")[1]
    # the names given in the "- kind `name`..." items, up to each item's colon
    listed = set()
    for item in re.findall(r"^- (.*?):", section, flags=re.M | re.S):
        listed |= set(re.findall(r"`([a-z_ ]+)`", item))
    missing = {x for xs in unused(_raw()).values() for x in xs}
    assert missing == listed
    assert unused(_raw())["ops"] == ["discard_card"]
