"""Attacking with your X-Men, attacking with a Villain, and what the dice then do."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from core.games.xmen_tcg.hit_chart import roll
from core.table.errors import CommandError
from tests.games.xmen_tcg.conftest import (
    ANGEL,
    CYCLOPS,
    JEAN,
    MAGNETO,
    MYSTIQUE,
    ROGUE,
    SABRETOOTH,
    STORM,
    TOAD,
    WOLVERINE,
    Table,
)

Make = Callable[..., Table]


def wolverine_attack(t: Table, boost: int = 3, villain: int = MAGNETO) -> Table:
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=boost, danger=1)
    return t.do("attack_target", villain=villain)


@pytest.mark.rule("Attacking with Your X-Men")
def test_mission_needs_the_danger_room_and_an_untapped_leader(table: Make) -> None:
    """Attacking with Your X-Men: the Mission's Danger Room number must not be above the
    level; the leader is tapped."""
    t = table(level=1)
    with pytest.raises(CommandError, match="at level 1; this card needs level 2"):
        t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=2)
    t.do("tap", xman=WOLVERINE, tapped=True)
    with pytest.raises(CommandError, match="Wolverine is tapped already and cannot lead"):
        t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=1)
    t.do("tap", xman=WOLVERINE, tapped=False)
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=1)
    assert t.x(WOLVERINE)["tapped"] and t.state["players"][0]["hand"] == 7


@pytest.mark.rule("Attacking with Your X-Men")
def test_momentum_guards(table: Make) -> None:
    """Attacking with Your X-Men: one Momentum card per attacking X-Man, never on the Mission
    Leader; the X-Man needs a number in the card's colour, which need not be the attack's."""
    t = table(level=2)
    t.do("xmen_attack", leader=WOLVERINE, colour="red", boost=3, danger=1)
    with pytest.raises(CommandError, match="Mission Leader cannot take a Momentum"):
        t.do("momentum", xman=WOLVERINE, boost=1, danger=1, colour="red")
    with pytest.raises(CommandError, match="Rogue is not in the attack"):
        t.do("momentum", xman=ROGUE, boost=1, danger=1, colour="red")
    t.do("attack_add", xman=ROGUE).do("attack_add", xman=JEAN)
    with pytest.raises(CommandError, match="Jean Grey has no red number"):
        t.do("momentum", xman=JEAN, boost=2, danger=1, colour="red")
    t.do("momentum", xman=JEAN, boost=2, danger=1, colour="blue")  # not the attack's colour
    with pytest.raises(CommandError, match="at level 2; this card needs level 3"):
        t.do("momentum", xman=ROGUE, boost=1, danger=3, colour="red")
    t.do("momentum", xman=ROGUE, boost=1, danger=2, colour="green")
    with pytest.raises(CommandError, match="Rogue has a Momentum card already"):
        t.do("momentum", xman=ROGUE, boost=1, danger=1, colour="red")
    t.do("attack_target", villain=MAGNETO)
    # red 4 + 3 + 0 + Mission 3 + Momentum 2 + 1 = 13 against 6.
    assert t.view()["battle"]["total"] == 13 and t.view()["battle"]["dice"] == 7
    with pytest.raises(CommandError, match="Rogue is in the attack already"):
        t.do("attack_add", xman=ROGUE)


@pytest.mark.rule("Attacking with Your X-Men")
def test_attack_that_is_not_stronger_fails(table: Make) -> None:
    """Attacking with Your X-Men: the total must be higher than the Villain's strength; if
    not, the attack fails and the cards are discarded (our reading: the step is used)."""
    t = wolverine_attack(table(level=1), boost=2, villain=MAGNETO)  # 4 + 2 = 6, not above 6
    battle = t.view()["battle"]
    assert battle["dice"] is None and battle["fails"] is True
    with pytest.raises(CommandError, match="the attack fails"):
        t.do("attack_roll", seed=1)
    t.do("attack_fails")
    assert t.events == [
        "The attack on Magneto fails (6 against 6): discard the Mission and the Momentum cards."
    ]
    assert t.state["attack"] is None and 5 in t.state["done"]
    with pytest.raises(CommandError, match="different Villain"):
        t.do("villain_attack", villain=MAGNETO, colour="red")


def test_strong_attack_cannot_be_called_a_failure(table: Make) -> None:
    t = wolverine_attack(table(level=1))
    with pytest.raises(CommandError, match="strong enough to roll"):
        t.do("attack_fails")


def test_roll_in_app_uses_the_seed_and_the_margin(table: Make) -> None:
    """The app rolls exactly the margin in dice, from the command's seed."""
    t = wolverine_attack(table(level=1))  # 7 against 6: one die
    t.do("attack_roll", seed=99)
    assert t.state["attack"]["faces"] == roll(1, 99)
    with pytest.raises(CommandError, match="rolled already"):
        t.do("attack_add", xman=ROGUE)
    t2 = wolverine_attack(table(level=1))
    with pytest.raises(CommandError, match=r"^Type exactly 1 die \(you typed 2\)"):
        t2.do("attack_roll", faces=[3, 4])
    with pytest.raises(CommandError, match="number from 1 to 6"):
        t2.do("attack_roll", faces=[7])


