"""The companion's typed fields: a name or a health typed by a player, checked with a refusal in
a player's words (setup, hero facts, plots, missions and heroes all read them here).

>>> clean_health(None) == DEFAULT_HEALTH
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.games.mutant_insurrection.companion.errors import CompanionError, SetupError
from core.games.mutant_insurrection.companion.roster import (
    DEFAULT_HEALTH,
    MAX_HEALTH,
    MAX_NAME_LENGTH,
)


def clean_name(raw: object, what: str = "A name", error: type[CompanionError] = SetupError) -> str:
    """A user-typed name, trimmed; refused when empty or too long (it is shown as plain text).

    >>> clean_name("  Kitty   Pryde ")
    'Kitty Pryde'
    """
    if not isinstance(raw, str) or not raw.strip():
        raise error(f"{what} is missing.")
    name = " ".join(raw.split())
    if len(name) > MAX_NAME_LENGTH:
        raise error(f"{what} is longer than {MAX_NAME_LENGTH} characters.")
    return name


def clean_health(raw: object, error: type[CompanionError] = SetupError) -> int:
    """Health from the form; missing means the default."""
    if raw is None:
        return DEFAULT_HEALTH
    if not isinstance(raw, int) or isinstance(raw, bool) or not 1 <= raw <= MAX_HEALTH:
        raise error(f"Health must be a whole number from 1 to {MAX_HEALTH}.")
    return raw


def clean_entries(
    raw: object,
    clean_one: Callable[[object], dict[str, Any]],
    key: Callable[[dict[str, Any]], object],
    limit: int,
    *,
    not_a_list: str,
    place: str = "Entry",
    kept_note: str = "entries",
) -> dict[str, Any]:
    """A list the device remembers (heroes, plots, cards), checked on its way back in from
    storage or a file: ``entries`` holds the good ones (one per ``key``, the last wins, at most
    ``limit``: the newest), ``problems`` words each bad one by its place in the list.

    >>> def one(x: object) -> dict[str, Any]:
    ...     return {"name": clean_name(x, "The name")}
    >>> clean_entries(["Storm", "", "storm"], one, lambda e: e["name"].casefold(), 8,
    ...               not_a_list="A list is a list.")
    {'entries': [{'name': 'storm'}], 'problems': ['Entry 2: The name is missing.']}
    """
    if not isinstance(raw, list):
        return {"entries": [], "problems": [not_a_list]}
    kept: dict[object, dict[str, Any]] = {}
    problems: list[str] = []
    for n, item in enumerate(raw, start=1):
        try:
            good = clean_one(item)
        except CompanionError as exc:
            problems.append(f"{place} {n}: {exc}")
            continue
        kept.pop(key(good), None)  # the last copy wins, in the last copy's place
        kept[key(good)] = good
    entries = list(kept.values())
    if len(entries) > limit:
        problems.append(f"Only the last {limit} {kept_note} are kept.")
        entries = entries[-limit:]
    return {"entries": entries, "problems": problems}
