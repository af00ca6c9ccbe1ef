"""Marvel United: X-Men, every rule the (partial) rulebook states, each test naming its section."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.marvel_united.ops import apply_in_place
from core.games.marvel_united.ring import add_tokens
from core.games.marvel_united.setup import example, new_state
from core.games.marvel_united.view import view
from core.table.errors import CommandError, SetupError

State = dict[str, Any]


def game(**change: Any) -> State:
    setup = example()
    setup.update(change)
    return new_state(setup)


def do(s: State, op: str, **fields: Any) -> list[str]:
    return apply_in_place(s, {"op": op, **fields})


def villain_turn(s: State, steps: int = 0) -> None:
    do(s, "villain_draw")
    do(s, "villain_move", steps=steps)
    do(s, "villain_done")


def hero_turn(s: State, **symbols: int) -> None:
    do(s, "draw")
    do(s, "play", **symbols)


@pytest.mark.rule("Setup")
def test_setup_counts() -> None:
    """Setup: the villain's Health from the dashboard, 12 Grand Plan cards, six locations
    filled as marked, a threat at each, and three cards in each hero's hand."""
    s = game()
    assert s["villain"]["plan"] == 12 and s["villain"]["health"] == 10
    assert all(h["hand"] == 3 and h["deck"] == 9 for h in s["heroes"])
    assert view(s)["free"] == [2] * 6
    with pytest.raises(SetupError, match="2 to 4 heroes"):
        game(heroes=[{"name": "Solo"}])
    with pytest.raises(SetupError, match="Six locations"):
        game(locations=example()["locations"][:5])


@pytest.mark.rule("Game Flow")
def test_the_villain_then_three_hero_turns_then_two_under_pressure() -> None:
    """Game Flow: the villain's turn first, then three hero turns clockwise (the order carries
    over between cycles); after the first mission, the villain and two hero turns."""
    s = game()
    assert s["turn"]["who"] == "villain"
    villain_turn(s)
    order = []
    for _ in range(3):
        order.append(s["turn"]["who"])
        hero_turn(s)
        do(s, "hero_done")
    assert order == [0, 1, 2] and s["turn"]["who"] == "villain"
    s["missions"][1]["done"] = True  # a mission completed
    villain_turn(s)
    order = []
    for _ in range(2):
        order.append(s["turn"]["who"])
        hero_turn(s)
        do(s, "hero_done")
    assert order == [0, 1] and s["turn"]["who"] == "villain"


@pytest.mark.rule("Game Objective", "Villain's Turn")
def test_drawing_from_an_empty_grand_plan_deck_loses() -> None:
    """Game Objective: the heroes lose when the villain must draw from an empty deck."""
    s = game()
    s["villain"]["plan"] = 0
    assert view(s)["villain_turns_left"] == 0
    do(s, "villain_draw")
    assert s["outcome"] == {
        "result": "lost",
        "reason": "Sabretooth must draw a Grand Plan card from an empty deck",
    }


@pytest.mark.rule("Villain's Turn")
def test_the_villain_moves_clockwise_and_a_trigger_there_is_called_out() -> None:
    """Villain's Turn, Move the Villain: clockwise by the card's number; a threat with the
    location trigger where the villain stops acts, even after a move of zero."""
    setup = example()
    setup["locations"][4]["threat"]["trigger"] = True
    s = new_state(setup)
    do(s, "villain_draw")
    events = do(s, "villain_move", steps=4)
    assert s["villain"]["at"] == 4 and "location trigger of Threat 5" in events[1]
    with pytest.raises(CommandError):
        do(s, "villain_move", steps=1)  # one move a turn