@pytest.mark.rule("Attacking with Your X-Men")
def test_attacker_chooses_any_attacking_xmans_power(table: Make) -> None:
    """Attacking with Your X-Men: on a 6 the attacker picks any one attacking X-Man's power;
    the damage waits until it is chosen."""
    t = wolverine_attack(table(level=1), boost=5)
    t.do("attack_add", xman=ROGUE)  # 4 + 3 + 5 = 12 against 6: 6 dice
    t.do("attack_roll", faces=[6, 6, 1, 3, 3, 2])
    with pytest.raises(CommandError, match="Choose whose power the attacker uses"):
        t.do("attack_resolve", hurt=ROGUE)
    with pytest.raises(CommandError, match="one of the attacker's characters"):
        t.do("attack_power", side="attacker", xman=JEAN)
    t.do("attack_power", side="attacker", xman=ROGUE)  # Rogue's power is A
    steps = [s["label"] for s in t.view()["battle"]["resolution"]]
    # Magneto (A) is the defender: same letter, the attacker first.
    assert steps == [
        "Rogue (power A)",
        "Magneto (power A)",
        "Damage: 2 on the defender, 1 on the attacker",
    ]
    with pytest.raises(CommandError, match="Choose which attacking X-Man takes the damage"):
        t.do("attack_resolve")
    with pytest.raises(CommandError, match="Choose which attacking X-Man"):
        t.do("attack_resolve", hurt=JEAN)  # not in the attack
    t.do("attack_resolve", hurt=ROGUE)
    assert t.x(ROGUE)["damage"] == 1 and t.v(MAGNETO)["counters"] == [2, 0]


def test_power_that_did_not_go_off_cannot_be_chosen(table: Make) -> None:
    t = wolverine_attack(table(level=1))
    t.do("attack_roll", faces=[4])
    with pytest.raises(CommandError, match="did not go off"):
        t.do("attack_power", side="defender", xman=MAGNETO)
    t.do("attack_resolve")  # a lone attacker needs no choice
    assert t.v(MAGNETO)["counters"] == [1, 0]


def test_powers_may_change_the_damage(table: Make) -> None:
    """A or B powers act before the damage, so the players may place a changed count."""
    t = wolverine_attack(table(level=1), boost=4)  # 2 dice
    t.do("attack_roll", faces=[3, 5])
    t.do("attack_resolve", defender_damage=1)
    assert t.v(MAGNETO)["counters"] == [1, 0]


