"""Whole games played by a bot: one game (:func:`bot_game`), a run of them (:func:`simulate`,
``python3 -m core simulate``) and the engine's benchmark (:func:`bench`, ``python3 -m core bench``
and the bridge's ``bench.engine``). All default to the core set, the cards players get.

>>> g, n = bot_game(4, 2, "normal", "eager")
>>> g.outcome["result"] in ("won", "lost") and n > 0
True
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Callable
from statistics import median
from typing import Any

from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content.loader import Content, default_content
from core.games.mutant_insurrection.game import Game, load_game, new_game

Json = Any
MAX_DECISIONS = 20_000  # a safety net: no real game comes near this


def bot_game(
    seed: int,
    heroes: int,
    difficulty: str,
    bot: str = "random",
    plot: str | None = None,
    *,
    content: Content | None = None,
    watch: Callable[[Game], None] | None = None,
) -> tuple[Game, int]:
    """Play one game to its end with a bot; returns the game and the number of decisions.
    ``heroes`` 1 is solo play: one player with two heroes (Solo Play). ``watch`` sees the
    game before each decision (a study of its course, e.g. the threat round by round)."""
    c = content or default_content()
    names = list(c.heroes)[: max(2, heroes)]
    g = new_game(names, difficulty, plot, seed=seed, content=c)
    player = Bot(bot, seed)
    n = 0
    while g.outcome is None and n < MAX_DECISIONS:
        if watch is not None:
            watch(g)
        g.apply(player.choose(g))
        n += 1
    return g, n


def simulate(
    games: int,
    seed: int,
    heroes: int,
    difficulty: str,
    *,
    bot: str = "random",
    plot: str | None = None,
    content: Content | None = None,
) -> dict[str, Json]:
    won = lost = errors = decisions = 0
    reasons: dict[str, int] = {}
    t0 = time.perf_counter()
    for i in range(games):
        try:
            g, n = bot_game(seed + i, heroes, difficulty, bot, plot, content=content)
        except Exception:
            errors += 1
            traceback.print_exc(file=sys.stderr)
            continue
        decisions += n
        o = g.outcome or {"result": "unfinished", "reason": "decision limit"}
        won += o["result"] == "won"
        lost += o["result"] == "lost"
        reasons[o["reason"]] = reasons.get(o["reason"], 0) + 1
    secs = time.perf_counter() - t0
    return {
        "games": games,
        "won": won,
        "lost": lost,
        "errors": errors,
        "decisions": decisions,
        "seconds": round(secs, 3),
        "decisions_per_second": round(decisions / secs) if secs else None,
        "reasons": reasons,
    }


def bench(games: int = 20, repeats: int = 15) -> dict[str, Json]:
    """Medians: decisions/s of the random bot, loading a late-game save, undoing one step.

    >>> r = bench(games=2, repeats=3)
    >>> r["load_ms_median"] > 0 and r["undo_ms_median"] > 0
    True
    """
    from core.games.mutant_insurrection.game import SNAPSHOT_EVERY

    rates = []
    longest: Game | None = None
    for i in range(games):
        t0 = time.perf_counter()
        g, n = bot_game(1000 + i, 2 + i % 5, "normal")
        rates.append(n / (time.perf_counter() - t0))
        # the late-game save: the longest of the (much longer) eager-bot games
        g2, _ = bot_game(2000 + i, 2 + i % 5, "easy", "eager")
        for cand in (g, g2):
            if longest is None or len(cand.actions) > len(longest.actions):
                longest = cand
    assert longest is not None
    longest.undo()  # a save taken at the last decision of the longest game
    save = longest.to_json()
    loads, replays, undos = [], [], []
    for _ in range(repeats):
        t0 = time.perf_counter()
        load_game(save, verify=True)
        replays.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        g = load_game(save)
        loads.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        g.undo()
        undos.append(time.perf_counter() - t0)
    return {
        "decisions_per_second_median": round(median(rates)),
        "late_game_actions": len(longest.actions),
        "snapshot_every": SNAPSHOT_EVERY,
        "load_ms_median": round(median(loads) * 1000, 2),
        "load_full_replay_ms_median": round(median(replays) * 1000, 2),
        "undo_ms_median": round(median(undos) * 1000, 2),
    }
