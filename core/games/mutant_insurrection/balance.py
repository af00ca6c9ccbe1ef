"""Measured balance: bots play every plot x difficulty x hero count, and the results become a
table (win rate with a 95 % confidence interval, average rounds, loss reasons) and a docs page.

``python3 -m core balance --games N --seed S [--bot planner] [--jobs N | --ray ADDRESS]``
regenerates ``docs/balance.md``; ``--jobs`` plays the cells in parallel processes and ``--ray``
on a Ray cluster, with the same rows as one process. Hero count 1 is solo play: one player
with two heroes, the rules of a two-hero game (Solo Play); its games use their own seeds, so
its row is a separate sample.

>>> wilson(45, 100)
(0.356, 0.548)
>>> rows = run(games=1, seed=1, bot="eager", hero_counts=(2,), difficulties=("normal",))
>>> rows[0]["games"], rows[0]["plot"]
(1, 'brotherhood')
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any, TextIO

from core.games.mutant_insurrection.content.loader import Content, default_content
from core.games.mutant_insurrection.threat_track import STARTING_THREAT

Json = Any
DIFFICULTIES = tuple(STARTING_THREAT)  # easy, normal, hard, extreme
HERO_COUNTS = (1, 2, 3, 4, 5, 6)
SOLO_SEED_OFFSET = 1_000_003
# losses that come from a deck the rules ran through, not from the heroes' play
DECK_LOSSES = ("empty deck", "no unused hero", "no heroes remain")
DOCS_PAGE = Path("docs") / "balance.md"


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % by default), rounded to 3 places."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3))


def run_cell(
    c: Content, plot: str, difficulty: str, heroes: int, *, games: int, seed: int, bot: str
) -> dict[str, Json]:
    """Play ``games`` games of one cell; the figures of one row of the table."""
    from core.games.mutant_insurrection.simulate import bot_game

    won = rounds = errors = 0
    reasons: dict[str, int] = {}
    base = seed + (SOLO_SEED_OFFSET if heroes == 1 else 0)
    for k in range(games):
        try:
            g, _ = bot_game(base + k, heroes, difficulty, bot, plot, content=c)
        except Exception as exc:  # an engine error is a finding, not a crash of the run
            errors += 1
            why = f"engine error: {type(exc).__name__}"
            reasons[why] = reasons.get(why, 0) + 1
            continue
        o = g.outcome or {"result": "unfinished", "reason": "decision limit"}
        rounds += int(g.view()["round"])
        if o["result"] == "won":
            won += 1
        else:
            reasons[o["reason"]] = reasons.get(o["reason"], 0) + 1
    played = games - errors
    lo, hi = wilson(won, played)
    return {
        "plot": plot,
        "difficulty": difficulty,
        "heroes": heroes,
        "games": games,
        "won": won,
        "win_rate": round(won / played, 3) if played else 0.0,
        "ci95": [lo, hi],
        "avg_rounds": round(rounds / played, 2) if played else 0.0,
        "losses": dict(sorted(reasons.items(), key=lambda kv: -kv[1])),
        "errors": errors,
    }


def run(
    games: int,
    seed: int,
    bot: str = "planner",
    *,
    content: Content | None = None,
    plots: Sequence[str] | None = None,
    difficulties: Sequence[str] = DIFFICULTIES,
    hero_counts: Sequence[int] = HERO_COUNTS,
    progress: Callable[[int, int, float], None] | None = None,
    jobs: int = 1,
    ray_address: str | None = None,
    normal_games: int | None = None,
) -> list[dict[str, Json]]:
    """Every cell of plot x difficulty x hero count (hero counts the content can seat), in
    that order; ``jobs`` processes or a Ray cluster play the cells with the same results
    (:mod:`core.games.mutant_insurrection.cell_runners`). ``normal_games`` plays more games in
    the Normal cells, whose targets are the tightest (their first ``games`` games are the
    other cells' seeds, so the rows stay comparable)."""
    from core.games.mutant_insurrection.cell_runners import run_cells

    c = content or default_content()
    counts = [h for h in hero_counts if max(2, h) <= len(c.heroes)]
    cells = [(p, d, h) for p in (plots or list(c.plots)) for d in difficulties for h in counts]
    n_normal = games if normal_games is None else normal_games
    groups = [
        ([x for x in cells if x[1] != "normal"], games),
        ([x for x in cells if x[1] == "normal"], n_normal),
    ]
    if n_normal == games:  # one group keeps one pool for the whole grid
        groups = [(cells, games)]
    offset = 0

    def step(done: int, total: int, secs: float) -> None:
        if progress is not None:
            progress(offset + done, len(cells), secs)

    played: dict[tuple[str, str, int], dict[str, Json]] = {}
    for group, n in groups:
        if not group:
            continue
        rows = run_cells(
            run_cell,
            c,
            group,
            games=n,
            seed=seed,
            bot=bot,
            jobs=jobs,
            ray_address=ray_address,
            progress=step,
        )
        offset += len(group)
        played.update({(r["plot"], r["difficulty"], r["heroes"]): r for r in rows})
    return [played[x] for x in cells]


def speed_line(rows: Sequence[dict[str, Json]], seconds: float, how: str) -> str:
    """How fast the grid was played, e.g. for comparing ``--jobs`` and ``--ray``.

    >>> speed_line([{"games": 20}, {"games": 20}], 8.0, "2 processes")
    '40 games in 8.0 s: 5.0 games/s (2 processes)'
    """
    n = sum(int(r["games"]) for r in rows)
    rate = n / seconds if seconds > 0 else 0.0
    return f"{n} games in {seconds:.1f} s: {rate:.1f} games/s ({how})"


def progress_bar(stream: TextIO) -> Callable[[int, int, float], None]:
    """A one-line progress bar (cells done, elapsed, time left) for a terminal."""

    def show(done: int, total: int, secs: float) -> None:
        width = 30
        filled = int(width * done / total)
        left = secs / done * (total - done)
        stream.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} cells"
            f"  {secs:5.0f}s elapsed, ~{left:4.0f}s left"
        )
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def _pool(rows: Sequence[dict[str, Json]]) -> tuple[int, int]:
    return sum(r["won"] for r in rows), sum(r["games"] - r["errors"] for r in rows)


