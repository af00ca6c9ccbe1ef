"""The commands of the X-Men TCG companion: one function per op, registered with :func:`op`,
and the turn guards they share (steps in order, once per turn).

>>> from core.games.xmen_tcg import ops_turn  # noqa: F401  (registers the turn's ops)
>>> from core.games.xmen_tcg.setup import new_state, example_form
>>> s = new_state(example_form())
>>> apply_in_place(s, {"op": "danger_up"})
['Danger Room: Start → level 1.']
>>> apply_in_place(s, {"op": "fly"})
Traceback (most recent call last):
...
core.table.errors.CommandError: The app does not know the command 'fly'.
"""

from __future__ import annotations

from typing import Any

from core.games.xmen_tcg.outcome import not_over
from core.games.xmen_tcg.roster import STEPS
from core.table.commands import Commands
from core.table.errors import CommandError

State = dict[str, Any]
Command = dict[str, Any]


def _over(state: State) -> str | None:
    try:
        not_over(state)
    except CommandError as exc:
        return str(exc)
    return None


# Ops a finished game still accepts: none change the board (looking things up).
COMMANDS = Commands(
    over=_over, after_end=("check_deck",), unknown="The app does not know the command {op!r}."
)
op = COMMANDS.op
apply_in_place = COMMANDS.run

STEP_NAMES = {number: key for number, key, _ in STEPS}


def needed(state: State) -> list[int]:
    """The steps the active player must still do before steps 4-6: the Danger Room (the
    Keeper only), the draw, and the untap (not on a player's first turn)."""
    steps = []
    if state["active"] == state["keeper"]:
        steps.append(1)
    steps.append(2)
    if state["turns_started"][state["active"]] > 1:
        steps.append(3)
    return [n for n in steps if n not in state["done"]]


def later_done(state: State, number: int) -> int | None:
    """The first step after ``number`` already done this turn (steps go in order)."""
    return next((n for n in state["done"] if n > number), None)


def step_block(state: State, number: int) -> str | None:
    """Why step ``number`` may not be started now, or ``None`` when it may.

    Steps 1-3 each happen once, before anything else; 4-6 come after them, in order, and an
    attack step happens at most once. (Only the Keeper has a step 1; see ``danger_up``.)

    >>> s = {"attack": None, "done": [1, 2, 6], "active": 0, "keeper": 0,
    ...      "turns_started": [1, 0], "winner": None}
    >>> step_block(s, 5)
    'Step 5 comes before step 6, which is done already.'
    >>> step_block(s, 6)
    'Step 6 happens only once a turn: Attack the other team with a Villain.'
    """
    if state["winner"] is not None:
        return "The game is over."
    if state["attack"] is not None:
        return "Finish the battle first."
    label = next(text for n, _, text in STEPS if n == number)
    if number <= 3 and number in state["done"]:
        return f"Step {number} is done already this turn."
    if number <= 3:
        # The fixed steps go in order too: a Keeper who drew first could never move the marker.
        earlier = [n for n in needed(state) if n < number]
        if earlier:
            return missing_step(state)
    if number in (5, 6) and number in state["done"]:
        return f"Step {number} happens only once a turn: {label}."
    after = later_done(state, number)
    if after is not None:
        return f"Step {number} comes before step {after}, which is done already."
    if number >= 4:
        return missing_step(state)
    return None


def missing_step(state: State) -> str | None:
    """The first fixed step still owed this turn, as a sentence, or ``None``."""
    missing = needed(state)
    if not missing:
        return None
    label = next(text for n, _, text in STEPS if n == missing[0])
    return f"Do step {missing[0]} first: {label}."


def start_step(state: State, number: int) -> None:
    """Check that step ``number`` may be done now (:func:`step_block`), and mark it done."""
    block = step_block(state, number)
    if block is not None:
        raise CommandError(block)
    if number not in state["done"]:
        state["done"].append(number)
        state["done"].sort()


def active_name(state: State) -> str:
    return str(state["players"][state["active"]]["name"])
