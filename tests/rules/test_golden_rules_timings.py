"""Clarifications: Golden Rules ("cannot" is absolute) and Timings ("during play", "before" /
"after" another effect, simultaneous effects ordered by the heroes), on cards written for
these tests."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.effects import ContentError
from core.games.mutant_insurrection.rules.effects import GLOBAL_OPS, Ctx
from core.games.mutant_insurrection.rules.engine import Engine
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
    pool,
    put_mission,
    put_sentinel,
    refresh,
    variant,
)

Json = Any


def _briefing(data: dict[str, Json], num: str, **face: Json) -> None:
    """Add story card ``num``: side A a briefing with ``face``'s fields, side B a cover."""
    data["story_cards"].append(
        {
            "id": num,
            "A": {"kind": "briefing", "name": f"Test briefing {num}", **face},
            "B": {"kind": "cover", "name": "(reverse)"},
        }
    )


def _lockdown(cannot: list[str]) -> Content:
    return variant(
        "test-cannot-" + "-".join(cannot),
        lambda d: _briefing(d, "90", rules={"cannot": cannot}),
    )


@pytest.mark.rule("Clarifications: Golden Rules", "Special Terms: Timings")
def test_cannot_deploy_to_school_only_while_the_card_is_in_play() -> None:
    """Golden Rules / Timings, During Play: a "cannot" on a card holds while the card is in
    play and stops when it leaves play."""
    g = game(content=_lockdown(["deploy_school"]))
    assert any("@school:" in i for i in ids(g))
    fx(g, [{"op": "put_story", "card": "90A"}])
    refresh(g)
    assert not any("@school:" in i for i in ids(g))
    assert g.view()["rules"]["cannot"] == ["deploy_school"]  # the screen can say why
    fx(g, [{"op": "discard_card", "card": "90A"}])
    refresh(g)
    assert any("@school:" in i for i in ids(g))
    assert g.view()["rules"]["cannot"] == []


@pytest.mark.rule("Clarifications: Golden Rules")
def test_cannot_heal_beats_a_heal_effect_and_a_school_card() -> None:
    """Golden Rules: a "cannot" is absolute, even against other effects (Xavier's Office)."""
    g = game(content=_lockdown(["heal", "reduce_threat"]))
    fx(g, [{"op": "put_story", "card": "90A"}])
    g.s["heroes"]["storm"]["damage"] = 2
    g.s["completed"].append("sabretooth")
    g.s["vdeck"].remove("sabretooth")
    threat = g.s["threat"]
    fx(g, [{"op": "heal", "amount": 2, "who": "each"}], hero="storm")
    assert damage(g, "storm") == 2
    fx(g, [{"op": "reduce_threat", "amount": 2}])
    assert g.s["threat"] == threat
    refresh(g)
    g.apply("storm@school:office")  # heal 1 and trade a villain: neither can happen
    assert damage(g, "storm") == 2 and kind(g) == "deploy" and g.s["threat"] == threat


@pytest.mark.rule("Clarifications: Golden Rules")
def test_cannot_reroll_villainy_beats_an_ability_that_ignores_villainy() -> None:
    """Golden Rules: "ignoring villainy effects" does not let a die that cannot be rerolled
    be rerolled; dice showing other results still reroll."""
    g = game(("colossus", "storm"), content=_lockdown(["reroll_villainy"]))
    put_mission(g, "na1")
    fx(g, [{"op": "put_story", "card": "90A"}])
    refresh(g)
    deploy(g, colossus="m:na1", storm="school:cerebro")
    alone(g, ["villainy", "villainy", "power", "fight 1", "teamwork", "fight 2"])
    reroll = next(o for o in g.decision["options"] if o["id"] == "reroll")
    assert reroll["dice"] == [2, 3, 4, 5]
    assert "ability:power:colossus" not in ids(g)  # Steel Skin rerolls villainy dice only
    with pytest.raises(Exception, match="cannot be rerolled"):
        g.apply({"id": "reroll", "dice": [0]})


@pytest.mark.rule("Clarifications: Golden Rules")
def test_cannot_assist_turn_or_use_mutants() -> None:
    """Golden Rules: no assisting (the hero attempts alone), no turning, no mutant abilities."""
    g = game(content=_lockdown(["assist", "turn_dice", "use_mutants"]))
    put_mission(g, "na1")
    give_mutant(g, "wolverine", "pixie")  # Pixie turns a villainy die
    fx(g, [{"op": "put_story", "card": "90A"}])
    refresh(g)
    g.force_dice(["villainy"] * 6)
    deploy(g, wolverine="m:na1", storm="m:na1")
    g.apply("hero:wolverine")
    assert ids(g) == ["alone"]  # Storm is right there, but nobody can assist
    g.apply("alone")
    assert "ability:mutant:pixie" not in ids(g)
    fx(g, [{"op": "turn", "to": "any"}], hero="wolverine")
    assert kind(g) == "roll" and pool(g)[0][2] == "villainy"


