"""The rulebook's example round (Round Overview Example): Jeanne's Chaos brings the face-up
Corruption marks to 11, so Evil has won but the round goes on; Grégory leaves at least 10;
Benjamin may not use his Gnoll's Remove, may only take a card with one mark, which leaves
exactly 10, and the game ends.

The rulebook gives the names and the totals; the other cards and marks below are chosen to
match them (the play area holds no card without marks by Benjamin's turn, as his limits imply).
"""

from __future__ import annotations

import pytest

from core.table.errors import CommandError
from tests.games.insurrection.conftest import Table, card

SECTION = "Round Overview Example"

# Before Jeanne's turn: 9 marks face up; the Tamer is the only card without one.
AREA = [
    card("Tamer", marks=0),
    card("Tore", marks=1),
    card("Dragon", marks=2),
    card("Necromancer", marks=3),
    card("Shadow", marks=3),
]


def to_turns(mode: str = "cards") -> Table:
    t = Table(mode=mode)
    t.do("advance").do("reveal", cards=[card("Filler", marks=0)] * 4)
    t.do("draw")
    # Corrections stand in for earlier rounds: the play area as the example finds it.
    for c in list(t.state["play"]):
        t.do("discard", card=c["id"])
    for c in AREA:
        t.do("add_card", card=c)
    assert t.marks == 9
    t.do("play", player=0, card=card("Chaos", 12, marks=2))
    t.do("play", player=1, card=card("Skeleton", 8, marks=1))
    t.do("play", player=2, card=card("Gnoll", 3, marks=0, remove=True))
    return t


@pytest.mark.rule(SECTION)
def test_jeanne_brings_eleven_marks_and_evil_has_won_but_the_round_goes_on() -> None:
    """Round Overview Example; Round Overview, step 3 (the check after a turn)."""
    t = to_turns()
    assert [t.state["players"][s]["name"] for s in t.state["order"]] == [
        "Jeanne",
        "Grégory",
        "Benjamin",
    ]
    t.do("take", card=t.card_id("Tamer")).do("place")
    assert t.marks == 11
    assert t.state["evil"] == {"round": 1, "when": "Jeanne"}
    assert not t.state["over"] and t.state["phase"] == "turns"
    assert "Evil has won" in " ".join(t.events)


@pytest.mark.rule(SECTION)
def test_gregory_must_leave_ten_and_benjamin_may_not_remove() -> None:
    """Round Overview Example: after Evil has won, every turn leaves 10 or more marks."""
    t = to_turns()
    t.do("take", card=t.card_id("Tamer")).do("place")
    # Grégory: taking the Dragon (2) would leave 11 - 2 + 1 = 10, allowed; the Shadow (3), 9.
    with pytest.raises(CommandError, match="would leave 9"):
        t.do("take", card=t.card_id("Shadow"))
    t.do("take", card=t.card_id("Tore")).do("place")
    assert t.marks == 11
    # Benjamin: any Remove takes at least one mark, and then every take ends below 10.
    assert t.view()["turn"]["removable"] == []
    for name in ("Chaos", "Skeleton", "Dragon"):
        with pytest.raises(CommandError, match="Skip the Remove"):
            t.do("remove", card=t.card_id(name))
    # Only a card with one mark can be taken: the Skeleton.
    assert t.view()["turn"]["takeable"] == [t.card_id("Skeleton")]
    with pytest.raises(CommandError, match="would leave 9"):
        t.do("take", card=t.card_id("Dragon"))
    t.do("take", card=t.card_id("Skeleton")).do("place")
    assert t.marks == 10
    assert t.state["over"] and t.state["evil"]["when"] == "Jeanne"
    assert t.state["graveyard"] == 0


