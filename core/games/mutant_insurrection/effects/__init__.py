"""The effect language: card text as typed JSON data (``{"op": "suffer_damage", "amount": 2}``).

:mod:`core.games.mutant_insurrection.effects.schema` says which ops exist and which parameters each
takes; content is
checked against it when it loads, so the rules engine never meets an unknown op. The functions
that *run* ops live with the rules (:mod:`core.games.mutant_insurrection.rules.effects`).

>>> from core.games.mutant_insurrection.effects import validate_effects
>>> validate_effects([{"op": "raise_threat", "amount": 1}], "card x")
>>> validate_effects([{"op": "fly"}], "card x")
Traceback (most recent call last):
...
core.games.mutant_insurrection.effects.schema.ContentError: card x: $[0].op: unknown op 'fly'
"""

from __future__ import annotations

from core.games.mutant_insurrection.effects.schema import (
    ContentError,
    validate_ability,
    validate_condition,
    validate_effects,
    validate_rules,
)

__all__ = [
    "ContentError",
    "validate_ability",
    "validate_condition",
    "validate_effects",
    "validate_rules",
]
