"""Counted nouns in a player's words, shared by every game's sentences: "1 mark", "2 marks".

>>> count(1, "mark"), count(3, "mark"), count(1, "die", "dice"), count(0, "recruit point")
('1 mark', '3 marks', '1 die', '0 recruit points')
>>> agree(["Ana"], "wins", "win"), agree(["Ana", "Ben"], "wins", "win")
('wins', 'win')
"""

from __future__ import annotations

from collections.abc import Sized


def count(n: int, one: str, many: str | None = None) -> str:
    """``n`` and the noun, singular for exactly one."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def agree(subjects: Sized, one: str, many: str) -> str:
    """The verb for a subject of one name or several ("Ana wins", "Ana and Ben win")."""
    return one if len(subjects) == 1 else many
