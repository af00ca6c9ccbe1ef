"""The device library, kind "characters" (issue 28: nothing typed twice): every character the
table types (Main Characters in the setup form, Supporting Characters when recruited) is kept
keyed like the fields that typed it; the next game names it and gets it back whole; a bad
record is left out and never stops a game."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core.games.vs_system import GAME
from core.games.vs_system.form import form
from core.games.vs_system.library import KIND, main_card, main_from_fields, main_record
from core.table import api
from core.table import library as device
from core.table.errors import CommandError, SetupError
from core.table.screen import defaults
from tests.games.vs_system.kit import cmd, to_phase

Json = Any

CYCLOPS = {
    "name": "Cyclops",
    "health": 6,
    "atk": 3,
    "def": 4,
    "level_up": 2,
    "health_2": 7,
    "atk_2": 5,
    "def_2": 5,
    "teams": "X-Men",
    "keywords": "Range",
}


def _field(fields: list[Json], key: str) -> Json:
    return next(f for f in fields if f["key"] == key)


def _card_fields() -> list[Json]:
    return list(_field(form()["fields"], "characters")["fields"])


def _setup(mains: list[str], *, typed: list[Json] | None = None, lib: Json = None) -> Json:
    """The setup form's values: Ana and Ben name their Main Characters."""
    values = defaults(form())
    values["first"] = 0
    values["players"] = [
        {"name": n, "main": m, "row": "front"} for n, m in zip(("Ana", "Ben"), mains, strict=True)
    ]
    blank = defaults({"fields": _card_fields()})
    values["characters"] = [{**blank, **t} for t in typed or []]
    if lib is not None:
        values["library"] = lib
    return values


def _recruit_entry(state: Json) -> Json:
    sc = GAME.screen(state)  # type: ignore[misc]
    return next(
        it
        for sec in sc["sections"]
        for it in sec["items"]
        if it["kind"] == "entry" and it["command"] == {"op": "recruit"}
    )


def test_the_form_and_the_recruit_entry_name_the_library() -> None:
    fields = form()["fields"]
    assert _field(fields, "characters")["library"] == KIND
    assert _field(_field(fields, "players")["fields"], "main")["library"] == KIND
    entry = _recruit_entry(GAME.new_state(_setup(["", ""])))
    assert _field(entry["fields"], "name")["library"] == KIND
    recalled = {f["key"] for f in entry["fields"] if f.get("recalled")}
    assert recalled == {"health", "atk", "def", "cost", "teams", "keywords", "machine"}


def test_a_typed_main_character_is_kept_keyed_like_the_form_item() -> None:
    s = GAME.new_state(_setup(["Cyclops", ""], typed=[CYCLOPS]))
    lib = GAME.library(s)  # type: ignore[misc]
    record = lib[KIND]["Cyclops"]
    assert set(record) == {f["key"] for f in _card_fields()}
    assert record == {
        **{f["key"]: None for f in _card_fields()},
        **CYCLOPS,
        "level_up_2": 0,
        "level_down_2": 0,
    }
    assert "Main Character 2" not in lib[KIND]  # the blank card of an untouched form


def test_the_next_game_names_the_character_and_gets_every_level_back() -> None:
    first = GAME.new_state(_setup(["Cyclops", ""], typed=[CYCLOPS]))
    lib = GAME.library(first)  # type: ignore[misc]
    again = GAME.new_state(_setup(["cyclops", "Cyclops"], lib=lib))
    levels = [c["chars"][0]["levels"] for c in again["players"]]
    assert levels[0] == levels[1] == first["players"][0]["chars"][0]["levels"]
    assert [lv["atk"] for lv in levels[0]] == [3, 5]
    assert again["players"][0]["chars"][0]["teams"] == ["X-Men"]
    assert GAME.library(again) == lib  # type: ignore[misc]


def test_a_card_typed_with_only_its_name_is_filled_and_a_changed_field_wins() -> None:
    lib = {KIND: {"Cyclops": CYCLOPS}}
    s = GAME.new_state(_setup(["Cyclops", ""], typed=[{"name": "Cyclops", "atk_2": 6}], lib=lib))
    cyc = s["players"][0]["chars"][0]
    assert [(lv["health"], lv["atk"]) for lv in cyc["levels"]] == [(6, 3), (7, 6)]
    assert GAME.library(s)[KIND]["Cyclops"]["atk_2"] == 6  # type: ignore[misc]


def test_an_unknown_name_is_refused_in_words() -> None:
    with pytest.raises(SetupError, match="Ana's Main Character: 'Cyclops' is not on this device"):
        GAME.new_state(_setup(["Cyclops", ""]))
    with pytest.raises(SetupError, match="Main Character card 1: Thor is not on this device yet"):
        GAME.new_state(_setup(["", ""], typed=[{"name": "Thor"}]))
    with pytest.raises(SetupError, match="Main Character card 1: type its name"):
        GAME.new_state(_setup(["", ""], typed=[{"atk": 3}]))
    with pytest.raises(SetupError, match="Level 1 has Level Up \\(2\\), so type in Level 2 too"):
        GAME.new_state(
            _setup(["", ""], typed=[{"name": "X", "health": 6, "atk": 1, "def": 2, "level_up": 2}])
        )
    with pytest.raises(SetupError, match="X: Level 1 ATK must be a whole number"):
        GAME.new_state(_setup(["", ""], typed=[{"name": "X", "health": 6, "atk": "2", "def": 2}]))


