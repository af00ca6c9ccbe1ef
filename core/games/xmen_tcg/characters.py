"""Finding X-Men and Villains in the state, their strength with Power-Ups, and putting damage
counters on them (an X-Man falls at its hit points; a Villain only at 10 from one player).

>>> from core.games.xmen_tcg.setup import new_state, example_form
>>> s = new_state(example_form())
>>> magneto = villain(s, 7); hurt_villain(s, magneto, 0, 9), hurt_villain(s, magneto, 1, 9)
([], [])
>>> magneto["counters"], magneto["out_by"]   # 9 + 9 from two players: still standing
([9, 9], None)
>>> hurt_villain(s, magneto, 0, 3), magneto["counters"]
(['Magneto is eliminated by Ann (10 counters).'], [10, 9])
"""

from __future__ import annotations

from typing import Any

from core.games.xmen_tcg.roster import COLOURS, VILLAIN_HP
from core.table.errors import CommandError

State = dict[str, Any]


def xman(state: State, xid: object) -> State:
    """The X-Man with id ``xid``, on either team."""
    for p in state["players"]:
        for x in p["xmen"]:
            if x["id"] == xid and not isinstance(xid, bool):
                return x  # type: ignore[no-any-return]
    raise CommandError("There is no such X-Man.")


def owner(state: State, x: State) -> int:
    """The seat (0 or 1) whose team ``x`` is on."""
    return next(i for i, p in enumerate(state["players"]) if x in p["xmen"])


def villain(state: State, vid: object) -> State:
    """The Villain with id ``vid``."""
    for v in state["villains"]:
        if v["id"] == vid and not isinstance(vid, bool):
            return v  # type: ignore[no-any-return]
    raise CommandError("There is no such Villain.")


def standing_villain(state: State, vid: object) -> State:
    v = villain(state, vid)
    if v["out_by"] is not None:
        raise CommandError(f"{v['name']} has been eliminated.")
    return v


def own_xman(state: State, xid: object, seat: int) -> State:
    """An X-Man of ``seat``'s team who is still in the game."""
    x = xman(state, xid)
    if owner(state, x) != seat:
        raise CommandError(f"{x['name']} is on the other team.")
    if x["out"]:
        raise CommandError(f"{x['name']} has been eliminated.")
    return x


def standing(team: list[State]) -> list[State]:
    """The X-Men of a team not yet eliminated."""
    return [x for x in team if not x["out"]]


def strength(x: State, colour: str) -> int:
    """An X-Man's strength in ``colour``, its Power-Ups' changes included (never below 0).

    >>> strength({"red": 3, "powerups": [{"red": 2}, {"red": -1}]}, "red")
    4
    """
    return max(0, int(x[colour]) + sum(int(p.get(colour, 0)) for p in x["powerups"]))


def can_attack(x: State) -> bool:
    """Untapped, or tapped only for a card whose roll against strength missed (the rulebook
    lets that X-Man still attack, though it plays no more cards)."""
    return not x["out"] and (not x["tapped"] or bool(x["may_still_attack"]))


def tap_for_battle(x: State) -> None:
    """Tap an X-Man as it leads or joins an attack."""
    x["tapped"] = True
    x["may_still_attack"] = False


def has_colour(x: State, colour: str) -> bool:
    """Whether ``x`` has a number in ``colour``, which tapping it for a card of that colour
    needs; a strength of 0 counts as no number (our reading, see the reference)."""
    return colour in COLOURS and strength(x, colour) > 0


def hurt_xman(x: State, n: int) -> list[str]:
    """Put ``n`` counters on ``x`` (or take them off when negative), up to its hit points."""
    if x["out"]:
        raise CommandError(f"{x['name']} has been eliminated.")
    x["damage"] = max(0, min(int(x["hp"]), int(x["damage"]) + n))
    if x["damage"] >= x["hp"]:
        x["out"] = True
        x["tapped"] = False
        return [f"{x['name']} is eliminated ({x['hp']} damage)."]
    return []


def hurt_villain(state: State, v: State, seat: int, n: int) -> list[str]:
    """Put ``n`` of ``seat``'s counters on ``v`` (or take some off); 10 from one player
    eliminates it, credited to that player."""
    if v["out_by"] is not None:
        raise CommandError(f"{v['name']} has been eliminated.")
    v["counters"][seat] = max(0, min(VILLAIN_HP, int(v["counters"][seat]) + n))
    if v["counters"][seat] >= VILLAIN_HP:
        v["out_by"] = seat
        who = state["players"][seat]["name"]
        return [f"{v['name']} is eliminated by {who} ({VILLAIN_HP} counters)."]
    return []
