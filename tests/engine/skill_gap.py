"""How far apart the casual and the strong player are, in the game's own currency (issue 29 §3).

§3 asks, on one set of cards, for the planner ("a casual table") to win >= 70 % on Easy while
the strong player wins 45-65 % on Normal. Easy and Normal differ only by two points of
starting threat (rulebook, Setup: Choose Difficulty), so those targets hold together only if
the strong player's skill is worth less than two points of threat. This measures it: both
bots play the same seeds at each difficulty on the current cards or on a *lever* (a
systematic change to the cards, below), and the table shows each bot's win rate per
difficulty and where the strong curve crosses the planner's Easy rate (linear between
difficulties; "> 8" when it never falls that low).

``python3 -m tests.engine.skill_gap --games 4 --levers base clock noreduce+press`` (``a+b``
applies both; ``--jobs 2`` plays in two processes; ``--by-heroes`` adds each hero count's
rates). One row per lever; CPU time is not the point here, the gap is. What the levers showed
is written up in ``docs/balance-levers.md``.
"""

from __future__ import annotations

import argparse
import itertools
import json
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from importlib import resources
from typing import Any

from core.games.mutant_insurrection.content.loader import Content, load_content
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


def _press_by(d: Json, amount: int, cond: Json) -> None:
    """Every green event also raises the threat by ``amount`` when ``cond`` holds (a negative
    ``amount`` reduces it)."""
    op = "raise_threat" if amount > 0 else "reduce_threat"
    for t in d["threat_cards"]:
        if t["color"] == "green" and t["kind"] == "event":
            more = {"op": op, "amount": abs(amount)}
            t["effects"] = [
                *t["effects"],
                {"op": "if", "cond": json.loads(json.dumps(cond)), "then": [more]},
            ]


FROM_4 = {"if": "threat_at_least", "value": 4}


def _from_4(cond: Json) -> Json:
    """``cond``, and the threat at least 4 (where Normal starts)."""
    return {"if": "all", "conds": [cond, dict(FROM_4)]}


def _press(d: Json, amount: int = 1) -> None:
    """Every green event raises one more threat once threat is 4 or more (the way Propaganda
    does): Normal, which starts at 4, feels it from the first round, Easy only later."""
    _press_by(d, amount, FROM_4)


def _yellow_last(missions: list[Json]) -> None:
    """Each mission's last objective gains a yellow copy of its first requirement."""
    for m in missions:
        last = m["objectives"][-1]
        last.append(f"yellow:{last[0].split(':', 1)[-1]}")


def _yreq(d: Json) -> None:
    """Every continent mission's last objective gains a yellow requirement (a copy of its first,
    in effect from threat 6, where Hard starts)."""
    _yellow_last([m for m in d["missions"] if m["type"] == "continent"])


def _yreqhalf(d: Json) -> None:
    """yreq on every other continent mission (in the set's order)."""
    _yellow_last([m for m in d["missions"] if m["type"] == "continent"][::2])


def _school(d: Json) -> None:
    """The school heals one more and its cards do more: sitting at school costs less tempo."""
    for card in d["school"]:
        _bump(card.get("effects", []), "heal", 1)


def _school_reduce(d: Json, cond: Json | None = None, only: str | None = None) -> None:
    """Each school card (or only the one named) also reduces the threat by 1, when ``cond``
    holds if one is given."""
    less: Json = {"op": "reduce_threat", "amount": 1}
    more = less if cond is None else {"op": "if", "cond": cond, "then": [less]}
    for card in d["school"]:
        if only is None or card["id"] == only:
            card["effects"] = [*card.get("effects", []), json.loads(json.dumps(more))]


def _calm(d: Json) -> None:
    """Every school card also reduces the threat by 1: a turn at the school (the casual
    player's habit) buys time, so tempo is worth less against it."""
    _school_reduce(d)


def _calm1(d: Json) -> None:
    """Xavier's Office alone also reduces the threat by 1."""
    _school_reduce(d, only="office")


def _calmlow(d: Json) -> None:
    """Every school card also reduces the threat by 1 while it is 3 or less: a calm world
    stays calm (Easy starts there), a threatened one (Normal and up) gets no such help."""
    _school_reduce(d, {"if": "not", "cond": FROM_4})


def _briefings(d: Json) -> list[Json]:
    return [
        side
        for card in d["story_cards"]
        for side in (card.get("A"), card.get("B"))
        if isinstance(side, dict) and side.get("kind") == "briefing"
    ]


