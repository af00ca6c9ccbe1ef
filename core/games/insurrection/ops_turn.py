"""A player's turn (rulebook: Round Overview, step 3; Clarifications).

In order: the Land's effect (Advanced Lands only, and always before the card's effects), the
played card's Remove and/or Look, the take of one face-up card, then the played card goes face
up and check 2 runs.

- ``land_effect``: the player uses the Land's effect (a tick; what it does is typed as corrections).
- ``remove`` ``card``: a face-up card goes to the graveyard (a card id in card mode, the card's
  marks and icons in counter mode).
- ``look`` ``keep`` [``card``]: the top card of the deck goes to the bottom, or face up into the
  play area; skipped when the deck is empty.
- ``take`` ``card`` | ``own`` [``extra``]: a face-up card goes into the player's hand (``extra``:
  a second card a Land or a Leader such as Nhia grants); ``own`` takes back the played card, the
  rulebook's "very rare case", and ends the turn.
- ``place``: the played card goes face up; check 2; the next player, or the end of the round.

>>> from core.games.insurrection.commands import apply_in_place as do
>>> from core.games.insurrection.setup import new_state
>>> s = new_state({"players": [{"name": "Ann"}, {"name": "Bo"}], "path": ["Marsh"] * 4,
...                "lands": {"Rebel Fortress": {"people": 1}}})
>>> _ = do(s, {"op": "advance"}), do(s, {"op": "reveal", "cards": [{"name": "Imp", "marks": 1}]})
>>> _ = do(s, {"op": "draw"}), do(s, {"op": "play", "player": 0, "name": "Ogre", "initiative": 3})
>>> _ = do(s, {"op": "play", "player": 1, "name": "Elf", "initiative": 7})
>>> do(s, {"op": "take", "card": 1})
['Bo takes Imp (1 mark); 0 marks face up.']
>>> do(s, {"op": "place"})
['Bo puts Elf (no mark) face up; 0 marks face up.', "Ann's turn."]
"""

from __future__ import annotations

from core.games.insurrection.area import EVIL_MARKS, add_card, face_up, find_card, take_card
from core.games.insurrection.cards import card_form, describe, parse_card
from core.games.insurrection.checks import (
    corruption_check,
    guard_remove,
    guard_take,
    keep_ten,
    may_take_own,
    played_card,
)
from core.games.insurrection.ops import Command, State, in_phase, op
from core.games.insurrection.ops_round import current_land, round_over, start_turn
from core.table.errors import CommandError
from core.table.fields import flag
from core.table.words import count


def current_player(state: State) -> State:
    """The player whose turn it is."""
    player: State = state["players"][state["order"][state["turn"]["index"]]]
    return player


def _open_turn(state: State) -> State:
    in_phase(state, "turns", "Turns start once every played card is revealed and ordered.")
    turn: State = state["turn"]
    if turn["took"] is not None:
        raise CommandError(
            f"{current_player(state)['name']} has taken a card: only placing "
            "the played card is left."
        )
    return turn


def _leaving_card(state: State, cmd: Command) -> State:
    """The face-up card a command names: an id in card mode, its numbers in counter mode."""
    if state["mode"] == "cards":
        return find_card(state, cmd.get("card"))
    return parse_card(card_form(cmd), state["cards"])


@op("land_effect")
def _land_effect(state: State, cmd: Command) -> list[str]:
    turn = _open_turn(state)
    land = current_land(state)
    if land["kind"] != "advanced":
        raise CommandError(f"The {land['name']} has no Land effect.")
    if turn["land"]:
        raise CommandError("The Land effect is used once per turn.")
    if turn["removed"] or turn["looked"]:
        raise CommandError("The Land effect comes before the card's Remove and Look.")
    turn["land"] = True
    what = f": {land['effect']}" if land["effect"] else ""
    return [f"{current_player(state)['name']} uses the {land['name']}'s effect{what}"]


