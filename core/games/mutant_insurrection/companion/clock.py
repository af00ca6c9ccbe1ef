"""When a session started and ended, from times the screen sends: ``started_at`` in the setup
and an optional ``at`` on any command (milliseconds since 1970, UTC). The times are part of
the saved setup and commands, so a replay gives the same clock; the engine never reads a
clock of its own.

>>> c = new_clock(1_000)
>>> tick(c, {"op": "threat", "delta": 1, "at": 61_000}, ended=False); c
{'started_at': 1000, 'ended_at': None, 'last_at': 61000}
>>> tick(c, {"op": "threat", "delta": 9, "at": 90_000}, ended=True); elapsed(c)
89000
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.errors import CommandError, CompanionError, SetupError

State = dict[str, Any]

MAX_TIME = 10**14  # about the year 5138: any later number is not a time the screen sends


def clean_time(raw: object, what: str, error: type[CompanionError] = SetupError) -> int | None:
    """A time in milliseconds since 1970, or ``None`` when not given."""
    if raw is None:
        return None
    if not isinstance(raw, int) or isinstance(raw, bool) or not 0 <= raw <= MAX_TIME:
        raise error(f"{what} must be a whole number of milliseconds since 1970.")
    return raw


def new_clock(started_at: object) -> State:
    """The clock of a new session (``started_at`` from the setup, else the first timed tap)."""
    start = clean_time(started_at, "The start time")
    return {"started_at": start, "ended_at": None, "last_at": start}


def command_time(command: State) -> int | None:
    """The ``at`` of a command, checked before the command runs."""
    return clean_time(command.get("at"), "A tap's time", CommandError)


def tick(clock: State, command: State, ended: bool) -> None:
    """After a command: note its time; the end is the first time the game is over."""
    at = command_time(command)
    if at is not None:
        clock["last_at"] = at
        if clock["started_at"] is None:
            clock["started_at"] = at
    if not ended:
        clock["ended_at"] = None  # a showdown loss turned into a win is not over twice
    elif clock["ended_at"] is None:
        clock["ended_at"] = at if at is not None else clock["last_at"]


def elapsed(clock: State) -> int | None:
    """Milliseconds from the start to the end (``None`` while running or untimed)."""
    if clock["started_at"] is None or clock["ended_at"] is None:
        return None
    return max(0, int(clock["ended_at"]) - int(clock["started_at"]))
