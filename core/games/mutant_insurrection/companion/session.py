"""A table session as saved: the setup, every command since, and the redo stack.

The state is never stored; it is replayed from the setup and the log, so undo is a shorter
replay and can never change a die (each roll's seed is in its command). The replay, undo and
redo and the opening at the last good state are :mod:`core.table.replay`, shared with every
game's table session; this module holds the companion's envelope, versions and messages. The
save format is versioned; a save from a newer app is refused with a message, an older one is
migrated.

>>> s = new_session({"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")],
...                  "difficulty": "normal", "seed": 9})
>>> s, ev = perform(s, {"op": "threat", "delta": 2})
>>> replay(s).state["threat"], ev
(6, ['Threat 4 → 6.'])
>>> s, ev = undo(s); replay(s).state["threat"], ev
(4, ['Undone: Threat 4 → 6.'])
>>> s, ev = redo(s); replay(s).state["threat"]
6
"""

from __future__ import annotations

import copy
from typing import Any

from core.errors import opened_through_one_door
from core.games.mutant_insurrection.companion.commands import apply_in_place, refuse_no_op
from core.games.mutant_insurrection.companion.errors import (
    CommandError,
    CorruptSaveError,
    SaveVersionError,
)
from core.games.mutant_insurrection.companion.rules import moment
from core.games.mutant_insurrection.companion.setup import new_state
from core.limits import value_problem
from core.rules_version import RULES_VERSION, check_versions, migrate
from core.table.live import GameRules
from core.table.replay import Replayed, redo_kept, replay_kept, replay_log
from core.table.replay import advance as replay_advance
from core.table.replay import redo as replay_redo
from core.table.replay import undo as replay_undo

__all__ = [
    "GAME",
    "KIND",
    "RULES",
    "SCHEMA_VERSION",
    "Replayed",
    "advance",
    "envelope",
    "load",
    "new_session",
    "open_session",
    "perform",
    "redo",
    "replay",
    "undo",
]

# 1: the first format; 2: the save names its game (``"game": "mutant-insurrection"``), as
# every game's session does (core/table/session.py); 3: the setup may hold hero facts, a plot
# and ``started_at``, commands an ``at`` and issue 13's ops. Same shape, but an app reading up
# to 2 would drop those taps on opening (and then save over them), so it must refuse instead.
# 4: missions may carry their objectives as symbols (``requirements``, ``order``) and a token
# names its objective (issue 25); an app reading up to 3 would refuse an edit of the symbols
# alone and so drop it, and would put a named token on the wrong objective.
SCHEMA_VERSION = 4
KIND = "companion-session"
GAME = "mutant-insurrection"
# The view once kept this many history lines; it keeps them all now (kept for importers).
HISTORY_LENGTH = 20

Session = dict[str, Any]
State = dict[str, Any]

# The companion's rules, as the shared replay (core.table.replay) and live session take them.
RULES = GameRules(new_state, apply_in_place, moment)


def new_session(setup: dict[str, Any]) -> Session:
    """Start a session; the setup is validated at once."""
    setup = copy.deepcopy(setup)
    new_state(setup)
    return envelope(setup, [], [])


def envelope(setup: Any, log: list[Any], redo: list[Any]) -> Session:
    """A save in today's format (what :func:`new_session` and the live session write)."""
    return {
        "schema_version": SCHEMA_VERSION,
        "rules_version": RULES_VERSION,
        "kind": KIND,
        "game": GAME,
        "setup": setup,
        "log": log,
        "redo": redo,
    }


def replay(session: Session) -> Replayed:
    """The state after the setup and every command of the log."""
    return replay_log(RULES, session["setup"], session["log"])


def perform(session: Session, command: dict[str, Any]) -> tuple[Session, list[str]]:
    """Apply a command on top of the log; a new command clears the redo stack."""
    new, events, _ = advance(session, replay(session), command)
    return new, events


def advance(
    session: Session, run: Replayed, command: dict[str, Any]
) -> tuple[Session, list[str], Replayed]:
    """:func:`perform` for a session already replayed into ``run`` (one replay per tap); a
    tap that changes nothing is refused."""
    return replay_advance(RULES, session, run, command, refuse_no_op)


def undo(session: Session) -> tuple[Session, list[str]]:
    """Take back the newest command; it goes on the redo stack. The event says all it undid."""
    return replay_undo(RULES, session, CommandError)


