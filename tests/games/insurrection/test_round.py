"""A round at the table (rulebook: Game End; Round Overview, steps 1-3; Clarifications)."""

from __future__ import annotations

import pytest

from core.table.errors import CommandError
from tests.games.insurrection.conftest import Table, card

PLAIN = [card("Tamer"), card("Tore"), card("Dwarf"), card("Bard")]


def play_round(t: Table, reveal: list[dict[str, object]] | None = None) -> Table:
    """Advance, reveal (mark-free cards by default), draw, play 9/6/3, take the first face-up
    card and place, for every player."""
    land = t.state["path"][t.state["round"]]
    t.do("advance").do("reveal", cards=reveal or [card("Tore")] * land["people"])
    if t.state["over"]:
        return t
    t.do("draw")
    for seat, init in enumerate((9, 6, 3)):
        t.do("play", player=seat, card=card("Dwarf", init))
    while t.state["phase"] == "turns":
        t.do("take", card=t.state["play"][0]["id"]).do("place")
    return t


@pytest.mark.rule("Round Overview")
def test_six_rounds_good_wins_and_hands_hold_4_plus_round() -> None:
    """Round Overview, step 1A: the token moves one card per round; Game End: the Good side
    wins after round 6; each round a hand gains a draw and a take and loses the card played,
    so after round r it holds 4 + r (10 at the end, as in the Scoring Example)."""
    t = Table()
    for r in range(1, 7):
        play_round(t)
        assert t.state["round"] == r
        assert [p["hand"] for p in t.state["players"]] == [4 + r] * 3
        if r < 6:
            assert any(f"hold {4 + r} cards" in w for w in t.view()["warnings"])
    assert t.state["over"] and t.state["evil"] is None
    assert t.view()["evil"]["text"].startswith("Good wins")
    with pytest.raises(CommandError, match="game is over"):
        t.do("advance")


@pytest.mark.rule("Round Overview")
def test_the_people_deck_arithmetic_with_no_reshuffle() -> None:
    """Round Overview, steps 1B and 2: the Land's People and each draw leave the deck; a Remove
    feeds the graveyard; Clarifications: the graveyard is never shuffled back."""
    t = Table()
    assert t.state["deck"] == 61
    t.do("advance").do("reveal", cards=[card("Tore")] * 4)
    assert t.state["deck"] == 57
    t.do("draw")
    assert t.state["deck"] == 54
    t.do("play", player=0, card=card("Gnoll", 9, remove=True))
    t.do("play", player=1, card=card("Seer", 6, look=True))
    t.do("play", player=2, card=card("Dwarf", 3))
    t.do("remove", card=t.state["play"][0]["id"])
    assert t.state["graveyard"] == 1 and t.state["deck"] == 54
    t.do("take", card=t.state["play"][0]["id"]).do("place")
    t.do("look", keep=False)
    assert t.state["deck"] == 54  # the card went under the deck
    with pytest.raises(CommandError, match="Look has been used"):
        t.do("look", keep=True, card=card("Imp"))
    t.do("take", card=t.state["play"][0]["id"]).do("place")
    t.do("take", card=t.state["play"][0]["id"]).do("place")
    assert t.state["deck"] == 54 and t.state["graveyard"] == 1


@pytest.mark.rule("Clarifications")
def test_a_short_deck_skips_the_draw_and_the_look_and_warns_ahead() -> None:
    """Clarifications: too few cards to prepare the turn or to Look: skip the step, no
    reshuffle. The view warns when the next Land will not find enough cards."""
    t = Table()
    t.do("adjust", counter="deck", delta=-20).do("adjust", counter="deck", delta=-20)
    t.do("adjust", counter="deck", delta=-15)  # 6 left: the Fortress needs 4 + 3 draws
    assert any("running short" in w for w in t.view()["warnings"])
    t.do("advance").do("reveal", cards=[card("Tore")] * 4)
    assert t.state["deck"] == 2
    t.do("draw")
    assert "skipped" in t.events[0]
    assert t.state["deck"] == 2 and [p["hand"] for p in t.state["players"]] == [4] * 3
    t.do("play", player=0, card=card("Seer", 9, look=True))
    t.do("play", player=1, card=card("Dwarf", 6)).do("play", player=2, card=card("Dwarf", 3))
    assert t.view()["turn"]["can_look"] is True
    t.do("adjust", counter="deck", delta=-2)
    with pytest.raises(CommandError, match="deck is empty"):
        t.do("look", keep=False)
    assert t.view()["turn"]["can_look"] is False