def _at_threat_phase(d: Json, cond: Json, op: str) -> None:
    """Every briefing gains a rule: when ``cond`` holds, the threat phase starts with ``op``
    (raise or reduce the threat) by 1."""
    for b in _briefings(d):
        rule = {"when": "start_of_threat", "condition": cond, "effects": [{"op": op, "amount": 1}]}
        b["timed"].append(json.loads(json.dumps(rule)))


def _h2relief(d: Json) -> None:
    """Every briefing: with two heroes in play, the threat phase starts by reducing it by 1."""
    two = {"if": "not", "cond": {"if": "heroes_in_play_at_least", "value": 3}}
    _at_threat_phase(d, two, "reduce_threat")


def _big_team_clocks(d: Json) -> list[Json]:
    """Every briefing's rule "with five or more heroes, the threat phase raises 2"."""
    five = {"if": "heroes_in_play_at_least", "value": 5}
    return [t for b in _briefings(d) for t in b["timed"] if t.get("condition") == five]


def _h56more(d: Json) -> None:
    """Every briefing's clock for five or more heroes raises one more."""
    for t in _big_team_clocks(d):
        t["effects"][0]["amount"] += 1


def _h34more(d: Json) -> None:
    """Every briefing's clock for three and four heroes starts at threat 7 (was 10 and 9)."""
    for b in _briefings(d):
        for t in b["timed"]:
            for c in (t.get("condition") or {}).get("conds", []):
                if c.get("if") == "threat_at_least" and c.get("value") in (9, 10):
                    c["value"] = 7


def _pressh(d: Json) -> None:
    """press, and two more with three or more heroes in play (a big team's green events)."""
    _press(d)
    three = {"if": "heroes_in_play_at_least", "value": 3}
    _press_by(d, 2, {"if": "all", "conds": [dict(FROM_4), three]})


def _h56press(d: Json) -> None:
    """Every briefing: with five or more heroes, the threat phase raises 1 more from threat 4."""
    _at_threat_phase(d, _from_4({"if": "heroes_in_play_at_least", "value": 5}), "raise_threat")


def _h56faceup(d: Json) -> None:
    """Every briefing's clock for five or more heroes raises one per face-up mission instead
    of a flat 2: a big team racing many missions at once pays for each one left open."""
    for t in _big_team_clocks(d):
        t["effects"][0]["amount"] = {"count": "faceup_missions"}


def _h56from4(d: Json) -> None:
    """Every briefing's clock for five or more heroes raises only from threat 4: Normal and
    harder start there, so only Easy (a casual big team's first games) changes."""
    for t in _big_team_clocks(d):
        t["condition"] = _from_4(t["condition"])


def _calmbig(d: Json) -> None:
    """With five or more heroes, each school card also reduces the threat by 1 while it is
    green (5 or less): a big team's school turn is worth more."""
    cond = {
        "if": "all",
        "conds": [
            {"if": "heroes_in_play_at_least", "value": 5},
            {"if": "not", "cond": {"if": "threat_at_least", "value": 6}},
        ],
    }
    _school_reduce(d, cond)


def _exactly(heroes: int) -> Json:
    """Exactly ``heroes`` heroes in play (6: six)."""
    at_least = {"if": "heroes_in_play_at_least", "value": heroes}
    if heroes >= 6:
        return at_least
    fewer = {"if": "not", "cond": {"if": "heroes_in_play_at_least", "value": heroes + 1}}
    return {"if": "all", "conds": [at_least, fewer]}


def _at_setup(heroes: int, amount: int, d: Json) -> None:
    """sHpK (sHmK: K lower): every plot's setup: with exactly ``heroes`` heroes (6: six), on
    Normal and harder (the threat starts at 4 or more), the threat starts ``amount`` higher.
    Easy, a casual table's first games, is left as it is."""
    _setup_rule(d, _from_4(_exactly(heroes)), amount)


def _setup_rule(d: Json, cond: Json, amount: int) -> None:
    """Every plot's setup ends with: when ``cond`` holds, raise the threat by ``amount`` (a
    negative ``amount`` reduces it)."""
    op = "raise_threat" if amount > 0 else "reduce_threat"
    rule = {"op": "if", "cond": cond, "then": [{"op": op, "amount": abs(amount)}]}
    for plot in d["plots"]:
        plot["setup"] = [*plot.get("setup", []), json.loads(json.dumps(rule))]


def _threat_phase_for(heroes: int, d: Json) -> None:
    """tpH: every briefing: with exactly ``heroes`` heroes, the threat phase raises 1 more
    from threat 4."""
    _at_threat_phase(d, _from_4(_exactly(heroes)), "raise_threat")