def redo(session: Session) -> tuple[Session, list[str]]:
    """Do again the newest undone command (same dice: its seed is in the command)."""
    return replay_redo(RULES, session, CommandError)


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Step an older save up to :data:`SCHEMA_VERSION`, one version at a time.

    >>> m = _migrate({"schema_version": 1, "kind": KIND}); m["game"], m["schema_version"]
    ('mutant-insurrection', 4)
    """
    version = data["schema_version"]
    if version < 2:  # 1 -> 2: the save names its game
        data = {**data, "schema_version": 2, "game": GAME}
    if data["schema_version"] < 3:  # 2 -> 3: nothing to change (the new fields are optional)
        data = {**data, "schema_version": 3}
    if data["schema_version"] < 4:  # 3 -> 4: the same (a mission without symbols is as before)
        data = {**data, "schema_version": 4}
    return data


def load(data: object) -> Session:
    """Check a save from storage or a file and replay it; refuse newer or broken saves."""
    return open_session(data)[0]


def open_session(data: object) -> tuple[Session, Replayed]:
    """:func:`load`, also handing back the replayed state so callers need not replay again.

    Every save that cannot be opened raises :class:`~core.errors.LoadError` (as
    :class:`CorruptSaveError` or :class:`SaveVersionError`). A tap that no longer replays (a
    session from an earlier build's rules, or a damaged log) opens the session at the last
    state that does; ``Replayed.dropped`` says what was left out.
    """
    return opened_through_one_door(
        lambda: _open(data),
        CorruptSaveError,
        "a table session",
        keep=(CorruptSaveError, SaveVersionError),
    )


def _open(data: object) -> tuple[Session, Replayed]:
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise CorruptSaveError("This is not a table session save.")
    why = value_problem(data)
    if why is not None:
        raise CorruptSaveError(f"This is not a table session save. {why}")
    rules = check_versions(data, SCHEMA_VERSION, SaveVersionError)
    data = _migrate(data)
    if data.get("game") != GAME:
        raise CorruptSaveError(
            f"This is not a Mutant Insurrection table session (it names {data.get('game')!r})."
        )
    for key in ("log", "redo"):
        if not isinstance(data.get(key), list):
            raise CorruptSaveError(f"This save is damaged: its {key} list is missing.")
    log = migrate("companion", rules, list(data["log"]))
    redo = migrate("companion", rules, list(data["redo"]))
    setup = data.get("setup")
    try:
        new_state(setup)  # type: ignore[arg-type]
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise CorruptSaveError(f"This save is damaged: its setup cannot be read ({exc}).") from exc
    run, failure = replay_kept(RULES, setup, log)
    kept = log if failure is None else log[: failure[0]]
    good_redo: list[Any] = []
    redo_failure: Exception | None = None
    if failure is None:  # the redo stack must replay too, newest undone last
        good_redo, redo_failure = redo_kept(RULES, run.state, redo)
    if failure is not None:
        run.dropped = _dropped_taps(rules, failure[0], log, failure[1])
    elif redo_failure is not None:
        run.dropped = {
            "kept": len(kept),
            "total": len(log),
            "rules_version": rules,
            "reason": str(redo_failure),
            "message": (
                f"Opened as saved, but {len(redo) - len(good_redo)} undone tap(s) can no longer "
                "be redone and were dropped from the redo list."
            ),
        }
    return envelope(setup, kept, good_redo if failure is None else []), run


def _dropped_taps(rules: int, n: int, log: list[Any], exc: Exception) -> dict[str, Any]:
    """What is said when tap ``n + 1`` (and so every later one) no longer replays."""
    lost = len(log) - n
    if rules < RULES_VERSION:
        why = (
            f"this session was saved under rules version {rules}, and under the current rules "
            f"(version {RULES_VERSION}) its tap {n + 1} no longer applies"
        )
    else:
        why = f"its tap {n + 1} cannot be replayed ({exc})"
    return {
        "kept": n,
        "total": len(log),
        "rules_version": rules,
        "reason": str(exc),
        "message": (
            f"Opened at tap {n}: {why}, so the last {lost} of {len(log)} taps were dropped. "
            "The saved copy is unchanged until you make a change here."
        ),
    }
