"""A character's ATK, DEF and Health right now (rules: Additional Rules, "Calculating ATK/DEF").

The order is fixed by the rules: first whatever sets the base stats (the printed stats of the
current level, or a modifier that replaces them), then the +1/+1 and -1/-1 counters, then every
other modifier in the order it was created. A level-up changes the base, so the later modifiers
are worked out again on top of the new base; that is why the stats are always computed from
the parts and never stored.

A modifier is ``{"atk": int, "def": int, "health": int, "swap": bool, "base": bool,
"until": "combat" | "turn" | "game", "note": str}``; ``swap`` exchanges ATK and DEF at its
place in the order, ``base`` replaces the base stats with ``atk``/``def``.

>>> loki = {"base": {"atk": 1, "def": 6, "health": 5}, "plus": 0, "minus": 0,
...         "modifiers": [{"def": 3}, {"swap": True}], "other": {}}
>>> stats(loki)
(9, 1)
"""

from __future__ import annotations

from typing import Any

Char = dict[str, Any]


def base_stats(char: Char) -> dict[str, int]:
    """The printed ATK/DEF/Health of the character's current level (or its own, if supporting)."""
    if char.get("levels"):
        level = char["levels"][char["level"] - 1]
        return {"atk": level["atk"], "def": level["def"], "health": level["health"]}
    return dict(char["base"])


def stats(char: Char) -> tuple[int, int]:
    """ATK and DEF with base, counters and modifiers applied in the rules' order (real values:
    an ATK below 0 stays below 0 here; :func:`striking_atk` is what a strike uses)."""
    base = base_stats(char)
    atk, dfn = base["atk"], base["def"]
    for m in char["modifiers"]:  # base-setting modifiers come first, whatever their timestamp
        if m.get("base"):
            atk, dfn = int(m.get("atk", 0)), int(m.get("def", 0))
    net = char["plus"] - char["minus"]
    atk, dfn = atk + net, dfn + net
    for m in char["modifiers"]:
        if m.get("base"):
            continue
        if m.get("swap"):
            atk, dfn = dfn, atk
        atk += int(m.get("atk", 0))
        dfn += int(m.get("def", 0))
    return atk, dfn


def striking_atk(char: Char) -> int:
    """The ATK a strike uses: a value below 0 counts as 0.

    >>> striking_atk({"base": {"atk": 1, "def": 2, "health": 1}, "plus": 0, "minus": 2,
    ...               "modifiers": [], "other": {}})
    0
    """
    return max(0, stats(char)[0])


def health(char: Char, *, vitality_adds: bool) -> int:
    """Health: the printed value, plus Health modifiers, plus vitality counters when the table
    uses our reading that a vitality counter is +1 Health (the rules never define them)."""
    total = base_stats(char)["health"] + sum(int(m.get("health", 0)) for m in char["modifiers"])
    if vitality_adds:
        total += int(char["other"].get("vitality", 0))
    return total
