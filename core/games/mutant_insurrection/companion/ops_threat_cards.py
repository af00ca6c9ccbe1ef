"""Threat cards by kind (rulebook: Threat Phase, Draw Threat Card; Sentinels; Clarifications:
Sentinels; Villain Cards). After the draw the table says what came up:

- an event, resolved at once: threat moved, each hero damaged or healed, the heroes at one
  mission damaged or healed (``threat_event``);
- a Sentinel, attached to a face-up mission without one that best fits its target; with no
  such mission it is discarded and threat rises by its ! icons (``sentinel_draw``);
- a villain that replaces a mission (``villain_replace``, in :mod:`.ops_missions`).

``each_hero`` and ``mission_heroes`` are the same damage or healing as single taps, for any
effect that hits every hero or the heroes at one mission.

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
>>> s["missions"] = [{"id": 9, "name": "Pyro", "threat": 1, "objectives": 3, "success": 0,
...                   "sentinel": None}, {"id": 8, "name": "Blob", "threat": 2,
...                   "objectives": 2, "success": 1, "sentinel": None}]
>>> sentinel_matches(s, "most_objectives"), sentinel_matches(s, "most_icons")
([9], [8])
"""

from __future__ import annotations

from core.games.mutant_insurrection.companion import rules
from core.games.mutant_insurrection.companion.card_library import TARGETS, remember
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.fields import clean_name
from core.games.mutant_insurrection.companion.ops_heroes import suffer
from core.games.mutant_insurrection.companion.ops_missions import villainy
from core.games.mutant_insurrection.companion.ops_threat import raise_threat
from core.games.mutant_insurrection.companion.registry import (
    Command,
    State,
    int_field,
    mission_in_play,
    op,
    resolve_drawn,
)
from core.games.mutant_insurrection.companion.roster import MAX_HEALTH, MAX_MISSION_THREAT
from core.games.mutant_insurrection.threat_track import MAX_THREAT


def free_missions(state: State) -> list[State]:
    """Face-up missions a Sentinel can attach to: those without one."""
    return [m for m in state["missions"] if m["sentinel"] is None]


def _measure(m: State, what: str) -> int | None:
    """The number a target compares; ``None`` when the table never typed it (objectives).
    Clarifications: completed objectives count, and so do a Sentinel's ! icons."""
    if what == "objectives":
        return None if m["objectives"] is None else int(m["objectives"])
    if what == "icons":
        return int(m["threat"]) + (int(m["sentinel"]["threat"]) if m["sentinel"] else 0)
    return int(m["success"])


def sentinel_matches(state: State, target: str) -> list[int]:
    """Ids of the free missions that best fit ``target`` (ties: the heroes choose among them).

    A mission whose objectives were never typed cannot be ruled out, so it is listed too.
    """
    free = free_missions(state)
    if target == "any":
        return [m["id"] for m in free]
    side, what = target.split("_", 1)  # "most_icons": most, icons
    known = [v for m in free if (v := _measure(m, what)) is not None]
    if not known:
        return [m["id"] for m in free]
    best = max(known) if side == "most" else min(known)
    return [m["id"] for m in free if _measure(m, what) in (None, best)]


def heal(h: State, amount: int) -> list[str]:
    """Heal up to ``amount`` (never beyond the hero's health); nothing said when unhurt."""
    healed = min(amount, h["damage"])
    if healed == 0:
        return []
    h["damage"] -= healed
    return [f"{h['name']} heals {healed} ({h['damage']} of {h['health']})."]


def _hit(state: State, heroes: list[State], delta: int, who: str) -> list[str]:
    """Damage (``delta`` > 0) or heal (< 0) each of ``heroes``; a loss stops the rest."""
    events: list[str] = []
    for h in heroes:
        if state["outcome"] is not None:
            break
        events += suffer(state, h, delta) if delta > 0 else heal(h, -delta)
    if delta < 0 and not events:
        raise CommandError(f"{who} has no damage to heal.")
    return events


def _delta(cmd: Command, key: str, most: int) -> int:
    return 0 if cmd.get(key) is None else int_field(cmd, key, -most, most)


