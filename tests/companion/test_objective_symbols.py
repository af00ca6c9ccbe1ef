"""Issue 25 items 1-3: a mission carries its objectives as symbols (the rows of requirements,
the order arrow), each success token sits on a named objective, the card library keeps the
symbols, and the odds question comes from the mission and the rolling hero with the done
objectives left out (rulebook: Attempting Missions; Step 4: Complete Objectives; Other
Restrictions; Villainy)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.card_library import clean_library, export
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.view import build
from core.games.mutant_insurrection.odds.problem import problem_from_json
from tests.companion.played import played

ROWS = [["fight 3", "power"], ["teamwork", "yellow:damage 2"], ["red:fight 4"]]
SETUP = {
    "players": 2,
    "heroes": [
        {
            "name": "Wolverine",
            "health": 6,
            "dice": ["red"] * 3 + ["yellow"],
            "assist_dice": ["red", "blue"],
        },
        {"name": "Storm", "health": 5, "dice": ["blue"] * 4},
    ],
    "seed": 1,
}


def _pyro(g, **extra):  # type: ignore[no-untyped-def]
    g.do("mission_add", name="Pyro", threat=1, requirements=ROWS, **extra)
    return g.state["missions"][-1]


def _now(g, m):  # type: ignore[no-untyped-def]
    """The mission as it is after the last command (each command hands back a new state)."""
    return next(x for x in g.state["missions"] if x["id"] == m["id"])


@pytest.mark.rule("Attempting Missions", "Other Restrictions")
def test_rows_are_kept_in_the_solvers_text_and_say_the_count(game) -> None:
    g = game()
    typed = [["Fight  3", "POWER"], ["teamwork", "Yellow: damage 2"], ["red:fight 4"]]
    m = _pyro(g, objectives=1)  # the rows say how many; a count beside them is not used
    assert m["requirements"] == ROWS and m["objectives"] == 3
    g.do("mission_edit", mission=m["id"], requirements=typed)
    assert (
        _now(g, m)["requirements"] == ROWS
        and _now(g, m)["objectives"] == 3
        and _now(g, m)["done"] == []
    )
    for bad, said in (
        ([["kick 2"]], 'Objective 1: "kick 2" is not a requirement'),
        ([["power"], []], "Objective 2 has no requirement"),
        ([["fight 12"]], "fight goes up to 9"),
        ([["fight"]], 'Objective 1: "fight" is not a requirement'),
        ([["power"]] * 7, "at most 6 objectives"),
        ([["power"] * 7], "more than 6 requirements"),
        ("power", "a list of objectives"),
    ):
        with pytest.raises(CommandError, match=said):
            g.do("mission_add", name="Bad", threat=1, requirements=bad)


@pytest.mark.rule("Step 4: Complete Objectives")
def test_a_token_goes_on_the_objective_tapped_and_success_counts_them(game) -> None:
    g = game()
    m = _pyro(g)
    g.do("mission_success", mission=m["id"], delta=1, objective=2)
    assert (_now(g, m)["done"], _now(g, m)["success"]) == ([2], 1)  # any order without the arrow
    g.do("mission_success", mission=m["id"], delta=1)  # no index: the first open one
    assert (_now(g, m)["done"], _now(g, m)["success"]) == ([0, 2], 2)
    with pytest.raises(CommandError, match="Objective 3 of Pyro already has its success token"):
        g.do("mission_success", mission=m["id"], delta=1, objective=2)
    with pytest.raises(CommandError, match="Pyro has 3 objectives"):
        g.do("mission_success", mission=m["id"], delta=1, objective=3)
    g.do("mission_success", mission=m["id"], delta=-1, objective=0)
    assert (_now(g, m)["done"], _now(g, m)["success"]) == ([2], 1)
    with pytest.raises(CommandError, match="Objective 3 is done: take its token back first"):
        g.do("mission_edit", mission=m["id"], requirements=ROWS[:2])


@pytest.mark.rule("Other Restrictions")
def test_the_order_arrow_takes_tokens_top_to_bottom(game) -> None:
    g = game()
    m = _pyro(g, order=True)
    with pytest.raises(CommandError, match="order arrow: complete objective 1 first"):
        g.do("mission_success", mission=m["id"], delta=1, objective=1)
    g.do("mission_success", mission=m["id"], delta=1, objective=0)
    g.do("mission_success", mission=m["id"], delta=1, objective=1)
    with pytest.raises(CommandError, match="order arrow: take back objective 2 first"):
        g.do("mission_success", mission=m["id"], delta=-1, objective=0)
    assert _now(g, m)["done"] == [0, 1]
    # the arrow put on a card whose tokens skip a row is refused
    other = g.do("mission_add", name="Blob", threat=1, requirements=ROWS).state["missions"][-1]
    g.do("mission_success", mission=other["id"], delta=1, objective=1)
    with pytest.raises(CommandError, match="top to bottom"):
        g.do("mission_edit", mission=other["id"], order=True)


@pytest.mark.rule("Step 4: Complete Objectives")
def test_a_save_from_before_symbols_opens_and_plays_as_it_did() -> None:
    """A format 3 save: missions typed as a count, tokens without an objective."""
    s = played(
        SETUP,
        {"op": "mission_add", "name": "Pyro", "threat": 1, "objectives": 3},
        {"op": "mission_add", "name": "Blob", "threat": 1},
        {"op": "mission_success", "mission": 3, "delta": 1},
        {"op": "mission_success", "mission": 3, "delta": 1},
        {"op": "mission_success", "mission": 3, "delta": -1},
        {"op": "mission_success", "mission": 4, "delta": 1},
    )
    old = {**s, "schema_version": 3}
    opened, run = sessions.open_session(old)
    assert opened["schema_version"] == sessions.SCHEMA_VERSION and run.dropped is None
    pyro, blob = run.state["missions"]
    assert (pyro["success"], pyro["done"], pyro["requirements"], pyro["order"]) == (
        1,
        [0],
        None,
        False,
    )
    assert (blob["success"], blob["objectives"]) == (1, None)  # uncapped, as before
    shown = build(opened, run)
    assert shown["missions"][0]["objective_rows"] == []  # no symbols: the count is drawn
    opened, _ = sessions.perform(opened, {"op": "mission_success", "mission": 3, "delta": 1})
    assert sessions.replay(opened).state["missions"][0]["done"] == [0, 1]
    # an older app's undo stack replays too
    opened, _ = sessions.undo(opened)
    assert sessions.replay(opened).state["missions"][0]["success"] == 1


@pytest.mark.rule("Attempting Missions")
def test_the_library_keeps_the_symbols_and_checks_them_on_import(game) -> None:
    g = game()
    m = _pyro(g, order=True)
    (card,) = g.state["cards"]
    assert (card["requirements"], card["order"], card["objectives"]) == (ROWS, True, 3)
    back = clean_library(export(g.state["cards"]))
    assert back["problems"] == [] and back["entries"] == [card]
    # flipped again from the library, the card comes back with its symbols
    g.do("mission_remove", mission=m["id"])
    g.do("mission_add", **{k: card[k] for k in ("name", "threat", "requirements", "order")})
    assert g.state["missions"][-1]["requirements"] == ROWS
    old = {"kind": "mission", "name": "Blob", "threat": 1, "objectives": 2}  # kept before
    bad = {"kind": "mission", "name": "Toad", "requirements": [["jump"]]}
    got = clean_library([old, bad])
    assert got["entries"][0]["requirements"] is None and got["entries"][0]["objectives"] == 2
    assert got["problems"] == [
        'Card 2: objective 1: "jump" is not a requirement. Use power, '
        "teamwork, fight and a number or damage and a number, with "
        "yellow: or red: in front of a yellow or red one."
    ]


@pytest.mark.rule("Step 4: Complete Objectives", "Other Restrictions", "Villainy")
def test_the_odds_question_comes_from_the_mission_without_the_done_objectives() -> None:
    s = played(
        SETUP,
        {
            "op": "mission_add",
            "name": "Pyro",
            "threat": 1,
            "requirements": ROWS,
            "villainy": "Suffer 1 damage.",
            "villainy_damage": 1,
        },
        {"op": "mission_success", "mission": 3, "delta": 1, "objective": 0},
        {"op": "deploy", "hero": 1, "mission": 3},
        {"op": "damage", "hero": 1, "delta": 2},
        {"op": "dice_attempt", "hero": 1, "assist": None, "seed": 4},
    )
    v = build(s)
    odds = v["dice"]["odds_question"]
    q = odds["question"]
    threat = v["threat"]["value"]
    assert threat < 6  # green: the yellow damage and the red row do not count
    assert q == {
        "objectives": ["teamwork"],  # objective 1 is done; objective 3 is red only
        "order": False,
        "threat": threat,
        "villainy": True,
        "villainy_damage": 1,
        "health": 4,
    }
    assert odds["source"].startswith("From Pyro's card")
    assert v["attempt"]["order"][0]["odds_question"] == odds
    # the question is one the solver reads as it is, once the dice are added
    problem_from_json({**q, "pool": "RRRY"})
    rows = v["missions"][0]["objective_rows"]
    assert [r["done"] for r in rows] == [True, False, False]
    assert rows[1]["label"] == "Place a success token on objective 2: teamwork, damage 2 " + (
        "(yellow, not counted now)"
    )
    assert rows[1]["command"] == {
        "op": "mission_success",
        "mission": 3,
        "delta": 1,
        "objective": 1,
    }


@pytest.mark.rule("Other Restrictions")
def test_no_open_objective_that_needs_dice_means_no_question() -> None:
    """Objective 3 is red only: below threat 11 it asks nothing of the dice."""
    s = played(
        SETUP,
        {"op": "mission_add", "name": "Pyro", "threat": 1, "requirements": ROWS},
        {"op": "mission_success", "mission": 3, "delta": 1, "objective": 0},
        {"op": "mission_success", "mission": 3, "delta": 1, "objective": 1},
        {"op": "deploy", "hero": 1, "mission": 3},
        {"op": "dice_attempt", "hero": 1, "assist": None, "seed": 4},
    )
    odds = build(s)["dice"]["odds_question"]
    assert odds["question"] is None and odds["note"].startswith("No open objective of Pyro")


def test_a_mission_without_symbols_asks_no_question() -> None:
    s = played(
        SETUP,
        {"op": "mission_add", "name": "Pyro", "threat": 1, "objectives": 2},
        {"op": "deploy", "hero": 1, "mission": 3},
        {"op": "dice_attempt", "hero": 1, "assist": None, "seed": 4},
    )
    assert build(s)["dice"]["odds_question"] is None


@pytest.mark.rule("Other Restrictions")
def test_the_view_marks_the_next_objective_under_the_order_arrow() -> None:
    s = played(
        SETUP,
        {"op": "mission_add", "name": "Pyro", "threat": 1, "requirements": ROWS, "order": True},
        {"op": "mission_success", "mission": 3, "delta": 1},
    )
    rows = build(s)["missions"][0]["objective_rows"]
    assert [(r["done"], r["next"], r["enabled"]) for r in rows] == [
        (True, False, True),  # the last token placed can be taken back
        (False, True, True),  # the next one down is the only one to place
        (False, False, False),
    ]
    assert rows[1]["label"].endswith(", next in order")
    assert [q["section"] for q in rows[1]["requirements"]] == ["green", "yellow"]
    # a villain replacing the mission: the covered card keeps its rows, its tokens go back
    s, _ = sessions.perform(s, {"op": "villain_replace", "mission": 3, "name": "Blob", "threat": 1})
    covered = sessions.replay(s).state["missions"][0]["covers"]
    assert (covered["requirements"], covered["done"], covered["success"]) == (ROWS, [], 0)
