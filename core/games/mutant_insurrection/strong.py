"""The strong bot: the exact solver's rerolls, the planner's spends, with a better deploy.

It sees only what a player sees (:meth:`Game.view`, the legal actions and the odds panel's
question), like the planner.
The planner sends one team per mission and leaves most of a big team at the school; this
player deploys the whole team at once, one hero at a time to wherever that hero adds most:

- a hero near a knock-out heals at the school (the only reason a hero goes there, unless a
  school card is worth more than any mission);
- every other hero goes to the mission where it raises the team's expected value most
  (:meth:`Planner._team_value` with and without it), so several missions race at once and
  heroes stack where a mission is close to completion;
- a face-down deck is flipped as soon as a hero would add little on the missions in play,
  and the flip is made first so the rest of the team can join the new mission.

The showdown is the planner's (it already concentrates on the missions it can defeat).

A move ability (Magik's Stepping Disc: "one hero moves here", as she deploys) brings the hero
whose move gains most: what her mission gains with them, less what their own mission loses
(:meth:`Strong._best_pull`); it is used only when that is a gain. A hero still on the
Blackbird is left to deploy by the plan (moving them would only spend their deployment), and
one at the school cannot move.

Keep/reroll decisions go to the exact reroll solver (:mod:`..odds`): in Step 3 and in an
ability's own reroll step the bot takes the solver's best choice (the chance of completing
every objective first, then fewer; the villainy effect's damage and knock-out as the solver
models them). It reads the same public position the odds panel shows (the pool's faces, the
rerolls left, the requirements), never the dice to come. Where the solver cannot answer, the
planner decides (see :meth:`Strong._solver_choice`).

>>> from core.games.mutant_insurrection import new_game
>>> g = new_game(seed=3)
>>> p = Strong(seed=3)
>>> while g.outcome is None:
...     g.apply(p.choose(g))
>>> g.outcome["result"] in ("won", "lost")
True
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.game import Action, Game
from core.games.mutant_insurrection.odds.game_answer import game_odds
from core.games.mutant_insurrection.odds.problem import OddsError
from core.games.mutant_insurrection.planner import THREAT_WORTH, Planner, objectives_of

Json = Any
View = dict[str, Json]
DECK_WORTH = 1.0  # a fresh mission, for one hero (measured: 0.5 and 2.0 both win fewer games)
SCHOOL_FACTOR = 0.8  # what a school card's perk is worth next to mission progress
HEAL_AT = 2  # health left at which a hero heals instead of attempting
ROOM = 3  # heroes a mission takes in a round (Deploy Phase)
DANGER_FROM = 11  # from the red section on, a point of threat is worth its full weight
PULL_MIN = 0.05  # a move worth less than this is noise in the valuation: the hero stays


class Strong(Planner):
    """The planner with a whole-team deploy and the solver's rerolls (see the module docstring)."""

    __slots__ = ()
    # the solver's best may start an ability: measured on seeds 1-10, 2-4 heroes, normal and
    # hard, dark_phoenix and apocalypse: 111/120 wins with it, 105 without, 104 the old deploy-only
    solver_abilities = True
    deck_worth = DECK_WORTH
    school_factor = SCHOOL_FACTOR
    heal_at = HEAL_AT

    def _deploy(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        if any(m["zone"] == "showdown" for m in v["missions"]):
            return super()._deploy(g, v, d, acts)
        # planned afresh at every deployment: a flip puts a new mission in play
        for h, loc in self._plan_team(g, v, d):
            a = f"{h}@{loc}"
            if a in acts:
                return a
        return None

    def _school_threat_worth(self, v: View) -> float:
        """A threat point taken off at the school costs the hero's turn: it is worth a turn
        only as the threat nears the end of the track. Scaled by how far the threat has come
        (a full point's worth from the red section on), so a calm world is not bought with a
        round of missions left waiting (docs/balance-levers.md: the calm school's trap).

        >>> worth = Strong()._school_threat_worth
        >>> round(worth({"threat": 3}), 2), worth({"threat": 12}) == THREAT_WORTH
        (0.44, True)
        """
        return THREAT_WORTH * min(1.0, int(v["threat"]) / DANGER_FROM)

    def _window_worth(self, g: Game, v: View, d: dict[str, Json], key: str) -> float:
        ab = self._own_ability(g, v, d["who"], key)
        if ab is not None and any(e["op"] == "move_hero" for e in ab["effects"]):
            pull = self._best_pull(g, v, d["who"])
            return pull[0] if pull is not None else 0.0
        return super()._window_worth(g, v, d, key)

    def _choose_hero(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        if " move" in d["prompt"]:
            pull = self._best_pull(g, v, d["who"])
            if pull is not None and f"hero:{pull[1]}" in acts:
                return f"hero:{pull[1]}"
        return super()._choose_hero(g, v, d, acts)

    def _best_pull(self, g: Game, v: View, who: str) -> tuple[float, str] | None:
        """The hero to bring to ``who``'s mission and what it gains, or None when no move
        gains (see the module docstring)."""
        here = str(self._hero(v, who)["at"])
        m = next((x for x in v["missions"] if f"m:{x['id']}" == here), None)
        if m is None or m["zone"] == "showdown" or m.get("complete") or len(m["heroes"]) >= ROOM:
            return None
        objs = objectives_of(m, v["section"])
        if not objs:
            return None
        active = (v.get("attempt") or {}).get("hero")
        base = self._team_value(g, v, m, objs, list(m["heroes"]))
        best: tuple[float, str] | None = None
        for h in v["heroes"]:
            at = str(h["at"])
            if (
                h["id"] in (who, active)
                or h["knocked_out"]
                or not at.startswith("m:")
                or at == here
            ):
                continue
            gain = self._team_value(g, v, m, objs, [*m["heroes"], h["id"]]) - base
            there = next((x for x in v["missions"] if f"m:{x['id']}" == at), None)
            tobjs = objectives_of(there, v["section"]) if there is not None else []
            if there is not None and tobjs and not there.get("complete"):
                team = list(there["heroes"])
                rest = [x for x in team if x != h["id"]]
                kept = self._team_value(g, v, there, tobjs, rest) if rest else 0.0
                gain -= self._team_value(g, v, there, tobjs, team) - kept
            if best is None or gain > best[0]:
                best = (gain, h["id"])
        return best if best is not None and best[0] > PULL_MIN else None

    def _roll(self, g: Game, v: View, d: dict[str, Json], acts: list[Action]) -> Action | None:
        a = self._solver_choice(g, v, d, acts)
        return a if a is not None else super()._roll(g, v, d, acts)

    def _ability_reroll(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        a = self._solver_choice(g, v, d, acts)
        return a if a is not None else super()._ability_reroll(g, v, d, acts)

    def _solver_choice(
        self, g: Game, v: View, d: dict[str, Json], acts: list[Action]
    ) -> Action | None:
        """The exact solver's best reroll or stop, or None where the planner decides:

        - the showdown (the solver counts a mission's objectives once, not a defeat count, and
          not the Sentinel first);
        - no answer (a pool above the solver's size, no objective left to roll for);
        - the best choice starts an ability that is not offered by name, or was already
          started this attempt (the engine's later steps of an ability, a colour to add or a
          die to turn, are the planner's; an ability's own reroll step is the solver's);
        - stopping is best but the solver left an ability out of its count (the planner may
          still use it, e.g. an extra die);
        - a reroll of dice the decision does not offer (never expected; kept safe).
        """
        m = self._mission(v, v["attempt"]["mission"])
        if m["zone"] == "showdown":
            return None
        try:
            ans = game_odds(g)
        except OddsError:
            return None
        if not ans or not ans.get("rolled", True) or not ans.get("best"):
            return None
        best = ans["best"]
        if best.get("ability") is not None:
            return self._solver_ability(ans, d) if d["kind"] == "roll" else None
        ids = sorted(int(i) for i in best.get("reroll", []))
        if d["kind"] == "ability_reroll":
            offer = d["options"][0]
            if not ids or not set(ids) <= set(offer["dice"]):
                return None
            return {"id": "reroll", "dice": ids}
        if not ids:
            return None if ans.get("not_counting") else "stop"
        reroll = next((o for o in d["options"] if o["id"] == "reroll"), None)
        if reroll is None or not set(ids) <= set(reroll["dice"]):
            return None
        return {"id": "reroll", "dice": ids}

    def _solver_ability(self, ans: dict[str, Json], d: dict[str, Json]) -> Action | None:
        """The engine's option for the ability the solver's best starts, once an attempt."""
        if not self.solver_abilities:
            return None
        i = ans["best"]["ability"]
        names = ans.get("abilities", [])
        if not isinstance(i, int) or not 0 <= i < len(names):
            return None
        name = str(names[i]).split(": ", 1)[0]
        hits = [
            o["id"]
            for o in d["options"]
            if o["id"].startswith("ability:") and o.get("label") == f"Use {name}"
        ]
        if len(hits) != 1 or hits[0] in self._tried:
            return None
        self._tried.add(hits[0])
        return str(hits[0])

    def _plan_team(self, g: Game, v: View, d: dict[str, Json]) -> list[tuple[str, str]]:
        """Where each waiting hero goes, deck flips first."""
        opts = [o["id"] for o in d["options"]]
        free = sorted({a.split("@", 1)[0] for a in opts})
        dests = sorted({a.split("@", 1)[1] for a in opts})
        heroes = {h["id"]: h for h in v["heroes"]}
        schools = [x for x in dests if x.startswith("school:")]
        healing = [x for x in schools if self._school_does(g, v, x, "heal")]
        decks = [x for x in dests if x.startswith("deck:")]
        missions = {
            m["id"]: m
            for m in v["missions"]
            if f"m:{m['id']}" in dests and not m.get("complete") and objectives_of(m, v["section"])
        }
        objs = {mid: objectives_of(m, v["section"]) for mid, m in missions.items()}
        teams: dict[str, list[str]] = {mid: list(m["heroes"]) for mid, m in missions.items()}
        base = dict.fromkeys(missions, 0.0)
        for mid, team in teams.items():
            if team:
                base[mid] = self._team_value(g, v, missions[mid], objs[mid], team)
        out: list[tuple[str, str]] = []
        flips: list[tuple[str, str]] = []
        for h in list(free):
            hs = heroes[h]
            if healing and hs["health"] - hs["damage"] <= self.heal_at:
                out.append((h, healing[0]))
                free.remove(h)
        while free:
            best: tuple[float, str, str] | None = None
            for h in free:
                for mid, m in missions.items():
                    if len(teams[mid]) >= ROOM:
                        continue
                    gain = self._team_value(g, v, m, objs[mid], [*teams[mid], h]) - base[mid]
                    if best is None or gain > best[0]:
                        best = (gain, h, f"m:{mid}")
                if len(flips) < len(decks) and (best is None or best[0] < self.deck_worth):
                    best = (self.deck_worth, h, decks[len(flips)])
                if schools:
                    score, loc = self._school_score(g, v, heroes[h], schools)
                    if best is None or best[0] < self.school_factor * score:
                        best = (self.school_factor * score, h, loc)
            if best is None:
                break
            _, h, loc = best
            free.remove(h)
            if loc.startswith("deck:"):
                flips.append((h, loc))
            elif loc.startswith("m:"):
                mid = loc[2:]
                teams[mid].append(h)
                base[mid] = self._team_value(g, v, missions[mid], objs[mid], teams[mid])
                out.append((h, loc))
            else:
                out.append((h, loc))
        return flips + out
