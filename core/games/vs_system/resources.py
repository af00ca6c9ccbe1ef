"""The resource row (rules: Build Phase: Resource Step and Recruit Step; Locations; Additional
Rules: Resources and Locations; Super Powers).

A resource is ``{"id", "symbols": [..], "face_up": bool, "ready": bool}``: a card played face
down has no symbols; a Location played face up shows its power symbols until it is turned face
down to pay for a Super Power, and then stays face down. Every ready resource, face up or face
down, gives one recruit point in the Recruit Step; exhausted ones give none.

>>> row = [{"symbols": ["might"], "face_up": True, "ready": True},
...        {"symbols": [], "face_up": False, "ready": True},
...        {"symbols": ["might", "skill"], "face_up": True, "ready": False}]
>>> recruit_points_now(row), symbols_available(row)
(2, {'energy': 0, 'intellect': 0, 'might': 2, 'skill': 1, 'alien': 0, 'humanity': 0})
"""

from __future__ import annotations

from typing import Any

from core.table.errors import CommandError
from core.table.words import count

State = dict[str, Any]

SYMBOLS = ("energy", "intellect", "might", "skill", "alien", "humanity")


def recruit_points_now(row: list[dict[str, Any]]) -> int:
    """Recruit points the row would give if the Recruit Step started now."""
    return sum(1 for r in row if r["ready"])


def symbols_available(row: list[dict[str, Any]]) -> dict[str, int]:
    """Face-up Locations by power symbol: what can still pay for a Super Power (a Location
    with two symbols counts under each, but pays for one power only)."""
    counts = dict.fromkeys(SYMBOLS, 0)
    for r in row:
        if r["face_up"]:
            for s in r["symbols"]:
                counts[s] += 1
    return counts


def play_resource(state: State, p: int, symbols: Any, *, face_up: bool, extra: bool) -> list[str]:
    """The Resource Step's one card from hand to the resource row (``extra`` when a card's
    effect allows another)."""
    player = state["players"][p]
    if not isinstance(symbols, list) or any(s not in SYMBOLS for s in symbols):
        raise CommandError("Pick the Location's power symbols from the six the game has.")
    if face_up and not symbols:
        raise CommandError("Only a Location goes face up: pick its power symbols.")
    if not face_up and symbols:
        raise CommandError("A face-down resource shows no power symbols.")
    if player["resource_played"] and not extra:
        raise CommandError(
            f"{player['name']} has already played a resource this turn "
            "(one per turn, unless a card says otherwise)."
        )
    if player["hand"] < 1:
        raise CommandError(f"{player['name']} has no card in hand to play as a resource.")
    player["hand"] -= 1
    player["resource_played"] = True
    rid = f"r{state['next_id']}"
    state["next_id"] += 1
    player["resources"].append(
        {"id": rid, "symbols": list(dict.fromkeys(symbols)), "face_up": face_up, "ready": True}
    )
    what = f"a Location ({', '.join(symbols)})" if face_up else "a face-down resource"
    return [f"{player['name']} plays {what}: {len(player['resources'])} resources."]


def find(player: dict[str, Any], rid: object) -> dict[str, Any]:
    """One of the player's resources by id."""
    for r in player["resources"]:
        if r["id"] == rid:
            return r  # type: ignore[no-any-return]
    raise CommandError("That resource is not in the row any more.")


def turn_down(player: dict[str, Any], rid: object) -> list[str]:
    """Turn a face-up Location face down to pay for a Super Power."""
    r = find(player, rid)
    if not r["face_up"]:
        raise CommandError("That resource is already face down.")
    r["face_up"] = False
    return [
        f"{player['name']} turns a Location ({', '.join(r['symbols'])}) face down to pay "
        "for a Super Power."
    ]


def spend(player: dict[str, Any], n: int) -> list[str]:
    """Spend recruit points in the Recruit Step."""
    have = player["recruit_points"]
    if have is None:
        raise CommandError("Recruit points are spent in the Recruit Step.")
    if n > have:
        raise CommandError(f"{player['name']} has only {count(have, 'recruit point')} left.")
    player["recruit_points"] = have - n
    return [f"{player['name']} spends {count(n, 'recruit point')} ({have - n} left)."]
