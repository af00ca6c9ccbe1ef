"""The engine loop: a stack of tasks (plain data) and at most one pending decision.

The whole game state is one JSON-able dict. Rules are small handlers registered by name; a
handler may push more tasks or *ask* a decision. When a decision is pending the loop stops;
``resume`` names the task that carries on once the decision is answered, with the chosen action
put into that task under ``"choice"``. Because all of this is data, a game can be saved,
copied or undone in the middle of any effect.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from core.errors import IllegalActionError
from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.dice import FACES
from core.games.mutant_insurrection.effects.schema import ContentError
from core.rng import Rng

Json = Any
State = dict[str, Json]
Task = dict[str, Json]
Handler = Callable[["Engine", Task], None]

TASKS: dict[str, Handler] = {}
Watcher = Callable[["Engine", dict[str, Json]], bool]
WATCHERS: dict[str, list[Watcher]] = {}
CountFn = Callable[["Engine", dict[str, Json]], int]
COUNTS: dict[str, CountFn] = {}
"""What an effect value may count (``{"count": name}``), filled by :mod:`.counts`."""
# No action of a real game comes near this many steps between two decisions (a whole round
# without a decision is a few hundred); more means a card's effects never end (a user's pack).
STEP_BUDGET = 100_000
FACE_LABELS: dict[str, list[str]] = {c.value: [str(f) for f in fs] for c, fs in FACES.items()}
BLACKBIRD = "bb"


def task(name: str) -> Callable[[Handler], Handler]:
    """Register a task handler under ``name``."""

    def reg(fn: Handler) -> Handler:
        TASKS[name] = fn
        return fn

    return reg


def watch(kind: str) -> Callable[[Watcher], Watcher]:
    """Subscribe to a game event that a rules module raises with :meth:`Engine.event`.

    A watcher gets the engine and the event's data; it returns True when it takes the event
    over (it then happens later, or not at all), so the module that raised it stops there.
    Watchers register when their module is imported (``rules/__init__`` imports them all), so
    a chapter that raises an event never imports the chapters that care about it.
    """

    def add(fn: Watcher) -> Watcher:
        WATCHERS.setdefault(kind, []).append(fn)
        return fn

    return add


def opt(oid: str, label: str, **extra: Json) -> dict[str, Json]:
    """One option of a decision: a stable id and a human label."""
    return {"id": oid, "label": label, **extra}


class Engine:
    """The state plus the content it refers to; every rule handler receives one."""

    __slots__ = ("c", "s")

    def __init__(self, state: State, content: Content) -> None:
        self.s = state
        self.c = content

    # -- the loop ---------------------------------------------------------------------------
    def event(self, name: str, **data: Json) -> bool:
        """Raise a game event (:func:`watch`): each watcher of ``name`` sees it in the order
        they registered; True when one of them took it over."""
        return any(watcher(self, data) for watcher in WATCHERS.get(name, ()))

    def would(self, kind: str, now: Task, trigger: dict[str, Json]) -> bool:
        """Game event ``kind`` is about to happen (a hero would suffer damage, the threat would
        fall, ...), from whatever source: card timings watching it get their say first
        (:mod:`.timing`). True when they took it over: ``now``, the task that makes it happen,
        then runs after the "before" timings, unless one of them replaced it ("instead").
        ``trigger`` says who it touches and where (``hero``, ``loc``) and which timings
        started it (``chain``)."""
        return self.event("would", kind=kind, now=now, trigger=trigger)

    def did(self, kind: str, trigger: dict[str, Json]) -> None:
        """Game event ``kind`` has just happened: the timings "after" it follow."""
        self.event("did", kind=kind, trigger=trigger)

    def push(self, *tasks: Task) -> None:
        """Schedule tasks; the first one given runs first."""
        self.s["stack"].extend(reversed(tasks))

    def run(self) -> None:
        """Run tasks until a decision is pending, the game ends or nothing is left to do.

        Raises :class:`ContentError` naming the card whose effects would never end, rather
        than spinning forever; :meth:`core.games.mutant_insurrection.game.Game.apply` then puts the
        game back."""
        s = self.s
        stack = s["stack"]
        steps = 0
        while s["decision"] is None and s["outcome"] is None and stack:
            t = stack.pop()
            TASKS[t["t"]](self, t)
            steps += 1
            if steps > STEP_BUDGET:
                raise ContentError(self._runaway())

    def _runaway(self) -> str:
        """Run a little further to see which card keeps the loop going; say so in words."""
        s = self.s
        cards: Counter[str] = Counter()
        for _ in range(1000):
            if s["decision"] is not None or s["outcome"] is not None or not s["stack"]:
                break
            t = s["stack"].pop()
            ctx = t.get("ctx") or {}
            card = ctx.get("card") if isinstance(ctx, dict) else None
            if isinstance(card, str):
                cards[card] += 1
            TASKS[t["t"]](self, t)
        if not cards:
            return "the game's rules went round in circles without a decision; nothing changed"
        card = cards.most_common(1)[0][0]
        return (
            f"the effects of {self.c.name_of(card)} ({card}) never come to an end; "
            "this content cannot be played as written, and nothing was changed"
        )

    def ask(
        self,
        who: str,
        kind: str,
        prompt: str,
        options: list[dict[str, Json]],
        resume: Task,
        *,
        auto: bool = True,
    ) -> None:
        """Pend a decision. With ``auto`` a single option is taken at once (nothing to decide)."""
        if not options:
            raise AssertionError(f"decision {kind} without options")
        if auto and len(options) == 1:
            self.push({**resume, "choice": options[0]["id"]})
            return
        self.s["decision"] = {
            "who": who,
            "kind": kind,
            "prompt": prompt,
            "options": options,
            "resume": resume,
        }

    def unwind_to(self, name: str) -> None:
        """Drop pending tasks down to the next task called ``name`` (kept on the stack).

        "After" timings of effects that already happened survive: an effect that knocked out
        the active hero still has its aftermath (Timings)."""
        stack = self.s["stack"]
        after: list[Task] = []
        while stack and stack[-1]["t"] != name:
            t = stack.pop()
            if t["t"] == "timing" and t.get("when") == "after_effect":
                after.append(t)
        stack.extend(reversed(after))
        self.s["decision"] = None

    # -- game end ---------------------------------------------------------------------------
    def lose(self, reason: str) -> None:
        if self.s["outcome"] is None:
            self.s["outcome"] = {"result": "lost", "reason": reason}
            self.log(f"The heroes lose: {reason}.", "lost")

    def win(self, reason: str) -> None:
        if self.s["outcome"] is None:
            self.s["outcome"] = {"result": "won", "reason": reason}
            self.log(f"The heroes win: {reason}.", "won")

    @property
    def over(self) -> bool:
        return self.s["outcome"] is not None

    # -- chance -----------------------------------------------------------------------------
    def below(self, n: int) -> int:
        """A uniform draw in ``[0, n)`` from the game's own generator."""
        r = Rng(self.s["rng"])
        v = r.below(n)
        self.s["rng"] = r.state
        return v

    def shuffle(self, items: list[Json]) -> None:
        r = Rng(self.s["rng"])
        r.shuffle(items)
        self.s["rng"] = r.state

    def roll_face(self, color: str) -> int:
        """The face index a die of ``color`` rolls: a forced result first (tests, physical
        dice), else the generator. Every roll is written to the chance log."""
        forced = self.s["forced"]
        if forced:
            f = forced.pop(0)
            if isinstance(f, str):  # a face label: the first face of that die showing it
                labels = FACE_LABELS[color]
                if f not in labels:
                    raise IllegalActionError(f"a {color} die has no {f!r} face")
                f = labels.index(f)
        else:
            f = self.below(6)
        self.s["chance"].append(int(f))
        return int(f)

    # -- lookups ----------------------------------------------------------------------------
    def log(self, text: str, kind: str = "note", *about: str | int | None) -> None:
        """Write a sentence to the game log with its event: a type (see
        :mod:`core.games.mutant_insurrection.rules.events`), the round and phase, and the heroes,
        cards and dice it is
        about (die ids are ints). ``s["events"][i]`` belongs to ``s["log"][i]``."""
        s = self.s
        s["log"].append(text)
        ev: dict[str, Json] = {"type": kind, "round": s["round"], "phase": s["phase"]}
        for x in about:
            if x is None:
                continue
            key = "dice" if isinstance(x, int) else "heroes" if x in self.c.heroes else "cards"
            ev.setdefault(key, []).append(x)
        s.setdefault("events", []).append(ev)

    def hero(self, hid: str) -> dict[str, Json]:
        return self.s["heroes"][hid]  # type: ignore[no-any-return]

    def name(self, card_id: str) -> str:
        return self.c.name_of(card_id)

    def in_play(self) -> list[str]:
        """Heroes in play, in seat order (knocked-out heroes are gone)."""
        return [h for h in self.s["seats"] if h is not None]

    def at(self, loc: str) -> list[str]:
        return [h for h in self.in_play() if self.s["heroes"][h]["at"] == loc]

    def value(self, v: Json, ctx: dict[str, Json] | None = None) -> int:
        """An effect value: an int, ``{"hero_count_plus": k}``, or a count of something in
        the game (:mod:`core.games.mutant_insurrection.rules.counts`; ``ctx`` says who "you" are
        and where "here" is)."""
        if isinstance(v, dict):
            if "count" in v:  # never below zero
                n = COUNTS[v["count"]](self, ctx or {}) * int(v.get("times", 1))
                return max(0, n + int(v.get("plus", 0)))
            return int(self.s["hero_count"]) + int(v["hero_count_plus"])
        return int(v)
