"""Combat Step: Combat Resolution (Ferocious Resolution, Normal Resolution), Stunned Characters
and the combat keywords of the Keyword Glossary, through the combat calculator. The two worked
examples of Normal Resolution: Team Attack are reproduced exactly."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.vs_system import combat
from core.table.errors import CommandError
from tests.games.vs_system.kit import cmd, main_of, main_phase, put

rule = pytest.mark.rule


def _fight(
    s: dict[str, Any],
    attackers: list[dict[str, Any]],
    d: dict[str, Any],
    target: dict[str, Any] | None = None,
) -> list[str]:
    cmd(
        s,
        "attack",
        attackers=[a["id"] for a in attackers],
        defender=d["id"],
        target=target["id"] if target else None,
    )
    return cmd(s, "resolve")


@rule("Combat Resolution: Normal Resolution, Team Attack (first example)")
def test_three_2_2s_against_a_6_6() -> None:
    """Three 2/2s team attack a 6/6: 6 total ATK stuns it; it strikes one 2/2 back and stuns
    it; the other two survive."""
    s = main_phase()
    a = [put(s, 0, f"Agent {i}", 2, 2, teams=["Avengers"]) for i in range(3)]
    d = put(s, 1, "Brute", 6, 6, health=3)
    cmd(s, "attack", attackers=[c["id"] for c in a], defender=d["id"])
    calc = combat.calculate(s)
    assert calc is not None and calc["choose_target"] == [c["id"] for c in a]
    with pytest.raises(CommandError, match="Choose which attacker Brute strikes back at"):
        cmd(s, "resolve")
    cmd(s, "strike_back", target=a[1]["id"])
    events = cmd(s, "resolve")
    assert (
        "Normal Resolution: Agent 0 + Agent 1 + Agent 2 strike Brute: ATK 6 vs DEF 6, "
        "stunned; Brute strikes Agent 1: ATK 6 vs DEF 2, stunned."
    ) in events
    assert d["face"] == "stunned" and d["wounds"] == 1
    assert [c["face"] for c in a] == ["up", "stunned", "up"]
    assert "Survived: Agent 0, Agent 2." in events
    assert not any(c["ready"] for c in a)  # attacking exhausted all three
    assert s["combat"] is None


@rule("Combat Resolution: Normal Resolution, Team Attack (Black Panther example)")
def test_black_panther_and_nick_fury_against_major_victory() -> None:
    """Black Panther (3/2 Ferocious) strikes first and alone does not stun Major Victory (2/4);
    his 3 ATK is added when Nick Fury (1/5) strikes: 4 stuns Major Victory, whose 2 ATK stuns
    Black Panther."""
    s = main_phase()
    bp = put(s, 0, "Black Panther", 3, 2, keywords=["ferocious"], teams=["Avengers"])
    nf = put(s, 0, "Nick Fury", 1, 5, teams=["Avengers"])
    mv = put(s, 1, "Major Victory", 2, 4)
    events = _fight(s, [bp, nf], mv, target=bp)
    assert events[0] == (
        "Ferocious Resolution: Black Panther strikes Major Victory: ATK 3 vs DEF 4, not stunned."
    )
    assert events[1] == (
        "Normal Resolution: Nick Fury + Black Panther strike Major Victory: "
        "ATK 4 vs DEF 4, stunned; Major Victory strikes Black Panther: ATK 2 "
        "vs DEF 2, stunned."
    )
    assert mv["face"] == bp["face"] == "stunned" and nf["face"] == "up"


@rule("Combat Resolution: Normal Resolution, Solo Attack")
def test_solo_strikes_are_simultaneous() -> None:
    """Solo: both strike at once; each ATK at least the other's DEF stuns."""
    s = main_phase()
    a, d = put(s, 0, "Rhino", 3, 3), put(s, 1, "Hulk", 3, 3)
    _fight(s, [a], d)
    assert a["face"] == d["face"] == "stunned"


@rule("Combat Resolution: Ferocious Resolution, Solo Attack")
def test_ferocious_attacker_stuns_first_and_takes_no_strike() -> None:
    """Only the Ferocious side strikes first; a defender it stuns never strikes back."""
    s = main_phase()
    a, d = put(s, 0, "Wolverine", 4, 2, keywords=["ferocious"]), put(s, 1, "Thug", 5, 4)
    events = _fight(s, [a], d)
    assert d["face"] == "stunned" and a["face"] == "up"
    assert not any(e.startswith("Normal Resolution") for e in events)


@rule("Combat Resolution: Ferocious Resolution, Solo Attack")
def test_ferocious_defender_strikes_first_then_survivor_strikes() -> None:
    """A Ferocious defender that fails to stun is struck back in the normal step."""
    s = main_phase()
    a, d = put(s, 0, "Tank", 3, 6), put(s, 1, "Sabretooth", 4, 3, keywords=["ferocious"])
    events = _fight(s, [a], d)
    assert events[0].startswith("Ferocious Resolution: Sabretooth strikes Tank: ATK 4 vs DEF 6")
    assert events[1].startswith("Normal Resolution: Tank strikes Sabretooth: ATK 3 vs DEF 3")
    assert d["face"] == "stunned" and a["face"] == "up"


