"""Dice (Quick Reference: Dice Ratios) and spending dice on requirements (Step 4: Complete
Objectives; Requirements), with property tests: the engine accepts exactly the spends that
satisfy a requirement."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.games.mutant_insurrection.dice import FACES, DieColor
from core.games.mutant_insurrection.rules.engine import Engine
from core.games.mutant_insurrection.rules.pool import FACE, check_spend, legal_spends, units
from tests.rules.rulekit import at_mission, game


@pytest.mark.rule("Quick Reference: Dice Ratios", "Basic Concepts: Dice")
def test_dice_faces_match_the_quick_reference() -> None:
    """Quick Reference, Dice Ratios: the engine rolls exactly these faces."""
    assert [str(f) for f in FACES[DieColor.RED]] == [
        "villainy",
        "teamwork",
        "power",
        "fight 1",
        "fight 2",
        "fight 3",
    ]
    assert [str(f) for f in FACES[DieColor.YELLOW]] == [
        "villainy",
        "teamwork",
        "power",
        "power",
        "fight 2",
        "fight 2",
    ]
    assert [str(f) for f in FACES[DieColor.BLUE]] == [
        "villainy",
        "teamwork",
        "teamwork",
        "power",
        "fight 1",
        "fight 2",
    ]
    assert FACE["red"][5] == ("fight", 3)


def _spend_step(faces: list[tuple[str, int]], mission: str, threat: int = 4):
    """A game at the spend step of ``mission`` with a pool of the given (colour, face index)."""
    g = game(("wolverine", "storm"))
    at_mission(g, mission, wolverine=f"m:{mission}", storm="school:office")
    g.apply("alone")
    g.apply("stop")
    att = g.s["att"]
    att["pool"] = [{"id": i, "c": c, "f": f, "b": 0} for i, (c, f) in enumerate(faces)]
    g.s["threat"] = threat
    g._legal = None
    return g, Engine(g.s, g.content)


def _satisfies(kind: str, value: int, shown: list[tuple[str, int]]) -> bool:
    """The rulebook's requirement, written independently of the engine."""
    if kind in ("power", "teamwork"):
        return len(shown) == 1 and shown[0][0] == kind
    if kind == "damage":
        return not shown
    return bool(shown) and all(k == "fight" for k, _ in shown) and sum(v for _, v in shown) >= value


die = st.tuples(st.sampled_from(["red", "yellow", "blue"]), st.integers(0, 5))


MISSION_REQS = {
    "blob": {"o0r0": ("fight", 4), "o1r0": ("power", 0), "o1r1": ("damage", 1)},
    "sa1": {"o0r0": ("teamwork", 0), "o0r1": ("fight", 2)},
}


@pytest.mark.rule("Quick Reference: Requirements")
@settings(max_examples=60, deadline=None)
@given(st.lists(die, min_size=1, max_size=7), st.sampled_from(sorted(MISSION_REQS)))
def test_engine_accepts_exactly_the_satisfying_spends(
    faces: list[tuple[str, int]], mission: str
) -> None:
    """Requirements: power/teamwork take one matching result; fight takes results adding up to
    the value (never split); damage takes no dice."""
    _g, e = _spend_step(faces, mission)
    have = units(e)
    legal = set(legal_spends(e))
    ids = sorted(have)
    for key, (kind, value) in MISSION_REQS[mission].items():
        for n in range(len(ids) + 1):
            for combo in combinations(ids, n):
                ok = _satisfies(kind, value, [have[d] for d in combo])
                assert (check_spend(e, list(combo), key) is None) == ok, (key, combo)
                assert ((key, combo) in legal) == ok


@pytest.mark.rule("Quick Reference: Requirements")
def test_a_die_is_never_split_between_requirements() -> None:
    """Requirements, Fight: a fight result's value is not applied to two requirements."""
    g, _e = _spend_step([("red", 5), ("red", 5)], "silver_samurai")
    g.apply({"id": "spend", "req": "o0r0", "dice": [0]})
    assert g.check_spend([0], "o1r0") == "die 0 is not in the pool"


@pytest.mark.rule("Other Restrictions")
def test_yellow_and_red_requirements_follow_the_threat_section() -> None:
    """Other Restrictions, Yellow / Red: active only in their sections, otherwise ignored."""
    g, e = _spend_step([("yellow", 4), ("red", 2)], "na3", threat=4)
    assert "yellow requirements are ignored" in (check_spend(e, [0], "o1r1") or "")
    # with the yellow fight ignored, power alone completes the second objective
    g.apply({"id": "spend", "req": "o1r0", "dice": [1]})
    assert g.s["missions"]["na3"]["done"] == [False, True]
    g2, e2 = _spend_step([("yellow", 4), ("red", 2)], "na3", threat=7)
    g2.apply({"id": "spend", "req": "o1r0", "dice": [1]})
    assert g2.s["missions"]["na3"]["done"] == [False, False]
    assert check_spend(e2, [0], "o1r1") is None
    _g3, e3 = _spend_step([("red", 5)], "eu2", threat=10)
    assert "red requirements are ignored" in (check_spend(e3, [0], "o1r1") or "")
    _g4, e4 = _spend_step([("red", 5)], "eu2", threat=11)
    assert check_spend(e4, [0], "o1r1") is None


@pytest.mark.rule("Other Restrictions")
def test_order_arrow_objectives_top_to_bottom() -> None:
    """Other Restrictions, Order Arrow: objectives are completed from top to bottom."""
    g, e = _spend_step([("red", 2), ("red", 4)], "sa2")
    assert "top to bottom" in (check_spend(e, [0], "o1r0") or "")
    g.apply({"id": "spend", "req": "o0r0", "dice": [1]})
    assert g.check_spend([0], "o1r0") is None


@pytest.mark.rule("Training Tokens")
def test_training_token_is_spent_as_a_die() -> None:
    """Training Tokens: spent as a die showing its result, returned to the supply."""
    g, _e = _spend_step([("red", 0)], "blob")
    g.s["heroes"]["wolverine"]["training"] = "power"
    g._legal = None
    assert {"id": "spend", "req": "o1r0", "dice": [-1]} in g.legal_actions()
    g.apply({"id": "spend", "req": "o1r0", "dice": [-1]})
    assert g.s["heroes"]["wolverine"]["training"] is None


@pytest.mark.rule("Step 4: Complete Objectives")
def test_check_spend_explains_illegal_spends() -> None:
    """Step 4: the screen can ask why a proposed spend is not legal."""
    g, _e = _spend_step([("red", 0), ("red", 2), ("red", 3)], "blob")
    assert g.check_spend([1], "o0r0") == "only fight results can be spent on a fight requirement"
    assert g.check_spend([2], "o0r0") == "the fight results add up to less than 4"
    assert g.check_spend([1, 2], "o1r0") == "a power requirement takes exactly one die"
    assert g.check_spend([0], "o1r0") == "that die does not show power"
    assert g.check_spend([], "o1r1") is None
    assert g.check_spend([0], "zz") == "there is no requirement 'zz' here"