@pytest.mark.rule("Attacking with a Villain")
def test_villain_must_beat_the_whole_team_tapped_or_not(table: Make) -> None:
    """Attacking with a Villain: the Villain's strength must be greater than the total of all
    the other player's X-Men in that colour (our reading: tapped ones too)."""
    t = table(level=1)
    t.do("tap", xman=CYCLOPS, tapped=True)
    row = next(r for r in t.view()["villain_attacks"] if r["villain"] == MAGNETO)
    # Bea's team: red 5, green 9, blue 6; Magneto red 6, green 9, blue 8.
    assert [(o["colour"], o["dice"]) for o in row["options"]] == [
        ("blue", 2),
        ("red", 1),
        ("green", None),
    ]
    assert row["best"] == "blue"
    with pytest.raises(CommandError, match="green 9 is not above the team's 9"):
        t.do("villain_attack", villain=MAGNETO, colour="green")
    t.do("villain_attack", villain=MAGNETO, colour="blue")
    assert t.view()["battle"]["dice"] == 2


@pytest.mark.rule("Hit Chart")
def test_villain_damage_is_spread_evenly(table: Make) -> None:
    """Hit Chart: damage counters go on the X-Men as evenly as possible."""
    t = table(level=1)
    t.do("villain_attack", villain=SABRETOOTH, colour="red")  # red 9 against 5: 4 dice
    t.do("attack_roll", faces=[3, 4, 5, 3])
    with pytest.raises(CommandError, match="as evenly as possible"):
        t.do("attack_resolve", split={str(CYCLOPS): 3, str(STORM): 1})
    with pytest.raises(CommandError, match="Place exactly 4"):
        t.do("attack_resolve", split={str(CYCLOPS): 1, str(STORM): 1})
    with pytest.raises(CommandError, match="Only standing X-Men of the defending team"):
        t.do("attack_resolve", split={str(WOLVERINE): 4})
    t.do("attack_resolve", order=[ANGEL, STORM, CYCLOPS])
    assert [t.x(i)["damage"] for i in (ANGEL, STORM, CYCLOPS)] == [2, 1, 1]


def test_even_spread_skips_a_full_xman(table: Make) -> None:
    """An X-Man who falls takes no more; the rest go to the others, evenly."""
    t = table(level=1)
    t.do("xman_damage", xman=ANGEL, delta=5)  # 1 hit point left
    t.do("villain_attack", villain=SABRETOOTH, colour="red")
    t.do("attack_roll", faces=[3, 3, 3, 3])
    t.do("attack_resolve", split={str(ANGEL): 1, str(CYCLOPS): 2, str(STORM): 1})
    assert t.x(ANGEL)["out"] and "Angel is eliminated (6 damage)." in t.events


@pytest.mark.rule("Attacking with a Villain")
def test_defender_picks_the_defending_power(table: Make) -> None:
    """Attacking with a Villain: the X-Men defend, so a 1 sets off one of their powers (our
    reading: the defending player picks which)."""
    t = table(level=1)
    t.do("villain_attack", villain=TOAD, colour="red")  # 7 against 5
    t.do("attack_roll", faces=[1, 4])
    assert t.view()["battle"]["power_choices"] == {
        "attacker": [TOAD],
        "defender": [CYCLOPS, STORM, ANGEL],
    }
    with pytest.raises(CommandError, match="Choose whose power the defender uses"):
        t.do("attack_resolve")
    t.do("attack_power", side="defender", xman=STORM)
    assert [s["label"] for s in t.view()["battle"]["resolution"]] == [
        "Storm (power A)",
        "Damage: 1 on the defender",
    ]


@pytest.mark.rule("Attacking with a Villain")
@pytest.mark.parametrize(("setting", "counters"), [("defender", [0, 1]), ("attacker", [1, 0])])
def test_villain_hurt_in_its_own_attack(table: Make, setting: str, counters: list[int]) -> None:
    """Attacking with a Villain: on a 2 the attacker (the Villain) takes a counter; by default
    the defending player's (our reading), or the attacking player's by the setting."""
    t = table(level=1, settings={"villain_roll_counters": setting})
    t.do("villain_attack", villain=TOAD, colour="red")
    t.do("attack_roll", faces=[2, 2])
    t.do("attack_resolve")
    assert t.v(TOAD)["counters"] == counters


