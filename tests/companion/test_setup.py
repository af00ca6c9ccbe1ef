"""Rulebook: Setup (heroes, missions, difficulty, flip missions); Solo Play."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion.errors import SetupError
from core.games.mutant_insurrection.companion.forms import options
from core.games.mutant_insurrection.companion.roster import BOX_HEROES, CONTINENTS, DEFAULT_HEALTH
from core.games.mutant_insurrection.companion.setup import (
    continent_decks_for,
    hero_count_for,
    new_state,
    setup_flips_for,
)


def setup(players: int, **extra: object) -> dict[str, object]:
    count = max(2, players)
    return {"players": players, "heroes": [{"name": n} for n in BOX_HEROES[:count]], **extra}


def test_solo_player_runs_two_heroes() -> None:
    """Setup, Choose Heroes / Solo Play: one player controls two heroes."""
    assert hero_count_for(1) == 2
    assert new_state(setup(1))["hero_count"] == 2
    with pytest.raises(SetupError):
        new_state({"players": 1, "heroes": [{"name": "Storm"}]})


@pytest.mark.parametrize("players", [0, 7])
def test_player_count_is_one_to_six(players: int) -> None:
    with pytest.raises(SetupError):
        hero_count_for(players)


@pytest.mark.parametrize(
    ("difficulty", "threat"), [("easy", 2), ("normal", 4), ("hard", 6), ("extreme", 8)]
)
def test_difficulty_sets_starting_threat(difficulty: str, threat: int) -> None:
    """Setup, Choose Difficulty: the tracker starts on 2, 4, 6 or 8."""
    assert new_state(setup(3, difficulty=difficulty))["threat"] == threat


def test_unknown_difficulty_is_refused() -> None:
    with pytest.raises(SetupError):
        new_state(setup(3, difficulty="heroic"))


@pytest.mark.parametrize(("heroes", "decks"), [(2, 3), (3, 4), (4, 4), (5, 5), (6, 5)])
def test_continent_decks_by_hero_count(heroes: int, decks: int) -> None:
    """Setup, Prepare Missions: 2 heroes box two decks, 3-4 box one, 5-6 use all five."""
    assert continent_decks_for(heroes) == decks
    state = new_state(setup(heroes, seed=heroes))
    assert len(state["decks"]) == decks
    assert set(state["decks"]) <= set(CONTINENTS)


def test_random_decks_depend_on_the_seed_and_repeat() -> None:
    picks = {tuple(new_state(setup(2, seed=s))["decks"]) for s in range(40)}
    assert len(picks) > 1  # random across seeds
    assert new_state(setup(2, seed=5))["decks"] == new_state(setup(2, seed=5))["decks"]


def test_chosen_decks_must_match_the_count() -> None:
    chosen = ["Asia", "Europe", "Africa"]
    assert new_state(setup(2, decks=chosen))["decks"] == ["Africa", "Asia", "Europe"]
    with pytest.raises(SetupError, match="exactly 4"):
        new_state(setup(3, decks=chosen))
    with pytest.raises(SetupError, match="Unknown"):
        new_state(setup(2, decks=["Asia", "Europe", "Atlantis"]))


@pytest.mark.parametrize(("heroes", "flips"), [(2, 1), (3, 1), (4, 1), (5, 2), (6, 2)])
def test_setup_flips(heroes: int, flips: int) -> None:
    """Setup, Flip Missions: one deck for 2-4 heroes, two decks for 5-6."""
    assert setup_flips_for(heroes) == flips


def test_health_defaults_and_is_validated() -> None:
    state = new_state({"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue", "health": 9}]})
    assert [h["health"] for h in state["heroes"]] == [DEFAULT_HEALTH, 9]
    for bad in (0, 21, "5", True):
        with pytest.raises(SetupError):
            new_state({"players": 2, "heroes": [{"name": "A", "health": bad}, {"name": "B"}]})


def test_names_typed_in_are_cleaned_and_unique() -> None:
    state = new_state({"players": 2, "heroes": [{"name": "  Dazzler  "}, {"name": "<b>Polaris"}]})
    assert [h["name"] for h in state["heroes"]] == ["Dazzler", "<b>Polaris"]
    with pytest.raises(SetupError, match="twice"):
        new_state({"players": 2, "heroes": [{"name": "Storm"}, {"name": "storm"}]})
    with pytest.raises(SetupError):
        new_state({"players": 2, "heroes": [{"name": " "}, {"name": "Storm"}]})
    with pytest.raises(SetupError):
        new_state({"players": 2, "heroes": [{"name": "x" * 41}, {"name": "Storm"}]})


def test_options_describe_each_player_count() -> None:
    """Setup (Prepare Missions, Flip Missions) and Solo Play, as the form shows them."""
    o = options()
    solo, six = o["players"]["1"], o["players"]["6"]
    assert (solo["heroes"], solo["decks"], solo["flips"]) == (2, 3, 1)
    assert solo["note"].startswith("Solo")
    assert (six["heroes"], six["decks"], six["flips"], six["note"]) == (6, 5, 2, "6 heroes.")
    assert o["limits"]["health"] == {"min": 1, "max": 20, "default": 6}
    assert len(o["heroes"]) == 16
    assert [d["threat"] for d in o["difficulties"]] == [2, 4, 6, 8]


def test_a_fresh_game_starts_in_setup_with_full_threat_decks() -> None:
    state = new_state(setup(4))
    assert state["phase"] == "setup"
    assert state["round"] == 0
    assert state["threat_decks"] == {"green": 10, "yellow": 10, "red": 10}


def test_the_setup_checklist_names_the_starting_space_even_after_a_tap() -> None:
    """Setup, Choose Difficulty: the tracker starts on the difficulty's space."""
    from core.games.mutant_insurrection.companion.checklist import steps
    from core.games.mutant_insurrection.companion.commands import apply

    state, _ = apply(new_state(setup(3, difficulty="hard")), {"op": "threat", "delta": 2})
    tracker = next(st for st in steps(state) if st["id"] == "tracker")
    assert tracker["text"] == "Threat tracker on space 6 (hard)."
