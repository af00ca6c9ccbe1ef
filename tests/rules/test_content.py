"""Content as data: the schema rejects unknown ops and malformed effects when content loads,
naming the card and the JSON path; every op in the language has a rule that runs it."""

from __future__ import annotations

import copy
import json
from importlib import resources
from typing import Any

import pytest

from core.games.mutant_insurrection.content import fixture_set, load_content
from core.games.mutant_insurrection.effects import ContentError
from core.games.mutant_insurrection.effects.schema import OPS
from core.games.mutant_insurrection.rules.effects import GLOBAL_OPS, HERO_OPS


def _data() -> dict[str, Any]:
    text = (
        resources.files("core.games.mutant_insurrection.content")
        .joinpath("test_set.json")
        .read_text()
    )
    return dict(json.loads(text))


def test_every_op_has_a_runner() -> None:
    """Effects as data: each op of the schema is run by a registered function."""
    assert set(OPS) == set(GLOBAL_OPS) | set(HERO_OPS)


def test_the_bundled_content_loads() -> None:
    c = fixture_set()
    assert len(c.heroes) == 8 and len(c.continents) == 5 and len(c.school) == 3
    assert all(c.missions[m]["type"] == "villain" for m in c.villain_deck)
    # every continent deck holds a villain (Villain Cards)
    for cards in c.continents.values():
        assert any(c.missions[m]["type"] == "villain" for m in cards)


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        (
            ("missions", 0, "success", 0, "op"),
            "teleport",
            "mission na1: $.missions[0].success[0].op: unknown op 'teleport'",
        ),
        (
            ("missions", 1, "failure", 0, "amount"),
            "x",
            "mission mystique: $.missions[1].failure[0].amount: expected a value",
        ),
        (
            ("heroes", 0, "ability", "timing"),
            "whenever",
            "hero wolverine: $.heroes[0].ability.timing: expected one of active, after_assemble",
        ),
        (
            ("heroes", 0, "dice"),
            ["red"],
            "hero wolverine: $.heroes[0].dice: expected 4 dice colours",
        ),
        (
            ("heroes", 1, "assist", "dice"),
            ["red", "red"],
            "hero wolverine: $.heroes[0].dice: with Storm's assist card the pool needs more than 4",
        ),
        (
            ("missions", 0, "objectives", 0, 0),
            "fight",
            "mission na1: $.missions[0].objectives[0][0]: not a requirement: 'fight'",
        ),
        (
            ("threat_cards", 2, "target"),
            "nearest",
            "threat card g_mk1: $.threat_cards[2].target: expected one of",
        ),
        (
            ("missions", 0, "success", 0, "who"),
            "everyone",
            "mission na1: $.missions[0].success[0].who: expected one of",
        ),
        (
            ("story_cards", 0, "B", "success", 0, "card"),
            "99A",
            "story card 01: $.story_cards[0].B.success[0].card: unknown story side '99A'",
        ),
    ],
)
def test_malformed_content_is_rejected_with_card_and_path(
    path: tuple[Any, ...], value: Any, message: str
) -> None:
    data = copy.deepcopy(_data())
    target: Any = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(ContentError) as err:
        load_content(data)
    assert str(err.value).startswith(message)


def test_unknown_parameter_is_rejected() -> None:
    data = _data()
    data["missions"][0]["success"][0]["colour"] = "red"
    with pytest.raises(ContentError, match=r"\$\.missions\[0\]\.success\[0\]\.colour"):
        load_content(data)


def test_loading_does_not_modify_the_input() -> None:
    data = _data()
    before = json.dumps(data)
    load_content(data)
    assert json.dumps(data) == before


RULEBOOK_EXAMPLES: list[tuple[str, Any]] = [
    ("Suffer 2 damage", [{"op": "suffer_damage", "amount": 2}]),
    (
        "Each hero heals 1 damage. One hero draws a mutant",
        [
            {"op": "heal", "amount": 1, "who": "each_here"},
            {"op": "draw_mutant", "who": "one_here"},
        ],
    ),
    ("Raise threat by 1", [{"op": "raise_threat", "amount": 1}]),
    (
        "If Blob is completed, complete one objective here",
        [
            {
                "op": "if",
                "cond": {"if": "mission_completed", "card": "blob"},
                "then": [{"op": "complete_objective", "count": 1}],
            }
        ],
    ),
    ("Put story card 01A into play", [{"op": "put_story", "card": "01A"}]),
]
RULEBOOK_ABILITIES: list[tuple[str, Any]] = [
    (
        "Once per round, reroll any number of dice showing power or teamwork",
        {
            "name": "x",
            "timing": "active",
            "limit": "once_per_round",
            "effects": [{"op": "reroll", "kinds": ["power", "teamwork"]}],
        },
    ),
    (
        "Turn one die showing teamwork to any result",
        {
            "name": "x",
            "timing": "active",
            "effects": [{"op": "turn", "kinds": ["teamwork"], "to": "any"}],
        },
    ),
    (
        "Exhaust to reroll up to two red dice, ignoring villainy effects",
        {
            "name": "x",
            "timing": "active",
            "cost": "exhaust",
            "effects": [{"op": "reroll", "colors": ["red"], "max": 2, "ignore_villainy": True}],
        },
    ),
    (
        "If you and your bonded hero are at the same mission, exhaust to add one die of any colour",
        {
            "name": "x",
            "timing": "active",
            "cost": "exhaust",
            "condition": {"if": "bonded_here"},
            "effects": [{"op": "add_die", "colors": "any"}],
        },
    ),
    (
        "After you assemble your dice pool, discard one die",
        {"name": "x", "timing": "after_assemble", "effects": [{"op": "discard_die", "count": 1}]},
    ),
]


@pytest.mark.parametrize(("text", "effects"), RULEBOOK_EXAMPLES)
def test_effect_language_expresses_the_rulebook_examples(text: str, effects: Any) -> None:
    """Effects as data: card texts the rulebook shows are expressible and valid."""
    from core.games.mutant_insurrection.effects import validate_effects

    validate_effects(effects, text)


@pytest.mark.parametrize(("text", "ability"), RULEBOOK_ABILITIES)
def test_ability_language_expresses_the_rulebook_examples(text: str, ability: Any) -> None:
    """Effects as data: the rulebook's ability examples, with costs, limits and conditions."""
    from core.games.mutant_insurrection.effects import validate_ability

    validate_ability(ability, text)


def test_timed_effect_with_hero_count_condition_is_valid() -> None:
    """ "End of round: when this card has hero count + 2 success tokens, flip it"."""
    card = fixture_set().card("01A")
    assert card["timed"] == [
        {
            "when": "end_of_round",
            "condition": {"if": "tokens_at_least", "value": {"hero_count_plus": 2}},
            "effects": [{"op": "flip_card"}],
        }
    ]
