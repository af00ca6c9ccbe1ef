"""Physical dice typed in (issue 25, item 3). Rulebook: Quick Reference, Dice Ratios (the
faces a die can show); Roll Dice (two standard rerolls, extra rerolls from abilities);
Villainy (resolved before a villainy result is rerolled)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.view import build
from core.games.mutant_insurrection.dice import FACES, DieColor

from .played import played

SETUP = {"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}], "seed": 1}
TABLE = [
    {"color": "red", "face": "fight 3"},
    {"color": "yellow", "face": "power"},
    {"color": "blue", "face": "villainy"},
]


@pytest.mark.rule("Quick Reference: Dice Ratios")
def test_entered_faces_are_held_like_a_roll_and_checked_against_the_die(game) -> None:
    g = game().do("dice_enter", dice=TABLE, hero=1, assist=2)
    pool = g.state["dice"]
    assert [d["face"] for d in pool["dice"]] == ["fight 3", "power", "villainy"]
    assert pool["physical"] and pool["rerolls"] == 0
    assert g.hero(1)["active"] and g.hero(2)["assisted"]
    assert g.events == ["Storm + Rogue's assist rolled fight 3, power, villainy (table dice)."]
    # a face the die does not have, a colour the box lacks, five of a colour, nothing at all
    for bad in (
        [{"color": "yellow", "face": "fight 1"}],
        [{"color": "blue", "face": "fight 3"}],
        [{"color": "green", "face": "power"}],
        [{"color": "red", "face": "fight 9"}],
        [{"color": "red", "face": "power"}] * 5,
        [],
        "red",
    ):
        with pytest.raises(CommandError):
            game().do("dice_enter", dice=bad)


def test_every_face_a_die_shows_can_be_tapped_in() -> None:
    view = build(sessions.new_session(SETUP))
    offered = {c["color"]: [f["face"] for f in c["faces"]] for c in view["dice_faces"]}
    for color in DieColor:
        assert set(offered[color.value]) == {str(f) for f in FACES[color]}
        assert len(offered[color.value]) == len(set(offered[color.value]))


@pytest.mark.rule("Step 3: Roll Dice")
def test_a_reroll_of_table_dice_takes_the_new_faces(game) -> None:
    g = game().do("dice_enter", dice=TABLE)
    with pytest.raises(CommandError, match="table's dice"):
        g.do("dice_reroll", seed=1, selected=[1], villainy_resolved=True)
    with pytest.raises(CommandError, match="no fight 3"):
        g.do("dice_reroll", selected=[1], faces=["fight 3"], villainy_resolved=True)
    with pytest.raises(CommandError, match="every rerolled die"):
        g.do("dice_reroll", selected=[0, 1], faces=["fight 1"], villainy_resolved=True)
    g.do("dice_reroll", selected=[0, 1], faces=["fight 1", "fight 2"], villainy_resolved=True)
    assert [d["face"] for d in g.state["dice"]["dice"]] == ["fight 1", "fight 2", "villainy"]
    assert g.state["dice"]["rerolls"] == 1
    assert g.events == ["Reroll 1 of 2: fight 3, power → fight 1, fight 2."]
    g.do("dice_reroll", selected=[0], faces=["power"], villainy_resolved=True)
    with pytest.raises(CommandError, match="Both standard"):
        g.do("dice_reroll", selected=[0], faces=["power"], villainy_resolved=True)
    g.do("dice_reroll", selected=[0], faces=["teamwork"], extra=True, villainy_resolved=True)
    assert g.state["dice"]["extra"] == 1


@pytest.mark.rule("Villainy")
def test_villainy_on_table_dice_asks_first_like_a_roll(game) -> None:
    g = game()
    g.do("mission_add", name="Pyro", threat=1, villainy="Suffer 1 damage.", villainy_damage=1)
    mid = g.state["missions"][-1]["id"]
    g.do("deploy", hero=1, mission=mid).do("dice_enter", dice=TABLE, hero=1)
    with pytest.raises(CommandError, match="villainy"):
        g.do("dice_reroll", selected=[2], faces=["power"])
    g.do("dice_reroll", selected=[2], faces=["power"], villainy_resolved=True)
    assert g.state["dice"]["dice"][2]["face"] == "power"


def test_table_dice_show_in_the_view_and_undo_in_one_step() -> None:
    s = played(SETUP, {"op": "dice_enter", "dice": TABLE, "hero": 1})
    d = build(s)["dice"]
    assert d["physical"] and d["roll_label"] == "Storm"
    assert [x["label"].split(" ", 1)[1] for x in d["dice"]] == ["fight 3", "power", "villainy"]
    s, _ = sessions.undo(s)
    assert build(s)["dice"] is None