@pytest.mark.rule("Clarifications: Golden Rules", "Special Terms: Revealing Cards")
def test_cannot_draw_mutants_also_stops_a_revealed_mutant_for_a_hero() -> None:
    """Golden Rules: "cannot" beats every other effect, and revealing a mutant for a hero is
    drawing it (Revealing Cards): the revealed mutant stays on top of the deck."""
    g = game(content=_lockdown(["draw_mutant"]))
    fx(g, [{"op": "put_story", "card": "90A"}])
    top = g.s["mdeck"][0]
    fx(g, [{"op": "reveal", "deck": "mutant", "then": "draw"}], hero="wolverine")
    assert g.s["heroes"]["wolverine"]["mutant"] is None and g.s["mdeck"][0] == top


@pytest.mark.rule("Clarifications: Golden Rules")
def test_cannot_gain_mutants_training_bonds_or_swap() -> None:
    """Golden Rules: the hero-building effects do nothing; no mutant swaps in the regroup."""
    g = game(content=_lockdown(["draw_mutant", "train", "form_bond", "swap_mutants"]))
    fx(g, [{"op": "put_story", "card": "90A"}])
    fx(g, [{"op": "draw_mutant"}, {"op": "train"}, {"op": "form_bond"}], hero="wolverine")
    w = g.s["heroes"]["wolverine"]
    assert w["mutant"] is None and w["training"] is None and w["bonds"] == []
    g.s["mschool"].append(g.s["mdeck"].pop())
    seen = []
    refresh(g)
    deploy(g, wolverine="school:danger_room", storm="school:cerebro")
    while g.s["round"] == 1 and g.outcome is None:
        seen.append(kind(g))
        g.apply(g.legal_actions()[0])
    assert "mutant_swap" not in seen and "train" not in seen
    assert g.s["heroes"]["storm"]["mutant"] is None


@pytest.mark.rule("Special Terms: Timings", "Sentinels")
def test_a_sentinels_rule_lasts_while_it_is_attached() -> None:
    """Timings, During Play / Sentinels: a rule on an attached Sentinel ends with its discard."""

    def change(d: dict[str, Json]) -> None:
        card(d, "g_mk1")["rules"] = {"cannot": ["heal"]}

    g = game(content=variant("test-sentinel-rule", change))
    put_mission(g, "na1")
    put_sentinel(g, "na1", "g_mk1")
    g.s["heroes"]["storm"]["damage"] = 2
    fx(g, [{"op": "heal", "amount": 1}], hero="storm")
    assert damage(g, "storm") == 2
    from core.games.mutant_insurrection.rules.sentinels import discard_sentinel
    from tests.rules.rulekit import engine

    discard_sentinel(engine(g), "na1")
    fx(g, [{"op": "heal", "amount": 1}], hero="storm")
    assert damage(g, "storm") == 1


def _timed(cid: str, *briefings: list[Json]) -> Content:
    def change(d: dict[str, Json]) -> None:
        for i, timed in enumerate(briefings):
            _briefing(d, f"9{i}", timed=timed)

    return variant(cid, change)


@pytest.mark.rule("Special Terms: Timings")
def test_before_and_after_another_effect_happen_immediately_around_it() -> None:
    """Timings: "before"/"after" another effect happen immediately before or after it."""
    c = _timed(
        "test-before-after",
        [
            {
                "when": "before_effect",
                "effect": "raise_threat",
                "effects": [{"op": "suffer_damage", "amount": 1, "who": "each"}],
            },
            {
                "when": "after_effect",
                "effect": "raise_threat",
                "effects": [{"op": "draw_mutant", "who": "each"}],
            },
        ],
    )
    g = game(content=c)
    fx(g, [{"op": "put_story", "card": "90A"}])
    start = len(g.s["log"])
    fx(g, [{"op": "raise_threat", "amount": 1}, {"op": "reduce_threat", "amount": 1}])
    log = g.s["log"][start:]
    rise = next(i for i, x in enumerate(log) if x.startswith("Threat rises"))
    hurt = [i for i, x in enumerate(log) if "suffers 1 damage" in x]
    drew = [i for i, x in enumerate(log) if "draws the mutant" in x]
    fall = next(i for i, x in enumerate(log) if x.startswith("Threat falls"))
    assert len(hurt) == 2 and max(hurt) < rise < min(drew) and max(drew) < fall


