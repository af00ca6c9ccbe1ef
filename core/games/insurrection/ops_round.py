"""The round's first two steps (rulebook: Round Overview, steps 1 and 2; Clarifications).

- ``advance``: the Rebels token moves one card along the Path (round 1 is the Fortress, round 6
  the Keep); an Advanced Land's effect is shown now, since it may change the usual rules.
- ``reveal`` ``cards`` (card mode) or ``count marks icons`` (counter mode): the Land's People
  go face up; check 1 follows at once (10 or more marks: Evil wins, no turn is played).
- ``draw``: each player draws the Land's number of cards; if the deck cannot give every player
  their cards the step is skipped (the graveyard is never shuffled back).
- ``play`` ``player card``: the card a player revealed, with its initiative; when every card is
  in, the turn order is set, highest initiative first, or the table is asked to order ties.
- ``order`` ``order``: the table's order of tied players.

>>> from core.games.insurrection.setup import new_state
>>> s = new_state({"players": [{"name": "Ann"}, {"name": "Bo"}], "mode": "counters",
...                "path": ["Marsh"] * 4, "lands": {"Rebel Fortress": {"people": 4},
...                                                  "Marsh": {"people": 3}}})
>>> _advance(s, {})
['Round 1: the Rebels token moves onto the Rebel Fortress.']
>>> _reveal(s, {"marks": 3})
['4 People cards go face up (3 Corruption marks face up; 60 left in the deck).']
"""

from __future__ import annotations

from core.games.insurrection.area import add_card, face_up
from core.games.insurrection.cards import ICON_LABELS, ICONS, card_form, parse_card
from core.games.insurrection.checks import corruption_check
from core.games.insurrection.lands import ROUNDS
from core.games.insurrection.ops import Command, State, in_phase, op, player_index
from core.games.insurrection.turn_order import by_initiative, check_order, ties
from core.table.errors import CommandError
from core.table.fields import whole

MAX_REVEAL = 20


def current_land(state: State) -> State:
    """The path card the Rebels token is on (round 1 = the Fortress)."""
    if state["round"] == 0:
        raise CommandError("The Rebels token has not entered the Path yet.")
    land: State = state["path"][state["round"] - 1]
    return land


def start_turn(state: State, index: int) -> None:
    """Open the turn of the ``index``-th player in the order."""
    state["turn"] = {
        "index": index,
        "land": False,
        "removed": False,
        "looked": False,
        "took": None,
        "extra": 0,
    }


@op("advance")
def _advance(state: State, cmd: Command) -> list[str]:
    in_phase(state, "advance", "Finish this round's turns before moving the Rebels token.")
    state["round"] += 1
    state["played"] = [None] * len(state["players"])
    state["order"], state["turn"] = [], None
    state["phase"] = "reveal"
    land = current_land(state)
    events = [f"Round {state['round']}: the Rebels token moves onto the {land['name']}."]
    if land["kind"] == "advanced" and land["effect"]:
        who = f" (for {land['applies_to']})" if land["applies_to"] else ""
        events.append(f"Land effect{who}: {land['effect']}")
    return events


@op("reveal")
def _reveal(state: State, cmd: Command) -> list[str]:
    in_phase(state, "reveal", "People are revealed right after the Rebels token moves.")
    land = current_land(state)
    wanted = None if land["people"] is None else min(land["people"], state["deck"])
    if state["mode"] == "cards":
        raw = cmd.get("cards")
        if not isinstance(raw, list) or len(raw) > MAX_REVEAL:
            raise CommandError("List the People cards that go face up.")
        cards = [parse_card(c, state["cards"], named=True) for c in raw]
        count = len(cards)
    else:
        count = whole(cmd, "count", "The number of People revealed", 0, MAX_REVEAL, default=wanted)
        marks = whole(cmd, "marks", "Corruption marks", 0, 99, default=0)
        totals = {
            "cards": count,
            # each marked card carries a mark at least, so at least count - marks have none;
            # left out, as many as the marks allow: a guess never blocks a real take, and only
            # a Remove once Evil has won reads it
            "unmarked": whole(
                cmd,
                "unmarked",
                "Cards without marks",
                max(0, count - marks),
                max(0, count - (1 if marks else 0)),
                default=max(0, count - (1 if marks else 0)),
            ),
            "marks": marks,
        }
        icons = cmd["icons"] if isinstance(cmd.get("icons"), dict) else cmd  # or flat fields
        for icon in ICONS:
            totals[icon] = whole(icons, icon, f"{ICON_LABELS[icon]} icons", 0, 99, default=0)
        cards = []
    if wanted is not None and count != wanted:
        raise CommandError(f"The {land['name']} reveals {wanted} People cards, not {count}.")
    if count > state["deck"]:
        raise CommandError(f"The deck holds only {state['deck']} cards.")
    if state["mode"] == "cards":
        for card in cards:
            add_card(state, card)
    else:
        for key, n in totals.items():
            state["tally"][key] += n
    state["deck"] -= count
    marks = face_up(state)["marks"]
    events = [
        f"{count} People cards go face up ({marks} Corruption marks face up; "
        f"{state['deck']} left in the deck)."
    ]
    if corruption_check(state, "reveal"):
        state["over"], state["phase"] = True, "over"
        events.append(
            "Corruption check: 10 or more marks face up. Evil wins at once; "
            "no turn is played. Fill in the scoring pad."
        )
    else:
        state["phase"] = "draw"
    return events


