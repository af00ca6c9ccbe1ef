"""The card language for a whole box (issue 10, part 1): computed values, board conditions,
effects at every mission, discarding a bond, doubling fight, fewer rerolls, ability costs and
limits. Each test names the rulebook section the card text plays on."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.mutant_insurrection.content.card_text import effect_text as describe
from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.rules.abilities import usable
from tests.rules.rulekit import (
    alone,
    at_mission,
    card,
    damage,
    deploy,
    engine,
    fx,
    game,
    ids,
    kind,
    love_bond,
    pool,
    put_mission,
    put_sentinel,
    variant,
)

Json = Any


def _threat(g: Any) -> int:
    return int(g.s["threat"])


@pytest.mark.rule("Special Terms: Hero Count")
def test_a_value_computed_from_the_game() -> None:
    """Special Terms (Hero Count) generalised: "X = the number of heroes here", counted when
    the effect resolves."""
    g = game(("wolverine", "storm", "cyclops"))
    put_mission(g, "na1")
    for h in ("wolverine", "storm"):
        g.s["heroes"][h]["at"] = "m:na1"
    before = _threat(g)
    fx(g, [{"op": "raise_threat", "amount": {"count": "heroes_here", "times": 2}}], loc="m:na1")
    assert _threat(g) == before + 4
    fx(g, [{"op": "reduce_threat", "amount": {"count": "completed_missions", "plus": 1}}])
    assert _threat(g) == before + 3
    assert describe({"op": "heal", "amount": {"count": "heroes_here"}}) == (
        "heal X damage (X = the number of heroes here)"
    )


@pytest.mark.rule("Threat", "Damage", "Sentinels")
def test_conditions_on_threat_section_damage_and_a_sentinel() -> None:
    """Threat (the track's sections), Damage, Sentinels: conditions a card can ask."""
    g = game()
    put_mission(g, "na1")
    yellow = {"if": "threat_section", "section": "yellow"}
    raise1 = [{"op": "raise_threat", "amount": 1}]
    g.s["threat"] = 4  # green
    fx(g, [{"op": "if", "cond": yellow, "then": raise1}])
    assert _threat(g) == 4
    g.s["threat"] = 7  # yellow
    fx(g, [{"op": "if", "cond": yellow, "then": raise1}])
    assert _threat(g) == 8
    g.s["threat"] = 12  # red: "yellow or higher" holds, "yellow" does not
    fx(g, [{"op": "if", "cond": {**yellow, "or_higher": True}, "then": raise1}])
    fx(g, [{"op": "if", "cond": yellow, "then": raise1}])
    assert _threat(g) == 13
    hurt = {"if": "damage_at_least", "value": 3}
    heal = [{"op": "heal", "amount": 1}]
    g.s["heroes"]["storm"]["damage"] = 3
    g.s["heroes"]["wolverine"]["damage"] = 2
    fx(g, [{"op": "if", "cond": hurt, "then": heal}], hero="storm")
    fx(g, [{"op": "if", "cond": hurt, "then": heal}], hero="wolverine")
    assert (damage(g, "storm"), damage(g, "wolverine")) == (2, 2)
    big = {"if": "heroes_in_play_at_least", "value": 3}
    fx(g, [{"op": "if", "cond": big, "then": raise1}])  # two heroes in play: no
    assert _threat(g) == 13
    watched = {"if": "sentinel_here"}
    fx(g, [{"op": "if", "cond": watched, "then": raise1}], loc="m:na1")
    assert _threat(g) == 13
    put_sentinel(g, "na1", "y_mk2")
    fx(g, [{"op": "if", "cond": watched, "then": raise1}], loc="m:na1")
    assert _threat(g) == 14


@pytest.mark.rule("Showdowns: Threat Effects")
def test_one_hero_at_each_showdown_mission_suffers_damage() -> None:
    """Showdowns, Threat Effects: the rulebook's own example, "one hero at each showdown
    mission suffers 1 damage"; a mission with nobody there is passed by."""
    g = game(("wolverine", "storm", "cyclops"))
    fx(g, [{"op": "setup_showdown"}])
    deploy(g, wolverine="m:04B", storm="m:04B", cyclops="m:05B")
    effect = {
        "op": "at_each_mission",
        "where": "showdown",
        "effects": [{"op": "suffer_damage", "amount": 1, "who": "one_here"}],
    }
    fx(g, [effect])
    # two heroes at 04B: the team picks one of them; the lone hero at 05B takes it at once
    assert kind(g) == "choose_hero" and ids(g) == ["hero:wolverine", "hero:storm"]
    g.apply("hero:storm")
    assert [damage(g, h) for h in ("wolverine", "storm", "cyclops")] == [0, 1, 1]
    assert describe(effect) == "at each showdown mission, one hero here suffers 1 damage"


@pytest.mark.rule("Bonds")
def test_discard_a_bond_takes_the_matching_card_too() -> None:
    """Bonds: "after a hero flips or discards a bond, the hero with the matching card flips or
    discards that bond as well"."""
    g = game()
    love_bond(g, "wolverine", "storm")
    fx(g, [{"op": "discard_bond"}], hero="wolverine")
    assert g.s["heroes"]["wolverine"]["bonds"] == [] == g.s["heroes"]["storm"]["bonds"]
    assert sorted(g.s["bdiscard"]) == ["love/1", "love/2"]


def _with_ability(cid: str, hero: str, **ability: Json) -> Content:
    def change(d: dict[str, Json]) -> None:
        card(d, hero)["ability"] = {"name": "Test Ability", "timing": "active", **ability}

    return variant(cid, change)


@pytest.mark.rule("Clarifications: Abilities and Effects")
def test_double_a_fight_result_beyond_the_die() -> None:
    """Clarifications, Abilities and Effects: doubling a fight result is not limited by the
    die's highest fight value."""
    c = _with_ability("test-double", "wolverine", effects=[{"op": "double_fight"}])
    g = game(content=c)
    at_mission(g, "na1", wolverine="m:na1", storm="school:cerebro")
    alone(g, ["fight 3", "power", "power", "power", "power", "power"])
    g.apply("ability:power:wolverine")  # one fight die: no choice to make
    assert pool(g)[0] == (0, "red", "fight", 6)


@pytest.mark.rule("Step 3: Roll Dice", "Villainy")
def test_fewer_rerolls_from_a_villainy_effect() -> None:
    """Step 3 and Villainy: a villainy effect "lose a reroll" resolves before the reroll."""

    def change(d: dict[str, Json]) -> None:
        card(d, "na1")["villainy"] = [{"op": "lose_reroll", "count": 1}]

    g = game(content=variant("test-lose-reroll", change))
    at_mission(g, "na1", wolverine="m:na1", storm="school:cerebro")
    alone(g, ["villainy", "power", "power", "power", "power", "power"])
    assert g.view()["attempt"]["rerolls_left"] == 2
    g.apply({"id": "reroll", "dice": [0]})
    # one reroll spent, one lost to the villainy effect: nothing left to reroll with
    assert g.view()["attempt"]["rerolls_left"] == 0
    assert "reroll" not in ids(g)


@pytest.mark.rule("Power Card Abilities")
def test_ability_costs_damage_and_a_once_per_game_limit() -> None:
    """Power Card Abilities: "each power card ability describes when it can be used and if it
    has any costs": a cost in damage, a limit of once per game."""
    c = _with_ability(
        "test-cost",
        "wolverine",
        cost={"suffer_damage": 1},
        limit="once_per_game",
        effects=[{"op": "extra_reroll", "count": 1}],
    )
    g = game(content=c)
    at_mission(g, "na1", wolverine="m:na1", storm="school:cerebro")
    alone(g, ["power"] * 6)
    g.apply("ability:power:wolverine")
    assert damage(g, "wolverine") == 1 and g.view()["attempt"]["rerolls_left"] == 3
    assert "ability:power:wolverine" not in ids(g)
    g.s["r"]["used"] = []  # a new round would not bring it back either
    assert "power:wolverine" not in [k for k, _ in usable(engine(g), "roll")]
    assert g.s["used_game"] == ["power:wolverine"]


@pytest.mark.rule("Power Card Abilities", "Being Knocked Out")
def test_a_cost_that_would_knock_the_hero_out_cannot_be_paid() -> None:
    c = _with_ability(
        "test-cost-ko",
        "wolverine",
        cost={"suffer_damage": 2},
        effects=[{"op": "extra_reroll", "count": 1}],
    )
    g = game(content=c)
    g.s["heroes"]["wolverine"]["damage"] = g.content.heroes["wolverine"]["health"] - 2
    at_mission(g, "na1", wolverine="m:na1", storm="school:cerebro")
    alone(g, ["power"] * 6)
    assert "ability:power:wolverine" not in ids(g)


@pytest.mark.rule("Power Card Abilities", "Training Tokens")
def test_discarding_the_training_token_as_a_cost() -> None:
    c = _with_ability(
        "test-cost-token",
        "wolverine",
        cost="discard_training",
        effects=[{"op": "extra_reroll", "count": 1}],
    )
    g = game(content=c)
    at_mission(g, "na1", wolverine="m:na1", storm="school:cerebro")
    alone(g, ["power"] * 6)
    assert "ability:power:wolverine" not in ids(g)  # no token to discard
    g2 = game(content=c)
    g2.s["heroes"]["wolverine"]["training"] = "fight"
    at_mission(g2, "na1", wolverine="m:na1", storm="school:cerebro")
    alone(g2, ["power"] * 6)
    g2.apply("ability:power:wolverine")
    assert g2.s["heroes"]["wolverine"]["training"] is None
