"""Rules the engine enforced without a test naming them (issue 7, part 9): setup order and
shuffles, the phases' steps in order, who may do what in an attempt, showdown independence,
solo play. Each test names its section."""

from __future__ import annotations

import json

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.content import fixture_set
from core.games.mutant_insurrection.rules.mutants import swap_options
from tests.rules.rulekit import (
    alone,
    at_mission,
    deploy,
    engine,
    finish,
    fx,
    game,
    give_mutant,
    ids,
    kind,
    love_bond,
    pool,
    put_mission,
    refresh,
)

NOTHING = ["villainy"] * 6


def _to_phase(g, phase: str) -> None:  # type: ignore[no-untyped-def]
    """Answer with the first legal action until ``phase`` begins."""
    while g.s["phase"] != phase and g.outcome is None:
        g.apply(g.legal_actions()[0])


@pytest.mark.rule("Setup: Prepare School")
def test_mutant_and_bond_decks_are_shuffled_at_setup() -> None:
    """Setup: Prepare School: the mutant deck and the bond deck are shuffled, separately."""
    c = fixture_set()
    orders = {tuple(game(seed=s).s["mdeck"]) for s in range(1, 9)}
    bonds = {tuple(game(seed=s).s["bdeck"]) for s in range(1, 9)}
    assert len(orders) > 1 and len(bonds) > 1  # the seed decides the order
    g = game(seed=3)
    assert sorted(g.s["mdeck"]) == sorted(c.mutants)  # every card is there, once
    assert sorted(g.s["bdeck"]) == sorted(c.bond_cards)


@pytest.mark.rule("Setup", "Setup: Flip Missions", "Setup: Choose Plot")
def test_setup_steps_in_order_missions_flipped_before_the_plot_setup() -> None:
    """Setup: "follow these steps in order": Flip Missions comes before Choose Plot, so the
    plot's Setup text is resolved only after the first mission is face up."""
    g = mi.new_game(seed=4, content=fixture_set())
    assert g.decision is not None and g.decision["kind"] == "flip_deck"
    assert g.s["briefings"] == {} and g.s["missions"] == {}
    g.apply(g.legal_actions()[0])
    assert list(g.s["briefings"]) == ["01A"] and len(g.s["missions"]) == 1
    log = g.s["log"]
    flipped = next(i for i, x in enumerate(log) if x.endswith("is flipped face up."))
    story = next(i for i, x in enumerate(log) if x.startswith("Story:"))
    assert flipped < story


@pytest.mark.rule("Threat Phase", "Quick Reference: Game Round")
def test_threat_phase_steps_in_order_raise_flip_draw() -> None:
    """Threat Phase: three steps in order: raise threat, flip missions, draw a threat card."""
    g = game(("wolverine", "storm", "cyclops"))
    put_mission(g, "eu3")  # Street Protest: one threat icon
    refresh(g)
    start = len(g.s["log"])
    deploy(g, wolverine="school:office", storm="school:office", cyclops="school:office")
    _to_phase(g, "regroup")
    log = g.s["log"][start:]
    raised = next(i for i, x in enumerate(log) if x.startswith("Threat rises by"))
    flipped = next(i for i, x in enumerate(log) if x.endswith("is flipped face up."))
    drawn = next(i for i, x in enumerate(log) if x.startswith("Threat card:"))
    assert raised < flipped < drawn


@pytest.mark.rule("Mission Phase")
def test_mission_phase_each_mission_with_heroes_is_resolved_in_the_heroes_order() -> None:
    """Mission Phase: the heroes choose a mission with deployed heroes, every hero there
    attempts it, then the next, until all are resolved; missions without heroes are skipped."""
    g = game(("wolverine", "storm", "cyclops"))
    put_mission(g, "na1")
    at_mission(g, "af1", wolverine="m:na1", storm="m:af1", cyclops="school:office")
    assert kind(g) == "choose_mission" and ids(g) == ["m:na1", "m:af1"]
    g.apply("m:af1")
    assert g.decision is not None and g.decision["who"] == "storm"
    alone(g, NOTHING)
    finish(g)
    assert g.decision is not None and g.decision["who"] == "wolverine"  # then Factory Raid
    alone(g, NOTHING)
    finish(g)
    assert g.s["phase"] != "mission"


