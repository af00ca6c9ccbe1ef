"""The contract between the shared machinery and one game's companion.

A game's package (``core/games/<id>/``) builds one :class:`TableGame` and registers it. Its
state is plain JSON-able data; a command is a small dict with an ``"op"``; applying a command
changes the state in place and returns the events (short sentences for the history and the
toasts), or raises :class:`~core.table.errors.CommandError` having changed nothing a player
could see (the session replays from its log, so a refused command's half-changed copy is
thrown away). Chance comes in the command (a seed or the faces rolled), so a replay is exact.

>>> counter = TableGame(
...     id="counter", name="Counter", players=(1, 4), summary="A number that goes up.",
...     tracks=("the count",),
...     new_state=lambda setup: {"n": int(setup.get("start", 0))},
...     apply_in_place=lambda s, c: _bump(s, c),
...     view=lambda s: {"n": s["n"]},
...     moment=lambda s: f"Count {s['n']}",
... )
>>> s = counter.new_state({"start": 2}); counter.apply_in_place(s, {"op": "bump"}), s
(['Count 2 → 3.'], {'n': 3})
>>> _ = register(counter); get("counter").name
'Counter'
>>> del GAMES["counter"]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.table.errors import CommandError

State = dict[str, Any]
Command = dict[str, Any]
Json = Any


@dataclass(frozen=True)
class TableGame:
    """One game's companion, as the session, the bridge and the home screen see it."""

    id: str  # stable: it is written into every save ("insurrection", "xmen-tcg", ...)
    name: str
    players: tuple[int, int]  # the fewest and most players the companion accepts
    summary: str  # one line for the game picker
    tracks: tuple[str, ...]  # what the companion keeps track of, for the game picker
    new_state: Callable[[Json], State]  # raises SetupError with a sentence
    apply_in_place: Callable[[State, Command], list[str]]  # raises CommandError
    view: Callable[[State], Json]  # everything the screen draws, precomputed
    moment: Callable[[State], str]  # "Round 2 · Threat": where a change happened
    # Bump when a change of the game's rules can make an older log replay differently; saves
    # record it, and one from a newer app is refused.
    rules_version: int = 1
    # What the generic web screen draws (core.table.screen): the screen of a state, the setup
    # form, and the rules reference as ({"title", "paragraphs"}, ...) in our own words.
    screen: Callable[[State], Json] | None = None
    form: Callable[[], Json] | None = None
    reference: tuple[Json, ...] = ()
    # What the session has learnt that the device keeps for the next game, as
    # ``{kind: {name: record}}`` (see :mod:`core.table.library`); the device's library comes
    # back in the next setup as ``setup["library"]``.
    library: Callable[[State], Json] | None = None


GAMES: dict[str, TableGame] = {}


def register(game: TableGame) -> TableGame:
    """Make ``game`` known to sessions, the bridge and the game picker."""
    GAMES[game.id] = game
    return game


def get(game_id: object) -> TableGame:
    """The registered game called ``game_id``, or a clear error."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise CommandError(f"This app does not know the game {game_id!r}.")
    return GAMES[game_id]


def _bump(state: State, command: Command) -> list[str]:
    if command.get("op") != "bump":
        raise CommandError("Unknown command.")
    state["n"] += 1
    return [f"Count {state['n'] - 1} → {state['n']}."]
