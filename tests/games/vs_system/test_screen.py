"""The screen as a player taps it: the form's defaults start a game, and in every state a
walk reaches, every command an enabled control offers is accepted (each one tried on a copy),
across formats and with characters placed so attacks, team attacks and combats come up."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from core.games.vs_system import GAME
from core.games.vs_system.form import form, from_form
from core.table.errors import CommandError
from core.table.screen import defaults
from tests.games.vs_system.kit import main_phase, put, table, to_phase
from tests.table.test_screens import offered


def test_form_defaults_start_a_two_player_game() -> None:
    s = GAME.new_state(defaults(form()))
    assert [p["name"] for p in s["players"]] == ["Player 1", "Player 2"]
    assert s["players"][0]["chars"][0]["levels"] == [
        {"health": 6, "atk": 2, "def": 4, "level_up": None, "level_down": None}
    ]


def test_form_values_become_the_setup() -> None:
    values = defaults(form())
    values["format"] = "free-for-all"
    values["first"] = 2
    values["characters"] = [
        {
            **defaults({"fields": form()["fields"][2]["fields"]}),
            "name": "Loki",
            "teams": "Asgard, Villains",
            "keywords": "flight",
            **{"health": 6, "atk": 1, "def": 6, "level_up": 4},
            **{"health_2": 7, "atk_2": 4, "def_2": 8, "level_up_2": 0},
        }
    ]
    values["players"] = [
        {"name": "Ana", "main": "loki", "row": "back"},
        *({"name": n, "main": "", "row": "front"} for n in ("Ben", "Cid")),
    ]
    s = GAME.new_state(values)
    loki = s["players"][0]["chars"][0]
    assert (
        loki["name"],
        loki["row"],
        loki["teams"],
        loki["keywords"],
        loki["levels"][0]["level_up"],
        loki["levels"][1]["level_up"],
        len(loki["levels"]),
    ) == ("Loki", "back", ["Asgard", "Villains"], ["flight"], 4, None, 2)
    assert [c["name"] for c in s["players"][1]["chars"]] == ["Main Character 2"]
    assert s["seats"][0] == [2] and from_form({"format": "x"}) == {"format": "x"}


def test_the_earlier_form_with_levels_inside_each_player_still_sets_up() -> None:
    """Saves made with the earlier form (levels typed as a list in each player) replay."""
    old = {
        "format": "standard",
        "first": 0,
        "seed": 1,
        "boss": 0,
        "vitality_adds_health": True,
        "players": [
            {
                "name": "Ana",
                "main": "Loki",
                "row": "front",
                "teams": "",
                "keywords": "",
                "levels": [
                    {"health": 6, "atk": 1, "def": 6, "level_up": 4, "level_down": 0},
                    {"health": 7, "atk": 4, "def": 8, "level_up": 0, "level_down": 0},
                ],
            },
            {
                "name": "Ben",
                "main": "",
                "row": "back",
                "teams": "",
                "keywords": "",
                "levels": [{"health": 6, "atk": 2, "def": 4, "level_up": 0, "level_down": 0}],
            },
        ],
    }
    s = GAME.new_state(old)
    assert [len(p["chars"][0]["levels"]) for p in s["players"]] == [2, 1]
    assert s["players"][1]["chars"][0]["name"] == "Main Character 2"


def _staged(fmt: str, n: int) -> dict[str, Any]:
    s = table(fmt=fmt, n=n)
    for p in range(n):
        put(s, p, f"Front {p}", 2, 2, teams=["Avengers"], keywords=["ferocious"])
        put(s, p, f"Flier {p}", 1, 3, teams=["Avengers"], keywords=["flight"])
        put(s, p, f"Archer {p}", 2, 1, row="back", keywords=["range", "sniper"], teams=["Avengers"])
    to_phase(s, "main")
    return s


@pytest.mark.parametrize(
    "fmt,n", [("standard", 2), ("free-for-all", 3), ("2v2", 4), ("two-headed", 4)]
)
def test_every_offered_command_is_accepted(fmt: str, n: int) -> None:
    seen_kinds: set[str] = set()
    for seed in range(2):
        rng = random.Random(seed)
        s = _staged(fmt, n)
        for _ in range(12):
            sc = GAME.screen(s)  # type: ignore[misc]
            keys = [
                f["key"]
                for sec in sc["sections"]
                for it in sec["items"]
                if it["kind"] == "entry"
                for f in it["fields"]
            ]
            assert len(keys) == len(set(keys)), "two entries share a field (and its id)"
            cmds = offered(sc)
            if not cmds:
                break
            for cmd in cmds:
                try:
                    GAME.apply_in_place(copy.deepcopy(s), copy.deepcopy(cmd))
                except CommandError as exc:
                    pytest.fail(f"{fmt}: the screen offered {cmd}, which was refused: {exc}")
                seen_kinds.add(cmd["op"])
            # lean towards attacking and resolving so combats come up often
            fights = (
                [c for c in cmds if c["op"] in ("resolve", "strike_back")]
                or [c for c in cmds if c["op"] == "attack" and len(c["attackers"]) > 1]
                or [c for c in cmds if c["op"] == "attack"]
            )
            GAME.apply_in_place(s, copy.deepcopy(rng.choice(fights or cmds)))
    assert {"attack", "resolve", "strike_back", "advance", "wound", "recruit"} <= seen_kinds


@pytest.mark.rule("Combat Step: Team Attack")
def test_every_team_of_two_or_more_is_offered_not_only_the_largest() -> None:
    """Combat Step, Team Attack: any two or more characters of one team may attack together,
    so three Avengers offer A + B, A + C, B + C and A + B + C (issue 28)."""
    s = main_phase()
    a = [put(s, 0, f"Agent {i}", 2, 2, teams=["Avengers"]) for i in range(3)]
    d = put(s, 1, "Brute", 6, 6, health=3)
    teams = {
        tuple(c["attackers"])
        for c in offered(GAME.screen(s))  # type: ignore[misc]
        if c["op"] == "attack" and c["defender"] == d["id"] and len(c["attackers"]) > 1
    }
    ids = [x["id"] for x in a]
    assert teams == {
        (ids[0], ids[1]),
        (ids[0], ids[2]),
        (ids[1], ids[2]),
        tuple(ids),
    }
