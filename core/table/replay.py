"""Replaying a table session's log, shared by every door that saves one (any registered game's
``core.table.session`` and Mutant Insurrection's companion): the state is never stored, it is
replayed from the setup and the log, so undo is a shorter replay and can never change a roll.
A door brings its own envelope, versions and error types; the replay, the undo and redo and the
opening at the last state that replays are here, once.

>>> from core.table.live import GameRules
>>> def add(state, command):
...     state["n"] += int(command["by"])
...     return [f"+{command['by']}"]
>>> rules = GameRules(lambda setup: {"n": 0}, add, lambda s: "Now")
>>> s = {"setup": {}, "log": [], "redo": []}
>>> s, ev, run = advance(rules, s, replay_log(rules, {}, []), {"op": "add", "by": 2})
>>> run.state, ev
({'n': 2}, ['+2'])
>>> s, ev = undo(rules, s, ValueError); replay_log(rules, {}, s["log"]).state, ev
({'n': 0}, ['Undone: +2'])
>>> run, failed = replay_kept(rules, {}, [{"by": 1}, {"by": "x"}, {"by": 1}])
>>> run.state, failed[0]
({'n': 1}, 1)
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.table.live import ReadFields, Rules, logged

Session = dict[str, Any]
State = dict[str, Any]
Command = dict[str, Any]
Accept = Callable[[State, State], None]  # raises to refuse a tap: (before, after)

# What a command that no longer replays raises (a rules change, a damaged log).
REPLAY_ERRORS: tuple[type[Exception], ...] = (
    ValueError,
    KeyError,
    TypeError,
    AttributeError,
    IndexError,
)


@dataclass
class Replayed:
    """The state a session arrives at, with each command's events and the moment of the game
    it was made in (``"Round 2 · Threat"``), newest last."""

    state: State
    history: list[list[str]] = field(default_factory=list)
    moments: list[str] = field(default_factory=list)
    # What opening the save could not replay, said once to the player; else None.
    dropped: dict[str, Any] | None = None


def play(rules: Rules, run: Replayed, command: Command) -> list[str]:
    """Apply one command to ``run`` in place, noting its moment and events."""
    run.moments.append(rules.moment(run.state))
    events = rules.apply_in_place(run.state, copy.deepcopy(command))
    run.history.append(events)
    return events


def replay_log(rules: Rules, setup: Any, log: list[Command]) -> Replayed:
    """The state after the setup and every command of ``log``."""
    run = Replayed(rules.new_state(copy.deepcopy(setup)))
    for cmd in log:
        play(rules, run, cmd)
    return run


def _replay_into(rules: Rules, run: Replayed, log: list[Any]) -> tuple[int, Exception] | None:
    for n, cmd in enumerate(log):
        try:
            play(rules, run, cmd)
        except REPLAY_ERRORS as exc:
            return n, exc
    return None


def replay_kept(
    rules: Rules, setup: Any, log: list[Any]
) -> tuple[Replayed, tuple[int, Exception] | None]:
    """As much of ``log`` as still replays: the run at the last good state, and the index and
    error of the first command refused (``None`` when all replay). The setup must be readable
    (``rules.new_state`` raising is the caller's to report)."""
    run = Replayed(rules.new_state(copy.deepcopy(setup)))
    failed = _replay_into(rules, run, log)
    if failed is not None:  # a refused command may leave the state half-done: replay again
        run = Replayed(rules.new_state(copy.deepcopy(setup)))
        _replay_into(rules, run, log[: failed[0]])
    return run, failed


def redo_kept(rules: Rules, state: State, redo: list[Any]) -> tuple[list[Any], Exception | None]:
    """The part of a redo stack that still replays on top of ``state`` (newest undone last),
    and the error that stopped it, if any."""
    good: list[Any] = []
    state = copy.deepcopy(state)
    for cmd in reversed(redo):
        try:
            rules.apply_in_place(state, copy.deepcopy(cmd))
        except REPLAY_ERRORS as exc:
            good.reverse()
            return good, exc
        good.append(cmd)
    good.reverse()
    return good, None


def advance(
    rules: Rules, session: Session, run: Replayed, command: Command, accept: Accept | None = None
) -> tuple[Session, list[str], Replayed]:
    """Apply ``command`` on top of the log of ``session`` (already replayed into ``run``, which
    is not changed); a new command clears the redo stack. ``accept`` may refuse the result."""
    state = copy.deepcopy(run.state)
    read = ReadFields.of(copy.deepcopy(command))
    events = rules.apply_in_place(state, read)
    if accept is not None:
        accept(run.state, state)
    kept = logged(rules, run.state, command, read, state)
    new = {**session, "log": [*session["log"], kept], "redo": []}
    return (
        new,
        events,
        Replayed(state, [*run.history, events], [*run.moments, rules.moment(run.state)]),
    )


def undo(rules: Rules, session: Session, nothing: type[Exception]) -> tuple[Session, list[str]]:
    """Take back the newest command; it goes on the redo stack. The event says all it undid
    (``nothing``: the door's error when there is nothing to undo)."""
    if not session["log"]:
        raise nothing("Nothing to undo.")
    *rest, last = session["log"]
    undone = replay_log(rules, session["setup"], session["log"]).history[-1]
    back = {**session, "log": rest, "redo": [*session["redo"], last]}
    return back, ["Undone: " + " ".join(undone)]


def redo(rules: Rules, session: Session, nothing: type[Exception]) -> tuple[Session, list[str]]:
    """Do again the newest undone command (same rolls: chance is in the command)."""
    if not session["redo"]:
        raise nothing("Nothing to redo.")
    *rest, last = session["redo"]
    run = replay_log(rules, session["setup"], session["log"])
    events = play(rules, run, last)
    again = {**session, "log": [*session["log"], last], "redo": rest}
    return again, ["Redone: " + " ".join(events)]
