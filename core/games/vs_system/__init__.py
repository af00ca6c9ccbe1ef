"""Vs System 2PCG at the table: a "life counter plus" for the physical card game (game id
``"vs-system"``), following the Vs System 2PCG comprehensive rules v5.1.

It tracks what the players would otherwise track with dice and paper (levels and XP, wounds,
counters, stuns, rows, resources and recruit points, hand and deck counts, the turn's phases),
works out combats and answers "who may attack whom". It does not enforce the cards: there is
no card data, and the reasons a rules-enforcing digital version is out of scope are in
:mod:`core.games.vs_system.reference`.

>>> from core.table.game import get
>>> game = get("vs-system")
>>> s = game.new_state({"first": 0, "players": [
...     {"name": "Ana", "main": {"name": "Loki", "levels": [{"health": 6, "atk": 1, "def": 6}]}},
...     {"name": "Ben", "main": {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}}]})
>>> game.moment(s)
'Turn 1 · Ana · Draw Phase'
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system import commands
from core.games.vs_system.form import form, from_form
from core.games.vs_system.library import KIND
from core.games.vs_system.reference import SECTIONS
from core.games.vs_system.screen import screen
from core.games.vs_system.setup import new_state as _new_state
from core.games.vs_system.view import moment, view
from core.table.game import TableGame, register


def library(state: dict[str, Any]) -> dict[str, Any]:
    """What the device keeps: the characters it gave this game plus every one typed in it
    (Main Characters at setup, Supporting Characters when recruited), newest last."""
    return {KIND: dict(state.get("library", {}))}


def new_state(setup: Any) -> dict[str, Any]:
    """A table from the setup form's values, or from a setup as :mod:`.setup` takes it."""
    return _new_state(from_form(setup))


GAME = register(
    TableGame(
        id="vs-system",
        name="Vs System 2PCG",
        players=(2, 4),
        summary="Life counter plus: levels and XP, wounds and stuns, recruit points, a combat "
        "calculator and who may attack whom.",
        tracks=(
            "Main Character levels and XP",
            "wounds and counters",
            "stuns and rows",
            "resources and recruit points",
            "hand and deck",
            "turn phases",
            "combat",
        ),
        new_state=new_state,
        apply_in_place=commands.apply_in_place,
        view=view,
        moment=moment,
        reference=SECTIONS,
        screen=screen,
        form=form,
        library=library,
    )
)
