"""The JSON Schema of a content pack, built from the effect language's own tables.

The schema file in the repository (``core/games/mutant_insurrection/content/pack.schema.json``) is
this function's output
(``python3 -m core content schema > core/games/mutant_insurrection/content/pack.schema.json``; a
test keeps them equal), so
the documented format can never drift from what the loader accepts. The loader stays the
authority: it also checks what a schema cannot say (references between cards, deck sizes, a
bounded dry run; see :mod:`core.games.mutant_insurrection.content.packs`).

>>> s = pack_schema()
>>> s["$defs"]["effect"]["oneOf"][0]["properties"]["op"]
{'const': 'suffer_damage'}
>>> sorted(s["required"])
['heroes', 'id', 'missions', 'plots', 'school', 'threat_cards']
"""

from __future__ import annotations

import json
from typing import Any

from core.games.mutant_insurrection.effects.schema import (
    ABILITY_TIMINGS,
    CANNOT,
    CANNOT_HERE,
    COLORS,
    CONDS,
    COSTS,
    COUNTABLE,
    EVENTS,
    KINDS,
    LIMITS,
    MOVE_TO,
    OPS,
    REVEAL,
    RULE_RANGES,
    TARGETS,
    TIMINGS,
    TRAINING_TYPES,
    WHO,
    ZONES,
)

Json = Any
REQUIREMENT = r"^((yellow|red):)?(power|teamwork|fight [1-9][0-9]*|damage( [1-9][0-9]*)?)$"
FACE = r"^(villainy|teamwork|power|fight [1-9][0-9]*)$"


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/$defs/{name}"}


def _enum(values: tuple[str, ...] | list[str]) -> dict[str, Json]:
    return {"enum": list(values)}


def _param(kind: str) -> Json:
    simple: dict[str, Json] = {
        "value": _ref("value"),
        "int": {"type": "integer", "minimum": 0},
        "bool": {"type": "boolean"},
        "str": {"type": "string", "minLength": 1},
        "who": _enum(WHO),
        "training": _enum(TRAINING_TYPES),
        "reveal_deck": _enum(list(REVEAL)),
        "reveal_then": _enum(sorted({x for xs in REVEAL.values() for x in xs})),
        "threat_color": _enum(("green", "yellow", "red")),
        "target": _enum(TARGETS),
        "zone": _enum(ZONES),
        "move_to": _enum(MOVE_TO),
        "kinds": {"type": "array", "minItems": 1, "items": _enum(KINDS)},
        "colors": {
            "oneOf": [{"const": "any"}, {"type": "array", "minItems": 1, "items": _enum(COLORS)}]
        },
        "faces": {
            "oneOf": [
                {"const": "any"},
                {"type": "array", "minItems": 1, "items": {"type": "string", "pattern": FACE}},
            ]
        },
        "effects": _ref("effects"),
        "options": {"type": "array", "minItems": 2, "items": _ref("effects")},
        "cond": _ref("condition"),
        "conds": {"type": "array", "minItems": 1, "items": _ref("condition")},
    }
    return simple[kind]


def _tagged(key: str, table: dict[str, dict[str, str]]) -> dict[str, Json]:
    """One object schema per op (or condition), told apart by ``key``."""
    variants = []
    for name, spec in table.items():
        props: dict[str, Json] = {key: {"const": name}, "text": {"type": "string"}}
        required = [key]
        for p, kind in spec.items():
            props[p.rstrip("!")] = _param(kind)
            if p.endswith("!"):
                required.append(p[:-1])
        variants.append(
            {
                "type": "object",
                "properties": props,
                "required": required,
                "additionalProperties": False,
            }
        )
    return {"oneOf": variants}


def _obj(props: dict[str, Json], required: list[str], *, extra: bool = False) -> dict[str, Json]:
    out: dict[str, Json] = {"type": "object", "properties": props, "required": required}
    if not extra:
        out["additionalProperties"] = False
    return out


def _list(item: Json, min_items: int = 0) -> dict[str, Json]:
    return {"type": "array", "items": item, "minItems": min_items}


STR = {"type": "string", "minLength": 1}
TEXT = {"type": "string"}
NAT = {"type": "integer", "minimum": 0}


