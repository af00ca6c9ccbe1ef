"""The bridge methods of every table companion but Mutant Insurrection's (which has its own,
:mod:`core.games.mutant_insurrection.companion.api`): JSON in, JSON out (see :mod:`core.bridge`).

``table.new`` and ``table.open`` answer with the ``session`` (what the browser saves), its
``view`` and ``screen`` (what the screen draws) and its history. Play then goes through a
session held open in the worker (``table.live.*``): the page sends only commands and keeps its
copy of the save from the patch each answer carries. A game's package is imported the first
time one of its sessions is used.

>>> import json
>>> from core.bridge import handle
>>> ask = lambda m, **p: json.loads(handle(json.dumps({"id": 1, "method": m, "params": p})))
>>> ask("table.open", session={"kind": "nope"})["error"]["message"]
'This is not a table session save.'
"""

from __future__ import annotations

import importlib
import json
from collections import OrderedDict
from typing import Any

from core.bridge import method
from core.games import PACKAGES
from core.table import session as sessions
from core.table.errors import CommandError, CorruptSaveError, TableError
from core.table.game import GAMES, TableGame, get
from core.table.library import merged
from core.table.live import LiveSession, upgraded
from core.table.screen import defaults

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
        "library": None if game.library is None else game.library(run.state),
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
            "library": _library_kinds(g),
        }
        for g in GAMES.values()
    ]


def _library_kinds(game: TableGame) -> list[str] | None:
    """The kinds of records a game keeps on the device ("lands", "cards"), for the game
    picker; None for a game that keeps none."""
    if game.library is None or game.form is None:
        return None
    return list(game.library(game.new_state(defaults(game.form()))))


@method("table.new")
def _new(params: dict[str, Json]) -> Json:
    _game(params.get("game"))
    s = sessions.new_session(params.get("game"), params.get("setup"))  # type: ignore[arg-type]
    return _answer(s, sessions.replay(s), [])


@method("table.open")
def _open(params: dict[str, Json]) -> Json:
    s, run = _opened(params)
    return _answer(s, run, [])


# -- sessions held open in the worker (web/live-session.js): only commands cross -------------
# A page has one session open at a time; a few more cover tabs sharing a worker.
MAX_OPEN = 4
OPEN: OrderedDict[str, tuple[TableGame, sessions.Session, LiveSession]] = OrderedDict()


class SessionNotOpen(TableError):
    """The worker does not hold this session as the page knows it; the page opens it again."""


def _live_answer(
    game: TableGame,
    envelope: sessions.Session,
    live: LiveSession,
    events: list[str],
    opened: sessions.Replayed | None = None,
) -> Json:
    answer = {
        "view": game.view(live.state),
        "screen": None if game.screen is None else game.screen(live.state),
        "events": events,
        "patch": live.patch,
        "at": [len(live.log), len(live.redo_stack)],
    }
    learnt = _learnt(game, live)
    if learnt is not None:
        answer["library"] = learnt
    if opened is not None:  # the save as opened, in today's envelope (an older one is upgraded)
        answer["session"] = {**envelope, "log": list(live.log), "redo": list(live.redo_stack)}
        answer["dropped"] = opened.dropped
    return answer


# What each open session's library was at its last answer: an answer carries the library only
# when it changed, so the page merges it into the device's copy.
LEARNT: dict[int, str] = {}


def _learnt(game: TableGame, live: LiveSession) -> Json | None:
    if game.library is None:
        return None
    lib = game.library(live.state)
    text = json.dumps(lib, sort_keys=True)
    if LEARNT.get(id(live)) == text:
        return None
    LEARNT[id(live)] = text
    return lib


@method("table.library.check")
def _library_check(params: dict[str, Json]) -> Json:
    """A library file being imported, read the way a new session reads it: the records the
    game keeps (anything it cannot use is left out), or a sentence saying what is wrong."""
    _game(params.get("game"))
    game = get(params.get("game"))
    raw = params.get("library")
    if game.library is None or game.form is None:
        raise CommandError(f"{game.name} keeps no library on this device.")
    if not isinstance(raw, dict):
        raise CommandError("That file holds no library.")
    setup = {**defaults(game.form()), "library": raw}
    try:
        state = game.new_state(setup)
    except TableError as err:
        raise CommandError(f"That library cannot be used: {err}") from None
    return merged({}, game.library(state))


@method("table.library.merge")
def _library_merge(params: dict[str, Json]) -> Json:
    """The device's library with what a session learnt on top (the page stores the answer)."""
    return merged(params.get("device"), params.get("learnt"))


def _held(params: dict[str, Json]) -> tuple[TableGame, sessions.Session, LiveSession]:
    key = params.get("key")
    held = OPEN.get(key) if isinstance(key, str) else None
    if held is None or params.get("at") != [len(held[2].log), len(held[2].redo_stack)]:
        raise SessionNotOpen("The engine is not holding this session; it is opened again.")
    OPEN.move_to_end(key)  # type: ignore[arg-type]
    return held


@method("table.live.open")
def _live_open(params: dict[str, Json]) -> Json:
    key = params.get("key")
    if not isinstance(key, str) or not key:
        raise CorruptSaveError("A session key is needed.")
    s, run = _opened({"session": params.get("data")})
    game = get(s["game"])
    live = LiveSession(
        game,
        s["setup"],
        s["log"],
        s["redo"],
        state=run.state,
        history=run.history,
        moments=run.moments,
    )
    OPEN[key] = (game, {k: v for k, v in s.items() if k not in ("log", "redo")}, live)
    OPEN.move_to_end(key)
    while len(OPEN) > MAX_OPEN:
        LEARNT.pop(id(OPEN.popitem(last=False)[1][2]), None)
    answer = _live_answer(game, OPEN[key][1], live, [], run)
    if upgraded(params.get("data"), s):  # an older format: the page keeps the upgraded copy
        answer["session"] = {**s, "log": list(live.log), "redo": list(live.redo_stack)}
    return answer


@method("table.live.tap")
def _live_tap(params: dict[str, Json]) -> Json:
    command = params.get("command")
    if not isinstance(command, dict) or not isinstance(command.get("op"), str):
        raise CommandError("A command names what to do.")
    game, envelope, live = _held(params)
    return _live_answer(game, envelope, live, live.tap(command))


@method("table.live.undo")
def _live_undo(params: dict[str, Json]) -> Json:
    game, envelope, live = _held(params)
    return _live_answer(game, envelope, live, live.undo(CommandError))


@method("table.live.redo")
def _live_redo(params: dict[str, Json]) -> Json:
    game, envelope, live = _held(params)
    return _live_answer(game, envelope, live, live.redo(CommandError))


@method("table.live.history")
def _live_history(params: dict[str, Json]) -> Json:
    """The whole history, newest last (asked for when the history panel opens)."""
    key = params.get("key")
    held = OPEN.get(key) if isinstance(key, str) else None
    if held is None:
        raise SessionNotOpen("The engine is not holding this session; it is opened again.")
    live = held[2]
    return [{"moment": m, "events": ev} for m, ev in zip(live.moments, live.history, strict=True)]


@method("table.live.close")
def _live_close(params: dict[str, Json]) -> Json:
    held = OPEN.pop(str(params.get("key")), None)
    if held is not None:
        LEARNT.pop(id(held[2]), None)
    return {"open": len(OPEN)}
