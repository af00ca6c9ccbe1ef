"""Boot benchmark (``python3 build.py bench``): medians, in one Chromium run, of

- bare Pyodide boot: a page whose module worker only loads the same self-hosted Pyodide;
- our engine-ready time, cold (fresh profile, empty caches) and warm (served by the service worker);
- the shell's first contentful paint, cold and warm;
- the engine's own benchmark (decisions/s, loading a late-game save, undoing one step), run by
  the same code on CPython here and in Pyodide in the page.

All times are milliseconds from navigation start. Prints a table and the ratios engine-ready /
bare boot, and writes the figures as JSON. A measurement, never a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import build
from core.__main__ import bench as engine_bench
from tests.browser import support

BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare Pyodide boot</title>
<script type="module">
const w = new Worker(new URL("bare-worker.js", import.meta.url), { type: "module" });
w.onmessage = (e) => { window.__bare = { ready: performance.now(), ...e.data }; };
</script>"""

BARE_WORKER = """import { loadPyodide } from "../pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href });
postMessage({ answer: py.runPython("1 + 1") });
"""

PAINT_JS = "performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null"
READY_MARK_JS = "performance.getEntriesByName('engine-ready')[0].startTime"
ENGINE_JS = (
    "window.__mi.engine.call('bench.engine', {games: 10, repeats: 15}, {timeoutMs: Infinity})"
)
# One table-companion tap (bridge round trip included) on a session of `n` earlier taps.
COMPANION_JS = """async (n) => {
  const call = window.__mi.engine.call;
  const heroes = [{name: 'Storm'}, {name: 'Rogue'}, {name: 'Beast'}];
  let r = await call('companion.new', {setup: {players: 3, heroes, seed: 4}});
  const taps = [{op: 'threat', delta: 1}, {op: 'threat', delta: -1}];
  const tap = (i) => call('companion.apply', {session: r.session, command: taps[i % 2]});
  for (let i = 0; i < n; i++) r = await tap(i);
  const applyMs = [], undoMs = [];
  for (let i = 0; i < 15; i++) {
    let t0 = performance.now();
    r = await tap(i);
    applyMs.push(performance.now() - t0);
    t0 = performance.now();
    await call('companion.undo', {session: r.session});
    undoMs.push(performance.now() - t0);
  }
  const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
  return {session_taps: n, tap_ms_median: median(applyMs), undo_ms_median: median(undoMs)};
}"""


def measure(reps: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    dist = support.ensure_dist()
    with tempfile.TemporaryDirectory() as tmp:
        bench_dir = Path(tmp)
        (bench_dir / "bare.html").write_text(BARE_HTML)
        (bench_dir / "bare-worker.js").write_text(BARE_WORKER)
        server, url = build.serve_in_thread({"/": dist, "/bench/": bench_dir})
        samples: dict[str, list[float]] = {
            "bare_boot": [],
            "engine_ready_cold": [],
            "engine_ready_warm": [],
            "first_paint_cold": [],
            "first_paint_warm": [],
        }
        engine_pyodide = companion = None
        try:
            with sync_playwright() as p:
                browser = support.launch(p)
                for _ in range(reps):
                    ctx = browser.new_context(**support.PHONE)
                    page = ctx.new_page()
                    page.goto(url + "/bench/bare.html")
                    page.wait_for_function("window.__bare", timeout=support.BOOT_TIMEOUT_MS)
                    samples["bare_boot"].append(page.evaluate("window.__bare.ready"))
                    ctx.close()

                    ctx = browser.new_context(**support.PHONE)
                    page = ctx.new_page()
                    page.goto(url + "/")
                    support.wait_ready(page)
                    samples["engine_ready_cold"].append(page.evaluate(READY_MARK_JS))
                    samples["first_paint_cold"].append(page.evaluate(PAINT_JS))
                    support.wait_controlled(page)
                    time.sleep(0.2)  # let the precache settle before the warm load
                    page.reload()
                    support.wait_ready(page)
                    samples["engine_ready_warm"].append(page.evaluate(READY_MARK_JS))
                    samples["first_paint_warm"].append(page.evaluate(PAINT_JS))
                    if engine_pyodide is None:
                        engine_pyodide = page.evaluate(ENGINE_JS)
                        companion = page.evaluate(COMPANION_JS, 1000)
                    ctx.close()
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    med = {k: round(statistics.median(v), 1) for k, v in samples.items()}
    bare = med["bare_boot"]
    return {
        "reps": reps,
        "median_ms": med,
        "ratio_cold": round(med["engine_ready_cold"] / bare, 3),
        "ratio_warm": round(med["engine_ready_warm"] / bare, 3),
        "goals": {"first_paint_ms": 300, "ratio": 1.10, "engine_load_undo_ms": 50},
        "engine_pyodide": engine_pyodide,
        "companion_pyodide": companion,
        "engine_cpython": engine_bench(games=10, repeats=15),
        "samples_ms": {k: [round(x, 1) for x in v] for k, v in samples.items()},
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--out", default="bench-results.json")
    args = parser.parse_args()
    result = measure(args.reps)
    med = result["median_ms"]
    print(f"boot benchmark, median of {args.reps} (ms from navigation start)")
    for key, value in med.items():
        print(f"  {key:<20} {value:>8.1f}")
    cold, warm = result["ratio_cold"], result["ratio_warm"]
    print(f"  engine-ready / bare boot: cold {cold:.3f}, warm {warm:.3f}")
    print("  goals: first paint <= 300 ms; ratio <= 1.10")
    print("engine benchmark, medians            CPython    Pyodide")
    for key in ("decisions_per_second_median", "load_ms_median", "undo_ms_median"):
        cpy, pyo = result["engine_cpython"][key], result["engine_pyodide"][key]
        print(f"  {key:<32} {cpy:>9} {pyo:>10}")
    print("  goal: load and undo of a late-game save <= 50 ms in Pyodide")
    c = result["companion_pyodide"]
    print(
        f"table companion in Pyodide, session of {c['session_taps']} taps: "
        f"tap {c['tap_ms_median']:.1f} ms, undo {c['undo_ms_median']:.1f} ms (medians)"
    )
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    print(f"written to {args.out}")


if __name__ == "__main__":
    main()
