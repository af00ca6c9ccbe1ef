"""The odds benchmark's workload: the same code timed on CPython and in Pyodide.

Each figure is a median of ``reps`` runs, measured in the same run as a fixed pure-Python
reference workload (:func:`reference`), with the two interleaved and their order alternated,
so a figure can be read as a ratio to the reference (machine speed cancels) as well as in ms.
Cold solves clear the solver caches first; the selection figure is a lookup in warm tables.
The abilities cases (:data:`ABILITIES`, :data:`ABILITIES_9`) are timed interleaved with the
same pools without them.
``tests/browser/bench_odds.py`` runs it on both sides and prints the table.

>>> r = run(reps=1, sizes=(1, 2))
>>> [row["dice"] for row in r["growth"]], r["reference_ms"] > 0
([1, 2], True)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from statistics import median
from typing import Any

from core.games.mutant_insurrection.odds import layered, solver
from core.games.mutant_insurrection.odds.advice import choice, solve
from core.games.mutant_insurrection.odds.problem import problem_from_json

Json = Any
OBJECTIVES = ["power teamwork", "fight 3", "teamwork teamwork"]
POOLS = {n: "YYYBBBRRR"[:n] for n in range(1, 10)}  # 3 yellow, 3 blue, then added red dice
GOALS_MS = {
    "cpython_6": 50,
    "pyodide_6": 150,
    "pyodide_9": 1000,
    "selection": 16,
    "cpython_6_abilities": 50,
    "pyodide_6_abilities": 150,
    "pyodide_9_abilities": 1000,
}
# issue 26's case: an extra reroll ignoring villainy (Mind Link) and a turn to a face
ABILITIES = ["Mind Link: reroll 2 ignore-villainy", "Telekinesis: face power"]
# and its 9-die case: three abilities, one of them a raise
ABILITIES_9 = [*ABILITIES, "Sharp Senses: raise 1"]


def reference() -> int:
    """A fixed pure-Python workload (about the interpreter work of a small table pass)."""
    rows = [[(i * j) % 7 / 7 for j in range(64)] for i in range(64)]
    total = 0.0
    for _ in range(12):
        rows = [
            [sum(t) / 3 for t in zip(a, b, c, strict=True)]
            for a, b, c in zip(rows, rows[1:] + rows[:1], rows[2:] + rows[:2], strict=True)
        ]
        total += max(map(max, rows))
    return int(total * 1000)


def _ms(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1000


def _cold(question: dict[str, Json], at_least: bool) -> Callable[[], object]:
    p = problem_from_json(question)

    def go() -> object:
        solver._CACHE.clear()
        layered._CACHE.clear()
        return solve(p, at_least=at_least)

    return go


def _timed_pair(
    a: Callable[[], object], b: Callable[[], object], reps: int, ref: list[float]
) -> tuple[float, float]:
    """Medians of ``a`` and ``b`` run side by side (order alternated, a reference run each)."""
    out_a, out_b = [], []
    for i in range(reps):
        ref.append(_ms(reference))
        if i % 2:
            out_b.append(_ms(b))
            out_a.append(_ms(a))
        else:
            out_a.append(_ms(a))
            out_b.append(_ms(b))
    return median(out_a), median(out_b)


def _timed(fn: Callable[[], object], reps: int, ref: list[float]) -> float:
    """Median ms of ``fn``, each run next to a reference run (order alternated)."""
    out = []
    for i in range(reps):
        if i % 2:
            out.append(_ms(fn))
            ref.append(_ms(reference))
        else:
            ref.append(_ms(reference))
            out.append(_ms(fn))
    return median(out)


def run(reps: int = 5, sizes: Sequence[int] = tuple(range(1, 10))) -> dict[str, Json]:
    """Medians in ms and as ratios to the reference workload."""
    ref: list[float] = []
    times = []
    for n in sizes:
        q = {"pool": POOLS[n], "objectives": OBJECTIVES, "rerolls": 2}
        times.append(_timed(_cold(q, False), reps, ref))
    six = {"pool": "YYYBBB", "objectives": OBJECTIVES, "rerolls": 2}
    rolled = {
        "dice": ["Y power", "Y fight 2", "Y villainy", "B teamwork", "B fight 1", "B teamwork"],
        "objectives": OBJECTIVES,
        "rerolls": 2,
    }
    p_rolled = problem_from_json(rolled)
    solve(p_rolled)  # warm tables: a tap on a die only looks them up
    taps = iter(range(10**9))

    def pick() -> object:  # the next selection: a different die each time
        return choice(p_rolled, [next(taps) % 6])

    plain, with_abilities = _timed_pair(
        _cold(six, False), _cold({**six, "abilities": ABILITIES}, False), reps, ref
    )
    nine = {"pool": POOLS[9], "objectives": OBJECTIVES, "rerolls": 2}
    nine_plain, nine_abilities = _timed_pair(
        _cold(nine, False), _cold({**nine, "abilities": ABILITIES_9}, False), reps, ref
    )
    figures: dict[str, float] = {
        "six_plain_ms": plain,
        "six_abilities_ms": with_abilities,
        "nine_plain_ms": nine_plain,
        "nine_abilities_ms": nine_abilities,
        "six_abilities_rolled_advice_ms": _timed(
            _cold({**rolled, "abilities": ABILITIES}, True), reps, ref
        ),
        "six_all_k_ms": _timed(_cold(six, True), reps, ref),
        "six_rolled_advice_ms": _timed(_cold(rolled, True), reps, ref),
        "selection_ms": _timed(pick, max(reps, 9), ref),
    }
    base = median(ref)
    growth = [
        {"dice": n, "pool": POOLS[n], "p_complete_ms": round(t, 2), "ratio": round(t / base, 3)}
        for n, t in zip(sizes, times, strict=True)
    ]
    return {
        "reps": reps,
        "reference_ms": round(base, 2),
        "growth": growth,
        **{k: round(v, 2) for k, v in figures.items()},
        **{k.replace("_ms", "_ratio"): round(v / base, 3) for k, v in figures.items()},
        "goals_ms": GOALS_MS,
    }
