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

from core.games.mutant_insurrection.companion.commands import apply, apply_in_place
from core.games.mutant_insurrection.companion.errors import (
    CompanionError,
    CorruptSaveError,
    SaveVersionError,
)
from core.games.mutant_insurrection.companion.rules import moment
from core.games.mutant_insurrection.companion.setup import new_state

SCHEMA_VERSION = 1
KIND = "companion-session"
HISTORY_LENGTH = 20

Session = dict[str, Any]
State = dict[str, Any]


@dataclass
class Replayed:
    """The state a session arrives at, with each command's events and the moment of the game
    it was made in (``"Round 2 · Threat"``), newest last."""

    state: State
    history: list[list[str]] = field(default_factory=list)
    moments: list[str] = field(default_factory=list)


def new_session(setup: dict[str, Any]) -> Session:
    """Start a session; the setup is validated at once."""
    setup = copy.deepcopy(setup)
    new_state(setup)
    return {"schema_version": SCHEMA_VERSION, "kind": KIND, "setup": setup, "log": [], "redo": []}


def replay(session: Session) -> Replayed:
    """The state after the setup and every command of the log."""
    state = new_state(session["setup"])
    out = Replayed(state)
    for cmd in session["log"]:
        out.moments.append(moment(out.state))
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
    return new, events, Replayed(state, [*run.history, events], [*run.moments, moment(run.state)])


def undo(session: Session) -> tuple[Session, list[str]]:
    """Take back the newest command; it goes on the redo stack. The event says all it undid."""
    if not session["log"]:
        raise CompanionError("Nothing to undo.")
    *rest, last = session["log"]
    undone = replay(session).history[-1]
    back = {**session, "log": rest, "redo": [*session["redo"], last]}
    return back, ["Undone: " + " ".join(undone)]


def redo(session: Session) -> tuple[Session, list[str]]:
    """Do again the newest undone command (same dice: its seed is in the command)."""
    if not session["redo"]:
        raise CompanionError("Nothing to redo.")
    *rest, last = session["redo"]
    _, events = apply(replay(session).state, last)
    again = {**session, "log": [*session["log"], last], "redo": rest}
    return again, ["Redone: " + " ".join(events)]


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
            raise CorruptSaveError(f"This save is damaged: its {key} list is missing.")
    session: Session = {
        "schema_version": SCHEMA_VERSION,
        "kind": KIND,
        "setup": data.get("setup"),
        "log": data["log"],
        "redo": data["redo"],
    }
    try:
        run = Replayed(new_state(session["setup"]))
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise CorruptSaveError(f"This save is damaged: its setup cannot be read ({exc}).") from exc
    changes = [*session["log"], *reversed(session["redo"])]  # the redo stack must replay too
    state = run.state
    for n, cmd in enumerate(changes, start=1):
        try:
            if n <= len(session["log"]):
                run.moments.append(moment(state))
                run.history.append(apply_in_place(state, cmd))
            else:
                state, _ = apply(state, cmd)
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            raise CorruptSaveError(
                f"This save is damaged: change {n} of {len(changes)} cannot be replayed ({exc})."
            ) from exc
    return session, run