@pytest.mark.rule(SECTION)
def test_the_same_round_in_counter_mode() -> None:
    """Round Overview Example, kept with the counters only: the refusals the numbers allow."""
    t = Table(mode="counters")
    t.do("advance").do("reveal", marks=0).do("draw")
    t.do("adjust", counter="marks", delta=9).do("adjust", counter="cards", delta=1)
    t.do("play", player=0, card=card("", 12, marks=2))
    t.do("play", player=1, card=card("", 8, marks=1))
    t.do("play", player=2, card=card("", 3, remove=True))
    t.do("take", card={"marks": 0}).do("place")
    assert t.marks == 11 and t.state["evil"] is not None
    t.do("take", card={"marks": 1}).do("place")
    # Counters do not say whether a mark-free card is left to take, so only a Remove after which
    # even such a take ends below 10 is refused (in card mode every Remove is, see above).
    with pytest.raises(CommandError, match="Skip the Remove"):
        t.do("remove", card={"marks": 2})
    with pytest.raises(CommandError, match="would leave 9"):
        t.do("take", card={"marks": 2})
    t.do("take", marks=1).do("place")  # a screen entry sends the card's fields flat
    assert t.marks == 10 and t.state["over"]


def counter_turns() -> Table:
    """The same table kept as counters only: the play area is its totals."""
    t = Table(mode="counters")
    t.do("advance").do("reveal", count=4, marks=0)
    t.do("draw")
    for _ in range(4):
        t.do("discard", card={"marks": 0})
    for c in AREA:
        t.do("add_card", card={"marks": c["marks"]})
    assert (t.marks, t.view()["face_up"]["unmarked"]) == (9, 1)
    t.do("play", player=0, card=card("Chaos", 12, marks=2))
    t.do("play", player=1, card=card("Skeleton", 8, marks=1))
    t.do("play", player=2, card=card("Gnoll", 3, marks=0, remove=True))
    return t


@pytest.mark.rule(SECTION)
def test_counter_mode_benjamin_may_not_remove_either() -> None:
    """Round Overview Example, kept as counters: once no face-up card is without marks, any
    Remove costs a mark and so does the take after it, so Benjamin's Remove is refused; with
    an unmarked card still face up the same Remove would keep 10 and is allowed."""
    t = counter_turns()
    t.do("take", card={"marks": 0}).do("place")  # Jeanne takes the Tamer
    t.do("take", card={"marks": 1}).do("place")  # Grégory takes the Tore
    assert (t.marks, t.view()["face_up"]["unmarked"]) == (11, 0)
    for marks in (1, 2, 3):
        with pytest.raises(CommandError, match="Skip the Remove"):
            t.do("remove", card={"marks": marks})
    # a correction: one more face-up card, without marks, and the Remove keeps 10
    t.do("adjust", counter="cards", delta=1).do("adjust", counter="unmarked", delta=1)
    t.do("remove", card={"marks": 1})
    with pytest.raises(CommandError, match="would leave 9"):
        t.do("take", card={"marks": 1})
    t.do("take", card={"marks": 0}).do("place")
    assert t.marks == 10


@pytest.mark.rule("Round Overview")
def test_counter_mode_cards_without_marks_never_outnumber_the_cards() -> None:
    """The row of cards without marks is part of the face-up cards (the rulebook's advice of
    two rows); a reveal says how many, or the app takes as many as the marks allow, and a
    marked card leaving never leaves more unmarked cards than cards."""
    t = Table(mode="counters")
    t.do("advance").do("reveal", count=4, marks=2)
    assert t.view()["face_up"]["unmarked"] == 3
    with pytest.raises(CommandError, match="more face-up cards without marks"):
        t.do("adjust", counter="unmarked", delta=2)
    t.do("draw").do("play", player=0, card=card("Gnoll", 9)).do(
        "play", player=1, card=card("Elf", 6)
    )
    t.do("play", player=2, card=card("Orc", 3))
    t.do("take", card={"marks": 2})
    assert t.view()["face_up"]["unmarked"] == 3 and t.view()["face_up"]["cards"] == 3
    t2 = Table(mode="counters")
    with pytest.raises(
        CommandError, match="Cards without marks must be a whole number from 2 to 3"
    ):
        t2.do("advance").do("reveal", count=4, marks=2, unmarked=0)
