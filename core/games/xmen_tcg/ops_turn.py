"""The turn's fixed steps: the Danger Room, the draw (and the deck-out loss), the untap, and
passing the turn.

>>> from core.games.xmen_tcg.registry import apply_in_place as do
>>> from core.games.xmen_tcg.setup import new_state, example_form
>>> s = new_state(example_form())   # Bea goes first and keeps the Danger Room
>>> do(s, {"op": "danger_up"}), do(s, {"op": "draw"})
(['Danger Room: Start → level 1.'], ['Bea draws: 8 in hand, 22 in the deck.'])
>>> do(s, {"op": "end_turn"})
["Bea's turn ends. Turn 2: Ann."]
>>> do(s, {"op": "danger_up"})
Traceback (most recent call last):
...
core.table.errors.CommandError: Only the Danger Room Keeper (Bea) moves the marker.
"""

from __future__ import annotations

from core.games.xmen_tcg.outcome import check
from core.games.xmen_tcg.registry import (
    Command,
    State,
    active_name,
    missing_step,
    op,
    start_step,
)
from core.games.xmen_tcg.roster import START_LEVEL, TOP_LEVEL
from core.table.errors import CommandError


def level_name(level: int) -> str:
    """How a level is said: the square below 1 is "Start".

    >>> level_name(0), level_name(4)
    ('Start', 'level 4')
    """
    return "Start" if level == START_LEVEL else f"level {level}"


@op("danger_up")
def danger_up(state: State, cmd: Command) -> list[str]:
    """Step 1: the Keeper moves the marker up one level; at 10 it stays (our reading)."""
    if state["active"] != state["keeper"]:
        keeper = state["players"][state["keeper"]]["name"]
        raise CommandError(f"Only the Danger Room Keeper ({keeper}) moves the marker.")
    start_step(state, 1)
    before = state["level"]
    state["level"] = min(TOP_LEVEL, before + 1)
    if state["level"] == before:
        return [f"Danger Room stays at level {TOP_LEVEL}, the top of the track."]
    return [f"Danger Room: {level_name(before)} → {level_name(state['level'])}."]


@op("draw")
def draw(state: State, cmd: Command) -> list[str]:
    """Step 2: draw a card; with an empty deck the player loses."""
    start_step(state, 2)
    p = state["players"][state["active"]]
    if p["deck"] <= 0:
        p["lost"] = "deck-out"
        return [f"{p['name']} cannot draw: the deck is empty.", *check(state)]
    p["deck"] -= 1
    p["hand"] += 1
    return [f"{p['name']} draws: {p['hand']} in hand, {p['deck']} in the deck."]


@op("untap")
def untap(state: State, cmd: Command) -> list[str]:
    """Step 3: the active player's X-Men stand up again."""
    start_step(state, 3)
    team = state["players"][state["active"]]["xmen"]
    turned = [x["name"] for x in team if x["tapped"]]
    for x in team:
        x["tapped"] = x["may_still_attack"] = False
    return [f"{active_name(state)} untaps " + (", ".join(turned) if turned else "nothing") + "."]


@op("end_turn")
def end_turn(state: State, cmd: Command) -> list[str]:
    """Pass the turn; the fixed steps must be done (the optional ones may be skipped)."""
    if state["attack"] is not None:
        raise CommandError("Finish the battle first.")
    missing = missing_step(state)
    if missing:
        raise CommandError(missing)
    name = active_name(state)
    state["active"] = 1 - state["active"]
    state["turn"] += 1
    state["turns_started"][state["active"]] += 1
    state["done"] = []
    state["xmen_attack_on"] = None
    state["villain_attack_by"] = None
    return [f"{name}'s turn ends. Turn {state['turn']}: {active_name(state)}."]
