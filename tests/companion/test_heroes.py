"""Rulebook: Training Tokens; Mutants; Ready & Exhausted; Bonds; Attempting Missions, Step 1
(assist once per round, each hero active once); Regroup Phase (ready cards)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion.errors import CommandError


def test_one_training_token_of_a_type(game) -> None:
    """Training Tokens: one token at a time; a second replaces the first."""
    g = game().do("training", hero=1, type="power")
    assert g.hero(1)["training"] == "power"
    g.do("training", hero=1, type="fight")
    assert g.hero(1)["training"] == "fight"
    g.do("training", hero=1, type=None)
    assert g.hero(1)["training"] is None
    with pytest.raises(CommandError):
        g.do("training", hero=1, type="villainy")


def test_one_mutant_ready_or_exhausted(game) -> None:
    """Mutants: one at a time; Ready & Exhausted: exhausting toggles, regroup readies."""
    g = game().do("mutant", hero=2, name="Wolfsbane").do("mutant_exhaust", hero=2)
    assert g.hero(2)["mutant_exhausted"]
    g.do("mutant", hero=2, name="Pixie")  # a new mutant replaces the old one, ready
    assert (g.hero(2)["mutant"], g.hero(2)["mutant_exhausted"]) == ("Pixie", False)
    g.do("mutant_exhaust", hero=2).to_phase("regroup")
    assert not g.hero(2)["mutant_exhausted"]
    assert "ready" in g.state["done"]
    g.do("mutant", hero=2, name=None)
    assert g.hero(2)["mutant"] is None
    with pytest.raises(CommandError, match="no mutant"):
        g.do("mutant_exhaust", hero=2)


def test_bonds_are_shared_and_flip_on_both_sides(game) -> None:
    """Bonds: the pair share one bond; flipping or discarding affects both cards."""
    g = game().do("bond", hero=1, other=2, positive=True)
    assert g.state["bonds"] == [{"a": 1, "b": 2, "positive": True, "exhausted": []}]
    g.do("bond_flip", hero=2, other=1)
    assert g.state["bonds"][0]["positive"] is False
    g.do("bond_discard", hero=1, other=2)
    assert g.state["bonds"] == []


def test_each_bond_card_exhausts_alone_and_readies_at_regroup(game) -> None:
    """Ready & Exhausted; Regroup Phase: a hero exhausts their own bond card (the partner's
    copy stays ready) and the regroup readies every exhausted bond card."""
    g = game().do("bond", hero=1, other=2).do("bond_exhaust", hero=1, other=2)
    assert g.state["bonds"][0]["exhausted"] == [1]
    g.do("bond_exhaust", hero=1, other=2).do("bond_exhaust", hero=2, other=1)
    assert g.state["bonds"][0]["exhausted"] == [2]
    with pytest.raises(CommandError, match="no bond"):
        g.do("bond_exhaust", hero=1, other=3)
    g.to_phase("regroup")
    assert g.state["bonds"][0]["exhausted"] == []


def test_bond_limits(game) -> None:
    """Bonds: up to two per hero, never two with the same hero, never with oneself."""
    g = game(players=4).do("bond", hero=1, other=2).do("bond", hero=1, other=3)
    with pytest.raises(CommandError, match="already share"):
        g.do("bond", hero=2, other=1)
    with pytest.raises(CommandError, match="two bonds"):
        g.do("bond", hero=1, other=4)
    with pytest.raises(CommandError, match="two bonds"):
        g.do("bond", hero=4, other=1)
    with pytest.raises(CommandError, match="another hero"):
        g.do("bond", hero=4, other=4)
    g.do("bond", hero=2, other=3, positive=False)
    assert len(g.state["bonds"]) == 3


def test_solo_heroes_share_a_single_bond(game) -> None:
    """Solo Play: the two heroes still have at most one bond with each other."""
    g = game(players=1).do("bond", hero=1, other=2)
    with pytest.raises(CommandError):
        g.do("bond", hero=2, other=1, positive=False)


def test_assist_and_active_reset_each_round(game) -> None:
    """Step 1: each hero assists once and is active once per round."""
    g = game().to_phase("mission").do("assist", hero=1).do("active", hero=2)
    assert g.hero(1)["assisted"] and g.hero(2)["active"]
    g.to_phase("regroup")
    assert g.hero(1)["assisted"]  # still this round
    g.do("next_phase")
    assert g.state["round"] == 2
    assert not g.hero(1)["assisted"] and not g.hero(2)["active"]


def test_health_can_be_corrected_but_not_below_the_damage(game) -> None:
    """Being Knocked Out: damage equal to health is a knock-out, so a correction stays above it."""
    g = game(health=6).do("health", hero=1, health=8)
    assert g.hero(1)["health"] == 8
    g.do("damage", hero=1, delta=3)
    with pytest.raises(CommandError, match="add damage instead"):
        g.do("health", hero=1, health=3)
    with pytest.raises(CommandError):
        g.do("health", hero=1, health=0)
