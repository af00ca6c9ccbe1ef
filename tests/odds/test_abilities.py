"""The solver with the hero's abilities: each kind against a hand count, every policy against a
brute force on small pools, and the advice only ever naming legal actions (rulebook: Step 3:
Roll Dice; Villainy; Turning Dice; Clarifications: Abilities and Effects, Missions)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind
from core.games.mutant_insurrection.odds.advice import choice, solve
from core.games.mutant_insurrection.odds.problem import OddsError, problem_from_json
from tests.odds.brute import ability_case, brute_value

CASES = 200


def chance(q: dict, exact: bool = True) -> object:
    return solve(problem_from_json(q), exact=exact)["p_complete"]


@pytest.mark.rule("Villainy", "Clarifications: Abilities and Effects")
def test_reroll_ignoring_villainy() -> None:
    """A blue villainy die that a standard reroll turns into a knock-out: the extra reroll that
    ignores villainy gives teamwork 2/6 of the time, and a non-villainy miss (3/6) leaves the
    standard reroll free: 1/3 + 1/2 * 1/3."""
    q = {
        "dice": ["B villainy"],
        "objectives": ["teamwork"],
        "rerolls": 1,
        "villainy_damage": 2,
        "health": 2,
    }
    assert chance(q) == 0
    assert chance({**q, "abilities": ["Mind Link: reroll 1 ignore-villainy"]}) == Fraction(1, 2)
    # without ignore-villainy it is one more way to be knocked out
    assert chance({**q, "abilities": ["reroll 1"]}) == 0


@pytest.mark.rule("Clarifications: Missions")
def test_reroll_takes_at_most_n_dice() -> None:
    q = {"dice": ["B fight 1", "B fight 1"], "objectives": ["teamwork teamwork"], "rerolls": 0}
    assert chance({**q, "abilities": ["reroll 1"]}) == 0
    assert chance({**q, "abilities": ["reroll 2"]}) == Fraction(1, 9)
    assert chance({**q, "abilities": ["reroll all"]}) == Fraction(1, 9)


@pytest.mark.rule("Turning Dice")
def test_turn_a_die_after_the_last_reroll() -> None:
    """Telekinesis (turn a die to power) makes this certain; a die is never turned to a face
    it lacks, so 'face fight 3' cannot touch a yellow die."""
    q = {
        "dice": ["Y teamwork", "B fight 2", "Y fight 2"],
        "objectives": ["teamwork fight 2", "power"],
        "rerolls": 0,
    }
    assert chance(q) == 0
    assert chance({**q, "abilities": ["Telekinesis: face power"]}) == 1
    fight = {"dice": ["Y fight 2"], "objectives": ["fight 3"], "rerolls": 0}
    assert chance({**fight, "abilities": ["face fight 3"]}) == 0
    assert chance({**fight, "dice": ["R fight 1"], "abilities": ["face fight 3"]}) == 1


@pytest.mark.rule("Step 3: Roll Dice")
def test_add_a_die() -> None:
    """A yellow die added shows power on 2 of its 6 faces; the box has only four of a colour."""
    q = {"dice": ["R fight 3"], "objectives": ["fight 3", "power"], "rerolls": 0}
    assert chance({**q, "abilities": ["add yellow"]}) == Fraction(1, 3)
    full = {"dice": ["Y fight 2"] * 4, "objectives": ["power"], "rerolls": 0}
    assert chance({**full, "abilities": ["add Y"]}) == 0


@pytest.mark.rule("Clarifications: Abilities and Effects")
def test_an_ability_that_costs_damage() -> None:
    """Borrowed Strength (add a die of any colour for 1 damage): a yellow die shows power 2/6
    of the time. At 5 health a miss is followed by a reroll of both dice, villainy and all
    (1 damage): 1 - 2/3 * (4/6 * 5/6). At 2 health the cost leaves 1, so any villainy reroll
    would knock the hero out: the added die is rerolled only when it shows no villainy (3/6),
    1/3 + 1/2 * 1/3. At 1 health the cost itself would knock the hero out: never used."""
    q = {"dice": ["B villainy"], "objectives": ["power"], "rerolls": 1, "villainy_damage": 1}
    strength = ["Borrowed Strength: add any cost 1"]
    assert chance({**q, "health": 5, "abilities": strength}) == Fraction(17, 27)
    assert chance({**q, "health": 2, "abilities": strength}) == Fraction(1, 2)
    assert chance({**q, "health": 1, "abilities": strength}) == 0
    answer = solve(problem_from_json({**q, "health": 2, "abilities": strength}))
    assert answer["best"]["text"] == "Use Borrowed Strength (1 damage): add a yellow die"


@pytest.mark.rule("Clarifications: Abilities and Effects")
def test_raise_a_fight_die_past_its_top_face() -> None:
    q = {"dice": ["R fight 1"], "objectives": ["fight 3"], "rerolls": 1}
    assert chance(q) == Fraction(1, 6)
    assert chance({**q, "abilities": ["raise 1"]}) == Fraction(1, 3)  # a 3, or a 2 raised
    assert chance({**q, "rerolls": 0, "abilities": ["raise 2"]}) == 1
    yellow = {"dice": ["Y fight 2"], "objectives": ["fight 4"], "rerolls": 0}
    assert chance({**yellow, "abilities": ["raise 1 x2"]}) == 1


@pytest.mark.rule("Villainy", "Clarifications: Abilities and Effects")
def test_a_reroll_limited_to_some_faces() -> None:
    """Phase Shift (reroll any villainy dice, ignoring villainy) cannot touch the power die:
    only the blue villainy die comes again, as teamwork on 2 of 6 faces."""
    q = {"dice": ["B villainy", "B power"], "rerolls": 0, "villainy_damage": 3, "health": 1}
    phase = ["Phase Shift: reroll all villainy ignore-villainy"]
    assert chance({**q, "objectives": ["teamwork power"], "abilities": phase}) == Fraction(1, 3)
    assert chance({**q, "objectives": ["teamwork teamwork"], "abilities": phase}) == 0
    anything = {**q, "objectives": ["teamwork teamwork"], "abilities": ["reroll 2 ignore-villainy"]}
    assert chance(anything) == Fraction(1, 9)  # both dice: (2/6)^2


@pytest.mark.rule("Clarifications: Abilities and Effects")
def test_a_reroll_limited_to_one_colour() -> None:
    """Wolfsbane rerolls red dice only: teamwork on 1 red face, against 1 - (5/6)^2 for any
    two dice."""
    q = {"dice": ["R power", "Y power"], "objectives": ["teamwork"], "rerolls": 0}
    assert chance({**q, "abilities": ["reroll 2 red ignore-villainy"]}) == Fraction(1, 6)
    assert chance({**q, "abilities": ["reroll 2"]}) == Fraction(11, 36)


@pytest.mark.rule("Turning Dice")
def test_a_turn_limited_to_villainy_dice() -> None:
    """Optic Blast turns a villainy die to fight 2, and only a villainy die."""
    optic = ["Optic Blast: face fight 2 from villainy"]
    q = {"objectives": ["fight 2 power"], "rerolls": 0, "abilities": optic}
    assert chance({**q, "dice": ["R villainy", "B power"]}) == 1
    assert chance({**q, "dice": ["R teamwork", "B power"]}) == 0


@pytest.mark.rule("Turning Dice")
def test_a_turn_to_any_face_the_die_has() -> None:
    """Time Cop turns a villainy die to the face the player picks, one the die has: a yellow
    die has power but no fight 3."""
    q = {"dice": ["Y villainy"], "rerolls": 0, "abilities": ["face any from villainy"]}
    assert chance({**q, "objectives": ["power"]}) == 1
    assert chance({**q, "objectives": ["fight 3"]}) == 0
    two = {"dice": ["B fight 1"], "rerolls": 0, "objectives": ["teamwork"]}
    assert chance({**two, "abilities": ["face power/teamwork"]}) == 1
    assert chance({**two, "abilities": ["face power/fight 2"]}) == 0


@pytest.mark.rule("Step 3: Roll Dice")
def test_add_a_die_of_a_colour_the_player_picks() -> None:
    """Only a red die has fight 3 (1 face of 6): the pick is red, whatever the order."""
    q = {"dice": ["B power"], "objectives": ["power", "fight 3"], "rerolls": 0}
    assert chance({**q, "abilities": ["add any"]}) == Fraction(1, 6)
    assert chance({**q, "abilities": ["add blue/yellow"]}) == 0


@pytest.mark.rule("Clarifications: Abilities and Effects")
def test_double_a_fight_die() -> None:
    """Doubling is not limited by the die's highest face: a yellow 2 becomes 4, a blue 1 only
    2."""
    q = {"objectives": ["fight 4"], "rerolls": 0}
    assert chance({**q, "dice": ["Y fight 2"], "abilities": ["double"]}) == 1
    assert chance({**q, "dice": ["Y fight 2"], "abilities": ["raise 1"]}) == 0
    assert chance({**q, "dice": ["B fight 1"], "abilities": ["double"]}) == 0
    assert chance({**q, "dice": ["B fight 1"], "abilities": ["double", "raise 1"]}) == 1


@pytest.mark.parametrize("seed", range(CASES))
def test_matches_brute_force_on_small_pools(seed: int) -> None:
    """Every policy enumerated (<= 4 dice, 1-2 abilities), at least k objectives for each k."""
    p = ability_case(seed)
    got = solve(p)
    for k in range(1, len(p.objectives) + 1):
        assert abs(got["p_at_least"][k - 1] - float(brute_value(p, k))) <= 1e-12, f"k={k}"


@pytest.mark.parametrize("seed", range(0, CASES, 5))
def test_exact_mode_is_exact(seed: int) -> None:
    p = ability_case(seed)
    assert solve(p, exact=True)["p_complete"] == brute_value(p, len(p.objectives))


@pytest.mark.parametrize("seed", range(0, CASES, 3))
def test_advice_is_legal_and_worth_what_it_says(seed: int) -> None:
    """Each listed decision is an action the rules allow now, and the best one is worth the
    position's value."""
    p = ability_case(seed)
    if not p.rolled:
        return
    got = solve(p, exact=True, top=10_000)
    assert got["best"]["p_complete"] == got["p_complete"]
    dice = [(d.color, d.face) for d in p.dice]
    for o in got["options"]:
        if o["action"] == "stop":
            assert o["reroll"] == []
        elif o["action"] == "reroll":
            assert p.rerolls > 0 and o["reroll"]
        else:
            a = p.abilities[o["ability"]]
            if a.kind == "reroll":
                assert 1 <= len(o["reroll"]) <= a.amount
                assert all(a.takes(*dice[j]) for j in o["reroll"])  # the faces it may take
                assert not (a.ignore_villainy and o["villainy"]["triggers"])
            elif a.kind == "face":
                c, f = dice[o["die"]]
                to = Face.parse(o["to"])
                assert a.takes(c, f) and to in FACES[c] and to != f
                assert to in a.faces or not a.faces
            elif a.kind in ("raise", "double"):
                c, f = dice[o["die"]]
                assert f.kind is FaceKind.FIGHT
                want = f.value * 2 if a.kind == "double" else f.value + a.amount
                assert o["to"] == f"fight {want}"
            else:
                color = DieColor(o["add"])
                assert color in a.add_colors()
                assert sum(1 for c, _ in dice if c is color) < 4