@pytest.mark.rule("Special Terms: Timings")
def test_a_timing_never_triggers_itself() -> None:
    """Timings: an "after raising threat, raise threat" card resolves once, not forever."""
    c = _timed(
        "test-no-loop",
        [
            {
                "when": "after_effect",
                "effect": "raise_threat",
                "effects": [{"op": "raise_threat", "amount": 1}],
            }
        ],
    )
    g = game(content=c)
    fx(g, [{"op": "put_story", "card": "90A"}])
    threat = g.s["threat"]
    fx(g, [{"op": "raise_threat", "amount": 1}])
    assert g.s["threat"] == threat + 2


@pytest.mark.rule("Special Terms: Timings")
def test_simultaneous_after_effects_are_ordered_by_the_heroes() -> None:
    """Timings: if multiple effects would occur at the same time, the heroes choose the order."""
    after_heal = [
        {"when": "after_effect", "effect": "heal", "effects": [{"op": "raise_threat", "amount": 1}]}
    ]
    g = game(content=_timed("test-simultaneous", after_heal, after_heal))
    fx(g, [{"op": "put_story", "card": "90A"}, {"op": "put_story", "card": "91A"}])
    g.s["heroes"]["storm"]["damage"] = 1
    threat = g.s["threat"]
    fx(g, [{"op": "heal", "amount": 1}], hero="storm")
    assert kind(g) == "order_effects" and len(ids(g)) == 2
    g.apply("effect:1")
    assert g.s["threat"] == threat + 2


@pytest.mark.rule("Special Terms: Timings")
def test_after_a_knock_out_and_after_a_mission_is_completed() -> None:
    """Timings: game events can be the effect a timing follows (a hero knocked out, a mission
    completed after its success outcome and the move to the completed pile)."""
    c = _timed(
        "test-events",
        [
            {
                "when": "after_effect",
                "effect": "knock_out",
                "effects": [{"op": "raise_threat", "amount": 2}],
            },
            {
                "when": "after_effect",
                "effect": "mission_completed",
                "effects": [{"op": "reduce_threat", "amount": 1}],
            },
        ],
    )
    g = game(("wolverine", "storm", "cyclops"), content=c)
    fx(g, [{"op": "put_story", "card": "90A"}])
    threat = g.s["threat"]
    fx(g, [{"op": "suffer_damage", "amount": 9}], hero="cyclops")
    assert g.s["threat"] == threat + 1 + 2  # the knock-out's own +1, then the card's +2
    at_mission(g, "sa1", wolverine="m:sa1", storm="school:cerebro")
    alone(g, ["teamwork", "fight 2", "villainy", "villainy", "villainy", "villainy"])
    g.apply("stop")
    g.apply({"id": "spend", "req": "o0r0", "dice": [0]})
    start = len(g.s["log"])
    g.apply({"id": "spend", "req": "o0r1", "dice": [1]})
    while kind(g) in ("choose_hero", "train"):
        g.apply(ids(g)[0])
    log = g.s["log"][start:]
    assert log.index("Jungle Rescue is completed!") < log.index(f"Threat falls to {threat + 2}.")


@pytest.mark.rule("Special Terms: Timings")
def test_a_mission_reacts_only_to_effects_that_happen_there() -> None:
    """Timings with the ``triggered_here`` condition: "when a hero here suffers damage"."""

    def change(d: dict[str, Json]) -> None:
        card(d, "na1")["timed"] = [
            {
                "when": "after_effect",
                "effect": "suffer_damage",
                "condition": {"if": "triggered_here"},
                "effects": [{"op": "raise_threat", "amount": 1}],
            }
        ]

    g = game(content=variant("test-here", change))
    put_mission(g, "na1")
    threat = g.s["threat"]
    fx(g, [{"op": "suffer_damage", "amount": 1}], hero="storm", loc="school:office")
    assert g.s["threat"] == threat
    fx(g, [{"op": "suffer_damage", "amount": 1}], hero="storm", loc="m:na1")
    assert g.s["threat"] == threat + 1


