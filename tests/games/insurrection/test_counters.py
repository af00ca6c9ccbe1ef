"""The counters in card mode and counter mode, and the pad reached by playing (rulebook: Round
Overview; Detail of Cards; End of the Game and Scoring)."""

from __future__ import annotations

import pytest

from core.table.errors import CommandError
from tests.games.insurrection.conftest import Table, card

WOLF = card("Wolf", marks=1, icons={"animal": 1})
IMP = card("Imp", marks=2, icons={"minion": 2})


def turns(mode: str) -> Table:
    t = Table(mode=mode)
    t.do("advance")
    if mode == "cards":
        t.do("reveal", cards=[WOLF, IMP, card("Tore"), card("Tore")])
    else:
        t.do("reveal", marks=3, icons={"animal": 1, "minion": 2})
    t.do("draw")
    t.do("play", player=0, card=card("Gnoll", 9, remove=True))
    t.do("play", player=1, card=card("Dwarf", 6))
    t.do("play", player=2, card=card("Dwarf", 3))
    return t


@pytest.mark.rule("Round Overview")
def test_card_mode_taking_or_removing_a_card_updates_every_counter() -> None:
    """Card mode: a card's marks and icons leave the counters with it; the two rows follow the
    rulebook's advice (cards with marks above, the rest below)."""
    t = turns("cards")
    up = t.view()["face_up"]
    assert (up["cards"], up["marks"], up["animal"], up["minion"]) == (4, 3, 1, 2)
    assert [c["name"] for c in t.view()["rows"]["corrupt"]] == ["Wolf", "Imp"]
    t.do("remove", card=t.card_id("Imp"))
    up = t.view()["face_up"]
    assert (up["cards"], up["marks"], up["minion"], t.state["graveyard"]) == (3, 1, 0, 1)
    t.do("take", card=t.card_id("Wolf"))
    up = t.view()["face_up"]
    assert (up["cards"], up["marks"], up["animal"]) == (2, 0, 0)
    with pytest.raises(CommandError, match="follow the cards"):
        t.do("adjust", counter="marks", delta=1)


@pytest.mark.rule("Round Overview")
def test_counter_mode_keeps_the_same_numbers_from_totals() -> None:
    """Counter mode: the same totals from +/- and from the numbers of the cards that move."""
    t = turns("counters")
    t.do("remove", card={"marks": 2, "icons": {"minion": 2}})
    t.do("take", card={"marks": 1, "icons": {"animal": 1}})
    up = t.view()["face_up"]
    assert (up["cards"], up["marks"], up["animal"], up["minion"]) == (2, 0, 0, 0)
    with pytest.raises(CommandError, match="fewer face-up Corruption marks"):
        t.do("take", card={"marks": 1}, extra=True)
    t.do("adjust", counter="minion", delta=2)
    assert t.view()["face_up"]["minion"] == 2
    with pytest.raises(CommandError, match="below 0"):
        t.do("adjust", counter="animal", delta=-1)


def test_leaving_card_mode_keeps_the_totals() -> None:
    """Counter mode can take over mid-game; the totals stay."""
    t = turns("cards")
    t.do("counter_mode")
    assert t.state["mode"] == "counters" and t.view()["face_up"]["marks"] == 3
    with pytest.raises(CommandError, match="already in counter mode"):
        t.do("counter_mode")


def test_a_card_typed_once_is_remembered_by_name() -> None:
    """Detail of Cards: a card's icons and marks are typed once; the library fills them in."""
    t = turns("cards")
    assert t.state["cards"]["imp"]["icons"]["minion"] == 2
    t.do("take", card=t.card_id("Tore")).do("place")
    t.do("add_card", card={"name": "IMP"})
    assert t.state["play"][-1]["marks"] == 2


@pytest.mark.rule("End of the Game and Scoring")
def test_the_pad_after_an_evil_win_on_the_keep() -> None:
    """End of the Game and Scoring: the Evil column; Shadow's 15 needs the token on the Keep;
    the pad opens only when the game is over."""
    t = Table()
    with pytest.raises(CommandError, match="opens when the game is over"):
        t.do("pad_hand", player=0, cards=[{"name": "Shadow"}])
    for _ in range(5):
        t.do("advance")
        t.do("reveal", cards=[card("Tore")] * t.state["path"][t.state["round"] - 1]["people"])
        t.do("draw")
        for seat, init in enumerate((9, 6, 3)):
            t.do("play", player=seat, card=card("Dwarf", init))
        while t.state["phase"] == "turns":
            t.do("take", card=t.state["play"][0]["id"]).do("place")
    t.do("advance").do("reveal", cards=[card("Chaos", marks=5)] * 2)
    assert t.state["over"] and t.state["round"] == 6
    t.do("pad_hand", player=0, cards=[{"name": "Shadow"}, {"name": "Goblin", "count": 2}])
    t.do("pad_hand", player=1, cards=[{"name": "Goblin", "count": 4}])
    t.do("pad_hand", player=2, cards=[{"name": "Azel", "leader": True, "initiative": 2}])
    pad = t.view()["pad"]
    assert pad["column"] == "Evil" and pad["on_keep"]
    assert [p["total"] for p in pad["players"]] == [33, 36, 0]
    assert pad["winner"] == "Grégory"
    with pytest.raises(CommandError, match="nothing to choose"):
        t.do("pad_winner", player=0)


