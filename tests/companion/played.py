"""A companion session made from a setup and played through some commands (shared by tests)."""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion import session as sessions


def played(setup: dict[str, Any], *commands: dict[str, object]) -> sessions.Session:
    """A new session of ``setup`` after ``commands``, each performed as a tap would be."""
    s = sessions.new_session(setup)
    for c in commands:
        s, _ = sessions.perform(s, c)
    return s
