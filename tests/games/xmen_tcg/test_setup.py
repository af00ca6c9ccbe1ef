"""Setup: the basic and advanced game, who goes first and keeps the Danger Room, the draft."""

from __future__ import annotations

import copy
import itertools
from typing import Any

import pytest

from core.games.xmen_tcg import GAME
from core.games.xmen_tcg.draft import draft, first_by_dice
from core.table.errors import SetupError
from tests.games.xmen_tcg.conftest import form

State = dict[str, Any]


def advanced(**changes: Any) -> State:
    """An advanced form: team values, decks of 40, each deck's four Villains for the draft."""
    f = form(mode="advanced")
    pools = [["Magneto", "Toad", "Mystique", "Sabretooth"], ["Magneto", "Blob", "Pyro", "Toad"]]
    for p, values, names in zip(f["players"], ([9, 10, 11], [8, 8, 8]), pools, strict=True):
        p["deck"] = 40
        for x, value in zip(p["xmen"], values, strict=True):
            x["value"] = value
        p["villains"] = [{"name": n, "red": 6, "green": 6, "blue": 6, "power": "A"} for n in names]
    del f["villains"]
    f.update(changes)
    return f


@pytest.mark.rule("Setup")
def test_basic_setup() -> None:
    """Setup: four Villains, three X-Men each, a hand of 7, the marker on Start, the first
    player (by a die) is the Danger Room Keeper."""
    s = GAME.new_state(form())
    assert [len(p["xmen"]) for p in s["players"]] == [3, 3]
    assert [(p["hand"], p["deck"]) for p in s["players"]] == [(7, 23), (7, 23)]
    assert s["level"] == 0 and s["keeper"] == s["first"] == s["active"]
    assert all(v["hp"] == 10 and v["counters"] == [0, 0] for v in s["villains"])
    assert all(x["damage"] == 0 and not x["tapped"] for p in s["players"] for x in p["xmen"])


@pytest.mark.rule("Setup")
def test_first_player_die_roll_follows_the_seed() -> None:
    """Setup: a die roll decides who goes first; ties roll again; the seed makes it exact."""
    firsts = {GAME.new_state(form(seed=n))["first"] for n in range(20)}
    assert firsts == {0, 1}
    for n in range(20):
        first, rolls = first_by_dice(n)
        assert all(a == b for a, b in rolls[:-1])
        a, b = rolls[-1]
        assert a != b and first == (0 if a > b else 1)
        assert GAME.new_state(form(seed=n))["first"] == first


def test_first_player_typed_from_the_table() -> None:
    s = GAME.new_state(form(first=1))
    assert (s["first"], s["keeper"], s["active"]) == (1, 1, 1)
    assert "rolled at the table" in s["setup_log"][0]


@pytest.mark.rule("Advanced Game Setup")
def test_advanced_first_player_fewest_xmen_then_team_value_then_dice() -> None:
    """Advanced Game Setup: the fewest X-Men go first; on a tie the lower team value; then a
    die roll."""
    f = advanced()
    s = GAME.new_state(f)  # 3 against 3; values 30 against 24
    assert s["first"] == 1 and "lower team value" in s["setup_log"][0]
    f2 = copy.deepcopy(f)
    f2["players"][0]["xmen"].pop()  # 2 X-Men against 3
    s = GAME.new_state(f2)
    assert s["first"] == 0 and "fewer X-Men" in s["setup_log"][0]
    f3 = copy.deepcopy(f)
    for x in f3["players"][0]["xmen"]:
        x["value"] = 8
    assert GAME.new_state(f3)["first"] == first_by_dice(f3["seed"])[0]
    assert "dice" in GAME.new_state(f3)["setup_log"][0]
    assert GAME.new_state(f3)["keeper"] == GAME.new_state(f3)["first"]


@pytest.mark.rule("Advanced Game Setup")
def test_villain_draft_gives_four_different_villains() -> None:
    """Advanced Game Setup: each player draws one of the other's Villains at random until four
    different ones are out; the rest are set aside."""
    for seed in range(30):
        s = GAME.new_state(advanced(seed=seed))
        names = [v["name"] for v in s["villains"]]
        assert len(set(names)) == 4
        assert set(names) <= {"Magneto", "Toad", "Mystique", "Sabretooth", "Blob", "Pyro"}


