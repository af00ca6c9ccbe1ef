"""The error types of the engine's doors, shared by the rules engine and the table companion.

Every bad save raises :class:`LoadError`; every malformed or illegal input to an operation raises
:class:`IllegalActionError` and leaves the game exactly as it was. Both are ``ValueError`` and
carry a sentence a player can read.

>>> issubclass(LoadError, ValueError) and issubclass(GameOverError, IllegalActionError)
True
"""

from __future__ import annotations


class LoadError(ValueError):
    """A save that cannot be opened (not a save, newer version, unreadable setup, too large)."""


class IllegalActionError(ValueError):
    """An action that is not legal for the pending decision; the game is left unchanged."""


class GameOverError(IllegalActionError):
    """No action can be applied: the game has ended."""
