"""The card language's new words are checked when content loads (issue 10, part 1)."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.mutant_insurrection.effects.schema import (
    ContentError,
    validate_ability,
    validate_effects,
)

Json = Any


@pytest.mark.parametrize(
    ("effects", "message"),
    [
        ([{"op": "heal", "amount": {"count": "stars"}}], "$[0].amount: expected a value"),
        ([{"op": "at_each_mission", "where": "moon", "effects": []}], "$[0].where: expected one"),
        ([{"op": "lose_reroll"}], "op 'lose_reroll' needs 'count'"),
        (
            [{"op": "if", "cond": {"if": "threat_section", "section": "blue"}, "then": []}],
            "$[0].cond.section: expected green, yellow or red",
        ),
    ],
)
def test_the_new_language_is_validated(effects: Json, message: str) -> None:
    with pytest.raises(ContentError, match=message.replace("$", r"\$").replace("[", r"\[")):
        validate_effects(effects, "card x")


@pytest.mark.parametrize(
    ("field", "value"), [("cost", {"suffer_damage": 0}), ("limit", "twice"), ("cost", "sing")]
)
def test_ability_costs_and_limits_are_validated(field: str, value: Json) -> None:
    ab = {"name": "x", "timing": "active", "effects": [], field: value}
    with pytest.raises(ContentError, match=f"ability.{field}"):
        validate_ability(ab, "hero x", "$.ability")
