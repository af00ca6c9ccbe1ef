"""How far apart the casual and the strong player are, in the game's own currency (issue 29 §3).

§3 asks, on one set of cards, for the planner ("a casual table") to win >= 70 % on Easy while
the strong player wins 45-65 % on Normal. Easy and Normal differ only by two points of
starting threat (rulebook, Setup: Choose Difficulty), so those targets hold together only if
the strong player's skill is worth less than two points of threat. This measures it: both
bots play the same seeds at each difficulty on the current cards or on a *lever* (a
systematic change to the cards, below), and the table shows each bot's win rate per
difficulty and where the strong curve crosses the planner's Easy rate (linear between
difficulties; "> 8" when it never falls that low).

``python3 -m tests.engine.skill_gap --games 4 --levers base clock`` (``--jobs 2`` plays in
two processes). One row per lever; CPU time is not the point here, the gap is.
"""

from __future__ import annotations

import argparse
import itertools
import json
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from typing import Any

from core.games.mutant_insurrection.content.loader import load_content
from core.games.mutant_insurrection.simulate import bot_game
from core.games.mutant_insurrection.threat_track import STARTING_THREAT

Json = Any
DIFFS = ("easy", "normal", "hard", "extreme")


def _bump(effects: list[Json], op: str, by: int) -> None:
    for eff in effects:
        if eff.get("op") == op and isinstance(eff.get("amount"), int):
            eff["amount"] += by
        for key in ("effects", "then_effects"):
            if isinstance(eff.get(key), list):
                _bump(eff[key], op, by)


def _clock(d: Json) -> None:
    """Every threat card raises one more threat: a harsher clock that play cannot avoid."""
    for t in d["threat_cards"]:
        _bump(t.get("effects", []), "raise_threat", 1)


def _failure(d: Json) -> None:
    """Every mission's failure raises one more threat: only play that fails pays."""
    for m in d["missions"]:
        _bump(m.get("failure", []), "raise_threat", 1)


def _fight(d: Json) -> None:
    """Every "fight N" requirement needs one more: harder missions for everyone."""
    for m in d["missions"]:
        m["objectives"] = [
            [(f"fight {int(r.split()[1]) + 1}" if r.startswith("fight ") else r) for r in obj]
            for obj in m["objectives"]
        ]


def _fight2(d: Json) -> None:
    """Every "fight N" requirement needs two more."""
    _fight(d)
    _fight(d)


def _late(d: Json) -> None:
    """Every yellow and red threat card raises one more threat (a Sentinel's icon too): harsher
    once the tracker leaves green, which Hard and Extreme start beyond."""
    for t in d["threat_cards"]:
        if t["color"] in ("yellow", "red"):
            _bump(t.get("effects", []), "raise_threat", 1)
            if isinstance(t.get("threat"), int):
                t["threat"] += 1


def _press(d: Json) -> None:
    """Every green event raises one more threat once threat is 4 or more (the way Propaganda
    does): Normal, which starts at 4, feels it from the first round, Easy only later."""
    for t in d["threat_cards"]:
        if t["color"] == "green" and t["kind"] == "event":
            more = {"op": "raise_threat", "amount": 1}
            t["effects"] = [
                *t["effects"],
                {"op": "if", "cond": {"if": "threat_at_least", "value": 4}, "then": [more]},
            ]


def _yreq(d: Json) -> None:
    """Every continent mission's last objective gains a yellow requirement (a copy of its first,
    in effect from threat 6, where Hard starts)."""
    for m in d["missions"]:
        if m["type"] == "continent":
            last = m["objectives"][-1]
            first = last[0].split(":", 1)[-1]
            last.append(f"yellow:{first}")


def _yreqhalf(d: Json) -> None:
    """yreq on every other continent mission (in the set's order)."""
    cont = [m for m in d["missions"] if m["type"] == "continent"]
    for m in cont[::2]:
        last = m["objectives"][-1]
        last.append(f"yellow:{last[0].split(':', 1)[-1]}")


def _both(*levers: Callable[[Json], None]) -> Callable[[Json], None]:
    def run(d: Json) -> None:
        for lever in levers:
            lever(d)

    return run


def _school(d: Json) -> None:
    """The school heals one more and its cards do more: sitting at school costs less tempo."""
    for card in d["school"]:
        _bump(card.get("effects", []), "heal", 1)


def _calm(d: Json) -> None:
    """Every school card also reduces the threat by 1: a turn at the school (the casual
    player's habit) buys time, so tempo is worth less against it."""
    for card in d["school"]:
        card["effects"] = [*card.get("effects", []), {"op": "reduce_threat", "amount": 1}]


def _calm1(d: Json) -> None:
    """Xavier's Office alone also reduces the threat by 1."""
    for card in d["school"]:
        if card["id"] == "office":
            card["effects"] = [*card.get("effects", []), {"op": "reduce_threat", "amount": 1}]


def _calmlow(d: Json) -> None:
    """Every school card also reduces the threat by 1 while it is 3 or less: a calm world
    stays calm (Easy starts there), a threatened one (Normal and up) gets no such help."""
    low = {"if": "not", "cond": {"if": "threat_at_least", "value": 4}}
    more = {"op": "if", "cond": low, "then": [{"op": "reduce_threat", "amount": 1}]}
    for card in d["school"]:
        card["effects"] = [*card.get("effects", []), more]


def _press2(d: Json) -> None:
    """Like press, with two more threat."""
    _press(d)
    for t in d["threat_cards"]:
        if t["color"] == "green" and t["kind"] == "event":
            t["effects"][-1]["then"][0]["amount"] = 2


def _press3(d: Json) -> None:
    """Like press, with three more threat."""
    _press(d)
    for t in d["threat_cards"]:
        if t["color"] == "green" and t["kind"] == "event":
            t["effects"][-1]["then"][0]["amount"] = 3


