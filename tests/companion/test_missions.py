"""Rulebook: Deploy Phase (three heroes per mission); Outcomes (completed pile, heroes back to
the Blackbird); Sentinels; Villain Cards (completed villains spent by the school)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.rules import threat_icons_in_play


def _mission(g, name: str = "Pyro", **fields) -> int:
    g.do("mission_add", name=name, threat=fields.pop("threat", 1), **fields)
    return int(g.state["missions"][-1]["id"])


def test_at_most_three_heroes_on_a_mission(game) -> None:
    """Deploy Phase: a mission card cannot have more than three heroes."""
    g = game(players=4)
    m = _mission(g)
    for h in (1, 2, 3):
        g.do("deploy", hero=h, mission=m)
    with pytest.raises(CommandError, match="already has 3"):
        g.do("deploy", hero=4, mission=m)
    g.do("deploy", hero=3, mission=m)  # staying put is not a fourth hero
    g.do("deploy", hero=1, mission=None).do("deploy", hero=4, mission=m)
    assert [h["mission"] for h in g.state["heroes"]] == [None, m, m, m]


def test_success_tokens_count_up_and_down(game) -> None:
    """Step 4, Complete Objectives: a success token on each completed objective."""
    g = game()
    m = _mission(g)
    g.do("mission_success", mission=m, delta=1).do("mission_success", mission=m, delta=1)
    assert g.state["missions"][0]["success"] == 2
    g.do("mission_success", mission=m, delta=-1)
    assert g.state["missions"][0]["success"] == 1
    with pytest.raises(CommandError):
        game().do("mission_success", mission=99, delta=1)


def test_completing_a_mission_moves_it_to_the_pile(game) -> None:
    """Outcomes, Success: the mission goes to the completed pile; its heroes go home."""
    g = game()
    m = _mission(g)
    g.do("deploy", hero=1, mission=m).do("mission_success", mission=m, delta=1)
    g.do("mission_complete", mission=m)
    assert g.state["missions"] == []
    assert g.state["completed"] == [{"name": "Pyro", "villain": False}]
    assert g.hero(1)["mission"] is None


def test_sentinel_blocks_completion_until_discarded(game) -> None:
    """Sentinels: one per mission; a mission with a Sentinel cannot be completed."""
    g = game()
    m = _mission(g)
    g.do("sentinel", mission=m, name="Nimrod", threat=2)
    with pytest.raises(CommandError, match="Only one"):
        g.do("sentinel", mission=m, name="Master Mold", threat=1)
    with pytest.raises(CommandError, match="Discard Nimrod"):
        g.do("mission_complete", mission=m)
    g.do("sentinel_discard", mission=m).do("mission_complete", mission=m)
    assert len(g.state["completed"]) == 1


def test_completed_villains_can_be_spent_by_the_school(game) -> None:
    """Villain Cards: the school can use completed villain missions."""
    g = game()
    m = _mission(g, "Juggernaut", villain=True, threat=2)
    g.do("mission_complete", mission=m)
    assert g.state["villains_available"] == 1
    g.do("spend_villain")
    assert g.state["villains_available"] == 0
    with pytest.raises(CommandError):
        g.do("spend_villain")


def test_markers_return_to_the_blackbird_after_the_mission_phase(game) -> None:
    """Outcomes: after success or failure, every marker at the mission goes to the Blackbird."""
    g = game()
    m = _mission(g)
    g.to_phase("deploy").do("deploy", hero=1, mission=m).to_phase("threat")
    assert g.hero(1)["mission"] is None
    assert g.state["missions"][0]["name"] == "Pyro"  # a failed mission stays in play


def test_removing_a_mission_frees_its_heroes(game) -> None:
    g = game()
    m = _mission(g)
    g.do("deploy", hero=2, mission=m).do("mission_remove", mission=m)
    assert g.state["missions"] == [] and g.hero(2)["mission"] is None
    assert g.state["completed"] == []


def test_mission_fields_are_checked(game) -> None:
    g = game().do("mission_add", name="", threat=1).do("mission_add", threat=0)
    assert [m["name"] for m in g.state["missions"]] == ["Mission 1", "Mission 2"]
    first = g.state["missions"][0]["id"]
    g.do("mission_remove", mission=first).do("mission_add", threat=1)  # never a second "2"
    assert [m["name"] for m in g.state["missions"]] == ["Mission 2", "Mission 3"]
    with pytest.raises(CommandError):
        game().do("mission_add", name=7, threat=1)
    with pytest.raises(CommandError):
        game().do("mission_add", name="Pyro", threat=9)


def test_villain_replaces_a_mission_until_it_is_gone(game) -> None:
    """Villain Cards / Replacing Cards: heroes and Sentinel move to the villain, the covered
    mission's success tokens go back, and it returns once the villain is completed."""
    g = game()
    m = _mission(g, "Pyro", threat=1)
    g.do("deploy", hero=1, mission=m).do("mission_success", mission=m, delta=1)
    g.do("sentinel", mission=m, name="Nimrod", threat=1)
    g.do("villain_replace", mission=m, name="Sabretooth", threat=2)
    (villain,) = g.state["missions"]
    assert (villain["name"], villain["villain"], villain["sentinel"]["name"]) == (
        "Sabretooth",
        True,
        "Nimrod",
    )
    assert g.hero(1)["mission"] == villain["id"]
    assert threat_icons_in_play(g.state) == 3  # Pyro's icon is out of play
    g.do("sentinel_discard", mission=villain["id"]).do("mission_complete", mission=villain["id"])
    (back,) = g.state["missions"]
    assert (back["name"], back["success"], back["sentinel"]) == ("Pyro", 0, None)
    assert g.state["villains_available"] == 1
    assert g.hero(1)["mission"] is None


