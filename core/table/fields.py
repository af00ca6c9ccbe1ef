"""Reading the fields of a setup form or a command, with refusals in a player's words (shared
by every game's setup and commands).

>>> whole({"n": 3}, "n", "The count", 0, 9)
3
>>> clean_name("  Yel,   the Druid ", "A card name")
'Yel, the Druid'
"""

from __future__ import annotations

from typing import Any

from core.table.errors import CommandError, TableError

State = dict[str, Any]
Command = dict[str, Any]

MAX_NAME_LENGTH = 40


def whole(
    raw: State,
    key: str,
    what: str,
    lo: int,
    hi: int,
    *,
    default: int | None = None,
    error: type[TableError] = CommandError,
) -> int:
    """A whole number ``raw[key]`` within ``lo``..``hi``; ``default`` when it is missing.

    >>> whole({}, "n", "The count", 0, 9, default=1)
    1
    >>> whole({"n": True}, "n", "The count", 0, 9)
    Traceback (most recent call last):
    core.table.errors.CommandError: The count must be a whole number from 0 to 9.
    """
    value = raw.get(key)
    if value is None and default is not None:
        return default
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise error(f"{what} must be a whole number from {lo} to {hi}.")
    return value


def flag(raw: State, key: str, what: str, error: type[TableError] = CommandError) -> bool:
    """A yes/no field; missing means no."""
    value = raw.get(key, False)
    if not isinstance(value, bool):
        raise error(f"{what} must be yes or no.")
    return value


def clean_name(
    raw: object,
    what: str,
    error: type[TableError] = CommandError,
    *,
    fallback: str | None = None,
) -> str:
    """A typed name, its spaces tidied; refused when too long (shown as plain text) and, unless
    there is a ``fallback`` for a blank one, when empty.

    >>> clean_name("   ", "A hero's name", fallback="Hero 2")
    'Hero 2'
    """
    if (not isinstance(raw, str) or not raw.strip()) and fallback is not None:
        return fallback
    if not isinstance(raw, str) or not raw.strip():
        raise error(f"{what} is missing.")
    name = " ".join(raw.split())
    if len(name) > MAX_NAME_LENGTH:
        raise error(f"{what} is longer than {MAX_NAME_LENGTH} characters.")
    return name


def optional_text(raw: object, what: str, most: int, error: type[TableError] = CommandError) -> str:
    """Free text such as a Land effect; missing means empty."""
    if raw is None:
        return ""
    if not isinstance(raw, str):
        raise error(f"{what} must be text.")
    text = " ".join(raw.split())
    if len(text) > most:
        raise error(f"{what} is longer than {most} characters.")
    return text


def mapping(raw: object, what: str, error: type[TableError] = CommandError) -> State:
    """A JSON object field (a card, a Land)."""
    if not isinstance(raw, dict):
        raise error(f"{what} is missing.")
    return raw
