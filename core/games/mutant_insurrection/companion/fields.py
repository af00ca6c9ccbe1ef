"""The companion's typed fields: a name or a health typed by a player, checked with a refusal in
a player's words (setup, hero facts, plots, missions and heroes all read them here).

>>> clean_health(None) == DEFAULT_HEALTH
True
"""

from __future__ import annotations

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
