"""Rulebook: Threat; Threat Phase (raise threat, flip missions, draw threat card, running out of
threat cards); Losing the Game; Clarifications: Threat."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion.checklist import steps
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.rules import (
    draw_deck,
    flip_count,
    threat_icons_in_play,
)


def test_taps_raise_and_lower_threat(game) -> None:
    g = game().do("threat", delta=1)
    assert g.state["threat"] == 5
    assert g.events == ["Threat 4 → 5."]
    g.do("threat", delta=-1).do("threat", delta=-1)
    assert g.state["threat"] == 3


def test_threat_never_goes_below_one(game) -> None:
    """Clarifications, Threat: threat cannot be reduced below 1."""
    g = game(difficulty="easy").do("threat", delta=-5)
    assert g.state["threat"] == 1
    with pytest.raises(CommandError, match="lowest"):
        g.do("threat", delta=-1)


def test_past_fifteen_the_game_is_lost(game) -> None:
    """Losing the Game: threat raised beyond space 15."""
    g = game(difficulty="extreme").do("threat", delta=7)
    assert g.state["threat"] == 15
    assert g.state["outcome"] is None
    g.do("threat", delta=1)
    assert g.state["outcome"]["result"] == "loss"
    assert "past 15" in g.state["outcome"]["reason"]
    assert g.state["threat"] == 15
    with pytest.raises(CommandError, match="over"):
        g.do("threat", delta=-1)


@pytest.mark.parametrize(
    ("threat", "deck"), [(1, "green"), (5, "green"), (6, "yellow"), (10, "yellow"), (11, "red")]
)
def test_deck_colour_follows_the_tracker(game, threat: int, deck: str) -> None:
    """Threat Phase, Draw Threat Card: draw from the deck of the tracker's colour."""
    g = game()
    g.state["threat"] = threat
    assert draw_deck(g.state) == deck


def test_empty_deck_passes_to_the_next_one_right(game) -> None:
    """Running Out of Threat Cards: draw from the next deck to the right."""
    g = game()
    g.state["threat_decks"]["green"] = 0
    assert draw_deck(g.state) == "yellow"
    g.state["threat_decks"]["yellow"] = 0
    assert draw_deck(g.state) == "red"
    g.state["threat"] = 12
    g.state["threat_decks"]["green"] = 10
    assert draw_deck(g.state) == "red"  # never to the left


def test_drawing_from_an_empty_red_deck_loses(game) -> None:
    """Losing the Game: a red card must be drawn and the red deck is empty."""
    g = game()
    g.state["threat"] = 11
    g.state["threat_decks"]["red"] = 0
    assert draw_deck(g.state) is None
    g.to_phase("threat").do("raise_icons").do("draw_threat")
    assert g.state["outcome"]["result"] == "loss"
    assert "red threat deck" in g.state["outcome"]["reason"]


def test_draw_counts_down_and_overflows(game) -> None:
    """Running Out of Threat Cards: an empty deck passes the draw to the next one right."""
    g = game().to_phase("threat").do("raise_icons")
    g.state["threat_decks"]["green"] = 1
    g.do("draw_threat")
    assert g.state["threat_decks"]["green"] == 0
    assert "draw" in g.state["done"]
    with pytest.raises(CommandError, match="already drawn"):
        g.do("draw_threat")
    g.to_phase("deploy").to_phase("threat").do("raise_icons").do("draw_threat")
    assert g.state["threat_decks"]["yellow"] == 9
    assert "green is empty" in g.events[0]


def test_threat_decks_can_be_corrected(game) -> None:
    """Components: 10 threat cards per colour; the count can be corrected."""
    g = game().do("threat_deck", deck="red", delta=-1)
    assert g.state["threat_decks"]["red"] == 9
    with pytest.raises(CommandError):
        game().do("threat_deck", deck="red", delta=1)
    with pytest.raises(CommandError):
        game().do("threat_deck", deck="purple", delta=-1)


def test_raise_counts_mission_and_sentinel_icons(game) -> None:
    """Threat Phase, Raise Threat: ! icons on face-up missions and Sentinel cards."""
    g = game().do("mission_add", name="Pyro", threat=1).do("mission_add", name="Blob", threat=2)
    blob = g.state["missions"][1]["id"]
    g.do("sentinel", mission=blob, name="Sentinel Mk I", threat=1)
    assert threat_icons_in_play(g.state) == 4
    g.to_phase("threat").do("raise_icons")
    assert g.state["threat"] == 8
    assert g.state["done"] == ["raise"]
    with pytest.raises(CommandError, match="already raised"):
        g.do("raise_icons")


