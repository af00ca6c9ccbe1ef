"""The score pad's state and commands: ``points`` (a player scores in the current round, which
may be negative), ``next_round``, and ``rename``.

>>> s = new_state({"players": [{"name": "Ana"}], "target": None})
>>> apply_in_place(s, {"op": "points", "player": 0, "points": 3}), view(s)["totals"]
(['Ana scores 3 (total 3).'], [3])
"""

from __future__ import annotations

from typing import Any

from core.table.errors import CommandError, SetupError

State = dict[str, Any]
MAX_PLAYERS = 8
MAX_POINTS = 100_000  # a typo guard: no table game scores more in one go


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def new_state(setup: Any) -> State:
    """Players (1-8, each with a name) and an optional target score."""
    if not isinstance(setup, dict):
        raise SetupError("The setup is missing.")
    players = setup.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_PLAYERS:
        raise SetupError(f"A score pad has 1 to {MAX_PLAYERS} players.")
    names = []
    for i, p in enumerate(players):
        name = p.get("name") if isinstance(p, dict) else None
        name = name.strip() if isinstance(name, str) else ""
        names.append(name[:40] or f"Player {i + 1}")
    target = setup.get("target")
    if target is not None and (_whole(target) is None or not 1 <= target <= MAX_POINTS):
        raise SetupError("The target score is a whole number above zero, or none.")
    return {"names": names, "rounds": [[0] * len(names)], "target": target, "winner": None}


def totals(state: State) -> list[int]:
    return [sum(r[i] for r in state["rounds"]) for i in range(len(state["names"]))]


def apply_in_place(state: State, cmd: dict[str, Any]) -> list[str]:
    op = cmd.get("op")
    if state["winner"] is not None and op != "rename":
        raise CommandError("The game is over. Undo to go back.")
    if op == "points":
        who = _whole(cmd.get("player"))
        pts = _whole(cmd.get("points"))
        if who is None or not 0 <= who < len(state["names"]):
            raise CommandError("There is no such player.")
        if pts is None or abs(pts) > MAX_POINTS:
            raise CommandError(
                f"Points are a whole number from -{MAX_POINTS:,} to {MAX_POINTS:,} at a time."
            )
        state["rounds"][-1][who] += pts
        name, total = state["names"][who], totals(state)[who]
        events = [f"{name} scores {pts} (total {total})."]
        if state["target"] is not None and total >= state["target"]:
            state["winner"] = who
            events.append(f"{name} reaches {state['target']} and wins.")
        return events
    if op == "next_round":
        state["rounds"].append([0] * len(state["names"]))
        return [f"Round {len(state['rounds'])} begins."]
    if op == "rename":
        who = _whole(cmd.get("player"))
        name = cmd.get("name")
        if who is None or not 0 <= who < len(state["names"]):
            raise CommandError("There is no such player.")
        if not isinstance(name, str) or not name.strip():
            raise CommandError("A name cannot be empty.")
        old, state["names"][who] = state["names"][who], name.strip()[:40]
        return [f"{old} is now {state['names'][who]}."]
    raise CommandError("Unknown command.")


def view(state: State) -> dict[str, Any]:
    t = totals(state)
    best = max(t)
    return {
        "names": list(state["names"]),
        "round": len(state["rounds"]),
        "rounds": [list(r) for r in state["rounds"]],
        "totals": t,
        "leaders": [n for n, x in zip(state["names"], t, strict=True) if x == best],
        "target": state["target"],
        "winner": None if state["winner"] is None else state["names"][state["winner"]],
    }


def moment(state: State) -> str:
    return f"Round {len(state['rounds'])}"
