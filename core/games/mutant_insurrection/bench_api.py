"""The engine's own benchmark as a bridge method, so the same code is timed in Pyodide.

``python3 -m core bench`` prints these figures on CPython; ``python3 build.py bench`` asks the
browser's worker for them.

>>> import json
>>> from core import bridge
>>> r = json.loads(bridge.handle(json.dumps(
...     {"id": 1, "method": "bench.engine", "params": {"games": 2, "repeats": 2}})))
>>> sorted(r["result"])[:3]
['decisions_per_second_median', 'late_game_actions', 'load_full_replay_ms_median']
"""

from __future__ import annotations

from typing import Any

from core.bridge import method


@method("bench.engine")
def _bench(params: dict[str, Any]) -> Any:
    from core.games.mutant_insurrection.simulate import bench

    return bench(int(params.get("games", 20)), int(params.get("repeats", 15)))


@method("bench.late_game")
def _late_game(params: dict[str, Any]) -> Any:
    """A save taken one step before the end of a long bot game (for timing a reopened game),
    on the digital game's cards unless ``content`` names others."""
    from core.games.mutant_insurrection.content.loader import get_content
    from core.games.mutant_insurrection.engine_api import DIGITAL_CONTENT
    from core.games.mutant_insurrection.simulate import bot_game

    seed, heroes = int(params.get("seed", 2000)), int(params.get("heroes", 4))
    content = get_content(str(params.get("content", DIGITAL_CONTENT)))
    g, _ = bot_game(seed, heroes, "easy", "eager", content=content)
    g.undo()
    return {"save": g.to_json(), "setup": g.setup, "actions": len(g.actions)}
