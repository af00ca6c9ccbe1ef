"""Odds benchmark (``python3 build.py bench-odds``): the exact solver's cost as the pool grows
from 1 to 9 dice, on CPython here and in Pyodide in Chromium, in one run.

Every figure is a median, in ms and as a ratio to a fixed pure-Python reference workload timed
in the same run on the same side (:mod:`core.games.mutant_insurrection.odds.bench`), so the two
sides and two machines
compare. The page side also times the next selection as the screen sees it (bridge round trip
included), and CPython times the straightforward dynamic program over ordered dice
(``tests/odds/reference.py``) on small pools, for scale. A measurement, never a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from pathlib import Path
from typing import Any

import build
from core.games.mutant_insurrection.odds.bench import GOALS_MS, OBJECTIVES, POOLS, run
from core.games.mutant_insurrection.odds.problem import problem_from_json
from tests.browser import support
from tests.odds.reference import brute_values

# The next selection as the dice roller asks it: one odds.choice round trip, tables warm.
SELECTION_JS = """async (objectives) => {
  const call = window.__mi.engine.call;
  const question = {dice: ["Y power", "Y fight 2", "Y villainy", "B teamwork", "B fight 1",
                           "B teamwork"], objectives, rerolls: 2};
  await call("odds.solve", {question});
  const ms = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    await call("odds.choice", {question, reroll: [i % 6]});
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b)[ms.length >> 1];
}"""


def ordered_dice(n: int) -> float:
    """ms for the brute force over ordered dice on the first ``n`` dice of the growth pools."""
    p = problem_from_json({"pool": POOLS[n], "objectives": OBJECTIVES, "rerolls": 2})
    t0 = time.perf_counter()
    brute_values(p, len(OBJECTIVES))
    return (time.perf_counter() - t0) * 1000


def measure(reps: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    dist = support.ensure_dist()
    server, url = build.serve_in_thread({"/": dist})
    try:
        with sync_playwright() as p:
            browser = support.launch(p)
            page = browser.new_context(**support.PHONE).new_page()
            page.goto(url + "/")
            support.wait_ready(page)
            pyodide = page.evaluate(
                "(reps) => window.__mi.engine.call('odds.bench', {reps}, {timeoutMs: 1_800_000})",
                reps,
            )
            selection_round_trip = page.evaluate(SELECTION_JS, OBJECTIVES)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    cpython = run(reps)
    return {
        "cpython": cpython,
        "pyodide": pyodide,
        "pyodide_selection_round_trip_ms": round(selection_round_trip, 2),
        "ordered_dice_cpython_ms": {n: round(ordered_dice(n), 1) for n in (2, 3, 4)},
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--out", default="bench-odds-results.json")
    args = parser.parse_args()
    r = measure(args.reps)
    c, w = r["cpython"], r["pyodide"]
    print(f"odds benchmark, medians of {args.reps}; ratio = ms / reference workload ms")
    print(f"  reference workload: CPython {c['reference_ms']} ms, Pyodide {w['reference_ms']} ms")
    print("  dice  pool        CPython ms  ratio   Pyodide ms  ratio   (3 objectives, 2 rerolls)")
    for a, b in zip(c["growth"], w["growth"], strict=True):
        print(
            f"  {a['dice']:>4}  {a['pool']:<10} {a['p_complete_ms']:>10} {a['ratio']:>6}"
            f" {b['p_complete_ms']:>12} {b['ratio']:>6}"
        )
    for key, what in (
        ("six_all_k_ms", "6 dice, every 'at least k' too"),
        ("six_rolled_advice_ms", "6 rolled dice: odds + ranked advice"),
        ("selection_ms", "next selection from cached tables"),
        ("six_plain_ms", "6 dice, no ability (beside the next)"),
        ("six_abilities_ms", "6 dice + Mind Link + Telekinesis"),
        ("six_abilities_rolled_advice_ms", "6 rolled + 2 abilities: odds + advice"),
        ("nine_plain_ms", "9 dice, no ability (beside the next)"),
        ("nine_abilities_ms", "9 dice + the two + Sharp Senses (raise)"),
    ):
        ratio = key.replace("_ms", "_ratio")
        print(f"  {what:<40} {c[key]:>8} ({c[ratio]})  {w[key]:>8} ({w[ratio]})")
    print(f"  next selection in the page, round trip: {r['pyodide_selection_round_trip_ms']} ms")
    for n, ms in r["ordered_dice_cpython_ms"].items():
        print(f"  ordered-dice brute force, {n} dice, CPython: {ms} ms")
    g = GOALS_MS
    print(
        f"  goals: 6 dice <= {g['cpython_6']} ms CPython, <= {g['pyodide_6']} ms Pyodide; "
        f"9 dice <= {g['pyodide_9']} ms Pyodide; next selection <= {g['selection']} ms; "
        f"6 dice + 2 abilities <= {g['cpython_6_abilities']} ms CPython, "
        f"<= {g['pyodide_6_abilities']} ms Pyodide; 9 dice + 3 abilities "
        f"<= {g['pyodide_9_abilities']} ms Pyodide"
    )
    Path(args.out).write_text(json.dumps(r, indent=2) + "\n")
    print(f"written to {args.out}")


if __name__ == "__main__":
    main()