@pytest.mark.rule("Villain's Turn")
def test_tokens_clockwise_thugs_first_and_one_overflow_per_location() -> None:
    """Villain's Turn, Add Thugs/Civilians and Overflow: locations clockwise, Thugs before
    Civilians, and a location short of room overflows once, overflows in clockwise order."""
    placed, overflows = add_tokens(
        [2, 2, 2, 2, 2, 2], [1, 2, 0, 0, 0, 1], 0, [(0, 2, 2), (-1, 1, 1), (1, 0, 1)]
    )
    assert placed == [(5, 1, 0), (0, 1, 0), (1, 0, 0)]  # Thugs took the last spaces
    assert overflows == [5, 0, 1]
    s = game()
    do(s, "villain_draw")
    do(s, "villain_move", steps=0)
    events = do(s, "place", **{"t0": 3, "c1": 1})
    assert events[-1] == "Overflow at Location 1: resolve the dashboard's Overflow."
    assert s["locations"][0]["thugs"] == 3 and s["locations"][1]["civilians"] == 2


@pytest.mark.rule("Villain's Turn")
def test_bam_dashboard_first_then_threats_from_the_villain_clockwise() -> None:
    """Villain's Turn, Activate BAM!: the dashboard's, then each threat's from the villain's
    location going clockwise."""
    setup = example()
    for i in (1, 3, 5):
        setup["locations"][i]["threat"]["bam"] = True
    s = new_state(setup)
    do(s, "villain_draw")
    do(s, "villain_move", steps=3)
    (line,) = do(s, "bam")
    assert (
        line.index("dashboard")
        < line.index("Threat 4")
        < line.index("Threat 6")
        < line.index("Threat 2")
    )


@pytest.mark.rule("Hero Turns")
def test_shared_symbols_come_from_the_previous_hero_card_only() -> None:
    """Hero Turns, Resolve Actions: this card's bottom symbols and the previous hero card's,
    even with a Grand Plan card between them; the game's first hero card shares nothing."""
    s = game()
    villain_turn(s)
    hero_turn(s, attack=1)
    assert s["available"] == {"move": 0, "attack": 1, "heroic": 0, "wild": 0}
    do(s, "hero_done")
    hero_turn(s, heroic=1)
    assert s["available"] == {"move": 0, "attack": 1, "heroic": 1, "wild": 0}
    do(s, "hero_done")
    hero_turn(s, move=1)
    do(s, "hero_done")
    villain_turn(s)  # a Grand Plan card in between
    hero_turn(s, wild=1)
    assert s["available"] == {"move": 1, "attack": 0, "heroic": 0, "wild": 1}


@pytest.mark.rule("Hero Turns")
def test_drawing_and_the_knocked_out_hero_and_the_empty_deck() -> None:
    """Hero Turns, Draw a Card: one card; a knocked-out hero draws up to 4 (until the hand
    holds four); an empty deck draws nothing."""
    s = game()
    villain_turn(s)
    do(s, "draw")
    assert s["heroes"][0]["hand"] == 4
    s = game()
    villain_turn(s)
    s["heroes"][0].update(ko=True, hand=1)
    do(s, "draw")
    assert s["heroes"][0]["hand"] == 4 and s["heroes"][0]["deck"] == 6
    s = game()
    villain_turn(s)
    s["heroes"][0]["deck"] = 0
    do(s, "draw")
    assert s["heroes"][0]["hand"] == 3


@pytest.mark.rule("Game Objective", "Hero Turns")
def test_a_hero_starting_a_turn_with_no_cards_loses() -> None:
    """Game Objective: any hero who starts their turn with no cards in deck and hand."""
    s = game()
    s["heroes"][0].update(deck=0, hand=0)
    do(s, "villain_draw")
    do(s, "villain_move", steps=0)
    events = do(s, "villain_done")
    assert s["outcome"] is not None and s["outcome"]["result"] == "lost"
    assert "Storm starts a turn with no cards" in events[-1]


@pytest.mark.rule("Actions and How to Play", "Missions")
def test_attacks_heroics_and_the_missions_they_fill() -> None:
    """Actions and How to Play / Missions: a defeated Thug and a rescued Civilian go onto
    their missions; a Wildcard stands in once a kind runs out; only adjacent moves."""
    s = game()
    villain_turn(s)
    hero_turn(s, attack=1, heroic=1, wild=1, move=1)
    do(s, "attack", target="thug")
    do(s, "heroic", target="civilian")
    assert [m["filled"] for m in s["missions"]] == [1, 1, 0]
    with pytest.raises(CommandError, match="There is no Civilian"):
        do(s, "heroic", target="civilian")  # the only one here is rescued
    with pytest.raises(CommandError, match="adjacent"):
        do(s, "move", to=3)
    do(s, "move", to=5)  # anticlockwise is adjacent too
    do(s, "attack", target="thug")  # the Wildcard stands in for a second attack
    assert s["available"] == {"move": 0, "attack": 0, "heroic": 0, "wild": 0}
    s["locations"][5]["thugs"] = 1
    with pytest.raises(CommandError, match="No attack action is left"):
        do(s, "attack", target="thug")


