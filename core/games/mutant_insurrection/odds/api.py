"""The odds bridge methods (``odds.*``), for the companion's dice roller and digital play.

* ``odds.solve`` ``{"question": {...}}`` -- the question as
  :func:`core.games.mutant_insurrection.odds.problem.problem_from_json` reads it; answers
  :func:`core.games.mutant_insurrection.odds.advice.solve`
  (floats rounded to 6 places).
* ``odds.choice`` ``{"question": {...}, "reroll": [indexes]}`` -- one selection, from the cached
  tables: what rerolling those dice (none: stopping) is worth beside the best choice.
* ``odds.game`` ``{"game": id, "reroll": [die ids]?}`` -- the same for the attempt of an open
  digital game (``engine.*``), dice named by their ids in the engine's view; ``null`` when the
  decision now is not about the dice (no hero rolling, a colour to add, a die to discard).
  Inside an ability's own reroll step only that reroll's choices are weighed (``step`` names
  it). This is what the attempt screen of digital play calls.

>>> import json
>>> from core.bridge import handle
>>> q = {"dice": ["Y power", "B fight 1"], "objectives": ["power teamwork"], "rerolls": 1}
>>> r = json.loads(handle(json.dumps({"id": 1, "method": "odds.solve", "params": {"question": q}})))
>>> r["result"]["best"]["text"], r["result"]["p_complete"]
('Reroll blue fight 1', 0.333333)
>>> r = json.loads(handle(json.dumps({"id": 2, "method": "odds.choice",
...                                   "params": {"question": q, "reroll": []}})))
>>> r["result"]["choice"]["p_complete"], r["result"]["is_best"]
(0.0, False)
>>> bad = {"id": 3, "method": "odds.solve", "params": {"question": {"pool": "YX"}}}
>>> json.loads(handle(json.dumps(bad)))["error"]["type"]
'OddsError'
"""

from __future__ import annotations

from typing import Any

from core.bridge import method
from core.games.mutant_insurrection.odds.advice import as_json, choice, solve
from core.games.mutant_insurrection.odds.game_answer import game_odds
from core.games.mutant_insurrection.odds.problem import (
    OddsError,
    problem_from_json,
)

Json = Any


def _reroll(params: dict[str, Json]) -> list[int]:
    v = params.get("reroll", [])
    if not isinstance(v, list) or any(not isinstance(i, int) or isinstance(i, bool) for i in v):
        raise OddsError("reroll must be a list of dice")
    return list(v)


@method("odds.solve")
def _solve(params: dict[str, Json]) -> Json:
    p = problem_from_json(params.get("question"))
    return as_json(solve(p, at_least=bool(params.get("at_least", True))))


@method("odds.choice")
def _choice(params: dict[str, Json]) -> Json:
    return as_json(choice(problem_from_json(params.get("question")), _reroll(params)))


@method("odds.game")
def _game(params: dict[str, Json]) -> Json:
    from core.games.mutant_insurrection.engine_api import _game as open_game

    wanted = _reroll(params) if "reroll" in params else None
    return game_odds(open_game(params), wanted)


def _whole(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


@method("odds.bench")
def _bench(params: dict[str, Json]) -> Json:
    from core.games.mutant_insurrection.odds.bench import run

    sizes = params.get("sizes", list(range(1, 10)))
    reps = params.get("reps", 5)
    if not _whole(reps) or not 1 <= reps <= 100:
        raise OddsError("reps is a whole number from 1 to 100")
    if not isinstance(sizes, list) or not all(_whole(n) and 1 <= n <= 9 for n in sizes):
        raise OddsError("sizes is a list of pool sizes from 1 to 9")
    return run(reps, sizes)
