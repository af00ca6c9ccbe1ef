"""Finished games: the end-of-game summary of one session and win/loss counts over many
(rulebook: Winning the Game; Losing the Game; Basic Concepts: Plots). The screen keeps the
summaries of its finished sessions and asks :func:`finished_stats` for the table.

>>> finished_stats([{"outcome": "win", "plot": "Brotherhood", "difficulty": "normal"},
...                 {"outcome": "loss", "plot": "Brotherhood", "difficulty": "hard"},
...                 "junk"])["by_plot"]
[{'plot': 'Brotherhood', 'games': 2, 'wins': 1, 'losses': 1}]
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion import clock, rules

State = dict[str, Any]

NO_PLOT = "No plot named"
MAX_SUMMARIES = 10_000  # far more games than a device keeps; beyond it the rest is not read


def summary(state: State) -> State | None:
    """What a finished game comes to (``None`` while it is being played).

    >>> from core.games.mutant_insurrection.companion.setup import new_state
    >>> summary(new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})) is None
    True
    """
    outcome = state["outcome"]
    if outcome is None:
        return None
    plot = state["plot"]
    c = state["clock"]
    return {
        "outcome": outcome["result"],
        "reason": outcome["reason"],
        "rounds": state["round"],
        "knock_outs": sum(1 for h in state["heroes"] if h["out"]),
        "heroes": [h["name"] for h in rules.in_play(state)],
        "heroes_used": [h["name"] for h in state["heroes"]],
        "plot": plot["name"] if plot else None,
        "challenge": plot["challenge"] if plot else None,
        "difficulty": state["difficulty"],
        "players": state["players"],
        "showdown": state["showdown"] is not None,
        "started_at": c["started_at"],
        "ended_at": c["ended_at"],
        "duration_ms": clock.elapsed(c),
    }


def _count(rows: dict[tuple[str, ...], State], key: tuple[str, ...], won: bool) -> None:
    row = rows.setdefault(key, {"games": 0, "wins": 0, "losses": 0})
    row["games"] += 1
    row["wins" if won else "losses"] += 1


def finished_stats(summaries: object) -> State:
    """Wins and losses over finished sessions: in all, per plot, per difficulty and per plot
    and difficulty; entries that are not a finished game's summary are counted as skipped."""
    rows: dict[str, dict[tuple[str, ...], State]] = {
        "all": {}, "plot": {}, "diff": {}, "both": {}, "hero": {}
    }  # fmt: skip
    skipped = 0
    items = summaries if isinstance(summaries, list) else []
    for s in items[:MAX_SUMMARIES]:
        if (
            not isinstance(s, dict)
            or s.get("outcome") not in ("win", "loss")
            or not isinstance(s.get("plot") or NO_PLOT, str)
            or not isinstance(s.get("difficulty"), str)
        ):
            skipped += 1
            continue
        won = s["outcome"] == "win"
        plot, diff = str(s.get("plot") or NO_PLOT), str(s["difficulty"])
        _count(rows["all"], (), won)
        _count(rows["plot"], (plot,), won)
        _count(rows["diff"], (diff,), won)
        _count(rows["both"], (plot, diff), won)
        used = s.get("heroes_used")
        names = {n for n in used if isinstance(n, str)} if isinstance(used, list) else set()
        for name in sorted(names):
            _count(rows["hero"], (name,), won)
    total = rows["all"].get((), {"games": 0, "wins": 0, "losses": 0})
    return {
        **total,
        "skipped": skipped + max(0, len(items) - MAX_SUMMARIES),
        "by_plot": [{"plot": k[0], **v} for k, v in rows["plot"].items()],
        # every hero who played a seat in the game, replacements included
        "by_hero": [{"hero": k[0], **v} for k, v in sorted(rows["hero"].items())],
        "by_difficulty": [{"difficulty": k[0], **v} for k, v in rows["diff"].items()],
        "by_plot_and_difficulty": [
            {"plot": k[0], "difficulty": k[1], **v} for k, v in rows["both"].items()
        ],
    }
