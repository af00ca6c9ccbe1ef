"""Damage, Being Knocked Out, Clarifications: Heroes, and the Regroup Phase."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.rules.regroup import unused
from tests.rules.rulekit import (
    at_mission,
    damage,
    deploy,
    engine,
    fx,
    game,
    ids,
    kind,
    love_bond,
    put_mission,
    refresh,
)


@pytest.mark.rule("Clarifications: Heroes", "Damage")
def test_heal_never_above_health() -> None:
    """Clarifications: Heroes: a hero cannot heal beyond their maximum health."""
    g = game()
    g.s["heroes"]["storm"]["damage"] = 1
    fx(g, [{"op": "heal", "amount": 3}], hero="storm")
    assert damage(g, "storm") == 0


@pytest.mark.rule("Being Knocked Out", "Damage", "Basic Concepts: Health and Damage")
def test_knocked_out_at_health_with_every_consequence() -> None:
    """Being Knocked Out: damage >= health; threat +1; cards and tokens leave; the bonded
    hero's matching bond card is discarded too."""
    g = game(("wolverine", "storm", "cyclops"))
    s = g.s
    s["mdeck"].remove("pixie")
    s["heroes"]["storm"].update(mutant="pixie", training="power")
    love_bond(g, "storm", "cyclops")
    fx(g, [{"op": "suffer_damage", "amount": 5}], hero="storm")
    assert "storm" not in s["ko"]
    fx(g, [{"op": "suffer_damage", "amount": 1}], hero="storm")
    assert "storm" in s["ko"] and "storm" not in s["seats"]
    assert s["threat"] == 5
    assert "pixie" in s["mdiscard"]
    assert s["heroes"]["cyclops"]["bonds"] == []
    assert sorted(x for x in s["bdiscard"] if x.startswith("love")) == ["love/1", "love/2"]


@pytest.mark.rule("Being Knocked Out", "Step 5: Check Outcomes")
def test_knocked_out_while_active_goes_to_check_outcomes_and_returns_the_assist_card() -> None:
    """Being Knocked Out: an active hero knocked out goes straight to Step 5; a borrowed
    assist card goes back to its hero."""
    g = game(("wolverine", "storm", "cyclops"))
    put_mission(g, "juggernaut")
    refresh(g)
    g.s["heroes"]["wolverine"]["damage"] = 7
    deploy(g, wolverine="m:juggernaut", storm="school:office", cyclops="m:juggernaut")
    g.apply("hero:wolverine")
    g.force_dice(["villainy"] * 6)
    g.apply("assist:cyclops")
    g.apply("dice:cyclops")
    g.apply({"id": "reroll", "dice": [0]})  # Juggernaut: suffer 2 -> knocked out
    assert "wolverine" in g.s["ko"]
    assert g.s["att"] is None
    assert g.s["heroes"]["cyclops"]["assist_at"] == "cyclops"


@pytest.mark.rule("Being Knocked Out")
def test_knocked_out_while_assisting_the_active_hero_keeps_the_benefit() -> None:
    """Being Knocked Out: the active hero still benefits from a knocked-out assister's card."""
    g = game(("wolverine", "storm", "cyclops"))
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1", cyclops="school:office")
    g.apply("hero:wolverine")
    g.force_dice(["villainy"] * 6)
    g.apply("assist:storm")
    g.apply("dice:storm")
    fx(g, [{"op": "suffer_damage", "amount": 6}], hero="storm")
    assert "storm" in g.s["ko"]
    assert len(g.view()["attempt"]["pool"]) == 6
    assert "ability:assist:storm" in ids(g)


@pytest.mark.rule("Regroup Phase")
def test_regroup_returns_heroes_readies_cards_and_returns_assist_cards() -> None:
    """Regroup Phase: school heroes back to the Blackbird, assist cards returned, mutant and
    bond cards readied."""
    g = game()
    s = g.s
    s["mdeck"].remove("pixie")
    s["heroes"]["wolverine"].update(mutant="pixie", mutant_ready=False)
    deploy(g, wolverine="school:office", storm="school:office")
    while s["phase"] != "regroup" or kind(g) not in ("mutant_swap", "deploy"):
        g.apply(g.legal_actions()[0])
    assert all(s["heroes"][h]["at"] == "bb" for h in s["seats"])
    assert s["heroes"]["wolverine"]["mutant_ready"]


