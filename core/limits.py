"""Bounds checked before anything imported or stored is parsed or replayed: nesting depth and
size. A deeply nested document (thousands of levels) would otherwise exhaust the stack of the
parser, of a deep copy or of the browser's message passing.

>>> text_problem('{"a": [1, 2, {"b": "[[[["}]}') is None
True
>>> text_problem("[" * 100 + "]" * 100)
'It is nested too deeply (more than 64 levels) to be a save.'
>>> value_problem({"a": [[[]]]}) is None
True
"""

from __future__ import annotations

import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 64  # a save nests about ten levels deep; a session file fewer
MAX_CHARS = 8_000_000  # far above a long game's save (a 1,000-tap session is ~0.1 MB)

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_DELTA = {"[": 1, "{": 1, "]": -1, "}": -1}


def _too_deep() -> str:
    return f"It is nested too deeply (more than {MAX_DEPTH} levels) to be a save."


def _too_large(chars: int) -> str:
    mb = chars / 1_000_000
    return f"It is too large ({mb:.1f} MB; a save is at most {MAX_CHARS // 1_000_000} MB)."


def text_problem(text: str) -> str | None:
    """Why ``text`` is refused before parsing (too large, nested too deeply), or ``None``."""
    if len(text) > MAX_CHARS:
        return _too_large(len(text))
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if brackets and max(accumulate(map(_DELTA.__getitem__, brackets))) > MAX_DEPTH:
        return _too_deep()
    return None


def value_problem(value: Any) -> str | None:
    """Why parsed data is refused (nested too deeply, too many parts), or ``None``."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    seen = 0
    while stack:
        x, depth = stack.pop()
        if depth > MAX_DEPTH:
            return _too_deep()
        seen += 1
        if seen > MAX_CHARS // 4:
            return _too_large(seen * 4)
        if type(x) is dict:
            stack.extend((v, depth + 1) for v in x.values())
        elif type(x) is list:
            stack.extend((v, depth + 1) for v in x)
    return None
