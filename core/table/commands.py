"""A game's command registry: each op is one function that changes the state in place and
returns its events; :meth:`Commands.run` refuses anything that is not a known command, and
everything but the ops listed in ``after_end`` once ``over`` says the game has ended.

>>> cmds = Commands(over=lambda s: "The game is over." if s["n"] >= 2 else None)
>>> @cmds.op("bump")
... def _bump(state, cmd):
...     state["n"] += 1
...     return [f"n = {state['n']}"]
>>> s = {"n": 1}; cmds.run(s, {"op": "bump"})
['n = 2']
>>> cmds.run(s, {"op": "bump"})
Traceback (most recent call last):
...
core.table.errors.CommandError: The game is over.
>>> cmds.run(s, {"op": "fly"})
Traceback (most recent call last):
...
core.table.errors.CommandError: Unknown command.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from core.table.errors import CommandError

State = dict[str, Any]
Command = dict[str, Any]
Handler = Callable[[State, Command], list[str]]


class Commands:
    """The ops of one game, by name."""

    def __init__(
        self,
        *,
        over: Callable[[State], str | None] | None = None,
        after_end: Iterable[str] = (),
        unknown: str = "Unknown command.",  # may name the op: "... {op!r}"
    ) -> None:
        self.handlers: dict[str, Handler] = {}
        self.over = over
        self.after_end = frozenset(after_end)
        self.unknown = unknown

    def op(self, name: str) -> Callable[[Handler], Handler]:
        """Register the function that performs ``{"op": name, ...}``."""

        def register(fn: Handler) -> Handler:
            self.handlers[name] = fn
            return fn

        return register

    def run(self, state: State, command: object) -> list[str]:
        """Perform one command on ``state``; its events, or :class:`CommandError`."""
        name = command.get("op") if isinstance(command, dict) else None
        if not isinstance(name, str) or name not in self.handlers:
            raise CommandError(self.unknown.format(op=name))
        if self.over is not None and name not in self.after_end:
            why = self.over(state)
            if why is not None:
                raise CommandError(why)
        return self.handlers[name](state, command)  # type: ignore[arg-type]
