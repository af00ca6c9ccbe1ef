"""The game record: the history grouped by round, its filters, the summary and a text copy.

The session is replayed once more, noting after each tap the round, the threat, each hero's
damage and knock-out and the missions in play, so the record can say what each tap did to
whom without reading its words. Picking a die for a reroll (``dice_select``) is not a line of
its own: the roll and the reroll are. A mission that leaves play without being completed, or
is still in play when the game is lost, counts as failed.

>>> from core.games.mutant_insurrection.companion import session as sessions
>>> s = sessions.new_session({"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}],
...                           "seed": 1})
>>> for c in ({"op": "threat", "delta": 2}, {"op": "damage", "hero": 1, "delta": 2}):
...     s, _ = sessions.perform(s, c)
>>> r = build(s["setup"], s["log"])
>>> [g["label"] for g in r["groups"]], [ln["text"] for ln in r["groups"][0]["lines"]]
(['Setup'], ['Storm takes 2 damage (2 of 6).', 'Threat 4 → 6.'])
>>> r["summary"]["heroes"][0], r["summary"]["threat_curve"]
({'name': 'Storm', 'damage': 2, 'knock_outs': 0}, [{'label': 'Setup', 'threat': 6}])
"""

from __future__ import annotations

import copy
from typing import Any

from core.games.mutant_insurrection.companion import clock
from core.games.mutant_insurrection.companion.commands import apply_in_place
from core.games.mutant_insurrection.companion.rules import moment
from core.games.mutant_insurrection.companion.setup import new_state
from core.table.replay import REPLAY_ERRORS

State = dict[str, Any]

# The history's filters, in the order the screen offers them.
FILTERS: tuple[tuple[str, str], ...] = (
    ("all", "All"),
    ("threat", "Threat"),
    ("heroes", "Heroes"),
    ("missions", "Missions"),
    ("dice", "Dice"),
)
THREAT_OPS = frozenset(
    {"threat", "raise_icons", "draw_threat", "threat_deck", "threat_event", "sentinel_draw"}
)
HERO_OPS = frozenset(
    {
        "damage", "health", "replace", "hero_facts", "training", "mutant", "mutant_exhaust",
        "assist", "active", "bond", "bond_flip", "bond_exhaust", "bond_discard", "each_hero",
        "mission_heroes", "dice_token",
    }
)  # fmt: skip
MISSION_OPS = frozenset(
    {
        "mission_add", "mission_success", "mission_edit", "sentinel", "sentinel_discard",
        "mission_complete", "mission_remove", "villain_replace", "spend_villain", "deploy",
        "deploy_deck", "briefing_add", "briefing_progress", "briefing_remove", "briefing_flip",
        "showdown_start", "showdown_success", "showdown_attack",
    }
)  # fmt: skip
NOISE_OPS = frozenset({"dice_select"})  # picking dice for a reroll: the reroll says it


def _facts(state: State) -> State:
    """What the record compares before and after a tap."""
    return {
        "group": _group(state),
        "threat": state["threat"],
        "heroes": {h["id"]: (h["name"], h["damage"], h["out"]) for h in state["heroes"]},
        "missions": {m["id"]: m["name"] for m in state["missions"]},
        "completed": len(state["completed"]),
    }


def _group(state: State) -> str:
    """The part of the game a state is in: ``"Setup"``, ``"Round 2"`` or ``"Showdown"``.

    >>> _group({"round": 0, "showdown": None}), _group({"round": 3, "showdown": {}})
    ('Setup', 'Showdown')
    """
    if state["showdown"] is not None:
        return "Showdown"
    return "Setup" if state["round"] == 0 else f"Round {state['round']}"


def _kinds(op: str, before: State, after: State) -> list[str]:
    """The filters a tap shows under (besides "all")."""
    kinds = []
    if op in THREAT_OPS or before["threat"] != after["threat"]:
        kinds.append("threat")
    if op in HERO_OPS or before["heroes"] != after["heroes"]:
        kinds.append("heroes")
    if op in MISSION_OPS or before["missions"] != after["missions"]:
        kinds.append("missions")
    if op.startswith("dice_"):
        kinds.append("dice")
    return kinds


def _duration(ms: int | None) -> str:
    """Time played in words (``None``: the taps carried no time).

    >>> _duration(None), _duration(59_000), _duration(3_720_000)
    ('not timed', 'under a minute', '1 h 2 min')
    """
    if ms is None:
        return "not timed"
    minutes = ms // 60_000
    if minutes == 0:
        return "under a minute"
    return f"{minutes // 60} h {minutes % 60} min" if minutes >= 60 else f"{minutes} min"


