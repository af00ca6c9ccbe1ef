"""What the visual kit costs (issue 27), ``python3 -m tests.browser.bench_kit --against
<another build's dist/>``: this build and the other, each on its own origin, measured
interleaved A/B/A/B (a busy machine slows both alike), medians:

- first contentful paint of the home screen, cold (a fresh profile each time);
- a saved late game's board drawn from its stored view after a reload (the mark
  ``game-stored-drawn``, from navigation start): the kit's styles and modules are on this path;
- tap -> screen updated on the phone board (bench_board's sensible player, one whole game of the
  given seed per side and round, dock open).

A measurement, never a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

import build
from tests.browser import support
from tests.browser.bench_board import _start, play
from tests.browser.bench_play import STORE_JS, _p95

PAINT_JS = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"
DRAWN_JS = "performance.getEntriesByName('game-stored-drawn')[0]?.startTime ?? null"


def _stats(xs: list[float]) -> dict[str, float]:
    return {"n": len(xs), "median": round(statistics.median(xs), 1), "p95": round(_p95(xs), 1)}


def measure(other: Path, rounds: int, seed: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    sides = {"this": support.ensure_dist(), "other": other}
    servers = {k: build.serve_in_thread({"/": d}) for k, d in sides.items()}
    out: dict[str, dict[str, list[float]]] = {
        k: {"paint": [], "board": [], "tap": []} for k in sides
    }
    try:
        with sync_playwright() as p:
            browser = support.launch(p)
            late = None
            warm = {}
            for side in sides:  # each side keeps a profile with the late game stored
                url = servers[side][1]
                ctx = browser.new_context(**support.PHONE)
                page = ctx.new_page()
                page.goto(url + "/#/")
                support.wait_ready(page)
                if late is None:
                    late = page.evaluate(
                        "window.__mi.engine.call('bench.late_game', { seed: 2011, heroes: 4 })"
                    )
                page.evaluate(STORE_JS, late)
                warm[side] = page
            for i in range(rounds + 1):  # the first round warms up and is not counted
                order = list(sides) if i % 2 == 0 else list(reversed(sides))
                for side in order:
                    url = servers[side][1]
                    ctx = browser.new_context(**support.PHONE)
                    page = ctx.new_page()
                    page.goto(url + "/#/")
                    page.wait_for_function(
                        "performance.getEntriesByName('first-contentful-paint').length"
                    )
                    paint = page.evaluate(PAINT_JS)
                    ctx.close()
                    page = warm[side]
                    page.goto(url + "/#/play/g/bench-late")
                    page.reload()
                    page.wait_for_function(
                        "performance.getEntriesByName('game-stored-drawn').length"
                    )
                    board = page.evaluate(DRAWN_JS)
                    ctx = browser.new_context(**support.PHONE)
                    game = ctx.new_page()
                    _start(game, url, seed, True)
                    taps = play(game, seed, True)["tap_ms"]
                    ctx.close()
                    if i:
                        out[side]["paint"].append(paint)
                        out[side]["board"].append(board)
                        out[side]["tap"].extend(taps)
            browser.close()
    finally:
        for server, _ in servers.values():
            server.shutdown()
            server.server_close()
    return {side: {k: _stats(v) for k, v in xs.items()} for side, xs in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", type=Path, required=True, help="another build's dist/")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="bench-kit.json")
    a = parser.parse_args()
    r = measure(a.against, a.rounds, a.seed)
    print(f"interleaved, {a.rounds} rounds, phone 390 x 844; medians (p95), ms")
    for label, key in (
        ("home first paint, cold", "paint"),
        ("saved board drawn", "board"),
        ("tap -> screen updated", "tap"),
    ):
        t, o = r["this"][key], r["other"][key]
        print(
            f"  {label:<26} this {t['median']:>7} ({t['p95']})"
            f"   other {o['median']:>7} ({o['p95']})   n={t['n']}/{o['n']}"
        )
    Path(a.out).write_text(json.dumps(r, indent=2) + "\n")
    print(f"written to {a.out}")


if __name__ == "__main__":
    main()
