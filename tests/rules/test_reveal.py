"""Revealing Cards: a revealed card is read without resolving its effects, then the revealing
effect says where it goes."""

from __future__ import annotations

import pytest

from core.effects import ContentError, validate_effects
from tests.rules.rulekit import fx, game, kind, put_mission


def test_revealed_mutant_goes_where_the_effect_says() -> None:
    g = game()
    s = g.s
    top = s["mdeck"][0]
    fx(g, [{"op": "reveal", "deck": "mutant", "then": "school"}])
    assert s["mschool"] == [top] and top not in s["mdeck"]
    top = s["mdeck"][0]
    fx(g, [{"op": "reveal", "deck": "mutant", "then": "bottom"}])
    assert s["mdeck"][-1] == top
    top = s["mdeck"][0]
    fx(g, [{"op": "reveal", "deck": "mutant", "then": "draw"}], hero="storm")
    assert s["heroes"]["storm"]["mutant"] == top


def test_revealed_villain_replaces_a_mission_without_flip_effects() -> None:
    g = game()
    s = g.s
    for mid in list(s["missions"]):
        del s["missions"][mid]
    for d in s["decks"].values():
        d["up"] = False
    put_mission(g, "na1")
    top = s["vdeck"][0]
    fx(g, [{"op": "reveal", "deck": "villain", "then": "replace", "target": "most_threat"}])
    assert top in s["missions"] and "na1" not in s["missions"] and s["drawn"] == []
    assert kind(g) == "deploy"


def test_reveal_is_validated() -> None:
    with pytest.raises(ContentError, match="a revealed mutant cannot replace"):
        validate_effects([{"op": "reveal", "deck": "mutant", "then": "replace"}], "card x")
    with pytest.raises(ContentError, match='needs a "target"'):
        validate_effects([{"op": "reveal", "deck": "villain", "then": "replace"}], "card x")
