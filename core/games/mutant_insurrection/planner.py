"""The planner bot: a careful player, and the reference player for balance.

It sees only what a player sees: the public view (:meth:`Game.view`), the pending decision and
the printed cards in play (abilities, outcomes, villainy effects). It never looks at a deck's
order or the dice generator. How it plays:

- **dice**: every spend is planned exactly
(:func:`core.games.mutant_insurrection.planning.best_plan`: which results
  complete which objectives, training token included); it keeps what the plan uses (and the
  dice that half-meet the next objective) and rerolls the rest; it leaves villainy dice alone
  when resolving the villainy effect would cost more than the reroll is worth; it uses dice
  abilities (add a die, extra rerolls, ability rerolls, turning, raising fight) when they
  improve the plan;
- **deploy**: each round it pairs heroes on the missions where the expected value (chance of
  completion x what completion is worth - the failure outcome's cost) is highest; threat
  icons, story missions and briefing tokens raise a mission's worth; damaged heroes heal at the
  school, others train or recruit mutants there; it flips a new mission only when nothing in
  play is worth attempting; in the showdown it concentrates on the missions it can defeat;
- **the rest**: it accepts the assist that helps most, gives the pool the better assist dice,
  trades completed villains for threat, forms bonds and takes mutants, chooses penalties for
  the hero who bears them best and rewards for the hero who needs them.

>>> from core.games.mutant_insurrection import new_game
>>> g = new_game(seed=3)
>>> p = Planner(seed=3)
>>> while g.outcome is None:
...     g.apply(p.choose(g))
>>> g.outcome["result"] in ("won", "lost")
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from core.games.mutant_insurrection.dice import Face
from core.games.mutant_insurrection.game import Action, Game
from core.games.mutant_insurrection.planning import (
    TRAINING_ID,
    Objective,
    Plan,
    Unit,
    best_plan,
    keep_set,
    mission_odds,
)
from core.games.mutant_insurrection.rules.pool import FACE

Json = Any
View = dict[str, Json]
REROLL_GAIN = 0.45  # what rerolling one useless die is worth to a plan, roughly
THREAT_WORTH = 1.6  # one point of threat, in objectives
HERO_WORTH = 0.6  # what a hero does at the school instead of a mission
SENTINEL_WEIGHT = 1.5

# label words -> value of an effect, for choices the bot reads from option labels
_GOOD = (
    (r"reduce threat by (\d+)", THREAT_WORTH),
    (r"heal (\d+)", 0.5),
    (r"draw a mutant", 0.8),
    (r"train", 0.5),
    (r"form a bond", 0.6),
    (r"success token", 1.0),
)
_BAD = (
    (r"raise threat by (\d+)", THREAT_WORTH),
    (r"suffer (\d+) damage", 0.6),
    (r"discard a mutant", 0.7),
    (r"discard a training", 0.4),
    (r"break a bond", 0.8),
    (r"discard (\d+) die", 0.5),
    (r"reroll", 0.3),
)


# what one point of an op's amount is worth to the heroes (for abilities the planner weighs)
_OP_WORTH = {
    "raise_threat": -THREAT_WORTH,
    "reduce_threat": THREAT_WORTH,
    "heal": 0.5,
    "suffer_damage": -0.6,
}


def label_value(text: str) -> float:
    """A rough worth of an effect from its label (positive: good for the heroes).

    >>> label_value("raise threat by 2") < label_value("suffer 1 damage") < 0
    True
    """
    v = 0.0
    for pat, w in _GOOD:
        for m in re.finditer(pat, text):
            v += w * (int(m.group(1)) if m.groups() else 1)
    for pat, w in _BAD:
        for m in re.finditer(pat, text):
            v -= w * (int(m.group(1)) if m.groups() else 1)
    return v


def _active(r: dict[str, Json], section: str) -> bool:
    c = r["color"]
    return c == "green" or (c == "yellow" and section in ("yellow", "red")) or section == c == "red"


def objectives_of(m: dict[str, Json], section: str) -> list[Objective]:
    """The open objectives of a mission in the view (the Sentinel's as index -1)."""
    out = []
    showdown = m["zone"] == "showdown"
    for i, o in enumerate(m["objectives"]):
        if o["done"] and not showdown:
            continue
        reqs = tuple(
            (r["key"], r["kind"], r["value"])
            for r in o["requirements"]
            if _active(r, section) and not r["met"]
        )
        if reqs:
            out.append(Objective(i, reqs))
    if "sentinel" in m:
        reqs = tuple(
            (r["key"], r["kind"], r["value"])
            for r in m["sentinel"]["requirements"]
            if _active(r, section) and not r["met"]
        )
        if reqs:
            out.append(Objective(-1, reqs, SENTINEL_WEIGHT))
    return out


def _obj_key(objs: Sequence[Objective]) -> tuple[tuple[tuple[str, int], ...], ...]:
    return tuple(tuple((k, v) for _, k, v in o.reqs) for o in objs)


def _effects_now(g: Game, effects: list[Json], ctx: dict[str, Json]) -> list[Json]:
    """A card's effects as they would resolve now for ``ctx`` (who, where): an ``if`` is opened
    into the branch that applies, judged by the engine's own :func:`rules.effects.holds`, as
    the card itself will be. School cards' conditions read the board (threat, heroes in play,
    damage), which every player sees.

    >>> from core.games import mutant_insurrection as mi
    >>> calm = {"op": "if", "cond": {"if": "threat_at_least", "value": 4},
    ...         "then": [{"op": "heal"}], "else": [{"op": "reduce_threat", "amount": 1}]}
    >>> _effects_now(mi.new_game(seed=1, difficulty="easy"), [calm], {})
    [{'op': 'reduce_threat', 'amount': 1}]
    """
    from core.games.mutant_insurrection.rules.effects import holds
    from core.games.mutant_insurrection.rules.engine import Engine

    out: list[Json] = []
    for e in effects:
        if e.get("op") != "if":
            out.append(e)
            continue
        now = holds(Engine(g.s, g.content), e["cond"], ctx)
        out += _effects_now(g, e.get("then" if now else "else", []), ctx)
    return out


class Planner:
    """The planner's decisions; one instance plays one game (it remembers its deploy plan)."""

    __slots__ = ("_deploy_round", "_route", "_tried")

    def __init__(self, seed: int = 0) -> None:
        self._route: dict[str, str] = {}
        self._deploy_round = -1
        self._tried: set[str] = set()
        del seed  # the planner is deterministic: it never needs chance of its own

    # -- entry point ------------------------------------------------------------------------------
    def choose(self, g: Game) -> Action:
        d = g.decision
        acts = g.legal_actions()
        if d is None or not acts:
            raise ValueError("no decision to take")
        handler = getattr(self, "_" + d["kind"], None)
        if handler is not None:
            a = handler(g, g.view(), d, acts)
            if a is not None and a in acts:
                return a  # type: ignore[no-any-return]
        return acts[0]

    # -- what the view says ---------------------------------------------------------------------
    @staticmethod
    def _mission(v: View, mid: str) -> dict[str, Json]:
        return next(m for m in v["missions"] if m["id"] == mid)

    @staticmethod
    def _hero(v: View, hid: str) -> dict[str, Json]:
        return next(h for h in v["heroes"] if h["id"] == hid)

    def _units(self, g: Game, v: View) -> list[Unit]:
        att = v["attempt"]
        out: list[Unit] = [(d["id"], d["face"][0], d["face"][1] or 0) for d in att["pool"]]
        tok = self._hero(v, att["hero"])["training"]
        if tok is not None:
            f = Face.parse(g.content.training_faces[tok])
            out.append((TRAINING_ID, f.kind.value, f.value))
        return out

    def _plan(
        self, g: Game, v: View, units: list[Unit] | None = None
    ) -> tuple[Plan, list[Objective]]:
        att = v["attempt"]
        m = self._mission(v, att["mission"])
        objs = objectives_of(m, v["section"])
        h = self._hero(v, att["hero"])
        units = self._units(g, v) if units is None else units
        left = h["health"] - h["damage"]
        if m["zone"] == "showdown":
            need = max(0, m["defeat"] - m["tokens"])
            win = all(x["complete"] for x in v["missions"] if x["id"] != m["id"])
            if "sentinel" in m:  # the Sentinel goes first; then the mission's objectives
                objs = [o for o in objs if o.index == -1]
                return best_plan(units, objs, health_left=left), objs
            bonus = 50.0 if win else 3.0
            ko = left if not win else 99  # the winning blow may knock the last hero out
            return best_plan(units, objs, health_left=ko, repeat=need, finish_bonus=bonus), objs
        bonus = self._worth(g, v, m)
        return best_plan(
            units, objs, ordered=m["order"], finish_bonus=bonus, health_left=left
        ), objs

    def _worth(self, g: Game, v: View, m: dict[str, Json]) -> float:
        """What completing a mission is worth beyond its objectives."""
        card = g.content.card(m["id"])
        w = 2.0 + THREAT_WORTH * (m["threat"] + m.get("sentinel", {}).get("threat", 0))
        if m["zone"] == "story" or m["zone"].startswith("school:"):
            w += 5.0
        for eff in card.get("success", []):
            if eff.get("op") in ("put_story", "setup_showdown", "flip_card"):
                w += 5.0
            elif eff.get("op") == "add_tokens" and eff.get("card", m["id"]) in v["briefings"]:
                w += 2.5 * (eff["count"] if isinstance(eff["count"], int) else 2)
            else:
                w += max(0.0, label_value(_describe(eff)))
        return float(w)

    def _failure_cost(self, g: Game, m: dict[str, Json]) -> float:
        card = g.content.card(m["id"])
        return max(0.0, -sum(label_value(_describe(e)) for e in card.get("failure", [])))

    def _ability(self, g: Game, v: View, key: str) -> dict[str, Json]:
        kind, _, ident = key.partition(":")
        c = g.content
        if kind == "power":
            return c.heroes[ident]["ability"]  # type: ignore[no-any-return]
        if kind == "assist":
            return c.heroes[ident]["assist"]["ability"]  # type: ignore[no-any-return]
        if kind == "mutant":
            return c.mutants[ident]["ability"]  # type: ignore[no-any-return]
        hero = self._hero(v, v["attempt"]["hero"])
        pos = next((b["positive"] for b in hero["bonds"] if b["card"] == ident), True)
        return c.bonds[ident.split("/")[0]]["positive" if pos else "negative"]  # type: ignore[no-any-return]

    def _abilities(self, g: Game, v: View, d: dict[str, Json]) -> dict[str, str]:
        """Ability options -> their first op (abilities paid in damage only while the hero
        can afford it, and once an attempt; a once-per-game ability for a mission worth it)."""
        out = {}
        hero = self._hero(v, v["attempt"]["hero"])
        left = hero["health"] - hero["damage"]
        for o in d["options"]:
            if o["id"].startswith("ability:") and o["id"] not in self._tried:
                ab = self._ability(g, v, o["id"][8:])
                if isinstance(ab.get("cost"), dict) and left <= 3:
                    continue
                ops = [e["op"] for e in ab["effects"]]
                out[o["id"]] = ops[0] if ops else ""
        return out

    # -- a mission attempt -----------------------------------------------------------------------
    def _roll(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        plan, objs = self._plan(g, v)
        units = self._units(g, v)
        att = v["attempt"]
        m = self._mission(v, att["mission"])
        abil = self._abilities(g, v, d)
        if not objs or self._finished(plan, objs, m):
            return "stop"
        for oid, op in abil.items():
            if op == "add_die":
                self._tried.add(oid)
                return oid
        keep = keep_set(units, objs, plan)
        reroll = next((o for o in d["options"] if o["id"] == "reroll"), None)
        offered = set(reroll["dice"]) if reroll else {u[0] for u in units if u[0] >= 0}
        want = [u for u in units if u[0] >= 0 and u[0] not in keep and u[0] in offered]
        villains = [u for u in want if u[1] == "villainy"]
        if villains and self._villainy_cost(g, v, m) > REROLL_GAIN * len(villains):
            want = [u for u in want if u[1] != "villainy"]
        ids = sorted(u[0] for u in want)
        if not ids:
            return "stop"
        if reroll is not None:
            return {"id": "reroll", "dice": ids}
        for oid, op in abil.items():
            if op in ("extra_reroll", "reroll") and oid not in self._tried:
                self._tried.add(oid)
                return oid
        return "stop"

    @staticmethod
    def _finished(plan: Plan, objs: list[Objective], m: dict[str, Json]) -> bool:
        if m["zone"] == "showdown" and "sentinel" not in m:
            return len(plan.completed) >= max(0, int(m["defeat"]) - int(m["tokens"]))
        return len(plan.completed) == len(objs)

    def _villainy_cost(self, g: Game, v: View, m: dict[str, Json]) -> float:
        effects = list(g.content.card(m["id"]).get("villainy", []))
        if "sentinel" in m:
            effects += g.content.threat[m["sentinel"]["id"]].get("villainy", [])
        hero = self._hero(v, v["attempt"]["hero"])
        cost = 0.0
        for eff in effects:
            text = _describe(eff)
            cost -= label_value(text)
            dmg = re.search(r"suffer (\d+) damage", text)
            if (
                dmg
                and eff.get("op") == "suffer_damage"
                and hero["damage"] + int(dmg.group(1)) >= hero["health"]
            ):
                cost += 8.0
        return cost

    def _spend(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        plan, _ = self._plan(g, v)
        abil = self._abilities(g, v, d)
        for oid, op in abil.items():
            if op in ("turn", "raise_fight", "double_fight") and oid not in self._tried:
                better = self._improves(g, v, plan, op)
                if better:
                    self._tried.add(oid)
                    return oid
        for key, dice in plan.spends:
            a = {"id": "spend", "req": key, "dice": sorted(dice)}
            if a in acts:
                return a
        return "done"

    def _improves(self, g: Game, v: View, plan: Plan, op: str) -> bool:
        units = self._units(g, v)
        colors = {dd["id"]: dd["color"] for dd in v["attempt"]["pool"]}
        for variant in self._variants(units, colors, op):
            if self._plan(g, v, variant)[0].value > plan.value + 0.5:
                return True
        return False

    @staticmethod
    def _variants(units: list[Unit], colors: dict[int, str], op: str) -> list[list[Unit]]:
        out = []
        for k, (i, kind, val) in enumerate(units):
            if i < 0:
                continue
            if op == "raise_fight" and kind == "fight":
                out.append([*units[:k], (i, kind, val + 1), *units[k + 1 :]])
            elif op == "double_fight" and kind == "fight":
                out.append([*units[:k], (i, kind, 2 * val), *units[k + 1 :]])
            elif op == "turn":
                for fk, fv in set(FACE[colors[i]]):
                    if (fk, fv) != (kind, val) and fk != "villainy":
                        out.append([*units[:k], (i, fk, fv), *units[k + 1 :]])
        return out

    def _turn(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        units = self._units(g, v)
        colors = {dd["id"]: dd["color"] for dd in v["attempt"]["pool"]}
        best, pick = self._plan(g, v)[0].value, None
        for o in d["options"]:
            _, did, f = o["id"].split(":")
            kind, val = FACE[colors[int(did)]][int(f)]
            variant = [(i, kind, val) if i == int(did) else (i, k, x) for i, k, x in units]
            value = self._plan(g, v, variant)[0].value
            if value > best + 1e-9:
                best, pick = value, o["id"]
        return pick if pick is not None else str(d["options"][0]["id"])

    def _raise_fight(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        units = self._units(g, v)

        def value(o: dict[str, Json]) -> float:
            did = int(o["id"][4:])
            amount = int(re.search(r"\+(\d+)", o["label"]).group(1)) if "+" in o["label"] else 1  # type: ignore[union-attr]
            variant = [(i, k, x + amount) if i == did else (i, k, x) for i, k, x in units]
            return self._plan(g, v, variant)[0].value

        return _best(d["options"], value)

    def _double_fight(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        units = self._units(g, v)

        def value(o: dict[str, Json]) -> float:
            did = int(o["id"][4:])
            variant = [(i, k, 2 * x) if i == did else (i, k, x) for i, k, x in units]
            return self._plan(g, v, variant)[0].value

        return _best(d["options"], value)

    def _discard_die(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        if v["attempt"] is None:
            return None
        rolled = {u[0]: u for u in self._units(g, v)}

        def value(o: dict[str, Json]) -> float | None:
            did = int(o["id"][4:])
            if did not in rolled:
                return None
            return self._plan(g, v, [u for i, u in rolled.items() if i != did])[0].value

        return _best(d["options"], value)

    def _ability_reroll(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        plan, objs = self._plan(g, v)
        units = self._units(g, v)
        keep = keep_set(units, objs, plan)
        o = d["options"][0]
        ids = [i for i in o["dice"] if i not in keep][: o.get("max", len(o["dice"]))]
        return {"id": "reroll", "dice": sorted(ids)} if ids else None

    def _add_die(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        need = self._needs(v)
        best = {"fight": "red", "power": "yellow", "teamwork": "blue"}[
            max(need, key=need.__getitem__)
        ]
        return f"color:{best}" if f"color:{best}" in acts else None

    def _needs(self, v: View) -> dict[str, float]:
        """How much the open requirements in play ask for each result."""
        need = {"fight": 0.0, "power": 0.0, "teamwork": 0.0}
        att = v["attempt"]
        ms = [self._mission(v, att["mission"])] if att else v["missions"]
        for m in ms:
            for o in objectives_of(m, v["section"]):
                for _, kind, val in o.reqs:
                    if kind in need:
                        need[kind] += max(1, val) / 2 if kind == "fight" else 1
        return need

    def _assist(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        self._tried = set()  # a new attempt (this decision is always asked, even alone)
        hid = d["who"]
        mid = self._hero(v, hid)["at"][2:]
        m = self._mission(v, mid)
        objs = objectives_of(m, v["section"])
        hero = g.content.heroes[hid]

        def score(o: dict[str, Json]) -> float | None:
            if o["id"] == "alone":
                return None
            pool = (*hero["dice"], *g.content.heroes[o["id"][7:]]["assist"]["dice"])
            return self._odds(m, objs, [tuple(pool)])[1]

        return _best(d["options"], score, floor=-1.0) or "alone"

    def _assist_dice(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        hid = d["who"]
        m = self._mission(v, self._hero(v, hid)["at"][2:])
        objs = objectives_of(m, v["section"])

        def score(o: dict[str, Json]) -> float:
            pool = (
                *g.content.heroes[hid]["dice"],
                *g.content.heroes[o["id"][5:]]["assist"]["dice"],
            )
            return self._odds(m, objs, [pool])[1]

        return _best(d["options"], score, floor=-1.0)

    def _choose_active(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        mid = d["prompt"]
        m = next((x for x in v["missions"] if f"attempts {x['name']} now" in mid), None)
        if m is None:
            return None
        objs = objectives_of(m, v["section"])
        here = [h["id"] for h in v["heroes"] if h["at"] == f"m:{m['id']}"]

        def score(o: dict[str, Json]) -> float:
            hid = o["id"][5:]
            dice = g.content.heroes[hid]["dice"]
            helpers = [h for h in here if h != hid] or [hid]
            return max(
                self._odds(m, objs, [(*dice, *g.content.heroes[x]["assist"]["dice"])])[1]
                for x in helpers
            )

        return _best(d["options"], score, floor=-1.0)

    @staticmethod
    def _odds(
        m: dict[str, Json], objs: list[Objective], pools: list[tuple[str, ...]]
    ) -> tuple[float, float]:
        if not objs:
            return 1.0, 0.0
        repeat = 0
        if m["zone"] == "showdown" and "sentinel" not in m:
            repeat = max(1, m["defeat"] - m["tokens"])
        # dice order within a pool and the order of the attempts barely matter: one answer
        # serves them all (many more cache hits)
        key = tuple(sorted(tuple(sorted(p)) for p in pools))
        return mission_odds(key, _obj_key(objs), m["order"], repeat)

    # -- deploying -------------------------------------------------------------------------------
    def _deploy(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        if self._deploy_round != v["round"] or not any(
            f"{h}@{loc}" in acts for h, loc in self._route.items()
        ):
            self._route = self._plan_deploy(g, v, d)
            self._deploy_round = v["round"]
        for h, loc in self._route.items():
            a = f"{h}@{loc}"
            if a in acts:
                del self._route[h]
                return a
        return None

    def _plan_deploy(self, g: Game, v: View, d: dict[str, Json]) -> dict[str, str]:
        opts = [o["id"] for o in d["options"]]
        waiting = sorted({a.split("@", 1)[0] for a in opts})
        dests = sorted({a.split("@", 1)[1] for a in opts})
        c = g.content
        heroes = {h["id"]: h for h in v["heroes"]}
        plan: dict[str, str] = {}
        free = list(waiting)
        missions = [m for m in v["missions"] if f"m:{m['id']}" in dests]
        showdown = any(m["zone"] == "showdown" for m in v["missions"])
        # 1. a hero near a knock-out heals at the school, if the school can heal
        schools = [x for x in dests if x.startswith("school:")]
        healing = [x for x in schools if self._school_does(g, v, x, "heal")]
        for h in list(free):
            hs = heroes[h]
            if healing and hs["health"] - hs["damage"] <= 2 and not showdown:
                plan[h] = healing[0]
                free.remove(h)
        # 2. teams on the missions worth most
        room = {m["id"]: 3 - len(m["heroes"]) for m in missions}
        if showdown and sum(1 for m in v["missions"] if not m.get("complete")) == 1:
            room = dict.fromkeys(room, 6)
        while free:
            best: tuple[float, str, tuple[str, ...]] | None = None
            for m in missions:
                if m.get("complete") or room[m["id"]] <= 0:
                    continue
                objs = objectives_of(m, v["section"])
                if not objs:
                    continue
                present = list(m["heroes"])
                pair: tuple[float, tuple[str, ...]] | None = None
                for size in (1, 2, 3):
                    if size > room[m["id"]]:
                        break
                    # a third hero joins the best pair only (not every trio is tried)
                    teams = (
                        combinations(free, size)
                        if size < 3 or pair is None
                        else ((*pair[1], h) for h in free if h not in pair[1])
                    )
                    for team in teams:
                        ev = self._team_value(g, v, m, objs, [*present, *team]) - HERO_WORTH * size
                        ev /= size
                        if size == 2 and (pair is None or ev > pair[0]):
                            pair = (ev, team)
                        if best is None or ev > best[0]:
                            best = (ev, m["id"], team)
            if best is None or (best[0] <= 0 and not showdown):
                break
            _, mid, team = best
            for h in team:
                plan[h] = f"m:{mid}"
                free.remove(h)
            room[mid] -= len(team)
            missions = [m for m in missions if m["id"] != mid]  # one team per mission this round
        # 3. the rest: the school, or a new mission from a deck when nothing else is there
        decks = [x for x in dests if x.startswith("deck:")]
        for h in free:
            school = self._best_school(g, v, heroes[h], schools)
            if school is not None and not (decks and not any(plan.values()) and len(free) >= 2):
                plan[h] = school
            elif decks:
                plan[h] = decks[0]
            else:
                left = [x for x in dests if x.startswith("m:")]
                if left:
                    plan[h] = left[0]
        del c
        return plan

    def _team_value(
        self, g: Game, v: View, m: dict[str, Json], objs: list[Objective], team: list[str]
    ) -> float:
        c = g.content
        pools = []
        for k, h in enumerate(team):
            helper = team[(k + 1) % len(team)] if len(team) > 1 else h
            pools.append((*c.heroes[h]["dice"], *c.heroes[helper]["assist"]["dice"]))
        p_all, expect = self._odds(m, objs, pools)
        if m["zone"] == "showdown":
            need = max(1, m["defeat"] - m["tokens"])
            return float(4.0 * p_all + 2.0 * expect / need + 1.0)
        worth = self._worth(g, v, m)
        fail = self._failure_cost(g, m)
        return p_all * (worth + len(objs)) + (1 - p_all) * (0.6 * expect - fail)

    def _school_does(self, g: Game, v: View, loc: str, op: str) -> bool:
        sid = loc[7:]
        return any(e.get("op") == op for e in g.content.school[sid].get("effects", []))

    def _best_school(self, g: Game, v: View, h: dict[str, Json], schools: list[str]) -> str | None:
        return self._school_score(g, v, h, schools)[1] if schools else None

    def _school_threat_worth(self, v: View) -> float:
        """What a point of threat taken off at the school is worth, in objectives."""
        return THREAT_WORTH

    def _school_score(
        self, g: Game, v: View, h: dict[str, Json], schools: list[str]
    ) -> tuple[float, str]:
        """The best of ``schools`` (at least one) for a hero, and what it is worth in objectives:
        healing the damage it has, a mutant or a training token it lacks, a villain to spend,
        one threat less. The strong player weighs a school turn against a mission with it."""
        best, pick = -1.0, schools[0]
        villains = any(
            x in g.content.missions and g.content.missions[x]["type"] == "villain"
            for x in v["completed"]
        )
        for loc in schools:
            score = 0.0
            sid = loc[7:]  # the context deploy.py resolves a school card in
            ctx = {"hero": h["id"], "loc": loc, "card": sid}
            for e in _effects_now(g, g.content.school[sid].get("effects", []), ctx):
                op = e.get("op")
                if op == "heal":
                    score += min(h["damage"], 2) * 0.6
                elif op == "draw_mutant" and h["mutant"] is None:
                    score += 1.0
                elif op == "train" and h["training"] is None:
                    score += 0.9
                elif op == "discard_completed_villain":
                    score += 1.5 if villains else 0.0
                elif op == "reduce_threat":
                    score += self._school_threat_worth(v) * int(e.get("amount", 1))
            if score > best:
                best, pick = score, loc
        return best, pick

    # -- everything else -------------------------------------------------------------------------
    def _choose_hero(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        heroes = {h["id"]: h for h in v["heroes"]}
        text = d["prompt"]
        cands = [o["id"] for o in d["options"] if o["id"][5:] in heroes]

        def left(a: str) -> int:
            h = heroes[a[5:]]
            return int(h["health"] - h["damage"])

        if "suffer" in text:
            return max(cands, key=left, default=None)
        if "heal" in text:
            return min(cands, key=left, default=None)
        if "mutant" in text and "discard" not in text:
            return next((a for a in cands if heroes[a[5:]]["mutant"] is None), None)
        if "train" in text and "discard" not in text:
            return next((a for a in cands if heroes[a[5:]]["training"] is None), None)
        if "discard" in text:
            return next((a for a in cands if heroes[a[5:]]["mutant"] is None), None)
        return None

    def _choose_option(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        return max(d["options"], key=lambda o: label_value(o["label"]))["id"]  # type: ignore[no-any-return]

    def _may(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        yes = next(o for o in d["options"] if o["id"] == "yes")
        return "yes" if yes["label"].startswith("Use ") or label_value(yes["label"]) >= 0 else "no"

    def _use_ability(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        """An ability away from one's own attempt: use the one worth most, if any is worth
        anything (preventing damage is; avoiding a blow "instead" is when the blow costs more
        than what replaces it, always when it would knock the hero out; it never moves heroes
        off its deploy plan)."""
        best, worth = "pass", 0.0
        for o in d["options"]:
            if o["id"] == "pass":
                continue
            x = self._window_worth(g, v, d, o["id"][4:])
            if x > worth:
                best, worth = o["id"], x
        return best

    def _window_worth(self, g: Game, v: View, d: dict[str, Json], key: str) -> float:
        who = d["who"]
        ab = self._own_ability(g, v, who, key)
        if ab is None:
            return 0.0
        coming = re.search(r"(\d+) damage is coming", d["prompt"])
        n = int(coming.group(1)) if coming else 0
        h = self._hero(v, who)
        lethal = n > 0 and h["damage"] + n >= h["health"]
        x = 0.0
        if ab.get("instead") and n:  # the whole blow is avoided; the effects are its price
            x += 0.6 * n + (3.0 if lethal else 0.0)
        for eff in ab["effects"]:
            op = eff["op"]
            if op == "prevent_damage":
                amount = eff["amount"] if isinstance(eff["amount"], int) else 1
                saved = min(amount, n) if n else amount
                x += 0.6 * saved + (3.0 if lethal and h["damage"] + n - saved < h["health"] else 0)
            elif op == "move_hero":
                pass  # its deploy plan already puts heroes where they help most
            elif op == "extra_reroll":
                x += REROLL_GAIN * int(eff["count"])
            elif op in _OP_WORTH:
                a = eff.get("amount", 1)
                x += _OP_WORTH[op] * (a if isinstance(a, int) else 1)
            else:
                x += label_value(_describe(eff))
        cost = ab.get("cost")
        if isinstance(cost, dict):
            x -= 0.6 * int(cost["suffer_damage"])
        elif cost == "discard_training":
            x -= 0.4
        return x

    @staticmethod
    def _own_ability(g: Game, v: View, who: str, key: str) -> dict[str, Json] | None:
        kind, _, ident = key.partition(":")
        c = g.content
        if kind == "power":
            return c.heroes[ident]["ability"]  # type: ignore[no-any-return]
        if kind == "mutant":
            return c.mutants[ident]["ability"]  # type: ignore[no-any-return]
        if kind == "bond":
            h: dict[str, Json] = next((x for x in v["heroes"] if x["id"] == who), {})
            b = next((b for b in h.get("bonds", []) if b["card"] == ident), None)
            if b is None:
                return None
            side = "positive" if b["positive"] else "negative"
            return c.bonds[ident.split("/")[0]][side]  # type: ignore[no-any-return]
        return None

    def _move_hero(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        """A move it must make: to the face-up mission worth the most."""

        def worth(o: dict[str, Json]) -> float:
            m = next((x for x in v["missions"] if x["id"] == o["id"][5:]), None)
            return self._worth(g, v, m) if m is not None else -1.0

        return max(d["options"], key=worth)["id"]  # type: ignore[no-any-return]

    def _train(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        need = self._needs(v)
        return f"type:{max(need, key=need.__getitem__)}"

    def _keep_training(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        need = self._needs(v)
        return max(d["options"], key=lambda o: need.get(o["id"][5:], 0))["id"]  # type: ignore[no-any-return]

    def _mutant_swap(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        take = [o["id"] for o in d["options"] if o["id"].startswith("take:")]
        return take[0] if take else "done"

    def _trade_villain(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        trades = [o["id"] for o in d["options"] if o["id"] != "no"]
        return trades[0] if trades and v["threat"] > 1 else "no"

    def _form_bond(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        flips = [o["id"] for o in d["options"] if o["id"].startswith("flip:")]
        return flips[0] if flips else "gain"

    def _bond_partner(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        me = self._hero(v, d["who"]) if any(h["id"] == d["who"] for h in v["heroes"]) else None
        for o in d["options"]:
            h = next((x for x in v["heroes"] if x["id"] == o["id"][5:]), None)
            if me is not None and h is not None and h["at"] == me["at"]:
                return o["id"]  # type: ignore[no-any-return]
        return None

    def _replace_hero(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        return max(d["options"], key=lambda o: g.content.heroes[o["id"][5:]]["health"])["id"]  # type: ignore[no-any-return]

    def _villain_target(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        def worth(o: dict[str, Json]) -> float:
            m = next((x for x in v["missions"] if f"m:{x['id']}" == o["id"]), None)
            return self._worth(g, v, m) if m is not None else 0.0

        return min(d["options"], key=worth)["id"]  # type: ignore[no-any-return]

    def _reveal_place(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        threat_names = {t["name"] for t in g.content.threat.values()}
        name = d["prompt"].removeprefix("Revealed ").split(":")[0]
        if name in threat_names and "bottom" in acts:
            return "bottom"
        return "top" if "top" in acts else None

    def _complete_objective(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        m = next((x for x in v["missions"] if x["name"] in d["prompt"]), None)
        if m is None:
            return None
        best = max(
            d["options"], key=lambda o: len(m["objectives"][int(o["id"][4:])]["requirements"])
        )
        return str(best["id"])


def _describe(eff: Json) -> str:
    from core.games.mutant_insurrection.content.card_text import effect_text

    return effect_text(eff)


def _best(
    options: list[dict[str, Json]],
    score: Callable[[dict[str, Json]], float | None],
    floor: float = -1e9,
) -> str | None:
    """The id of the option that scores highest (the first of equals); options scored None are
    not candidates; None when no option beats ``floor``.

    >>> scores = {"a": 1.0, "b": 3.0, "c": 3.0}
    >>> _best([{"id": "a"}, {"id": "b"}, {"id": "c"}], lambda o: scores[o["id"]])
    'b'
    """
    best, pick = floor, None
    for o in options:
        value = score(o)
        if value is not None and value > best:
            best, pick = value, o["id"]
    return pick
