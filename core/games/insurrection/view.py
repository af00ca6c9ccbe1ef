"""Everything the Insurrection screen draws, worked out here: the screen holds no rules.

>>> from core.games.insurrection.setup import new_state
>>> s = new_state({"players": [{"name": "Ann"}, {"name": "Bo"}], "path": ["Marsh"] * 4,
...                "lands": {"Marsh": {"people": 3}}})
>>> v = view(s)
>>> v["deck"], v["marks"], v["next"], v["path"][0]["needs_values"]
(64, 0, 'advance', True)
>>> moment(s)
'Before round 1'
"""

from __future__ import annotations

from typing import Any

from core.games.insurrection.area import EVIL_MARKS, face_up
from core.games.insurrection.cards import ICONS
from core.games.insurrection.checks import keep_ten, keeping_takes, may_take_own
from core.games.insurrection.lands import KIND_LABELS, ROUNDS, needs_values
from core.games.insurrection.ops_pad import effect_key, end_of, side, table
from core.games.insurrection.pad import end_effects
from core.games.insurrection.setup import STARTING_HAND

State = dict[str, Any]
View = dict[str, Any]

STEPS = (
    ("advance", "Move the Rebels token"),
    ("reveal", "Reveal the Land's People; Corruption check"),
    ("draw", "Each player draws"),
    ("play", "Everyone reveals a card; enter initiatives"),
    ("turns", "Turns: Land effect, Remove/Look, take a card, place the played card; check"),
)
DONE_KEY = {"remove": "removed", "look": "looked"}
STEP_OF_PHASE = {"advance": 0, "reveal": 1, "draw": 2, "play": 3, "order": 3, "turns": 4}


def moment(state: State) -> str:
    """Where the game is, for the history: "Round 2 · Ann's turn"."""
    if state["over"]:
        return "Scoring"
    r = state["round"]
    if state["phase"] == "advance":
        return f"Before round {r + 1}" if r == 0 else f"End of round {r}"
    if state["phase"] == "turns":
        name = state["players"][state["order"][state["turn"]["index"]]]["name"]
        return f"Round {r} · {name}'s turn"
    label = {"reveal": "Reveal", "draw": "Draw", "play": "Played cards", "order": "Turn order"}
    return f"Round {r} · {label[state['phase']]}"


def view(state: State) -> View:
    """The screen's data: path, counters, play area, checklist, turn, warnings, scoring pad."""
    up = face_up(state)
    v: View = {
        "mode": state["mode"],
        "round": state["round"],
        "rounds": ROUNDS,
        "path": _path(state),
        "face_up": up,
        "marks": up["marks"],
        "evil_at": EVIL_MARKS,
        "deck": state["deck"],
        "graveyard": state["graveyard"],
        "rows": _rows(state),
        "players": _players(state),
        "next": "over" if state["over"] else state["phase"],
        "checklist": _checklist(state),
        "order": [state["players"][s]["name"] for s in state["order"]],
        "turn": _turn(state),
        "evil": _evil(state),
        "warnings": _warnings(state),
        "moment": moment(state),
        "lands": state["lands"],
        "cards": state["cards"],
        "pad": _pad(state) if state["over"] else None,
    }
    return v


def _path(state: State) -> list[View]:
    return [
        {
            "name": land["name"],
            "kind": KIND_LABELS[land["kind"]],
            "people": land["people"],
            "draw": land["draw"],
            "effect": land["effect"],
            "applies_to": land["applies_to"],
            "needs_values": needs_values(land),
            "token_here": state["round"] == place,
            "passed": state["round"] > place,
        }
        for place, land in enumerate(state["path"], start=1)
    ]


def _rows(state: State) -> dict[str, list[State]]:
    """Card mode's play area in the rulebook's two rows: cards with marks above, the rest below."""
    return {
        "corrupt": [c for c in state["play"] if c["marks"] > 0],
        "clean": [c for c in state["play"] if c["marks"] == 0],
    }


def _players(state: State) -> list[View]:
    turn_seat = state["order"][state["turn"]["index"]] if state["turn"] else None
    return [
        {
            "name": p["name"],
            "leader": p["leader"],
            "hand": p["hand"],
            "played": state["played"][seat],
            "playing": seat == turn_seat,
        }
        for seat, p in enumerate(state["players"])
    ]


def _checklist(state: State) -> list[View]:
    """The round's steps with the one to do now (the tie prompt belongs to the reveal step)."""
    at = len(STEPS) if state["over"] else STEP_OF_PHASE[state["phase"]]
    return [
        {"step": step, "label": label, "done": n < at, "now": n == at}
        for n, (step, label) in enumerate(STEPS)
    ]


