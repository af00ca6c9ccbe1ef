"""Issue 13 item 1: the facts of a hero's cards (health, power-card dice, assist dice, a note),
the roster the screen remembers, and one tap for an attempt's whole dice pool."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CommandError, SetupError
from core.games.mutant_insurrection.companion.hero_facts import (
    MAX_NOTE_LENGTH,
    MAX_ROSTER,
    clean_roster,
    roster_entries,
)
from core.games.mutant_insurrection.companion.setup import new_state
from core.games.mutant_insurrection.companion.view import build

WOLVERINE = {
    "name": "Wolverine",
    "health": 7,
    "dice": ["red", "red", "red", "yellow"],
    "assist_dice": ["red", "blue"],
    "note": "Heals at regroup",
}
STORM = {"name": "Storm", "dice": ["blue"] * 4, "assist_dice": ["yellow", "yellow"]}


def _setup(*heroes: dict[str, object]) -> dict[str, object]:
    return {"players": len(heroes), "heroes": list(heroes), "seed": 1}


@pytest.mark.rule("Setup: Choose Heroes")
def test_setup_keeps_the_facts_on_the_hero_and_in_the_view() -> None:
    s = sessions.new_session(_setup(WOLVERINE, STORM))
    hero = build(s)["heroes"][0]
    assert (hero["dice"], hero["assist_dice"], hero["note"]) == (
        ["red", "red", "red", "yellow"],
        ["red", "blue"],
        "Heals at regroup",
    )
    assert build(s)["roster"][1] == {
        "name": "Storm",
        "health": 6,
        "dice": ["blue"] * 4,
        "assist_dice": ["yellow", "yellow"],
        "note": None,
    }


@pytest.mark.rule("Setup: Choose Heroes")
@pytest.mark.parametrize(
    ("bad", "words"),
    [
        ({"dice": ["red", "red", "red"]}, "exactly 4 colours"),
        ({"dice": ["red", "red", "red", "green"]}, "red, yellow or blue"),
        ({"assist_dice": "blue"}, "exactly 2 colours"),
        ({"note": "x" * (MAX_NOTE_LENGTH + 1)}, f"at most {MAX_NOTE_LENGTH}"),
        ({"note": 5}, "A note is text"),
    ],
)
def test_bad_facts_are_refused_with_a_reason(bad: dict[str, object], words: str) -> None:
    with pytest.raises(SetupError, match=words):
        new_state(_setup({**STORM, **bad}, WOLVERINE))


@pytest.mark.rule("Setup: Choose Heroes")
def test_a_replacement_carries_facts_and_facts_can_be_corrected(game) -> None:
    g = game(players=2, health=1).do("damage", hero=1, delta=1).to_phase("regroup")
    g.do("replace", hero=1, name="Wolverine", health=7, dice=WOLVERINE["dice"], note="Claws")
    new = g.state["heroes"][-1]
    assert (new["health"], new["dice"], new["note"]) == (7, WOLVERINE["dice"], "Claws")
    assert [e["name"] for e in roster_entries(g.state)] == ["Storm", "Rogue", "Wolverine"]
    g.do("hero_facts", hero=new["id"], assist_dice=["blue", "blue"])
    assert new["id"] == g.state["heroes"][-1]["id"]
    assert g.state["heroes"][-1]["assist_dice"] == ["blue", "blue"]
    assert g.state["heroes"][-1]["note"] == "Claws"  # fields not sent are left alone
    before = g.state
    with pytest.raises(CommandError, match="exactly 2"):
        g.do("hero_facts", hero=new["id"], assist_dice=["blue"])
    with pytest.raises(CommandError, match="Send the dice"):
        g.do("hero_facts", hero=new["id"])
    assert g.state is before


def test_clean_roster_keeps_good_entries_and_reports_junk() -> None:
    raw = [WOLVERINE, {"name": "Storm", "health": 99}, "junk", {**STORM, "note": "Flies"}]
    out = clean_roster(raw)
    assert [e["name"] for e in out["entries"]] == ["Wolverine", "Storm"]
    assert out["entries"][1]["note"] == "Flies"
    assert out["problems"] == [
        "Entry 2: Health must be a whole number from 1 to 20.",
        "Entry 3: An entry must be an object.",
    ]
    assert clean_roster({"a": 1}) == {"entries": [], "problems": ["A roster is a list of heroes."]}
    big = clean_roster([{"name": f"Hero {i}"} for i in range(MAX_ROSTER + 5)])
    assert len(big["entries"]) == MAX_ROSTER and big["entries"][-1]["name"] == "Hero 68"


@pytest.mark.rule("Step 2: Assemble Dice Pool")
def test_one_tap_rolls_the_power_dice_and_the_assisters_assist_dice() -> None:
    g = sessions.new_session(_setup(WOLVERINE, STORM))
    g, events = sessions.perform(g, {"op": "dice_attempt", "hero": 1, "assist": 2, "seed": 5})
    state = sessions.replay(g).state
    colours = [d["color"] for d in state["dice"]["dice"]]
    assert colours == ["red"] * 3 + ["yellow"] * 3
    assert events[0].startswith("Wolverine + Storm's assist rolled ")
    assert state["heroes"][0]["active"] and state["heroes"][1]["assisted"]
    # alone, the hero's own assist card gives the two dice
    g, _ = sessions.perform(g, {"op": "dice_attempt", "hero": 2, "assist": None, "seed": 5})
    colours = [d["color"] for d in sessions.replay(g).state["dice"]["dice"]]
    assert colours == ["yellow"] * 2 + ["blue"] * 4


@pytest.mark.rule("Step 2: Assemble Dice Pool")
def test_the_attempt_roll_needs_the_dice_and_another_hero(game) -> None:
    g = game(players=2)
    with pytest.raises(CommandError, match="Set Storm's power-card dice and Rogue's assist"):
        g.do("dice_attempt", hero=1, assist=2, seed=1)
    g.do("hero_facts", hero=1, dice=STORM["dice"], assist_dice=["red", "red"])
    with pytest.raises(CommandError, match="cannot assist their own"):
        g.do("dice_attempt", hero=1, assist=1, seed=1)
    options = build(
        sessions.new_session(_setup({"name": "Storm", "dice": STORM["dice"]}, WOLVERINE))
    )["heroes"][0]["roll_options"]
    assert [o["label"] for o in options] == ["Storm alone", "Storm + Wolverine's assist"]
    assert options[0]["reason"] == "Set Storm's assist dice first." and not options[0]["enabled"]
    assert options[1]["enabled"]
    assert options[1]["command"] == {"op": "dice_attempt", "hero": 1, "assist": 2}
