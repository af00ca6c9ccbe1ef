"""The device library (issue 28: nothing typed twice): the Lands' values and the cards typed in
one game come back in the next setup, and a card played again by name keeps its details."""

from __future__ import annotations

from core.games.insurrection import GAME
from core.table.library import merged
from core.table.screen import defaults
from tests.games.insurrection.conftest import Table, card


def test_what_one_game_typed_the_next_setup_knows() -> None:
    t = Table()
    t.do("advance").do("reveal", cards=[card("Chaos", marks=2, icons={"minion": 1})] * 4)
    t.do("land", name="Marsh", values={"people": 4, "draw": 1, "kind": "basic-a"})
    learnt = GAME.library(t.state)  # type: ignore[misc]
    assert learnt["cards"]["Chaos"]["marks"] == 2
    assert learnt["lands"]["Marsh"]["people"] == 4
    device = merged({}, learnt)
    setup = defaults(GAME.form()) | {"library": device, "land_1": "Marsh"}
    again = GAME.new_state(setup)  # the form's Land values left empty: the device's are used
    assert again["path"][1]["name"] == "Marsh" and again["path"][1]["people"] == 4
    assert again["cards"]["chaos"]["icons"]["minion"] == 1
    # played again by name only: the marks and the icon come from the device
    t2 = Table(library=device, lands=None)
    t2.do("advance").do("reveal", cards=[{"name": "chaos"}] * 4)
    assert t2.marks == 8


def test_a_land_typed_on_the_form_wins_and_a_broken_record_is_left_out() -> None:
    device = {
        "lands": {"Marsh": {"people": 2}, "Bad": "not a record", "Hills": {"people": 3}},
        "cards": {"Chaos": {"marks": 2}, "x" * 80: {"marks": 1}},
    }
    setup = {
        "players": [{"name": "A"}, {"name": "B"}],
        "path": ["Marsh", "Hills", "Marsh", "Hills"],
        "lands": [{"name": "Marsh", "people": 5}],
        "library": device,
    }
    s = GAME.new_state(setup)
    assert s["path"][1]["people"] == 5 and s["path"][2]["people"] == 3
    assert "Bad" not in s["lands"] and list(s["cards"]) == ["chaos"]
