"""The error types of the engine's doors, shared by the rules engine and the table companion.

Every bad save raises :class:`LoadError`; every malformed or illegal input to an operation raises
:class:`IllegalActionError` and leaves the game exactly as it was. Both are ``ValueError`` and
carry a sentence a player can read.

>>> issubclass(LoadError, ValueError) and issubclass(GameOverError, IllegalActionError)
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class LoadError(ValueError):
    """A save that cannot be opened (not a save, newer version, unreadable setup, too large)."""


class IllegalActionError(ValueError):
    """An action that is not legal for the pending decision; the game is left unchanged."""


class GameOverError(IllegalActionError):
    """No action can be applied: the game has ended."""


def opened_through_one_door(
    open_save: Callable[[], T],
    corrupt: type[LoadError],
    what: str,
    *,
    keep: tuple[type[LoadError], ...],
) -> T:
    """Run ``open_save``; whatever else goes wrong in a damaged save leaves as ``corrupt``,
    in words (``what`` names the save). Errors of the types in ``keep`` already say why.

    >>> opened_through_one_door(lambda: [][1], LoadError, "a saved game", keep=())
    Traceback (most recent call last):
    core.errors.LoadError: This save is damaged and cannot be opened (list index out of range).
    """
    try:
        return open_save()
    except keep:
        raise
    except RecursionError:
        raise corrupt(f"This save is nested too deeply to be {what}.") from None
    except Exception as exc:  # one door, one error type, whatever the damage
        raise corrupt(f"This save is damaged and cannot be opened ({exc}).") from None