@pytest.mark.rule("Power Card Abilities", "Special Terms: Timings")
def test_after_you_roll_and_optional_abilities_ask_first() -> None:
    """Timings / Power Card Abilities: an ability "after you roll" fires after the first roll;
    one that says "may" asks, one that does not simply happens."""

    def change(d: dict[str, Json]) -> None:
        card(d, "wolverine")["ability"] = {
            "name": "Second Wind",
            "timing": "after_roll",
            "optional": True,
            "effects": [{"op": "extra_reroll", "count": 1}],
        }

    g = game(content=variant("test-after-roll", change))
    at_mission(g, "na1", wolverine="m:na1", storm="school:office")
    alone(g, ["villainy"] * 6)
    assert kind(g) == "may" and len(pool(g)) == 6  # the dice are rolled first
    g.apply("yes")
    assert g.view()["attempt"]["rerolls_left"] == 3


@pytest.mark.parametrize(
    ("face", "message"),
    [
        ({"rules": {"cannot": ["fly"]}}, "$.story_cards[6].A.rules.cannot: expected a list of"),
        ({"rules": {"sometimes": 1}}, "$.story_cards[6].A.rules.sometimes: known rules are"),
        (
            {"timed": [{"when": "before_effect", "effect": "knock_out", "effects": []}]},
            "$.story_cards[6].A.timed[0].effect: 'knock_out' is not an op or event",
        ),
        (
            {"timed": [{"when": "end_of_round", "effect": "heal", "effects": []}]},
            "$.story_cards[6].A.timed[0].effect: only before/after timings name an effect",
        ),
    ],
)
@pytest.mark.rule("Special Terms: Timings", "Clarifications: Golden Rules")
def test_bad_rules_and_timings_are_rejected_at_load(face: dict[str, Json], message: str) -> None:
    """Content: malformed rules and timings are refused naming the card and the JSON path."""
    with pytest.raises(ContentError) as err:
        variant("test-bad", lambda d: _briefing(d, "90", **face))
    assert str(err.value).startswith("story card 90A: " + message)


@pytest.mark.rule("Being Knocked Out", "Step 5: Check Outcomes", "Special Terms: Timings")
def test_an_after_timing_survives_the_knock_out_of_the_active_hero() -> None:
    """Timings / Being Knocked Out: villainy damage knocks the active hero out (straight to
    Check Outcomes), yet what happens "after" that damage still happens."""
    after_damage = [
        {
            "when": "after_effect",
            "effect": "suffer_damage",
            "effects": [{"op": "raise_threat", "amount": 2}],
        }
    ]
    g = game(("wolverine", "storm", "cyclops"), content=_timed("test-after-ko", after_damage))
    fx(g, [{"op": "put_story", "card": "90A"}])
    put_mission(g, "juggernaut")
    refresh(g)
    g.s["heroes"]["wolverine"]["damage"] = 7
    threat = g.s["threat"]
    deploy(g, wolverine="m:juggernaut", storm="school:cerebro", cyclops="school:cerebro")
    alone(g, ["villainy"] * 6)
    g.apply({"id": "reroll", "dice": [0]})  # Juggernaut: suffer 2 -> knocked out
    assert "wolverine" in g.s["ko"]
    log = g.s["log"]
    ko = log.index("Wolverine is knocked out!")
    assert log[ko + 1 : ko + 3] == [
        f"Threat rises by 1 to {threat + 1}.",  # the knock-out
        f"Threat rises by 2 to {threat + 3}.",  # after the damage
    ]


@pytest.mark.rule("Special Terms: Timings")
def test_start_of_regroup_comes_before_the_heroes_return() -> None:
    """Timings: effects at the start of a phase come before all of its steps (here: before the
    heroes on school cards go back to the Blackbird and cards are readied)."""
    start = [
        {
            "when": "start_of_regroup",
            "effects": [{"op": "may", "effects": [{"op": "raise_threat", "amount": 1}]}],
        }
    ]
    g = game(content=_timed("test-start-regroup", start))
    fx(g, [{"op": "put_story", "card": "90A"}])
    g.s["mdeck"].remove("pixie")
    g.s["heroes"]["storm"].update(mutant="pixie", mutant_ready=False)
    refresh(g)
    deploy(g, wolverine="school:office", storm="school:office")
    while kind(g) != "may":
        g.apply(g.legal_actions()[0])
    assert g.s["phase"] == "regroup"
    assert g.s["heroes"]["storm"]["at"] == "school:office"
    assert g.s["heroes"]["storm"]["mutant_ready"] is False
    g.apply("no")
    assert g.s["heroes"]["storm"]["at"] == "bb" and g.s["heroes"]["storm"]["mutant_ready"]


