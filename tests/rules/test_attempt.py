"""Attempting Missions, Steps 1-5, Villainy, Turning Dice and Outcomes."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.mutant_insurrection.rules.dice_ops import turn_targets
from core.games.mutant_insurrection.rules.villains import replace_mission
from tests.rules.rulekit import (
    alone,
    at_mission,
    card,
    damage,
    deploy,
    engine,
    finish,
    fx,
    game,
    give_mutant,
    ids,
    kind,
    pool,
    put_mission,
    put_sentinel,
    refresh,
    reroll,
    spend,
    variant,
)

NOTHING = ["villainy"] * 6


def _villain(g, mid: str, villain: str) -> None:  # type: ignore[no-untyped-def]
    """Stage: ``villain`` from the villain deck replaces face-up ``mid``."""
    put_mission(g, mid)
    g.s["vdeck"].remove(villain)
    replace_mission(engine(g), mid, villain)


@pytest.mark.rule("Step 1: Choose Active Hero")
def test_step1_active_heroes_and_assisting_once_per_round() -> None:
    """Step 1: Choose Active Hero: each hero is active once a round and assists once a round;
    the assist card travels to the active hero and comes back in the regroup phase."""
    g = game(("wolverine", "storm", "cyclops"))
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1", cyclops="m:na1")
    assert ids(g) == ["hero:wolverine", "hero:storm", "hero:cyclops"]
    g.apply("hero:wolverine")
    assert ids(g) == ["alone", "assist:storm", "assist:cyclops"]
    g.force_dice(NOTHING)
    g.apply("assist:cyclops")
    assert kind(g) == "assist_dice"  # two assist cards now: whose two dice join the pool?
    assert ids(g) == ["dice:cyclops", "dice:wolverine"]
    g.apply("dice:cyclops")
    assert g.s["heroes"]["cyclops"]["assist_at"] == "wolverine"
    assert [c for _, c, _, _ in pool(g)] == ["red", "red", "red", "yellow", "blue", "blue"]
    finish(g)  # nothing spent: the attempt ends; Wolverine has been active this round
    assert ids(g) == ["hero:storm", "hero:cyclops"]
    g.apply("hero:storm")
    assert ids(g) == ["alone", "assist:wolverine"]  # Cyclops has assisted this round
    alone(g, NOTHING)
    g.apply("stop")
    while g.s["phase"] != "regroup" and g.outcome is None:
        g.apply(g.legal_actions()[0])
    assert g.s["heroes"]["cyclops"]["assist_at"] == "cyclops"


@pytest.mark.rule("Step 1: Choose Active Hero")
def test_step1_any_other_hero_in_play_may_assist_wherever_they_are() -> None:
    """Step 1: Choose Active Hero: "one other hero" gives their assist card, with no condition
    on where that hero is (reading "assist-anywhere"); each hero assists once per round."""
    g = game(("wolverine", "storm", "cyclops"))
    put_mission(g, "na1")
    at_mission(g, "af1", wolverine="m:na1", storm="m:af1", cyclops="school:office")
    g.apply("m:na1")
    assert kind(g) == "assist" and ids(g) == ["alone", "assist:storm", "assist:cyclops"]
    g.force_dice(NOTHING)
    g.apply("assist:cyclops")  # from the school card
    g.apply("dice:cyclops")
    assert g.s["heroes"]["cyclops"]["assist_at"] == "wolverine"
    finish(g)
    # Storm, alone at Africa, is next: Cyclops has assisted this round, Wolverine may
    assert g.decision is not None and g.decision["who"] == "storm"
    assert ids(g) == ["alone", "assist:wolverine"]


@pytest.mark.rule("Step 2: Assemble Dice Pool")
def test_step2_pool_without_an_assist_card() -> None:
    """Step 2: Assemble Dice Pool: four power-card dice plus one assist card in the play area;
    a hero who gave their assist card away and is not assisted rolls four dice."""
    g = game(("wolverine", "storm"))
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1")
    g.apply("hero:wolverine")
    g.force_dice(NOTHING)
    g.apply("assist:storm")
    g.apply("dice:storm")
    finish(g)
    assert kind(g) == "assist" and g.decision["who"] == "storm"
    alone(g, NOTHING[:4])
    assert [c for _, c, _, _ in pool(g)] == ["yellow", "yellow", "blue", "blue"]


@pytest.mark.rule("Clarifications: Missions", "Step 3: Roll Dice")
def test_step3_two_standard_rerolls_plus_ability_rerolls() -> None:
    """Step 3: Roll Dice: two rerolls; rerolls granted by abilities are additional
    (Clarifications: Missions). Storm's ability grants one, once per round."""
    g = game(("storm", "wolverine"))
    at_mission(g, "na1", storm="m:na1", wolverine="school:office")
    alone(g, NOTHING)
    reroll(g, 0)
    reroll(g, 1)
    assert "reroll" not in ids(g)
    g.apply("ability:power:storm")
    assert "reroll" in ids(g)
    reroll(g, 2)
    assert "reroll" not in ids(g) and "ability:power:storm" not in ids(g)