def _green_for(heroes: int, d: Json) -> None:
    """gpH: every green event raises 1 more from threat 4 with exactly ``heroes`` heroes."""
    _press_by(d, 1, _from_4(_exactly(heroes)))


def _relief_for(heroes: int, d: Json) -> None:
    """rpH: every briefing: with exactly ``heroes`` heroes, the threat phase starts by
    reducing the threat by 1 (h2relief's rule for one team size)."""
    _at_threat_phase(d, _exactly(heroes), "reduce_threat")


def _green_less_for(heroes: int, d: Json) -> None:
    """gmH: every green event raises 1 less from threat 4 with exactly ``heroes`` heroes."""
    _press_by(d, -1, _from_4(_exactly(heroes)))


def _s2normal(d: Json) -> None:
    """Every plot's setup: with two heroes, when the threat starts at exactly 4 (Normal), it
    starts 1 higher; Hard and Extreme, already past it, are left as they are."""
    below_5 = {"if": "not", "cond": {"if": "threat_at_least", "value": 5}}
    _setup_rule(d, {"if": "all", "conds": [_exactly(2), dict(FROM_4), below_5]}, 1)


def _s2hard(d: Json) -> None:
    """Every plot's setup: with two heroes, a threat that starts at 6 or more (Hard and
    Extreme) starts 1 lower: tp2 takes their relief away there, this gives some back."""
    _setup_rule(d, {"if": "all", "conds": [_exactly(2), {"if": "threat_at_least", "value": 6}]}, -1)


def _relief_not_45(d: Json) -> None:
    """h2relief's rule skips threat 4 and 5 (the top of green, where Normal plays its first
    rounds); below and from yellow up it still reduces."""
    four_five = {
        "if": "all",
        "conds": [dict(FROM_4), {"if": "not", "cond": {"if": "threat_at_least", "value": 6}}],
    }
    two = {"if": "not", "cond": {"if": "heroes_in_play_at_least", "value": 3}}
    for b in _briefings(d):
        for t in b["timed"]:
            if t.get("when") == "start_of_threat" and t.get("condition") == two:
                t["condition"] = {"if": "all", "conds": [two, {"if": "not", "cond": four_five}]}


def _two_relief(d: Json) -> list[Json]:
    """Every briefing's two-hero relief rule (edition 11: while the threat is below 5)."""
    two = {"if": "not", "cond": {"if": "heroes_in_play_at_least", "value": 3}}
    return [
        t
        for b in _briefings(d)
        for t in b["timed"]
        if t.get("when") == "start_of_threat"
        and two in (t.get("condition") or {}).get("conds", [])
        and t["effects"][0]["op"] == "reduce_threat"
    ]


def _relief_below(limit: int, d: Json) -> None:
    """reliefN: two heroes' threat-phase relief works while the threat is below ``limit``
    (edition 11 has it below 5)."""
    for t in _two_relief(d):
        for c in t["condition"]["conds"]:
            if c.get("if") == "not" and c["cond"].get("if") == "threat_at_least":
                c["cond"]["value"] = limit


def _drop_s2hard(d: Json) -> None:
    """nos2hard: edition 11's "two heroes, a start of 6 or more is 1 lower" setup rule goes."""
    for plot in d["plots"]:
        plot["setup"] = [
            e
            for e in plot["setup"]
            if not (
                e.get("op") == "if"
                and e["then"] == [{"op": "reduce_threat", "amount": 1}]
                and {"if": "threat_at_least", "value": 6} in e["cond"].get("conds", [])
            )
        ]


def _hard_lower(heroes: int, d: Json) -> None:
    """hHhard: with exactly ``heroes`` heroes, a Hard start (threat 6, not Extreme's 8) is 1
    lower; Normal and Extreme are left as they are."""
    hard = [
        _exactly(heroes),
        {"if": "threat_at_least", "value": 6},
        {"if": "not", "cond": {"if": "threat_at_least", "value": 7}},
    ]
    _setup_rule(d, {"if": "all", "conds": hard}, -1)


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
    "yreqhalf": _yreqhalf,
    "press2": lambda d: _press(d, 2),
    "press3": lambda d: _press(d, 3),
    "calm": _calm,
    "calm1": _calm1,
    "calmlow": _calmlow,
    "noreduce": _noreduce,
    "h2relief": _h2relief,
    "h56more": _h56more,
    "h34more": _h34more,
    "pressh": _pressh,
    "h56press": _h56press,
    "h56faceup": _h56faceup,
    "calmbig": _calmbig,
    "h56from4": _h56from4,
    "s2normal": _s2normal,
    "relief45": _relief_not_45,
    "s2hard": _s2hard,
    "nos2hard": _drop_s2hard,
    **{f"relief{n}": partial(_relief_below, n) for n in range(5, 12)},
    **{f"h{h}hard": partial(_hard_lower, h) for h in range(2, 7)},
    **{f"tp{h}": partial(_threat_phase_for, h) for h in range(2, 7)},
    **{f"gp{h}": partial(_green_for, h) for h in range(2, 7)},
    **{f"rp{h}": partial(_relief_for, h) for h in range(2, 7)},
    **{f"gm{h}": partial(_green_less_for, h) for h in range(2, 7)},
    **{
        f"s{h}{'p' if k > 0 else 'm'}{abs(k)}": partial(_at_setup, h, k)
        for h in range(2, 7)
        for k in (-2, -1, 1, 2, 3)
    },
}


