"""Turn Sequence (Draw, Recovery, Build: Resource/Recruit/Formation, Main), Setting Up the Game
step 5 (mulligan), Running Out Of Cards, and each format's first-turn draws (Alternative
Formats)."""

from __future__ import annotations

import pytest

from core.games.vs_system.setup import new_state
from core.games.vs_system.view import view
from core.table.errors import CommandError, SetupError
from tests.games.vs_system.kit import card, cmd, main_of, put, table, to_phase

rule = pytest.mark.rule


def _hands(s: dict) -> list[int]:  # type: ignore[type-arg]
    return [p["hand"] for p in s["players"]]


def _play_round(s: dict) -> None:  # type: ignore[type-arg]
    """Advance through every seat's whole turn once."""
    for _ in range(len(s["seats"])):
        to_phase(s, "main")
        cmd(s, "advance")


@rule("Turn Sequence: Draw Phase (the first player draws nothing on the first turn)")
def test_two_players_first_player_skips_the_first_draw() -> None:
    s = table(first=1)
    assert _hands(s) == [7, 7] and s["turn"]["seat"] == 0 and s["seats"] == [[1], [0]]
    _play_round(s)
    assert _hands(s) == [9, 9]  # Ana's first turn drew 2; Ben's second turn drew 2


@rule("Alternative Formats: Free for All; 2 vs 2")
@pytest.mark.parametrize("fmt", ["free-for-all", "2v2"])
def test_first_draws_nothing_second_draws_one(fmt: str) -> None:
    s = table(fmt=fmt, n=4, first=1)
    assert _hands(s) == [7, 7, 7, 7]  # Ben's first Draw Phase drew nothing
    cmd(s, "advance")
    _play_round(s)  # Cid draws 1, Dee 2, Ana 2, then Ben's second turn 2
    assert _hands(s) == [9, 9, 8, 9]


@rule("Alternative Formats: 2-Headed Teammates")
def test_two_headed_first_team_draws_nothing_and_shares_the_turn() -> None:
    s = table(fmt="two-headed", n=4, first=2)
    assert s["seats"] == [[2, 3], [0, 1]]
    assert view(s)["turn"]["active"] == ["Cid", "Dee"]
    _play_round(s)
    assert _hands(s) == [9, 9, 9, 9]  # Cid & Dee drew 0, then 2 at their next turn


@rule("Alternative Formats: The Leviathon Invasion; Boss Battles")
@pytest.mark.parametrize("fmt,boss", [("leviathon", "Leviathon Mother"), ("boss", "Thanos")])
def test_boss_goes_first_and_nobody_skips(fmt: str, boss: str) -> None:
    mains = [card("Hero A", 1, 1), card(boss, 5, 5), card("Hero C", 1, 1)]
    s = table(fmt=fmt, n=3, boss=1, mains=mains)
    assert s["seats"][0] == [1] and _hands(s) == [7, 9, 7]
    assert [p["team"] for p in s["players"]] == [1, 0, 1]


@rule("Alternative Formats: Boss Battles (Boss vs Boss)")
def test_boss_vs_boss_random_first_player_skips() -> None:
    mains = [card("Thanos", 5, 5), card("Ultron", 5, 5)]
    firsts = set()
    for seed in range(8):
        s = table(fmt="boss-vs-boss", first="random", seed=seed, mains=mains)
        first = s["seats"][0][0]
        firsts.add(first)
        assert s["players"][first]["first_draw"] == 0
        assert s["players"][1 - first]["first_draw"] == 2
    assert firsts == {0, 1}
    again = table(fmt="boss-vs-boss", first="random", seed=3, mains=mains)
    assert again["seats"] == table(fmt="boss-vs-boss", first="random", seed=3, mains=mains)["seats"]


@rule("Turn Sequence: Recovery Phase")
def test_recovery_in_one_command() -> None:
    """Stunned characters recover, face-down ones turn up, everything readies."""
    s = table()
    a, b, c = put(s, 0, "Rhino", 3, 3), put(s, 0, "Spy", 1, 1), put(s, 0, "Tired", 1, 1)
    cmd(s, "stun", char=a["id"])
    cmd(s, "hide", char=b["id"])
    cmd(s, "ready", char=c["id"], ready=False)
    cmd(s, "play_resource", player=0, symbols=["might"], face_up=True)
    cmd(s, "resource_ready", player=0, resource=s["players"][0]["resources"][0]["id"], ready=False)
    enemy = put(s, 1, "Foe", 1, 1)
    cmd(s, "stun", char=enemy["id"])
    events = cmd(s, "advance")
    assert events[0] == "Recovery Phase."
    assert [(x["face"], x["ready"]) for x in (a, b, c)] == [("up", True)] * 3
    assert s["players"][0]["resources"][0]["ready"]
    assert enemy["face"] == "stunned"  # only the active player's side recovers