@pytest.mark.rule("Villainy")
def test_villainy_without_effect_rerolls_freely() -> None:
    """Villainy: dice showing villainy reroll without penalty when the mission has no villainy
    effect, or when its effect cannot be resolved (Mister Sinister with no mutant to lose)."""
    g = game(("wolverine", "storm"))
    _villain(g, "na1", "sinister")
    refresh(g)
    deploy(g, wolverine="m:sinister", storm="school:office")
    alone(g, NOTHING)
    reroll(g, 0, 1)
    assert kind(g) == "roll" and damage(g, "wolverine") == 0


@pytest.mark.rule("Villainy")
def test_villainy_resolved_before_each_reroll_that_includes_villainy() -> None:
    """Villainy: the effect is resolved each time villainy dice are rerolled; a Sentinel adds
    its villainy effect and the hero chooses the order."""
    g = game(("wolverine", "storm"))
    put_mission(g, "blob")
    put_sentinel(g, "blob", "g_mk1")
    refresh(g)
    deploy(g, wolverine="m:blob", storm="school:office")
    alone(g, ["villainy", "power", "power", "power", "power", "power"])
    reroll(g, 1)  # no villainy die in this reroll: nothing to resolve
    assert damage(g, "wolverine") == 0
    g.force_dice(["power"])
    reroll(g, 0)
    assert kind(g) == "villainy_order"
    g.apply("first:1")
    assert damage(g, "wolverine") == 2


@pytest.mark.rule("Clarifications: Abilities and Effects", "Villainy")
def test_villainy_or_must_be_an_option_that_fully_resolves() -> None:
    """Clarifications: Abilities and Effects / Villainy: an "or" must be resolved with an
    option that has an effect when one does; Sauron costs 1 damage without a training token."""
    g = game(("wolverine", "storm"))
    at_mission(g, "sauron", wolverine="m:sauron", storm="school:office")
    alone(g, NOTHING)
    reroll(g, 0)
    assert damage(g, "wolverine") == 1  # the only option that fully resolves, taken at once
    g.s["heroes"]["wolverine"]["training"] = "power"
    g._legal = None
    reroll(g, 1)
    assert kind(g) == "choose_option" and len(ids(g)) == 2


@pytest.mark.rule("Clarifications: Villainy")
def test_villainy_with_two_options_takes_one_that_has_an_effect() -> None:
    """Clarifications: Villainy: with two options the hero must choose one *that has an
    effect*: an option resolvable only in part beats one that would do nothing."""

    def change(data):  # type: ignore[no-untyped-def]
        card(data, "sauron")["villainy"] = [
            {
                "op": "choose",
                "options": [
                    [{"op": "discard_training"}, {"op": "discard_mutant"}],
                    [{"op": "discard_mutant"}],
                ],
            }
        ]

    g = game(("wolverine", "storm"), content=variant("ts-villainy-or", change))
    at_mission(g, "sauron", wolverine="m:sauron", storm="school:office")
    g.s["heroes"]["wolverine"]["training"] = "power"  # a token, but no mutant
    alone(g, NOTHING)
    reroll(g, 0)
    assert g.s["heroes"]["wolverine"]["training"] is None  # the partial option, taken at once
    assert kind(g) == "roll"


@pytest.mark.rule("Special Terms: Turning Dice")
def test_turning_dice_only_to_faces_the_die_has() -> None:
    """Turning Dice: a die is never turned to a result it does not have; villainy turns freely."""
    yellow_villainy = {"id": 0, "c": "yellow", "f": 0, "b": 0}
    labels = {("yellow", f) for f in turn_targets(yellow_villainy, "any")}
    assert ("yellow", 0) not in labels
    assert turn_targets(yellow_villainy, ["fight 1"]) == []  # yellow has no 1 fight
    assert turn_targets({"id": 0, "c": "blue", "f": 0, "b": 0}, ["fight 1"]) == [4]
    g = game(("wolverine", "storm"))
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1")
    g.apply("hero:wolverine")
    g.force_dice(NOTHING)
    g.apply("assist:storm")  # Storm's assist: turn one villainy die to any result
    g.apply("dice:wolverine")  # the ability comes with the card, whichever dice are used
    g.apply("ability:assist:storm")
    assert kind(g) == "turn"
    assert "turn:0:5" in ids(g)  # red villainy -> 3 fight
    g.apply("turn:0:5")
    assert pool(g)[0] == (0, "red", "fight", 3)
    assert damage(g, "wolverine") == 0