@pytest.mark.rule("Round Overview")
def test_a_short_deck_reveals_what_is_left() -> None:
    """Round Overview, step 1B with fewer cards than the Land's value (not covered by the
    rulebook): the cards left are revealed."""
    t = Table()
    t.do("adjust", counter="deck", delta=-20).do("adjust", counter="deck", delta=-20)
    t.do("adjust", counter="deck", delta=-19)  # 2 left; the Fortress shows 4
    t.do("advance")
    with pytest.raises(CommandError, match="reveals 2 People cards, not 4"):
        t.do("reveal", cards=[card("Tore")] * 4)
    t.do("reveal", cards=[card("Tore")] * 2)
    assert t.state["deck"] == 0


@pytest.mark.rule("Round Overview")
def test_check_one_evil_wins_at_once_on_reveal_and_no_turn_is_played() -> None:
    """Round Overview, step 1B: 10 or more face-up marks after the reveal: Evil wins, the game
    ends, players score at once."""
    t = Table()
    t.do("advance").do("reveal", cards=[card("Chaos", marks=3)] * 4)
    assert t.marks == 12
    assert t.state["over"] and t.state["evil"] == {"round": 1, "when": "reveal"}
    for op, fields in (("draw", {}), ("play", {"player": 0, "card": card("Dwarf", 3)})):
        with pytest.raises(CommandError, match="game is over"):
            t.do(op, **fields)
    assert "no turn was played" in t.view()["evil"]["text"]
    assert t.view()["pad"]["column"] == "Evil"


@pytest.mark.rule("Round Overview")
def test_nine_marks_at_the_reveal_are_not_enough() -> None:
    """Game End: 10 or more face-up marks; 9 lets the round go on."""
    t = Table()
    t.do("advance").do("reveal", cards=[card("Chaos", marks=3)] * 3 + [card("Tore")])
    assert t.marks == 9 and t.state["evil"] is None and t.state["phase"] == "draw"


@pytest.mark.rule("Clarifications")
def test_evil_never_wins_in_the_middle_of_a_turn() -> None:
    """Clarifications: Evil cannot win in the middle of a turn; the check comes after the take
    and the placing of the played card."""
    t = Table()
    t.do("advance").do("reveal", cards=[card("Chaos", marks=2)] * 4).do("draw")
    t.do("play", player=0, card=card("Seer", 9, marks=1, look=True))
    t.do("play", player=1, card=card("Dwarf", 6))
    t.do("play", player=2, card=card("Dwarf", 3))
    t.do("look", keep=True, card=card("Imp", marks=3))
    assert t.marks == 11 and t.state["evil"] is None  # mid-turn: no check
    t.do("take", card=t.card_id("Imp"))
    assert t.state["evil"] is None
    t.do("place")
    assert t.marks == 9 and t.state["evil"] is None
    t.do("add_card", card=card("Imp", marks=3))  # a Land effect, say: still no check
    assert t.state["evil"] is None
    t.do("take", card=t.card_id("Chaos")).do("place")  # 12 - 2 + 0: the check after his turn
    assert t.marks == 10 and t.state["evil"] == {"round": 1, "when": "Grégory"}


@pytest.mark.rule("Round Overview")
def test_taking_back_your_own_card_only_in_the_very_rare_case() -> None:
    """Round Overview, step 3: a player cannot take the card they played; only when Evil has
    won and no other take keeps 10 marks do they take it back, and that ends the turn."""
    t = Table()
    t.do("advance").do("reveal", cards=[card("Chaos", marks=3)] * 3 + [card("Imp", marks=0)])
    t.do("draw")
    t.do("play", player=0, card=card("Ogre", 9, marks=1))
    t.do("play", player=1, card=card("Dwarf", 6))
    t.do("play", player=2, card=card("Dwarf", 3))
    with pytest.raises(CommandError, match="only when Evil has won"):
        t.do("take", own=True)
    t.do("take", card=t.card_id("Imp")).do("place")
    assert t.marks == 10 and t.state["evil"] is not None
    # Grégory: every face-up card carries marks and his Dwarf none, so any take ends below 10.
    assert t.view()["turn"]["takeable"] == [] and t.view()["turn"]["can_take_own"]
    hand = t.state["players"][1]["hand"]
    t.do("take", own=True)
    assert t.state["players"][1]["hand"] == hand + 1 and t.marks == 10
    assert t.view()["turn"]["player"] == "Benjamin"