@pytest.mark.rule("Elimination")
def test_villain_needs_ten_from_one_player(table: Make) -> None:
    """Elimination: 8 gold and 7 silver do not eliminate a Villain; 10 from one player do,
    credited to that player."""
    t = table(level=1)
    t.do("villain_counters", villain=MAGNETO, player=0, delta=8)
    t.do("villain_counters", villain=MAGNETO, player=1, delta=7)
    assert t.v(MAGNETO)["out_by"] is None
    t = wolverine_attack(t, boost=5)  # 9 against 6: 3 dice
    assert t.view()["battle"]["odds"]["eliminates"]["exact"] == "1/2"  # 2+ of 3 at 1/2 each
    t.do("attack_roll", faces=[3, 4, 1]).do("attack_power", side="defender", xman=MAGNETO)
    t.do("attack_resolve")
    assert t.v(MAGNETO)["out_by"] == 0 and t.v(MAGNETO)["counters"] == [10, 7]
    assert t.view()["players"][0]["credited"] == 1
    with pytest.raises(CommandError, match="Magneto has been eliminated"):
        t.do("villain_counters", villain=MAGNETO, player=1, delta=1)
    t.do("end_turn").start_turn()
    with pytest.raises(CommandError, match="Magneto has been eliminated"):
        t.do("villain_attack", villain=MAGNETO, colour="blue")


@pytest.mark.rule("Elimination")
def test_second_villain_wins(table: Make) -> None:
    """Object of the Game: the first to eliminate two Villains wins."""
    t = table(level=1)
    t.do("villain_counters", villain=TOAD, player=0, delta=10)
    assert t.state["winner"] is None
    t.do("villain_counters", villain=MAGNETO, player=0, delta=9)
    wolverine_attack(t).do("attack_roll", faces=[5]).do("attack_resolve")
    assert t.state["winner"] == 0
    assert t.events[-1] == "Ann wins: two Villains eliminated."


@pytest.mark.rule("Elimination")
def test_team_gone_without_the_second_villain_loses(table: Make) -> None:
    """Elimination: the same attack without the second Villain falling: the other player is
    the last with X-Men standing and wins."""
    t = table(level=1)
    t.do("villain_counters", villain=TOAD, player=0, delta=10)
    t.do("villain_counters", villain=MAGNETO, player=0, delta=9)
    for xid, hp in ((ROGUE, 7), (JEAN, 6)):
        t.do("xman_damage", xman=xid, delta=hp)
    t.do("xman_damage", xman=WOLVERINE, delta=7)  # one hit point left
    assert t.state["winner"] is None
    wolverine_attack(t).do("attack_roll", faces=[2]).do("attack_resolve")  # 7 vs 6: one die
    assert t.x(WOLVERINE)["out"] is True and t.v(MAGNETO)["out_by"] is None
    assert t.state["winner"] == 1 and t.state["result"] == (
        "Bea wins: the last team with X-Men standing."
    )


@pytest.mark.rule("Elimination")
def test_simultaneous_elimination_goes_to_the_attacker(table: Make) -> None:
    """Elimination: the attack that wipes out its own team with a 2 but takes out its second
    Villain wins the game for that team."""
    t = table(level=1)
    t.do("villain_counters", villain=TOAD, player=0, delta=10)
    t.do("villain_counters", villain=MAGNETO, player=0, delta=9)
    for xid, hp in ((ROGUE, 7), (JEAN, 6)):
        t.do("xman_damage", xman=xid, delta=hp)
    t.do("xman_damage", xman=WOLVERINE, delta=7)
    wolverine_attack(t, boost=4).do("attack_roll", faces=[2, 4]).do("attack_resolve")
    assert t.x(WOLVERINE)["out"] and t.v(MAGNETO)["out_by"] == 0
    assert t.state["winner"] == 0
    assert "although their own team fell" in t.state["result"]