def test_removing_a_villain_uncovers_its_mission(game) -> None:
    """Villain Cards / Replacing Cards: the covered mission is back once the villain goes."""
    g = game()
    m = _mission(g, "Pyro")
    g.do("villain_replace", mission=m, name="Blob", threat=1)
    g.do("mission_remove", mission=g.state["missions"][0]["id"])
    assert [x["name"] for x in g.state["missions"]] == ["Pyro"]
    assert g.events == ["Blob leaves play. Pyro is back in play."]


@pytest.mark.rule("Villain Cards")
def test_editing_the_villain_flag_lets_the_school_spend_it(game) -> None:
    """Villain Cards: a continent villain added as a plain mission and corrected with "Edit the
    card" counts as a villain once completed (issue 25: the school could not spend it)."""
    g = game()
    m = _mission(g, "Juggernaut", threat=2)
    g.do("mission_edit", mission=m, villain=True)
    assert "a villain" in g.events[0]
    g.do("mission_success", mission=m, delta=1).do("mission_complete", mission=m)
    assert g.state["completed"] == [{"name": "Juggernaut", "villain": True}]
    assert g.state["villains_available"] == 1
    g.do("mission_edit", mission=_mission(g, "Story"), story=True, villain=False)
    assert g.state["missions"][-1]["story"] is True


@pytest.mark.rule("Deploying to a Facedown Mission")
def test_a_mission_added_on_a_deck_leaves_only_face_down_decks_to_flip(game) -> None:
    """Deploying to a Facedown Mission: a deck showing a face-up mission is not flipped again;
    the deck is said when the mission is added, or corrected later (issue 25)."""
    from core.games.mutant_insurrection.companion.ops_missions import face_down_decks

    g = game()
    first, second = g.state["decks"][:2]
    m = _mission(g, "Pyro", deck=first)
    assert first not in face_down_decks(g.state)
    n = _mission(g, "Mystique")  # added without a deck: corrected with the edit
    g.do("mission_edit", mission=n, deck=second)
    assert face_down_decks(g.state) == g.state["decks"][2:]
    with pytest.raises(CommandError, match="already has a face-up mission"):
        g.do("mission_edit", mission=n, deck=first)
    g.do("mission_edit", mission=m, deck=None)
    assert first in face_down_decks(g.state)
