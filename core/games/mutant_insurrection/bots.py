"""Bots that choose actions from :meth:`Game.legal_actions` (for simulation and tests).

``random`` chooses uniformly. ``eager`` is still random but plays like a keen beginner: it
spends dice whenever it can, goes on missions rather than to the school, accepts help and stops
swapping mutants at once; its games get much further (story cards, showdowns, knock-outs).
``planner`` plays carefully (:mod:`core.games.mutant_insurrection.planner`): the reference player
for balance.
``strong`` (:mod:`core.games.mutant_insurrection.strong`) is the planner with a whole-team
deploy: several missions at once, earlier flips, the school only to heal.

>>> from core.games.mutant_insurrection import new_game
>>> g = new_game(seed=2)
>>> bot = Bot("eager", seed=2)
>>> while g.outcome is None:
...     g.apply(bot.choose(g))
>>> g.outcome["result"] in ("won", "lost")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.games.mutant_insurrection.game import Action, Game
from core.games.mutant_insurrection.planner import Planner
from core.games.mutant_insurrection.strong import Strong
from core.rng import Rng

Json = Any
KINDS = ("random", "eager", "planner", "strong")


class Bot:
    __slots__ = ("kind", "planner", "rng")

    def __init__(self, kind: str = "random", seed: int = 0) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown bot {kind!r}; choose from {', '.join(KINDS)}")
        self.kind = kind
        self.rng = Rng(seed ^ 0x5EED)
        self.planner: Planner | None = (
            Strong(seed) if kind == "strong" else Planner(seed) if kind == "planner" else None
        )

    def _pick(self, items: Sequence[Action]) -> Action:
        return items[self.rng.below(len(items))]

    @staticmethod
    def _useless(g: Game) -> list[int]:
        v = g.view()
        att = v["attempt"]
        mission = next(m for m in v["missions"] if m["id"] == att["mission"])
        reqs = [r for o in mission["objectives"] if not o["done"] for r in o["requirements"]]
        reqs += mission.get("sentinel", {}).get("requirements", [])
        wanted = {r["kind"] for r in reqs if not r["met"]}
        return sorted(d["id"] for d in att["pool"] if d["face"][0] not in wanted)

    def choose(self, g: Game) -> Action:
        if self.planner is not None:
            return self.planner.choose(g)
        acts = g.legal_actions()
        if self.kind == "random" or g.decision is None:
            return self._pick(acts)
        kind = g.decision["kind"]
        if kind == "spend":
            spends = [a for a in acts if isinstance(a, dict)]
            # prefer the smallest spends so dice go further
            if spends:
                least = min(len(a["dice"]) for a in spends if isinstance(a, dict))
                return self._pick(
                    [a for a in spends if isinstance(a, dict) and len(a["dice"]) == least]
                )
        if kind == "roll":
            # reroll the dice no open requirement wants; stop when there are none
            useless = self._useless(g)
            want = {"id": "reroll", "dice": useless}
            if useless and want in acts:
                return want
            if "stop" in acts:
                return "stop"
        if kind == "deploy":
            away = [a for a in acts if isinstance(a, str) and "@school:" not in a]
            if away and self.rng.below(5):
                return self._pick(away)
        if kind == "assist":
            helped = [a for a in acts if a != "alone"]
            if helped:
                return self._pick(helped)
        if kind == "mutant_swap" and "done" in acts:
            return "done"
        return self._pick(acts)
