"""Rulebook: Damage; Being Knocked Out; Regroup Phase; Losing the Game; Clarifications: Heroes."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.rules import replacements_due

SHOWDOWN = [
    {"name": "Dark Phoenix", "defeat": 3, "attack": 1},
    {"name": "Hellfire Guards", "defeat": 2, "attack": 0, "effect": "One hero suffers 1."},
]


def test_damage_and_healing_stay_within_health(game) -> None:
    """Damage; Clarifications, Heroes: no healing beyond maximum health."""
    g = game(health=5).do("damage", hero=1, delta=1).do("damage", hero=1, delta=1)
    assert g.hero(1)["damage"] == 2
    g.do("damage", hero=1, delta=-5)
    assert g.hero(1)["damage"] == 0
    with pytest.raises(CommandError, match="no damage"):
        g.do("damage", hero=1, delta=-1)


def test_knock_out_when_damage_reaches_health(game) -> None:
    """Being Knocked Out: damage equal to health knocks the hero out and raises threat by 1."""
    g = game(health=3)
    g.do("damage", hero=2, delta=2)
    assert not g.hero(2)["out"]
    assert g.state["threat"] == 4
    g.do("damage", hero=2, delta=1)
    assert g.hero(2)["out"]
    assert g.state["threat"] == 5
    assert "knocked out" in g.events[1]


def test_knocked_out_hero_loses_cards_tokens_and_bonds(game) -> None:
    """Being Knocked Out: other cards and tokens are discarded, and the partner's bond card."""
    g = game(health=2).do("mission_add", name="Pyro", threat=1)
    mission = g.state["missions"][0]["id"]
    g.do("training", hero=1, type="power").do("mutant", hero=1, name="Wolfsbane")
    g.do("bond", hero=1, other=2, positive=True).do("deploy", hero=1, mission=mission)
    g.do("damage", hero=1, delta=2)
    h = g.hero(1)
    assert (h["training"], h["mutant"], h["mission"]) == (None, None, None)
    assert g.state["bonds"] == []
    with pytest.raises(CommandError, match="knocked out"):
        g.do("damage", hero=1, delta=1)


def test_knocked_out_hero_at_fifteen_loses(game) -> None:
    """Being Knocked Out (+1 threat) and Losing the Game (threat beyond 15)."""
    g = game(health=1)
    g.state["threat"] = 15
    g.do("damage", hero=1, delta=1)
    assert g.state["outcome"]["result"] == "loss"


def test_replacement_is_prompted_at_regroup(game) -> None:
    """Regroup Phase: a knocked-out hero's player chooses a hero not used this game."""
    g = game(health=1).do("damage", hero=3, delta=1)
    assert replacements_due(g.state) == []  # not before regroup
    g.to_phase("regroup")
    assert [h["id"] for h in replacements_due(g.state)] == [3]
    with pytest.raises(CommandError, match="new hero"):
        g.do("next_phase")
    with pytest.raises(CommandError, match="already used"):
        g.do("replace", hero=3, name="storm")
    g.do("replace", hero=3, name="Wolverine", health=7)
    new = g.state["heroes"][-1]
    assert (new["name"], new["health"], new["seat"]) == ("Wolverine", 7, 2)
    assert g.state["seats"][2] == new["id"]
    assert replacements_due(g.state) == []
    g.do("next_phase")
    assert g.state["phase"] == "deploy"


def test_replacement_only_in_regroup(game) -> None:
    """Regroup Phase: a new hero is chosen then, for a knocked-out hero only."""
    g = game(health=1).do("damage", hero=1, delta=1)
    with pytest.raises(CommandError, match="regroup"):
        g.do("replace", hero=1, name="Wolverine")
    with pytest.raises(CommandError, match="regroup"):
        game().to_phase("regroup").do("replace", hero=1, name="Wolverine")


