"""Typed errors of the table companion; the bridge reports their class name as the error type.

>>> issubclass(CommandError, CompanionError) and issubclass(CompanionError, ValueError)
True
"""

from __future__ import annotations


class CompanionError(ValueError):
    """Anything the companion refuses; the message is shown to the user as it is."""


class SetupError(CompanionError):
    """The setup form holds something the game does not allow."""


class CommandError(CompanionError):
    """A tap that is not legal in the current state (the view disables these buttons)."""


class SaveVersionError(CompanionError):
    """A save written by a newer app, or with no version at all."""


class CorruptSaveError(CompanionError):
    """A save whose contents do not replay into a valid game."""