@pytest.mark.rule("Clarifications: Golden Rules", "Outcomes")
def test_cannot_here_holds_only_for_the_heroes_at_that_mission() -> None:
    """Golden Rules / Outcomes: "heroes here cannot heal or be assisted" binds the heroes at
    that mission (even against its own success outcome) and nobody elsewhere."""

    def change(d: dict[str, Json]) -> None:
        card(d, "na1")["rules"] = {"cannot_here": ["heal", "assist"]}

    g = game(("wolverine", "storm", "cyclops"), content=variant("test-cannot-here", change))
    put_mission(g, "na1")
    refresh(g)
    assert g.view()["missions"][-1]["cannot_here"] == ["assist", "heal"]
    g.s["heroes"]["wolverine"]["damage"] = 2
    g.s["heroes"]["storm"]["damage"] = 2
    g.force_dice(["fight 3", "teamwork", "power", "villainy", "villainy", "villainy"])
    deploy(g, storm="school:office", wolverine="m:na1", cyclops="m:na1")
    assert damage(g, "storm") == 1  # at the school, Storm heals
    g.apply("hero:wolverine")
    assert ids(g) == ["alone"]  # no assisting at Factory Raid, though Cyclops is there
    g.apply("alone")
    g.apply("stop")
    for req, die in (("o0r0", 0), ("o1r0", 1), ("o1r1", 2)):
        g.apply({"id": "spend", "req": req, "dice": [die]})
    assert kind(g) == "choose_hero"  # the success reward: which hero there takes it
    g.apply("hero:wolverine")
    assert "na1" in g.s["completed"] and damage(g, "wolverine") == 2


@pytest.mark.rule("Clarifications: Golden Rules")
def test_cannot_here_needs_a_place() -> None:
    """Content: a briefing has no "here"; the loader says so with the card and the path."""
    with pytest.raises(ContentError) as err:
        variant("test-bad-here", lambda d: _briefing(d, "90", rules={"cannot_here": ["heal"]}))
    assert "$.story_cards[6].A.rules.cannot_here: cannot_here needs a mission or a" in str(
        err.value
    )


@pytest.mark.rule("Special Terms: Ready & Exhausted", "Mutants")
@pytest.mark.parametrize("answer", ["yes", "no"])
def test_an_optional_triggered_ability_is_paid_for_only_when_used(answer: str) -> None:
    """Ready & Exhausted / Mutants: "after you roll, you may exhaust ... to ..." asks; the card
    is exhausted only if the hero uses it."""

    def change(d: dict[str, Json]) -> None:
        card(d, "rockslide")["ability"] = {
            "name": "Rockslide",
            "timing": "after_roll",
            "optional": True,
            "cost": "exhaust",
            "effects": [{"op": "extra_reroll", "count": 1}],
        }

    g = game(content=variant("test-optional-cost", change))
    put_mission(g, "na1")
    refresh(g)
    give_mutant(g, "wolverine", "rockslide")
    deploy(g, wolverine="m:na1", storm="school:office")
    alone(g, ["villainy"] * 6)
    assert kind(g) == "may"
    g.apply(answer)
    assert g.s["heroes"]["wolverine"]["mutant_ready"] is (answer == "no")
    assert g.view()["attempt"]["rerolls_left"] == (3 if answer == "yes" else 2)


def _forever(e: Engine, eff: Json, ctx: Ctx) -> None:
    """An effect that schedules itself again: what a faulty content pack could amount to."""
    e.push({"t": "fx", "e": eff, "ctx": ctx})


@pytest.mark.rule("Special Terms: Timings")
def test_an_effect_chain_that_never_ends_is_a_content_error_naming_the_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Timings: effects happen "immediately" one after another, so a chain with no end would
    freeze the game; the engine stops it with a ContentError naming the card, and an action
    that runs into one leaves the game exactly as it was."""
    monkeypatch.setitem(GLOBAL_OPS, "test_forever", _forever)
    g = game()
    with pytest.raises(ContentError, match=r"Xavier's Dream \(01A\) never come to an end"):
        fx(g, [{"op": "test_forever"}], card="01A")
    g = game()
    before = json.dumps(g.s)
    g.s["decision"]["resume"] = {"t": "fx", "e": {"op": "test_forever"}, "ctx": {"card": "01A"}}
    with pytest.raises(ContentError):
        g.apply(g.legal_actions()[0])
    assert json.dumps(g.s) == before  # put back as the log says it was
