"""Typed errors of a table companion; the bridge reports the class name as the error type and
the screen shows the message as it is, so every message is a sentence a player can read.

>>> issubclass(CommandError, TableError) and issubclass(TableError, ValueError)
True
>>> issubclass(CommandError, IllegalActionError) and issubclass(CorruptSaveError, LoadError)
True
"""

from __future__ import annotations

from core.errors import IllegalActionError, LoadError


class TableError(ValueError):
    """Anything a companion refuses; the message is shown to the player as it is."""


class SetupError(TableError):
    """The setup form holds something the game does not allow."""


class CommandError(TableError, IllegalActionError):
    """A tap that is not legal in the current state (the view disables these buttons)."""


class SaveVersionError(TableError, LoadError):
    """A save written by a newer app, or with no version at all."""


class CorruptSaveError(TableError, LoadError):
    """A save whose contents do not replay into a valid game."""
