"""The bridge methods of every table companion but Mutant Insurrection's (which has its own,
:mod:`core.companion.api`): JSON in, JSON out (see :mod:`core.bridge`).

A method that changes a session answers with the new ``session`` (what the browser saves), its
``view`` (what the screen draws) and ``events`` (what just happened). A game's package is
imported the first time one of its sessions is used.

>>> import json
>>> from core.bridge import handle
>>> ask = lambda m, **p: json.loads(handle(json.dumps({"id": 1, "method": m, "params": p})))
>>> ask("table.open", session={"kind": "nope"})["error"]["message"]
'This is not a table session save.'
"""

from __future__ import annotations

import importlib
from typing import Any

from core.bridge import method
from core.games import PACKAGES
from core.table import session as sessions
from core.table.errors import CommandError, CorruptSaveError
from core.table.game import GAMES, get

Json = Any


def load_games() -> None:
    """Import every game package (each registers itself)."""
    for module in PACKAGES.values():
        importlib.import_module(module)


def _game(game_id: object) -> None:
    if isinstance(game_id, str) and game_id in PACKAGES and game_id not in GAMES:
        importlib.import_module(PACKAGES[game_id])


def _answer(session: sessions.Session, run: sessions.Replayed, events: list[str]) -> Json:
    game = get(session["game"])
    return {
        "session": session,
        "view": game.view(run.state),
        "screen": None if game.screen is None else game.screen(run.state),
        "events": events,
        "history": [
            {"moment": m, "events": ev} for m, ev in zip(run.moments, run.history, strict=True)
        ],
        "dropped": run.dropped,
    }


def _opened(params: dict[str, Json]) -> tuple[sessions.Session, sessions.Replayed]:
    raw = params.get("session")
    if not isinstance(raw, dict):
        raise CorruptSaveError("A session is needed.")
    _game(raw.get("game"))
    return sessions.open_session(raw)


@method("table.games")
def _games(params: dict[str, Json]) -> Json:
    """Every game the app knows, for the game picker."""
    load_games()
    return [
        {
            "id": g.id,
            "name": g.name,
            "players": list(g.players),
            "summary": g.summary,
            "tracks": list(g.tracks),
            "form": None if g.form is None else g.form(),
            "reference": list(g.reference),
        }
        for g in GAMES.values()
    ]


@method("table.new")
def _new(params: dict[str, Json]) -> Json:
    _game(params.get("game"))
    s = sessions.new_session(params.get("game"), params.get("setup"))  # type: ignore[arg-type]
    return _answer(s, sessions.replay(s), [])


@method("table.open")
def _open(params: dict[str, Json]) -> Json:
    s, run = _opened(params)
    return _answer(s, run, [])


@method("table.apply")
def _apply(params: dict[str, Json]) -> Json:
    s, run = _opened(params)
    command = params.get("command")
    if not isinstance(command, dict):
        raise CommandError("A command names what to do.")
    new, events, after = sessions.perform(s, command, run)
    return _answer(new, after, events)


@method("table.undo")
def _undo(params: dict[str, Json]) -> Json:
    s, _ = _opened(params)
    new, events = sessions.undo(s)
    return _answer(new, sessions.replay(new), events)


@method("table.redo")
def _redo(params: dict[str, Json]) -> Json:
    s, _ = _opened(params)
    new, events = sessions.redo(s)
    return _answer(new, sessions.replay(new), events)