def _rate(rows: Sequence[dict[str, Json]], **match: Json) -> float:
    """The pooled win rate of the rows whose fields equal ``match``."""
    w, n = _pool([r for r in rows if all(r[k] == v for k, v in match.items())])
    return w / n if n else 0.0


def _with_ci(rows: Sequence[dict[str, Json]], **match: Json) -> str:
    """A pooled win rate with its 95 % interval, e.g. ``55 % (48-62 %)``."""
    w, n = _pool([r for r in rows if all(r[k] == v for k, v in match.items())])
    lo, hi = wilson(w, n)
    return f"{_pct(w / n if n else 0.0)} ({100 * lo:.0f}-{_pct(hi)})"


# The targets a bot's grid is held to (issue 29 §3). The strong reference player stands for a
# good table: the difficulties must spread it from a sure win to a likely loss. The planner
# stands for a casual table, which must still win its first games on Easy. Each is
# (difficulty, low, high), a pooled win rate in [low, high].
STRONG_BANDS = (("easy", 0.80, 1.0), ("hard", 0.20, 0.40), ("extreme", 0.0, 0.15))
CASUAL_BANDS = (("easy", 0.70, 1.0),)
NORMAL_BAND = (0.45, 0.65)  # the strong player's Normal at every hero count 2-6
NORMAL_SPREAD = 0.15


def _band_name(difficulty: str, lo: float, hi: float) -> str:
    name = difficulty.capitalize()
    if hi >= 1.0:
        return f"{name} >= {_pct(lo)}"
    if lo <= 0.0:
        return f"{name} <= {_pct(hi)}"
    return f"{name} {100 * lo:.0f}-{_pct(hi)}"


def targets(rows: Sequence[dict[str, Json]], bot: str = "strong") -> list[tuple[str, bool, str]]:
    """The balance targets for ``bot``'s grid, each ``(target, met, what was measured)``; the
    measured rates carry their pooled 95 % interval. The strong player's grid is held to the
    whole set (Normal by hero count, the other difficulties' bands); any other bot's to a
    casual table's (Easy >= 70 %); both to a difficulty order that holds on every plot and to
    no loss from a deck too small for the rules."""
    out: list[tuple[str, bool, str]] = []
    plots = sorted({r["plot"] for r in rows})
    diffs = [d for d in DIFFICULTIES if any(r["difficulty"] == d for r in rows)]
    rising = []
    for p in plots:
        rs = [_rate(rows, plot=p, difficulty=d) for d in diffs]
        ok = all(a > b for a, b in pairwise(rs))
        rising.append((p, ok, " > ".join(_pct(x) for x in rs)))
    out.append(
        (
            "win rate rises strictly from Extreme to Easy on every plot (shown Easy first)",
            all(ok for _, ok, _ in rising),
            "; ".join(f"{p}: {txt}" for p, _, txt in rising),
        )
    )
    strong = bot == "strong"
    counts = sorted({r["heroes"] for r in rows if r["heroes"] >= 2 and r["difficulty"] == "normal"})
    if strong and counts:
        normal = {h: _rate(rows, difficulty="normal", heroes=h) for h in counts}
        lo, hi = NORMAL_BAND
        out.append(
            (
                f"Normal {100 * lo:.0f}-{_pct(hi)} at every hero count 2-6",
                all(lo <= x <= hi for x in normal.values()),
                ", ".join(f"{h}: {_with_ci(rows, difficulty='normal', heroes=h)}" for h in normal),
            )
        )
        spread = max(normal.values()) - min(normal.values())
        out.append(
            (
                f"Normal spread across hero counts <= {100 * NORMAL_SPREAD:.0f} points",
                spread <= NORMAL_SPREAD,
                _pct(spread),
            )
        )
    for d, lo, hi in STRONG_BANDS if strong else CASUAL_BANDS:
        if d in diffs:
            x = _rate(rows, difficulty=d)
            out.append((_band_name(d, lo, hi), lo <= x <= hi, _with_ci(rows, difficulty=d)))
    per_plot = {p: _rate(rows, plot=p, difficulty="normal") for p in plots}
    if per_plot and "normal" in diffs:
        gap = max(per_plot.values()) - min(per_plot.values())
        out.append(
            (
                "every plot's Normal within 15 points of the others",
                gap <= 0.15,
                ", ".join(f"{p}: {_pct(x)}" for p, x in per_plot.items()),
            )
        )
    deck = sum(
        n for r in rows for why, n in r["losses"].items() if any(k in why for k in DECK_LOSSES)
    )
    total = sum(sum(r["losses"].values()) for r in rows)
    out.append(
        ("no loss from a deck too small for the rules", deck == 0, f"{deck} of {total} losses")
    )
    return out


