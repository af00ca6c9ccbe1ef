"""Additional Rules: Calculating ATK/DEF (the Loki stat-order example), +1/+1 and -1/-1
counters; Powers: Level Up Powers; Regressing/Progressing Main Characters."""

from __future__ import annotations

import pytest

from core.games.vs_system.stats import stats
from core.table.errors import CommandError, SetupError
from tests.games.vs_system.kit import cmd, main_of, put, table

rule = pytest.mark.rule

LOKI = {
    "name": "Loki",
    "levels": [{"health": 6, "atk": 1, "def": 6, "level_up": 4}, {"health": 7, "atk": 4, "def": 8}],
}


@rule("Additional Rules: Calculating ATK/DEF (the Loki example)")
def test_loki_stat_order_example() -> None:
    """Loki Level 1 (1/6, three XP): Find Cover 1/9, Trickster God 9/1; he levels up, so the
    modifiers apply again to the Level 2 base 4/8: 4/11, 11/4; then Savage Surprise 15/4."""
    s = table(mains=[LOKI, {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}])
    loki = main_of(s, 0)
    cmd(s, "xp", char=loki["id"], n=3)
    assert (loki["level"], stats(loki)) == (1, (1, 6))
    cmd(s, "modifier", char=loki["id"], **{"def": 3}, until="combat", note="Find Cover")
    assert stats(loki) == (1, 9)
    cmd(s, "modifier", char=loki["id"], swap=True, until="combat", note="Trickster God")
    assert stats(loki) == (9, 1)
    events = cmd(s, "xp", char=loki["id"], n=1)
    assert loki["level"] == 2 and loki["xp"] == 0
    assert stats(loki) == (11, 4)
    assert "Loki levels up to Level 2 (11/4)" in events[1]
    cmd(s, "modifier", char=loki["id"], atk=4, until="combat", note="Savage Surprise")
    assert stats(loki) == (15, 4)  # added after the swap, so it is not swapped


@rule("Powers: Level Up Powers; Regressing/Progressing Main Characters")
def test_level_up_carries_wounds_counters_equipment_and_orientation() -> None:
    s = table(mains=[LOKI, {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}])
    loki = main_of(s, 0)
    cmd(s, "wound", char=loki["id"], n=2)
    cmd(s, "counter", char=loki["id"], kind="plus", n=1)
    cmd(s, "equip", char=loki["id"], equipment="Sceptre")
    cmd(s, "ready", char=loki["id"], ready=False)
    cmd(s, "xp", char=loki["id"], n=5)  # past the threshold: still one level, XP reset
    assert (
        loki["level"],
        loki["xp"],
        loki["wounds"],
        loki["plus"],
        loki["equipment"],
        loki["ready"],
    ) == (2, 0, 2, 1, "Sceptre", False)
    assert stats(loki) == (5, 9)
    with pytest.raises(CommandError, match="no further level"):
        cmd(s, "xp", char=loki["id"], n=1)


@rule("Powers: Level Up Powers (Level Up is off while stunned)")
def test_xp_while_stunned_waits_for_face_up() -> None:
    s = table(mains=[LOKI, {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}])
    loki = main_of(s, 0)
    cmd(s, "stun", char=loki["id"])
    events = cmd(s, "xp", char=loki["id"], n=4)
    assert loki["level"] == 1 and "waits until it is face up" in events[-1]
    cmd(s, "recover", char=loki["id"])
    assert loki["level"] == 2


@rule("Additional Rules: +1/+1 and -1/-1 counters")
def test_counters_cancel_and_def_zero_stuns_at_once() -> None:
    s = table()
    c = put(s, 0, "Rhino", 3, 2)
    cmd(s, "counter", char=c["id"], kind="plus", n=1)
    cmd(s, "counter", char=c["id"], kind="minus", n=2)
    assert (c["plus"], c["minus"], stats(c)) == (0, 1, (2, 1))
    events = cmd(s, "counter", char=c["id"], kind="minus", n=1)
    assert "Rhino's DEF is down to 0: it is stunned at once." in events
    assert c["face"] == "stunned" and c["minus"] == 0 and c["wounds"] == 1
    with pytest.raises(CommandError, match="face down"):
        cmd(s, "counter", char=c["id"], kind="plus", n=1)


@rule("Keyword Glossary: Alien Physiology")
def test_alien_physiology_refuses_minus_counters() -> None:
    s = table()
    c = put(s, 0, "Xeno", 3, 2, keywords=["alien_physiology"])
    with pytest.raises(CommandError, match="Alien Physiology"):
        cmd(s, "counter", char=c["id"], kind="minus", n=1)