@op("remove")
def _remove(state: State, cmd: Command) -> list[str]:
    turn = _open_turn(state)
    if not played_card(state)["remove"]:
        raise CommandError("The card played has no Remove icon.")
    if turn["removed"]:
        raise CommandError("The Remove has been used this turn.")
    card = _leaving_card(state, cmd)
    guard_remove(state, card)
    take_card(state, card["id"] if state["mode"] == "cards" else card)
    state["graveyard"] += 1
    turn["removed"] = True
    return [
        f"{current_player(state)['name']} removes {describe(card)} to the graveyard; "
        f"{count(face_up(state)['marks'], 'mark')} face up."
    ]


@op("look")
def _look(state: State, cmd: Command) -> list[str]:
    turn = _open_turn(state)
    if not played_card(state)["look"]:
        raise CommandError("The card played has no Look icon.")
    if turn["looked"]:
        raise CommandError("The Look has been used this turn.")
    if state["deck"] == 0:
        raise CommandError("The People deck is empty, so the Look is skipped.")
    name = current_player(state)["name"]
    turn["looked"] = True
    if not flag(cmd, "keep", "Keeping the card"):
        return [f"{name} looks at the top card and puts it under the deck."]
    card = add_card(
        state, parse_card(card_form(cmd), state["cards"], named=state["mode"] == "cards")
    )
    state["deck"] -= 1
    return [
        f"{name} looks at the top card and puts {describe(card)} face up; "
        f"{count(face_up(state)['marks'], 'mark')} face up, {state['deck']} left in the deck."
    ]


@op("take")
def _take(state: State, cmd: Command) -> list[str]:
    in_phase(state, "turns", "Turns start once every played card is revealed and ordered.")
    turn: State = state["turn"]
    player = current_player(state)
    extra = flag(cmd, "extra", "An extra card")
    if not extra and turn["took"] is not None:
        raise CommandError(f"{player['name']} has already taken a card this turn.")
    if flag(cmd, "own", "Taking back the played card"):
        if extra or not may_take_own(state):
            raise CommandError(
                "A player takes back their own card only when Evil has won and "
                "no face-up card can be taken without ending below 10 marks."
            )
        player["hand"] += 1
        turn["took"] = "own"
        events = [
            f"{player['name']} takes back the card they played: no other take keeps "
            f"{EVIL_MARKS} marks face up."
        ]
        return events + _end_turn(state)
    card = _leaving_card(state, cmd)
    guard_take(state, card)
    take_card(state, card["id"] if state["mode"] == "cards" else card)
    player["hand"] += 1
    if extra:
        turn["extra"] += 1
    else:
        turn["took"] = "card"
    return [
        f"{player['name']} takes {describe(card)}"
        + (" as an extra card" if extra else "")
        + f"; {count(face_up(state)['marks'], 'mark')} face up."
    ]


@op("place")
def _place(state: State, cmd: Command) -> list[str]:
    in_phase(state, "turns", "Turns start once every played card is revealed and ordered.")
    turn: State = state["turn"]
    if turn["took"] is None and face_up(state)["cards"] > 0:
        raise CommandError("Take a face-up card first; the played card goes down last.")
    card = add_card(state, played_card(state))
    events = [
        f"{current_player(state)['name']} puts {describe(card)} face up; "
        f"{count(face_up(state)['marks'], 'mark')} face up."
    ]
    if keep_ten(state) and face_up(state)["marks"] < EVIL_MARKS:
        # Only a correction typed during the turn can get here; say so rather than trap the table.
        events.append(
            "Warning: Evil has won, yet this turn ends below 10 marks face up; check the counters."
        )
    return events + _end_turn(state)


def _end_turn(state: State) -> list[str]:
    name = current_player(state)["name"]
    events = []
    if corruption_check(state, name):
        events.append(
            f"Corruption check: {count(face_up(state)['marks'], 'mark')} face up after "
            f"{name}'s turn. Evil has won; the other players still take their turns, "
            "each leaving at least 10 marks."
        )
    index = state["turn"]["index"] + 1
    if index < len(state["order"]):
        start_turn(state, index)
        return [*events, f"{current_player(state)['name']}'s turn."]
    return events + round_over(state)