@rule("Turn Sequence: Build Phase, Resource Step and Recruit Step")
def test_resource_once_a_turn_and_recruit_points_from_ready_resources() -> None:
    s = table()
    to_phase(s, "resource")
    cmd(s, "play_resource", player=0, symbols=["might", "skill"], face_up=True)
    with pytest.raises(CommandError, match="already played a resource this turn"):
        cmd(s, "play_resource", player=0, symbols=[], face_up=False)
    cmd(s, "play_resource", player=0, symbols=[], face_up=False, extra=True)
    r0 = s["players"][0]["resources"][0]
    cmd(s, "turn_down", player=0, resource=r0["id"])  # paid for a power: still a resource
    events = cmd(s, "advance")
    assert "Ana has 2 recruit points." in events
    cmd(
        s,
        "recruit",
        player=0,
        card={"name": "Newt", "atk": 0, "def": 1, "health": 1, "cost": 1},
        row="front",
    )
    with pytest.raises(CommandError, match="only 1 recruit point left"):
        cmd(
            s,
            "recruit",
            player=0,
            card={"name": "Kane", "atk": 1, "def": 1, "health": 1, "cost": 2},
        )
    events = cmd(s, "advance")
    assert "Ana's 1 unspent recruit point is lost." in events
    assert s["players"][0]["recruit_points"] is None
    assert view(s)["players"][0]["symbols"]["might"] == 0


@rule('Turn Sequence: Main Phase ("this turn" durations wear off)')
def test_end_of_turn_expires_this_turn_modifiers_and_passes_the_turn() -> None:
    s = table()
    me = main_of(s, 0)
    cmd(s, "modifier", char=me["id"], atk=2, until="turn")
    cmd(s, "modifier", char=me["id"], atk=1, until="game")
    _play_round(s)
    assert [m["atk"] for m in me["modifiers"]] == [1]


@rule("Running Out Of Cards")
def test_empty_deck_skips_draws_and_warns() -> None:
    s = table()
    cmd(s, "deck", player=1, delta=-52)
    assert view(s)["players"][1]["warnings"] == ["Only 1 cards left in the deck."]
    to_phase(s, "main")
    events = cmd(s, "advance")
    assert "Ben draws 1 (hand 8, deck 0). The deck is empty: 1 draw skipped." in events
    assert view(s)["players"][1]["warnings"] == ["The deck is empty: draws are skipped."]


@rule("Setting Up the Game: Step 5 (one mulligan)")
def test_one_mulligan_before_play() -> None:
    s = table()
    cmd(s, "mulligan", player=1)
    with pytest.raises(CommandError, match="already taken the one mulligan"):
        cmd(s, "mulligan", player=1)
    cmd(s, "advance")
    with pytest.raises(CommandError, match="before the game starts"):
        cmd(s, "mulligan", player=0)
    assert _hands(s) == [7, 7]


def test_setup_messages_are_in_a_players_words() -> None:
    one = [{"name": "Ana", "main": card("A", 1, 1)}]
    with pytest.raises(SetupError, match="A two-player game needs 2 players, not 1"):
        new_state({"players": one, "first": 0})
    with pytest.raises(SetupError, match="must be Leviathon Mother"):
        table(fmt="leviathon", n=3, boss=0)
    with pytest.raises(SetupError, match="'Zed' is not on this device yet"):
        new_state(
            {
                "first": 0,
                "players": [
                    {"name": "Ana", "main": "Zed"},
                    {"name": "Ben", "main": card("B", 1, 1)},
                ],
            }
        )
    with pytest.raises(SetupError, match="type in the Level 2 card too"):
        new_state(
            {
                "first": 0,
                "players": [
                    {
                        "name": "Ana",
                        "main": {
                            "name": "A",
                            "levels": [{"health": 5, "atk": 1, "def": 1, "level_up": 3}],
                        },
                    },
                    {"name": "Ben", "main": card("B", 1, 1)},
                ],
            }
        )
    with pytest.raises(SetupError, match="Say who goes first"):
        new_state(
            {
                "players": [
                    {"name": "Ana", "main": card("A", 1, 1)},
                    {"name": "Ben", "main": card("B", 1, 1)},
                ]
            }
        )


@rule("Turn Sequence: Build Phase, Recruit Step (the Nostromo example)")
def test_ellens_recruit_step_example() -> None:
    """Ellen plays the Nostromo face up as her fourth resource, gains 4 recruit points and
    spends them on Newt (1, front row), Kane (2, back row) and the M41A Pulse Rifle (1, on her
    Main Character)."""
    s = table(mains=[card("Ripley", 2, 4), card("Queen", 3, 3)])
    player = s["players"][0]
    for _ in range(3):  # three resources from earlier turns
        cmd(s, "play_resource", player=0, symbols=[], face_up=False, extra=True)
    to_phase(s, "resource")
    player["resource_played"] = False  # the earlier ones were other turns' plays
    cmd(s, "play_resource", player=0, symbols=["humanity"], face_up=True)
    events = cmd(s, "advance")
    assert "Ana has 4 recruit points." in events
    cmd(s, "recruit", player=0, name="Newt", atk=0, **{"def": 1}, health=1, cost=1, row="front")
    cmd(s, "recruit", player=0, name="Kane", atk=1, **{"def": 1}, health=1, cost=2, row="back")
    cmd(s, "equip", char=main_of(s, 0)["id"], equipment="M41A Pulse Rifle", cost=1, from_hand=True)
    assert player["recruit_points"] == 0
    rows = {c["name"]: c["row"] for c in player["chars"]}
    assert rows == {"Ripley": "front", "Newt": "front", "Kane": "back"}
    assert main_of(s, 0)["equipment"] == "M41A Pulse Rifle"
    assert player["hand"] == 7 - 3 - 1 - 2 - 1