def lever(name: str) -> Callable[[Json], None]:
    """A lever by name; ``a+b`` applies a, then b (``noreduce+fight+press``).

    >>> d = {"missions": [{"type": "continent", "objectives": [["fight 2"]], "success": []}]}
    >>> lever("fight+fight")(d); d["missions"][0]["objectives"]
    [['fight 4']]
    """
    parts = [LEVERS[x] for x in name.split("+")]

    def apply(d: Json) -> None:
        for part in parts:
            part(d)

    return apply


_CARDS: dict[str, Content] = {}


def _play(args: tuple[str, str, str, str, int, int]) -> tuple[str, str, int, int]:
    name, bot, plot, diff, heroes, seed = args
    if name not in _CARDS:  # one copy of a lever's cards per process
        d = json.loads(json.dumps(_base_json()))
        lever(name)(d)
        _CARDS[name] = load_content(d)
    g, _ = bot_game(seed, heroes, diff, bot, plot, content=_CARDS[name])
    return bot, diff, heroes, int((g.outcome or {}).get("result") == "won")


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
    ap.add_argument("--levers", nargs="*", default=list(LEVERS), help="names, or a+b to combine")
    ap.add_argument("--by-heroes", action="store_true", help="also each hero count's rates")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--planner", nargs="*", default=list(DIFFS), help="the planner's difficulties")
    ap.add_argument("--strong", nargs="*", default=list(DIFFS), help="the strong player's")
    a = ap.parse_args()
    n = len(a.plots) * len(a.heroes) * a.games
    print(f"{n} games per bot and difficulty ({', '.join(a.plots)}; heroes {a.heroes})")
    print("the last column: the starting threat at which the strong bot wins as often as the")
    print("planner does on Easy (threat 2); the targets need it below 4\n")
    print("| lever | planner E / N / H / X | strong E / N / H / X | strong at planner's Easy |")
    print("|---|---|---|---|", flush=True)
    with ProcessPoolExecutor(a.jobs) as pool:
        for name in a.levers:
            jobs = [
                (name, bot, plot, diff, h, a.seed + k)
                for bot in ("planner", "strong")
                for diff in (a.planner if bot == "planner" else a.strong)
                for plot in a.plots
                for h in a.heroes
                for k in range(a.games)
            ]
            wins: dict[tuple[str, str], int] = {}
            by_h: dict[tuple[str, str, int], int] = {}
            for bot, diff, h, won in pool.map(_play, jobs, chunksize=4):
                wins[(bot, diff)] = wins.get((bot, diff), 0) + won
                by_h[(bot, diff, h)] = by_h.get((bot, diff, h), 0) + won
            rate = {
                b: {x: wins[(b, x)] / n for x in DIFFS if (b, x) in wins}
                for b in ("planner", "strong")
            }
            p = " / ".join(
                f"{rate['planner'][x]:.0%}" if x in rate["planner"] else "-" for x in DIFFS
            )
            s = " / ".join(
                f"{rate['strong'][x]:.0%}" if x in rate["strong"] else "-" for x in DIFFS
            )
            easy = rate["planner"].get("easy")
            whole = all(x in rate["strong"] for x in DIFFS)
            at = crossing(rate["strong"], easy) if easy is not None and whole else "-"
            print(f"| {name} | {p} | {s} | {at} |", flush=True)
            if a.by_heroes:
                per = len(a.plots) * a.games
                for (bot, diff), _ in sorted(wins.items()):
                    hs = ", ".join(f"{h}: {by_h[(bot, diff, h)] / per:.0%}" for h in a.heroes)
                    print(f"|   {bot} {diff} by hero count | {hs} | | |", flush=True)


if __name__ == "__main__":
    main()
