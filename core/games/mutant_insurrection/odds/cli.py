"""``python3 -m core odds``: the exact odds and the best keep, in a terminal or as JSON.

>>> main(["--pool", "YB", "--objective", "power teamwork", "--rerolls", "0"])
Pool: 1 yellow, 1 blue, not rolled yet; 0 rerolls left
Objectives: 1) power teamwork
Chance of completing every objective: 13.9%
Best: Roll all 2 dice
  likeliest first rolls:
    25.0%  yellow other, blue other -> Stop and spend the dice (0.0%)
    16.7%  yellow power, blue other -> Stop and spend the dice (0.0%)
    16.7%  yellow other, blue teamwork -> Stop and spend the dice (0.0%)
0
>>> main(["--faces", "Y teamwork", "B fight 2", "--objective", "power fight 2", "--rerolls", "0",
...       "--ability", "Telekinesis: face power"])
Pool: 1 yellow, 1 blue; 0 rerolls left
Objectives: 1) power fight 2
Abilities counted: Telekinesis: face power
Chance of completing every objective: 100.0%
Best: Use Telekinesis: turn yellow teamwork to power
  100.0%  Use Telekinesis: turn yellow teamwork to power
    0.0%  Stop and spend the dice
    0.0%  Use Telekinesis: turn blue fight 2 to power
0
>>> main(["--pool", "YB", "--objective", "power", "--ability", "reroll two"])
odds: ability 'reroll two': write reroll N (how many dice, or all), then ignore-villainy or not
2
>>> main(["--faces", "Y power", "Q villainy", "--objective", "power"])
odds: die 'Q villainy': start with its colour (red, yellow, blue or R, Y, B)
2
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from core.games.mutant_insurrection.dice import DieColor
from core.games.mutant_insurrection.odds.advice import as_json, solve
from core.games.mutant_insurrection.odds.problem import OddsError, Problem, problem_from_json

Json = Any


def add_arguments(p: argparse.ArgumentParser) -> None:
    dice = p.add_mutually_exclusive_group(required=True)
    dice.add_argument("--pool", help="unrolled dice as letters: YYYBBB = 3 yellow, 3 blue")
    dice.add_argument(
        "--faces", nargs="+", metavar="DIE", help='rolled dice: "Y power" "B fight 2" ...'
    )
    p.add_argument(
        "--objective",
        action="append",
        default=[],
        metavar="REQS",
        help='an open objective, top to bottom: "power teamwork", "fight 3 yellow:damage 2"',
    )
    p.add_argument(
        "--free",
        action="append",
        default=[],
        metavar="REQS",
        help="an objective outside the order arrow (a Sentinel's)",
    )
    p.add_argument("--rerolls", type=int, default=2, help="rerolls left, standard and extra")
    p.add_argument("--tokens", nargs="*", default=[], help='training tokens: "power" "fight 1"')
    p.add_argument("--threat", type=int, help="threat space: yellow/red requirements by section")
    p.add_argument("--order", action="store_true", help="the mission has the order arrow")
    p.add_argument("--villainy", action="store_true", help="the mission has a villainy effect")
    p.add_argument("--villainy-damage", type=int, default=0, help="damage its effect deals")
    p.add_argument("--health", type=int, help="damage the hero can still take before a knock-out")
    p.add_argument(
        "--ability",
        action="append",
        default=[],
        metavar="TEXT",
        help='an ability the hero may still use: "reroll 1 ignore-villainy", "face fight 3", '
        '"add blue", "raise 1"; a name first ("Mind Link: ..."), uses last ("... x2")',
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")


def problem_from_args(a: argparse.Namespace) -> Problem:
    data: dict[str, Json] = {
        "objectives": a.objective,
        "free": a.free,
        "tokens": a.tokens,
        "rerolls": a.rerolls,
        "order": a.order,
        "villainy": a.villainy,
        "villainy_damage": a.villainy_damage,
        "abilities": a.ability,
    }
    if a.pool is not None:
        data["pool"] = a.pool
    else:
        data["dice"] = a.faces
    for key in ("threat", "health"):
        if getattr(a, key) is not None:
            data[key] = getattr(a, key)
    return problem_from_json(data)


def _pct(v: float) -> str:
    return f"{100 * v:.1f}%"


def report(p: Problem, answer: dict[str, Json]) -> str:
    """The answer as a few lines a player reads."""
    counts = p.colors()
    pool = ", ".join(f"{counts[c]} {c.value}" for c in DieColor if counts[c])
    lines = [
        f"Pool: {pool or 'no dice'}"
        + (", not rolled yet" if not p.rolled and p.dice else "")
        + (f" + tokens {', '.join(str(f) for f in p.fixed)}" if p.fixed else "")
        + f"; {p.rerolls} reroll{'s' if p.rerolls != 1 else ''} left",
        "Objectives: "
        + "  ".join(f"{i + 1}) {o}" for i, o in enumerate(p.objectives))
        + ("  (order arrow)" if p.order else ""),
        f"Chance of completing every objective: {_pct(answer['p_complete'])}",
    ]
    if p.abilities:
        lines.insert(2, "Abilities counted: " + "; ".join(str(a) for a in p.abilities))
        if answer["not_counting"]:
            lines.insert(3, "Not counting: " + "; ".join(answer["not_counting"]))
    n = len(p.objectives)
    if n > 1:
        lines.append(
            " · ".join(f"at least {k}: {_pct(answer['p_at_least'][k - 1])}" for k in range(1, n))
        )
    best = answer["best"]
    lines.append(f"Best: {best['text']}")
    if answer.get("safest"):
        safe = answer["safest"]
        lines.append(f"Safest: {safe['text']} ({_pct(safe['p_complete'])}), no villainy")
    if answer["rolled"] or not p.dice:
        shown = answer["options"]
        if answer["stop"] is not None and answer["stop"] not in shown:
            shown = [*shown, answer["stop"]]
        for o in shown:
            v = o["villainy"]
            risk = ""
            if v["triggers"]:
                risk = " — triggers villainy" + (
                    f": {v['damage']} damage" + (", knocks the hero out" if v["knocks_out"] else "")
                    if v["damage"]
                    else ""
                )
            lines.append(f"  {_pct(o['p_complete']):>6}  {o['text']}{risk}")
    else:
        lines.append("  likeliest first rolls:")
        for r in best["first_rolls"]:
            b = r["best"]
            lines.append(
                f"    {_pct(r['chance'])}  {', '.join(r['roll'])} -> {b['text']}"
                f" ({_pct(b['p_complete'])})"
            )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 -m core odds", description="Exact odds and reroll advice."
    )
    add_arguments(parser)
    return run(parser.parse_args(argv))


def run(a: argparse.Namespace) -> int:
    try:
        p = problem_from_args(a)
    except OddsError as exc:
        print(f"odds: {exc}", file=sys.stdout if not a.json else sys.stderr)
        return 2
    answer = solve(p)
    if a.json:
        print(json.dumps(as_json(answer, None)))  # full precision
    else:
        print(report(p, answer))
    return 0
