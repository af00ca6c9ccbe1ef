"""The screen as a player taps it: the setup form's defaults start a game, and long random
walks over what the screen offers are never refused and reach every part of the game."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from core.games.xmen_tcg import GAME
from core.games.xmen_tcg.setup import example_form
from core.table.screen import defaults
from tests.table.test_screens import offered


def test_form_defaults_start_a_basic_game() -> None:
    s = GAME.new_state(defaults(GAME.form()))
    assert s["mode"] == "basic"
    assert [p["name"] for p in s["players"]] == ["Player 1", "Player 2"]
    assert [x["name"] for x in s["players"][0]["xmen"]] == [
        "Player 1's X-Man 1",
        "Player 1's X-Man 2",
        "Player 1's X-Man 3",
    ]
    assert [v["name"] for v in s["villains"]] == [f"Villain {n}" for n in range(1, 5)]


def test_form_runs_the_advanced_draft() -> None:
    values = defaults(GAME.form())
    values["mode"] = "advanced"
    for n, names in ((1, "ABCD"), (2, "CDEF")):
        values[f"p{n}_deck"] = 40
        values[f"p{n}_villains"] = [
            {"name": v, "red": 6, "green": 6, "blue": 6, "power": "B", "note": "", "colour": ""}
            for v in names
        ]
    s = GAME.new_state(values)
    assert len({v["name"] for v in s["villains"]}) == 4
    assert any("drew" in line for line in s["setup_log"])


def walk(seed: int, taps: int) -> tuple[set[str], dict[str, Any]]:
    """Tap at random, favouring battles, through what the screen offers; every tap must be
    accepted. Returns the ops tapped and the final state."""
    rng = random.Random(seed)
    # The example's varied strengths, so Villains can attack and attacks can succeed.
    state = GAME.new_state({**example_form(), "seed": seed})
    seen: set[str] = set()
    for _ in range(taps):
        screen = GAME.screen(state)
        json.dumps(screen)
        choices = offered(screen)
        if not choices:
            break
        # Corrections are always offered; favour the game's own steps so battles happen.
        steps = [
            c
            for c in choices
            if c["op"]
            not in ("xman_damage", "villain_counters", "hand", "deck", "tap", "danger_level")
        ]
        cmd = copy.deepcopy(rng.choice(steps if steps and rng.random() < 0.97 else choices))
        if cmd["op"] == "play_card" and rng.random() < 0.5:
            cmd["kind"] = "powerup"  # the entry's other card kind, valid with the same fields
        GAME.apply_in_place(state, cmd)  # raises if the screen offered a refused tap
        seen.add(cmd["op"])
    return seen, state


@pytest.mark.parametrize("seed", range(6))
def test_long_walks_are_never_refused(seed: int) -> None:
    seen, _state = walk(seed, 400)
    assert {"danger_up", "draw", "end_turn"} <= seen


def test_walks_reach_every_kind_of_tap() -> None:
    seen: set[str] = set()
    ended = 0
    for seed in range(12):
        ops, state = walk(seed, 500)
        seen |= ops
        ended += state["winner"] is not None
    assert {
        "untap",
        "play_card",
        "attack_add",
        "momentum",
        "attack_target",
        "villain_attack",
        "attack_power",
        "attack_fails",
        "discard_powerup",
    } <= seen
    assert ended > 0  # some walks play a game to its end


def test_finished_game_offers_nothing_that_would_be_refused() -> None:
    state = GAME.new_state(defaults(GAME.form()))
    state["winner"], state["result"] = 0, "Player 1 wins: two Villains eliminated."
    screen = GAME.screen(state)
    assert screen["outcome"] == "Player 1 wins: two Villains eliminated."
    assert offered(screen) == []


def _items(screen: Any, section: str) -> list[Any]:
    return next(s["items"] for s in screen["sections"] if s["id"] == section)


@pytest.mark.rule("Example of an X-Men Attack")
def test_worked_example_on_the_screen() -> None:
    """Example of an X-Men Attack, as the battle section shows it: 11 in red, 5 dice, the odds;
    after the roll the power must be chosen before the damage is placed, and the order."""
    s = GAME.new_state({**example_form(), "first": 0})
    for cmd in (
        {"op": "danger_up"},
        {"op": "draw"},
        {"op": "danger_level", "level": 2},
        {
            "op": "xmen_attack",
            "leader": 1,
            "colour": "red",
            "boost": 3,
            "danger": 2,
            "name": "Agility Trial",
        },
        {"op": "attack_add", "xman": 2},
        {
            "op": "momentum",
            "xman": 2,
            "boost": 1,
            "danger": 1,
            "colour": "red",
            "name": "Finishing Blow",
        },
        {"op": "attack_target", "villain": 7},
    ):
        GAME.apply_in_place(s, cmd)
    battle = _items(GAME.screen(s), "battle")
    attack = next(i for i in battle if i["kind"] == "stat")
    assert attack["value"] == "red 11"
    assert attack["note"] == "Wolverine, Rogue; Mission +3; Finishing Blow on Rogue +1"
    assert any(i["kind"] == "entry" and i["label"] == "Roll 5 dice here" for i in battle)
    stats = {i["label"]: i["value"] for i in battle if i["kind"] == "stat"}
    assert stats["Attacker's power goes off"] == "59.8%"
    GAME.apply_in_place(s, {"op": "attack_roll", "faces": "2 3 4 6 6"})
    battle = _items(GAME.screen(s), "battle")
    place = next(i for i in battle if i["kind"] == "actions")["buttons"][0]
    assert place["command"] is None
    assert place["reason"] == "Choose whose power the attacker uses first."
    GAME.apply_in_place(s, {"op": "attack_power", "side": "attacker", "xman": 1})
    battle = _items(GAME.screen(s), "battle")
    order = next(i["text"] for i in battle if i["kind"] == "text")
    assert order == (
        "In order: Momentum cards; Damage: 2 on the defender, 1 on the attacker; "
        "Wolverine (power C)."
    )
    buttons = next(i for i in battle if i["kind"] == "actions")["buttons"]
    assert [b["command"] for b in buttons] == [
        {"op": "attack_resolve", "hurt": 1},
        {"op": "attack_resolve", "hurt": 2},
    ]


@pytest.mark.rule("Hit Chart")
def test_defender_chooses_who_takes_the_extra_counter() -> None:
    """Hit Chart: counters shared as evenly as possible; when they do not share out exactly,
    the screen lets the defending player say who takes the extra one."""
    s = GAME.new_state({**example_form(), "first": 0})
    for cmd in (
        {"op": "danger_up"},
        {"op": "draw"},
        {"op": "villain_attack", "villain": 10, "colour": "red"},  # 9 against 5
        {"op": "attack_roll", "faces": [3, 3, 3, 3]},
    ):
        GAME.apply_in_place(s, cmd)
    battle = _items(GAME.screen(s), "battle")
    buttons = next(i for i in battle if i["kind"] == "actions")["buttons"]
    assert [b["label"] for b in buttons] == [
        "Place evenly, Cyclops first for the extra",
        "Place evenly, Storm first for the extra",
        "Place evenly, Angel first for the extra",
    ]
    changed = next(i for i in battle if i["kind"] == "entry")
    assert defaults({"fields": changed["fields"]}) == {"defender_damage": 4, "attacker_damage": 0}
    GAME.apply_in_place(s, buttons[2]["command"])
    team = s["players"][1]["xmen"]
    assert [x["damage"] for x in team] == [1, 1, 2]
