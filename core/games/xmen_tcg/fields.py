"""Reading the fields of a setup form or a command, with a sentence for each mistake.

Each reader takes the error class to raise, so the same checks serve the setup form
(:class:`~core.table.errors.SetupError`) and the taps (:class:`~core.table.errors.CommandError`).

>>> from core.table.errors import CommandError
>>> whole({"boost": 3}, "boost", "The Mission's boost", CommandError, 0, 10)
3
>>> whole({"boost": 11}, "boost", "The Mission's boost", CommandError, 0, 10)
Traceback (most recent call last):
...
core.table.errors.CommandError: The Mission's boost must be from 0 to 10.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.table.errors import TableError
from core.table.words import count as counted

Form = dict[str, Any]


def whole(  # noqa: PLR0917 (reads best as one line per field)
    form: Form, key: str, label: str, error: type[TableError], lo: int, hi: int
) -> int:
    """A whole number from ``lo`` to ``hi`` (a boolean is not a number)."""
    value = form.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise error(f"{label} must be a whole number.")
    if not lo <= value <= hi:
        raise error(f"{label} must be from {lo} to {hi}.")
    return value


def text(  # noqa: PLR0917 (reads best as one line per field)
    form: Form, key: str, label: str, error: type[TableError], most: int, required: bool = True
) -> str:
    """Trimmed text of at most ``most`` characters; empty only when not ``required``."""
    value = form.get(key, "")
    if not isinstance(value, str):
        raise error(f"{label} must be text.")
    value = value.strip()
    if required and not value:
        raise error(f"{label} is missing.")
    if len(value) > most:
        raise error(f"{label} is too long (at most {most} characters).")
    return value


def choice(
    form: Form, key: str, label: str, error: type[TableError], allowed: Sequence[str]
) -> str:
    """One of ``allowed``."""
    value = form.get(key)
    if value not in allowed:
        raise error(f"{label} must be one of: {', '.join(allowed)}.")
    return str(value)


def record(value: object, label: str, error: type[TableError]) -> Form:
    """A form section that must be a mapping."""
    if not isinstance(value, dict):
        raise error(f"{label} is missing or not filled in.")
    return value


def items(value: object, label: str, error: type[TableError]) -> list[Any]:
    """A form section that must be a list."""
    if not isinstance(value, list):
        raise error(f"{label} must be a list.")
    return value


def faces(value: object, error: type[TableError], count: int | None = None) -> list[int]:
    """Die faces typed from physical dice: each 1 to 6, ``count`` of them when it is given; a
    list of numbers, or text such as ``"2 3 4 6 6"`` (spaces or commas).

    >>> from core.table.errors import CommandError
    >>> faces("2, 3 6", CommandError, 3)
    [2, 3, 6]
    """
    if isinstance(value, str):
        words = value.replace(",", " ").split()
        value = [int(w) if w.isdigit() else w for w in words]
    if not isinstance(value, list) or not all(
        isinstance(f, int) and not isinstance(f, bool) and 1 <= f <= 6 for f in value
    ):
        raise error("Type each die as a number from 1 to 6.")
    if count is not None and len(value) != count:
        raise error(f"Type exactly {counted(count, 'die', 'dice')} (you typed {len(value)}).")
    return list(value)


def seed(form: Form, error: type[TableError]) -> int:
    """The seed of an in-app roll (the browser picks it, so a replay rolls the same)."""
    value = form.get("seed")
    if not isinstance(value, int) or isinstance(value, bool):
        raise error("An in-app roll needs a seed (a whole number).")
    return value