@pytest.mark.rule("Swapping Mutants")
def test_swapping_mutants_on_the_blackbird() -> None:
    """Swapping Mutants: swap with the school, leave one there, take one, trade between heroes."""
    g = game()
    s = g.s
    for m in ("pixie", "magma", "armor"):
        s["mdeck"].remove(m)
    s["heroes"]["wolverine"]["mutant"] = "pixie"
    s["heroes"]["storm"]["mutant"] = "armor"
    s["mschool"].append("magma")
    deploy(g, wolverine="school:office", storm="school:office")
    while kind(g) != "mutant_swap":
        g.apply(g.legal_actions()[0])
    assert {
        "done",
        "swap:wolverine:magma",
        "swap:storm:magma",
        "leave:wolverine",
        "trade:wolverine:storm",
    } <= set(ids(g))
    g.apply("trade:wolverine:storm")
    assert s["heroes"]["storm"]["mutant"] == "pixie"
    assert s["heroes"]["wolverine"]["mutant"] == "armor"
    g.apply("swap:storm:magma")
    assert s["heroes"]["storm"]["mutant"] == "magma" and s["mschool"] == ["pixie"]
    g.apply("done")
    assert kind(g) == "deploy"


@pytest.mark.rule("Being Knocked Out", "Regroup Phase")
def test_knocked_out_hero_replaced_in_regroup_or_the_game_is_lost() -> None:
    """Regroup Phase / Being Knocked Out: the player chooses an unused hero; with none left
    the heroes lose."""
    g = game()
    fx(g, [{"op": "suffer_damage", "amount": 9}], hero="storm")
    assert "storm" in g.s["ko"]
    g.apply("wolverine@school:office")
    while kind(g) != "replace_hero":
        g.apply(g.legal_actions()[0])
    assert g.decision["who"] == "seat:1"
    assert "hero:storm" not in ids(g) and "hero:wolverine" not in ids(g)
    g.apply("hero:beast")
    assert g.s["seats"] == ["wolverine", "beast"]
    g2 = game()
    g2.s["used"] = list(g2.content.heroes)
    assert unused(engine(g2)) == []
    fx(g2, [{"op": "suffer_damage", "amount": 9}], hero="storm")
    g2.apply("wolverine@school:office")
    while g2.outcome is None:
        g2.apply(g2.legal_actions()[0])
    assert g2.outcome["reason"] == "a knocked-out hero cannot be replaced: no unused heroes remain"


@pytest.mark.rule("Being Knocked Out")
def test_a_knocked_out_hero_no_longer_decides() -> None:
    """Being Knocked Out: the hero leaves the game, so a choice in the outcome they were
    resolving (which heroes are affected) falls to the team."""
    g = game(("wolverine", "storm", "cyclops"))
    fx(g, [{"op": "suffer_damage", "amount": 9}], hero="storm")
    fx(g, [{"op": "heal", "amount": 1, "who": "one"}], hero="storm")
    assert kind(g) == "choose_hero" and g.decision["who"] == "team"
    assert ids(g) == ["hero:wolverine", "hero:cyclops"]


@pytest.mark.rule("Swapping Mutants")
def test_no_trade_is_offered_to_a_hero_without_a_mutant() -> None:
    """Swapping Mutants: heroes swap mutants with each other; a hero without one takes a mutant
    from the school instead (issue 7: "trade mutants" was offered to a hero with none)."""
    g = game()
    s = g.s
    s["mdeck"].remove("pixie")
    s["mdeck"].remove("magma")
    s["heroes"]["wolverine"]["mutant"] = "pixie"
    s["mschool"].append("magma")
    deploy(g, wolverine="school:office", storm="school:office")
    while kind(g) != "mutant_swap":
        g.apply(g.legal_actions()[0])
    assert "take:storm:magma" in ids(g)
    assert not [o for o in ids(g) if o.startswith("trade:")]