def _noreduce(d: Json) -> None:
    """A mission's success no longer reduces the threat (its other rewards stay): a team
    that completes missions fast can no longer hold the threat where it started."""
    for m in d["missions"]:
        m["success"] = [e for e in m.get("success", []) if e.get("op") != "reduce_threat"]


LEVERS: dict[str, Callable[[Json], None]] = {
    "base": lambda d: None,
    "clock": _clock,
    "failure": _failure,
    "fight": _fight,
    "school": _school,
    "fight2": _fight2,
    "late": _late,
    "press": _press,
    "yreq": _yreq,
}
LEVERS.update(
    {
        "fight+late": _both(_fight, _late),
        "fight2+late": _both(_fight2, _late),
        "fight+press": _both(_fight, _press),
        "fight+late+press": _both(_fight, _late, _press),
        "fight+yreq+press": _both(_fight, _yreq, _press),
        "fight+late+yreq+press": _both(_fight, _late, _yreq, _press),
        "calm": _calm,
        "noreduce": _noreduce,
        "noreduce+yreq": _both(_noreduce, _yreq),
        "noreduce+fight+yreq+press": _both(_noreduce, _fight, _yreq, _press),
        "noreduce+yreq+calm": _both(_noreduce, _yreq, _calm),
        "noreduce+yreq+press+calmlow": _both(_noreduce, _yreq, _press, _calmlow),
        "noreduce+fight+yreq+press+calmlow": _both(_noreduce, _fight, _yreq, _press, _calmlow),
        "noreduce+yreq+press2+calmlow": _both(_noreduce, _yreq, _press2, _calmlow),
        "A": _both(_noreduce, _fight, _yreqhalf, _press2, _calmlow),
        "B": _both(_noreduce, _fight, _yreqhalf, _press, _calmlow),
        "D": _both(_noreduce, _fight, _yreqhalf, _press3, _calmlow),
        "C": _both(_noreduce, _fight, _yreq, _press2, _calmlow),
        "noreduce+yreq+calm1": _both(_noreduce, _yreq, _calm1),
        "noreduce+yreq+press+calm": _both(_noreduce, _yreq, _press, _calm),
        "noreduce+fight+yreq+press+calm": _both(_noreduce, _fight, _yreq, _press, _calm),
        "calm+fight+late+press": _both(_calm, _fight, _late, _press),
        "calm+fight2+late+press": _both(_calm, _fight2, _late, _press),
    }
)


def _play(args: tuple[str, str, str, str, int, int]) -> tuple[str, str, str, int]:
    lever, bot, plot, diff, heroes, seed = args
    d = json.loads(json.dumps(_base_json()))
    LEVERS[lever](d)
    c = load_content(d)
    g, _ = bot_game(seed, heroes, diff, bot, plot, content=c)
    return lever, bot, diff, int((g.outcome or {}).get("result") == "won")


_BASE: list[Json] = []


def _base_json() -> Json:
    if not _BASE:
        pkg = resources.files("core.games.mutant_insurrection.content")
        _BASE.append(json.loads(pkg.joinpath("core_set.json").read_text(encoding="utf-8")))
    return _BASE[0]


def crossing(strong: dict[str, float], target: float) -> str:
    """Starting threat at which the strong bot's win rate falls to ``target`` (linear)."""
    pts = [(STARTING_THREAT[x], strong[x]) for x in DIFFS]
    for (t0, w0), (t1, w1) in itertools.pairwise(pts):
        if w0 >= target >= w1 and w0 != w1:
            return f"{t0 + (w0 - target) / (w0 - w1) * (t1 - t0):.1f}"
    return "< 2" if pts[0][1] < target else "> 8"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--plots", nargs="*", default=["brotherhood", "dark_phoenix", "apocalypse", "massacre"]
    )
    ap.add_argument("--heroes", nargs="*", type=int, default=[2, 3, 4, 5, 6])
    ap.add_argument("--levers", nargs="*", default=list(LEVERS))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--planner", nargs="*", default=list(DIFFS), help="the planner's difficulties")
    a = ap.parse_args()
    n = len(a.plots) * len(a.heroes) * a.games
    print(f"{n} games per bot and difficulty ({', '.join(a.plots)}; heroes {a.heroes})")
    print("the last column: the starting threat at which the strong bot wins as often as the")
    print("planner does on Easy (threat 2); the targets need it below 4\n")
    print("| lever | planner E / N / H / X | strong E / N / H / X | strong at planner's Easy |")
    print("|---|---|---|---|", flush=True)
    with ProcessPoolExecutor(a.jobs) as pool:
        for lever in a.levers:
            jobs = [
                (lever, bot, plot, diff, h, a.seed + k)
                for bot in ("planner", "strong")
                for diff in (a.planner if bot == "planner" else DIFFS)
                for plot in a.plots
                for h in a.heroes
                for k in range(a.games)
            ]
            wins: dict[tuple[str, str], int] = {}
            for _, bot, diff, won in pool.map(_play, jobs, chunksize=4):
                wins[(bot, diff)] = wins.get((bot, diff), 0) + won
            rate = {
                b: {x: wins[(b, x)] / n for x in DIFFS if (b, x) in wins}
                for b in ("planner", "strong")
            }
            p = " / ".join(
                f"{rate['planner'][x]:.0%}" if x in rate["planner"] else "-" for x in DIFFS
            )
            s = " / ".join(f"{rate['strong'][x]:.0%}" for x in DIFFS)
            easy = rate["planner"].get("easy")
            at = crossing(rate["strong"], easy) if easy is not None else "-"
            print(f"| {lever} | {p} | {s} | {at} |", flush=True)


if __name__ == "__main__":
    main()
