"""Combat Declaration: Melee Attack, Ranged Attack, Multi-Defender (Camouflage); Stunned and
Hidden Characters; Alternative Formats: 2 vs 2 — through the attack legality helper, whose
every answer names its rule."""

from __future__ import annotations

import pytest

from core.games.vs_system.legality import MELEE, RANGED, answer, legal_attacks
from tests.games.vs_system.kit import cmd, main_of, main_phase, put, table

rule = pytest.mark.rule


@rule("Combat Declaration: Melee Attack")
def test_a_face_up_front_row_protects_the_back_row() -> None:
    s = main_phase()
    a = put(s, 0, "Rhino", 3, 3)
    guard, back = put(s, 1, "Guard", 1, 1), put(s, 1, "Mage", 1, 1, row="back")
    assert answer(s, a, guard)["ok"] and answer(s, a, guard)["rule"] == MELEE
    no = answer(s, a, back)
    assert not no["ok"] and no["why"] == "Mage is protected by Guard in the front row."
    cmd(s, "stun", char=guard["id"])  # a stunned character protects nobody
    yes = answer(s, a, back)
    assert yes["ok"] and "no face-up front-row character" in yes["why"]


@rule("Combat Declaration: Melee Attack (Flight; Stealth)")
def test_flight_flies_over_unless_a_front_row_flier_and_stealth_goes_anywhere() -> None:
    s = main_phase()
    flier, sneak = (
        put(s, 0, "Falcon", 2, 2, keywords=["flight"]),
        put(s, 0, "Nightcrawler", 2, 2, keywords=["stealth"]),
    )
    put(s, 1, "Guard", 1, 1)
    back = put(s, 1, "Mage", 1, 1, row="back")
    assert answer(s, flier, back)["ok"] and answer(s, sneak, back)["ok"]
    put(s, 1, "Angel", 1, 1, keywords=["flight"])
    blocked = answer(s, flier, back)
    assert not blocked["ok"] and "Angel in the front row has Flight too" in blocked["why"]
    assert answer(s, sneak, back)["ok"]


@rule("Combat Declaration: Ranged Attack (Range; Sniper)")
def test_back_row_needs_range_and_sniper_reaches_the_back_row() -> None:
    s = main_phase()
    plain = put(s, 0, "Medic", 2, 2, row="back")
    archer = put(s, 0, "Archer", 2, 2, row="back", keywords=["range"])
    sniper = put(s, 0, "Bullseye", 2, 2, row="back", keywords=["range", "sniper"])
    guard, back = put(s, 1, "Guard", 1, 1), put(s, 1, "Mage", 1, 1, row="back")
    assert "without Range" in answer(s, plain, guard)["why"]
    assert answer(s, archer, guard)["ok"] and answer(s, archer, guard)["rule"] == RANGED
    assert not answer(s, archer, back)["ok"]
    assert answer(s, sniper, back)["ok"] and "Sniper" in answer(s, sniper, back)["why"]


@rule("Combat Declaration: Multi-Defender (Camouflage)")
def test_camouflage_cannot_be_attacked_in_the_back_row() -> None:
    s = main_phase()
    a = put(s, 0, "Rhino", 3, 3, keywords=["stealth"])
    cam = put(s, 1, "Ambusher", 1, 1, row="back", keywords=["camouflage"])
    no = answer(s, a, cam)
    assert not no["ok"] and no["rule"] == "Keyword: Camouflage"


@rule("Stunned Characters; Hidden Characters; Turn Sequence: Main Phase")
def test_who_cannot_attack_or_be_attacked() -> None:
    s = main_phase()
    a, b = put(s, 0, "Rhino", 3, 3), put(s, 0, "Shocker", 3, 3)
    d = put(s, 1, "Guard", 1, 1)
    cmd(s, "ready", char=a["id"], ready=False)
    assert "exhausted" in answer(s, a, d)["why"]
    cmd(s, "hide", char=b["id"])
    assert "hidden" in answer(s, b, d)["why"]
    mine = put(s, 0, "Ally", 1, 1)
    assert not answer(s, d, mine)["ok"] and "not Ben's turn" in answer(s, d, mine)["why"]
    cmd(s, "stun", char=d["id"])
    assert "cannot defend" in answer(s, mine, d)["why"]
    s2 = table()
    x, y = put(s2, 0, "Rhino", 3, 3), put(s2, 1, "Guard", 1, 1)
    assert answer(s2, x, y)["why"] == "Attacks are made in the Main Phase."


@rule("Alternative Formats: 2 vs 2")
def test_teammates_cannot_be_attacked_and_the_helper_lists_enemies_only() -> None:
    s = main_phase(fmt="2v2", n=4)
    a = put(s, 0, "Rhino", 3, 3)
    mate = put(s, 2, "Friend", 1, 1)
    assert not answer(s, a, mate)["ok"]
    rows = {r["attacker"]: r["targets"] for r in legal_attacks(s)}
    listed = {t["defender"] for t in rows[a["id"]]}
    enemies = {c["id"] for p in (1, 3) for c in s["players"][p]["chars"]}
    assert listed == enemies and mate["id"] not in listed


@rule("The Card Types: Equipment, Machine")
def test_machines_protect_nobody_and_are_kod_when_attacked() -> None:
    """A Machine can be attacked only with nobody face up in its row, and only by an attacker
    that could attack that row; it protects nobody; attacking KOs it at once, with no strike."""
    s = main_phase()
    a = put(s, 0, "Rhino", 3, 3)
    flier = put(s, 0, "Falcon", 2, 2, keywords=["flight"])
    cmd(
        s,
        "recruit",
        player=1,
        name="Loader",
        atk=0,
        **{"def": 1},
        health=1,
        machine=True,
        row="front",
    )
    loader = s["players"][1]["chars"][-1]
    back = put(s, 1, "Mage", 1, 1, row="back")
    assert answer(s, a, back)["ok"]  # the Machine in front protects nobody
    cmd(s, "row", char=main_of(s, 1)["id"], row="front")  # Ben's Main Character steps up
    cmd(
        s,
        "recruit",
        player=1,
        name="Turret",
        atk=0,
        **{"def": 1},
        health=1,
        machine=True,
        row="back",
    )
    turret = s["players"][1]["chars"][-1]
    no = answer(s, a, turret)
    assert not no["ok"] and "Mage is face up in its row" in no["why"]
    guard = put(s, 1, "Guard", 1, 1)
    assert "nobody face up is in its row" in answer(s, a, loader)["why"]
    cmd(s, "stun", char=back["id"])
    assert not answer(s, a, turret)["ok"], answer(s, a, turret)
    assert answer(s, flier, turret)["ok"], answer(s, flier, turret)
    events = cmd(s, "attack", attackers=[flier["id"]], defender=turret["id"])
    assert turret not in s["players"][1]["chars"] and s["combat"] is None
    assert not flier["ready"] and "Turret is KO'd." in events
    assert guard["face"] == "up"
    rows = {r["attacker"] for r in legal_attacks(s)}
    assert loader["id"] not in rows
