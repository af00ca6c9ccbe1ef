"""What drawing the table companion with the visual kit costs (issue 27), ``python3 -m
tests.browser.bench_kit_companion --against <another build's dist/> [--rounds 6]``: this build
and the other on their own origins, each round measuring both sides in an order that alternates
(A B, B A, ...), medians over the rounds:

- a saved session opened from the home screen (hash change to the engine ready, ms);
- tap -> next frame on the Table tab (threat + and its undo, the kit's track redrawn), with the
  page's main thread throttled 4x, p50 per round (``bench._taps``, a session of 10 taps).

The stored session is the same threat taps on both sides; ``--other-schema N`` writes it with
an older save format for an older build (the taps are plain commands every format reads).

A measurement, never a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

import build
from tests.browser import bench, support
from tests.browser.bench import _taps


def _with_schema(schema: int | None) -> Any:
    """bench._session, its save written with another format when asked."""
    made = bench._session

    def session(taps: int) -> tuple[dict[str, Any], dict[str, Any]]:
        save, view = made(taps)
        return ({**save, "schema_version": schema} if schema else save), view

    return session


def measure(other: Path, rounds: int, per: int, other_schema: int | None = None) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    sides = {"this": support.ensure_dist(), "other": other}
    servers = {k: build.serve_in_thread({"/": d}) for k, d in sides.items()}
    out: dict[str, dict[str, list[float]]] = {k: {"open": [], "tap": [], "undo": []} for k in sides}
    try:
        with sync_playwright() as p:
            browser = support.launch(p)
            try:
                for r in range(rounds):
                    order = list(sides) if r % 2 == 0 else list(reversed(sides))
                    for side in order:
                        original = bench._session
                        bench._session = _with_schema(other_schema if side == "other" else None)
                        try:
                            got = _taps(browser, servers[side][1], (10,), 1, per)["10"]
                        finally:
                            bench._session = original
                        out[side]["open"].append(got["open_ms_median"])
                        out[side]["tap"].append(got["tap_p50_ms"])
                        out[side]["undo"].append(got["undo_p50_ms"])
            finally:
                browser.close()
    finally:
        for server, _ in servers.values():
            server.shutdown()
            server.server_close()
    summary: dict[str, Any] = {"rounds": rounds, "taps_per_round": per}
    for kind in ("open", "tap", "undo"):
        a = statistics.median(out["this"][kind])
        b = statistics.median(out["other"][kind])
        summary[kind] = {"this_ms": round(a, 1), "other_ms": round(b, 1), "ratio": round(a / b, 3)}
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", required=True, help="another build's dist/ folder")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--taps", type=int, default=10, help="tap+undo samples per round")
    parser.add_argument(
        "--other-schema", type=int, default=None, help="save format for the other build"
    )
    args = parser.parse_args()
    got = measure(Path(args.against), args.rounds, args.taps, args.other_schema)
    print(json.dumps(got, indent=2))


if __name__ == "__main__":
    main()
