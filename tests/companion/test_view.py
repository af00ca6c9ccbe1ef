"""The view: what the screen draws is computed in core (round checklist, threat-phase
arithmetic, disabled buttons, prompts, outcome messages)."""

from __future__ import annotations

import json
import random

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.view import build
from core.games.mutant_insurrection.dice import SYMBOLS, FaceKind

SETUP = {
    "players": 3,
    "heroes": [{"name": "Storm", "health": 1}, {"name": "Rogue"}, {"name": "<img src=x>"}],
    "difficulty": "hard",
    "seed": 5,
}


def _view(*commands: dict) -> dict:
    s = sessions.new_session(SETUP)
    for cmd in commands:
        s, _ = sessions.perform(s, cmd)
    return build(s)


NEXT = {"op": "next_phase"}


def test_round_checklists_follow_the_phases() -> None:
    """Playing the Game: deploy, mission, threat and regroup, each with its steps."""
    v = _view()
    assert v["next_phase"]["label"] == "Start round 1"
    assert [s["id"] for s in _view(NEXT)["steps"]] == ["deploy", "facedown", "school"]
    assert [s["id"] for s in _view(NEXT, NEXT)["steps"]] == ["attempt", "outcomes"]
    assert [s["id"] for s in _view(NEXT, NEXT, NEXT)["steps"]] == ["raise", "flip", "draw"]
    regroup = _view(NEXT, NEXT, NEXT, NEXT)
    assert [s["id"] for s in regroup["steps"]] == ["return", "ready", "swap"]
    assert regroup["next_phase"]["label"] == "Start round 2"
    ticked = _view(NEXT, {"op": "check", "step": "deploy"})
    assert ticked["steps"][0]["done"] and not ticked["steps"][1]["done"]


def test_threat_phase_arithmetic_is_spelled_out() -> None:
    """Threat Phase: raise by the icons, flip count for 3 heroes, deck for the colour."""
    add = {"op": "mission_add", "name": "Pyro", "threat": 2}
    v = _view(add, NEXT, NEXT, NEXT)
    raise_step, flip_step, draw_step = v["steps"]
    assert raise_step["text"].startswith("Raise threat by 2")
    assert raise_step["action"] == {"op": "raise_icons"}
    assert flip_step["text"].startswith("Flip one face-down mission")
    assert "yellow" in draw_step["text"]  # hard starts on 6
    assert v["next_phase"]["note"] == "Not done yet: Raise threat by 2, Draw from yellow."
    assert v["arithmetic"]["text"] == "! icons in play: 2 · missions to flip: 1 · draw from: yellow"
    assert v["threat"]["section"] == "yellow"
    assert v["threat"]["requirements"].startswith("Yellow requirements apply")


def test_knock_out_prompt_and_disabled_buttons() -> None:
    v = _view({"op": "damage", "hero": 1, "delta": 1}, NEXT, NEXT, NEXT, NEXT)
    storm = v["heroes"][0]
    assert storm["out"] and not storm["can_hurt"] and storm["status"] == "Knocked out"
    assert v["threat"]["value"] == 7
    (prompt,) = v["replacements"]
    assert prompt["hero"] == 1 and "Storm" in prompt["prompt"]
    assert "Storm" not in prompt["options"] and "Wolverine" in prompt["options"]
    assert prompt["unused"] == 13
    assert not v["next_phase"]["enabled"]
    assert "Storm" in v["next_phase"]["reason"]
    assert v["steps"][-1]["id"] == "replace"


def test_loss_locks_the_buttons() -> None:
    v = _view({"op": "threat", "delta": 10})
    assert v["outcome"] == {
        "result": "loss",
        "message": "Threat went past 15: the heroes lose.",
        "rescue": None,
    }
    assert v["locked"] and not v["threat"]["can_raise"] and not v["next_phase"]["enabled"]
    assert not any(h["can_hurt"] for h in v["heroes"])


