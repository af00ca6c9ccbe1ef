"""A table session kept open in the worker, so a tap or an undo costs the same at any length.

A save is still the setup plus the command log and the redo stack (:mod:`core.companion.session`),
and opening one still validates and replays it. What changes is what happens after: the state
stays here between calls, the page sends only the command, and an undo restores the nearest
checkpoint (one every :data:`CHECKPOINT_EVERY` commands, as the engine's own undo keeps) and
replays at most that many commands, instead of replaying the whole log.

Each change also returns a ``patch`` that tells the page how its copy of the save changes
(``{"log": [keep, added], "redo": [keep, added]}``: cut the list to ``keep`` items, then append
``added``), so the page never needs the whole session sent back on every tap.

>>> from core.companion.session import new_session
>>> live = LiveSession.open(new_session({"players": 2, "heroes": [{"name": "Storm"},
...                                      {"name": "Rogue"}], "seed": 3}))
>>> live.tap({"op": "threat", "delta": 2})
['Threat 4 → 6.']
>>> live.state["threat"], live.patch
(6, {'log': [0, [{'op': 'threat', 'delta': 2}]], 'redo': [0, []]})
>>> live.undo(), live.state["threat"]
(['Undone: Threat 4 → 6.'], 4)
>>> live.redo(), live.state["threat"], len(live.log)
(['Redone: Threat 4 → 6.'], 6, 1)
"""

from __future__ import annotations

import copy
from typing import Any

from core.companion.commands import apply, apply_in_place
from core.companion.errors import CompanionError
from core.companion.rules import moment
from core.companion.session import (
    HISTORY_LENGTH,
    KIND,
    SCHEMA_VERSION,
    Replayed,
    Session,
    State,
    open_session,
)
from core.companion.setup import new_state

Command = dict[str, Any]
Patch = dict[str, list[Any]]

# A checkpoint costs one copy of the state (a few kB); an undo replays fewer than this many.
CHECKPOINT_EVERY = 32


class LiveSession:
    """One open session: its log and redo stack, its current state and the checkpoints."""

    def __init__(self, session: Session, run: Replayed, every: int = CHECKPOINT_EVERY) -> None:
        self.setup: dict[str, Any] = session["setup"]
        self.log: list[Command] = list(session["log"])
        self.redo_stack: list[Command] = list(session["redo"])
        self.state: State = run.state
        self.history: list[list[str]] = run.history
        self.moments: list[str] = run.moments
        self.every = every
        self.patch: Patch = {"log": [len(self.log), []], "redo": [len(self.redo_stack), []]}
        self._checkpoints: dict[int, State] = {0: new_state(self.setup)}
        state = copy.deepcopy(self._checkpoints[0])
        for n, cmd in enumerate(self.log, start=1):  # already validated by open_session
            apply_in_place(state, cmd)
            if n % every == 0:
                self._checkpoints[n] = copy.deepcopy(state)

    @classmethod
    def open(cls, data: object, every: int = CHECKPOINT_EVERY) -> LiveSession:
        """Validate, migrate and replay a save (see :func:`open_session`), then keep it open."""
        session, run = open_session(data)
        return cls(session, run, every)

    # ---------------------------------------------------------------- changes

    def tap(self, command: Command) -> list[str]:
        """Apply one command; a refused command changes nothing (the state is copied first)."""
        before = moment(self.state)
        self.state, events = apply(self.state, command)
        logged = copy.deepcopy(command)
        self.patch = {"log": [len(self.log), [logged]], "redo": [0, []]}
        self.log.append(logged)
        self.redo_stack.clear()
        self._record(events, before)
        return events

    def undo(self) -> list[str]:
        """Take back the newest command; it goes on the redo stack."""
        if not self.log:
            raise CompanionError("Nothing to undo.")
        last = self.log.pop()
        self.patch = {"log": [len(self.log), []], "redo": [len(self.redo_stack), [last]]}
        self.redo_stack.append(last)
        undone = self.history.pop()
        self.moments.pop()
        self.state = self._state_at(len(self.log))
        return ["Undone: " + " ".join(undone)]

    def redo(self) -> list[str]:
        """Do again the newest undone command (same dice: its seed is in the command)."""
        if not self.redo_stack:
            raise CompanionError("Nothing to redo.")
        before = moment(self.state)
        self.state, events = apply(self.state, self.redo_stack[-1])
        cmd = self.redo_stack.pop()
        self.patch = {"log": [len(self.log), [cmd]], "redo": [len(self.redo_stack), []]}
        self.log.append(cmd)
        self._record(events, before)
        return ["Redone: " + " ".join(events)]

    def _record(self, events: list[str], before: str) -> None:
        self.history.append(events)
        self.moments.append(before)
        n = len(self.log)
        if n % self.every == 0:
            self._checkpoints[n] = copy.deepcopy(self.state)

    def _state_at(self, n: int) -> State:
        """The state after the first ``n`` commands: nearest checkpoint, then a short replay."""
        for k in [k for k in self._checkpoints if k > n]:
            del self._checkpoints[k]
        k = max(self._checkpoints)
        state = copy.deepcopy(self._checkpoints[k])
        for cmd in self.log[k:n]:
            apply_in_place(state, cmd)
        return state

    # ---------------------------------------------------------------- what callers read

    def session(self) -> Session:
        """The save as it stands (what :mod:`core.companion.session` would hold)."""
        return {
            "schema_version": SCHEMA_VERSION,
            "kind": KIND,
            "setup": self.setup,
            "log": list(self.log),
            "redo": list(self.redo_stack),
        }

    def recent(self) -> tuple[Session, Replayed]:
        """What :func:`core.companion.view.build` needs, without copying the whole log: the
        undo/redo flags and the last :data:`HISTORY_LENGTH` entries of the history."""
        flags = {"log": self.log[-1:], "redo": self.redo_stack[-1:]}
        keep = HISTORY_LENGTH
        return flags, Replayed(self.state, self.history[-keep:], self.moments[-keep:])