def _mission_heroes(state: State, cmd: Command, delta: int) -> list[str]:
    m = mission_in_play(state, cmd.get("mission"))
    heroes = rules.deployed(state, m["id"])
    if not heroes:
        raise CommandError(f"No hero is at {m['name']}.")
    return _hit(state, heroes, delta, f"Nobody at {m['name']}")


@op("each_hero")
def _each_hero(state: State, cmd: Command) -> list[str]:
    """Every standing hero takes ``delta`` damage (a negative ``delta`` heals)."""
    delta = int_field(cmd, "delta", -MAX_HEALTH, MAX_HEALTH)
    if delta == 0:
        raise CommandError("Say how much damage or healing.")
    return _hit(state, rules.standing(state), delta, "Nobody")


@op("mission_heroes")
def _mission_heroes_op(state: State, cmd: Command) -> list[str]:
    """The heroes at one mission take ``delta`` damage (negative: heal)."""
    delta = int_field(cmd, "delta", -MAX_HEALTH, MAX_HEALTH)
    if delta == 0:
        raise CommandError("Say how much damage or healing.")
    return _mission_heroes(state, cmd, delta)


@op("threat_event")
def _threat_event(state: State, cmd: Command) -> list[str]:
    """An event card, resolved at once, one undo step: ``threat`` moves the tracker, ``each``
    damages (or heals, negative) every hero, ``mission_delta`` the heroes at ``mission``."""
    threat = _delta(cmd, "threat", MAX_THREAT)
    each = _delta(cmd, "each", MAX_HEALTH)
    here = _delta(cmd, "mission_delta", MAX_HEALTH)
    if not (threat or each or here):
        raise CommandError("Say what the event does: threat, each hero or the heroes at a mission.")
    raw = cmd.get("name")
    name = "The event" if not raw else clean_name(raw, "The event's name", CommandError)
    if raw:
        effect = {"threat": threat, "each": each, "mission_delta": here}
        remember(state, {"kind": "event", "name": name, "effect": effect})
    events = [f"{name} resolves."]
    if threat:
        before = state["threat"]
        extra = raise_threat(state, threat)
        events += [f"Threat {before} → {state['threat']}.", *extra]
    if each and state["outcome"] is None:
        events += _hit(state, rules.standing(state), each, "Nobody")
    if here and state["outcome"] is None:
        events += _mission_heroes(state, cmd, here)
    resolve_drawn(state)
    return events


@op("sentinel_draw")
def _sentinel_draw(state: State, cmd: Command) -> list[str]:
    """A Sentinel drawn from the threat deck: it attaches to ``mission``, which must best fit
    its ``target``; with no free mission it is discarded and threat rises by its icons."""
    if state["showdown"] is not None:
        raise CommandError("No threat cards are drawn in the showdown.")
    target = cmd.get("target")
    if target not in TARGETS:
        raise CommandError("Choose the Sentinel's target, as its card says it.")
    name = clean_name(cmd.get("name") or "Sentinel", "The Sentinel's name", CommandError)
    icons = int_field(cmd, "threat", 0, MAX_MISSION_THREAT)
    card = {"name": name, "threat": icons, **villainy(cmd)}
    remember(state, {"kind": "sentinel", "target": target, **card})
    if not free_missions(state):
        before = state["threat"]
        extra = raise_threat(state, icons)
        resolve_drawn(state)
        return [
            f"{name} finds no mission without a Sentinel: it is discarded and threat rises "
            f"by its {icons} ! ({before} → {state['threat']}).",
            *extra,
        ]
    m = mission_in_play(state, cmd.get("mission"))
    matches = sentinel_matches(state, str(target))
    if m["id"] not in matches:
        names = ", ".join(x["name"] for x in state["missions"] if x["id"] in matches)
        raise CommandError(f"{name} targets {TARGETS[str(target)].lower()}: that is {names}.")
    m["sentinel"] = card
    resolve_drawn(state)
    return [f"{name} attaches to {m['name']} ({TARGETS[str(target)].lower()}; {icons} !)."]