def plot_lines(rows: Sequence[dict[str, Json]], content: Content) -> list[str]:
    """Each plot's challenge level (the pips on its card) beside its measured win rates, hardest
    first: the pips are set from these figures (Basic Concepts: Plots)."""
    plots = sorted({r["plot"] for r in rows}, key=lambda p: _rate(rows, plot=p))
    out = [
        "## Plots by measured challenge",
        "",
        "| plot | challenge (pips) | win rate, all difficulties | Normal |",
        "|---|---|---|---|",
    ]
    for p in plots:
        pips = content.plots[p].get("challenge")
        out.append(
            f"| {content.plots[p]['name']} | {pips if pips is not None else '-'} | "
            f"{_pct(_rate(rows, plot=p))} | {_pct(_rate(rows, plot=p, difficulty='normal'))} |"
        )
    return out


def _per_row(rows: Sequence[dict[str, Json]]) -> str:
    """How many games a row holds, e.g. ``10 games per row (20 in Normal)``."""
    sizes = sorted({int(r["games"]) for r in rows})
    normal = sorted({int(r["games"]) for r in rows if r["difficulty"] == "normal"})
    if len(sizes) == 2 and len(normal) == 1:
        return f"{sizes[0]} games per row ({normal[0]} in Normal)"
    return f"{'/'.join(map(str, sizes)) or 0} games per row"


def _target_table(rows: Sequence[dict[str, Json]], bot: str) -> list[str]:
    lines = ["| target | met | measured |", "|---|---|---|"]
    for name, ok, got in targets(rows, bot):
        lines.append(f"| {name} | {'yes' if ok else 'no'} | {got} |")
    return lines


def _cell(r: dict[str, Json], content: Content) -> str:
    """A row's plot, difficulty and hero count cells."""
    who = "1 (solo)" if r["heroes"] == 1 else str(r["heroes"])
    return f"{content.plots[r['plot']]['name']} | {r['difficulty']} | {who}"


def _losses(r: dict[str, Json]) -> str:
    return "; ".join(f"{why} ({n})" for why, n in r["losses"].items()) or "-"


