"""Typed errors of the table companion; the bridge reports their class name as the error type.

>>> issubclass(CommandError, CompanionError) and issubclass(CompanionError, ValueError)
True
>>> issubclass(CommandError, IllegalActionError) and issubclass(CorruptSaveError, LoadError)
True
"""

from __future__ import annotations

from core.errors import IllegalActionError, LoadError


class CompanionError(ValueError):
    """Anything the companion refuses; the message is shown to the user as it is."""


class SetupError(CompanionError):
    """The setup form holds something the game does not allow."""


class CommandError(CompanionError, IllegalActionError):
    """A tap that is not legal in the current state (the view disables these buttons), or a
    malformed command; the session is left unchanged."""


class SaveVersionError(CompanionError, LoadError):
    """A save written by a newer app, or with no version at all."""


class CorruptSaveError(CompanionError, LoadError):
    """A save that cannot be opened at all (not a session, unreadable setup, too deep)."""