@rule("Combat Resolution: Ferocious Resolution, Solo Attack")
def test_both_ferocious_strike_together() -> None:
    """When attacker and defender are both Ferocious it works like a normal solo attack."""
    s = main_phase()
    a = put(s, 0, "Wolverine", 4, 2, keywords=["ferocious"])
    d = put(s, 1, "Sabretooth", 4, 3, keywords=["ferocious"])
    _fight(s, [a], d)
    assert a["face"] == d["face"] == "stunned"


@rule("Combat Resolution: Normal Resolution (ranged attack)")
def test_ranged_attack_defender_strikes_back_only_with_range() -> None:
    """A back-row attacker with Range makes a ranged attack: no strike back without Range."""
    s = main_phase()
    a = put(s, 0, "Hawkeye", 2, 2, row="back", keywords=["range"])
    d = put(s, 1, "Brute", 5, 2)
    _fight(s, [a], d)
    assert d["face"] == "stunned" and a["face"] == "up"
    s = main_phase()
    a = put(s, 0, "Hawkeye", 2, 2, row="back", keywords=["range"])
    d = put(s, 1, "Archer", 5, 2, keywords=["range"])
    _fight(s, [a], d)
    assert d["face"] == a["face"] == "stunned"


@rule("Combat Resolution: Ferocious Resolution (a character needs 1 ATK to strike)")
def test_atk_below_one_does_not_strike_and_below_zero_counts_as_zero() -> None:
    """Calculating ATK/DEF: an ATK below 0 is 0; with 0 ATK nothing strikes."""
    s = main_phase()
    a, d = put(s, 0, "Pip", 1, 1), put(s, 1, "Wall", 0, 9)
    cmd(s, "counter", char=d["id"], kind="minus", n=1)  # -1 ATK, DEF 8: still face up
    events = _fight(s, [a], d)
    assert a["face"] == "up" and d["face"] == "up"
    assert events[0] == "Normal Resolution: Pip strikes Wall: ATK 1 vs DEF 8, not stunned."


@rule("Keyword Glossary: Acrobatic; Air Superiority")
def test_acrobatic_doubles_def_and_air_superiority_stops_fliers() -> None:
    """Acrobatic is struck as if its DEF were doubled; a flier cannot strike Air Superiority."""
    s = main_phase()
    a, d = put(s, 0, "Brute", 5, 9), put(s, 1, "Gymnast", 1, 3, keywords=["acrobatic"])
    _fight(s, [a], d)
    assert d["face"] == "up"  # 5 < 6
    s = main_phase()
    a = put(s, 0, "Falcon", 9, 1, keywords=["flight"])
    d = put(s, 1, "Jet", 0, 1, keywords=["air_superiority"])
    events = _fight(s, [a], d)
    assert d["face"] == "up" and events[0] == "Nobody strikes."


@rule("Stunned Characters")
def test_a_stun_clears_counters_kos_equipment_and_wounds() -> None:
    """A stunned character loses +1/+1, -1/-1 and other counters (not vitality), its Equipment
    is KO'd, it turns face down and exhausted with one more wound."""
    s = main_phase()
    a, d = put(s, 0, "Thor", 6, 6), put(s, 1, "Loki", 1, 2, health=4)
    cmd(s, "counter", char=d["id"], kind="plus", n=1)
    cmd(s, "counter", char=d["id"], kind="vitality", n=1)
    cmd(s, "counter", char=d["id"], kind="shield", n=2)
    cmd(s, "equip", char=d["id"], equipment="Sceptre")
    _fight(s, [a], d)
    assert (d["face"], d["ready"], d["plus"], d["other"], d["equipment"], d["wounds"]) == (
        "stunned",
        False,
        0,
        {"vitality": 1},
        "",
        1,
    )
    assert s["players"][1]["ko_pile"] == 1  # the Sceptre


@rule("Stunned Characters (KO at Health); Ending the Game")
def test_a_stun_that_reaches_health_kos_and_a_main_ko_ends_the_game() -> None:
    """Wounds at Health KO; the last Main Character KO'd ends a two-player game."""
    s = main_phase()
    enemy = main_of(s, 1)
    enemy["row"] = "front"
    enemy["wounds"] = 5  # Health 6 from the kit
    a = put(s, 0, "Thor", 6, 6)
    events = _fight(s, [a], enemy)
    assert enemy["ko"] and s["result"]["winners"] == [0]
    assert events[-1] == "Ana wins: every enemy Main Character is KO'd."
    with pytest.raises(CommandError, match="The game is over"):
        cmd(s, "advance")


@rule("Stunned Characters (Lethal wound) — our reading of the undefined Lethal keyword")
def test_lethal_striker_kos_what_it_stuns() -> None:
    s = main_phase()
    a, d = put(s, 0, "Elektra", 3, 3, keywords=["lethal"]), put(s, 1, "Big", 0, 3, health=9)
    events = _fight(s, [a], d)
    assert d not in s["players"][1]["chars"] and "a Lethal wound" in events[1]


