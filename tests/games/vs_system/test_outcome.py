"""Ending the Game (including the final two Main Characters KO'd at once), Running Out Of
Cards (the fewest-wounds tie-break) and the win conditions of the Alternative Formats."""

from __future__ import annotations

import pytest

from core.table.errors import CommandError
from tests.games.vs_system.kit import bench_mains, card, cmd, main_of, put, table, to_phase

rule = pytest.mark.rule


@rule("Ending the Game (final two Main Characters KO'd at the same time)")
def test_simultaneous_last_kos_the_active_player_wins() -> None:
    """Ben's turn: his Main Character and Ana's stun each other and both reach Health."""
    s = table(first=1, mains=[card("Loki", 3, 3, health=1), card("Thor", 3, 3, health=1)])
    to_phase(s, "main")
    thor, loki = main_of(s, 1), main_of(s, 0)
    cmd(s, "attack", attackers=[thor["id"]], defender=loki["id"])
    events = cmd(s, "resolve")
    assert thor["ko"] and loki["ko"]
    assert s["result"] == {"winners": [1], "draw": False, "reason": events[-1]}
    assert "Ben, whose turn it is, wins" in events[-1]


@rule("Alternative Formats: Free for All")
def test_free_for_all_knocked_out_player_leaves_and_the_last_one_wins() -> None:
    s = table(fmt="free-for-all", n=3)
    put(s, 1, "Sidekick", 1, 1)
    cmd(s, "play_resource", player=1, symbols=[], face_up=False)
    events = cmd(s, "wound", char=main_of(s, 1)["id"], n=6)
    assert s["players"][1]["out"] and s["result"] is None
    assert s["players"][1]["resources"] == []
    assert [c["name"] for c in s["players"][1]["chars"]] == ["Hero Ben"]
    assert "they are out" in events[-1]
    to_phase(s, "main")
    cmd(s, "advance")
    assert s["turn"]["seat"] == 2  # Ben's seat is skipped: Cid plays next
    cmd(s, "wound", char=main_of(s, 2)["id"], n=6)
    assert s["result"]["winners"] == [0]


@rule("Alternative Formats: 2 vs 2")
def test_2v2_team_wins_when_both_enemy_main_characters_are_kod() -> None:
    s = table(fmt="2v2", n=4)
    cmd(s, "wound", char=main_of(s, 1)["id"], n=6)
    assert s["result"] is None and s["players"][1]["out"]
    cmd(s, "wound", char=main_of(s, 3)["id"], n=6)
    assert s["result"]["winners"] == [0, 2]


@rule("Alternative Formats: 2-Headed Teammates")
def test_two_headed_player_plays_on_after_their_main_character_is_kod() -> None:
    s = table(fmt="two-headed", n=4)
    cmd(s, "wound", char=main_of(s, 2)["id"], n=6)
    assert not s["players"][2]["out"] and s["result"] is None
    cmd(s, "recruit", player=2, card={"name": "Helper", "atk": 1, "def": 1, "health": 1}, pay=False)
    cmd(s, "wound", char=main_of(s, 3)["id"], n=6)
    assert s["result"]["winners"] == [0, 1]


@rule("Alternative Formats: The Leviathon Invasion")
def test_leviathon_defenders_win_by_kos_on_the_mother() -> None:
    mains = [card("Hero A", 1, 1), card("Leviathon Mother", 5, 5), card("Hero C", 1, 1)]
    s = table(fmt="leviathon", n=3, boss=1, mains=mains)
    cmd(s, "wound", char=main_of(s, 1)["id"], n=6)
    assert s["result"]["winners"] == [0, 2]


@rule("Running Out Of Cards")
def test_deck_out_fewest_wounds_wins_and_a_tie_is_a_draw() -> None:
    s = table()
    with pytest.raises(CommandError, match="Not every deck is empty"):
        cmd(s, "deck_out")
    for p in (0, 1):
        cmd(s, "deck", player=p, delta=-53)
    cmd(s, "wound", char=main_of(s, 0)["id"], n=2)
    cmd(s, "wound", char=main_of(s, 1)["id"], n=1)
    events = cmd(s, "deck_out")
    assert s["result"]["winners"] == [1] and not s["result"]["draw"]
    assert "Ben has the fewest wounds" in events[0]
    t = table()
    for p in (0, 1):
        cmd(t, "deck", player=p, delta=-53)
    cmd(t, "deck_out")
    assert t["result"]["draw"] and t["result"]["winners"] == [0, 1]


@rule("Combat Declaration (the combat calculator refuses an illegal attack)")
def test_illegal_attack_is_refused_with_its_reason() -> None:
    s = table()
    bench_mains(s)
    to_phase(s, "main")
    a = put(s, 0, "Rhino", 3, 3)
    put(s, 1, "Guard", 1, 1)
    back = put(s, 1, "Mage", 1, 1, row="back")
    with pytest.raises(CommandError, match="Mage is protected by Guard"):
        cmd(s, "attack", attackers=[a["id"]], defender=back["id"])


@rule("Setting Up the Game: You Have Multiple Starting Main Characters; Ending the Game")
def test_two_starting_main_characters_lose_only_when_both_are_kod() -> None:
    mains = [[card("Moon Girl", 1, 3), card("Devil Dinosaur", 5, 5)], card("Thor", 3, 4)]
    s = table(mains=mains)
    girl, dino = [c for c in s["players"][0]["chars"] if c.get("main")]
    cmd(s, "wound", char=girl["id"], n=6)
    assert girl["ko"] and s["result"] is None
    cmd(s, "wound", char=dino["id"], n=6)
    assert s["result"]["winners"] == [1]


@rule("Alternative Formats: Free for All (a player knocked out on their own turn)")
def test_knocked_out_on_own_turn_passes_the_turn() -> None:
    s = table(fmt="free-for-all", n=3)
    events = cmd(s, "wound", char=main_of(s, 0)["id"], n=6)
    assert s["players"][0]["out"] and s["turn"]["seat"] == 1 and s["result"] is None
    assert "End of turn: effects that last this turn wear off." in events
