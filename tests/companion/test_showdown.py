"""Rulebook: Showdowns (assembling, deploy, mission phase, threat phase attacks and threat
effects, winning and losing)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.rules import flip_count, showdown_effects

MISSIONS = [
    {"name": "Phoenix Force", "defeat": 2, "attack": 2, "effect": "Raise nothing; hurt one."},
    {"name": "Hellfire Club", "defeat": 1, "attack": 5, "effect": "Each hero discards a die."},
    {"name": "Mastermind", "defeat": 1, "attack": 0},
]


def _ids(g) -> list[int]:
    return [m["id"] for m in g.state["showdown"]["missions"]]


def test_showdown_sets_aside_missions_and_skips_to_deploy(game) -> None:
    """Assembling the Showdown: continent missions set aside, straight to the next deploy."""
    g = game().do("mission_add", name="Pyro", threat=1).to_phase("mission")
    g.do("showdown_start", missions=MISSIONS)
    assert g.state["missions"] == []
    assert (g.state["phase"], g.state["round"]) == ("deploy", 2)
    with pytest.raises(CommandError):
        g.do("mission_add", name="Blob", threat=1)
    with pytest.raises(CommandError, match="already started"):
        g.do("showdown_start", missions=MISSIONS)


def test_showdown_needs_two_missions(game) -> None:
    """Assembling the Showdown: a set of two or more showdown missions."""
    with pytest.raises(CommandError):
        game().do("showdown_start", missions=MISSIONS[:1])


def test_leftmost_attack_hits_every_hero(game) -> None:
    """Threat Phase, Attacks: the leftmost attack value damages each hero, no threat raised."""
    g = game(health=6).do("showdown_start", missions=MISSIONS)
    assert g.state["showdown"]["missions"][1]["attack"] == 0  # only the leftmost attacks
    g.to_phase("threat").do("showdown_attack")
    assert [h["damage"] for h in g.state["heroes"]] == [2, 2, 2]
    assert g.state["threat"] == 4
    with pytest.raises(CommandError, match="already attacked"):
        g.do("showdown_attack")
    with pytest.raises(CommandError):
        g.do("raise_icons")
    with pytest.raises(CommandError):
        g.do("draw_threat")


def test_attack_counts_after_the_leftmost_is_completed(game) -> None:
    """Attacks: attack values of completed missions are not ignored."""
    g = game(health=6).do("showdown_start", missions=MISSIONS)
    first = _ids(g)[0]
    g.do("showdown_success", mission=first, delta=1).do("showdown_success", mission=first, delta=1)
    g.to_phase("threat").do("showdown_attack")
    assert g.hero(1)["damage"] == 2


def test_attack_that_knocks_everyone_out_loses(game) -> None:
    """Showdowns, Winning and Losing: every hero in play knocked out."""
    g = game(health=2).do("showdown_start", missions=MISSIONS).to_phase("threat")
    g.do("showdown_attack")
    assert all(h["out"] for h in g.state["heroes"])
    assert g.state["outcome"]["result"] == "loss"


def test_threat_effects_left_to_right_skip_completed(game) -> None:
    """Threat Effects: resolved left to right; a completed mission's effect is ignored."""
    g = game().do("showdown_start", missions=MISSIONS)
    assert [m["name"] for m in showdown_effects(g.state)] == ["Phoenix Force", "Hellfire Club"]
    g.do("showdown_success", mission=_ids(g)[1], delta=1)
    assert [m["name"] for m in showdown_effects(g.state)] == ["Phoenix Force"]


def test_defeat_values_and_the_win(game) -> None:
    """Playing the Showdown / Winning: a mission falls at its defeat value; all fallen wins."""
    g = game().do("showdown_start", missions=MISSIONS)
    a, b, c = _ids(g)
    g.do("showdown_success", mission=a, delta=1).do("showdown_success", mission=b, delta=1)
    with pytest.raises(CommandError, match="defeated"):
        g.do("showdown_success", mission=b, delta=1)
    g.do("showdown_success", mission=a, delta=1)
    assert g.state["outcome"] is None
    g.do("showdown_success", mission=c, delta=1)
    assert g.state["outcome"]["result"] == "win"


def test_last_showdown_mission_takes_every_hero(game) -> None:
    """Showdowns, Deploy Phase: with one mission left, all heroes may deploy to it."""
    g = game(players=5).do("showdown_start", missions=MISSIONS[:2])
    a, b = _ids(g)
    for h in (1, 2, 3):
        g.do("deploy", hero=h, mission=a)
    with pytest.raises(CommandError):
        g.do("deploy", hero=4, mission=a)
    g.do("showdown_success", mission=b, delta=1)
    with pytest.raises(CommandError, match="defeated"):
        g.do("deploy", hero=4, mission=b)
    g.do("deploy", hero=4, mission=a).do("deploy", hero=5, mission=a)
    assert sum(h["mission"] == a for h in g.state["heroes"]) == 5


def test_heroes_stay_on_showdown_missions_through_the_round(game) -> None:
    """Showdowns, Regroup Phase: heroes remain where they deployed."""
    g = game().do("showdown_start", missions=MISSIONS)
    g.do("deploy", hero=1, mission=_ids(g)[0]).to_phase("regroup")
    assert g.hero(1)["mission"] == _ids(g)[0]
    assert flip_count(g.state) == 1  # the rule query still answers; the checklist hides it


def test_last_hero_paying_damage_for_the_last_mission_still_wins(game) -> None:
    """Clarifications, Showdowns: if the last hero completes the last showdown mission with
    damage that knocks them out, the heroes win. The loss says so, and one tap on that
    mission's success token records the win."""
    g = game(players=2, health=1).do("showdown_start", missions=MISSIONS[1:])
    first, last = _ids(g)
    g.do("showdown_success", mission=first, delta=1).to_phase("mission")
    g.do("damage", hero=1, delta=1).do("damage", hero=2, delta=1)
    lost = g.state["outcome"]
    assert lost["result"] == "loss" and "Unless that damage completed" in lost["reason"]
    with pytest.raises(CommandError, match="over"):
        g.do("showdown_success", mission=first, delta=-1)
    g.do("showdown_success", mission=last, delta=1)
    assert g.state["outcome"]["result"] == "win"
    with pytest.raises(CommandError, match="over"):
        g.do("damage", hero=2, delta=1)


def test_a_showdown_attack_that_knocks_out_everyone_cannot_be_turned_into_a_win(game) -> None:
    """Only a damage requirement (paid in the mission phase) can complete a mission."""
    g = game(players=2, health=1).do("showdown_start", missions=MISSIONS[1:])
    g.do("showdown_success", mission=_ids(g)[0], delta=1).to_phase("threat")
    g.do("showdown_attack")
    assert g.state["outcome"]["result"] == "loss"
    assert "Unless" not in g.state["outcome"]["reason"]
    with pytest.raises(CommandError, match="over"):
        g.do("showdown_success", mission=_ids(g)[1], delta=1)


def test_threat_past_fifteen_does_not_lose_in_the_showdown(game) -> None:
    """Showdowns, Winning and Losing: instead of the normal loss conditions, only every hero
    knocked out loses; the tracker stops at 15."""
    g = game(difficulty="extreme").do("showdown_start", missions=MISSIONS)
    g.do("threat", delta=7).do("threat", delta=1)
    assert (g.state["threat"], g.state["outcome"]) == (15, None)
    assert "does not lose" in g.events[-1]