def build(setup: State, log: list[State]) -> State:
    """The record of a session: ``groups`` (newest first, each newest line first),
    ``filters`` (with how many lines each shows), ``summary`` and ``text``.

    A tap that no longer replays ends the record there (the screen says so elsewhere)."""
    state = new_state(copy.deepcopy(setup))
    now = _facts(state)
    groups: list[State] = []
    damage: dict[int, int] = {}
    outs: dict[int, int] = {}
    failed: list[str] = []
    curve: dict[str, int] = {now["group"]: now["threat"]}
    for cmd in log:
        when = moment(state)
        try:
            events = apply_in_place(state, copy.deepcopy(cmd))
        except REPLAY_ERRORS:  # a tap that no longer replays ends the record there
            break
        before, now = now, _facts(state)
        for hid, (_, dmg, out) in now["heroes"].items():
            _, old_dmg, old_out = before["heroes"].get(hid, ("", 0, False))
            damage[hid] = damage.get(hid, 0) + max(0, dmg - old_dmg)
            outs[hid] = outs.get(hid, 0) + (1 if out and not old_out else 0)
        gone = [n for i, n in before["missions"].items() if i not in now["missions"]]
        done = now["completed"] - before["completed"]
        failed += gone[done:] if done >= 0 else gone
        if now["group"] != "Showdown":
            curve[now["group"]] = now["threat"]
        op = str(cmd.get("op"))
        if op in NOISE_OPS or not events:
            continue
        if not groups or groups[-1]["label"] != now["group"]:
            groups.append({"label": now["group"], "lines": []})
        groups[-1]["lines"].append(
            {"when": when, "text": " ".join(events), "kinds": _kinds(op, before, now)}
        )
    outcome = state["outcome"]
    if outcome is not None and outcome["result"] == "loss":
        failed += [m["name"] for m in state["missions"]]
    c = state["clock"]
    elapsed = clock.elapsed(c)
    if elapsed is None and c["started_at"] is not None:  # still playing: up to the last tap
        elapsed = max(0, int(c["last_at"]) - int(c["started_at"]))
    summary = {
        "final": outcome is not None,
        "outcome": outcome["result"] if outcome else None,
        "reason": outcome["reason"] if outcome else None,
        "rounds": state["round"],
        "duration_ms": elapsed,
        "duration": _duration(elapsed),
        "completed": [m["name"] for m in state["completed"]],
        "failed": failed,
        "heroes": [
            {"name": name, "damage": damage.get(hid, 0), "knock_outs": outs.get(hid, 0)}
            for hid, (name, _, _) in now["heroes"].items()
        ],
        "threat_curve": [{"label": k, "threat": v} for k, v in curve.items()],
    }
    for g in groups:
        g["lines"].reverse()
    groups.reverse()
    lines = [ln for g in groups for ln in g["lines"]]
    filters = [
        {
            "id": f,
            "label": label,
            "count": sum(1 for ln in lines if f == "all" or f in ln["kinds"]),
        }
        for f, label in FILTERS
    ]
    return {
        "groups": groups,
        "filters": filters,
        "summary": summary,
        "text": as_text(groups, summary),
    }


def as_text(groups: list[State], summary: State) -> str:
    """The record as plain text, for "Export as text" (the summary first, then the history,
    oldest first as a game is read back).

    >>> print(as_text([{"label": "Round 1", "lines": [{"when": "Round 1 · Deploy",
    ...     "text": "Threat 4 → 5.", "kinds": ["threat"]}]}], {"final": False,
    ...     "outcome": None, "reason": None, "rounds": 1, "duration": "3 min",
    ...     "completed": [], "failed": [], "heroes": [],
    ...     "threat_curve": [{"label": "Round 1", "threat": 5}]}))
    X-Men: Mutant Insurrection: game record (so far)
    Rounds: 1 · Time played: 3 min
    Threat at the end of each round: Round 1: 5
    Missions completed: none
    Missions failed: none
    <BLANKLINE>
    Round 1
      Round 1 · Deploy: Threat 4 → 5.
    """
    out = [
        "X-Men: Mutant Insurrection: game record" + ("" if summary["final"] else " (so far)"),
    ]
    if summary["outcome"]:
        out.append(f"Result: {summary['outcome']}. {summary['reason']}")
    out.append(f"Rounds: {summary['rounds']} · Time played: {summary['duration']}")
    curve = ", ".join(f"{p['label']}: {p['threat']}" for p in summary["threat_curve"])
    out.append(f"Threat at the end of each round: {curve}")
    out.append(f"Missions completed: {', '.join(summary['completed']) or 'none'}")
    out.append(f"Missions failed: {', '.join(summary['failed']) or 'none'}")
    for h in summary["heroes"]:
        out.append(f"{h['name']}: {h['damage']} damage taken, {h['knock_outs']} knock-out(s)")
    for g in reversed(groups):
        out += ["", g["label"]]
        out += [f"  {ln['when']}: {ln['text']}" for ln in reversed(g["lines"])]
    return "\n".join(out) + "\n"