def test_villainy_prompt_shown_before_reroll() -> None:
    for seed in range(100):
        v = _view({"op": "dice_roll", "pool": {"red": 4}, "seed": seed})
        kinds = [d["kind"] for d in v["dice"]["dice"]]
        if "villainy" in kinds:
            break
    v = _view(
        {"op": "dice_roll", "pool": {"red": 4}, "seed": seed},
        {"op": "dice_select", "index": kinds.index("villainy")},
    )
    assert v["dice"]["villainy_prompt"].startswith("1 selected die shows villainy")
    assert (
        v["dice"]["dice"][kinds.index("villainy")]["label"]
        == f"{SYMBOLS[FaceKind.VILLAINY]} villainy"
    )
    assert v["dice"]["can_reroll"] and v["dice"]["rerolls_left"] == 2
    assert v["dice"]["summary_text"].startswith(
        f"{SYMBOLS[FaceKind.VILLAINY]} villainy "
    )  # symbols and words together


def test_names_are_data_not_markup() -> None:
    """The view carries typed names untouched; the screen renders them as text."""
    assert _view()["heroes"][2]["name"] == "<img src=x>"


def test_a_showdown_knock_out_offers_the_winning_token() -> None:
    """Clarifications, Showdowns: the loss screen carries the one command that records a win."""
    start = {
        "op": "showdown_start",
        "missions": [
            {"name": "Magneto", "defeat": 1, "attack": 1},
            {"name": "Acolytes", "defeat": 1},
        ],
    }
    s = sessions.new_session({**SETUP, "players": 2, "heroes": SETUP["heroes"][:2]})
    for cmd in (start, NEXT, {"op": "damage", "hero": 1, "delta": 1}):
        s, _ = sessions.perform(s, cmd)
    magneto = build(s)["showdown"]["missions"][0]["id"]
    s, _ = sessions.perform(s, {"op": "showdown_success", "mission": magneto, "delta": 1})
    s, _ = sessions.perform(s, {"op": "damage", "hero": 2, "delta": 6})
    rescue = build(s)["outcome"]["rescue"]
    assert rescue["label"] == "That damage completed Acolytes: record the win"
    s, _ = sessions.perform(s, rescue["command"])
    assert build(s)["outcome"]["result"] == "win"


def test_showdown_view() -> None:
    start = {
        "op": "showdown_start",
        "missions": [
            {"name": "Magneto", "defeat": 2, "attack": 1, "effect": "Heroes there suffer 1."},
            {"name": "Acolytes", "defeat": 1, "attack": 4, "effect": ""},
        ],
    }
    v = _view(start, NEXT, NEXT)
    assert v["showdown"]["attack"] == 1
    assert v["showdown"]["effects"] == ["Magneto: Heroes there suffer 1."]
    assert [s["id"] for s in v["steps"]] == ["attack", "effects"]
    assert v["steps"][1]["text"] == (
        "Resolve threat effects left to right: Magneto (Heroes there suffer 1)."
    )
    assert not v["can_add_mission"]


def test_random_play_undo_and_reload_conformance() -> None:
    """Any legal sequence replays to the same state after undo/redo and a JSON reload."""
    rng = random.Random(1234)
    ops = [
        lambda: {"op": "threat", "delta": rng.choice([-1, 1])},
        lambda: {"op": "damage", "hero": rng.randint(1, 6), "delta": rng.choice([-1, 1])},
        lambda: {"op": "next_phase"},
        lambda: {"op": "mission_add", "name": "M", "threat": rng.randint(0, 2)},
        lambda: {"op": "training", "hero": rng.randint(1, 3), "type": "power"},
        lambda: {"op": "bond", "hero": rng.randint(1, 3), "other": rng.randint(1, 3)},
        lambda: {"op": "raise_icons"},
        lambda: {"op": "draw_threat"},
        lambda: {"op": "replace", "hero": rng.randint(1, 3), "name": f"N{rng.random()}"},
        lambda: {"op": "dice_roll", "pool": {"blue": 2}, "seed": rng.randint(0, 99)},
    ]
    s = sessions.new_session({**SETUP, "heroes": [{"name": n, "health": 2} for n in "ABC"]})
    states = [sessions.replay(s).state]
    for _ in range(300):
        try:
            s, _ = sessions.perform(s, rng.choice(ops)())
        except CompanionError:
            continue
        states.append(sessions.replay(s).state)
    assert len(states) > 60
    for expected in reversed(states[:-1]):
        s, _ = sessions.undo(s)
        assert sessions.replay(s).state == expected
    reloaded = sessions.load(json.loads(json.dumps(s)))
    while reloaded["redo"]:
        reloaded, _ = sessions.redo(reloaded)
    assert sessions.replay(reloaded).state == states[-1]
