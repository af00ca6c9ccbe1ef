"""The turn: Draw, Recovery, Build (Resource, Recruit, Formation) and Main (rules: Turn
Sequence). Entering a phase does what the rules do there by themselves: the Draw Phase draws
(none or one on a first turn, as the format says; fewer when the deck runs out), the Recovery
Phase recovers, turns face up and readies everything in one go, the Recruit Step counts the
recruit points; the end of the Main Phase ends "this turn" effects and passes the turn.

>>> STEPS[PHASES.index("recruit")]
'Build: Recruit Step'
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system import characters, outcome
from core.games.vs_system.formats import DRAW_PER_TURN
from core.table.errors import CommandError
from core.table.words import agree, count

State = dict[str, Any]

PHASES = ("draw", "recovery", "resource", "recruit", "formation", "main")
STEPS = (
    "Draw Phase",
    "Recovery Phase",
    "Build: Resource Step",
    "Build: Recruit Step",
    "Build: Formation Step",
    "Main Phase",
)
DECK_WARNING = 4  # cards left: two turns of draws; the screen warns from here down


def active_players(state: State) -> list[int]:
    """The players whose turn it is (two in 2-Headed Teammates)."""
    seat = state["turn"]["seat"]
    return [] if seat < 0 else list(state["seats"][seat])


def phase_name(state: State) -> str:
    """The phase or step as the screen names it."""
    return STEPS[PHASES.index(state["turn"]["phase"])]


def draw(state: State, p: int, n: int) -> list[str]:
    """Draw ``n`` cards one at a time; draws from an empty deck are skipped."""
    player = state["players"][p]
    got = min(n, player["deck"])
    player["deck"] -= got
    player["hand"] += got
    said = f"{player['name']} draws {got} (hand {player['hand']}, deck {player['deck']})."
    if got < n:
        said += f" The deck is empty: {count(n - got, 'draw')} skipped."
    return [said]


def start_turn(state: State, seat: int) -> list[str]:
    """Begin the turn of the players at ``seat``: start-of-turn loss check, then the draws."""
    t = state["turn"]
    t["number"] += 1
    t["seat"] = seat
    t["phase"] = "draw"
    events = outcome.start_of_turn(state)
    if state["result"]:
        return events
    for p in active_players(state):
        player = state["players"][p]
        n = player["first_draw"] if player["turns"] == 0 else DRAW_PER_TURN
        player["turns"] += 1
        player["resource_played"] = False
        player["recruit_points"] = None
        if n == 0:
            events.append(f"{player['name']} draws nothing on their first turn.")
        else:
            events += draw(state, p, n)
    return events


def recovery(state: State) -> list[str]:
    """The Recovery Phase in one go: stunned characters recover, face-down ones turn face up,
    then every character and resource of the active players readies."""
    events = []
    for p in active_players(state):
        player = state["players"][p]
        for c in player["chars"]:
            if c["ko"]:
                continue
            if c["face"] == "stunned":
                events += characters.recover(c)
            elif c["face"] == "hidden":
                c["face"] = "up"
                events.append(f"{c['name']} turns face up.")
            c["ready"] = True
            if c.get("main"):
                events += characters.level_up_if_ready(c)
        for r in player["resources"]:
            r["ready"] = True
        events.append(f"{player['name']}: every character and resource is ready.")
    return events


def advance(state: State) -> list[str]:
    """Go on to the next phase or step, doing what the rules do on entering it."""
    if state["combat"]:
        raise CommandError("Resolve or cancel the combat first.")
    phase = state["turn"]["phase"]
    if phase == "main":
        return end_turn(state)
    nxt = PHASES[PHASES.index(phase) + 1]
    state["turn"]["phase"] = nxt
    events = [f"{STEPS[PHASES.index(nxt)]}."]
    if nxt == "recovery":
        events += recovery(state)
    elif nxt == "recruit":
        for p in active_players(state):
            player = state["players"][p]
            player["recruit_points"] = sum(1 for r in player["resources"] if r["ready"])
            events.append(
                f"{player['name']} has {count(player['recruit_points'], 'recruit point')}."
            )
    elif phase == "recruit":
        for p in active_players(state):
            player = state["players"][p]
            if player["recruit_points"]:
                left = player["recruit_points"]
                lost = agree(range(left), "is", "are")
                events.append(
                    f"{player['name']}'s {count(left, 'unspent recruit point')} {lost} lost."
                )
            player["recruit_points"] = None
    return events


def end_turn(state: State) -> list[str]:
    """End of turn: "this turn" modifiers wear off, the next player still in the game starts."""
    for p in state["players"]:
        for c in p["chars"]:
            c["modifiers"] = [m for m in c["modifiers"] if m.get("until") not in ("turn", "combat")]
            c["powers"]["turn"] = []
    events = ["End of turn: effects that last this turn wear off."]
    seats = state["seats"]
    seat = state["turn"]["seat"]
    for step in range(1, len(seats) + 1):
        nxt = (seat + step) % len(seats)
        if any(not state["players"][p]["out"] for p in seats[nxt]):
            return events + start_turn(state, nxt)
    raise CommandError("Nobody is left to take a turn.")  # outcome ends the game before this