def _turn(state: State) -> View | None:
    turn = state["turn"]
    if state["over"] or turn is None:
        return None
    seat = state["order"][turn["index"]]
    card = state["played"][seat]
    land = state["path"][state["round"] - 1]
    open_turn = turn["took"] is None
    nothing_to_take = face_up(state)["cards"] == 0
    takeable = [c["id"] for c in state["play"]] if state["mode"] == "cards" else []
    if state["mode"] == "cards" and keep_ten(state):
        takeable = keeping_takes(state)
    removable: list[int] = []
    if state["mode"] == "cards" and card["remove"]:
        removable = [
            c["id"] for c in state["play"] if not keep_ten(state) or keeping_takes(state, c["id"])
        ]
    return {
        "player": state["players"][seat]["name"],
        "card": card,
        "can_land": open_turn
        and land["kind"] == "advanced"
        and not turn["land"]
        and not (turn["removed"] or turn["looked"]),
        "can_remove": open_turn and card["remove"] and not turn["removed"],
        "can_look": open_turn and card["look"] and not turn["looked"] and state["deck"] > 0,
        "can_take": open_turn and not nothing_to_take,
        "can_take_own": open_turn and may_take_own(state),
        "can_place": not open_turn or nothing_to_take,
        "takeable": takeable,
        "removable": removable,
        # counter mode: the most marks the card taken may carry while Evil's 10 must stay
        "most_marks_to_take": face_up(state)["marks"] + card["marks"] - EVIL_MARKS
        if keep_ten(state)
        else None,
        "keep_ten": keep_ten(state),
        "steps": _turn_steps(land, card, turn),
    }


def _turn_steps(land: State, card: State, turn: State) -> list[View]:
    """This turn's checklist, in the order the rulebook fixes: the Land's effect (an Advanced
    Land only), the card's Remove/Look (when it shows them), the take, then the card goes down."""
    steps = []
    if land["kind"] == "advanced":
        steps.append({"label": "Land effect (before the card's effects)", "done": turn["land"]})
    for icon, label in (("remove", "Remove"), ("look", "Look")):
        if card[icon]:
            steps.append({"label": f"{label} (optional)", "done": turn[DONE_KEY[icon]]})
    steps.append({"label": "Take one face-up card", "done": turn["took"] is not None})
    steps.append({"label": "Place the played card face up; Corruption check", "done": False})
    return steps


def _evil(state: State) -> View:
    evil = state["evil"]
    if evil is None:
        text = (
            "Good wins: six rounds without Evil winning."
            if state["over"]
            else (f"Evil wins at a check with {EVIL_MARKS} or more face-up Corruption marks.")
        )
        return {"won": False, "text": text}
    if evil["when"] == "reveal":
        text = (
            f"Evil won in round {evil['round']} when the People were revealed; no turn was played."
        )
    else:
        text = f"Evil won in round {evil['round']} after {evil['when']}'s turn."
        if not state["over"]:
            text += f" The round goes on: every turn must leave at least {EVIL_MARKS} marks."
    return {"won": True, "text": text}


def _warnings(state: State) -> list[str]:
    out: list[str] = []
    players = len(state["players"])
    if state["over"]:
        return out
    r, phase = state["round"], state["phase"]
    if phase == "advance" and r < ROUNDS:
        nxt = state["path"][r]
        if needs_values(nxt):
            out.append(f"Type how many People the {nxt['name']} adds before the token moves on.")
        need = (nxt["people"] or 0) + nxt["draw"] * players
        if state["deck"] < need:
            out.append(
                f"The deck is running short: {state['deck']} cards left, and the "
                f"{nxt['name']} needs {need} (People revealed and each player's draw). "
                "A draw that cannot be made is skipped; the graveyard is never reshuffled."
            )
    if phase == "advance" and r > 0:
        expected = STARTING_HAND + r
        held = {p["name"]: p["hand"] for p in state["players"]}
        off = [name for name, n in held.items() if n != expected]
        if off:
            out.append(
                f"Hand check: after round {r} a hand usually holds {expected} cards; "
                f"{', '.join(f'{n} has {held[n]}' for n in off)} (a skipped draw or an "
                "extra card explains it; otherwise count again)."
            )
        else:
            out.append(f"Hand check: every player should hold {expected} cards.")
    if phase == "draw":
        land = state["path"][r - 1]
        if state["deck"] < land["draw"] * players:
            out.append("Too few cards in the deck for every player to draw: the draw is skipped.")
    if phase == "reveal":
        land = state["path"][r - 1]
        if land["people"] is not None and state["deck"] < land["people"]:
            out.append(f"The deck holds only {state['deck']} cards: reveal those.")
    return out


def _pad(state: State) -> View:
    hands = state["pad"]["hands"]
    scores = table(state)
    done = state["pad"]["effects_done"]
    effects = [
        dict(e, player=state["players"][e["seat"]]["name"], done=effect_key(e) in done)
        for e in end_effects(hands)
    ]
    end = end_of(state)
    return {
        "side": side(state),
        "column": "Evil" if side(state) == "evil" else "Good",
        "on_keep": end.on_keep,
        "typed": [h is not None for h in hands],
        "players": [
            dict(p, name=state["players"][seat]["name"]) for seat, p in enumerate(scores["players"])
        ],
        "winner": None if scores["winner"] is None else state["players"][scores["winner"]]["name"],
        "tie": scores["tie"],
        "effects": effects,
        "icons": list(ICONS),
    }
