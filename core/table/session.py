"""A table session of any game, as saved: the game's id, its setup, every command since and the
redo stack. The state is never stored; it is replayed from the setup and the log, so undo is a
shorter replay and can never change a roll (chance is in the commands).

The replay itself (undo, redo, opening at the last good state) is :mod:`core.table.replay`,
shared with Mutant Insurrection's companion. Saves are versioned twice: :data:`SCHEMA_VERSION`
for the shape of this envelope, and the game's own ``rules_version`` for what its commands mean.
A save from a newer app is refused with a sentence; a command that no longer replays (a damaged
log, or rules changed since) opens the session at the last state that does and says what was
dropped.

>>> from core.table.game import TableGame, register, GAMES
>>> _ = register(TableGame(
...     id="tally", name="Tally", players=(1, 9), summary="", tracks=(),
...     new_state=lambda setup: {"n": 0},
...     apply_in_place=lambda s, c: [s.update(n=s["n"] + c["by"]) or f"+{c['by']}"],
...     view=lambda s: s, moment=lambda s: "Now"))
>>> s = new_session("tally", {})
>>> s, ev, run = perform(s, {"op": "add", "by": 2}); run.state, ev
({'n': 2}, ['+2'])
>>> s, ev = undo(s); replay(s).state, ev
({'n': 0}, ['Undone: +2'])
>>> s, ev = redo(s); open_session(s)[1].state
{'n': 2}
>>> del GAMES["tally"]
"""

from __future__ import annotations

import copy
from typing import Any

from core.errors import opened_through_one_door
from core.table.errors import CommandError, CorruptSaveError, SaveVersionError, TableError
from core.table.game import TableGame, get
from core.table.replay import REPLAY_ERRORS, Replayed, advance, replay_kept, replay_log
from core.table.replay import redo as replay_redo
from core.table.replay import undo as replay_undo

__all__ = [
    "KIND",
    "SCHEMA_VERSION",
    "Replayed",
    "new_session",
    "open_session",
    "perform",
    "redo",
    "replay",
    "undo",
]

SCHEMA_VERSION = 1
KIND = "table-session"

Session = dict[str, Any]
State = dict[str, Any]
Command = dict[str, Any]


def new_session(game_id: str, setup: Any) -> Session:
    """Start a session of ``game_id``; the setup is checked at once (``SetupError``)."""
    game = get(game_id)
    setup = copy.deepcopy(setup)
    game.new_state(setup)
    return _envelope(game, setup, [], [])


def _envelope(game: TableGame, setup: Any, log: list[Any], redo: list[Any]) -> Session:
    return {
        "schema_version": SCHEMA_VERSION,
        "kind": KIND,
        "game": game.id,
        "rules_version": game.rules_version,
        "setup": setup,
        "log": log,
        "redo": redo,
    }


def replay(session: Session) -> Replayed:
    """The state after the setup and every command of the log."""
    return replay_log(get(session["game"]), session["setup"], session["log"])


def perform(
    session: Session, command: Command, run: Replayed | None = None
) -> tuple[Session, list[str], Replayed]:
    """Apply ``command`` on top of the log (a new command clears the redo stack). ``run`` is
    the session already replayed, if the caller has it; it is not changed."""
    game = get(session["game"])
    if not isinstance(command, dict) or not isinstance(command.get("op"), str):
        raise CommandError("A command names what to do.")
    return advance(game, session, replay(session) if run is None else run, command)


def undo(session: Session) -> tuple[Session, list[str]]:
    """Take back the newest command; it goes on the redo stack."""
    return replay_undo(get(session["game"]), session, CommandError)


def redo(session: Session) -> tuple[Session, list[str]]:
    """Do again the newest undone command (same rolls: chance is in the command)."""
    return replay_redo(get(session["game"]), session, CommandError)


def open_session(data: object) -> tuple[Session, Replayed]:
    """Check a save from storage or a file and replay it. A save that cannot be opened at all
    raises :class:`CorruptSaveError` or :class:`SaveVersionError` with a sentence; a command
    that no longer replays opens the session just before it, ``Replayed.dropped`` saying so."""
    return opened_through_one_door(
        lambda: _open(data),
        CorruptSaveError,
        "a table session",
        keep=(CorruptSaveError, SaveVersionError),
    )


def _whole(value: object) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return None


def _open(data: object) -> tuple[Session, Replayed]:
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise CorruptSaveError("This is not a table session save.")
    version = _whole(data.get("schema_version"))
    if version is None or version < 1:
        raise SaveVersionError("This save has no valid format version.")
    if version > SCHEMA_VERSION:
        raise SaveVersionError(
            f"This save was made by a newer version of the app (format {version}; this app "
            f"reads up to {SCHEMA_VERSION}). Update the app to open it."
        )
    try:
        game = get(data.get("game"))
    except TableError:
        raise CorruptSaveError(
            f"This save is of a game this app does not know ({data.get('game')!r})."
        ) from None
    rules = _whole(data.get("rules_version"))
    if rules is None:
        raise SaveVersionError("This save's rules version is not a whole number.")
    if rules > game.rules_version:
        raise SaveVersionError(
            f"This {game.name} save was made by a newer version of the app (rules {rules}; "
            f"this app plays up to {game.rules_version}). Update the app to open it."
        )
    log, redo = data.get("log"), data.get("redo")
    if not isinstance(log, list) or not isinstance(redo, list):
        raise CorruptSaveError("This save is damaged: its list of changes is missing.")
    setup = data.get("setup")
    try:
        game.new_state(copy.deepcopy(setup))
    except REPLAY_ERRORS as exc:
        raise CorruptSaveError(f"This save is damaged: its setup cannot be read ({exc}).") from None
    run, failure = replay_kept(game, setup, log)
    failed = None if failure is None else (failure[0], str(failure[1]))
    kept = log if failed is None else log[: failed[0]]
    session = _envelope(game, setup, list(kept), list(redo) if failed is None else [])
    if failed is not None:
        run.dropped = {
            "at": failed[0] + 1,
            "of": len(log),
            "reason": failed[1],
            "message": (
                f"Change {failed[0] + 1} of {len(log)} could not be replayed ({failed[1]}); "
                f"the session opens just before it, and {len(log) - failed[0]} change(s) "
                "were left out."
            ),
        }
    return session, run
