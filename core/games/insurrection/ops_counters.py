"""Corrections and the table's own moves that the round's steps do not cover (rulebook:
Clarifications; Land effects that change the usual rules).

- ``adjust`` ``counter delta``: +/- on a counter: the deck and the graveyard in both modes; the
  face-up cards, marks and icons in counter mode only (in card mode they follow the cards).
- ``add_card`` ``card``: a card goes face up (a Land effect, a correction).
- ``discard`` ``card`` | ``player``: a face-up card, or a card from a hand, goes under the deck;
  only a Remove sends a card to the graveyard.
- ``hand`` ``player delta``: a correction to a hand's size.
- ``land`` ``name values``: fix a Land's typed values; the library and the cards still ahead
  on the Path follow.
- ``counter_mode``: leave card mode for counter mode, keeping the totals (one way: the cards
  already face up cannot be typed back in from totals).

These ops run no Corruption check: Evil wins only at the two checks of the round.
"""

from __future__ import annotations

from core.games.insurrection.area import (
    COUNTER_LABELS,
    add_card,
    adjust_counter,
    face_up,
    take_card,
)
from core.games.insurrection.cards import card_form, describe, parse_card
from core.games.insurrection.lands import parse_land
from core.games.insurrection.ops import Command, State, op, player_index
from core.table.errors import CommandError
from core.table.fields import clean_name, whole
from core.table.words import count

MAX_DELTA = 20


def _not_over(state: State) -> None:
    if state["over"] and state["pad"]["hands"] != [None] * len(state["players"]):
        raise CommandError("The hands are on the scoring pad: undo them to change the table.")


@op("adjust")
def _adjust(state: State, cmd: Command) -> list[str]:
    counter = cmd.get("counter")
    delta = whole(cmd, "delta", "The change", -MAX_DELTA, MAX_DELTA)
    before, after = adjust_counter(state, counter, delta)
    label = {"deck": "People deck", "graveyard": "Graveyard"}.get(
        str(counter), "Face-up " + COUNTER_LABELS.get(str(counter), "")
    )
    return [f"{label}: {before} → {after}."]


@op("add_card")
def _add_card(state: State, cmd: Command) -> list[str]:
    _not_over(state)
    card = add_card(
        state, parse_card(card_form(cmd), state["cards"], named=state["mode"] == "cards")
    )
    return [f"{describe(card)} goes face up; {count(face_up(state)['marks'], 'mark')} face up."]


@op("discard")
def _discard(state: State, cmd: Command) -> list[str]:
    _not_over(state)
    if cmd.get("player") is not None:
        player = state["players"][player_index(state, cmd)]
        if player["hand"] < 1:
            raise CommandError(f"{player['name']} has no card in hand.")
        player["hand"] -= 1
        state["deck"] += 1
        return [f"{player['name']} puts a card from hand under the deck."]
    which = cmd.get("card")
    card = take_card(
        state, which if state["mode"] == "cards" else parse_card(card_form(cmd), state["cards"])
    )
    state["deck"] += 1
    return [
        f"{describe(card)} goes under the deck; {count(face_up(state)['marks'], 'mark')} face up."
    ]


@op("hand")
def _hand(state: State, cmd: Command) -> list[str]:
    player = state["players"][player_index(state, cmd)]
    delta = whole(cmd, "delta", "The change", -MAX_DELTA, MAX_DELTA)
    if player["hand"] + delta < 0:
        raise CommandError(f"{player['name']} cannot hold fewer than 0 cards.")
    before = player["hand"]
    player["hand"] += delta
    return [f"{player['name']}'s hand: {before} → {player['hand']} cards."]


@op("land")
def _land(state: State, cmd: Command) -> list[str]:
    name = clean_name(cmd.get("name"), "The Land's name")
    if name not in state["lands"]:
        raise CommandError(f"{name} is not in the Land library.")
    typed = cmd.get("values")
    typed = typed if isinstance(typed, dict) else {k: v for k, v in cmd.items() if k != "name"}
    # What the command leaves out stays as it was (a screen entry sends only the numbers).
    land = parse_land(name, state["lands"][name] | typed, CommandError)
    state["lands"][name] = land
    for place, card in enumerate(state["path"], start=1):
        if card["name"] == name and place >= state["round"]:
            state["path"][place - 1] = dict(land)
    people = (
        "People added not typed" if land["people"] is None else f"{land['people']} People added"
    )
    return [f"{name}: {people}, {land['draw']} drawn per player."]


@op("counter_mode")
def _counter_mode(state: State, cmd: Command) -> list[str]:
    if state["mode"] == "counters":
        raise CommandError("The table is already in counter mode.")
    state["tally"] = face_up(state)
    state["play"], state["mode"] = [], "counters"
    return ["Counter mode: the face-up totals are kept, the cards themselves are no longer listed."]
