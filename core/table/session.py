"""A table session of any game, as saved: the game's id, its setup, every command since and the
redo stack. The state is never stored; it is replayed from the setup and the log, so undo is a
shorter replay and can never change a roll (chance is in the commands).

Saves are versioned twice: :data:`SCHEMA_VERSION` for the shape of this envelope, and the game's
own ``rules_version`` for what its commands mean. A save from a newer app is refused with a
sentence; a command that no longer replays (a damaged log, or rules changed since) opens the
session at the last state that does and says what was dropped.

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
from dataclasses import dataclass, field
from typing import Any

from core.table.errors import CommandError, CorruptSaveError, SaveVersionError, TableError
from core.table.game import TableGame, get

SCHEMA_VERSION = 1
KIND = "table-session"

Session = dict[str, Any]
State = dict[str, Any]
Command = dict[str, Any]


@dataclass
class Replayed:
    """The state a session arrives at, each command's events and the moment it was made in."""

    state: State
    history: list[list[str]] = field(default_factory=list)
    moments: list[str] = field(default_factory=list)
    # What opening the save could not replay (see :func:`open_session`), else None.
    dropped: dict[str, Any] | None = None


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


def _play(game: TableGame, run: Replayed, command: Command) -> list[str]:
    run.moments.append(game.moment(run.state))
    events = game.apply_in_place(run.state, command)
    run.history.append(events)
    return events


def replay(session: Session) -> Replayed:
    """The state after the setup and every command of the log."""
    game = get(session["game"])
    run = Replayed(game.new_state(copy.deepcopy(session["setup"])))
    for cmd in session["log"]:
        _play(game, run, cmd)
    return run


def perform(
    session: Session, command: Command, run: Replayed | None = None
) -> tuple[Session, list[str], Replayed]:
    """Apply ``command`` on top of the log (a new command clears the redo stack). ``run`` is
    the session already replayed, if the caller has it; it is not changed."""
    game = get(session["game"])
    if not isinstance(command, dict) or not isinstance(command.get("op"), str):
        raise CommandError("A command names what to do.")
    base = replay(session) if run is None else run
    after = Replayed(copy.deepcopy(base.state), list(base.history), list(base.moments))
    events = _play(game, after, copy.deepcopy(command))
    new = {**session, "log": [*session["log"], copy.deepcopy(command)], "redo": []}
    return new, events, after


def undo(session: Session) -> tuple[Session, list[str]]:
    """Take back the newest command; it goes on the redo stack."""
    if not session["log"]:
        raise CommandError("Nothing to undo.")
    *rest, last = session["log"]
    undone = replay(session).history[-1]
    back = {**session, "log": rest, "redo": [*session["redo"], last]}
    return back, ["Undone: " + " ".join(undone)]


def redo(session: Session) -> tuple[Session, list[str]]:
    """Do again the newest undone command (same rolls: chance is in the command)."""
    if not session["redo"]:
        raise CommandError("Nothing to redo.")
    *rest, last = session["redo"]
    again, events, _ = perform({**session, "redo": rest}, last)
    return {**again, "redo": rest}, ["Redone: " + " ".join(events)]


def open_session(data: object) -> tuple[Session, Replayed]:
    """Check a save from storage or a file and replay it. A save that cannot be opened at all
    raises :class:`CorruptSaveError` or :class:`SaveVersionError` with a sentence; a command
    that no longer replays opens the session just before it, ``Replayed.dropped`` saying so."""
    try:
        return _open(data)
    except (CorruptSaveError, SaveVersionError):
        raise
    except RecursionError:
        raise CorruptSaveError("This save is nested too deeply to be a table session.") from None
    except Exception as exc:  # one door, one error type, whatever the damage
        raise CorruptSaveError(f"This save is damaged and cannot be opened ({exc}).") from None


def _whole(value: object) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return None


def _replay_into(game: TableGame, run: Replayed, log: list[Any]) -> tuple[int, str] | None:
    """Play ``log`` into ``run``; the index and reason of the first command refused, if any."""
    for n, cmd in enumerate(log):
        try:
            _play(game, run, copy.deepcopy(cmd))
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            return n, str(exc)
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
        run = Replayed(game.new_state(copy.deepcopy(setup)))
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise CorruptSaveError(f"This save is damaged: its setup cannot be read ({exc}).") from None
    failed = _replay_into(game, run, log)
    if failed is not None:  # a refused command may leave the state half-done: replay again
        run = Replayed(game.new_state(copy.deepcopy(setup)))
        _replay_into(game, run, log[: failed[0]])
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
