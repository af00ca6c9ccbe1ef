"""Strong bot vs planner on the same seeds, per cell (issue 29 part 2); one process, one core.

``python3 -m tests.engine.strong_vs_planner --games 10 --plots apocalypse dark_phoenix``
prints one row per plot x difficulty x hero count: wins of each bot, the strong bot's edge, and
CPU seconds per game of each bot (``time.process_time``, so other load on the machine does not
count).
"""

from __future__ import annotations

import argparse
import time

from core.games.mutant_insurrection.content.loader import default_content
from core.games.mutant_insurrection.simulate import bot_game


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--plots", nargs="*", default=["apocalypse", "dark_phoenix"])
    ap.add_argument("--difficulties", nargs="*", default=["normal", "hard"])
    ap.add_argument("--heroes", nargs="*", type=int, default=[2, 3, 4, 5, 6])
    a = ap.parse_args()
    c = default_content()
    cpu = {"planner": 0.0, "strong": 0.0}
    played = {"planner": 0, "strong": 0}
    total = {"planner": 0, "strong": 0}
    print("| plot | difficulty | heroes | games | planner wins | strong wins | edge |")
    print("|---|---|---|---|---|---|---|")
    for plot in a.plots:
        for diff in a.difficulties:
            for h in a.heroes:
                wins = {}
                for bot in ("planner", "strong"):
                    w = 0
                    for k in range(a.games):
                        t0 = time.process_time()
                        g, _ = bot_game(a.seed + k, h, diff, bot, plot, content=c)
                        cpu[bot] += time.process_time() - t0
                        played[bot] += 1
                        w += (g.outcome or {}).get("result") == "won"
                    wins[bot] = w
                    total[bot] += w
                edge = (wins["strong"] - wins["planner"]) / a.games
                print(
                    f"| {plot} | {diff} | {h} | {a.games} | {wins['planner']} | "
                    f"{wins['strong']} | {edge:+.0%} |",
                    flush=True,
                )
    n = played["strong"]
    print(
        f"\nall: planner {total['planner']}/{n}, strong {total['strong']}/{n}; CPU s/game: "
        f"planner {cpu['planner'] / n:.2f}, strong {cpu['strong'] / n:.2f}"
    )


if __name__ == "__main__":
    main()
