"""The device library: the X-Men and Villains typed in one game come back in the next setup,
so a second game needs only their names."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.xmen_tcg import GAME
from core.games.xmen_tcg.screen import form as setup_form
from core.table import library
from core.table.errors import SetupError
from core.table.screen import defaults
from tests.games.xmen_tcg.conftest import form

State = dict[str, Any]


def _names_only(f: State) -> State:
    """The example form with every X-Man and Villain cut down to its name."""
    out = form()
    for p in out["players"]:
        p["xmen"] = [{"name": x["name"]} for x in p["xmen"]]
    out["villains"] = [{"name": v["name"]} for v in out["villains"]]
    return out


def test_the_form_lists_name_their_library_kinds() -> None:
    kinds = {f["key"]: f.get("library") for f in setup_form()["fields"] if f["kind"] == "list"}
    assert kinds == {
        "p1_xmen": "xmen",
        "p2_xmen": "xmen",
        "p1_villains": "villains",
        "p2_villains": "villains",
        "villains": "villains",
    }


def test_library_holds_every_named_character_typed() -> None:
    lib = GAME.library(GAME.new_state(form()))  # type: ignore[misc]
    assert sorted(lib["xmen"]) == sorted(
        ["Wolverine", "Rogue", "Jean Grey", "Cyclops", "Storm", "Angel"]
    )
    assert lib["xmen"]["Wolverine"] == {
        "name": "Wolverine",
        "hp": 8,
        "red": 4,
        "green": 1,
        "blue": 2,
        "power": "C",
        "note": "",
        "value": 0,
    }
    assert lib["villains"]["Toad"] == {
        "name": "Toad",
        "red": 7,
        "green": 5,
        "blue": 6,
        "power": "B",
        "note": "",
        "colour": "",
    }


def test_second_game_with_only_names_gets_the_stats() -> None:
    first = GAME.new_state(form())
    lib = GAME.library(first)  # type: ignore[misc]
    second = GAME.new_state({**_names_only(form()), "library": lib})
    for a, b in zip(first["players"], second["players"], strict=True):
        assert [
            (x["name"], x["hp"], x["red"], x["green"], x["blue"], x["power"]) for x in b["xmen"]
        ] == [(x["name"], x["hp"], x["red"], x["green"], x["blue"], x["power"]) for x in a["xmen"]]
    assert [(v["name"], v["red"], v["green"], v["blue"]) for v in second["villains"]] == [
        (v["name"], v["red"], v["green"], v["blue"]) for v in first["villains"]
    ]


def test_a_typed_field_wins_over_the_record_and_names_match_any_case() -> None:
    lib = GAME.library(GAME.new_state(form()))  # type: ignore[misc]
    f = _names_only(form())
    f["players"][1]["xmen"][1] = {"name": "  storm ", "hp": 9}
    s = GAME.new_state({**f, "library": lib})
    storm = s["players"][1]["xmen"][1]
    assert (storm["hp"], storm["green"], storm["blue"]) == (9, 4, 3)


def test_the_setup_form_values_carry_the_library_too() -> None:
    lib = {
        "xmen": {
            "Gambit": {
                "name": "Gambit",
                "hp": 7,
                "red": 3,
                "green": 3,
                "blue": 1,
                "power": "B",
                "note": "Charged cards",
                "value": 0,
            }
        }
    }
    values = {**defaults(setup_form()), "library": lib}
    values["p1_xmen"] = [{"name": "Gambit"}, *values["p1_xmen"][1:]]
    s = GAME.new_state(values)
    gambit = s["players"][0]["xmen"][0]
    assert (gambit["hp"], gambit["red"], gambit["note"]) == (7, 3, "Charged cards")
    # it stays in the library; the numbered X-Men of the untouched form are not kept
    assert sorted(GAME.library(s)["xmen"]) == ["Gambit"]  # type: ignore[misc]
    assert GAME.library(s)["villains"] == {}  # type: ignore[misc]


def test_the_library_keeps_what_came_in_and_what_was_typed() -> None:
    old = {
        "name": "Nightcrawler",
        "hp": 6,
        "red": 2,
        "green": 1,
        "blue": 3,
        "power": "A",
        "note": "",
        "value": 0,
    }
    s = GAME.new_state({**form(), "library": {"xmen": {"Nightcrawler": old}}})
    lib = GAME.library(s)  # type: ignore[misc]
    assert lib["xmen"]["Nightcrawler"] == old
    assert "Wolverine" in lib["xmen"] and len(lib["xmen"]) == 7


def test_typing_a_known_name_with_new_numbers_updates_the_record() -> None:
    lib = GAME.library(GAME.new_state(form()))  # type: ignore[misc]
    f = form()
    f["players"][0]["xmen"][0]["hp"] = 9  # this table's Wolverine card reads 9
    lib2 = GAME.library(GAME.new_state({**f, "library": lib}))  # type: ignore[misc]
    assert lib2["xmen"]["Wolverine"]["hp"] == 9


def test_malformed_library_records_are_ignored() -> None:
    good = {"name": "Toad", "red": 7, "green": 5, "blue": 6, "power": "B", "note": ""}
    bad_library = {
        "xmen": {
            "Storm": {"name": "Storm", "hp": "six"},  # not a number
            "Rogue": {"name": "Rogue", "hp": 7, "red": 99, "green": 1, "blue": 1, "power": "A"},
            "Angel": "not a record",
            "": {"hp": 6},
        },
        "villains": {"Toad": good, "Blob": {"power": "Z"}},
        "other": [1, 2, 3],
    }
    f = form()  # typed in full, but for Toad: the bad records have nothing to fill
    f["villains"][1] = {"name": "Toad"}
    s = GAME.new_state({**f, "library": bad_library})
    assert [v["green"] for v in s["villains"] if v["name"] == "Toad"] == [5]
    lib = GAME.library(s)  # type: ignore[misc]
    assert lib["xmen"]["Storm"]["hp"] == 6  # typed this game, not the broken record
    assert "Blob" not in lib["villains"] and "other" not in lib
    # a library that is not a library at all changes nothing
    assert (
        GAME.new_state({**form(), "library": "junk"})["players"]
        == GAME.new_state(form())["players"]
    )


def test_a_name_only_item_with_no_record_is_refused_in_words() -> None:
    f = _names_only(form())
    with pytest.raises(SetupError, match=r"^Wolverine's red strength must be a whole number\.$"):
        GAME.new_state(f)


def test_library_is_capped() -> None:
    many = {
        f"X{i}": {"name": f"X{i}", "hp": 5, "red": 1, "green": 1, "blue": 1, "power": "A"}
        for i in range(library.MAX_RECORDS + 20)
    }
    lib = GAME.library(GAME.new_state({**form(), "library": {"xmen": many}}))  # type: ignore[misc]
    assert len(lib["xmen"]) == library.MAX_RECORDS