def _defs() -> dict[str, Json]:
    ability = _obj(
        {
            "name": STR,
            "text": TEXT,
            "timing": _enum(ABILITY_TIMINGS),
            "limit": _enum(LIMITS),
            "cost": {
                "oneOf": [
                    _enum(COSTS),
                    _obj({"suffer_damage": {"type": "integer", "minimum": 1}}, ["suffer_damage"]),
                ]
            },
            "condition": _ref("condition"),
            "optional": {"type": "boolean"},
            "instead": {"const": True},
            "effects": _ref("effects"),
        },
        ["name", "timing", "effects"],
    )
    timed = _obj(
        {
            "when": _enum(TIMINGS),
            "effect": _enum([*OPS, *EVENTS]),
            "condition": _ref("condition"),
            "effects": _ref("effects"),
            "instead": {"const": True},
            "text": TEXT,
        },
        ["when", "effects"],
    )
    rules = _obj(
        {
            **{
                k: {"type": "integer", "minimum": lo, "maximum": hi}
                for k, (lo, hi) in RULE_RANGES.items()
            },
            "no_school": {"type": "boolean"},
            "cannot": _list(_enum(CANNOT), 1),
            "cannot_here": _list(_enum(CANNOT_HERE), 1),
        },
        [],
    )
    requirement = {
        "oneOf": [
            {"type": "string", "pattern": REQUIREMENT},
            _obj(
                {
                    "kind": _enum(("power", "teamwork", "fight", "damage")),
                    "value": {"type": "integer", "minimum": 1},
                    "color": _enum(("green", "yellow", "red")),
                },
                ["kind"],
            ),
        ]
    }
    mission_props: dict[str, Json] = {
        "name": STR,
        "text": TEXT,
        "threat": NAT,
        "order": {"type": "boolean"},
        "objectives": _list(_ref("objective"), 1),
        "villainy": _ref("effects"),
        "success": _ref("effects"),
        "failure": _ref("effects"),
        "flip": _ref("effects"),
        "timed": _list(_ref("timed")),
        "rules": _ref("rules"),
        "attack": NAT,
    }
    side = {
        "type": "object",
        "properties": {
            "kind": _enum(("briefing", "mission", "showdown", "cover")),
            **mission_props,
            "defeat": _ref("value"),
            "threat_effects": _ref("effects"),
        },
        "required": ["kind", "name"],
    }
    return {
        "value": {
            "oneOf": [
                {"type": "integer"},
                _obj({"hero_count_plus": {"type": "integer"}}, ["hero_count_plus"]),
                _obj(
                    {
                        "count": _enum(COUNTABLE),
                        "times": {"type": "integer"},
                        "plus": {"type": "integer"},
                    },
                    ["count"],
                ),
            ]
        },
        "effect": _tagged("op", OPS),
        "effects": _list(_ref("effect")),
        "condition": _tagged("if", CONDS),
        "ability": ability,
        "timed": timed,
        "rules": rules,
        "requirement": requirement,
        "objective": _list(_ref("requirement"), 1),
        "dice": {"type": "array", "items": _enum(COLORS)},
        "hero": _obj(
            {
                "id": STR,
                "name": STR,
                "text": TEXT,
                "health": {"type": "integer", "minimum": 1},
                "dice": {**_ref("dice"), "minItems": 4, "maxItems": 4},
                "ability": _ref("ability"),
                "assist": _obj(
                    {
                        "name": TEXT,
                        "dice": {**_ref("dice"), "minItems": 2, "maxItems": 2},
                        "ability": _ref("ability"),
                    },
                    ["dice", "ability"],
                ),
            },
            ["id", "name", "health", "dice", "ability", "assist"],
        ),
        "school_card": _obj(
            {"id": STR, "name": STR, "text": TEXT, "effects": _ref("effects")},
            ["id", "name", "effects"],
        ),
        "mission": _obj(
            {
                "id": STR,
                "type": _enum(("continent", "villain")),
                "continent": STR,
                **mission_props,
            },
            ["id", "type", "name", "threat", "objectives"],
        ),
        "threat_card": {
            "type": "object",
            "properties": {
                "id": STR,
                "name": STR,
                "text": TEXT,
                "color": _enum(("green", "yellow", "red")),
                "kind": _enum(("event", "sentinel")),
                "effects": _ref("effects"),
                "target": _enum(TARGETS),
                "threat": NAT,
                "villainy": _ref("effects"),
                "rules": _ref("rules"),
                "objective": _ref("objective"),
            },
            "required": ["id", "name", "color", "kind"],
            "additionalProperties": False,
        },
        "mutant": _obj(
            {"id": STR, "name": STR, "text": TEXT, "ability": _ref("ability")},
            ["id", "name", "ability"],
        ),
        "bond": _obj(
            {"id": STR, "positive": _ref("ability"), "negative": _ref("ability")},
            ["id", "positive", "negative"],
        ),
        "story_side": side,
        "story_card": _obj(
            {"id": STR, "A": _ref("story_side"), "B": _ref("story_side")}, ["id", "A", "B"]
        ),
        "plot": _obj(
            {
                "id": STR,
                "name": STR,
                "text": TEXT,
                "setup": _ref("effects"),
                "showdown": _list(STR, 2),
                "challenge": {"type": "integer", "minimum": 1, "maximum": 5},
            },
            ["id", "name", "showdown"],
        ),
    }


def pack_schema() -> dict[str, Json]:
    """The whole JSON Schema (draft 2020-12) of a content pack."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://mutant-insurrection.invalid/pack.schema.json",
        "title": "Mutant Insurrection content pack",
        "description": (
            "A set of cards for the digital edition. Generated by `python3 -m core content "
            "schema`; `python3 -m core content validate PACK` also checks references, deck "
            "sizes and a bounded dry run."
        ),
        "type": "object",
        "properties": {
            "id": STR,
            "name": TEXT,
            "version": {"type": "integer"},
            "recommended_plot": STR,
            "training_faces": _obj(
                {k: {"type": "string", "pattern": FACE} for k in TRAINING_TYPES},
                list(TRAINING_TYPES),
            ),
            "heroes": _list(_ref("hero"), 2),
            "school": _list(_ref("school_card"), 1),
            "missions": _list(_ref("mission"), 1),
            "threat_cards": _list(_ref("threat_card"), 1),
            "mutants": _list(_ref("mutant")),
            "bonds": _list(_ref("bond")),
            "story_cards": _list(_ref("story_card")),
            "plots": _list(_ref("plot"), 1),
        },
        "required": ["id", "heroes", "school", "missions", "threat_cards", "plots"],
        "additionalProperties": False,
        "$defs": _defs(),
    }


def schema_text() -> str:
    """The schema as the file in the repository holds it."""
    return json.dumps(pack_schema(), indent=1) + "\n"
