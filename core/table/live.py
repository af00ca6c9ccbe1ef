"""A session kept open between calls, so a tap or an undo costs the same at any length.

Shared machinery for any game whose session is a setup plus a command log (Mutant
Insurrection's companion, :mod:`core.games.mutant_insurrection.companion.live`, and any
:class:`~core.table.game.TableGame`,
which has the three functions :class:`Rules` asks for). The save is unchanged; what changes is
that the state stays in memory after the save is opened, and an undo restores the nearest
checkpoint (one every :data:`CHECKPOINT_EVERY` commands) and replays fewer than that many
commands, instead of replaying the whole log.

Each change leaves a :attr:`LiveSession.patch` that says how a copy of the save's two lists
changes (``{"log": [keep, added], "redo": [keep, added]}``: cut the list to ``keep`` items, then
append ``added``), so a caller holding a copy never needs the whole session sent back.

>>> def add(state, command):
...     state["n"] += command["by"]
...     return [f"+{command['by']}"]
>>> rules = GameRules(lambda setup: {"n": 0}, add, lambda state: "Now")
>>> live = LiveSession(rules, {}, [], [], state={"n": 0}, history=[], moments=[])
>>> live.tap({"op": "add", "by": 2}), live.state, live.patch
(['+2'], {'n': 2}, {'log': [0, [{'op': 'add', 'by': 2}]], 'redo': [0, []]})
>>> live.undo(), live.state, live.redo(), live.state
(['Undone: +2'], {'n': 0}, ['Redone: +2'], {'n': 2})
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

State = dict[str, Any]
Command = dict[str, Any]
Patch = dict[str, list[Any]]

# A checkpoint costs one copy of the state (a few kB); an undo replays fewer than this many.
CHECKPOINT_EVERY = 32


class Rules(Protocol):
    """What a live session needs of a game: its start, one command, and where the game is."""

    @property
    def new_state(self) -> Callable[[Any], State]: ...

    @property
    def apply_in_place(self) -> Callable[[State, Command], list[str]]: ...

    @property
    def moment(self) -> Callable[[State], str]: ...


class ReadFields(dict[str, Any]):
    """A command that notes which of its fields the rules read."""

    def __init__(self, data: Command) -> None:
        super().__init__(data)
        self.read = {"op", "at"}

    @classmethod
    def of(cls, command: Any) -> Any:
        """``command`` watched, if it is an object at all (the rules refuse anything else)."""
        return cls(command) if isinstance(command, dict) else command

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key: object) -> bool:
        self.read.add(str(key))
        return super().__contains__(key)


def logged(rules: Rules, before: State, command: Command, read: Any, after: State) -> Command:
    """What goes into the log: the command without fields the rules never read (a junk field
    never lands in a save), checked to replay to the very same state; else as it came."""
    if not isinstance(read, ReadFields):
        return copy.deepcopy(command)
    kept = {k: copy.deepcopy(v) for k, v in command.items() if k in read.read}
    if len(kept) == len(command):
        return copy.deepcopy(command)
    again = copy.deepcopy(before)
    try:
        rules.apply_in_place(again, copy.deepcopy(kept))
    except Exception:
        return copy.deepcopy(command)
    return kept if again == after else copy.deepcopy(command)


def upgraded(given: Any, opened: dict[str, Any]) -> bool:
    """Whether opening a save changed its envelope (format, rules version, game name: an
    older build's save), so the page must store the opened copy, not the one it sent."""
    if not isinstance(given, dict):
        return True
    keys = (set(given) | set(opened)) - {"log", "redo"}
    return any(given.get(k) != opened.get(k) for k in keys)


class LiveSession:
    """One open session: its log and redo stack, its current state and the checkpoints.

    ``state``, ``history`` and ``moments`` are what replaying ``log`` from ``setup`` gave (the
    caller has just validated the save that way); they are taken over, not copied.
    """

    def __init__(
        self,
        rules: Rules,
        setup: Any,
        log: list[Command],
        redo: list[Command],
        *,
        state: State,
        history: list[list[str]],
        moments: list[str],
        every: int = CHECKPOINT_EVERY,
    ) -> None:
        self.rules = rules
        self.setup = setup
        self.log = list(log)
        self.redo_stack = list(redo)
        self.state = state
        self.history = history
        self.moments = moments
        self.every = every
        self.patch: Patch = {"log": [len(self.log), []], "redo": [len(self.redo_stack), []]}
        self._checkpoints: dict[int, State] = {0: rules.new_state(copy.deepcopy(setup))}
        replayed = copy.deepcopy(self._checkpoints[0])
        for n, cmd in enumerate(self.log, start=1):  # already validated by the caller
            rules.apply_in_place(replayed, copy.deepcopy(cmd))
            if n % every == 0:
                self._checkpoints[n] = copy.deepcopy(replayed)

    def tap(self, command: Command) -> list[str]:
        """Apply one command; a refused one changes nothing (it is applied to a copy)."""
        before = self.rules.moment(self.state)
        new = copy.deepcopy(self.state)
        read = ReadFields.of(copy.deepcopy(command))
        events = self.rules.apply_in_place(new, read)
        self.accept(self.state, new, command)
        kept = logged(self.rules, self.state, command, read, new)
        self.state = new
        self.patch = {"log": [len(self.log), [kept]], "redo": [0, []]}
        self.log.append(kept)
        self.redo_stack.clear()
        self._record(events, before)
        return events

    def accept(self, before: State, after: State, command: Command) -> None:
        """Refuse a new tap by raising (nothing is recorded); a game may refuse, say, taps
        that change nothing. Replays and redos are never refused."""

    def undo(self, nothing: type[Exception] = ValueError) -> list[str]:
        """Take back the newest command; it goes on the redo stack (``nothing``: the error
        raised when there is nothing to undo, the game's own)."""
        if not self.log:
            raise nothing("Nothing to undo.")
        last = self.log.pop()
        self.patch = {"log": [len(self.log), []], "redo": [len(self.redo_stack), [last]]}
        self.redo_stack.append(last)
        undone = self.history.pop()
        self.moments.pop()
        self.state = self._state_at(len(self.log))
        return ["Undone: " + " ".join(undone)]

    def redo(self, nothing: type[Exception] = ValueError) -> list[str]:
        """Do again the newest undone command (same rolls: chance is in the command)."""
        if not self.redo_stack:
            raise nothing("Nothing to redo.")
        before = self.rules.moment(self.state)
        new = copy.deepcopy(self.state)
        events = self.rules.apply_in_place(new, copy.deepcopy(self.redo_stack[-1]))
        self.state = new
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
            self.rules.apply_in_place(state, copy.deepcopy(cmd))
        return state


@dataclass(frozen=True)
class GameRules:
    """The three functions, for a game that is not (yet) a registered ``TableGame``."""

    new_state: Callable[[Any], State]
    apply_in_place: Callable[[State, Command], list[str]]
    moment: Callable[[State], str]