@pytest.mark.parametrize(
    "bad",
    [
        {KIND: {"Bad": {"name": "Bad", "atk": "three", "def": 1, "health": 1}}},
        {KIND: {"Bad": 7}},
        {KIND: {"Bad": {"levels": [{"health": 6, "atk": 1, "def": 1}]}}},  # too deep
        {KIND: {"x" * 41: {"health": 6, "atk": 1, "def": 6}}},
        {KIND: ["Bad"]},
        {KIND: {"Bad": {"health": 0, "atk": 1, "def": 1}}},
        {KIND: {"Bad": {"health": 1, "atk": 1, "def": 1, "machine": "no"}}},
        "not a library",
    ],
)
def test_a_malformed_record_is_left_out_and_the_game_starts(bad: Json) -> None:
    lib = bad if not isinstance(bad, dict) else {**bad, "other": {"x": 1}}
    good = {"Loki": {"name": "Loki", "health": 6, "atk": 1, "def": 6}}
    if isinstance(bad, dict) and isinstance(bad[KIND], dict):
        lib = {KIND: {**bad[KIND], **good}}
    s = GAME.new_state(_setup(["", ""], lib=lib))
    kept = GAME.library(s)[KIND]  # type: ignore[misc]
    assert "Bad" not in kept and all(len(n) <= 40 for n in kept)
    if "Loki" in kept:
        assert kept["Loki"]["atk"] == 1
    with pytest.raises(SetupError, match="'Bad' is not on this device"):
        GAME.new_state(_setup(["Bad", ""], lib=lib))
    # the import check reads a file the way a new session does
    if isinstance(bad, dict):
        assert "Bad" not in api._library_check({"game": "vs-system", "library": lib}).get(KIND, {})


def test_a_recruit_named_from_the_library_is_filled_and_typed_ones_are_learnt() -> None:
    lib = {KIND: {"Newt": {"name": "Newt", "health": 1, "atk": 0, "def": 1, "cost": 1}}}
    s = GAME.new_state(_setup(["", ""], lib=lib))
    to_phase(s, "recruit")
    s["players"][0]["recruit_points"] = 3
    # the entry sends the name and the fields the player changed (the rest are recalled)
    cmd(s, "recruit", player=0, name="newt", row="back")
    newt = s["players"][0]["chars"][-1]
    assert (newt["name"], newt["base"]) == ("Newt", {"atk": 0, "def": 1, "health": 1})
    assert s["players"][0]["recruit_points"] == 2  # its recalled cost was paid
    cmd(s, "recruit", player=0, name="Kane", atk=2, health=3, cost=2, teams="Nostromo")
    kept = GAME.library(s)[KIND]  # type: ignore[misc]
    assert kept["Kane"] == {
        "name": "Kane",
        "health": 3,
        "atk": 2,
        "def": 1,
        "cost": 2,
        "teams": "Nostromo",
        "keywords": "",
        "machine": False,
    }
    assert list(kept) == ["Newt", "Kane"]
    before = copy.deepcopy(s)
    with pytest.raises(CommandError, match="It is a Machine must be yes or no"):
        cmd(s, "recruit", player=0, name="Rifle", machine="no")
    assert s == before


def test_the_entry_s_placeholder_name_is_not_kept() -> None:
    s = GAME.new_state(_setup(["", ""]))
    cmd(s, "recruit", player=0, name="Ally 1")
    assert GAME.library(s) == {KIND: {}}  # type: ignore[misc]


def test_records_round_trip_for_every_level_count() -> None:
    for n in range(1, 5):
        levels = [
            {
                "health": 5 + k,
                "atk": k,
                "def": 3 + k,
                "level_up": k + 1 if k < n - 1 else None,
                "level_down": 2 if k else None,
            }
            for k in range(n)
        ]
        card = main_card({"name": "Mimic", "levels": levels, "keywords": ["flight"]})
        record = main_record(card)
        assert device.records({"library": {KIND: {"Mimic": record}}}, KIND) == {"Mimic": record}
        assert main_from_fields({"name": "Mimic"}, record) == card


def test_the_library_is_capped_with_the_newest_kept() -> None:
    many = {f"Hero {i}": {"health": 6, "atk": 1, "def": 1} for i in range(device.MAX_RECORDS)}
    s = GAME.new_state(_setup(["Cyclops", ""], typed=[CYCLOPS], lib={KIND: many}))
    kept = GAME.library(s)[KIND]  # type: ignore[misc]
    assert len(kept) == device.MAX_RECORDS and list(kept)[-1] == "Cyclops"
    assert "Hero 0" not in kept


def test_a_setup_naming_a_main_character_by_name_alone_takes_the_device_card() -> None:
    lib = {KIND: {"Cyclops": CYCLOPS}}
    s = GAME.new_state(
        {
            "first": 0,
            "library": lib,
            "players": [
                {"name": "Ana", "main": {"name": "Cyclops"}},
                {"name": "Ben", "main": "cyclops"},
            ],
        }
    )
    assert [len(p["chars"][0]["levels"]) for p in s["players"]] == [2, 2]
