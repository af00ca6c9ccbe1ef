"""The rulebook's "Example of an X-Men Attack", played through the companion."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from core.games.xmen_tcg.odds import attack_odds
from core.table.errors import CommandError
from tests.games.xmen_tcg.conftest import JEAN, MAGNETO, ROGUE, TOAD, WOLVERINE, Table


@pytest.mark.rule("Example of an X-Men Attack")
def test_slashburn_against_magneto(table: Callable[..., Table]) -> None:
    """Example of an X-Men Attack: Danger Room 2; Agility Trial (+3, Danger Room 2) on
    Wolverine (red 4); Finishing Blow (+1, Danger Room 1) on Rogue (red 3); Jean Grey (red 0)
    stays home; Magneto's red 6 → 11 - 6 = 5 dice; 2, 3, 4, 6, 6 → the extra 6 is ignored,
    Wolverine's C power, 1 damage on Wolverine, 2 counters on Magneto, then Wolverine's power
    takes 1 counter off him; the cards are discarded."""
    t = table(level=2)
    hand = t.state["players"][0]["hand"]
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=2, name="Agility Trial")
    t.do("hand", player=0, delta=1)  # Agility Trial also draws a card
    t.do("attack_add", xman=ROGUE)
    t.do("momentum", xman=ROGUE, boost=1, danger=1, colour="red", name="Finishing Blow")
    t.do("attack_target", villain=MAGNETO)
    battle = t.view()["battle"]
    assert (battle["total"], battle["dice"], battle["fails"]) == (11, 5, False)
    assert t.x(JEAN)["tapped"] is False
    # The odds shown before rolling are the exact ones for five dice.
    assert battle["odds"]["attacker_power"]["exact"] == "4651/7776"
    assert battle["odds"]["eliminates"]["exact"] == str(attack_odds(5).at_least(10))

    t.do("attack_roll", faces=[2, 3, 4, 6, 6])
    tally = t.view()["battle"]["tally"]
    assert tally == {
        "defender_damage": 2,
        "attacker_damage": 1,
        "attacker_power": True,
        "defender_power": False,
        "ignored": [6],
    }
    t.do("attack_power", side="attacker", xman=WOLVERINE)
    labels = [s["label"] for s in t.view()["battle"]["resolution"]]
    assert labels == [
        "Momentum cards",
        "Damage: 2 on the defender, 1 on the attacker",
        "Wolverine (power C)",
    ]

    t.do("attack_resolve", hurt=WOLVERINE)
    assert t.v(MAGNETO)["counters"] == [2, 0]
    assert t.x(WOLVERINE)["damage"] == 1
    assert t.events[-1] == "Now: Wolverine (power C). Discard the Mission and the Momentum cards."
    t.do("xman_damage", xman=WOLVERINE, delta=-1)  # Wolverine's C power, after the damage
    assert t.x(WOLVERINE)["damage"] == 0
    # Mission and Momentum came from the hand; Agility Trial drew one back.
    assert t.state["players"][0]["hand"] == hand - 2 + 1
    assert t.x(WOLVERINE)["tapped"] and t.x(ROGUE)["tapped"]

    # Step 6 may not send the Villain just attacked; another one may go.
    with pytest.raises(CommandError, match="different Villain"):
        t.do("villain_attack", villain=MAGNETO, colour="green")
    assert (
        next(r for r in t.view()["villain_attacks"] if r["villain"] == MAGNETO)["allowed"] is False
    )
    t.do("villain_attack", villain=TOAD, colour="red")  # 7 against the team's 5
    assert t.state["attack"]["kind"] == "villain"


@pytest.mark.rule("Example of an X-Men Attack")
def test_example_dice_count_is_the_margin() -> None:
    """Example of an X-Men Attack: 11 against 6 rolls 5 dice; the odds' damage is then
    Binomial(5, 1/2)."""
    o = attack_odds(5)
    assert o.damage == tuple(Fraction(c, 32) for c in (1, 5, 10, 10, 5, 1))
