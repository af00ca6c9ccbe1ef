"""The play area and the counters (rulebook: Round Overview; Clarifications).

Two ways to keep them. In **card mode** every face-up card is recorded (name, icons, marks), so
taking or removing one updates every counter. In **counter mode** only the totals are kept: the
face-up cards, Corruption marks, Minion and Animal icons, each with +/-. Both modes share the
People deck and the graveyard counts: the deck only ever shrinks by the cards dealt, revealed,
drawn or kept from a Look and grows by cards put back under it; the graveyard only grows by
Remove, and it is never shuffled back.

>>> state = {"mode": "cards", "play": [], "tally": empty_tally(), "next_card": 1}
>>> from core.games.insurrection.cards import parse_card
>>> card = add_card(state, parse_card({"name": "Chaos", "marks": 2, "icons": {"minion": 1}}, {}))
>>> face_up(state)["marks"], face_up(state)["minion"]
(2, 1)
>>> _ = take_card(state, card["id"]); face_up(state)["cards"]
0
"""

from __future__ import annotations

from typing import Any

from core.games.insurrection.cards import ICONS, Card
from core.table.errors import CommandError

State = dict[str, Any]

PEOPLE_CARDS = 70
DEALT_PER_PLAYER = 3
EVIL_MARKS = 10  # face-up Corruption marks at a check that make Evil win
# "unmarked": face-up cards with no Corruption mark (the rulebook's advice keeps them in a row
# of their own); counter mode needs it to know whether a take can cost no mark.
COUNTERS = ("cards", "unmarked", "marks", *ICONS)
MODES = ("cards", "counters")
COUNTER_LABELS = {
    "cards": "cards",
    "unmarked": "cards without marks",
    "marks": "Corruption marks",
    "soldier": "Soldier icons",
    "animal": "Animal icons",
    "pretender": "Pretender icons",
    "minion": "Minion icons",
}


def deck_after_deal(players: int) -> int:
    """People cards left in the draw pile once each player has 3 (Game Setup, step 2).

    >>> [deck_after_deal(p) for p in range(2, 7)]
    [64, 61, 58, 55, 52]
    """
    return PEOPLE_CARDS - DEALT_PER_PLAYER * players


def empty_tally() -> dict[str, int]:
    """Counter mode's totals, all zero."""
    return dict.fromkeys(COUNTERS, 0)


def face_up(state: State) -> dict[str, int]:
    """What is face up in the play area: cards, Corruption marks and each icon."""
    if state["mode"] == "counters":
        return dict(state["tally"])
    totals = empty_tally()
    for card in state["play"]:
        totals["cards"] += 1
        totals["unmarked"] += card["marks"] == 0
        totals["marks"] += card["marks"]
        for icon in ICONS:
            totals[icon] += card["icons"][icon]
    return totals


def card_totals(card: Card) -> dict[str, int]:
    """What one card adds to the counters."""
    return {
        "cards": 1,
        "unmarked": int(card["marks"] == 0),
        "marks": card["marks"],
        **{i: card["icons"][i] for i in ICONS},
    }


def add_card(state: State, card: Card) -> Card:
    """Put a card face up in the play area (card mode keeps it; counter mode adds its numbers)."""
    if state["mode"] == "counters":
        _shift(state, card_totals(card), +1)
        return card
    placed = dict(card, icons=dict(card["icons"]), id=state["next_card"])
    state["next_card"] += 1
    state["play"].append(placed)
    return placed


def find_card(state: State, card_id: object) -> Card:
    """A face-up card by its id (card mode)."""
    for card in state["play"]:
        if card["id"] == card_id and not isinstance(card_id, bool):
            return dict(card)
    raise CommandError("That card is not face up in the play area.")


def take_card(state: State, which: object) -> Card:
    """Take a card out of the play area: by id in card mode, by its numbers in counter mode."""
    if state["mode"] == "cards":
        card = find_card(state, which)
        state["play"] = [c for c in state["play"] if c["id"] != card["id"]]
        return card
    if not isinstance(which, dict):
        raise CommandError("Say which card leaves the play area.")
    totals = card_totals(which)
    tally = state["tally"]
    short = [k for k, n in totals.items() if n > tally[k]]
    if short:
        raise CommandError(
            f"The counters show fewer face-up {COUNTER_LABELS[short[0]]} than that card carries;"
            " correct the counters first."
        )
    _shift(state, totals, -1)
    return which


def _shift(state: State, totals: dict[str, int], sign: int) -> None:
    tally = state["tally"]
    for key, n in totals.items():
        tally[key] += sign * n
    # a marked card leaving when the unmarked row was a guess: the row is never the larger
    tally["unmarked"] = min(tally["unmarked"], tally["cards"])


def adjust_counter(state: State, counter: object, delta: int) -> tuple[int, int]:
    """A +/- correction; face-up counters only in counter mode (in card mode they follow the
    cards), the deck and the graveyard in both. Returns (before, after)."""
    if counter in ("deck", "graveyard"):
        before = int(state[counter])
        if before + delta < 0:
            raise CommandError(f"The {counter} cannot hold fewer than 0 cards.")
        state[counter] = before + delta
        return before, before + delta
    if counter not in COUNTERS:
        raise CommandError("Choose the deck, the graveyard, face-up cards, marks or an icon.")
    if state["mode"] == "cards":
        raise CommandError(
            "In card mode the face-up counters follow the cards: add or take a card."
        )
    tally = state["tally"]
    before = int(tally[counter])
    if before + delta < 0:
        raise CommandError("A counter cannot go below 0.")
    after = {**tally, counter: before + delta}
    if counter == "cards":  # a card fewer: it may have been one without marks
        after["unmarked"] = min(after["unmarked"], after["cards"])
    if after["unmarked"] > after["cards"]:
        raise CommandError(
            "There cannot be more face-up cards without marks than face-up cards; "
            "correct the other counter first."
        )
    tally.update(after)
    return before, before + delta