@pytest.mark.rule("Elimination")
def test_last_team_standing(table: Make) -> None:
    """Object of the Game: the last player with X-Men standing wins."""
    t = table(level=1)
    for xid, hp in ((CYCLOPS, 7), (STORM, 6)):
        t.do("xman_damage", xman=xid, delta=hp)
    t.do("villain_attack", villain=MYSTIQUE, colour="red")  # red 8 against Angel's 2
    t.do("attack_roll", faces=[3, 3, 3, 3, 3, 3])
    t.do("attack_resolve")
    assert t.x(ANGEL)["out"]
    assert t.state["winner"] == 0 and t.state["result"] == (
        "Ann wins: the last team with X-Men standing."
    )


@pytest.mark.rule("Elimination")
def test_defending_team_gone_while_its_counter_takes_the_second_villain(table: Make) -> None:
    """Elimination, with our reading that a Villain hurt in its own attack takes the
    defender's counter: the defending team falls but that counter takes out the defender's
    second Villain, so the defender wins."""
    t = table(level=1)
    t.do("villain_counters", villain=TOAD, player=1, delta=10)
    t.do("villain_counters", villain=MYSTIQUE, player=1, delta=9)
    for xid, hp in ((CYCLOPS, 7), (STORM, 6)):
        t.do("xman_damage", xman=xid, delta=hp)
    t.do("xman_damage", xman=ANGEL, delta=1)  # five hit points left
    t.do("villain_attack", villain=MYSTIQUE, colour="red")  # 8 against Angel's 2: 6 dice
    t.do("attack_roll", faces=[2, 3, 3, 3, 3, 3])
    t.do("attack_resolve")
    assert t.x(ANGEL)["out"] and t.v(MYSTIQUE)["out_by"] == 1
    assert t.state["winner"] == 1


def test_villain_attack_odds_shown_before_the_roll(table: Make) -> None:
    """The Villain calculator shows the team's and each defender's chance to fall."""
    t = table(level=1)
    for xid in (CYCLOPS, STORM):
        t.do("xman_damage", xman=xid, delta=6 if xid == CYCLOPS else 5)  # 1 hit point each
    t.do("xman_damage", xman=ANGEL, delta=5)
    t.do("villain_counters", villain=TOAD, player=1, delta=9)
    t.do("villain_attack", villain=TOAD, colour="red")  # red 7 against 5: 2 dice
    odds = t.view()["battle"]["odds"]
    assert odds["team_falls"]["exact"] == "0"  # three X-Men, two dice
    assert odds["defenders_fall"][str(CYCLOPS)]["exact"] == "3/4"
    assert odds["defenders_fall"][str(ANGEL)]["exact"] == "0"
    assert odds["villain_falls"]["exact"] == "11/36"  # a 2 puts Bea's tenth counter on Toad


def test_a_chosen_power_whose_owner_fell_must_be_chosen_again(table: Make) -> None:
    t = table(level=1)
    t.do("villain_attack", villain=TOAD, colour="red")
    t.do("attack_roll", faces=[1, 4])
    t.do("attack_power", side="defender", xman=ANGEL)
    t.do("xman_damage", xman=ANGEL, delta=6)  # an A power's effect felled Angel
    with pytest.raises(CommandError, match="Choose whose power the defender uses"):
        t.do("attack_resolve")
    t.do("attack_power", side="defender", xman=STORM).do("attack_resolve")
    assert t.state["attack"] is None


def test_attackers_felled_before_the_damage_take_no_more(table: Make) -> None:
    t = wolverine_attack(table(level=1))
    t.do("attack_roll", faces=[2])
    t.do("xman_damage", xman=WOLVERINE, delta=8)  # felled by the defender's A power
    t.do("attack_resolve")
    assert t.state["attack"] is None and t.x(WOLVERINE)["out"]
