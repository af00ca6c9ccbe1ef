"""The public face: decisions as data, legal actions, typed errors that change nothing,
recorded dice, save/load with schema versions, undo, the UI view and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content import fixture_set


def _at_roll(seed: int = 4) -> mi.Game:
    g = mi.new_game(seed=seed, content=fixture_set())
    bot = Bot("eager", seed)
    while g.decision is not None and g.decision["kind"] != "roll":
        g.apply(bot.choose(g))
    return g


def test_decision_shape() -> None:
    g = mi.new_game(seed=7, content=fixture_set())
    d = g.decision
    assert d is not None and set(d) == {"who", "who_name", "kind", "prompt", "options"}
    assert all({"id", "label"} <= set(o) for o in d["options"])
    json.dumps(g.view())


def test_illegal_action_raises_and_changes_nothing() -> None:
    g = _at_roll()
    before = g.to_json()
    for bad in (
        "nope",
        {"id": "reroll", "dice": []},
        {"id": "reroll", "dice": [99]},
        {"id": "spend", "dice": [0], "req": "o0r0"},
        42,
        {"id": "reroll", "dice": [0, 0]},
    ):
        with pytest.raises(mi.IllegalActionError):
            g.apply(bad)  # type: ignore[arg-type]
    assert g.to_json() == before


def test_reroll_is_one_action_over_a_subset() -> None:
    g = _at_roll()
    rerolls = [a for a in g.legal_actions() if isinstance(a, dict)]
    n = len(next(o for o in g.decision["options"] if o["id"] == "reroll")["dice"])
    assert len(rerolls) == 2**n - 1
    g.apply({"id": "reroll", "dice": [3, 0]})  # any order; logged sorted
    assert g.actions[-1]["a"] == {"id": "reroll", "dice": [0, 3]}
    assert len(g.actions[-1]["r"]) == 2  # the two dice rolled are recorded


def test_undo_never_changes_a_die_already_rolled() -> None:
    g = _at_roll()
    first = g.view()["attempt"]["pool"]
    g.apply({"id": "reroll", "dice": [0]})
    g.undo()
    assert g.view()["attempt"]["pool"] == first
    g.apply({"id": "reroll", "dice": [0]})
    after = g.view()["attempt"]["pool"]
    g.undo()
    g.apply({"id": "reroll", "dice": [0]})
    assert g.view()["attempt"]["pool"] == after  # same action, same luck


def test_game_over_refuses_actions() -> None:
    g = mi.new_game(seed=1, content=fixture_set())
    bot = Bot("random", 1)
    while g.outcome is None:
        g.apply(bot.choose(g))
    assert g.decision is None and g.legal_actions() == []
    with pytest.raises(mi.GameOverError):
        g.apply("anything")
    g.undo()
    assert g.outcome is None and g.legal_actions()


def test_load_refuses_newer_schema_and_bad_saves() -> None:
    save = json.loads(mi.new_game(seed=2, content=fixture_set()).to_json())
    save["schema_version"] = 99
    with pytest.raises(mi.LoadError, match="newer version"):
        mi.load_game(save)
    with pytest.raises(mi.LoadError):
        mi.load_game("{not json")
    with pytest.raises(mi.LoadError):
        mi.load_game({"schema_version": 1, "setup": {"content": "nope"}, "actions": []})
    good = mi.new_game(seed=2, content=fixture_set())
    good.apply(good.legal_actions()[0])
    tampered = json.loads(good.to_json())
    tampered["actions"][0]["a"] = "deck:atlantis"
    with pytest.raises(mi.LoadError, match="cannot be replayed"):
        mi.load_game(tampered, strict=True)
    opened = mi.load_game(tampered)  # by default: the last state that replays, and why
    assert opened.actions == [] and opened.dropped is not None
    assert opened.dropped["message"].startswith("Opened at action 0:")


def test_save_is_setup_plus_actions() -> None:
    g = mi.new_game(["storm", "beast", "rogue"], "hard", seed=11, content=fixture_set())
    save = json.loads(g.to_json())
    assert save["schema_version"] == mi.game.SCHEMA_VERSION
    assert save["setup"] == {
        "content": "test-set",
        "heroes": ["storm", "beast", "rogue"],
        "difficulty": "hard",
        "plot": "brotherhood",
        "seed": 11,
    }


def test_forced_dice_are_replayed_from_the_log() -> None:
    g = mi.new_game(seed=9, content=fixture_set())
    bot = Bot("eager", 9)
    while g.decision["kind"] != "assist":
        g.apply(bot.choose(g))
    g.force_dice(["power"] * 6)
    g.apply(g.legal_actions()[0])
    assert all(d["face"][0] == "power" for d in g.view()["attempt"]["pool"])
    again = mi.load_game(g.to_json())
    assert again.view()["attempt"] == g.view()["attempt"]


def test_cli_simulate_prints_one_json_object() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "core",
            "simulate",
            "--games",
            "5",
            "--seed",
            "3",
            "--bot",
            "random",
            "--heroes",
            "3",
            "--difficulty",
            "easy",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(out.stdout)
    assert result["games"] == 5 and result["errors"] == 0
    assert result["won"] + result["lost"] == 5
    assert {"seconds", "decisions"} <= set(result)


def test_cli_play_reads_commands() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "core", "play", "--seed", "1", "--content", "test-set"],
        input="1\nundo\n1\n1\nquit\n",
        capture_output=True,
        text=True,
        check=True,
    )
    assert "Round" in out.stdout and "Deploy a hero." in out.stdout
    assert "0/8 damage · at the Blackbird" in out.stdout  # places by name, not internal ids


def test_an_error_while_applying_leaves_the_game_as_it_was() -> None:
    """A forced face the die does not have is refused when the die is rolled; nothing changes."""
    g = mi.new_game(seed=9, content=fixture_set())
    bot = Bot("eager", 9)
    while g.decision["kind"] != "assist":
        g.apply(bot.choose(g))
    g.force_dice(["fight 3"] * 6)  # yellow dice have no 3 fight
    before = g.to_json()
    with pytest.raises(mi.IllegalActionError, match="has no 'fight 3' face"):
        g.apply("alone")
    assert g.to_json() == before
    g.undo()  # take the forced dice back
    g.apply("alone")
    assert g.decision["kind"] == "roll"


def test_reroll_by_bitmask() -> None:
    """A reroll may also name its subset as a bitmask over the offered dice."""
    g = _at_roll()
    h = _at_roll()
    g.apply({"id": "reroll", "mask": 0b101})
    h.apply({"id": "reroll", "dice": [0, 2]})
    assert g.to_json() == h.to_json()
    with pytest.raises(mi.IllegalActionError):
        g.apply({"id": "reroll", "mask": 0})


def test_verified_load_replays_everything_and_checks_the_checkpoint() -> None:
    g = mi.new_game(seed=12, content=fixture_set())
    bot = Bot("eager", 12)
    for _ in range(40):
        g.apply(bot.choose(g))
    save = json.loads(g.to_json())
    assert save["checkpoint"]["at"] == 32
    assert mi.load_game(save, verify=True).to_json() == g.to_json()
    save["checkpoint"]["state"]["threat"] += 1
    with pytest.raises(mi.LoadError, match="checkpoint does not match"):
        mi.load_game(save, verify=True)
