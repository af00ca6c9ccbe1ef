"""The public face of the rules engine: start a game, see the pending decision, apply actions,
undo, save and load. The web worker, the CLI, the bots and the tests use only this.

>>> from core.games import mutant_insurrection as mi
>>> g = mi.new_game(seed=7)
>>> g.decision["kind"], g.outcome is None  # setup asks which continent deck to flip
('flip_deck', True)
>>> first = g.legal_actions()[0]
>>> g.apply(first)
>>> g.undo(); g.legal_actions()[0] == first
True
>>> g2 = mi.load_game(g.to_json()); g2.to_json() == g.to_json()
True
>>> g.apply("nonsense")
Traceback (most recent call last):
...
core.errors.IllegalActionError: 'nonsense' is not an option of this flip_deck decision

Rerolling is one action over a subset of the pool; spending names dice and a requirement.
:meth:`Game.check_spend` explains why a proposed spend is not legal. Dice may be forced (tests,
physical dice); forced or rolled, every result is recorded in the action log. (This example
plays on the rules tests' small set, named explicitly; a new game gets the core set.)

>>> from core.games.mutant_insurrection.content import fixture_set
>>> g = mi.new_game(seed=7, content=fixture_set())
>>> for a in ["deck:asia", "wolverine@deck:europe", "storm@m:juggernaut", "hero:wolverine"]:
...     g.apply(a)
>>> g.decision["kind"], [o["id"] for o in g.decision["options"]]  # Storm is there to assist
('assist', ['alone', 'assist:storm'])
>>> g.force_dice(["fight 3", "fight 1", "power", "teamwork", "villainy", "villainy"])
>>> g.apply("alone")
>>> [o["id"] for o in g.decision["options"]]
['reroll', 'ability:power:wolverine', 'stop']
>>> g.apply({"id": "reroll", "mask": 0b110000})  # = "dice": [4, 5]; Juggernaut hits first
>>> g.view()["heroes"][0]["damage"]
2
>>> g.apply("stop")
>>> g.check_spend([0, 1], "o0r0")
'the fight results add up to less than 5'
>>> g.check_spend([3], "o1r0") is None
True
>>> g.apply({"id": "spend", "dice": [3], "req": "o1r0"})
>>> g.actions[-1]["a"]
{'id': 'spend', 'req': 'o1r0', 'dice': [3]}
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from contextlib import suppress
from typing import Any

from core.errors import GameOverError, IllegalActionError, LoadError
from core.games.mutant_insurrection import rules as _rules  # registers every chapter's handlers
from core.games.mutant_insurrection.content.card_text import card_text
from core.games.mutant_insurrection.content.editions import edition, older
from core.games.mutant_insurrection.content.editions import number as edition_number
from core.games.mutant_insurrection.content.loader import (
    BUNDLED,
    Content,
    default_content,
    get_content,
    register,
)
from core.games.mutant_insurrection.rules.aids import (
    cancel_steps,
    dice_words,
    reroll_preview,
    spend_words,
)
from core.games.mutant_insurrection.rules.dice_ops import check_reroll, reroll_subsets
from core.games.mutant_insurrection.rules.engine import FACE_LABELS, Engine, State
from core.games.mutant_insurrection.rules.events import full_events
from core.games.mutant_insurrection.rules.pool import check_spend as _check_spend
from core.games.mutant_insurrection.rules.pool import legal_spends
from core.games.mutant_insurrection.rules.setup import SetupError, initial_state
from core.games.mutant_insurrection.rules.view import decision_focus, events_view, public_view
from core.limits import text_problem, value_problem
from core.rules_version import RULES_VERSION, check_versions, migrate

Json = Any
Action = str | dict[str, Json]
SCHEMA_VERSION = 1
SNAPSHOT_EVERY = 16
MAX_FORCED = 64  # more dice than any attempt rolls
ALL_FACE_LABELS = frozenset(label for labels in FACE_LABELS.values() for label in labels)

__all__ = [
    "RULES_VERSION",
    "SCHEMA_VERSION",
    "Action",
    "Game",
    "GameOverError",
    "IllegalActionError",
    "LoadError",
    "SetupError",
    "load_game",
    "new_game",
]
assert _rules


# Events whose card a player wants to read at once: drawn, flipped, revealed, arriving.
_SHOWN_CARDS = frozenset(
    ("threat_card", "mission_flipped", "story", "villain", "sentinel", "reveal", "mutant")
)


def _who_name(content: Content, who: str) -> str:
    """Who decides, in words: a hero's name, "The team", or the seat a new hero takes."""
    if who in content.heroes:
        return str(content.heroes[who]["name"])
    if who.startswith("seat:"):
        return f"Seat {int(who[5:]) + 1} (a new hero)"
    return "The team"