@pytest.mark.rule("Clarifications: Abilities and Effects")
def test_fight_values_may_be_raised_past_the_highest_face() -> None:
    """Clarifications: Abilities and Effects: raising a fight result is not capped by the die."""
    g = game(("rogue", "storm"))
    at_mission(g, "juggernaut", rogue="m:juggernaut", storm="school:office")
    alone(g, ["fight 3", "villainy", "villainy", "villainy", "villainy", "villainy"])
    g.apply("ability:power:rogue")  # one fight die: it is the one raised
    assert pool(g)[0] == (0, "red", "fight", 5)
    g.apply("stop")
    spend(g, "o0r0", 0)  # 5 fight meets Juggernaut's 5 fight with one die
    assert g.s["missions"]["juggernaut"]["done"][0]


@pytest.mark.rule("Clarifications: Missions", "Being Knocked Out")
def test_knocked_out_by_a_damage_requirement_the_hero_still_spends_the_other_dice() -> None:
    """Clarifications: Missions: the active hero may pay a damage requirement that knocks them
    out; afterwards only objectives with a damage requirement are barred, so the remaining dice
    still complete the others in that attempt, and then Check Outcomes."""
    g = game(("phoenix", "storm"))
    put_mission(g, "as3")  # Rooftop Ambush: [fight 3] and [fight 2, damage 1]
    refresh(g)
    g.s["heroes"]["phoenix"]["damage"] = 4
    deploy(g, phoenix="m:as3", storm="school:office")
    alone(g, ["fight 2", "fight 2", "fight 2", "power", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o1r0", 0)
    spend(g, "o1r1")
    assert "phoenix" in g.s["ko"]
    log = g.s["log"]
    assert log[log.index("Phoenix is knocked out!") + 1] == "Threat rises by 1 to 5."
    assert g.s["missions"]["as3"]["done"] == [False, True]
    assert kind(g) == "spend"  # the attempt goes on with the dice left
    assert [a for a in g.legal_actions() if a != "done"] == [
        {"id": "spend", "req": "o0r0", "dice": [1, 2]}
    ]
    spend(g, "o0r0", 1, 2)
    assert "as3" in g.s["completed"]  # completed by the knocked-out hero's last dice


@pytest.mark.rule("Clarifications: Missions", "Being Knocked Out")
def test_the_objective_whose_damage_knocked_the_hero_out_stays_open() -> None:
    """Clarifications: Missions: knocked out by paying a damage requirement, the hero "cannot
    complete any additional objectives that include a damage requirement"; the objective they
    were paying for is not an additional one, so its other requirements may still be met with
    the remaining dice (reading "knocked-out-by-a-damage-requirement"). Abilities left with
    the hero's cards."""
    g = game(("phoenix", "storm"))
    put_mission(g, "af2")  # Desert Signal: [power, fight 2] and [teamwork, damage 1]
    refresh(g)
    g.s["heroes"]["phoenix"]["damage"] = 4
    deploy(g, phoenix="m:af2", storm="school:office")
    alone(g, ["fight 2", "teamwork", "power", "power", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o1r1")  # the damage first: Phoenix is knocked out, her teamwork still unspent
    assert "phoenix" in g.s["ko"] and kind(g) == "spend"
    assert g.check_spend([1], "o1r0") is None
    assert not any(o["id"].startswith("ability:") for o in g.decision["options"])  # type: ignore[index]
    spend(g, "o1r0", 1)
    spend(g, "o0r0", 2)
    spend(g, "o0r1", 0)
    # both objectives met with the dice she had left: the mission is completed
    assert "af2" in g.s["completed"] and g.s["att"] is None


@pytest.mark.rule("Clarifications: Missions")
def test_after_a_damage_knock_out_other_damage_objectives_are_closed() -> None:
    """Clarifications: Missions: any *additional* objective with a damage requirement is closed
    to the knocked-out hero, and the screen is told why."""

    def two_damage_objectives(data: dict[str, Any]) -> None:
        card(data, "af2")["objectives"][0] = [{"kind": "power"}, {"kind": "damage", "value": 1}]

    g = game(("phoenix", "storm"), content=variant("two-damage", two_damage_objectives))
    put_mission(g, "af2")
    refresh(g)
    g.s["heroes"]["phoenix"]["damage"] = 4
    deploy(g, phoenix="m:af2", storm="school:office")
    alone(g, ["fight 2", "teamwork", "power", "power", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o1r1")  # knocked out paying objective 1's damage
    assert "phoenix" in g.s["ko"] and kind(g) == "spend"
    assert g.check_spend([2], "o0r0") == (
        "a knocked-out hero cannot complete an objective with a damage requirement"
    )
    assert g.check_spend([1], "o1r0") is None


@pytest.mark.rule("Being Knocked Out", "Step 5: Check Outcomes")
def test_knocked_out_by_villainy_goes_straight_to_check_outcomes() -> None:
    """Being Knocked Out: knocked out any other way than by a damage requirement (here a
    villainy effect before a reroll), the active hero's turn goes straight to Step 5."""
    g = game(("wolverine", "storm"))
    put_mission(g, "blob")
    refresh(g)
    g.s["heroes"]["wolverine"]["damage"] = int(g.content.heroes["wolverine"]["health"]) - 1
    deploy(g, wolverine="m:blob", storm="school:office")
    alone(g, ["villainy", "power", "power", "power", "power", "power"])
    reroll(g, 0)  # Blob's villainy: suffer 1 damage
    assert "wolverine" in g.s["ko"] and g.s["att"] is None


@pytest.mark.rule("Outcomes: Success", "Step 5: Check Outcomes")
def test_success_outcome_rewards_heroes_there_and_moves_the_mission() -> None:
    """Step 5 / Outcomes, Success: rewards affect only heroes at the mission; the mission goes
    to the completed pile, the next card of its deck stays face down, markers go home."""
    g = game(("wolverine", "storm"))
    put_mission(g, "na1")
    refresh(g)
    g.s["heroes"]["wolverine"]["damage"] = 2
    g.s["heroes"]["storm"]["damage"] = 2
    deploy(g, wolverine="m:na1", storm="school:danger_room")
    g.apply("type:power")  # Storm trains at the Danger Room
    alone(g, ["fight 3", "teamwork", "power", "villainy", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o0r0", 0)
    spend(g, "o1r0", 1)
    spend(g, "o1r1", 2)
    assert "na1" in g.s["completed"] and "na1" not in g.s["missions"]
    assert damage(g, "wolverine") == 1 and damage(g, "storm") == 2  # each hero *there* heals
    assert g.s["heroes"]["wolverine"]["mutant"] is not None  # "one hero" there draws a mutant
    assert g.s["heroes"]["wolverine"]["at"] == "bb"
    assert not g.s["decks"]["north_america"]["up"]


@pytest.mark.rule("Outcomes: Failure", "Step 5: Check Outcomes")
def test_failure_waits_for_every_hero_there_and_leaves_the_mission() -> None:
    """Step 5 / Outcomes, Failure: penalties only after every hero there has attempted; the
    mission and its completed objectives stay in play."""
    g = game(("wolverine", "storm"))
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1")
    g.apply("hero:wolverine")
    alone(g, ["fight 3", "villainy", "villainy", "villainy", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o0r0", 0)  # nothing else can be done: the turn ends
    assert g.s["threat"] == 4  # not yet: Storm still attempts
    alone(g, NOTHING)
    log_from = len(g.s["log"])
    g.apply("stop")
    log = g.s["log"][log_from:]
    fail = log.index("Factory Raid is not completed this round.")
    assert log[fail + 1] == "Threat rises by 1 to 5."  # the failure penalty
    assert g.s["missions"]["na1"]["done"] == [True, False]


@pytest.mark.rule("Clarifications: Missions")
def test_n_heroes_with_fewer_present_means_each_hero_there() -> None:
    """Clarifications: Missions: "two heroes suffer 1" with one hero there hits that hero."""
    g = game(("wolverine", "storm"))
    at_mission(g, "af3", wolverine="m:af3", storm="school:office")
    alone(g, NOTHING)
    g.apply("stop")
    assert damage(g, "wolverine") == 1 and damage(g, "storm") == 0


@pytest.mark.rule("Clarifications: Missions")
def test_penalty_goes_to_the_hero_who_can_resolve_it_most_completely() -> None:
    """Clarifications: Missions: a penalty for one hero goes to a hero who can resolve it."""
    g = game(("wolverine", "storm"))
    put_mission(g, "eu2")
    refresh(g)
    give_mutant(g, "storm", "pixie")
    deploy(g, wolverine="m:eu2", storm="m:eu2")
    for hero in ("wolverine", "storm"):
        if kind(g) == "choose_active":
            g.apply(f"hero:{hero}")
        alone(g, NOTHING)
        finish(g)
    assert g.s["heroes"]["storm"]["mutant"] is None  # no choice offered: only Storm can
    assert "pixie" in g.s["mdiscard"]


@pytest.mark.rule("Outcomes")
def test_outcomes_affect_only_heroes_at_the_mission() -> None:
    """Outcomes: a reward for "each hero" at a mission skips heroes elsewhere."""
    g = game(("wolverine", "storm"))
    g.s["heroes"]["storm"]["damage"] = 3
    fx(g, [{"op": "heal", "amount": 1, "who": "each_here"}], hero="wolverine", loc="m:nowhere")
    assert damage(g, "storm") == 3


def _at_samurai(first_roll: list[str]):  # type: ignore[no-untyped-def]
    g = game(("wolverine", "storm"))
    at_mission(g, "silver_samurai", wolverine="m:silver_samurai", storm="school:office")
    alone(g, first_roll)
    return g


@pytest.mark.rule("Clarifications: Villainy")
def test_villainy_that_has_no_effect_still_lets_the_dice_reroll() -> None:
    """Clarifications: Villainy: "reroll 1 die showing a fight result" with no fight result
    has no effect and the villainy dice reroll anyway; with one, that die is rerolled first."""
    g = _at_samurai(["villainy", "power", "power", "power", "power", "power"])
    g.force_dice(["fight 3"])
    reroll(g, 0)
    assert pool(g)[0] == (0, "red", "fight", 3) and kind(g) == "roll"
    g = _at_samurai(["villainy", "fight 2", "fight 2", "power", "power", "power"])
    g.force_dice(["teamwork", "fight 3"])
    reroll(g, 0)
    assert kind(g) == "ability_reroll"  # which fight die does the villainy reroll?
    reroll(g, 2)
    assert [f for _, _, f, _ in pool(g)][:3] == ["fight", "fight", "teamwork"]
    assert pool(g)[0] == (0, "red", "fight", 3)


@pytest.mark.rule("Clarifications: Missions")
def test_penalty_for_two_heroes_goes_first_to_those_who_can_resolve_it() -> None:
    """Clarifications: Missions: "two heroes discard a mutant" with three there and one mutant:
    the hero with the mutant must be one of the two; the heroes choose only the other."""
    g = game(("wolverine", "storm", "cyclops"))
    put_mission(g, "na1")
    s = g.s
    give_mutant(g, "storm", "pixie")
    for h in ("wolverine", "storm", "cyclops"):
        s["heroes"][h]["at"] = "m:na1"
    penalty = {"op": "discard_mutant", "who": "n_here", "n": 2}
    fx(g, [penalty], hero="wolverine", loc="m:na1", pen=True)
    assert kind(g) == "choose_hero" and ids(g) == ["hero:wolverine", "hero:cyclops"]
    g.apply("hero:cyclops")
    assert s["heroes"]["storm"]["mutant"] is None and "pixie" in s["mdiscard"]


@pytest.mark.rule("Outcomes")
def test_an_outcome_for_each_hero_touches_only_the_heroes_at_the_mission() -> None:
    """Outcomes: the outcome affects only the heroes at that mission, even when the card says
    "each hero" without "here"."""

    def change(d):  # type: ignore[no-untyped-def]
        card(d, "na1")["success"] = [{"op": "heal", "amount": 1, "who": "each"}]

    g = game(content=variant("test-outcome-scope", change))
    put_mission(g, "na1")
    refresh(g)
    g.s["heroes"]["wolverine"]["damage"] = 2
    g.s["heroes"]["storm"]["damage"] = 2
    deploy(g, wolverine="m:na1", storm="school:danger_room")
    g.apply("type:power")
    alone(g, ["fight 3", "teamwork", "power", "villainy", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o0r0", 0)
    spend(g, "o1r0", 1)
    spend(g, "o1r1", 2)
    assert "na1" in g.s["completed"]
    assert damage(g, "wolverine") == 1 and damage(g, "storm") == 2
