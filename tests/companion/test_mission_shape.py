"""Issue 13 item 5: a mission's objectives bound its success tokens and offer "complete" once
all are done (Attempting Missions; Step 4: Complete Objectives; Step 5: Check Outcomes); its
threat icons, objectives and villainy are editable after adding."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion.errors import CommandError


def _mission(g):  # type: ignore[no-untyped-def]
    return g.state["missions"][0]


@pytest.mark.rule("Step 5: Check Outcomes")
def test_objectives_bound_the_tokens_and_offer_complete(game) -> None:
    from core.games.mutant_insurrection.companion import view

    g = game().do("mission_add", name="Pyro", threat=1, objectives=2)
    mid = _mission(g)["id"]
    g.do("mission_success", mission=mid, delta=1)
    assert g.events == ["Pyro: 1 of 2 objectives done."]
    g.do("mission_success", mission=mid, delta=1)
    assert g.events[-1] == "Every objective of Pyro is done: complete it."
    with pytest.raises(CommandError, match="Every objective of Pyro is done"):
        g.do("mission_success", mission=mid, delta=1)
    shown = view._mission(g.state, _mission(g), locked=False)
    assert shown["all_done"]
    assert shown["complete_offer"] == {
        "label": "Complete Pyro",
        "command": {"op": "mission_complete", "mission": mid},
    }
    g.do("sentinel", mission=mid, name="MK I", threat=1)
    assert view._mission(g.state, _mission(g), locked=False)["complete_offer"] is None


@pytest.mark.rule("Attempting Missions")
def test_a_mission_is_corrected_after_adding(game) -> None:
    g = game().do("mission_add", name="Pyro", threat=1)
    mid = _mission(g)["id"]
    assert _mission(g)["objectives"] is None  # not said: tokens are not capped
    g.do("mission_edit", mission=mid, threat=3, objectives=3, villainy="Suffer 1 damage.")
    m = _mission(g)
    assert (m["threat"], m["objectives"], m["villainy"], m["villainy_damage"]) == (
        3,
        3,
        "Suffer 1 damage.",
        0,
    )
    g.do("mission_edit", mission=mid, villainy_damage=1)
    assert (_mission(g)["villainy"], _mission(g)["villainy_damage"]) == ("Suffer 1 damage.", 1)
    g.do("mission_success", mission=mid, delta=1).do("mission_success", mission=mid, delta=1)
    before = g.state
    with pytest.raises(CommandError, match="2 objectives are already done"):
        g.do("mission_edit", mission=mid, objectives=1)
    with pytest.raises(CommandError, match="out of range"):
        g.do("mission_edit", mission=mid, threat=9)
    with pytest.raises(CommandError, match="Send what to change"):
        g.do("mission_edit", mission=mid)
    assert g.state is before
