"""A table session as saved: the setup, every command since, and the redo stack.

The state is never stored; it is replayed from the setup and the log, so undo is a shorter
replay and can never change a die (each roll's seed is in its command). The save format is
versioned; a save from a newer app is refused with a message, an older one is migrated.

>>> s = new_session({"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")],
...                  "difficulty": "normal", "seed": 9})
>>> s, ev = perform(s, {"op": "threat", "delta": 2})
>>> replay(s).state["threat"], ev
(6, ['Threat 4 → 6.'])
>>> s, ev = undo(s); replay(s).state["threat"], ev
(4, ['Undone: Threat 4 → 6.'])
>>> s, ev = redo(s); replay(s).state["threat"]
6
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from core.companion.commands import apply, apply_in_place
from core.companion.errors import CompanionError, CorruptSaveError, SaveVersionError
from core.companion.setup import new_state

SCHEMA_VERSION = 1
KIND = "companion-session"
HISTORY_LENGTH = 12

Session = dict[str, Any]
State = dict[str, Any]


@dataclass
class Replayed:
    """The state a session arrives at, with each command's events (newest last)."""

    state: State
    history: list[list[str]] = field(default_factory=list)


def new_session(setup: dict[str, Any]) -> Session:
    """Start a session; the setup is validated at once."""
    setup = copy.deepcopy(setup)
    new_state(setup)
    return {"schema_version": SCHEMA_VERSION, "kind": KIND, "setup": setup, "log": [], "redo": []}


def replay(session: Session) -> Replayed:
    state = new_state(session["setup"])
    out = Replayed(state)
    for cmd in session["log"]:
        out.history.append(apply_in_place(out.state, cmd))
    return out


def perform(session: Session, command: dict[str, Any]) -> tuple[Session, list[str]]:
    """Apply a command on top of the log; a new command clears the redo stack."""
    new, events, _ = advance(session, replay(session), command)
    return new, events


def advance(
    session: Session, run: Replayed, command: dict[str, Any]
) -> tuple[Session, list[str], Replayed]:
    """:func:`perform` for a session already replayed into ``run`` (one replay per tap)."""
    state, events = apply(run.state, command)
    logged = copy.deepcopy(command)
    new = {**session, "log": [*session["log"], logged], "redo": []}
    return new, events, Replayed(state, [*run.history, events])


def undo(session: Session) -> tuple[Session, list[str]]:
    if not session["log"]:
        raise CompanionError("Nothing to undo.")
    *rest, last = session["log"]
    undone = replay({**session, "log": [*rest, last]}).history[-1]
    return {**session, "log": rest, "redo": [*session["redo"], last]}, [f"Undone: {undone[0]}"]


def redo(session: Session) -> tuple[Session, list[str]]:
    if not session["redo"]:
        raise CompanionError("Nothing to redo.")
    *rest, last = session["redo"]
    _, events = apply(replay(session).state, last)
    return {**session, "log": [*session["log"], last], "redo": rest}, [f"Redone: {events[0]}"]


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Step an older save up to :data:`SCHEMA_VERSION` (version 1 is the first; nothing yet)."""
    return data


def load(data: object) -> Session:
    """Check a save from storage or a file and replay it; refuse newer or broken saves."""
    return open_session(data)[0]


def open_session(data: object) -> tuple[Session, Replayed]:
    """:func:`load`, also handing back the replayed state so callers need not replay again."""
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise CorruptSaveError("This is not a table session save.")
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveVersionError("This save has no valid format version.")
    if version > SCHEMA_VERSION:
        raise SaveVersionError(
            f"This save was made by a newer version of the app (format {version}; this app "
            f"reads up to {SCHEMA_VERSION}). Update the app to open it."
        )
    data = _migrate(data)
    for key in ("log", "redo"):
        if not isinstance(data.get(key), list):
            raise CorruptSaveError(f"The save's {key} is missing.")
    session: Session = {
        "schema_version": SCHEMA_VERSION,
        "kind": KIND,
        "setup": data.get("setup"),
        "log": data["log"],
        "redo": data["redo"],
    }
    try:
        run = replay(session)
        state = run.state
        for cmd in reversed(session["redo"]):  # the redo stack must replay too
            state, _ = apply(state, cmd)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise CorruptSaveError(f"The save does not replay: {exc}") from exc
    return session, run
