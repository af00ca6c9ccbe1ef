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
    values["players"] = [
        {
            "name": "Ana",
            "main": "Loki",
            "row": "back",
            "teams": "Asgard, Villains",
            "keywords": "flight",
            "levels": [
                {"health": 6, "atk": 1, "def": 6, "level_up": 4},
                {"health": 7, "atk": 4, "def": 8, "level_up": 0},
            ],
        },
        *[{**values["players"][0], "name": n} for n in ("Ben", "Cid")],
    ]
    s = GAME.new_state(values)
    loki = s["players"][0]["chars"][0]
    assert (
        loki["row"],
        loki["teams"],
        loki["keywords"],
        loki["levels"][0]["level_up"],
        loki["levels"][1]["level_up"],
    ) == ("back", ["Asgard", "Villains"], ["flight"], 4, None)
    assert s["seats"][0] == [2] and from_form({"format": "x"}) == {"format": "x"}


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