def test_mind_link_advice_names_the_ability() -> None:
    """Round 1 of a played game: the yellow villainy die is better rerolled with Mind Link
    (no villainy) than with a standard reroll that knocks the hero out."""
    q = {
        "dice": ["Y villainy", "Y power", "B teamwork", "B fight 1"],
        "objectives": ["power teamwork", "teamwork"],
        "rerolls": 1,
        "villainy_damage": 2,
        "health": 2,
        "abilities": ["Mind Link: reroll 2 ignore-villainy"],
    }
    a = solve(problem_from_json(q))
    assert a["best"]["action"] == "ability" and a["best"]["text"].startswith("Use Mind Link:")
    assert not a["best"]["villainy"]["triggers"]
    assert a["abilities"] == ["Mind Link: reroll 2 ignore-villainy"] and a["not_counting"] == []
    # a standard selection is still valued beside the best
    c = choice(problem_from_json(q), [3])
    assert c["choice"]["action"] == "reroll" and not c["is_best"]


def test_no_ability_answers_are_unchanged() -> None:
    q = {"pool": "YYYBBB", "objectives": ["power teamwork", "fight 3", "teamwork teamwork"]}
    plain = solve(problem_from_json(q), exact=True)
    zero = solve(problem_from_json({**q, "abilities": ["raise 1 x0"]}), exact=True)
    assert plain == zero and "abilities" not in plain


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("jump 2", "start with reroll N, face F, add C, raise N or double"),
        ("reroll", "write reroll N"),
        ("reroll 0", "write reroll N"),
        ("face fight 4", "no die has a fight 4 face"),
        ("face villainy", "never helps"),
        ("add green", "write add red"),
        ("raise 9", "raise N, N from 1 to 6"),
        ("raise 1 x7", "uses left must be 0 to 3"),
    ],
)
def test_malformed_abilities_are_refused_in_words(text: str, message: str) -> None:
    with pytest.raises(OddsError, match=message):
        problem_from_json({"pool": "YB", "objectives": ["power"], "abilities": [text]})


@pytest.mark.rule("Step 3: Roll Dice")
def test_an_ability_too_costly_to_count_in_time_is_named_and_left_out() -> None:
    """Eight dice and a die of any colour to add: three nine-die pools, each with its layers,
    would take seconds in the page. The answer leaves that ability out, says so, and is the
    exact answer without it."""
    q = {
        "pool": "RRYYBBBR",
        "objectives": ["teamwork teamwork", "power fight 3"],
        "rerolls": 2,
        "abilities": ["Love: add any", "reroll 1"],
    }
    got = solve(problem_from_json(q), at_least=False)
    assert got["not_counting"] == ["Love (too many dice to count it in time)"]
    assert got["abilities"] == ["reroll 1"]
    without = solve(problem_from_json({**q, "abilities": ["reroll 1"]}), at_least=False)
    assert got["p_complete"] == without["p_complete"]