@pytest.mark.rule("Missions")
def test_three_heroic_tokens_remove_a_threat_and_its_token_goes_to_the_mission() -> None:
    """Missions, Remove Threats: three Heroic tokens remove most threats; the card leaves,
    its Threat token goes onto Remove Threats; the location's end-of-turn effect opens."""
    s = game()
    villain_turn(s)
    hero_turn(s, heroic=3)
    with pytest.raises(CommandError, match="threat covers"):
        do(s, "location_effect")
    for _ in range(3):
        events = do(s, "heroic", target="threat")
    assert s["locations"][0]["threat"] is None and "Threat 1 is removed." in events
    assert s["missions"][2]["filled"] == 1
    do(s, "location_effect")
    with pytest.raises(CommandError, match="one location effect"):
        do(s, "location_effect")


@pytest.mark.rule("Actions and How to Play", "Missions")
def test_a_henchman_falls_when_its_health_is_gone() -> None:
    """Actions and How to Play, Attack: each hit takes a Henchman's Health token; at zero the
    threat is removed."""
    setup = example()
    setup["locations"][0]["threat"] = {"name": "Marauder", "kind": "henchman", "value": 2}
    s = new_state(setup)
    villain_turn(s)
    hero_turn(s, attack=2)
    do(s, "attack", target="henchman")
    assert s["locations"][0]["threat"]["left"] == 1
    do(s, "attack", target="henchman")
    assert s["locations"][0]["threat"] is None and s["missions"][2]["filled"] == 1


@pytest.mark.rule("Missions", "Game Flow", "Game Objective")
def test_missions_complete_pressure_then_the_villain_can_be_attacked_and_beaten() -> None:
    """Missions: a full mission is complete (the villain Under Pressure after the first);
    the villain can be attacked only after two; its last Health token wins the game."""
    s = game(missions=[{"kind": k, "spaces": 1} for k in ("civilians", "thugs", "threats")])
    s["villain"]["health"] = 1
    villain_turn(s)
    hero_turn(s, attack=2, heroic=1)
    events = do(s, "attack", target="thug")
    assert "Sabretooth is Under Pressure." in events
    with pytest.raises(CommandError, match="only once 2 missions"):
        do(s, "attack", target="villain")
    events = do(s, "heroic", target="civilian")
    assert "Sabretooth can now be attacked." in events
    do(s, "attack", target="villain")
    assert s["outcome"] == {"result": "won", "reason": "Sabretooth is defeated"}


@pytest.mark.rule("Missions")
def test_a_token_with_no_room_on_its_mission_is_discarded() -> None:
    """Missions: a rescued Civilian goes on the card if there is an empty space, else it is
    discarded; with Use Cerebro there is no Rescue Civilians at all."""
    s = game(missions=[{"kind": k, "spaces": 1} for k in ("cerebro", "thugs", "threats")])
    villain_turn(s)
    hero_turn(s, heroic=1, move=1)
    events = do(s, "heroic", target="civilian")
    assert events[-1].startswith("The token is discarded")
    with pytest.raises(CommandError, match="Heroic and a Move"):
        do(s, "cerebro")  # the Heroic action is spent


@pytest.mark.rule("Actions and How to Play")
def test_action_tokens_are_saved_and_spent_later() -> None:
    """Actions and How to Play, Action Tokens: spent during the actions step, or kept."""
    s = game()
    do(s, "gain_token", hero=0, kind="attack")
    s["locations"][0]["thugs"] = 2
    villain_turn(s)
    hero_turn(s)
    do(s, "attack", target="thug", token=True)
    assert s["heroes"][0]["tokens"]["attack"] == 0 and s["missions"][1]["filled"] == 1
    with pytest.raises(CommandError, match="no attack or wildcard token"):
        do(s, "attack", target="thug", token=True)