@rule("Combat Step: Combat Clean Up")
def test_this_combat_modifiers_count_then_expire() -> None:
    """A pump played during combat counts in the strike and ends at clean-up."""
    s = main_phase()
    a, d = put(s, 0, "Rhino", 2, 5), put(s, 1, "Wall", 0, 4)
    cmd(s, "attack", attackers=[a["id"]], defender=d["id"])
    cmd(s, "modifier", char=a["id"], atk=2, until="combat", note="Savage Surprise")
    cmd(s, "resolve")
    assert d["face"] == "stunned" and a["modifiers"] == []


@rule("Combat Declaration: Team Attack")
def test_team_attack_checks_row_and_shared_team() -> None:
    s = main_phase()
    a = put(s, 0, "Cap", 2, 2, teams=["Avengers"])
    b = put(s, 0, "Bucky", 2, 2, teams=["Hydra"])
    c = put(s, 0, "Iron Man", 2, 2, row="back", keywords=["range"], teams=["Avengers"])
    d = put(s, 1, "Brute", 1, 9)
    with pytest.raises(CommandError, match="share a team affiliation"):
        cmd(s, "attack", attackers=[a["id"], b["id"]], defender=d["id"])
    with pytest.raises(CommandError, match="same row"):
        cmd(s, "attack", attackers=[a["id"], c["id"]], defender=d["id"])
    assert s["combat"] is None


@rule("Combat Resolution: Ferocious Resolution, Team Attack")
def test_ferocious_attackers_that_stun_the_defender_end_the_combat() -> None:
    """Ferocious team attackers stunning the defender first: it never strikes back."""
    s = main_phase()
    f = put(s, 0, "Claw", 4, 1, keywords=["ferocious"], teams=["X"])
    n = put(s, 0, "Slow", 1, 1, teams=["X"])
    d = put(s, 1, "Guard", 5, 4)
    _fight(s, [f, n], d, target=n)
    assert d["face"] == "stunned" and n["face"] == "up" and f["face"] == "up"


@rule("Stunned Characters (stunned by an effect mid-combat: removed from combat); Team Attack")
def test_attacker_stunned_during_combat_leaves_it_and_the_team_becomes_solo() -> None:
    s = main_phase()
    a = put(s, 0, "Cap", 2, 2, teams=["Avengers"])
    b = put(s, 0, "Thor", 5, 5, teams=["Avengers"])
    d = put(s, 1, "Brute", 4, 6)
    cmd(s, "attack", attackers=[a["id"], b["id"]], defender=d["id"], target=a["id"])
    cmd(s, "stun", char=a["id"])  # a Plot Twist stuns Cap during combat
    calc = combat.calculate(s)
    assert calc is not None and calc["kind"] == "solo"
    cmd(s, "resolve")
    assert d["face"] == "up" and b["face"] == "up"  # 5 < 6; Brute strikes Thor: 4 < 5


@rule("Stunned Characters (defender removed from combat); Game Terms: Cancel (the combat)")
def test_defender_gone_nobody_strikes_and_a_cancel_leaves_attackers_exhausted() -> None:
    s = main_phase()
    a, d = put(s, 0, "Rhino", 3, 3), put(s, 1, "Guard", 9, 1)
    cmd(s, "attack", attackers=[a["id"]], defender=d["id"])
    cmd(s, "daze", char=d["id"])
    events = cmd(s, "resolve")
    assert events[0] == "The defender left the combat: nobody strikes."
    assert a["face"] == "up" and d["wounds"] == 0
    b, e = put(s, 0, "Shocker", 3, 3), put(s, 1, "Wall", 1, 9)
    cmd(s, "attack", attackers=[b["id"]], defender=e["id"])
    cmd(s, "cancel_attack")
    assert s["combat"] is None and not b["ready"] and b["face"] == e["face"] == "up"


@rule("Combat Resolution: Normal Resolution (ranged team attack)")
def test_ranged_team_attack_asks_no_strike_back_choice_without_range() -> None:
    s = main_phase()
    a = put(s, 0, "Archer", 2, 2, row="back", keywords=["range"], teams=["X"])
    b = put(s, 0, "Gunner", 2, 2, row="back", keywords=["range"], teams=["X"])
    d = put(s, 1, "Brute", 9, 4)
    cmd(s, "attack", attackers=[a["id"], b["id"]], defender=d["id"])
    calc = combat.calculate(s)
    assert calc is not None and calc["choose_target"] == [] and calc["stunned"] == [d["id"]]


@rule("Stunned Characters (wounds at Health KO)")
def test_lowered_health_under_the_wounds_kos() -> None:
    s = main_phase()
    c = put(s, 0, "Pip", 1, 1, health=3)
    cmd(s, "wound", char=c["id"], n=2)
    events = cmd(s, "modifier", char=c["id"], health=-1, until="turn")
    assert c not in s["players"][0]["chars"] and "Pip is KO'd." in events