@pytest.mark.rule("Regroup Phase", "Special Terms: Ready & Exhausted")
def test_exhausted_bonds_are_readied_in_the_regroup() -> None:
    """Regroup Phase: each hero readies their exhausted mutant and bond cards."""
    g = game()
    love_bond(g, "wolverine", "storm")
    for hid in ("wolverine", "storm"):
        g.s["heroes"][hid]["bonds"][0]["ready"] = False
    deploy(g, wolverine="school:office", storm="school:office")
    while g.s["phase"] != "regroup" or kind(g) not in ("mutant_swap", "deploy"):
        g.apply(g.legal_actions()[0])
    assert all(g.s["heroes"][h]["bonds"][0]["ready"] for h in ("wolverine", "storm"))


@pytest.mark.rule("Swapping Mutants")
def test_only_heroes_on_the_blackbird_may_swap_mutants() -> None:
    """Swapping Mutants: "heroes whose hero markers are on the Blackbird may swap": a hero
    whose marker is elsewhere neither trades nor uses the school."""
    g = game()
    give_mutant(g, "wolverine", "pixie")
    give_mutant(g, "storm", "magma")
    g.s["mschool"].append(g.s["mdeck"].pop())
    g.s["heroes"]["wolverine"]["at"] = "bb"
    g.s["heroes"]["storm"]["at"] = "school:office"
    options = [o["id"] for o in swap_options(engine(g))]
    assert any(o.startswith("swap:wolverine:") for o in options)
    assert not any("storm" in o for o in options)


def _jubilee_at_blob(ability_hero: str):  # type: ignore[no-untyped-def]
    g = game((ability_hero, "storm"))
    at_mission(g, "blob", **{ability_hero: "m:blob", "storm": "school:office"})
    alone(g, ["villainy", "power", "power", "power", "villainy", "power"])
    return g


@pytest.mark.rule("Villainy", "Power Card Abilities")
def test_villainy_applies_to_an_ability_reroll_too() -> None:
    """Villainy: the effect is resolved each time the hero wants to reroll dice showing
    villainy, whatever lets them reroll: Jubilee's "reroll up to two dice" on Blob's villainy
    dice costs Blob's 1 damage, and uses no standard reroll."""
    g = _jubilee_at_blob("jubilee")
    g.apply("ability:power:jubilee")
    assert kind(g) == "ability_reroll"
    g.force_dice(["power", "power"])
    g.apply({"id": "reroll", "dice": [0, 4]})
    assert g.s["heroes"]["jubilee"]["damage"] == 1
    assert g.s["att"]["rerolls"] == 2


@pytest.mark.rule("Villainy", "Mutants")
def test_an_ability_that_ignores_villainy_pays_nothing() -> None:
    """Villainy / Mutants (the Wolfsbane example): an ability that rerolls "ignoring all
    villainy effects" rerolls villainy dice without resolving the mission's effect."""
    g = _jubilee_at_blob("colossus")
    g.apply("ability:power:colossus")
    assert kind(g) == "ability_reroll"
    g.force_dice(["power", "power"])
    g.apply({"id": "reroll", "dice": [0, 4]})
    assert g.s["heroes"]["colossus"]["damage"] == 0
    assert [f for _, _, f, _ in pool(g)].count("villainy") == 0


@pytest.mark.rule("Step 4: Complete Objectives", "Step 2: Assemble Dice Pool")
def test_dice_never_carry_over_to_the_next_active_hero() -> None:
    """Step 4: "at the end of this step, all dice are returned to the supply": the next active
    hero assembles a pool of their own dice only."""
    g = game(("wolverine", "storm"))
    at_mission(g, "mystique", wolverine="m:mystique", storm="m:mystique")
    g.apply("hero:wolverine")
    alone(g, ["power", "power", "power", "power", "power", "power"])
    finish(g)  # six unspent dice
    assert g.decision is not None and g.decision["who"] == "storm"
    alone(g, NOTHING)
    colours = sorted(c for _, c, _, _ in pool(g))
    storm = g.content.heroes["storm"]
    assert colours == sorted([*storm["dice"], *storm["assist"]["dice"]])  # her own dice only


