"""The end of the game: two Villains, the last team standing, both at once, and deck-out.

The first player credited with two Villains wins, even if the same attack left their own team
with nobody standing. Otherwise a player whose X-Men are all eliminated loses. A player who
cannot draw at the start of their turn loses. Both teams gone at once with nobody on two
Villains can only come from corrections typed in; we call it a draw (see the reference).

>>> from core.games.xmen_tcg.setup import new_state, example_form
>>> s = new_state(example_form())
>>> for v in s["villains"][:2]: v["out_by"] = 1
>>> check(s), s["winner"]
(['Bea wins: two Villains eliminated.'], 1)
"""

from __future__ import annotations

from typing import Any

from core.games.xmen_tcg.characters import standing
from core.games.xmen_tcg.roster import VILLAINS_TO_WIN
from core.table.errors import CommandError

State = dict[str, Any]

DRAW = -1  # "winner" when both teams fall together with nobody on two Villains


def credited(state: State, seat: int) -> int:
    """How many Villains ``seat`` has eliminated."""
    return sum(1 for v in state["villains"] if v["out_by"] == seat)


def check(state: State) -> list[str]:
    """Settle the winner if the game has just ended; the events say who and why."""
    if state["winner"] is not None:
        return []
    names = [p["name"] for p in state["players"]]
    two = [i for i in (0, 1) if credited(state, i) >= VILLAINS_TO_WIN]
    gone = [i for i in (0, 1) if not standing(state["players"][i]["xmen"])]
    lost = [i for i in (0, 1) if state["players"][i]["lost"]]
    if lost:
        winner, why = 1 - lost[0], f"{names[lost[0]]} could not draw a card."
    elif len(two) == 1:
        winner = two[0]
        why = (
            "two Villains eliminated"
            + (", and that wins although their own team fell" if winner in gone else "")
            + "."
        )
    elif len(gone) == 1:
        winner, why = 1 - gone[0], "the last team with X-Men standing."
    elif len(gone) == 2:
        state["winner"], state["result"] = DRAW, "Both teams fell together: a draw."
        return [state["result"]]
    else:
        return []
    state["winner"] = winner
    state["result"] = f"{names[winner]} wins: {why}"
    return [state["result"]]


def not_over(state: State) -> None:
    """Refuse a tap once the game has ended (undo still works)."""
    if state["winner"] is not None:
        raise CommandError(f"The game is over. {state['result']}")
