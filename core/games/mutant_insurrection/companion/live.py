"""A table session kept open in the worker, so a tap or an undo costs the same at any length.

Mutant Insurrection's companion on the shared machinery of :mod:`core.table.live`: opening a
save still validates, migrates and replays it (:func:`.session.open_session`);
after that the state stays here between calls, the page sends only the command, and an undo
restores the nearest checkpoint and replays fewer than
:data:`~core.table.live.CHECKPOINT_EVERY` commands. Saves stay setup + log + redo.

>>> from core.games.mutant_insurrection.companion.session import new_session
>>> live = LiveSession.open(new_session({"players": 2, "heroes": [{"name": "Storm"},
...                                      {"name": "Rogue"}], "seed": 3}))
>>> live.tap({"op": "threat", "delta": 2})
['Threat 4 → 6.']
>>> live.state["threat"], live.patch
(6, {'log': [0, [{'op': 'threat', 'delta': 2}]], 'redo': [0, []]})
>>> live.undo(), live.state["threat"]
(['Undone: Threat 4 → 6.'], 4)
>>> live.redo(), live.state["threat"], len(live.log)
(['Redone: Threat 4 → 6.'], 6, 1)
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.commands import refuse_no_op
from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.session import (
    RULES,
    Replayed,
    Session,
    envelope,
    open_session,
)
from core.table import live
from core.table.live import Command, State


class LiveSession(live.LiveSession):
    """The companion's open session: its save envelope, its view input, its error type."""

    dropped: dict[str, Any] | None = None  # what opening could not replay, until it is said

    @classmethod
    def open(cls, data: object, every: int = live.CHECKPOINT_EVERY) -> LiveSession:
        """Validate, migrate and replay a save (see :func:`open_session`), then keep it open."""
        session, run = open_session(data)
        opened = cls(
            RULES,
            session["setup"],
            session["log"],
            session["redo"],
            state=run.state,
            history=run.history,
            moments=run.moments,
            every=every,
        )
        # What opening could not replay (issue 8): said once, and the page's copy follows.
        opened.dropped = run.dropped
        return opened

    def accept(self, before: State, after: State, command: Command) -> None:
        refuse_no_op(before, after)

    def undo(self, nothing: type[Exception] = CompanionError) -> list[str]:
        return super().undo(nothing)

    def redo(self, nothing: type[Exception] = CompanionError) -> list[str]:
        return super().redo(nothing)

    def session(self) -> Session:
        """The save as it stands (what :mod:`.session` would hold)."""
        return envelope(self.setup, list(self.log), list(self.redo_stack))

    def recent(self) -> tuple[Session, Replayed]:
        """What :func:`.view.build` needs, without copying the whole log: the
        undo/redo flags, the whole history and the setup and log for the game record."""
        # the log itself (not a copy) for the game record, which reads it without changing it
        flags = {"setup": self.setup, "log": self.log, "redo": self.redo_stack[-1:]}
        return flags, Replayed(self.state, list(self.history), list(self.moments), self.dropped)