@rule("Stunned Characters (vitality counters: named, never defined)")
def test_vitality_survives_a_stun_and_adds_health_only_when_switched_on() -> None:
    s = table()
    c = put(s, 0, "Lilith", 1, 1, health=1)
    cmd(s, "counter", char=c["id"], kind="vitality", n=1)
    cmd(s, "stun", char=c["id"])  # 1 wound against Health 1 + 1 vitality: survives
    assert c in s["players"][0]["chars"] and c["other"] == {"vitality": 1}
    s2 = table(options={"vitality_adds_health": False})
    d = put(s2, 0, "Lilith", 1, 1, health=1)
    cmd(s2, "counter", char=d["id"], kind="vitality", n=1)
    cmd(s2, "stun", char=d["id"])
    assert d not in s2["players"][0]["chars"]


@rule("Stunned Characters (Daze; Wound)")
def test_daze_has_no_wound_and_wound_does_not_stun() -> None:
    s = table()
    c = put(s, 0, "Pip", 1, 1, health=2)
    cmd(s, "daze", char=c["id"])
    assert (c["face"], c["wounds"]) == ("stunned", 0)
    cmd(s, "recover", char=c["id"])
    cmd(s, "wound", char=c["id"], n=1)
    assert (c["face"], c["wounds"]) == ("up", 1)
    cmd(s, "wound", char=c["id"], n=1)
    assert c not in s["players"][0]["chars"] and s["players"][0]["ko_pile"] == 1


@rule("Additional Rules: Hidden Characters; Power Ups")
def test_hidden_stays_ready_and_power_up_discards_for_a_counter() -> None:
    s = table()
    c = put(s, 0, "Spy", 2, 2)
    cmd(s, "power_up", char=c["id"])
    assert c["plus"] == 1 and s["players"][0]["hand"] == 6
    cmd(s, "hide", char=c["id"])
    assert (c["face"], c["ready"], c["plus"]) == ("hidden", True, 0)


@rule("Additional Rules: Uniqueness")
def test_uniqueness_kos_the_first_and_refuses_the_main_characters_name() -> None:
    s = table()
    cmd(s, "recruit", player=0, card={"name": "Rhino", "atk": 3, "def": 3, "health": 2}, pay=False)
    first = s["players"][0]["chars"][-1]
    events = cmd(
        s, "recruit", player=0, card={"name": "Rhino", "atk": 3, "def": 3, "health": 2}, pay=False
    )
    assert first not in s["players"][0]["chars"] and "Only one Rhino per side" in events[1]
    with pytest.raises(CommandError, match="name of Ana's Main Character"):
        cmd(s, "recruit", player=0, card={"name": "Hero Ana", "atk": 1, "def": 1, "health": 1})


@rule("Powers: Level Down Powers")
def test_level_down_xp_goes_back_a_level_and_clears_both_kinds_of_xp() -> None:
    grimm = {
        "name": "Sister Grimm",
        "levels": [
            {"health": 6, "atk": 2, "def": 3, "level_up": 3},
            {"health": 7, "atk": 4, "def": 5, "level_down": 2},
        ],
    }
    s = table(mains=[grimm, {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}])
    c = main_of(s, 0)
    with pytest.raises(CommandError, match="no Level Down power"):
        cmd(s, "down_xp", char=c["id"], n=1)
    cmd(s, "xp", char=c["id"], n=3)
    cmd(s, "wound", char=c["id"], n=1)
    cmd(s, "down_xp", char=c["id"], n=1)
    assert (c["level"], c["down_xp"]) == (2, 1)
    events = cmd(s, "down_xp", char=c["id"], n=1)
    assert (c["level"], c["xp"], c["down_xp"], c["wounds"]) == (1, 0, 0, 1)
    assert "Sister Grimm goes back to Level 1 (2/3)" in events[-1]
    with pytest.raises(SetupError, match="Level 1 has no lower level"):
        table(
            mains=[
                {"name": "X", "levels": [{"health": 1, "atk": 1, "def": 1, "level_down": 1}]},
                grimm,
            ]
        )


@rule("Powers: Level Up Powers (a stun-based XP trigger looks back)")
def test_xp_earned_by_the_stun_itself_levels_up_at_once() -> None:
    """Powers, Level Up Powers: when the XP trigger is based on a character getting stunned,
    the Level Up trigger looks back like it, so the stunned Main Character levels up now rather
    than at Recovery (issue 28); the screen offers that XP on the stunned character."""
    from core.games.vs_system import GAME
    from tests.table.test_screens import offered

    s = table(mains=[LOKI, {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}])
    loki = main_of(s, 0)
    cmd(s, "xp", char=loki["id"], n=3)
    cmd(s, "stun", char=loki["id"])
    want = {"op": "xp", "char": loki["id"], "n": 1, "stunned": True}
    assert want in offered(GAME.screen(s))  # type: ignore[misc]
    events = cmd(s, "xp", char=loki["id"], n=1, stunned=True)
    assert loki["level"] == 2 and loki["face"] != "up"
    assert any("levels up to Level 2" in e for e in events)
    with pytest.raises(CommandError, match="yes or no"):
        cmd(s, "xp", char=loki["id"], n=1, stunned="no")