@pytest.mark.rule("Outcomes", "Outcomes: Success")
def test_the_active_hero_chooses_which_heroes_an_outcome_affects() -> None:
    """Outcomes: "one hero draws a mutant" with two heroes there: the active hero chooses."""
    g = game(("wolverine", "storm"))
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1")
    g.apply("hero:wolverine")
    alone(g, ["fight 3", "teamwork", "power", "villainy", "villainy", "villainy"])
    g.apply("stop")
    for req, die in (("o0r0", 0), ("o1r0", 1), ("o1r1", 2)):
        g.apply({"id": "spend", "req": req, "dice": [die]})
    assert kind(g) == "choose_hero" and ids(g) == ["hero:wolverine", "hero:storm"]
    assert g.decision is not None and g.decision["who"] == "wolverine"  # not "the team"


@pytest.mark.rule("Showdown Missions", "Story Cards")
def test_showdown_missions_are_hidden_until_the_showdown() -> None:
    """Showdown Missions: they wait under the plot card and are not revealed until the
    showdown begins: the view names none of them before."""
    g = game()
    text = json.dumps(g.view())
    for side in g.s["under_plot"]:
        assert g.content.card(side)["name"] not in text
    fx(g, [{"op": "put_story", "card": "03A"}])
    fx(g, [{"op": "setup_showdown"}], card="03A")
    text = json.dumps(g.view())
    assert all(g.content.card(m)["name"] in text for m in g.s["showdown"]["order"])


@pytest.mark.rule("Assist Abilities")
def test_a_hero_never_uses_their_own_assist_ability() -> None:
    """Assist Abilities: a hero cannot use their own assist card's ability, only the card of
    the hero assisting them."""
    g = game(("storm", "wolverine"))
    at_mission(g, "na1", storm="m:na1", wolverine="school:office")
    alone(g, NOTHING)
    assert not any(i.startswith("ability:assist:") for i in ids(g))


@pytest.mark.rule("Power Card Abilities", "Mutants")
def test_dice_abilities_belong_to_the_active_hero_only() -> None:
    """Power Card Abilities: abilities that reroll, turn or spend dice can be used only by the
    active hero: the assisting hero's power card and mutant are not offered."""
    g = game(("wolverine", "storm"))
    give_mutant(g, "storm", "pixie")
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1")
    g.apply("hero:wolverine")
    g.force_dice(NOTHING)
    g.apply("assist:storm")
    if kind(g) == "assist_dice":
        g.apply("dice:storm")
    abilities = [i for i in ids(g) if i.startswith("ability:")]
    assert abilities and all(a.endswith(":wolverine") or ":assist:" in a for a in abilities)
    assert "ability:mutant:pixie" not in abilities


@pytest.mark.rule("Clarifications: Showdowns", "Showdowns")
def test_showdown_missions_do_not_affect_each_other() -> None:
    """Clarifications: Showdowns: unless a card says so, showdown missions do not affect each
    other: tokens go below one mission only, and defeating one leaves the other undefeated."""
    g = game(("wolverine", "storm"), plot="last_stand")
    deploy(g, wolverine="m:05B", storm="m:04B")
    g.apply("m:05B")
    alone(g, ["power", "power", "villainy", "villainy", "villainy", "villainy"])
    g.apply("stop")
    g.apply({"id": "spend", "req": "o0r0", "dice": [0]})
    g.apply({"id": "spend", "req": "o0r1", "dice": [1]})
    m = g.s["missions"]
    assert m["05B"]["tokens"] == 1 and m["05B"]["complete"]  # hero count - 1 = 1
    assert m["04B"]["tokens"] == 0 and not m["04B"]["complete"] and g.outcome is None


@pytest.mark.rule("Solo Play", "Setup: Choose Heroes")
def test_solo_heroes_keep_separate_play_areas() -> None:
    """Solo Play: one player controls two heroes; their play areas stay separate (damage,
    mutants, training tokens), and they are still limited to one bond with each other."""
    g = game(("wolverine", "storm"))
    fx(g, [{"op": "suffer_damage", "amount": 2}], hero="wolverine")
    fx(g, [{"op": "train", "type": "power"}], hero="storm")
    w, s = g.s["heroes"]["wolverine"], g.s["heroes"]["storm"]
    assert (w["damage"], s["damage"]) == (2, 0)
    assert (w["training"], s["training"]) == (None, "power")
    love_bond(g, "wolverine", "storm")
    fx(g, [{"op": "form_bond"}], hero="wolverine")
    assert len(g.s["heroes"]["wolverine"]["bonds"]) == 1  # no second bond between the two
