"""Revealing Cards: a revealed card is read without resolving its effects, then the revealing
effect says where it goes."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.effects import ContentError, validate_effects
from tests.rules.rulekit import fx, game, ids, kind, put_mission


@pytest.mark.rule("Special Terms: Revealing Cards", "Mutants")
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


@pytest.mark.rule("Special Terms: Revealing Cards", "Villain Cards")
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


@pytest.mark.rule("Special Terms: Revealing Cards")
def test_reveal_is_validated() -> None:
    with pytest.raises(ContentError, match="a revealed mutant cannot replace"):
        validate_effects([{"op": "reveal", "deck": "mutant", "then": "replace"}], "card x")
    with pytest.raises(ContentError, match='needs a "target"'):
        validate_effects([{"op": "reveal", "deck": "villain", "then": "replace"}], "card x")


@pytest.mark.rule("Special Terms: Revealing Cards")
def test_revealed_threat_card_top_or_bottom_discard_or_resolve() -> None:
    """Revealing Cards: a threat card is read without resolving it, unless the effect says to
    resolve it; the heroes may be asked whether it stays on top."""
    g = game()
    s = g.s
    s["threat"] = 2
    s["tdeck"]["green"] = ["g_rally", "g_snipe"] + [
        c for c in s["tdeck"]["green"] if c not in ("g_rally", "g_snipe")
    ]
    threat = s["threat"]
    fx(g, [{"op": "reveal", "deck": "threat", "then": "top_or_bottom"}])
    assert kind(g) == "reveal_place" and s["threat"] == threat  # Angry Rally is only read
    g.apply("bottom")
    assert s["tdeck"]["green"][-1] == "g_rally" and s["tdeck"]["green"][0] == "g_snipe"
    fx(g, [{"op": "reveal", "deck": "threat", "then": "discard"}])
    assert s["tdiscard"]["green"] == ["g_snipe"]
    s["tdeck"]["green"].remove("g_rally")
    s["tdeck"]["green"].insert(0, "g_rally")
    fx(g, [{"op": "reveal", "deck": "threat", "then": "resolve"}])
    assert s["threat"] == threat + 1 and s["tdiscard"]["green"] == ["g_snipe", "g_rally"]


@pytest.mark.rule("Running Out of Threat Cards", "Special Terms: Revealing Cards")
def test_revealed_threat_card_of_a_named_colour_and_the_next_deck_when_empty() -> None:
    """Revealing Cards / Running Out of Threat Cards: a named deck, the next one if empty."""
    g = game()
    s = g.s
    red = s["tdeck"]["red"][0]
    fx(g, [{"op": "reveal", "deck": "threat", "color": "red", "then": "bottom"}])
    assert s["tdeck"]["red"][-1] == red
    s["tdiscard"]["green"] += s["tdeck"]["green"]
    s["tdeck"]["green"] = []
    yellow = s["tdeck"]["yellow"][0]
    fx(g, [{"op": "reveal", "deck": "threat", "then": "discard"}])
    assert s["tdiscard"]["yellow"] == [yellow]


@pytest.mark.rule("Special Terms: Revealing Cards", "Special Terms: Flip")
def test_revealed_continent_mission_stays_face_down_or_is_flipped() -> None:
    """Revealing Cards / Flip: the heroes pick a face-down continent deck; its top card is read
    and stays face down, goes to the bottom, or is flipped (its Flip effect resolving)."""
    g = game()
    s = g.s
    down = [k for k, d in s["decks"].items() if not d["up"]]
    top = s["decks"][down[0]]["cards"][0]
    fx(g, [{"op": "reveal", "deck": "continent", "then": "top"}])
    assert kind(g) == "reveal_deck" and ids(g) == [f"deck:{k}" for k in down]
    g.apply(f"deck:{down[0]}")
    assert s["decks"][down[0]]["cards"][0] == top and not s["decks"][down[0]]["up"]
    fx(g, [{"op": "reveal", "deck": "continent", "then": "bottom"}])
    g.apply(f"deck:{down[0]}")
    assert s["decks"][down[0]]["cards"][-1] == top
    fx(g, [{"op": "reveal", "deck": "continent", "then": "flip"}])
    g.apply(f"deck:{down[1]}")
    flipped = s["decks"][down[1]]["cards"][0]
    assert s["decks"][down[1]]["up"] and flipped in s["missions"]


@pytest.mark.rule("Special Terms: Revealing Cards")
def test_revealed_mutant_discarded_and_villain_put_back() -> None:
    """Revealing Cards: the effect says what next; the hero resolving it chooses."""
    g = game()
    s = g.s
    top = s["mdeck"][0]
    fx(g, [{"op": "reveal", "deck": "mutant", "then": "discard"}])
    assert s["mdiscard"] == [top]
    villain = s["vdeck"][0]
    fx(g, [{"op": "reveal", "deck": "villain", "then": "top_or_bottom"}], hero="storm")
    assert g.decision["who"] == "storm"
    g.apply("top")
    assert s["vdeck"][0] == villain


@pytest.mark.rule("Special Terms: Revealing Cards")
def test_reveal_colour_only_for_threat_decks() -> None:
    """Revealing Cards: what a revealing effect may say is checked when content loads."""
    with pytest.raises(ContentError, match="only a threat deck has a colour"):
        validate_effects([{"op": "reveal", "deck": "mutant", "then": "top", "color": "red"}], "x")
    with pytest.raises(ContentError, match="a revealed continent cannot school"):
        validate_effects([{"op": "reveal", "deck": "continent", "then": "school"}], "x")
