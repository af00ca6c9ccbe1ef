"""Bridge methods for the rules engine (digital play), registered on :mod:`core.bridge`.

The worker keeps games in memory by id; every answer carries the public view and the legal
actions, so the UI never needs a second round trip. ``core.bridge.FEATURES`` imports this module
on the first ``engine.*`` call.

>>> import json
>>> from core import bridge
>>> def call(method, **params):
...     return json.loads(bridge.handle(json.dumps({"id": 1, "method": method, "params": params})))
>>> r = call("engine.new", seed=7)["result"]
>>> r["view"]["decision"]["kind"], r["legal"][0]
('flip_deck', 'deck:asia')
>>> r2 = call("engine.apply", game=r["game"], action="deck:asia")["result"]
>>> r2["view"]["decision"]["kind"]
'deploy'
>>> call("engine.apply", game=r["game"], action="nope")["error"]["type"]
'IllegalActionError'
>>> saved = call("engine.save", game=r["game"])["result"]["save"]
>>> call("engine.load", save=saved)["result"]["view"]["round"]
1
"""

from __future__ import annotations

from itertools import count
from typing import Any

from core.bridge import method
from core.game import Game, IllegalActionError, LoadError, SetupError, load_game, new_game

Json = Any
GAMES: dict[str, Game] = {}
_ids = count(1)


def _open(g: Game) -> dict[str, Json]:
    gid = f"g{next(_ids)}"
    GAMES[gid] = g
    return {"game": gid, **_state(g), "dropped": g.dropped}


def _state(g: Game) -> dict[str, Json]:
    return {"view": g.view(), "legal": g.legal_actions(), "outcome": g.outcome}


def _game(params: dict[str, Json]) -> Game:
    gid = params.get("game")
    if not isinstance(gid, str) or gid not in GAMES:
        raise IllegalActionError(f"no open game {gid!r}")
    return GAMES[gid]


@method("engine.new")
def _new(params: dict[str, Json]) -> Json:
    heroes, difficulty = params.get("heroes"), params.get("difficulty", "normal")
    plot, seed = params.get("plot"), params.get("seed", 0)
    if heroes is not None and (
        not isinstance(heroes, list) or not all(isinstance(h, str) for h in heroes)
    ):
        raise SetupError("heroes are a list of hero ids")
    if not isinstance(difficulty, str) or not (plot is None or isinstance(plot, str)):
        raise SetupError("difficulty and plot are names")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError("the seed is a whole number")
    return _open(new_game(heroes, difficulty, plot, seed))


@method("engine.apply")
def _apply(params: dict[str, Json]) -> Json:
    g = _game(params)
    action = params.get("action")
    if not isinstance(action, (str, dict)):
        raise IllegalActionError(f"{action!r} is not an action")
    g.apply(action)
    return _state(g)


@method("engine.undo")
def _undo(params: dict[str, Json]) -> Json:
    g = _game(params)
    g.undo(params.get("steps", 1))
    return _state(g)


@method("engine.view")
def _view(params: dict[str, Json]) -> Json:
    return _state(_game(params))


@method("engine.check_spend")
def _check(params: dict[str, Json]) -> Json:
    dice: Json = params.get("dice")
    req: Json = params.get("req")
    return {"why_not": _game(params).check_spend(dice, req)}


@method("engine.save")
def _save(params: dict[str, Json]) -> Json:
    return {"save": _game(params).to_json()}


@method("engine.load")
def _load(params: dict[str, Json]) -> Json:
    save = params.get("save")
    if not isinstance(save, (str, dict)):
        raise LoadError("Not a saved game.")
    return _open(load_game(save))


@method("engine.close")
def _close(params: dict[str, Json]) -> Json:
    gid = params.get("game")
    if isinstance(gid, str):
        GAMES.pop(gid, None)
    return {"closed": True}
