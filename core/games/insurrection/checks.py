"""The Corruption checks and the rule that keeps Evil's win (rulebook: Game End; Round
Overview, step 1B and step 3; Round Overview Example; Clarifications).

- Check 1, when a Land's People are revealed: 10 or more face-up marks and Evil wins at once;
  no turn is played this round.
- Check 2, at the end of each player's turn (after the take and the placing of the played
  card): 10 or more and Evil has won, but every remaining player still takes a turn.
- Once Evil has won, each remaining turn must end with at least 10 face-up marks: a Remove or a
  take that would make that impossible is refused. Only when no other take keeps 10 does the
  player take back the card they played (the rulebook's "very rare case").
- Evil never wins in the middle of a turn: these checks run at no other moment.

>>> state = {"mode": "counters", "tally": {"cards": 6, "marks": 11}, "evil": None, "round": 2}
>>> corruption_check(state, "reveal"), state["evil"]["when"]
(True, 'reveal')
"""

from __future__ import annotations

from typing import Any

from core.games.insurrection.area import EVIL_MARKS, face_up
from core.games.insurrection.cards import Card
from core.table.errors import CommandError

State = dict[str, Any]


def corruption_check(state: State, when: str) -> bool:
    """Run a check; True when it is the one that makes Evil win (``when`` says which check:
    ``"reveal"`` or the name of the player whose turn ended)."""
    if state["evil"] is None and face_up(state)["marks"] >= EVIL_MARKS:
        state["evil"] = {"round": state["round"], "when": when}
        return True
    return False


def keep_ten(state: State) -> bool:
    """True while the turns being played must each end with at least 10 face-up marks."""
    return state["evil"] is not None and not state["over"] and state["phase"] == "turns"


def played_card(state: State) -> Card:
    """The card the player whose turn it is revealed."""
    card: Card = state["played"][state["order"][state["turn"]["index"]]]
    return card


def marks_at_end(state: State, leaving: int) -> int:
    """Face-up marks at the end of this turn if cards carrying ``leaving`` marks leave the play
    area now and the played card is then placed."""
    return face_up(state)["marks"] - leaving + int(played_card(state)["marks"])


def keeping_takes(state: State, removed: int | None = None) -> list[int]:
    """Card mode: the face-up cards this player may take and still end at 10 or more
    (``removed``: first take that card away, to test a Remove)."""
    left = [c for c in state["play"] if c["id"] != removed]
    lost = 0 if removed is None else next(c["marks"] for c in state["play"] if c["id"] == removed)
    return [c["id"] for c in left if marks_at_end(state, lost + c["marks"]) >= EVIL_MARKS]


def guard_remove(state: State, card: Card) -> None:
    """Refuse a Remove after which no take keeps 10 marks (Round Overview Example: Benjamin
    may not use his Gnoll's Remove)."""
    if not keep_ten(state):
        return
    if state["mode"] == "cards":
        ok = bool(keeping_takes(state, card["id"]))
    else:  # counter mode: the lightest take left costs no mark only if an unmarked card stays
        up = face_up(state)
        cards_left = up["cards"] - 1
        unmarked_left = up["unmarked"] - (card["marks"] == 0)
        if cards_left <= 0:  # nothing left to take: the played card goes back to the hand
            ok = up["marks"] - card["marks"] >= EVIL_MARKS
        else:
            lightest = 0 if unmarked_left > 0 else 1
            ok = marks_at_end(state, card["marks"] + lightest) >= EVIL_MARKS
    if not ok:
        raise CommandError(
            "Evil has won, so this turn must end with at least 10 face-up Corruption marks; "
            "after this Remove no take could keep 10. Skip the Remove."
        )


def guard_take(state: State, card: Card) -> None:
    """Refuse a take that would end the turn below 10 marks once Evil has won."""
    if keep_ten(state) and marks_at_end(state, card["marks"]) < EVIL_MARKS:
        end = marks_at_end(state, card["marks"])
        raise CommandError(
            f"Evil has won, so this turn must end with at least 10 face-up Corruption marks; "
            f"taking this card would leave {end}. Take a card with fewer marks."
        )


def may_take_own(state: State) -> bool:
    """The "very rare case": Evil has won and no face-up card can be taken without ending below
    10 marks, so the player takes back the card they played (counter mode trusts the table)."""
    if not keep_ten(state):
        return False
    return state["mode"] == "counters" or not keeping_takes(state)
