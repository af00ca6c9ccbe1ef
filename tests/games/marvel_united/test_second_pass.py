"""Marvel United: X-Men, issue 28's second pass: a number for each mission and its correction,
the box's eight heroes and its locations by default, the box's token limits, the device
library, and a save of rules version 1 replaying exactly as it did."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from core.games.marvel_united import GAME
from core.games.marvel_united.ops import apply_in_place, supply
from core.games.marvel_united.screen import form, screen
from core.games.marvel_united.setup import BOX_LOCATIONS, HEROES, X_MEN, example, new_state
from core.table import session as sessions
from core.table.errors import CommandError, SetupError
from core.table.screen import defaults

State = dict[str, Any]
OLD_SAVES = Path(__file__).with_name("old_saves_v1.json")


def values(**change: Any) -> dict[str, Any]:
    """The setup form as a player leaves it untouched, with ``change`` typed."""
    v = defaults(form())
    v.update(change)
    return v


def start(**change: Any) -> State:
    return GAME.new_state(values(**change))


def do(s: State, op: str, **fields: Any) -> list[str]:
    return apply_in_place(s, {"op": op, **fields})


def to_actions(s: State, **symbols: int) -> None:
    do(s, "villain_draw")
    do(s, "villain_move", steps=0)
    do(s, "villain_done")
    do(s, "draw")
    do(s, "play", **symbols)


def fields_of(section: str, s: State) -> list[Any]:
    (sec,) = [x for x in screen(s)["sections"] if x["title"] == section]
    return sec["items"]  # type: ignore[no-any-return]


# -- 1. missions ------------------------------------------------------------------------------
@pytest.mark.rule("Setup", "Missions")
def test_each_mission_has_its_own_number_of_spaces() -> None:
    """Setup, step 1 / Missions: each mission card has its own spaces, typed at setup."""
    s = start(civilians_spaces=6, thugs_spaces=5, threats_spaces=3)
    assert [(m["name"], m["spaces"]) for m in s["missions"]] == [
        ("Rescue Civilians", 6),
        ("Defeat Thugs", 5),
        ("Remove Threats", 3),
    ]
    s = start(cerebro=True, civilians_spaces=2)
    assert (s["missions"][0]["name"], s["missions"][0]["spaces"]) == ("Use Cerebro", 2)
    # six Threat tokens in the box: Remove Threats cannot need more
    with pytest.raises(
        SetupError, match="The spaces on Remove Threats must be a whole number from 1"
    ):
        start(threats_spaces=7)


@pytest.mark.rule("Missions")
def test_a_mission_is_corrected_when_the_table_made_a_mistake() -> None:
    """Missions: the table fixes a card's spaces or its tokens; a full card is complete (the
    villain Under Pressure) and one no longer full goes back in play."""
    s = start()
    events = do(s, "mission", mission=1, spaces=5, filled=2)
    assert events == ["Defeat Thugs corrected: 2/5."]
    assert s["missions"][1] == {**s["missions"][1], "spaces": 5, "filled": 2, "done": False}
    events = do(s, "mission", mission=1, spaces=2, filled=2)
    assert s["missions"][1]["done"] and "Sabretooth is Under Pressure." in events
    assert do(s, "mission", mission=1, spaces=3, filled=2)[-1] == "Defeat Thugs is back in play."
    assert not s["missions"][1]["done"]
    with pytest.raises(CommandError, match=r"The tokens on Defeat Thugs must be .* from 0 to 3"):
        do(s, "mission", mission=1, spaces=3, filled=4)
    with pytest.raises(CommandError, match="The mission must be a whole number from 1 to 3"):
        do(s, "mission", mission=3, spaces=3, filled=0)
    # the screen offers the correction, starting from the card's figures
    entries = [i for i in fields_of("Missions", s) if i["kind"] == "entry"]
    assert entries[1]["label"] == "Correct Defeat Thugs (2/3)"
    assert [f["default"] for f in entries[1]["fields"]] == [3, 2]


# -- 2. the box's heroes, and a version 1 save ------------------------------------------------
@pytest.mark.rule("Components")
def test_the_box_has_eight_heroes_magneto_and_mystique_among_them() -> None:
    """Components: 96 hero cards, 12 each: eight heroes. A random pick from the form as it
    stands can give Magneto or Mystique; an empty list still means the six X-Men."""
    assert len(HEROES) == 8 and {"Magneto", "Mystique"} <= set(HEROES)
    picked = {
        h["name"]
        for seed in range(40)
        for h in start(random=True, seed=seed, heroes=[{"name": ""}] * 4)["heroes"]
    }
    assert picked == set(HEROES)
    empty = {
        h["name"]
        for seed in range(40)
        for h in start(random=True, seed=seed, own_heroes="", heroes=[{"name": ""}] * 4)["heroes"]
    }
    assert empty == set(X_MEN)


def test_a_rules_version_1_save_opens_and_replays_exactly_as_before() -> None:
    """Version 2 changed the form (the heroes typed, numbers left blank for the box's) and
    refuses what the box cannot hold; a version 1 save still opens, every change replayed,
    to the state it had (it had no library: nothing is learnt from placeholder names)."""
    assert GAME.rules_version == 2
    for name, old in json.loads(OLD_SAVES.read_text()).items():
        assert old["save"]["rules_version"] == 1
        session, run = sessions.open_session(copy.deepcopy(old["save"]))
        assert run.dropped is None, name
        assert len(session["log"]) == 13 and session["rules_version"] == 2
        assert run.state == old["state"], name


# -- 3. the box's locations -------------------------------------------------------------------
@pytest.mark.rule("Setup", "Components")
def test_the_form_untouched_gives_the_boxs_locations() -> None:
    """Setup, step 3: six of the box's eight locations, with the spaces and starting tokens
    printed on them; a location typed by name takes its card's numbers."""
    s = start()
    assert [x["name"] for x in s["locations"]] == [
        "Xavier Institute",
        "X-Jet",
        "Hangar Bay",
        "Muir Island",
        "Weapon X Facility",
        "Genosha",
    ]
    assert (s["locations"][0]["spaces"], s["locations"][0]["thugs"]) == (5, 1)
    assert s["locations"][0]["civilians"] == 2
    v = values()
    v["locations"][2]["name"] = "asteroid m"  # any case
    assert start(locations=v["locations"])["locations"][2]["spaces"] == 4
    v["locations"][2].update(name="Savage Land")
    with pytest.raises(SetupError, match=r"Type the spaces of location 3 \(Savage Land\)"):
        start(locations=v["locations"])
    v["locations"][2].update(spaces=6, thugs=2, civilians=0)  # typed: read as it is
    assert start(locations=v["locations"])["locations"][2]["spaces"] == 6
    assert len(BOX_LOCATIONS) == 8


def test_a_random_pick_of_the_boxs_locations_takes_their_cards_numbers() -> None:
    s = start(random=True, seed=3)
    for x in s["locations"]:
        box = BOX_LOCATIONS[x["name"]]
        assert (x["spaces"], x["thugs"], x["civilians"]) == (
            box["spaces"],
            box["thugs"],
            box["civilians"],
        )


# -- 4. the box's limits ----------------------------------------------------------------------
@pytest.mark.rule("Components")
def test_thug_and_civilian_tokens_run_out_at_36() -> None:
    """Components: 36 Thug/Civilian tokens, on the locations and the missions in play."""
    setup = example()
    for x in setup["locations"]:
        x.update(spaces=12, thugs=5, civilians=1)
    s = new_state(setup)
    assert supply(s)["thug_civilian"] == 0
    do(s, "villain_draw")
    do(s, "villain_move", steps=0)
    with pytest.raises(CommandError, match="36 Thug/Civilian tokens and 0 are left"):
        do(s, "place", t0=1)
    for x in setup["locations"]:
        x.update(thugs=6, civilians=1)
    with pytest.raises(SetupError, match="36 Thug/Civilian tokens: the locations start with 42"):
        new_state(setup)


@pytest.mark.rule("Components", "Missions")
def test_a_complete_missions_tokens_go_back_to_the_supply() -> None:
    """Completing Missions: the card leaves the game, its tokens back in the supply."""
    s = new_state(example())
    before = supply(s)["thug_civilian"]
    s["locations"][0]["thugs"] = 4
    s["missions"][1]["spaces"] = 2
    to_actions(s, attack=2)
    do(s, "attack", target="thug")
    assert supply(s)["thug_civilian"] == before - 3  # three more placed, one on the card
    do(s, "attack", target="thug")
    assert s["missions"][1]["done"] and supply(s)["thug_civilian"] == before - 1


@pytest.mark.rule("Components")
def test_health_tokens_are_shared_by_the_villain_and_the_henchmen() -> None:
    """Components: 32 Health tokens for the villain and every Henchman."""
    setup = example()
    setup["villain"]["health"] = 20
    setup["locations"][0]["threat"] = {"name": "Blob", "kind": "henchman", "value": 12}
    s = new_state(setup)
    assert supply(s)["health"] == 0
    with pytest.raises(CommandError, match="32 Health tokens and 0 are left"):
        do(s, "villain_health", delta=1)
    health = next(i for i in fields_of("Villain", s) if i["kind"] == "counter")
    assert health["inc"]["command"] is None
    setup["locations"][1]["threat"] = {"name": "Toad", "kind": "henchman", "value": 1}
    with pytest.raises(SetupError, match="Sabretooth's 20 and the Henchmen's 13 need 33"):
        new_state(setup)


@pytest.mark.rule("Components", "Actions and How to Play")
def test_heroic_tokens_on_threats_and_in_hands_come_from_the_boxs_18() -> None:
    """Components: 18 Heroic tokens; one goes on a threat with each Heroic action there
    (Actions: Heroic Action), and the supply gives no more than it holds."""
    s = new_state(example())
    for _ in range(6):
        for h in range(3):
            do(s, "gain_token", hero=h, kind="heroic")
    with pytest.raises(CommandError, match="All 18 Heroic tokens of the box are in use"):
        do(s, "gain_token", hero=0, kind="heroic")
    to_actions(s, heroic=1)
    with pytest.raises(CommandError, match="none can go on Threat 1"):
        do(s, "heroic", target="threat")
    do(s, "heroic", target="threat", token=True)  # the saved token is the one placed
    assert s["locations"][0]["threat"]["left"] == 2 and supply(s)["heroic"] == 0
    do(s, "heroic", target="civilian")  # a rescue needs no token


@pytest.mark.rule("Components")
def test_a_heroes_cards_crisis_tokens_and_one_of_each_card() -> None:
    """Components: 12 cards a hero, 18 Crisis tokens, one deck per hero and one card per
    location."""
    s = new_state(example())
    do(s, "cards", hero=0, deck=0, hand=0)
    with pytest.raises(CommandError, match="Storm has 12 cards in all"):
        do(s, "cards", hero=0, deck=1, hand=0)
    do(s, "crisis", delta=18)
    with pytest.raises(CommandError, match="18 Crisis tokens"):
        do(s, "crisis", delta=1)
    with pytest.raises(SetupError, match="Storm is at the table twice"):
        start(heroes=[{"name": "Storm"}, {"name": " storm "}])
    v = values()
    v["locations"][1]["name"] = "Xavier Institute"
    with pytest.raises(SetupError, match="Xavier Institute is at the table twice"):
        start(locations=v["locations"])


# -- 5. the device library --------------------------------------------------------------------
def test_the_library_keeps_the_locations_and_the_named_setup() -> None:
    """What a game typed comes back from ``library(state)`` keyed like the form's fields, with
    what the device brought; a malformed record is left out and never stops the game."""
    device = {
        "locations": {
            "Savage Land": {"name": "Savage Land", "spaces": 5, "thugs": 2, "civilians": 1},
            "Bad": ["not", "a", "record"],
            "x" * 60: {"name": "too long"},
        },
        "setups": {"Old": 7},
        "cards": {"Other game": {"name": "Other game"}},
    }
    v = values(setup_name="Sabretooth, first game", villain_health=9, library=device)
    v["locations"][5]["name"] = "savage land"
    s = GAME.new_state(v)
    assert (s["locations"][5]["spaces"], s["locations"][5]["thugs"]) == (5, 2)
    assert GAME.library is not None
    lib = GAME.library(s)
    assert set(lib) == {"setups", "locations"}
    assert set(lib["locations"]) == {
        "Xavier Institute",
        "X-Jet",
        "Hangar Bay",
        "Muir Island",
        "Weapon X Facility",
        "Savage Land",  # the record's spelling
    }
    record = lib["setups"]["Sabretooth, first game"]
    assert record == {
        "setup_name": "Sabretooth, first game",
        "villain_name": "Sabretooth",
        "villain_health": 9,
        "villain_track": False,
        "villain_at": 1,
        "cerebro": False,
        "civilians_spaces": 4,
        "thugs_spaces": 4,
        "threats_spaces": 4,
        "locations": [{"name": x["name"]} for x in s["locations"]],
        "health_by_heroes": {"2": 9},
    }
    assert set(record) - {"locations", "health_by_heroes"} <= {f["key"] for f in form()["fields"]}
    assert lib["locations"]["Xavier Institute"] == {**BOX_LOCATIONS["Xavier Institute"]}


def test_a_setup_picked_by_name_fills_what_is_left_blank() -> None:
    """A second game: the setup's name, its fields left blank, gives the same table (the
    villain's Health for as many heroes as last time, the same locations)."""
    first = GAME.new_state(
        values(
            setup_name="Magneto night",
            villain_name="Magneto",
            villain_health=14,
            cerebro=True,
            civilians_spaces=3,
            heroes=[{"name": "Storm"}, {"name": "Beast"}, {"name": "Cyclops"}],
        )
    )
    assert GAME.library is not None
    device = GAME.library(first)
    device["setups"]["Magneto night"]["health_by_heroes"]["2"] = 11
    blank = dict.fromkeys(("villain_name", "villain_health", "civilians_spaces"))
    again = GAME.new_state(
        values(setup_name="magneto NIGHT", library=device, cerebro=None, **blank)
    )
    assert again["villain"]["name"] == "Magneto" and again["villain"]["health"] == 11
    assert again["missions"][0]["name"] == "Use Cerebro" and again["missions"][0]["spaces"] == 3
    assert [x["name"] for x in again["locations"]] == [x["name"] for x in first["locations"]]
    three = GAME.new_state(
        values(
            setup_name="Magneto night",
            library=device,
            heroes=[{"name": "Storm"}, {"name": "Beast"}, {"name": "Rogue"}],
            **blank,
        )
    )
    assert three["villain"]["health"] == 14  # as typed for three heroes
    assert GAME.library(three)["setups"]["Magneto night"]["health_by_heroes"] == {
        "2": 11,
        "3": 14,
    }
    # a game without a name learns no setup, and a malformed device library is ignored
    plain = GAME.new_state(values(library={"setups": "garbage", "locations": []}))
    assert "setups" not in GAME.library(plain)


# -- 6. words ---------------------------------------------------------------------------------
def test_counted_words_agree() -> None:
    s = start()
    do(s, "villain_draw")
    do(s, "villain_move", steps=0)
    assert do(s, "place", t0=1, c0=1)[0] == "Xavier Institute: +1 Thug, +1 Civilian."
    do(s, "villain_done")
    assert do(s, "draw")[0] == "Hero 1 draws 1 card (hand 4, deck 8)."
    text = json.dumps(screen(s))
    assert "(s)" not in text