@pytest.mark.rule("Setup")
def test_a_random_setup_over_what_the_table_owns_is_the_same_for_the_same_seed() -> None:
    """Setup: the randomizer picks the villain, the heroes and six locations from the lists a
    table types, the same for the same seed, and says what is missing."""
    from core.games.marvel_united import new_state as from_values
    from core.games.marvel_united.screen import form
    from core.table.screen import defaults

    values = defaults(form())
    values.update(random=True, own_heroes="Storm, Beast, Rogue", own_locations="A,B,C,D,E,F,G")
    for item in values["locations"]:  # locations this device does not know: numbers typed
        item.update(spaces=4, thugs=1, civilians=1)
    a, b = from_values(values), from_values(dict(values))
    assert a == b and {h["name"] for h in a["heroes"]} <= {"Storm", "Beast", "Rogue"}
    assert len(a["heroes"]) == 2 and {x["name"] for x in a["locations"]} <= set("ABCDEFG")
    assert a["villain"]["name"] in ("Sabretooth", "Juggernaut", "Magneto", "Mystique")
    names = {
        tuple(h["name"] for h in from_values({**values, "seed": s})["heroes"]) for s in range(9)
    }
    assert len(names) > 1  # the seed matters
    with pytest.raises(SetupError, match="at least 6 locations"):
        from_values({**values, "own_locations": "A, B"})


@pytest.mark.rule("Actions and How to Play")
def test_a_saved_token_waits_for_the_actions_step() -> None:
    """Actions and How to Play, Action Tokens: a saved token is an action, spent in the
    actions step — not while drawing (issue 28)."""
    s = game()
    do(s, "gain_token", hero=0, kind="attack")
    s["locations"][0]["thugs"] = 2
    villain_turn(s)
    assert s["turn"]["step"] == "draw"
    with pytest.raises(CommandError):
        do(s, "attack", target="thug", token=True)
    assert s["heroes"][0]["tokens"]["attack"] == 1  # nothing spent
    hero_turn(s)
    do(s, "attack", target="thug", token=True)
    assert s["heroes"][0]["tokens"]["attack"] == 0


@pytest.mark.rule("Hero Turns")
def test_the_end_of_turn_effect_belongs_to_where_the_turn_ends() -> None:
    """Hero Turn: a location's effect is used at the end of the turn, where the hero is: once
    used, no move (or other action) follows it (issue 28)."""
    s = game()
    s["locations"][0]["threat"] = None  # the effect is open here
    villain_turn(s)
    hero_turn(s, move=1)
    do(s, "location_effect")
    at = s["heroes"][0]["at"]
    with pytest.raises(CommandError, match="the turn ends there"):
        do(s, "move", to=(at + 1) % 6)
    assert s["heroes"][0]["at"] == at and s["available"]["move"] == 1
    do(s, "hero_done")


@pytest.mark.rule("Villain's Turn")
def test_the_grand_plan_cards_tokens_are_placed_once() -> None:
    """Villain's Turn: the card's Thugs and Civilians are added once a villain turn (issue 28:
    ``place`` ran twice)."""
    s = game()
    do(s, "villain_draw")
    do(s, "villain_move", steps=0)
    do(s, "place", t0=1)
    with pytest.raises(CommandError, match="already placed"):
        do(s, "place", t0=1)
    do(s, "villain_done")
    hero_turn(s)
    do(s, "hero_done")


@pytest.mark.rule("Setup")
def test_the_villains_health_never_passes_the_boxs_tokens() -> None:
    """Setup (components): 32 Health tokens; a correction cannot take the villain past them
    (issue 28: health 35 of 32)."""
    s = game()
    do(s, "villain_health", delta=22)
    assert s["villain"]["health"] == 32
    with pytest.raises(CommandError, match="32 Health tokens"):
        do(s, "villain_health", delta=3)
    assert s["villain"]["health"] == 32