def _copy(x: Json) -> Json:
    """A deep copy of JSON-like data (several times faster than ``copy.deepcopy``)."""
    t = type(x)
    if t is dict:
        return {k: _copy(v) for k, v in x.items()}
    if t is list:
        return [_copy(v) for v in x]
    return x


class Game:
    """One game: setup, state, the action log and a snapshot cache for fast undo."""

    __slots__ = ("_legal", "_log", "_snaps", "content", "dropped", "replayed_from", "s", "setup")

    def __init__(self, content: Content, setup: dict[str, Json]) -> None:
        self.content = content
        self.setup = setup
        self.s: State = initial_state(
            content, setup["heroes"], setup["difficulty"], setup["plot"], setup["seed"]
        )
        Engine(self.s, content).run()
        self._log: list[dict[str, Json]] = []
        self._snaps: dict[int, State] = {0: _copy(self.s)}
        self._legal: list[Action] | None = None
        # What a load could not replay (an older build's rules, a damaged log), else None:
        # {"kept", "total", "rules_version", "reason", "message"}; the message is for the player.
        self.dropped: dict[str, Json] | None = None
        # The rules version a loaded save was made under when older than today's: its log was
        # replayed under today's rules, so the board may differ from the one saved (the page
        # compares it with what it showed and says so); else None.
        self.replayed_from: int | None = None

    # -- what is happening --------------------------------------------------------------------
    @property
    def decision(self) -> dict[str, Json] | None:
        """The pending decision: who decides (id and name), its kind, a prompt, options (id +
        a whole-sentence label), and ``cancel`` when an ability can still be called off."""
        d = self.s["decision"]
        if d is None or self.s["outcome"] is not None:
            return None
        out = {k: d[k] for k in ("who", "kind", "prompt", "options")}
        out["who_name"] = _who_name(self.content, d["who"])
        steps = self.cancel_steps()
        if steps is not None:
            out["cancel"] = {"steps": steps, "label": "Cancel this ability"}
        return out

    @property
    def outcome(self) -> dict[str, str] | None:
        """``None`` while playing, else ``{"result": "won" | "lost", "reason": ...}``."""
        o = self.s["outcome"]
        return None if o is None else dict(o)

    @property
    def log(self) -> list[str]:
        """The whole game log, oldest first (the view carries only its last lines)."""
        return list(self.s["log"])

    @property
    def events(self) -> list[dict[str, Json]]:
        """The whole log as events: type, round, phase, heroes, cards, dice and the sentence.

        >>> from core.games import mutant_insurrection as mi
        >>> g = mi.new_game(seed=7)
        >>> g.apply(g.legal_actions()[0])
        >>> ev = next(x for x in g.events if x["type"] == "mission_flipped")
        >>> ev["round"], ev["phase"], ev["cards"], ev["text"]
        (0, 'setup', ['af_market'], 'Mutant Market is flipped face up.')
        """
        return events_view(Engine(self.s, self.content))

    def events_since(self, since: int) -> list[dict[str, Json]]:
        """The events from index ``since`` on (a screen's "what just happened"); a card drawn,
        flipped or revealed comes with its text (``detail``: its lines).

        >>> from core.games import mutant_insurrection as mi
        >>> g = mi.new_game(seed=7)
        >>> n = len(g.log)
        >>> g.apply(g.legal_actions()[0])
        >>> [(x["type"], bool(x["detail"])) for x in g.events_since(n)][:1]
        [('mission_flipped', True)]
        """
        log, known = self.s["log"], self.s.get("events", [])
        skip = max(0, since - (len(log) - len(known)))  # an old save may lack early events
        evs = full_events({"log": log[since:], "events": known[skip:]})
        for ev in evs:
            ev["detail"] = []
            if ev["type"] in _SHOWN_CARDS and ev["cards"]:
                with suppress(KeyError):  # a card this content lacks: the sentence suffices
                    lines = card_text(self.content, ev["cards"][0], self.s["hero_count"])["lines"]
                    ev["detail"] = lines
        return evs

    # -- for a screen -----------------------------------------------------------------------
    def card(self, card_id: str) -> dict[str, Json]:
        """A card's name and rules text in sentences (any kind), generated from its data.

        >>> from core.games import mutant_insurrection as mi
        >>> mi.new_game().card("cerebro")["lines"][0]
        'A hero who deploys here: draw a mutant, then if the threat is below 4, reduce the ...'
        """
        return card_text(self.content, card_id)

    def face_up(self, card_id: str) -> bool:
        """Whether a player may read ``card_id`` now: every card is public (heroes, missions,
        threat cards, mutants, bonds, school cards, plots) except the sides of story cards,
        which are readable only once they have been face up in this game (in play, completed,
        a briefing, the showdown, or named in the log). A showdown side is such a side.

        >>> from core.games import mutant_insurrection as mi
        >>> g = mi.new_game(seed=7)
        >>> showdown = g.content.plots[g.setup["plot"]]["showdown"]
        >>> g.face_up("wolverine"), any(g.face_up(s) for s in showdown)
        (True, False)
        """
        return card_id not in self._story_sides() or card_id in self._seen_sides()

    def public_cards(self) -> list[dict[str, Json]]:
        """Every card of the content set a player may read now (:meth:`face_up`), in sentences:
        a card browser never shows the hidden side of a story or showdown card.

        >>> from core.games import mutant_insurrection as mi
        >>> g = mi.new_game(seed=7)
        >>> showdown = set(g.content.plots[g.setup["plot"]]["showdown"])
        >>> [c["id"] for c in g.public_cards() if c["id"] in showdown]
        []
        """
        from core.games.mutant_insurrection.content.card_text import all_card_ids

        hidden = self._story_sides() - self._seen_sides()
        return [card_text(self.content, c) for c in all_card_ids(self.content) if c not in hidden]

    def _story_sides(self) -> set[str]:
        return {f"{i}{side}" for i in self.content.story for side in "AB"}

    def _seen_sides(self) -> set[str]:
        """Story sides face up now or earlier: on the table, completed, briefings, the showdown,
        and every card an event of the log names."""
        s = self.s
        seen = set(s["missions"]) | set(s["completed"]) | set(s["briefings"])
        for m in s["missions"].values():
            seen.update(m.get("under", ()))
        if s["showdown"] is not None:
            seen.update(s["showdown"]["order"])
        for e in self.events:
            seen.update(e["cards"])
        return seen

    def describe_action(self, action: Action) -> str:
        """A legal action as a sentence: an option's label, or a reroll or spend in words."""
        if isinstance(action, str):
            d = self.decision
            for o in d["options"] if d else ():
                if o["id"] == action:
                    return str(o["label"])
            raise IllegalActionError(f"{action!r} is not an option now")
        if not isinstance(action, dict) or action.get("id") not in ("reroll", "spend"):
            raise IllegalActionError(f"{action!r} is not an action")
        dice = action.get("dice", [])
        if not isinstance(dice, list) or any(
            isinstance(d, bool) or not isinstance(d, int) for d in dice
        ):
            raise IllegalActionError('"dice" is a list of die ids')
        e = Engine(self.s, self.content)
        if e.s.get("att") is None:  # found by the garbage test: no attempt, no dice to name
            raise IllegalActionError("No hero is attempting a mission: there are no dice now.")
        if action["id"] == "reroll":
            return "Reroll " + dice_words(e, list(dice))
        if not isinstance(action.get("req"), str):
            raise IllegalActionError('a spend names its requirement ("req")')
        return spend_words(e, list(dice), action["req"])

    def reroll_preview(self, dice: list[int]) -> dict[str, Json]:
        """What rerolling ``dice`` would set off (villainy first, the worst damage, whether
        it could knock the active hero out); see
        :func:`core.games.mutant_insurrection.rules.aids.reroll_preview`."""
        d = self.decision
        if d is None or not any(o["id"] == "reroll" for o in d["options"]):
            raise IllegalActionError("no reroll is offered now")
        return reroll_preview(Engine(self.s, self.content), list(dice))

    def cancel_steps(self) -> int | None:
        """Log entries to take back to call off the ability being resolved, if nothing has
        been rolled or revealed since it was chosen; else ``None``."""
        if self.s["outcome"] is not None:
            return None
        return cancel_steps(Engine(self.s, self.content), self._log)

    def cancel(self) -> None:
        """Call off the ability being resolved: back to the decision where it was chosen."""
        steps = self.cancel_steps()
        if steps is None:
            raise IllegalActionError("there is no ability to cancel now")
        self.undo(steps)

    @property
    def actions(self) -> list[dict[str, Json]]:
        """The action log: each applied action with the dice it rolled (a copy)."""
        return [dict(x) for x in self._log]

    @property
    def moves(self) -> int:
        """How many entries the action log holds, without copying it (every screen answer asks
        whether there is anything to undo).

        >>> from core.games import mutant_insurrection as mi
        >>> g = mi.new_game(seed=7)
        >>> g.moves, (g.apply(g.legal_actions()[0]) or g.moves)
        (0, 1)
        """
        return len(self._log)

    def legal_actions(self) -> list[Action]:
        """Every legal action now: option ids, plus one action per reroll subset and per spend.

        >>> from core.games import mutant_insurrection as mi
        >>> g = mi.new_game(seed=3)
        >>> all(isinstance(a, str) for a in g.legal_actions())
        True
        """
        if self._legal is None:
            self._legal = self._expand()
        return list(self._legal)

    def _expand(self) -> list[Action]:
        d = self.decision
        if d is None:
            return []
        out: list[Action] = []
        for o in d["options"]:
            if o["id"] == "reroll":
                out += [{"id": "reroll", "dice": sub} for sub in reroll_subsets(o)]
            elif o["id"] == "spend":
                e = Engine(self.s, self.content)
                out += [{"id": "spend", "req": k, "dice": list(ds)} for k, ds in legal_spends(e)]
            else:
                out.append(o["id"])
        return out

    def check_spend(self, dice: list[int], req: str) -> str | None:
        """Why spending ``dice`` on requirement ``req`` is illegal now, or ``None`` if legal.

        Die ids are those of the pool in :meth:`view`; ``-1`` is the hero's training token.
        """
        if not isinstance(dice, list) or not isinstance(req, str):
            raise IllegalActionError('a spend names "dice" (a list of die ids) and "req"')
        if any(isinstance(d, bool) or not isinstance(d, int) for d in dice):
            raise IllegalActionError("die ids are integers")
        if self.decision is None or self.decision["kind"] != "spend":
            return "dice are spent only while completing objectives"
        return _check_spend(Engine(self.s, self.content), list(dice), req)

    # -- acting ---------------------------------------------------------------------------------
    def _normalize(self, action: Json) -> tuple[Action, Json]:
        """Check ``action`` against the pending decision; return (log form, choice)."""
        d = self.s["decision"]
        if self.s["outcome"] is not None or d is None:
            raise GameOverError("the game is over")
        options = {o["id"]: o for o in d["options"]}
        if isinstance(action, str):
            if action in options and action not in ("reroll", "spend"):
                return action, action
            raise IllegalActionError(f"{action!r} is not an option of this {d['kind']} decision")
        if not isinstance(action, dict) or action.get("id") not in ("reroll", "spend"):
            raise IllegalActionError(f"{action!r} is not an action")
        aid = action["id"]
        if aid not in options:
            raise IllegalActionError(f"you cannot {aid} now")
        if aid == "reroll":
            dice = action.get("dice")
            mask = action.get("mask")
            if dice is None and isinstance(mask, int) and not isinstance(mask, bool):
                # bit i selects the i-th die offered by the reroll option (OpenSpiel style)
                offered = options["reroll"]["dice"]
                if mask <= 0 or mask >= 1 << len(offered):
                    raise IllegalActionError(f"mask {mask} selects no offered dice")
                dice = [d for i, d in enumerate(offered) if mask >> i & 1]
            chosen = check_reroll(options["reroll"], dice)
            return {"id": "reroll", "dice": chosen}, {"dice": chosen}
        dice, req = action.get("dice"), action.get("req")
        if not isinstance(dice, list) or not isinstance(req, str):
            raise IllegalActionError('a spend names "dice" (a list of die ids) and "req"')
        if any(isinstance(d, bool) or not isinstance(d, int) for d in dice):
            raise IllegalActionError("die ids are integers")
        why = _check_spend(Engine(self.s, self.content), dice, req)
        if why is not None:
            raise IllegalActionError(why)
        spent = sorted(dice)
        return {"id": "spend", "req": req, "dice": spent}, {"dice": spent, "req": req}

    def apply(self, action: Action) -> None:
        """Apply one legal action; an illegal one raises :class:`IllegalActionError` and
        leaves the game unchanged."""
        logged, choice = self._normalize(action)
        try:
            self._do(logged, choice, None)
        except Exception:
            # e.g. a forced face the die lacks: put everything back as it was, then report
            self._restore(len(self._log))
            raise

    def _do(self, logged: Action, choice: Json, expect: list[int] | None) -> None:
        s = self.s
        s["chance"] = []
        d = s["decision"]
        s["decision"] = None
        e = Engine(s, self.content)
        e.push({**d["resume"], "choice": choice})
        e.run()
        if expect is not None and s["chance"] != expect:
            raise LoadError("the saved dice do not match this engine's replay")
        self._log.append({"a": logged, "r": list(s["chance"])})
        s["chance"] = []
        self._legal = None
        if len(self._log) % SNAPSHOT_EVERY == 0:
            self._snaps[len(self._log)] = _copy(s)

    def scratch(self) -> Game:
        """A throwaway copy of this position to try actions on (advice, look-ahead): the same
        cards and state, an empty log and no undo; this game is never touched.

        >>> from core.games import mutant_insurrection as mi
        >>> g = mi.new_game(seed=7)
        >>> t = g.scratch()
        >>> t.apply(t.legal_actions()[0])
        >>> t.view()["decision"]["kind"], g.view()["decision"]["kind"]
        ('deploy', 'flip_deck')
        """
        t = object.__new__(Game)
        t.content, t.setup, t.s = self.content, self.setup, _copy(self.s)
        t._log, t._snaps, t._legal = [], {}, None
        t.dropped, t.replayed_from = None, None
        return t

    def force_dice(self, faces: list[str | int]) -> None:
        """Fix the next dice results (face labels like ``"fight 2"`` or face indexes), for
        tests and for players rolling physical dice. Recorded in the log like any action."""
        if not isinstance(faces, list) or len(faces) > MAX_FORCED:
            raise IllegalActionError(f"forced dice are a list of at most {MAX_FORCED} faces")
        for f in faces:
            if isinstance(f, bool) or not isinstance(f, (str, int)):
                raise IllegalActionError(f"not a face: {f!r}")
            if isinstance(f, int) and not 0 <= f < 6:
                raise IllegalActionError(f"a die has faces 0 to 5, not {f}")
            if isinstance(f, str) and f not in ALL_FACE_LABELS:
                raise IllegalActionError(f"no die has a {f!r} face")
        self.s["forced"] += list(faces)
        self._log.append({"force": list(faces)})
        self._legal = None

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` log entries. Dice already rolled before the kept part
        of the log never change: the game is restored from a snapshot and replayed."""
        if isinstance(steps, bool) or not isinstance(steps, int):
            raise IllegalActionError(f"undo takes a whole number of steps, not {steps!r}")
        if steps < 1 or steps > len(self._log):
            raise IllegalActionError("nothing to undo")
        try:
            self._restore(len(self._log) - steps)
        except LoadError as exc:  # the game was put back as it was
            raise IllegalActionError(f"this step cannot be undone: {exc}") from None

    def _restore(self, n: int) -> None:
        """Go back to the state after the first ``n`` log entries; on any failure the game is
        put back exactly as it was before the call."""
        kept = (self.s, self._log, dict(self._snaps), self._legal)
        try:
            self._restore_unsafe(n)
        except BaseException:
            self.s, self._log, self._snaps, self._legal = kept
            raise

    def _restore_unsafe(self, n: int) -> None:
        log = self._log
        for k in [k for k in self._snaps if k > n]:
            del self._snaps[k]
        if not self._snaps:
            fresh = Game(self.content, self.setup)
            self._snaps[0] = fresh._snaps[0]
        k = max(self._snaps)
        self.s = _copy(self._snaps[k])
        self._log = log[:k]
        self._legal = None
        self._replay(log[k:n])

    def _replay(self, entries: list[dict[str, Json]]) -> None:
        for entry in entries:
            if not isinstance(entry, dict) or not ("force" in entry or "a" in entry):
                raise LoadError(f"action {len(self._log)} cannot be replayed: not an action")
            try:
                if "force" in entry:
                    self.force_dice(entry["force"])
                    continue
                logged, choice = self._normalize(entry["a"])
                expect = entry.get("r")
                if expect is not None and not isinstance(expect, list):
                    raise IllegalActionError("its recorded dice are not a list")
                self._do(logged, choice, expect)
            except IllegalActionError as exc:
                raise LoadError(f"action {len(self._log)} cannot be replayed: {exc}") from None
            if len(self._log) % SNAPSHOT_EVERY == 0:
                self._snaps.setdefault(len(self._log), _copy(self.s))

    # -- saving ---------------------------------------------------------------------------------
    def to_json(self) -> str:
        """The save: setup, the action log with recorded dice, and the latest snapshot."""
        k = max((i for i in self._snaps if i <= len(self._log)), default=0)
        checkpoint = None
        if k:
            state = self._snaps[k]
            checkpoint = {
                "at": k,
                "state": state,
                "digest": _digest(self.content, self.setup, self._log[:k], state),
            }
        return json.dumps(
            {
                "schema_version": SCHEMA_VERSION,
                "rules_version": RULES_VERSION,
                "setup": self.setup,
                # the exact cards: the game opens on them again, whatever the app plays now
                "content_fingerprint": self.content.fingerprint,
                "actions": self._log,
                "checkpoint": checkpoint,
            },
            separators=(",", ":"),
        )

    def view(self) -> dict[str, Json]:
        """A JSON-able picture of the public state for the UI."""
        e = Engine(self.s, self.content)
        d = self.decision
        if d is not None:  # the card it is about, for the screen to keep in sight
            d["focus"] = decision_focus(e)
        return {**public_view(e, d), "cards": self.cards}

    @property
    def cards(self) -> dict[str, Json]:
        """Which cards this game plays: the set's name, its edition, and whether that is the
        edition a new game gets today (a game keeps the cards it started with).

        >>> from core.games import mutant_insurrection as mi
        >>> mi.new_game(seed=1).cards["current"]
        True
        """
        c = self.content
        try:
            current = get_content(c.id).fingerprint == c.fingerprint
        except KeyError:
            current = True
        n = edition_number(c.id, c.fingerprint)
        label = c.name if current or n is None else f"{c.name}, edition {n} (older cards)"
        return {"id": c.id, "name": c.name, "edition": n, "current": current, "label": label}


def new_game(
    heroes: list[str] | None = None,
    difficulty: str = "normal",
    plot: str | None = None,
    seed: int = 0,
    content: Content | None = None,
) -> Game:
    """Start a game; by default two heroes on Normal with the content's recommended plot.

    >>> g = new_game(["wolverine", "storm", "cyclops"], "hard", seed=1)
    >>> g.view()["threat"], g.view()["hero_count"]
    (6, 3)
    """
    c = content or default_content()
    if c.id not in BUNDLED:  # a pack: saves name it by id (a bundled set's older edition
        register(c)  # must not take the place of today's cards)
    setup = {
        "content": c.id,
        "heroes": list(heroes) if heroes is not None else list(c.heroes)[:2],
        "difficulty": difficulty,
        "plot": plot or c.recommended_plot,
        "seed": int(seed),
    }
    return Game(c, setup)


def _digest(
    content: Content, setup: Json, actions: list[Json], state: Json, rules: int = RULES_VERSION
) -> str:
    """What ties a checkpoint to the log it is the state of, under these rules and these exact
    cards: a save whose snapshot or earlier actions were changed, or one made on other cards,
    no longer matches, and its log is replayed instead."""
    text = json.dumps([rules, content.fingerprint, setup, actions, state], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _sentence(text: str) -> str:
    text = text.strip() or "unknown problem"
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def load_game(data: str | dict[str, Json], *, verify: bool = False, strict: bool = False) -> Game:
    """Open a save made by :meth:`Game.to_json`; every bad save raises :class:`LoadError`.

    The save's checkpoint makes loading fast when its digest ties it to the log; otherwise the
    whole log is replayed. With ``verify`` the log is always replayed and the checkpoint must
    match that replay. An entry that no longer replays (a save from an earlier build's rules,
    or a damaged log) opens the game at the last state that does, with :attr:`Game.dropped`
    saying what was left out; ``strict`` raises :class:`LoadError` instead.
    """
    try:
        return _load(data, verify, strict)
    except LoadError as exc:
        raise LoadError(_sentence(str(exc))) from None
    except RecursionError:
        raise LoadError("This save is nested too deeply to be a saved game.") from None
    except Exception as exc:  # any other fault of a damaged save: one door, one error type
        raise LoadError(f"This save is damaged and cannot be opened ({exc}).") from None


def _load(data: str | dict[str, Json], verify: bool, strict: bool) -> Game:
    if isinstance(data, str):
        why = text_problem(data)
        if why is not None:
            raise LoadError(f"not a saved game: {why}")
        try:
            save = json.loads(data)
        except json.JSONDecodeError as exc:
            raise LoadError(f"not a saved game: {exc}") from None
    else:
        save = data
        why = value_problem(save)
        if why is not None:
            raise LoadError(f"not a saved game: {why}")
    if not isinstance(save, dict):
        raise LoadError("not a saved game")
    rules = check_versions(save, SCHEMA_VERSION, LoadError)
    setup, actions = save.get("setup"), save.get("actions")
    if not isinstance(setup, dict) or not isinstance(actions, list):
        raise LoadError("a save needs setup and actions")
    content_id = setup.get("content")
    if not isinstance(content_id, str):
        raise LoadError("the save names no card set")
    try:
        current = get_content(content_id)
    except KeyError as exc:
        raise LoadError(f"this save uses card set {content_id!r}, which this app lacks") from exc
    actions = migrate("engine", rules, list(actions))
    try:
        _check_setup(setup)
        content = _its_cards(save, current, setup, actions, rules)
        g = Game(content, setup)
    except (SetupError, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        raise LoadError(f"this save's setup cannot be read ({exc})") from None
    g.replayed_from = rules if rules < RULES_VERSION else None
    cp: Json = save.get("checkpoint")
    at: Json = cp.get("at") if isinstance(cp, dict) else None
    usable = isinstance(at, int) and not isinstance(at, bool) and 0 < at <= len(actions)
    if verify:
        if usable:
            g._replay(actions[:at])
            if json.dumps(g.s) != json.dumps(cp["state"]):
                raise LoadError("the save's checkpoint does not match its action log")
            g._replay(actions[at:])
        else:
            g._replay(actions)
        return g
    start = 0
    if (
        usable
        and rules == RULES_VERSION
        and isinstance(cp["state"], dict)
        and cp.get("digest") == _digest(g.content, setup, actions[:at], cp["state"])
    ):
        start = at
        # parsed here from the save's text, the checkpoint and log are ours: one copy (the
        # snapshot undo starts from) instead of three
        owned = isinstance(data, str)
        g.s = cp["state"] if owned else _copy(cp["state"])
        g._snaps[start] = _copy(cp["state"])
        g._log = actions[:start] if owned else [_copy(a) for a in actions[:start]]
    try:
        g._replay(actions[start:])
    except LoadError as exc:
        if strict:
            raise
        kept = len(g._log)
        g._restore(kept)  # the state after the last entry that replayed, cleanly
        g.dropped = _dropped(kept, len(actions), rules, str(exc))
    return g


def _its_cards(
    save: dict[str, Json], current: Content, setup: Json, actions: list[Json], rules: int
) -> Content:
    """The cards a save was made with: the edition its fingerprint names, else (a save from a
    build before saves named it) the edition its checkpoint was made on, found by its digest or
    by replaying up to it; the set's current cards when nothing tells them apart. A pack's
    save whose pack changed since opens on the pack as it is now (replayed, and said, as before)."""
    fp = save.get("content_fingerprint")
    if fp is not None:
        if not isinstance(fp, str):
            raise ValueError("its card edition is not readable")
        if fp == current.fingerprint:
            return current
        found = edition(current.id, fp)
        if found is not None:
            return found
        if current.id in BUNDLED:  # cards a later version of the app shipped: never guessed
            raise LoadError(
                f"this game was played on an edition of the {current.name} this version of the "
                "app does not have (a newer one): update the app to open it"
            )
        return current  # a pack changed since: replayed on it as it is now, and said
    candidates = [current, *older(current.id, current)]
    if len(candidates) == 1:
        return current
    cp = save.get("checkpoint")
    at = cp.get("at") if isinstance(cp, dict) else None
    if not (isinstance(at, int) and not isinstance(at, bool) and 0 < at <= len(actions)):
        at = None
    if at is not None:
        assert isinstance(cp, dict)
        for c in candidates:  # the digest names the cards exactly (builds since it held them)
            if cp.get("digest") == _digest(c, setup, actions[:at], cp["state"], rules):
                return c
    # older saves: the cards on which the whole log replays and reaches the same board at the
    # checkpoint (compared by what a player sees: builds add bookkeeping to the state); failing
    # that, the cards that get furthest. When the log cannot tell editions apart (the cards that
    # differ never came up), the newest that fits.
    wanted = _board(cp["state"]) if at is not None and isinstance(cp, dict) else None
    best, best_score = current, (False, False, -1)
    for c in candidates:
        try:
            trial = Game(c, setup)
        except Exception:  # an edition this setup does not fit (a hero it lacks): not these cards
            continue
        with contextlib.suppress(Exception):
            trial._replay(actions)  # as far as it goes
        reached = at is None or _board(trial._snaps.get(at)) == wanted
        score = (len(trial._log) == len(actions), reached, len(trial._log))
        if score == (True, True, len(actions)):
            return c
        if score > best_score:
            best, best_score = c, score
    return best


def _board(state: Json) -> Json:
    """What a player sees of a state, in fields every build has written: the round, threat,
    each hero's damage, place and cards, the missions in play with their tokens, completed
    missions and the pending decision's options."""
    if not isinstance(state, dict):
        return None
    heroes = state.get("heroes") or {}
    d = state.get("decision") or {}
    return json.dumps(
        [
            state.get("round"),
            state.get("threat"),
            {
                h: [v.get("damage"), v.get("at"), v.get("mutant"), v.get("bonds")]
                for h, v in heroes.items()
                if isinstance(v, dict)
            },
            {
                m: [v.get("tokens"), v.get("done")]
                for m, v in (state.get("missions") or {}).items()
                if isinstance(v, dict)
            },
            state.get("completed"),
            [o.get("id") for o in d.get("options", []) if isinstance(o, dict)],
        ],
        sort_keys=True,
        default=str,
    )


def _check_setup(setup: dict[str, Json]) -> None:
    heroes = setup.get("heroes")
    if not isinstance(heroes, list) or not all(isinstance(h, str) for h in heroes):
        raise SetupError("its heroes are not a list of names")
    if not isinstance(setup.get("difficulty"), str) or not isinstance(setup.get("plot"), str):
        raise SetupError("its difficulty and plot are not names")
    seed = setup.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError("its seed is not a whole number")


def _dropped(kept: int, total: int, rules: int, reason: str) -> dict[str, Json]:
    lost = total - kept
    if rules < RULES_VERSION:
        why = (
            f"it was saved under rules version {rules}, and under the current rules "
            f"(version {RULES_VERSION}) its action {kept + 1} no longer applies"
        )
    else:
        why = f"its action {kept + 1} cannot be replayed: the save is damaged"
    message = f"Opened at action {kept}: {why}, so the last {lost} of {total} actions were dropped."
    return {
        "kept": kept,
        "total": total,
        "rules_version": rules,
        "reason": reason,
        "message": message,
    }
