"""Arrange helpers for the Vs System tests: a table, characters placed where a test needs them,
and the game's own commands to act (never a state edited behind the rules' back, except to
place pieces)."""

from __future__ import annotations

from typing import Any

from core.games.vs_system import characters
from core.games.vs_system.commands import apply_in_place
from core.games.vs_system.setup import new_state

State = dict[str, Any]


def card(name: str, atk: int, dfn: int, health: int = 6, **kw: Any) -> dict[str, Any]:
    """A one-level Main Character card."""
    return {"name": name, "levels": [{"health": health, "atk": atk, "def": dfn}], **kw}


def table(fmt: str = "standard", n: int = 2, first: int = 0, **extra: Any) -> State:
    """A table of ``n`` players (Ana, Ben, Cid, Dee) with plain Main Characters."""
    names = ["Ana", "Ben", "Cid", "Dee"][:n]
    mains = extra.pop("mains", None) or [card(f"Hero {x}", 2, 5) for x in names]
    players = [{"name": x, "main": m} for x, m in zip(names, mains, strict=True)]
    return new_state({"format": fmt, "players": players, "first": first, **extra})


def cmd(s: State, op: str, **args: Any) -> list[str]:
    """Apply one command through the game's own entry point."""
    return apply_in_place(s, {"op": op, **args})


def to_phase(s: State, phase: str) -> None:
    """Advance the current turn until it reaches ``phase``."""
    for _ in range(10):
        if s["turn"]["phase"] == phase:
            return
        cmd(s, "advance")
    raise AssertionError(f"never reached {phase}")


def put(
    s: State,
    p: int,
    name: str,
    atk: int,
    dfn: int,
    *,
    health: int = 3,
    row: str = "front",
    keywords: list[str] | None = None,
    teams: list[str] | None = None,
) -> dict[str, Any]:
    """Place a Supporting Character on player ``p``'s side (as if recruited earlier)."""
    return characters.add_supporting(
        s,
        p,
        {
            "name": name,
            "atk": atk,
            "def": dfn,
            "health": health,
            "keywords": keywords or [],
            "teams": teams or [],
        },
        row=row,
    )


def main_of(s: State, p: int) -> dict[str, Any]:
    """Player ``p``'s first Main Character."""
    return next(c for c in s["players"][p]["chars"] if c.get("main"))


def bench_mains(s: State) -> None:
    """Move every Main Character to the back row, out of the way of front-row tests."""
    for p in s["players"]:
        for c in p["chars"]:
            if c.get("main"):
                c["row"] = "back"


def main_phase(**kw: Any) -> State:
    """A table in the first player's Main Phase, every Main Character in the back row."""
    s = table(**kw)
    bench_mains(s)
    to_phase(s, "main")
    return s
