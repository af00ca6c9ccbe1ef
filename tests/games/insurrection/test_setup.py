"""Setting up (rulebook: Components; Game Setup)."""

from __future__ import annotations

import pytest

from core.games.insurrection import GAME
from core.games.insurrection.area import deck_after_deal
from core.table.errors import SetupError
from tests.games.insurrection.conftest import setup

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus")


@pytest.mark.rule("Components")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_to_six_players_and_the_deck_after_the_deal(players: int) -> None:
    """Components (70 People, 6 game aids) and Game Setup step 2: 3 People each, so the deck
    holds 70 - 3 x players; each hand starts with those 3 and the Leader kept."""
    s = GAME.new_state(setup(NAMES[:players]))
    assert s["deck"] == 70 - 3 * players == deck_after_deal(players)
    assert [p["hand"] for p in s["players"]] == [4] * players
    assert s["graveyard"] == 0


@pytest.mark.rule("Components")
@pytest.mark.parametrize("players", [1, 7])
def test_fewer_than_two_or_more_than_six_players_are_refused(players: int) -> None:
    """Components: six game aid cards, one per player, so at most 6 (2 is the least to draft)."""
    with pytest.raises(SetupError, match="2 to 6 players"):
        GAME.new_state(setup(NAMES[:players]))


@pytest.mark.rule("Game Setup")
def test_the_path_and_the_token_left_of_the_fortress() -> None:
    """Game Setup step 1: the Fortress, 4 Lands, the Keep; the token starts off the Path."""
    s = GAME.new_state(setup())
    assert [land["name"] for land in s["path"]] == [
        "Rebel Fortress", "Marsh", "Orchard", "Hills", "Gorge", "Kristin's Keep"
    ]  # fmt: skip
    assert s["round"] == 0 and s["phase"] == "advance"
    assert s["path"][4]["effect"].startswith("Swap")


@pytest.mark.rule("Game Setup")
def test_the_land_library_is_kept_and_a_new_land_joins_it() -> None:
    """Game Setup step 1: Land values are not in the rulebook, so they are typed once and kept
    in the state (a screen stores them per device); a new Land's values are typed later."""
    s = GAME.new_state(setup())
    assert s["lands"]["Hills"]["people"] == 2 and s["lands"]["Hills"]["kind"] == "basic-b"
    again = GAME.new_state(setup(lands=s["lands"]))  # the stored library sets up the next game
    assert again["path"] == s["path"]
    new = GAME.new_state(setup(path=["Marsh", "Orchard", "Hills", "Swamp"]))
    assert new["lands"]["Swamp"]["people"] is None  # joins the library, values to be typed
    assert "Swamp" in new["path"][4]["name"]
    with pytest.raises(SetupError, match="needs 4 Lands"):
        GAME.new_state(setup(path=["Marsh"]))
    with pytest.raises(SetupError, match="People added must be a whole number"):
        GAME.new_state(setup(lands={"Marsh": {"people": -1}}))


@pytest.mark.rule("Game Setup")
def test_a_land_library_given_as_a_list_of_records() -> None:
    """Game Setup: the setup form sends the library as a list; the result is the same."""
    s = GAME.new_state(
        setup(lands=[{"name": n, "people": 2} for n in ("Marsh", "Orchard", "Hills", "Gorge")])
    )
    assert s["lands"]["Gorge"]["people"] == 2
    assert s["lands"]["Rebel Fortress"]["people"] is None  # not typed: the reveal asks for it


def test_bad_setups_get_a_sentence() -> None:
    """Names are checked: a blank one becomes "Player n"; two alike are refused."""
    with pytest.raises(SetupError, match="Two players are called ann"):
        GAME.new_state(setup(("Ann", "ann")))
    assert GAME.new_state(setup(("Ann", " ")))["players"][1]["name"] == "Player 2"
    with pytest.raises(SetupError, match="card mode or counter mode"):
        GAME.new_state(setup(mode="dice"))