@pytest.mark.rule("Prepare the Turn")
def test_turn_order_by_initiative_and_a_prompt_for_ties() -> None:
    """Round Overview, step 2: turns go from the highest initiative down; the rulebook does not
    settle ties, so the table orders tied players (never against the initiatives)."""
    t = Table()
    t.do("advance").do("reveal", cards=PLAIN).do("draw")
    t.do("play", player=0, card=card("Dwarf", 4))
    t.do("play", player=1, card=card("Tore", 7))
    t.do("play", player=2, card=card("Dwarf", 4))
    assert t.state["phase"] == "order" and "agree on an order" in t.events[-1]
    with pytest.raises(CommandError, match="Higher initiative plays first"):
        t.do("order", order=[0, 1, 2])
    with pytest.raises(CommandError, match="exactly once"):
        t.do("order", order=[1, 1, 2])
    t.do("order", order=[1, 2, 0])
    assert t.view()["order"] == ["Grégory", "Benjamin", "Jeanne"]
    assert t.state["players"][0]["hand"] == 4  # 4 + 1 drawn - 1 played


@pytest.mark.rule("Clarifications")
def test_the_land_effect_comes_before_remove_and_look() -> None:
    """Clarifications: Land effects apply before card effects (Remove and Look); only an
    Advanced Land has one."""
    t = Table()
    play_round(t, PLAIN)  # round 1: the Fortress, no Land effect
    for _ in range(3):
        play_round(t)
    t.do("advance")
    assert t.events[-1].startswith("Land effect (for the highest initiative)")
    t.do("reveal", cards=[card("Tore")] * 2).do("draw")
    t.do("play", player=0, card=card("Gnoll", 9, remove=True))
    t.do("play", player=1, card=card("Dwarf", 6))
    t.do("play", player=2, card=card("Dwarf", 3))
    labels = [st["label"].split(" (")[0] for st in t.view()["turn"]["steps"]]
    assert labels == [
        "Land effect",
        "Remove",
        "Take one face-up card",
        "Place the played card face up; Corruption check",
    ]
    t.do("remove", card=t.state["play"][0]["id"])
    assert [st["done"] for st in t.view()["turn"]["steps"]] == [False, True, False, False]
    with pytest.raises(CommandError, match="comes before"):
        t.do("land_effect")


@pytest.mark.rule("Round Overview")
def test_the_turn_steps_are_guarded() -> None:
    """Round Overview, step 3: Remove or Look only with the icon; one take; the played card
    goes down last; nothing before the cards are revealed."""
    t = Table()
    with pytest.raises(CommandError, match="right after the Rebels token moves"):
        t.do("reveal", cards=PLAIN)
    t.do("advance").do("reveal", cards=PLAIN).do("draw")
    t.do("play", player=0, card=card("Dwarf", 9))
    with pytest.raises(CommandError, match="Turns start"):
        t.do("take", card=t.state["play"][0]["id"])
    t.do("play", player=1, card=card("Dwarf", 6)).do("play", player=2, card=card("Dwarf", 3))
    with pytest.raises(CommandError, match="no Remove icon"):
        t.do("remove", card=t.state["play"][0]["id"])
    with pytest.raises(CommandError, match="no Look icon"):
        t.do("look", keep=False)
    with pytest.raises(CommandError, match="Take a face-up card first"):
        t.do("place")
    with pytest.raises(CommandError, match="not face up"):
        t.do("take", card=999)
    t.do("take", card=t.state["play"][0]["id"])
    with pytest.raises(CommandError, match="already taken"):
        t.do("take", card=t.state["play"][0]["id"])
    t.do("take", card=t.state["play"][0]["id"], extra=True)  # Nhia's extra card, say
    assert t.state["players"][0]["hand"] == 4 - 1 + 1 + 2
