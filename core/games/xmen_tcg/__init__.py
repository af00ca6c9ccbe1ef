"""The X-Men Trading Card Game (Wizards of the Coast, 2000) at the table: the Danger Room and
its Keeper, the turn's steps and their guards, the 4-by-2 damage matrix, both attack
calculators, the hit-chart roller with exact odds, and the win and deck checks.

>>> from core.table.game import get
>>> g = get("xmen-tcg"); g.name, g.players
('X-Men Trading Card Game', (2, 2))
>>> from core.games.xmen_tcg.setup import example_form
>>> s = g.new_state(example_form()); g.apply_in_place(s, {"op": "danger_up"}), g.moment(s)
(['Danger Room: Start → level 1.'], 'Turn 1 · Bea · level 1')
"""

from __future__ import annotations

from core.games.xmen_tcg import ops_attack, ops_cards, ops_edit, ops_turn  # noqa: F401
from core.games.xmen_tcg.ops_turn import level_name
from core.games.xmen_tcg.reference import SECTIONS
from core.games.xmen_tcg.registry import State, apply_in_place
from core.games.xmen_tcg.remembered import learnt
from core.games.xmen_tcg.roster import GAME_ID, PLAYERS
from core.games.xmen_tcg.screen import form, screen
from core.games.xmen_tcg.setup import new_state
from core.games.xmen_tcg.view import view
from core.table.game import TableGame, register


def moment(state: State) -> str:
    """Where a change happened, for the history: turn, player, Danger Room."""
    who = state["players"][state["active"]]["name"]
    return f"Turn {state['turn']} · {who} · {level_name(state['level'])}"


GAME = register(
    TableGame(
        id=GAME_ID,
        name="X-Men Trading Card Game",
        players=(PLAYERS, PLAYERS),
        summary="Danger Room, villain damage, attack dice and their exact odds.",
        tracks=(
            "the Danger Room and its Keeper",
            "the turn's steps",
            "damage on Villains by player",
            "X-Men damage, tapping and Power-Ups",
            "hand and deck",
            "attacks and dice odds",
        ),
        new_state=new_state,
        apply_in_place=apply_in_place,
        view=view,
        moment=moment,
        screen=screen,
        form=form,
        reference=SECTIONS,
        library=learnt,
    )
)
