"""The card language beyond one's own attempt (issue 10, part 3): abilities used when deploying,
in the threat phase, in regroup, when damage comes, on another hero's attempt; moving heroes;
damage prevention and "instead"; more "during play" rules. Each test names the rulebook section
the card text plays on."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content.card_text import ability_text, rules_text, timed_text
from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.effects.schema import (
    ContentError,
    validate_ability,
    validate_rules,
    validate_timed,
)
from tests.rules.rulekit import (
    alone,
    at_mission,
    card,
    damage,
    deploy,
    fx,
    game,
    give_mutant,
    ids,
    kind,
    put_mission,
    refresh,
    spend,
    variant,
)

Json = Any


def _power(cid: str, hero: str, timing: str, effects: list[Json], **more: Json) -> Content:
    def change(d: dict[str, Json]) -> None:
        ab = {"name": "Test Timing", "timing": timing, "effects": effects, **more}
        card(d, hero)["ability"] = ab

    return variant(cid, change)


def _mutant(cid: str, timing: str, effects: list[Json], **more: Json) -> Content:
    """Mutant ``armor`` of the test set with a new ability (cost: exhaust)."""

    def change(d: dict[str, Json]) -> None:
        ab = {"name": "Test Mutant", "timing": timing, "cost": "exhaust", "effects": effects}
        card(d, "armor")["ability"] = {**ab, **more}

    return variant(cid, change)


@pytest.mark.rule("Power Card Abilities", "Deploy Phase")
def test_an_ability_used_when_deploying() -> None:
    c = _power("t-deploy", "wolverine", "deploy", [{"op": "heal", "amount": 1}])
    for answer, left in (("use:power:wolverine", 1), ("pass", 2)):
        g = game(content=c)
        g.s["heroes"]["wolverine"]["damage"] = 2
        put_mission(g, "na1")
        refresh(g)
        g.apply("wolverine@m:na1")
        d = g.decision
        assert d is not None and d["kind"] == "use_ability" and d["who"] == "wolverine"
        assert ids(g) == ["use:power:wolverine", "pass"]
        g.apply(answer)
        assert damage(g, "wolverine") == left
        assert kind(g) == "deploy"  # the deploy phase goes on; Storm has not deployed
        assert "storm@m:na1" in ids(g)


@pytest.mark.rule("Power Card Abilities", "Threat Phase")
def test_an_ability_used_in_the_threat_phase_comes_before_its_steps() -> None:
    c = _power(
        "t-threat",
        "storm",
        "threat",
        [{"op": "reduce_threat", "amount": 1}],
        limit="once_per_round",
    )
    g = game(content=c)
    deploy(g, wolverine="school:cerebro", storm="school:danger_room")
    while kind(g) != "use_ability":
        g.apply(g.legal_actions()[0])
    assert g.s["phase"] == "threat" and g.decision is not None
    assert g.decision["who"] == "storm"
    mark = len(g.events)
    g.apply("use:power:storm")
    types = [ev["type"] for ev in g.events[mark:]]
    assert types.index("threat_down") < types.index("threat_up")  # before Raise Threat


@pytest.mark.rule("Mutants", "Regroup Phase", "Special Terms: Ready & Exhausted")
def test_a_mutant_used_in_regroup_once_cards_are_readied() -> None:
    c = _mutant("t-regroup", "regroup", [{"op": "heal", "amount": 2}])
    g = game(content=c)
    give_mutant(g, "storm", "armor")
    g.s["heroes"]["storm"]["damage"] = 3
    deploy(g, wolverine="school:cerebro", storm="school:danger_room")
    while kind(g) != "use_ability":
        g.apply(g.legal_actions()[0])
    assert g.s["phase"] == "regroup"
    g.apply("use:mutant:armor")
    assert damage(g, "storm") == 1
    # exhausted after the readying step: spent for the coming round
    assert g.s["heroes"]["storm"]["mutant_ready"] is False


@pytest.mark.rule("Damage", "Mutants")
def test_preventing_damage_when_it_comes() -> None:
    c = _mutant("t-prevent", "damaged", [{"op": "prevent_damage", "amount": 1}])
    g = game(content=c)
    give_mutant(g, "wolverine", "armor")
    fx(g, [{"op": "suffer_damage", "amount": 3}], hero="wolverine")
    assert kind(g) == "use_ability" and ids(g) == ["use:mutant:armor", "pass"]
    g.apply("use:mutant:armor")
    assert damage(g, "wolverine") == 2
    fx(g, [{"op": "suffer_damage", "amount": 3}], hero="wolverine")  # exhausted: no offer
    assert damage(g, "wolverine") == 5


@pytest.mark.rule("Damage", "Clarifications: Golden Rules")
def test_instead_of_suffering_damage() -> None:
    c = _mutant("t-instead", "damaged", [{"op": "raise_threat", "amount": 1}], instead=True)
    g = game(content=c)
    give_mutant(g, "wolverine", "armor")
    before = g.s["threat"]
    fx(g, [{"op": "suffer_damage", "amount": 4}], hero="wolverine")
    g.apply("use:mutant:armor")
    assert damage(g, "wolverine") == 0 and g.s["threat"] == before + 1
    text = ability_text(c.mutants["armor"]["ability"], c)
    assert "instead, raise the threat by 1" in text


@pytest.mark.rule("Attempting Missions", "Step 4: Complete Objectives", "Damage")
def test_a_damage_requirement_is_paid_in_full() -> None:
    """Prevention is for damage an effect deals: a damage requirement is a price the active
    hero chooses to pay, so a "during play" prevention does not make it cheaper."""

    def change(d: dict[str, Json]) -> None:
        card(d, "na1")["rules"] = {"prevent_damage": 1}
        card(d, "na1")["objectives"] = [["damage 2"]]

    g = game(content=variant("t-req", change))
    at_mission(g, "na1", wolverine="m:na1", storm="school:cerebro")
    fx(g, [{"op": "suffer_damage", "amount": 2}], hero="storm")
    assert damage(g, "storm") == 1  # damage from an effect: 1 of it prevented
    alone(g, ["power"] * 6)
    g.apply("stop")
    spend(g, "o0r0")
    assert "Wolverine suffers 2 damage (2/8)." in g.s["log"]


@pytest.mark.rule("Power Card Abilities", "Attempting Missions")
def test_an_ability_used_on_another_heros_attempt() -> None:
    c = _power("t-ally", "storm", "ally_attempt", [{"op": "extra_reroll", "count": 1}])
    g = game(content=c)
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1")
    while kind(g) != "assist":
        g.apply("hero:wolverine" if "hero:wolverine" in ids(g) else g.legal_actions()[0])
    alone(g, ["power"] * 6)
    d = g.decision
    assert d is not None and d["kind"] == "use_ability" and d["who"] == "storm"
    g.apply("use:power:storm")
    assert kind(g) == "roll" and g.view()["attempt"]["rerolls_left"] == 3
    assert g.s["att"]["hero"] == "wolverine"


@pytest.mark.rule("Deploy Phase", "Mission Phase")
def test_moving_a_hero_to_another_mission() -> None:
    g = game()
    put_mission(g, "na1")
    put_mission(g, "sa1")
    refresh(g)
    deploy(g, wolverine="m:na1")
    fx(g, [{"op": "move_hero"}], hero="wolverine", loc="m:na1")
    # every other face-up mission with room, never where the hero already is
    assert kind(g) == "move_hero" and "to:m:sa1" in ids(g) and "to:m:na1" not in ids(g)
    g.apply("to:m:sa1")
    assert g.s["heroes"]["wolverine"]["at"] == "m:sa1"
    assert g.events[-1]["type"] == "move"


@pytest.mark.rule("Deploy Phase")
def test_moving_here_and_the_hero_counts_as_deployed() -> None:
    g = game()
    put_mission(g, "na1")
    put_mission(g, "sa1")
    refresh(g)
    deploy(g, wolverine="m:na1")
    fx(g, [{"op": "move_hero", "who": "one", "to": "here"}], hero="wolverine", loc="m:sa1")
    # "one hero": the team picks Storm or Wolverine; then only "here" is a destination
    if kind(g) == "choose_hero":
        g.apply("hero:storm")
    assert g.s["heroes"]["storm"]["at"] == "m:sa1"
    assert "storm" in g.s["r"]["deployed"]


@pytest.mark.rule("Special Terms: Timings", "Step 3: Roll Dice", "Deploy Phase")
def test_during_play_rerolls_and_a_smaller_mission() -> None:
    def change(d: dict[str, Json]) -> None:
        card(d, "na1")["rules"] = {"rerolls": -1, "max_heroes": 1}

    g = game(content=variant("t-rules", change))
    at_mission(g, "na1", wolverine="m:na1")
    assert "storm@m:na1" not in ids(g)  # at most one hero there while it is in play
    g.apply("storm@school:cerebro")
    alone(g, ["power"] * 6)
    assert g.view()["attempt"]["rerolls_left"] == 1
    rules = g.view()["rules"]  # what the board shows as in force
    assert (rules["rerolls"], rules["max_heroes"], rules["prevent_damage"]) == (-1, 1, 0)


@pytest.mark.rule("Special Terms: Timings", "Threat Phase: 2. Flip Missions")
def test_during_play_extra_flips() -> None:
    def change(d: dict[str, Json]) -> None:
        card(d, "na1")["rules"] = {"extra_flips": 1}

    from tests.rules.rulekit import engine

    g = game(content=variant("t-flips", change), heroes=("wolverine", "storm", "cyclops"))
    from core.games.mutant_insurrection.rules.threat import flips_due

    before = flips_due(engine(g))
    put_mission(g, "na1")
    assert flips_due(engine(g)) == before + 1


@pytest.mark.rule("Special Terms: Timings", "Clarifications: Golden Rules")
def test_a_before_timing_that_replaces_the_effect() -> None:
    timed = {
        "when": "before_effect",
        "effect": "raise_threat",
        "instead": True,
        "effects": [{"op": "suffer_damage", "amount": 1, "who": "each"}],
    }
    after = {
        "when": "after_effect",
        "effect": "raise_threat",
        "effects": [{"op": "heal", "amount": 5, "who": "each"}],
    }

    def change(d: dict[str, Json]) -> None:
        card(d, "na1")["timed"] = [timed, after]

    g = game(content=variant("t-instead-timed", change))
    put_mission(g, "na1")
    before = g.s["threat"]
    fx(g, [{"op": "raise_threat", "amount": 3}])
    assert g.s["threat"] == before  # it did not happen ...
    assert damage(g, "wolverine") == damage(g, "storm") == 1  # ... this did, and no "after"
    fx(g, [{"op": "reduce_threat", "amount": 1}])
    assert g.s["threat"] == max(1, before - 1)  # other effects are untouched
    assert timed_text(timed).startswith("Just before the threat rises: that does not happen")


@pytest.mark.rule("Power Card Abilities")
def test_the_planner_uses_a_helpful_window_ability_and_skips_a_harmful_one() -> None:
    good = _mutant("t-bot-good", "damaged", [{"op": "prevent_damage", "amount": 2}])
    bad = _mutant("t-bot-bad", "threat", [{"op": "raise_threat", "amount": 2}])
    for c, want in ((good, "use:mutant:armor"), (bad, "pass")):
        g = game(content=c)
        give_mutant(g, "wolverine", "armor")
        if c is good:
            fx(g, [{"op": "suffer_damage", "amount": 3}], hero="wolverine")
        else:
            while kind(g) != "use_ability":
                g.apply(g.legal_actions()[0])
        assert Bot("planner").choose(g) == want


@pytest.mark.rule("Special Terms: Timings")
def test_the_new_card_language_is_validated_and_worded() -> None:
    with pytest.raises(ContentError, match="instead"):
        validate_ability(
            {"name": "x", "timing": "active", "instead": True, "effects": []}, "mutant m"
        )
    with pytest.raises(ContentError, match="from 1 to 3"):
        validate_rules({"max_heroes": 4}, "briefing 01A")
    with pytest.raises(ContentError, match="instead"):
        validate_timed(
            [{"when": "after_effect", "effect": "heal", "instead": True, "effects": []}], "x"
        )
    validate_rules({"rerolls": -2, "prevent_damage": 1, "extra_flips": 2}, "briefing 01A")
    lines = rules_text({"rerolls": 1, "max_heroes": 2})
    assert lines == [
        "While this card is in play, every active hero has 1 more reroll.",
        "While this card is in play, at most 2 heroes may deploy to one mission.",
    ]


@pytest.mark.rule("Damage", "Being Knocked Out")
def test_the_planner_takes_an_instead_when_the_blow_is_worth_more() -> None:
    """Husk-like: "instead of the damage, raise the threat by 1". One damage is not worth a
    threat; a knock-out is (a hero lost and 1 threat anyway)."""
    c = _mutant("t-bot-instead", "damaged", [{"op": "raise_threat", "amount": 1}], instead=True)
    for start, want in ((0, "pass"), (6, "use:mutant:armor")):
        g = game(content=c)
        give_mutant(g, "wolverine", "armor")
        g.s["heroes"]["wolverine"]["damage"] = start  # health 8
        fx(g, [{"op": "suffer_damage", "amount": 2}], hero="wolverine")
        assert g.decision is not None and "2 damage is coming" in g.decision["prompt"]
        assert Bot("planner").choose(g) == want


@pytest.mark.rule("Showdowns: Attacks", "Damage")
def test_a_showdown_attack_can_be_prevented() -> None:
    """Showdowns, Attacks: every hero suffers the attack value at the start of the threat
    phase; that is damage dealt to them, so a "damaged" ability may prevent it."""
    from tests.rules.rulekit import engine

    c = _mutant("t-attack", "damaged", [{"op": "prevent_damage", "amount": 1}])
    g = game(plot="last_stand", content=c)  # its showdown is set up at once: 04B attacks for 1
    assert g.s["showdown"] is not None
    give_mutant(g, "wolverine", "armor")
    g.s["decision"] = None
    e = engine(g)
    e.push({"t": "showdown_threat"})
    e.run()
    g._legal = None
    d = g.decision
    assert d is not None and d["who"] == "wolverine" and "1 damage is coming" in d["prompt"]
    g.apply("use:mutant:armor")
    assert damage(g, "wolverine") == 0 and damage(g, "storm") == 1