def test_draft_sets_aside_a_villain_already_out() -> None:
    """Our reading: a drawn duplicate is set aside and the same player draws again."""
    same = [{"name": n} for n in ("A", "B", "C", "D")]
    for seed in range(20):
        table, log = draft([same, list(same)], first=0, seed=seed)
        assert sorted(v["name"] for v in table) == ["A", "B", "C", "D"]
        for line, nxt in itertools.pairwise(log):
            if "set aside" in line:
                assert nxt.split(" drew")[0] == line.split(" drew")[0]


def test_draft_needs_four_different_villains() -> None:
    pool = [{"name": n, "red": 1, "green": 1, "blue": 1, "power": "A"} for n in "ABCD"]
    f = advanced()
    f["players"][0]["villains"] = pool
    f["players"][1]["villains"] = copy.deepcopy(pool)
    GAME.new_state(f)  # the same four in both decks is fine
    with pytest.raises(SetupError, match="twice"):
        f["players"][1]["villains"] = [dict(pool[0], name="A")] * 4
        GAME.new_state(f)


@pytest.mark.rule("Building Your own Deck")
def test_advanced_setup_enforces_the_deck_and_team_rules() -> None:
    """Building Your own Deck: at least 40 cards; 2-5 different X-Men of team value 30 or less."""
    f = advanced()
    f["players"][0]["deck"] = 39
    with pytest.raises(SetupError, match="Ann's deck: The deck has 39 cards; it needs at least 40"):
        GAME.new_state(f)
    f = advanced()
    f["players"][0]["xmen"][0]["value"] = 12  # 12 + 10 + 11 = 33
    with pytest.raises(SetupError, match="team value is 33"):
        GAME.new_state(f)
    f = advanced()
    f["players"][1]["cards"] = [
        {"name": "Combat Training", "copies": 4},
        {"name": "Agility Trial", "copies": 36},
    ]
    with pytest.raises(SetupError, match="Combat Training: 4 copies"):
        GAME.new_state(f)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda f: f["players"].pop(), "exactly two players"),
        (lambda f: f["players"][1].update(name=" ann "), "different names"),
        (lambda f: f["players"][1].update(colour="gold"), "different counter colour"),
        (lambda f: f["players"][1].update(symbol="★"), "different counter symbol"),
        (lambda f: f["players"][0]["xmen"].pop(), "exactly 3 X-Men"),
        (lambda f: f["players"][0]["xmen"][0].update(hp=0), "Wolverine's hit points must be"),
        (lambda f: f["players"][0]["xmen"][0].update(red="4"), "red strength must be a whole"),
        (lambda f: f["players"][0]["xmen"][0].update(power="D"), "power letter must be one of"),
        (lambda f: f["players"][0]["xmen"][1].update(name="wolverine"), "Wolverine twice"),
        (lambda f: f["villains"].pop(), "There are 3 Villains"),
        (lambda f: f["villains"][1].update(name="MAGNETO"), "Magneto is there twice"),
        (lambda f: f.update(mode="expert"), "The game must be one of: basic, advanced"),
        (lambda f: f.update(seed="x"), "seed"),
        (lambda f: f.update(settings={"house": 1}), "no setting called 'house'"),
        (lambda f: f.update(settings={"villain_roll_counters": "nobody"}), "must be one of"),
        (lambda f: f["players"][0].update(deck=6), "deck size must be from 7"),
    ],
)
def test_setup_errors_in_players_words(change: Any, message: str) -> None:
    f = form()
    change(f)
    with pytest.raises(SetupError, match=message):
        GAME.new_state(f)


def test_setting_is_kept() -> None:
    s = GAME.new_state(form(settings={"villain_roll_counters": "attacker"}))
    assert s["settings"] == {"villain_roll_counters": "attacker"}
    assert GAME.new_state(form())["settings"] == {"villain_roll_counters": "defender"}
