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