def test_raise_only_in_the_threat_phase(game) -> None:
    """Threat Phase, Raise Threat: a step of the threat phase only."""
    with pytest.raises(CommandError):
        game().to_phase("mission").do("raise_icons")


def test_raise_past_fifteen_loses(game) -> None:
    """Threat Phase, Raise Threat: raising beyond space 15 loses the game."""
    g = game(difficulty="extreme").do("mission_add", name="Juggernaut", threat=5)
    g.state["threat"] = 12
    g.to_phase("threat").do("raise_icons")
    assert g.state["outcome"]["result"] == "loss"


@pytest.mark.parametrize(("players", "flips"), [(3, 1), (4, 1), (5, 2), (6, 2)])
def test_flip_counts_by_hero_count(game, players: int, flips: int) -> None:
    """Threat Phase, Flip Missions: 3-4 heroes flip one, 5-6 flip two, face-up or not."""
    g = game(players=players)
    assert flip_count(g.state) == flips
    g.do("mission_add", name="Pyro", threat=1)
    assert flip_count(g.state) == flips


@pytest.mark.parametrize("players", [1, 2])
def test_two_heroes_flip_only_when_no_continent_mission_is_face_up(game, players: int) -> None:
    """Threat Phase, Flip Missions: two heroes (solo too) flip one only if none is face up."""
    g = game(players=players)
    assert flip_count(g.state) == 1
    g.do("mission_add", name="Magneto", threat=2, story=True)
    assert flip_count(g.state) == 1  # a story mission is not on a continent deck
    g.do("mission_add", name="Pyro", threat=1)
    assert flip_count(g.state) == 0


def test_hero_count_does_not_change_with_knock_outs(game) -> None:
    """Clarifications, Heroes: hero count is set at setup."""
    g = game(players=5, health=1).do("damage", hero=1, delta=1)
    assert flip_count(g.state) == 2


def test_the_draw_follows_the_raise(game) -> None:
    """Threat Phase: raise (step 1) comes before the draw (step 3), whose deck is the colour
    where the tracker ends up; the checklist says so before the raise is done."""
    g = game().do("mission_add", name="Juggernaut", threat=3).to_phase("threat")
    draw = steps(g.state)[2]
    assert draw["text"] == (
        "After the raise (threat 7): draw and resolve the top yellow threat card."
    )
    assert not draw["action_enabled"] and draw["action_label"] == "Draw from yellow"
    assert draw["action_hint"].startswith("First “Raise threat by 3”")
    with pytest.raises(CommandError, match="Raise threat first"):
        g.do("draw_threat")
    g.do("raise_icons")
    draw = steps(g.state)[2]
    assert draw["action_enabled"] and draw["text"].startswith("Draw and resolve the top yellow")
    g.do("draw_threat")
    assert g.state["threat_decks"]["yellow"] == 9


def test_ticking_the_raise_by_hand_allows_the_draw(game) -> None:
    """Threat Phase: a raise done on the board and ticked counts as done."""
    g = game().to_phase("threat").do("threat", delta=2).do("check", step="raise")
    g.do("draw_threat")
    assert g.state["threat_decks"]["yellow"] == 9


def test_the_checklist_warns_of_an_overflow_and_an_empty_deck(game) -> None:
    """Raise Threat (beyond 15 loses) and Running Out of Threat Cards, said before the tap."""
    g = game().do("mission_add", name="Juggernaut", threat=3).to_phase("threat")
    g.state["threat_decks"]["yellow"] = 0
    raise_step, _, draw = steps(g.state)
    assert draw["text"].endswith("draw and resolve the top red threat card (yellow is empty).")
    g.state["threat"] = 13
    raise_step, _, draw = steps(g.state)
    assert raise_step["text"].endswith("That goes past 15: the heroes lose.")


@pytest.mark.rule("Losing the Game")
def test_the_last_raise_warning_goes_once_the_game_is_lost() -> None:
    """Losing the Game: raised beyond space 15, the heroes lose; the "one more raise" warning
    is for a game still on (issue 25: it stayed after the loss)."""
    from core.games.mutant_insurrection.companion import session as sessions
    from core.games.mutant_insurrection.companion.view import build

    s = sessions.new_session({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
    s, _ = sessions.perform(s, {"op": "threat", "delta": 11})
    assert build(s)["threat"]["warning"] == "One more raise loses the game."
    s, _ = sessions.perform(s, {"op": "threat", "delta": 1})
    v = build(s)
    assert v["outcome"]["result"] == "loss" and v["threat"]["warning"] is None