@pytest.mark.rule("Clarifications")
def test_the_hand_check_explains_a_skipped_draw() -> None:
    """Clarifications: a skipped draw leaves hands one short of 4 + round; the check says so."""
    t = Table()
    t.do("adjust", counter="deck", delta=-20).do("adjust", counter="deck", delta=-20)
    t.do("adjust", counter="deck", delta=-16)  # 5 left: the reveal takes 4, one is too few
    t.do("advance").do("reveal", cards=[card("Tore")] * 4).do("draw")
    for seat, init in enumerate((9, 6, 3)):
        t.do("play", player=seat, card=card("Dwarf", init))
    while t.state["phase"] == "turns":
        t.do("take", card=t.state["play"][0]["id"]).do("place")
    check = next(w for w in t.view()["warnings"] if w.startswith("Hand check"))
    assert "usually holds 5 cards" in check and "Jeanne has 4" in check


def test_a_land_typed_wrong_can_be_fixed_for_the_rest_of_the_path() -> None:
    """Game Setup: Land values typed once can be corrected; the cards ahead follow."""
    t = Table()
    t.do("land", name="Hills", people=5)
    assert t.state["lands"]["Hills"]["people"] == 5 and t.state["path"][3]["people"] == 5
    assert t.state["lands"]["Hills"]["kind"] == "basic-b"  # what was not sent stays
    with pytest.raises(CommandError, match="not in the Land library"):
        t.do("land", name="Moon", people=1)


@pytest.mark.rule("End of the Game and Scoring")
def test_the_pad_ticks_end_effects_in_order_and_asks_for_a_tie() -> None:
    """End of the Game and Scoring: effects from the highest initiative down; a tie between
    players without a single Leader is settled by the table."""
    t = Table()
    t.do("advance").do("reveal", cards=[card("Chaos", marks=5)] * 4)
    assert t.state["over"]
    for seat, name, init in ((0, "Seer", 2), (1, "Oracle", 8)):
        effect = {"name": name, "initiative": init, "end_effect": True, "points": 0}
        t.do("pad_hand", player=seat, cards=[{"name": "Goblin"}, effect])
    t.do("pad_hand", player=2, cards=[])
    assert [e["name"] for e in t.view()["pad"]["effects"]] == ["Oracle", "Seer"]
    t.do("pad_effect")
    assert "Grégory applies Oracle" in t.events[0]
    t.do("pad_effect")
    with pytest.raises(CommandError, match="Every end-of-game effect"):
        t.do("pad_effect")
    pad = t.view()["pad"]
    assert pad["tie"]["ask"] and pad["winner"] is None
    with pytest.raises(CommandError, match="one of the tied players"):
        t.do("pad_winner", player=2)
    t.do("pad_winner", player=1)
    assert t.view()["pad"]["winner"] == "Grégory"


@pytest.mark.rule("Leaders")
def test_liohras_exchange_may_drop_below_ten_and_the_outcome_stands() -> None:
    """Leaders, Liohra: at the end she may take a card with Corruption marks even if fewer than
    10 stay face up; the outcome does not change (it was fixed by the check)."""
    t = Table()
    t.do("advance").do("reveal", cards=[card("Chaos", marks=3)] * 4)
    assert t.state["over"] and t.marks == 12
    t.do("exchange", player=0, take=t.card_id("Chaos"), name="Tore")
    t.do("exchange", player=0, take=t.card_id("Chaos"), name="Tore")
    assert t.marks == 6 and "the outcome stands" in t.events[0]
    assert t.state["evil"] == {"round": 1, "when": "reveal"}
    assert t.view()["pad"]["column"] == "Evil"
    assert [p["hand"] for p in t.state["players"]] == [4, 4, 4]
    with pytest.raises(CommandError, match="not face up"):
        t.do("exchange", player=0, take=999, name="Tore")