def test_no_unused_hero_left_loses(game) -> None:
    """Being Knocked Out: no unused hero remains for a replacement, so the heroes lose."""
    g = game(players=6, health=1)
    for _ in range(10):  # ten replacements use up the 16 power cards
        g.do("damage", hero=g.state["seats"][0], delta=1).to_phase("regroup")
        g.do("replace", hero=g.state["seats"][0], name=f"Hero {len(g.state['heroes'])}", health=1)
        g.to_phase("deploy")
    assert len(g.state["heroes"]) == 16
    g.state["threat"] = 1
    g.do("damage", hero=g.state["seats"][0], delta=1)
    assert g.state["outcome"] is None
    g.to_phase("mission").to_phase("threat").do("next_phase")
    assert g.state["outcome"]["result"] == "loss"
    assert "no unused hero" in g.state["outcome"]["reason"]


def test_knock_out_during_the_showdown_adds_no_threat_and_no_replacement(game) -> None:
    """Being Knocked Out; Showdowns, Regroup Phase: no threat, no new hero once it started."""
    g = game(health=2).do("showdown_start", missions=SHOWDOWN)
    g.do("damage", hero=1, delta=2)
    assert g.hero(1)["out"]
    assert g.state["threat"] == 4
    g.to_phase("regroup")
    assert replacements_due(g.state) == []
    g.do("next_phase")
    assert g.state["phase"] == "deploy"


def test_knocked_out_heroes_are_not_replaced_before_the_showdown(game) -> None:
    """Assembling the Showdown: skip to deploy, so knocked-out heroes stay out."""
    g = game(health=1).do("damage", hero=1, delta=1).to_phase("threat")
    g.do("showdown_start", missions=SHOWDOWN)
    assert g.state["phase"] == "deploy"
    assert g.hero(1)["out"]
    assert g.state["seats"][0] == 1


def test_all_heroes_knocked_out_in_the_showdown_loses(game) -> None:
    """Losing the Game: during the showdown, every hero in play is knocked out."""
    g = game(players=2, health=2).do("showdown_start", missions=SHOWDOWN)
    g.do("damage", hero=1, delta=2)
    assert g.state["outcome"] is None
    g.do("damage", hero=2, delta=2)
    assert g.state["outcome"]["result"] == "loss"


def test_all_heroes_knocked_out_outside_the_showdown_is_not_a_loss(game) -> None:
    """Losing the Game: all heroes knocked out loses only during the showdown."""
    g = game(players=2, health=1).do("damage", hero=1, delta=1).do("damage", hero=2, delta=1)
    assert g.state["outcome"] is None
    assert g.state["threat"] == 6


def test_two_knock_outs_and_one_hero_left_in_the_box_lose_after_the_first_replacement(
    game,
) -> None:
    """Being Knocked Out: a player who cannot choose an unused hero loses the game for all,
    even when another knocked-out hero took the last one in the same regroup."""
    g = game(players=6, health=1)
    for i in range(9):  # 6 + 9 = 15 power cards used: one left in the box
        g.do("damage", hero=g.state["seats"][0], delta=1).to_phase("regroup")
        g.do("replace", hero=g.state["seats"][0], name=f"Hero {i}", health=1).to_phase("deploy")
    g.state["threat"] = 1
    for seat in (0, 1):
        g.do("damage", hero=g.state["seats"][seat], delta=1)
    g.to_phase("regroup")
    assert g.state["outcome"] is None  # one hero is still there to choose
    g.do("replace", hero=g.state["seats"][0], name="Last One", health=4)
    assert g.state["outcome"]["result"] == "loss"
    assert "no unused hero" in g.events[-1]


def test_showdown_with_nobody_standing_is_lost_at_once(game) -> None:
    """Assembling the Showdown (no replacement first) and Losing the Game (all knocked out)."""
    g = game(players=2, health=1).do("damage", hero=1, delta=1).do("damage", hero=2, delta=1)
    g.do("showdown_start", missions=SHOWDOWN)
    assert g.state["outcome"]["result"] == "loss"
