"""The scoring pad's commands, once the game is over (rulebook: End of the Game and Scoring).

- ``pad_hand`` ``player cards``: a player's hand, typed in (see :func:`pad.parse_hand`).
- ``pad_effect``: tick the next end-of-game effect as applied (they go from the highest
  initiative down; a hand typed again after an exchange keeps the ticks already made).
- ``exchange`` ``player take`` + a card: an end-of-game swap such as Liohra's (hand card face
  up, face-up card to the hand); the outcome stays as the game ended.
- ``pad_winner`` ``player``: the table's pick when the tie-break cannot settle a tie.

>>> from core.games.insurrection.setup import new_state
>>> s = new_state({"players": [{"name": "Ann"}, {"name": "Bo"}], "path": ["Marsh"] * 4,
...                "lands": {"Marsh": {"people": 3}}})
>>> s["over"], s["evil"] = True, {"round": 2, "when": "reveal"}
>>> _pad_hand(s, {"player": 0, "cards": [{"name": "Goblin", "count": 2}]})
["Ann's hand: 2 cards."]
>>> table(s)["players"][0]["total"]
18
"""

from __future__ import annotations

from typing import Any

from core.games.insurrection.area import add_card, face_up, take_card
from core.games.insurrection.cards import card_form, describe, parse_card
from core.games.insurrection.lands import ROUNDS
from core.games.insurrection.ops import Command, State, op, player_index
from core.games.insurrection.pad import end_effects, parse_hand, score_table
from core.games.insurrection.scoring import End
from core.table.errors import CommandError
from core.table.words import count


def side(state: State) -> str:
    """Which score column counts: Evil's once a check made Evil win, else Good's."""
    return "evil" if state["evil"] is not None else "good"


def end_of(state: State) -> End:
    """The end-of-game facts the formulas read, from the table as it stands."""
    return End(
        side=side(state),
        on_keep=state["round"] == ROUNDS,
        face_up=face_up(state),
        graveyard=state["graveyard"],
    )


def table(state: State) -> dict[str, Any]:
    """The whole pad: lines, totals, winner, tie-break."""
    pad = state["pad"]
    return score_table(pad["hands"], end_of(state), pad["winner"])


def effect_key(effect: dict[str, Any]) -> str:
    """How a ticked effect is remembered: the seat and the card."""
    return f"{effect['seat']}:{effect['name']}"


def _over(state: State) -> None:
    if not state["over"]:
        raise CommandError("The scoring pad opens when the game is over.")


@op("pad_hand")
def _pad_hand(state: State, cmd: Command) -> list[str]:
    _over(state)
    seat = player_index(state, cmd)
    hand = parse_hand(cmd.get("cards"), state["cards"])
    state["pad"]["hands"][seat] = hand
    state["pad"]["winner"] = None  # a changed hand may change who is tied
    held = sum(e["count"] for e in hand)
    return [f"{state['players'][seat]['name']}'s hand: {held} card{'s' if held != 1 else ''}."]


@op("pad_effect")
def _pad_effect(state: State, cmd: Command) -> list[str]:
    _over(state)
    effects = end_effects(state["pad"]["hands"])
    done = state["pad"]["effects_done"]
    waiting = [e for e in effects if effect_key(e) not in done]
    if not waiting:
        raise CommandError("Every end-of-game effect has been applied.")
    nxt = waiting[0]
    done.append(effect_key(nxt))
    return [f"{state['players'][nxt['seat']]['name']} applies {nxt['name']}'s end-of-game effect."]


@op("exchange")
def _exchange(state: State, cmd: Command) -> list[str]:
    """An end-of-game exchange (Leaders: Liohra): a card from the player's hand goes face up and
    a face-up card joins the hand. No Remove or Look, no check, and the outcome stands even if
    the marks fall below 10 (it was fixed by the check that ended the game)."""
    _over(state)
    seat = player_index(state, cmd)
    if state["mode"] == "cards":
        taken = take_card(state, cmd.get("take"))
    else:
        taken = take_card(state, parse_card({"marks": cmd.get("take_marks", 0)}, {}))
    given = add_card(
        state, parse_card(card_form(cmd), state["cards"], named=state["mode"] == "cards")
    )
    name = state["players"][seat]["name"]
    return [
        f"{name} exchanges {describe(given)} for {describe(taken)}; "
        f"{count(face_up(state)['marks'], 'mark')} face up (the outcome stands)."
    ]


@op("pad_winner")
def _pad_winner(state: State, cmd: Command) -> list[str]:
    _over(state)
    seat = player_index(state, cmd)
    tie = score_table(state["pad"]["hands"], end_of(state))["tie"]
    if tie is None or not tie["ask"]:
        raise CommandError("The scores name the winner; there is nothing to choose.")
    if seat not in tie["seats"]:
        raise CommandError("Choose one of the tied players.")
    state["pad"]["winner"] = seat
    return [f"The table names {state['players'][seat]['name']} the winner of the tie."]
