"""Where each player's threat goes, round by round (issue 29 §3, docs/balance-levers.md).

``python3 -m tests.engine.threat_paths --games 1 --bots planner strong`` plays each bot at
each difficulty on the same seeds (4 plots, 2-6 heroes) and prints, per bot and difficulty,
the wins and the median threat at the start of rounds 1-7 of the games won and lost. A strong
team that holds the threat where it started is a team the clock cannot reach.
"""

from __future__ import annotations

import argparse
import statistics
from concurrent.futures import ProcessPoolExecutor

from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.simulate import bot_game
from core.games.mutant_insurrection.threat_track import STARTING_THREAT

PLOTS = ("brotherhood", "dark_phoenix", "apocalypse", "massacre")
Result = tuple[str, str, bool, list[int]]


def path(args: tuple[str, str, str, int, int]) -> Result:
    """One game: the bot, difficulty, whether it was won, and the threat at each round's start."""
    bot, diff, plot, heroes, seed = args
    start: dict[int, int] = {}

    def see(g: Game) -> None:
        start.setdefault(int(g.s["round"]), int(g.s["threat"]))

    g, _ = bot_game(seed, heroes, diff, bot, plot, watch=see)
    return bot, diff, (g.outcome or {}).get("result") == "won", [start[r] for r in sorted(start)]


def _median(xs: list[int]) -> str:
    return f"{statistics.median(xs):g}" if xs else "-"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--bots", nargs="*", default=["planner", "strong"])
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    jobs = [
        (b, d, p, h, 1 + k)
        for b in a.bots
        for d in STARTING_THREAT
        for p in PLOTS
        for h in (2, 3, 4, 5, 6)
        for k in range(a.games)
    ]
    out: dict[tuple[str, str], list[Result]] = {}
    with ProcessPoolExecutor(a.jobs) as pool:
        for r in pool.map(path, jobs, chunksize=2):
            out.setdefault((r[0], r[1]), []).append(r)
    print("| player | difficulty | won | threat at rounds 1-7, won games | lost games |")
    print("|---|---|---|---|---|")
    for (bot, diff), rs in out.items():
        cols = []
        for won in (True, False):
            paths = [r[3] for r in rs if r[2] is won]
            cols.append(" ".join(_median([p[k] for p in paths if len(p) > k]) for k in range(7)))
        wins = sum(r[2] for r in rs)
        print(f"| {bot} | {diff} | {wins}/{len(rs)} | {cols[0]} | {cols[1]} |")


if __name__ == "__main__":
    main()
