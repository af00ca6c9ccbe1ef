"""A score pad for any game at the table: players, points by round, totals and the leader, with
an optional target score that ends the game. The smallest real game of the framework: every
other companion is built the same way.

>>> from core.table.game import get
>>> pad = get("score-pad")
>>> s = pad.new_state({"players": [{"name": "Ana"}, {"name": "Ben"}], "target": 10})
>>> pad.apply_in_place(s, {"op": "points", "player": 1, "points": 12})
['Ben scores 12 (total 12).', 'Ben reaches 10 and wins.']
>>> pad.view(s)["winner"]
'Ben'
"""

from __future__ import annotations

from core.games.score_pad.pad import apply_in_place, moment, new_state, view
from core.games.score_pad.screen import REFERENCE, form, screen
from core.table.game import TableGame, register

GAME = register(
    TableGame(
        id="score-pad",
        name="Score pad",
        players=(1, 8),
        summary="Points by round for any game: totals, the leader and a target score.",
        tracks=("points by round", "totals", "the leader"),
        new_state=new_state,
        apply_in_place=apply_in_place,
        view=view,
        moment=moment,
        screen=screen,
        form=form,
        reference=REFERENCE,
    )
)
