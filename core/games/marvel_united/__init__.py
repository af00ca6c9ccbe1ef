"""Marvel United: X-Men at the table: the villain, the Grand Plan countdown, the ring of six
locations with overflow, threats, missions, the turn cycle and the Storyline's shared symbols.

>>> from core.table.game import get
>>> game = get("marvel-united")
>>> from core.table.screen import defaults
>>> s = game.new_state(defaults(game.form()))
>>> game.moment(s)
"Cycle 1 · Sabretooth's turn"
"""

from __future__ import annotations

from typing import Any

from core.games.marvel_united.ops import apply_in_place
from core.games.marvel_united.reference import REFERENCE
from core.games.marvel_united.screen import form, from_form, screen
from core.games.marvel_united.setup import library
from core.games.marvel_united.setup import new_state as _new_state
from core.games.marvel_united.view import view
from core.table.game import TableGame, register


def new_state(setup: Any) -> dict[str, Any]:
    """A game from the setup form's values, or from a setup as :mod:`.setup` takes it."""
    return _new_state(from_form(setup))


def moment(state: dict[str, Any]) -> str:
    turn = state["turn"]
    who = turn["who"]
    name = state["villain"]["name"] if who == "villain" else state["heroes"][who]["name"]
    return f"Cycle {turn['cycle']} · {name}'s turn"


GAME = register(
    TableGame(
        id="marvel-united",
        name="Marvel United: X-Men",
        players=(2, 4),
        summary="The villain, the Grand Plan countdown, the location ring with overflow, "
        "missions and the Storyline.",
        tracks=(
            "villain Health and location",
            "Grand Plan countdown",
            "Thugs and Civilians with overflow",
            "threats and missions",
            "turn cycle and shared symbols",
            "hero cards and action tokens",
        ),
        new_state=new_state,
        apply_in_place=apply_in_place,
        view=view,
        moment=moment,
        # 2: the box's eight heroes and locations offered, a number for each mission and its
        # correction, the box's token limits refused (a version 1 save replays as it did)
        rules_version=2,
        screen=screen,
        form=form,
        reference=REFERENCE,
        library=library,
    )
)
