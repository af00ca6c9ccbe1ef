"""Mutants, Bonds (Forming, Breaking; Solo Play), Training Tokens, Ready & Exhausted."""

from __future__ import annotations

import pytest

from tests.rules.rulekit import (
    alone,
    at_mission,
    deploy,
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


@pytest.mark.rule("Mutants")
def test_second_mutant_choose_one_other_to_school() -> None:
    """Mutants: one mutant per hero; a second one: keep one, the other goes to the school."""
    g = game()
    s = g.s
    give_mutant(g, "storm", "pixie")
    top = s["mdeck"][0]
    fx(g, [{"op": "draw_mutant"}], hero="storm")
    assert kind(g) == "keep_mutant"
    g.apply(f"keep:{top}")
    assert s["heroes"]["storm"]["mutant"] == top and s["mschool"] == ["pixie"]


@pytest.mark.rule("Training Tokens")
def test_training_one_token_typed_train_and_keep_choice() -> None:
    """Training Tokens: "train" takes any type, "train X" that type; one token per hero."""
    g = game()
    s = g.s
    fx(g, [{"op": "train", "type": "teamwork"}], hero="storm")
    assert s["heroes"]["storm"]["training"] == "teamwork"
    fx(g, [{"op": "train"}], hero="storm")
    assert kind(g) == "train"
    g.apply("type:fight")
    assert kind(g) == "keep_training"
    g.apply("keep:teamwork")
    assert s["heroes"]["storm"]["training"] == "teamwork"


@pytest.mark.rule("Training Tokens")
def test_training_tokens_are_not_rerolled() -> None:
    """Training Tokens: cannot be rerolled or turned (they are not dice in the pool)."""
    g = game()
    put_mission(g, "na1")
    refresh(g)
    g.s["heroes"]["wolverine"]["training"] = "power"
    deploy(g, wolverine="m:na1", storm="school:office")
    alone(g, ["villainy"] * 6)
    reroll_option = next(o for o in g.decision["options"] if o["id"] == "reroll")
    assert -1 not in reroll_option["dice"]


@pytest.mark.rule("Bonds")
def test_bonds_at_most_two_and_one_per_pair() -> None:
    """Bonds: up to two bond cards; never two bonds with the same hero (also in solo play)."""
    g = game(("wolverine", "storm", "cyclops"))
    s = g.s
    fx(g, [{"op": "form_bond"}], hero="wolverine")
    g.apply("hero:storm")
    fx(g, [{"op": "form_bond"}], hero="wolverine")
    assert ids(g) == [] or kind(g) != "bond_partner" or ids(g) == ["hero:cyclops"]
    assert len(s["heroes"]["wolverine"]["bonds"]) == 2
    partners = {b["card"].split("/")[0] for b in s["heroes"]["wolverine"]["bonds"]}
    assert len(partners) == 2
    fx(g, [{"op": "form_bond"}], hero="wolverine")  # two bonds: cannot gain another
    assert len(s["heroes"]["wolverine"]["bonds"]) == 2
    solo = game(("wolverine", "storm"))
    fx(solo, [{"op": "form_bond"}], hero="wolverine")
    fx(solo, [{"op": "form_bond"}], hero="wolverine")  # only Storm, already bonded: nothing
    assert len(solo.s["heroes"]["wolverine"]["bonds"]) == 1


@pytest.mark.rule("Forming Bonds", "Breaking Bonds")
def test_form_bond_may_flip_a_negative_and_break_gains_a_negative() -> None:
    """Forming / Breaking Bonds: form = gain positive or flip a negative; break = flip a
    positive, else gain a negative bond; the bonded hero's card mirrors."""
    g = game(("wolverine", "storm", "cyclops"))
    s = g.s
    fx(g, [{"op": "break_bond"}], hero="wolverine")  # no positive: gains a negative
    g.apply("hero:storm")
    w = s["heroes"]["wolverine"]["bonds"][0]
    assert not w["pos"] and not s["heroes"]["storm"]["bonds"][0]["pos"]
    fx(g, [{"op": "form_bond"}], hero="wolverine")
    assert kind(g) == "form_bond"
    assert set(ids(g)) == {"gain", f"flip:{w['card']}"}
    g.apply(f"flip:{w['card']}")
    assert w["pos"] and s["heroes"]["storm"]["bonds"][0]["pos"]


@pytest.mark.rule("Special Terms: Ready & Exhausted", "Bonds")
def test_love_adds_a_die_of_an_available_colour_and_exhausts() -> None:
    """Bonds (Love) / Ready & Exhausted: with the bonded hero at the mission, exhaust to add a
    die of any colour still in the supply; an exhausted card cannot be used again."""
    g = game(("phoenix", "cyclops"))
    s = g.s
    love_bond(g, "phoenix", "cyclops")
    at_mission(g, "na1", phoenix="m:na1", cyclops="m:na1")
    g.apply("hero:phoenix")
    g.force_dice(["villainy"] * 6)
    g.apply("assist:cyclops")
    g.apply("dice:cyclops")  # 3 yellow, 1 blue + 2 blue: one more yellow is left
    assert "ability:bond:love/1" in ids(g)
    g.apply("ability:power:phoenix")  # her own ability adds the fourth yellow die
    g.apply("ability:bond:love/1")
    assert "color:yellow" not in ids(g)  # all four yellow dice are in the pool
    g.force_dice(["power"])
    g.apply("color:red")
    assert len(pool(g)) == 8
    assert "ability:bond:love/1" not in ids(g)
    assert s["heroes"]["phoenix"]["bonds"][0]["ready"] is False


@pytest.mark.rule("Bonds")
def test_bond_ability_needs_the_bonded_hero_at_the_same_mission() -> None:
    """Bonds (Love): the condition "at the same mission" is checked."""
    g = game(("phoenix", "cyclops"))
    love_bond(g, "phoenix", "cyclops")
    at_mission(g, "na1", phoenix="m:na1", cyclops="school:office")
    alone(g, ["villainy"] * 6)
    assert "ability:bond:love/1" not in ids(g)


@pytest.mark.rule("Forming Bond Example", "Bonds")
def test_gaining_a_bond_shows_the_drawn_card_before_choosing_who_takes_its_match() -> None:
    """Bonds (Forming Bond Example: "He draws Love and decides to give it to Phoenix"): the
    card comes from the bottom of the deck and is known when the bonded hero is chosen."""
    g = game(("cyclops", "phoenix", "storm"))
    s = g.s
    s["bdeck"].remove("trust/2")
    s["bdeck"].append("trust/2")
    fx(g, [{"op": "form_bond"}], hero="cyclops")
    assert kind(g) == "bond_partner" and "Trust" in g.decision["prompt"]
    assert [o["label"] for o in g.decision["options"]] == [
        "Give Trust to Phoenix",
        "Give Trust to Storm",
    ]
    rng = s["rng"]
    g.apply("hero:phoenix")
    assert [b["card"] for b in s["heroes"]["phoenix"]["bonds"]] == ["trust/1"]
    assert s["rng"] != rng  # the bond deck was shuffled afterwards
    g2 = game(("cyclops", "phoenix", "storm"))
    g2.s["bdeck"].remove("rivals/1")
    g2.s["bdeck"].append("rivals/1")
    fx(g2, [{"op": "break_bond"}], hero="cyclops")  # no positive bond: a negative one
    assert "Grudge" in g2.decision["prompt"]


@pytest.mark.rule("Training Tokens")
def test_training_tokens_are_not_turned() -> None:
    """Training Tokens: cannot be turned (a turn effect offers only dice in the pool)."""
    g = game(("cyclops", "storm"))
    put_mission(g, "na1")
    refresh(g)
    g.s["heroes"]["cyclops"]["training"] = "fight"
    deploy(g, cyclops="m:na1", storm="school:office")
    alone(g, ["fight 1", "villainy", "villainy", "villainy", "villainy", "villainy"])
    g.apply("ability:power:cyclops")  # turn a fight die to teamwork: only die 0 qualifies
    assert pool(g)[0][2] == "teamwork"
    assert g.s["heroes"]["cyclops"]["training"] == "fight"
