"""Command line: ``python3 -m core play | simulate | balance | content | bench | odds``.

``simulate`` plays whole games with a bot and prints one JSON object (games, won, lost, errors,
decisions, seconds, decisions_per_second, reasons). ``content validate PACK`` checks a content
pack (:mod:`core.games.mutant_insurrection.content.packs`); ``content schema`` prints the pack
format's JSON Schema.
"""

from __future__ import annotations

import argparse
import json
import sys

from core.games.mutant_insurrection.bots import KINDS
from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.effects.schema import ContentError
from core.games.mutant_insurrection.simulate import bench, simulate


def content_command(a: argparse.Namespace) -> int:
    """``content validate PACK`` / ``content schema``: exit 1 with the reason on a bad pack."""
    from core.games.mutant_insurrection.content import packs
    from core.games.mutant_insurrection.content.pack_schema import schema_text

    if a.what == "schema":
        sys.stdout.write(schema_text())
        return 0
    try:
        c = packs.validate_pack(packs.read_pack(a.path), games=a.games)
    except ContentError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    counts = ", ".join(f"{v} {k.replace('_', ' ')}" for k, v in packs.summary(c).items())
    print(f"ok: {c.name} ({c.id}): {counts}")
    return 0


def _content(name: str | None) -> Content:
    """``--content``: a bundled set by id (``core-set``, ``test-set``) or a pack file,
    validated before it is played; every command defaults to the core set."""
    from core.games.mutant_insurrection.content.loader import BUNDLED, get_content

    if name is None or name in BUNDLED:
        return get_content(name or "core-set")
    from core.games.mutant_insurrection.content.packs import load_pack

    return load_pack(name)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m core")
    sub = p.add_subparsers(dest="cmd", required=True)
    pl = sub.add_parser("play", help="play a game hot-seat in the terminal")
    pl.add_argument("--seed", type=int, default=0)
    pl.add_argument("--heroes", nargs="*", default=None)
    pl.add_argument("--difficulty", default="normal")
    pl.add_argument("--plot", default=None)
    pl.add_argument("--content", default=None, help="core-set (default), test-set or a pack file")
    sim = sub.add_parser("simulate", help="bots play whole games")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bot", choices=list(KINDS), default="random")
    sim.add_argument("--heroes", type=int, default=2, help="1-6 (1 = solo with two heroes)")
    sim.add_argument("--difficulty", default="normal")
    sim.add_argument("--plot", default=None)
    sim.add_argument("--content", default=None, help="core-set (default), test-set or a pack file")
    sim.add_argument("--json", action="store_true")
    bal = sub.add_parser("balance", help="bots play every plot x difficulty x hero count")
    bal.add_argument("--games", type=int, default=20, help="games per plot, difficulty, heroes")
    bal.add_argument("--seed", type=int, default=1)
    bal.add_argument(
        "--bot",
        choices=list(KINDS),
        nargs="+",
        default=["planner"],
        help="the player, or several on the same seeds (one page: planner strong)",
    )
    bal.add_argument(
        "--normal-games", type=int, default=None, help="games per Normal cell (default: --games)"
    )
    bal.add_argument("--content", default=None, help="core-set (default), test-set or a pack file")
    bal.add_argument("--out", default="docs/balance.md", help="the docs page to write ('-': none)")
    bal.add_argument("--json", action="store_true", help="also print the rows as JSON")
    bal.add_argument("--jobs", type=int, default=1, help="play the cells in N processes")
    bal.add_argument(
        "--ray",
        default=None,
        metavar="ADDRESS",
        help="play the cells on a Ray cluster (ray://host:10001, auto, or local); needs ray",
    )
    ct = sub.add_parser("content", help="check a content pack, or print the pack schema")
    csub = ct.add_subparsers(dest="what", required=True)
    cv = csub.add_parser("validate", help="validate a content pack file")
    cv.add_argument("path")
    cv.add_argument("--games", type=int, default=2, help="dry-run games per plot and hero count")
    csub.add_parser("schema", help="print the JSON Schema of the pack format")
    bn = sub.add_parser("bench", help="print benchmark medians")
    bn.add_argument("--games", type=int, default=20)
    from core.games.mutant_insurrection.odds import cli as odds_cli

    od = sub.add_parser("odds", help="exact odds and reroll advice for an attempt")
    odds_cli.add_arguments(od)
    a = p.parse_args(argv)
    if a.cmd == "odds":
        return odds_cli.run(a)
    if a.cmd == "content":
        return content_command(a)
    try:
        content = _content(getattr(a, "content", None))
    except ContentError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if a.cmd == "balance":
        from pathlib import Path

        from core.games.mutant_insurrection import balance

        cmd = f"python3 -m core balance --games {a.games} --seed {a.seed} --bot {' '.join(a.bot)}"
        if a.normal_games is not None:
            cmd += f" --normal-games {a.normal_games}"
        if a.content:
            cmd += f" --content {a.content}"
        cmd += f" --out {a.out}" if a.out != "docs/balance.md" else ""
        out_page = None if a.out == "-" else Path(a.out)
        if a.jobs < 1:
            p.error("--jobs must be 1 or more")
        try:
            rows = balance.main(
                a.games,
                a.seed,
                a.bot,
                content=content,
                out=out_page,
                command=cmd,
                jobs=a.jobs,
                ray_address=a.ray,
                speed=sys.stderr,
                normal_games=a.normal_games,
            )
        except RuntimeError as exc:  # --ray without the package, or a cluster out of reach
            print(f"error: {exc}", file=sys.stderr)
            return 1
        if a.json:
            print(json.dumps(rows))
        else:
            for b in a.bot:
                mine = [r for r in rows if r["bot"] == b]
                for name, ok, got in balance.targets(mine, b):
                    print(f"{'ok ' if ok else 'NOT'} {b}: {name}: {got}")
        return 1 if any(r["errors"] for r in rows) else 0
    if a.cmd == "play":
        from core.games.mutant_insurrection.terminal import play_stdin

        play_stdin(a.seed, a.heroes, a.difficulty, a.plot, content)
    elif a.cmd == "simulate":
        if not 1 <= a.heroes <= 6:
            p.error("--heroes must be 1-6 (1 = solo with two heroes)")
        out = simulate(
            a.games, a.seed, a.heroes, a.difficulty, bot=a.bot, plot=a.plot, content=content
        )
        print(json.dumps(out) if a.json else json.dumps(out, indent=2))
        return 1 if out["errors"] else 0
    else:
        print(json.dumps(bench(a.games), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
