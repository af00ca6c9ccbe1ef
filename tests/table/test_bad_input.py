"""Bad input is answered in a player's words (issue 28): every setup field of every game's
form, and every field of every command its first screen offers, replaced by garbage — a
negative, a yes/no, a fraction, a list, a record, a word, nothing, a huge number — is refused
with a ``TableError`` (the sentence the screen shows), never a Python error."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from core.table import session as sessions
from core.table.api import load_games
from core.table.errors import TableError
from core.table.game import GAMES
from core.table.screen import defaults

load_games()
GARBAGE: list[Any] = [-1, True, 1.5, [], {}, "x", None, 10**12]
FORMS = sorted(g for g, game in GAMES.items() if game.form is not None)


def _commands(x: Any) -> list[tuple[dict[str, Any], list[Any]]]:
    found: list[tuple[dict[str, Any], list[Any]]] = []
    if isinstance(x, dict):
        if isinstance(x.get("command"), dict):
            found.append((x["command"], x.get("fields", [])))
        for v in x.values():
            found += _commands(v)
    elif isinstance(x, list):
        for v in x:
            found += _commands(v)
    return found


@pytest.mark.parametrize("game", FORMS)
def test_garbage_in_a_setup_field_is_refused_in_words(game: str) -> None:
    form = GAMES[game].form
    assert form is not None
    base = defaults(form())
    for key in base:
        for bad in GARBAGE:
            setup = copy.deepcopy(base)
            setup[key] = bad
            try:
                sessions.new_session(game, setup)
            except TableError as exc:
                assert str(exc) and "Traceback" not in str(exc)


@pytest.mark.parametrize("game", FORMS)
def test_garbage_in_a_command_field_is_refused_in_words(game: str) -> None:
    g = GAMES[game]
    assert g.form is not None and g.screen is not None
    session = sessions.new_session(game, defaults(g.form()))
    screen = g.screen(sessions.replay(session).state)
    seen = set()
    for command, fields in _commands(screen):
        for key in (set(command) - {"op"}) | {f["key"] for f in fields}:
            for bad in GARBAGE:
                probe = {**command, key: bad}
                if repr(probe) in seen:
                    continue
                seen.add(repr(probe))
                try:
                    sessions.perform(copy.deepcopy(session), probe)
                except TableError as exc:
                    assert str(exc)
    assert seen


def test_a_yes_no_field_takes_only_yes_or_no() -> None:
    """Vs System: ``ready: "no"`` once readied a character; now any non-yes/no is refused."""
    from core.games.vs_system.registry import yes_no
    from core.table.errors import CommandError

    for bad in ("no", "yes", 1, 0, [], {}):
        with pytest.raises(CommandError, match="must be yes or no"):
            yes_no({"ready": bad}, "ready", "Ready")
    assert yes_no({"ready": False}, "ready", "Ready", default=True) is False
    assert yes_no({}, "ready", "Ready", default=True) is True
