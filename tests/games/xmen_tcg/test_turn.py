"""On Your Turn: the Danger Room and its Keeper, the draw and deck-out, untap, step order."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.games.xmen_tcg import GAME
from core.table.errors import CommandError
from tests.games.xmen_tcg.conftest import ANGEL, MAGNETO, WOLVERINE, Table, form


def fresh(first: int = 0) -> Table:
    return Table(GAME.new_state(form(first=first)))


@pytest.mark.rule("On Your Turn")
def test_only_the_keeper_moves_the_marker_once_a_turn() -> None:
    """On Your Turn, step 1: the Keeper moves the Danger Room up one level each of their
    turns; the other player never does."""
    t = fresh()
    t.do("danger_up")
    assert t.state["level"] == 1
    with pytest.raises(CommandError, match="Step 1 is done already"):
        t.do("danger_up")
    t.do("draw").do("end_turn")
    with pytest.raises(CommandError, match=r"Only the Danger Room Keeper \(Ann\)"):
        t.do("danger_up")
    t.do("draw").do("end_turn")  # Bea's first turn: no Danger Room, no untap
    t.start_turn()
    assert t.state["level"] == 2


@pytest.mark.rule("Glossary: Danger Room")
def test_marker_stays_at_ten() -> None:
    """Glossary, Danger Room: levels 1-10; our reading: at 10 the marker stays."""
    t = fresh()
    t.do("danger_level", level=10)
    t.do("danger_up")
    assert t.state["level"] == 10
    assert "stays at level 10" in t.events[0]


@pytest.mark.rule("Elimination")
def test_cannot_draw_loses() -> None:
    """Elimination: a player who cannot draw at the start of their turn loses."""
    t = fresh()
    t.do("deck", player=0, delta=-23)
    t.do("danger_up")
    assert t.view()["players"][0]["deck_out_next"] is True
    t.do("draw")
    assert t.state["winner"] == 1
    assert t.events[-1] == "Bea wins: Ann could not draw a card."
    with pytest.raises(CommandError, match="The game is over"):
        t.do("end_turn")


@pytest.mark.rule("On Your Turn")
def test_untap_not_needed_on_first_turn_then_required() -> None:
    """On Your Turn, step 3: untap, which a player need not do on their first turn."""
    t = fresh()
    t.do("danger_up").do("draw")
    t.do("play_card", kind="lightning", xman=WOLVERINE, colour="red", danger=1)
    t.do("end_turn")
    t.do("draw").do("end_turn")  # Bea's first turn
    t.do("danger_up").do("draw")
    with pytest.raises(CommandError, match="Do step 3 first: Untap"):
        t.do("end_turn")
    assert t.x(WOLVERINE)["tapped"]
    t.do("untap")
    assert not t.x(WOLVERINE)["tapped"]
    assert t.events == ["Ann untaps Wolverine."]


@pytest.mark.rule("On Your Turn")
def test_fixed_steps_come_before_the_optional_ones() -> None:
    """On Your Turn: steps 1-3 first (our reading of the lost colours: 4-6 are optional)."""
    t = fresh()
    with pytest.raises(CommandError, match="Do step 1 first"):
        t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=1, danger=0)
    with pytest.raises(CommandError, match="Do step 1 first"):
        t.do("end_turn")
    t.do("danger_up")
    with pytest.raises(CommandError, match="Do step 2 first: Draw a card"):
        t.do("play_card", kind="lightning", xman=WOLVERINE, colour="red", danger=1)
    t.do("draw")
    t.do("end_turn")  # steps 4-6 may be skipped
    assert t.state["active"] == 1 and t.state["turn"] == 2


@pytest.mark.rule("On Your Turn")
@pytest.mark.rule("On Your Turn")
def test_steps_go_in_order(table: Callable[..., Table]) -> None:
    """On Your Turn: cards (4) before the X-Men attack (5) before the Villain attack (6), and
    each attack once a turn."""
    t = table(level=3)
    t.do("villain_attack", villain=MAGNETO, colour="red")  # red 6 against Bea's red 5
    t.do("attack_roll", faces=[3])
    t.do("attack_resolve")
    with pytest.raises(CommandError, match="Step 4 comes before step 6"):
        t.do("play_card", kind="lightning", xman=WOLVERINE, colour="red", danger=1)
    with pytest.raises(CommandError, match="Step 5 comes before step 6"):
        t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=1, danger=1)
    with pytest.raises(CommandError, match="only once a turn"):
        t.do("villain_attack", villain=MAGNETO, colour="red")
    t.do("end_turn")
    assert t.state["done"] == [] and t.state["villain_attack_by"] is None


def test_turn_cannot_end_mid_battle(table: Callable[..., Table]) -> None:
    t = table(level=2)
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=2)
    with pytest.raises(CommandError, match="Finish the battle first"):
        t.do("end_turn")


def test_refused_tap_names_the_problem() -> None:
    t = fresh()
    with pytest.raises(CommandError, match="does not know the command 'fly'"):
        t.do("fly")
    with pytest.raises(CommandError, match="There is no such X-Man"):
        t.do("xman_damage", xman=99, delta=1)
    with pytest.raises(CommandError, match="Angel is on the other team"):
        t.do("danger_up").do("draw").do(
            "play_card", kind="lightning", xman=ANGEL, colour="red", danger=0
        )


def test_moment_names_turn_player_and_level() -> None:
    t = fresh()
    t.do("danger_up")
    assert GAME.moment(t.state) == "Turn 1 · Ann · level 1"


@pytest.mark.rule("On Your Turn")
def test_the_fixed_steps_go_in_order() -> None:
    """On Your Turn: the Keeper moves the marker before drawing; the untap comes after the
    draw (found by the screen walk: a Keeper who drew first could never end the turn)."""
    t = fresh()
    with pytest.raises(CommandError, match="Do step 1 first"):
        t.do("draw")
    t.do("danger_up")
    with pytest.raises(CommandError, match="Do step 2 first"):
        t.do("untap")
    t.do("draw").do("untap").do("end_turn")
    t.do("draw")  # Bea is not the Keeper: she starts with the draw
