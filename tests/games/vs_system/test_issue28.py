"""Issue 28's Vs System defects, each pinned: a character's controls fit a phone and every one
stays reachable; yes/no fields take yes or no only; a format that is not a name is refused in
words; counted nouns and verbs agree; refusals name the field as the screen does, counting
from 1. (Every team attack subset: test_screen.py; the stun-triggered Level Up at once:
test_stats_levels.py.)"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core.games.vs_system import GAME
from core.games.vs_system.form import form
from core.table.errors import CommandError, SetupError
from core.table.screen import defaults
from tests.games.vs_system.kit import cmd, main_of, put, table, to_phase

Json = Any


def _buttons(section: Json) -> list[Json]:
    out = []
    for it in section["items"]:
        if it["kind"] == "counter":
            out += [it["dec"], it["inc"]]
        elif it["kind"] == "actions":
            out += it["buttons"]
    return out


def _character_buttons(s: Json, name: str, player: str) -> tuple[list[Json], list[Json]]:
    """A character's buttons in its player's section, and in its "More for" section."""
    sc = GAME.screen(s)  # type: ignore[misc]
    sections = {sec["title"]: sec for sec in sc["sections"]}
    mine = [
        b
        for b in _buttons(sections[player])
        if (b.get("label") or "").startswith(f"{name}:")
        or (b.get("command") or {}).get("char") == main_of(s, 0)["id"]
    ]
    return mine, _buttons(sections[f"More for {name}"])


@pytest.mark.parametrize("phase", ["draw", "recovery", "resource", "recruit", "formation", "main"])
def test_a_character_shows_at_most_ten_buttons_and_the_rest_stays_reachable(phase: str) -> None:
    s = table(
        mains=[
            {
                "name": "Loki",
                "levels": [
                    {"health": 6, "atk": 1, "def": 6, "level_up": 4},
                    {"health": 6, "atk": 4, "def": 8},
                ],
            },
            {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]},
        ]
    )
    to_phase(s, phase)
    shown, more = _character_buttons(s, "Loki", "Ana")
    assert len(shown) <= 10
    sc = GAME.screen(s)  # type: ignore[misc]
    assert next(x for x in sc["sections"] if x["title"] == "More for Loki")["open"] is False
    ops = {(b.get("command") or {}).get("op") for b in shown + more}
    wanted = {"wound", "xp", "counter", "stun", "daze", "hide", "ready", "row", "power_up"}
    wanted |= {"modifier", "level", "ko"}
    assert wanted <= ops, f"{phase}: not reachable: {wanted - ops}"
    labels = {b.get("label") for b in shown + more}
    assert {"Recover", "Drop the last modifier", "Level down (by an effect)"} <= labels
    if phase == "main":
        assert {"stun", "power_up", "modifier", "ko"} <= {
            (b.get("command") or {}).get("op") for b in shown
        }


@pytest.mark.parametrize("bad", ["no", "yes", 0, 1, [], {}])
def test_a_yes_no_field_takes_only_yes_or_no(bad: object) -> None:
    """``ready: "no"`` once readied an exhausted character."""
    s = table()
    me = main_of(s, 0)
    cmd(s, "ready", char=me["id"], ready=False)
    before = copy.deepcopy(s)
    for op, key in (("ready", "ready"), ("xp", "stunned"), ("modifier", "swap")):
        with pytest.raises(CommandError, match="must be yes or no"):
            cmd(s, op, char=me["id"], **{key: bad})
    with pytest.raises(CommandError, match="must be yes or no"):
        cmd(s, "equip", char=me["id"], equipment="Visor", from_hand=bad)
    assert s == before and not me["ready"]


@pytest.mark.parametrize("bad", [[], {}, 3, None, True, ["standard"]])
def test_a_format_that_is_not_a_name_is_refused_in_words(bad: object) -> None:
    values = {**defaults(form()), "format": bad}
    with pytest.raises(SetupError, match=r"^Choose the format from the list.$"):
        GAME.new_state(values)


def test_counted_nouns_and_verbs_agree() -> None:
    s = table()
    to_phase(s, "resource")
    cmd(s, "play_resource", player=0, symbols=[], face_up=False)
    assert "Ana has 1 recruit point." in cmd(s, "advance")
    assert "Ana's 1 unspent recruit point is lost." in cmd(s, "advance")
    assert cmd(s, "hand", player=0, delta=-5) == ["Ana: 1 card in hand."]
    with pytest.raises(CommandError, match=r"^Ana has only 1 card in hand.$"):
        cmd(s, "hand", player=0, delta=-2)
    me = main_of(s, 0)
    assert cmd(s, "wound", char=me["id"], n=1)[0].startswith("Hero Ana takes 1 wound")
    # a lone winner "wins"
    s = table()
    other = main_of(s, 1)
    events = cmd(s, "ko", char=other["id"])
    assert "Ana wins: every enemy Main Character is KO'd." in events
    s = table(fmt="2v2", n=4)
    for p in (1, 3):
        events = cmd(s, "ko", char=main_of(s, p)["id"])
    assert any(e.startswith("Ana and Cid win") for e in events), events


def test_refusals_name_the_field_as_the_screen_does_counting_from_1() -> None:
    s = table()
    me = main_of(s, 0)
    with pytest.raises(CommandError, match=r"^Wounds: give a whole number from -99 to 99.$"):
        cmd(s, "wound", char=me["id"], n="two")
    with pytest.raises(CommandError, match=r"^Hero Ana's \+1/\+1 counters: give"):
        cmd(s, "counter", char=me["id"], kind="plus", n=1.5)
    with pytest.raises(CommandError, match=r"^Ana's Hand: give a whole number"):
        cmd(s, "hand", player=0, delta=[])
    cmd(s, "modifier", char=me["id"], atk=1)
    with pytest.raises(CommandError, match=r"^Hero Ana: choose modifier 1 to 1.$"):
        cmd(s, "drop_modifier", char=me["id"], index=1)
    values = defaults(form())
    values["players"][1]["main"] = "Nobody"
    with pytest.raises(SetupError, match=r"^Player 2's Main Character: 'Nobody' is not on"):
        GAME.new_state(values)
    values = defaults(form())
    values["characters"] = [{"name": "Rogue", "health": 6, "atk": 2, "def": 3, "level_up": 2}]
    with pytest.raises(SetupError, match=r"^Main Character card 1: Rogue: Level 1 has Level Up"):
        GAME.new_state(values)


def test_a_recruit_needs_its_stats_only_when_the_device_does_not_know_it() -> None:
    s = table()
    to_phase(s, "main")
    put(s, 1, "Guard", 1, 1)
    cmd(s, "recruit", player=0, name="Spare")  # every stat as the entry shows it
    spare = s["players"][0]["chars"][-1]
    assert spare["base"] == {"atk": 1, "def": 1, "health": 1}