def markdown(
    rows: Sequence[dict[str, Json]], command: str, content: Content, bot: str = "strong"
) -> str:
    """The docs page: how it was made, the targets (``bot``'s, see :func:`targets`), and
    the table."""
    lines = [
        "# Balance, measured",
        "",
        f"Generated by `{command}` on the content set **{content.name}** (`{content.id}`):",
        f"{_per_row(rows)}, {sum(r['games'] for r in rows)} games in all. Hero count 1 is",
        "solo play (one player, two heroes, the two-hero rules) on its own seeds. The interval is",
        "the 95 % Wilson score interval. Do not edit by hand: run the command again.",
        "",
        "## Targets",
        "",
        *_target_table(rows, bot),
    ]
    lines += ["", *plot_lines(rows, content)]
    lines += [
        "",
        "## Every plot, difficulty and hero count",
        "",
        "| plot | difficulty | heroes | games | win rate | 95 % CI | avg rounds | losses |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lo, hi = r["ci95"]
        lines.append(
            f"| {_cell(r, content)} | {r['games']} | {_pct(r['win_rate'])} | "
            f"{_pct(lo)}-{_pct(hi)} | {r['avg_rounds']} | {_losses(r)} |"
        )
    return "\n".join(lines) + "\n"


PLAYERS = {"planner": "the planner (a casual table)", "strong": "the strong reference player"}


def _players_header(
    by_bot: dict[str, list[dict[str, Json]]], command: str, c: Content
) -> list[str]:
    from core.games.mutant_insurrection.content import editions

    rows = [r for rs in by_bot.values() for r in rs]
    ed = editions.number(c.id, c.fingerprint)
    which = f"edition {ed}, " if ed is not None else ""
    names = " and ".join(PLAYERS.get(b, f"the {b} bot") for b in by_bot)
    return [
        "# Balance, measured",
        "",
        f"Generated by `{command}` on the content set **{c.name}** (`{c.id}`, {which}"
        f"fingerprint `{c.fingerprint}`): {_per_row(rows)}, {sum(r['games'] for r in rows)}"
        f" games in all, played by {names} on the same seeds, so a cell's two rates differ by",
        "the players' choices, never by their luck. Hero count 1 is solo play (one player, two",
        "heroes, the two-hero rules) on its own seeds. Intervals are 95 % Wilson score",
        "intervals. Do not edit by hand: run the command again.",
    ]


def players_markdown(
    by_bot: dict[str, list[dict[str, Json]]], command: str, content: Content
) -> str:
    """One page for several players on the same cells: each player's targets
    (:func:`targets`), the plots by the last player's challenge, and every cell with each
    player's rate and interval and the last player's edge over the first."""
    bots = list(by_bot)
    lines = _players_header(by_bot, command, content)
    for b in reversed(bots):
        lines += ["", f"## Targets: {PLAYERS.get(b, b)}", "", *_target_table(by_bot[b], b)]
    plots = plot_lines(by_bot[bots[-1]], content)
    plots[0] += f" ({PLAYERS.get(bots[-1], bots[-1])})"
    lines += ["", *plots]
    first, last = bots[0], bots[-1]
    head = " | ".join(f"{b} | 95 % CI" for b in bots)
    lines += [
        "",
        "## Every plot, difficulty and hero count",
        "",
        f"`edge` is {last}'s win rate less {first}'s on the same seeds; rounds are each"
        " player's average; losses are the last player's.",
        "",
        f"| plot | difficulty | heroes | games | {head} | edge | avg rounds | losses |",
        "|---|---|---|---|" + "---|---|" * len(bots) + "---|---|---|",
    ]
    for cells in zip(*(by_bot[b] for b in bots), strict=True):
        r = cells[-1]
        rates = " | ".join(
            f"{_pct(x['win_rate'])} | {_pct(x['ci95'][0])}-{_pct(x['ci95'][1])}" for x in cells
        )
        edge = 100 * (cells[-1]["win_rate"] - cells[0]["win_rate"])
        rounds = " / ".join(str(x["avg_rounds"]) for x in cells)
        lines.append(
            f"| {_cell(r, content)} | {r['games']} | {rates} | {edge:+.0f} | {rounds} | "
            f"{_losses(r)} |"
        )
    return "\n".join(lines) + "\n"


def main(
    games: int,
    seed: int,
    bot: str | Sequence[str],
    *,
    content: Content | None = None,
    out: Path | None = DOCS_PAGE,
    command: str = "",
    jobs: int = 1,
    ray_address: str | None = None,
    speed: TextIO | None = None,
    normal_games: int | None = None,
) -> list[dict[str, Json]]:
    """Run the whole table for each player in ``bot`` (one name or several, played on the
    same seeds), write the docs page (unless ``out`` is None: one player's page, or
    :func:`players_markdown` for several) and return the rows, each naming its ``bot``; the
    games per second go to ``speed`` when given."""
    import time

    c = content or default_content()
    bots = [bot] if isinstance(bot, str) else list(bot)
    bar = progress_bar(sys.stderr) if sys.stderr.isatty() else None
    how = f"Ray at {ray_address}" if ray_address else f"{jobs} process{'es' if jobs > 1 else ''}"
    by_bot: dict[str, list[dict[str, Json]]] = {}
    for b in bots:
        t0 = time.perf_counter()
        by_bot[b] = run(
            games,
            seed,
            b,
            content=c,
            progress=bar,
            jobs=jobs,
            ray_address=ray_address,
            normal_games=normal_games,
        )
        if speed is not None:
            speed.write(f"{b}: {speed_line(by_bot[b], time.perf_counter() - t0, how)}\n")
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        cmd = (
            command
            or f"python3 -m core balance --games {games} --seed {seed} --bot {' '.join(bots)}"
        )
        page = (
            markdown(by_bot[bots[0]], cmd, c, bots[0])
            if len(bots) == 1
            else players_markdown(by_bot, cmd, c)
        )
        out.write_text(page, encoding="utf-8")
    return [{**r, "bot": b} for b, rs in by_bot.items() for r in rs]
