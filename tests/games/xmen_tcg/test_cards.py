"""Playing Lightning and Power-Up cards, and rolling against strength."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.games.xmen_tcg.hit_chart import roll
from core.table.errors import CommandError
from tests.games.xmen_tcg.conftest import JEAN, MAGNETO, ROGUE, STORM, WOLVERINE, Table

Make = Callable[..., Table]


@pytest.mark.rule("On Your Turn")
def test_lightning_card_taps_an_xman_with_that_colour(table: Make) -> None:
    """On Your Turn, step 4: the Danger Room level must reach the card's number; tap an X-Man
    with a number in the card's colour; as many cards as there are X-Men to tap."""
    t = table(level=2)
    with pytest.raises(CommandError, match="Jean Grey has no red number"):
        t.do("play_card", kind="lightning", xman=JEAN, colour="red", danger=1)
    with pytest.raises(CommandError, match="at level 2; this card needs level 3"):
        t.do("play_card", kind="lightning", xman=JEAN, colour="blue", danger=3)
    for xid in (WOLVERINE, ROGUE, JEAN):
        t.do("play_card", kind="lightning", xman=xid, colour="green", danger=2)
    assert t.state["players"][0]["hand"] == 8 - 3
    with pytest.raises(CommandError, match="Wolverine is tapped already"):
        t.do("play_card", kind="lightning", xman=WOLVERINE, colour="red", danger=1)
    assert [r["status"] for r in t.view()["checklist"]][3] == "done"


def test_no_card_without_a_hand(table: Make) -> None:
    t = table(level=1)
    t.do("hand", player=0, delta=-8)
    with pytest.raises(CommandError, match="Ann has no cards in hand"):
        t.do("play_card", kind="lightning", xman=WOLVERINE, colour="red", danger=1)


@pytest.mark.rule("Power-Up Cards")
def test_power_up_stays_and_changes_strength(table: Make) -> None:
    """Power-Up Cards: played like Lightning cards but stay in play; one may go on an X-Man
    other than the one tapped for it."""
    t = table(level=1)
    t.do(
        "play_card",
        kind="powerup",
        name="Cerebro link",
        xman=JEAN,
        colour="blue",
        danger=1,
        powerup={"on": WOLVERINE, "red": 2, "note": "+2 red"},
    )
    assert t.x(JEAN)["tapped"] and not t.x(WOLVERINE)["tapped"]
    wolverine = next(x for x in t.view()["players"][0]["xmen"] if x["id"] == WOLVERINE)
    assert wolverine["printed"]["red"] == 4 and wolverine["strength"]["red"] == 6
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=1, danger=1)
    t.do("attack_target", villain=MAGNETO)
    assert t.view()["battle"]["total"] == 7  # 6 with the Power-Up, +1 Mission
    pu = t.x(WOLVERINE)["powerups"][0]["id"]
    t.do("discard_powerup", xman=WOLVERINE, powerup=pu)
    assert t.view()["battle"]["total"] == 5


def test_power_up_on_the_other_team(table: Make) -> None:
    t = table(level=1)
    t.do(
        "play_card",
        kind="powerup",
        xman=ROGUE,
        colour="red",
        danger=1,
        powerup={"on": STORM, "green": -3},
    )
    assert t.view()["players"][1]["team"]["green"] == 9 - 3


@pytest.mark.rule("Rolling against the Strength of an X-Man")
def test_roll_against_strength(table: Make) -> None:
    """Rolling against the Strength: roll the tapped X-Man's strength in the colour or less;
    on a miss the card does nothing and is discarded; that X-Man plays no other card but may
    still attack."""
    t = table(level=1)
    blue_up = {"colour": "blue", "faces": [5]}  # Jean's blue 4: a 5 misses
    t.do(
        "play_card",
        kind="powerup",
        xman=JEAN,
        colour="blue",
        danger=1,
        powerup={"red": 1},
        check=blue_up,
    )
    assert t.events[-1] == (
        "Rolled 5 against blue 4: missed; the card does nothing and is discarded."
    )
    assert t.x(JEAN)["powerups"] == [] and t.x(JEAN)["tapped"]
    with pytest.raises(CommandError, match="Jean Grey is tapped already"):
        t.do("play_card", kind="lightning", xman=JEAN, colour="green", danger=1)

    t.do(
        "play_card",
        kind="powerup",
        xman=WOLVERINE,
        colour="red",
        danger=1,
        powerup={"blue": 1},
        check={"colour": "red", "faces": [4]},
    )  # red 4: a 4 makes it
    assert t.events[1] == "Rolled 4 against red 4: made it."
    assert len(t.x(WOLVERINE)["powerups"]) == 1

    # Rolled in the app from a seed: the same face on every replay.
    t.do(
        "play_card",
        kind="lightning",
        xman=ROGUE,
        colour="red",
        danger=1,
        check={"colour": "green", "seed": 4},
    )
    assert t.events[1].startswith(f"Rolled {roll(1, 4)[0]} against green 2: ")

    # Jean may still attack (she leads here); Wolverine, tapped for a card that worked, may not.
    t.do("xmen_attack", leader=JEAN, colour="blue", boost=2, danger=1)
    assert t.view()["battle"]["can_join"] == ([ROGUE] if t.x(ROGUE)["may_still_attack"] else [])
    with pytest.raises(CommandError, match="Wolverine is tapped and cannot join"):
        t.do("attack_add", xman=WOLVERINE)


def test_roll_against_odds_in_the_view(table: Make) -> None:
    """Each X-Man's chance to pass a roll against each colour: strength in six."""
    xmen = table().view()["players"][0]["xmen"]
    assert [x["roll_against"]["red"]["exact"] for x in xmen] == ["2/3", "1/2", "0"]