@op("draw")
def _draw(state: State, cmd: Command) -> list[str]:
    in_phase(state, "draw", "Each player draws after the People are revealed.")
    land = current_land(state)
    need = land["draw"] * len(state["players"])
    state["phase"] = "play"
    if need == 0:
        return [f"On the {land['name']} nobody draws."]
    if state["deck"] < need:
        return [
            f"The deck holds {state['deck']} cards, too few for every player: the draw is "
            "skipped (the graveyard is never shuffled back)."
        ]
    state["deck"] -= need
    state["drawn"] += land["draw"]
    for player in state["players"]:
        player["hand"] += land["draw"]
    each = "a card" if land["draw"] == 1 else f"{land['draw']} cards"
    return [f"Each player draws {each}; {state['deck']} left in the deck."]


@op("play")
def _play(state: State, cmd: Command) -> list[str]:
    if state["phase"] == "order":
        state["phase"], state["order"] = "play", []
    in_phase(state, "play", "Cards are revealed after everyone has drawn.")
    seat = player_index(state, cmd)
    card = parse_card(card_form(cmd), state["cards"], named=state["mode"] == "cards")
    if card["initiative"] is None:
        raise CommandError("Type the initiative of the card played (top left on the card).")
    player = state["players"][seat]
    if state["played"][seat] is None:
        if player["hand"] < 1:
            raise CommandError(f"{player['name']} has no card in hand to play.")
        player["hand"] -= 1
    state["played"][seat] = card
    events = [
        f"{player['name']} reveals {card['name'] or 'a card'} (initiative {card['initiative']})."
    ]
    if all(c is not None for c in state["played"]):
        events.extend(_set_order(state))
    return events


def _initiatives(state: State) -> list[int]:
    return [int(c["initiative"]) for c in state["played"]]


def _set_order(state: State) -> list[str]:
    initiatives = _initiatives(state)
    state["order"] = by_initiative(initiatives)
    tied = ties(initiatives)
    if tied:
        state["phase"] = "order"
        names = " and ".join(
            ", ".join(state["players"][s]["name"] for s in group) for group in tied
        )
        return [
            f"Same initiative for {names}: the rulebook does not say who goes first; "
            "agree on an order."
        ]
    return _begin_turns(state)


def _begin_turns(state: State) -> list[str]:
    state["phase"] = "turns"
    start_turn(state, 0)
    names = ", ".join(state["players"][s]["name"] for s in state["order"])
    return [f"Turn order: {names}."]


@op("order")
def _order(state: State, cmd: Command) -> list[str]:
    in_phase(state, "order", "The turn order is asked for only when initiatives tie.")
    names = [p["name"] for p in state["players"]]
    state["order"] = check_order(cmd.get("order"), _initiatives(state), names)
    return _begin_turns(state)


def round_over(state: State) -> list[str]:
    """After the last turn: Evil's win ends the game, so does the Keep; else a new round."""
    state["turn"] = None
    if state["evil"] is not None:
        state["over"], state["phase"] = True, "over"
        return [
            "Every player has had a turn: Evil has won and the game ends. Fill in the scoring pad."
        ]
    if state["round"] == ROUNDS:
        state["over"], state["phase"] = True, "over"
        return [
            "Six rounds are over and Evil never won: the Good side wins. Fill in the scoring pad."
        ]
    state["phase"] = "advance"
    return [f"Round {state['round']} is over."]
