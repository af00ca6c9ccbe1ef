"""The phone board's figures (issue 24), ``python3 -m tests.browser.bench_board``: a player
who chooses sensibly plays whole recommended 2-hero games on a 390 x 844 phone, tapping what
the screen offers — the engine's suggestion, or a decision's only option — and the bench
prints:

- taps per round (mean over the games), the pure "next/confirm" taps (a decision with one
  option) and the share of taps that pay dice;
- at every decision that has a focus card (``data-focus``), whether the card is in sight and
  not covered (the element at its centre is inside it), with the dock open and folded;
- tap -> screen updated (the frame after the redraw): median and p95 on the phone profile,
  and with the CPU throttled 4x (CDP ``Emulation.setCPUThrottlingRate``).

Goals: <= 15 taps per round; focus card visible at 100 % of decisions; tap median <= 50 ms
and p95 <= 100 ms, throttled p95 <= 200 ms. A measurement, never a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

import build
from tests.browser import support
from tests.browser.bench_play import TAP_JS, _p95

IDLE = "[data-screen=game][data-busy=false]"
# The tour is for a first game: these players have seen it (it is measured in its own test).
NO_TOUR_JS = """() => import('./storage.js').then(({ storage }) =>
  storage.save('play-screen', 'tour', { seen: [], skipped: true }))"""
DOCK_JS = """(open) => import('./storage.js').then(({ storage }) =>
  storage.save('play-screen', 'dock', { open }))"""
# Where the decision's card is and whether it can be seen: its centre's element is inside it.
FOCUS_JS = """() => {
  const want = document.querySelector('.pl-root').dataset.focusCard;
  if (!want) return null;
  const el = document.querySelector('[data-focus]');
  if (!el) return { want, ok: false, why: 'not drawn' };
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return { want, ok: Boolean(hit && el.contains(hit)), why: hit ? hit.className : 'off screen' };
}"""
NEXT = "[data-main]:not([disabled]), #pl-suggested:not([disabled])"


def _start(page: Any, url: str, seed: int, dock_open: bool) -> None:
    page.goto(url + "/#/play/new")
    support.wait_ready(page)
    page.evaluate(NO_TOUR_JS)
    page.evaluate(DOCK_JS, dock_open)
    page.goto(url + "/#/play")
    page.goto(url + "/#/play/new")
    support.wait_ready(page)
    page.locator("#pl-recommended").click()
    page.locator("#pl-seed").fill(str(seed))
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE)


def play(page: Any, seed: int, dock_open: bool, cdp: Any = None, rate: float = 1) -> dict[str, Any]:
    """One whole game by the sensible player; its taps, focus checks and tap times."""
    taps = confirm = spend = 0
    focus: list[dict[str, Any]] = []
    ms: list[float] = []
    while True:
        page.wait_for_selector(IDLE)
        if page.locator("[data-game-outcome]").count():
            break
        page.wait_for_selector(NEXT, timeout=30_000)
        f = page.evaluate(FOCUS_JS)
        if f is not None:
            focus.append(f)
        kind = page.evaluate("document.querySelector('.pl-root').dataset.decision")
        single = page.locator("[data-main]").count() > 0
        if cdp is not None:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        t = page.evaluate(TAP_JS, NEXT)
        if cdp is not None:
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        if t is None:
            raise AssertionError("nothing to tap")
        ms.append(t)
        taps += 1
        confirm += single
        spend += kind == "spend"
        assert taps < 2000, "the game did not end"
    rounds = int(page.evaluate("document.querySelector('.pl-root').dataset.round"))
    return {
        "seed": seed,
        "dock_open": dock_open,
        "outcome": page.locator(".pl-root").get_attribute("data-game-outcome"),
        "rounds": rounds,
        "taps": taps,
        "confirm_taps": confirm,
        "spend_taps": spend,
        "focus_checked": len(focus),
        "focus_visible": sum(1 for x in focus if x["ok"]),
        "focus_misses": [x for x in focus if not x["ok"]][:5],
        "tap_ms": ms,
    }


def measure(seeds: list[int], rate: float) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    dist = support.ensure_dist()
    server, url = build.serve_in_thread({"/": dist})
    games: list[dict[str, Any]] = []
    throttled: list[float] = []
    try:
        with sync_playwright() as p:
            browser = support.launch(p)
            for dock_open in (True, False):
                for seed in seeds:
                    ctx = browser.new_context(**support.PHONE)
                    page = ctx.new_page()
                    _start(page, url, seed, dock_open)
                    games.append(play(page, seed, dock_open))
                    ctx.close()
            ctx = browser.new_context(**support.PHONE)
            page = ctx.new_page()
            _start(page, url, seeds[0], True)
            throttled = play(page, seeds[0], True, ctx.new_cdp_session(page), rate)["tap_ms"]
            ctx.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    opened = [g for g in games if g["dock_open"]]
    taps = sum(g["taps"] for g in opened)
    rounds = sum(g["rounds"] for g in opened)
    ms = [t for g in opened for t in g["tap_ms"]]
    checked = sum(g["focus_checked"] for g in games)
    return {
        "games": [{k: v for k, v in g.items() if k != "tap_ms"} for g in games],
        "taps_per_round": round(taps / rounds, 2),
        "confirm_taps_per_round": round(sum(g["confirm_taps"] for g in opened) / rounds, 2),
        "spend_share": round(sum(g["spend_taps"] for g in opened) / taps, 3),
        "focus_visible_pct": round(100 * sum(g["focus_visible"] for g in games) / checked, 1)
        if checked
        else None,
        "focus_checked": checked,
        "tap_ms": {
            "n": len(ms),
            "median": round(statistics.median(ms), 1),
            "p95": round(_p95(ms), 1),
        },
        "throttled_tap_ms": {
            "rate": rate,
            "n": len(throttled),
            "median": round(statistics.median(throttled), 1),
            "p95": round(_p95(throttled), 1),
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--rate", type=float, default=4)
    parser.add_argument("--out", default="bench-board.json")
    a = parser.parse_args()
    seeds = [int(x) for x in a.seeds.split(",")]
    runs = []
    for i in range(a.runs):
        r = measure(seeds, a.rate)
        runs.append(r)
        print(f"run {i + 1}: recommended 2-hero game, seeds {seeds}, phone 390 x 844")
        for g in r["games"]:
            print(
                f"  seed {g['seed']} dock {'open' if g['dock_open'] else 'folded'}: "
                f"{g['outcome']} in "
                f"{g['rounds']} rounds, {g['taps']} taps ({g['confirm_taps']} confirm, "
                f"{g['spend_taps']} spend), focus {g['focus_visible']}/{g['focus_checked']}"
            )
        t, tt = r["tap_ms"], r["throttled_tap_ms"]
        print(
            f"  taps per round {r['taps_per_round']} (goal <= 15); confirm taps per round "
            f"{r['confirm_taps_per_round']}; spend share {r['spend_share']:.0%}\n"
            f"  focus card visible {r['focus_visible_pct']} % of {r['focus_checked']} decisions "
            f"(goal 100 %)\n"
            f"  tap -> screen: median {t['median']} ms, p95 {t['p95']} ms (n={t['n']}; goal "
            f"<= 50 / <= 100)\n"
            f"  throttled {tt['rate']}x: median {tt['median']} ms, p95 {tt['p95']} ms "
            f"(n={tt['n']}; goal p95 <= 200)"
        )
    Path(a.out).write_text(json.dumps(runs, indent=2) + "\n")
    print(f"written to {a.out}")


if __name__ == "__main__":
    main()
