"""Which effect ops exist, their typed parameters, and the content-time validator.

An effect is a JSON object with an ``op`` and that op's parameters. A *value* is an int or
``{"hero_count_plus": k}`` (hero count + k). *who* picks the heroes an effect touches.

What an effect says in words is not here but in the one generator of card text,
:mod:`core.games.mutant_insurrection.content.card_text` (``effect_text``).

>>> validate_effects([{"op": "heal", "amount": "lots"}], "mission m1", "$.success")
Traceback (most recent call last):
...
core.games.mutant_insurrection.effects.schema.ContentError: mission m1: $.success[0].amount:
expected a value (...)

Cards also carry *timed* effects (start/end of a round or phase, or "before"/"after" another
effect: an op or a game event) and *rules* that hold while the card is in play ("cannot" rules
are absolute; Clarifications: Golden Rules):

>>> validate_timed([{"when": "after_effect", "effect": "knock_out",
...                  "effects": [{"op": "raise_threat", "amount": 1}]}], "briefing 07A")
>>> validate_rules({"cannot": ["heal"], "extra_threat": 1}, "briefing 07A")
>>> validate_rules({"cannot": ["fly"]}, "briefing 07A", "$.rules")
Traceback (most recent call last):
...
core.games.mutant_insurrection.effects.schema.ContentError: briefing 07A: $.rules.cannot: expected
a list of assist, ...
"""

from __future__ import annotations

from typing import Any

Json = Any


class ContentError(ValueError):
    """Malformed content; the message names the card and the JSON path."""


WHO = ("you", "each_here", "one_here", "n_here", "each", "one")
KINDS = ("villainy", "teamwork", "power", "fight")
COLORS = ("red", "yellow", "blue")
TRAINING_TYPES = ("power", "teamwork", "fight")
TARGETS = (
    "most_objectives",
    "fewest_objectives",
    "most_threat",
    "fewest_threat",
    "most_damage",
    "fewest_damage",
)
TIMINGS = (
    "start_of_round",
    "end_of_round",
    "start_of_deploy",
    "end_of_deploy",
    "start_of_mission",
    "end_of_mission",
    "start_of_threat",
    "end_of_threat",
    "start_of_regroup",
    "end_of_regroup",
    "before_effect",
    "after_effect",
)
# "before"/"after" timings name what they watch: any op, or one of these game events (which only
# have an "after")
EVENTS = ("knock_out", "mission_completed", "mission_failed", "threat_card")
# Ops whose timings watch the game event of the same name, raised by the rules wherever it
# happens (an effect, a requirement, a cost, a school card, a threat phase, ...), not the op.
EVENT_OPS = ("suffer_damage", "heal", "raise_threat", "reduce_threat", "form_bond")
ABILITY_TIMINGS = (
    "active",
    "after_assemble",
    "after_roll",
    # outside one's own attempt: offered to the ability's owner at that moment
    "deploy",  # right after you deploy
    "threat",  # at the start of the threat phase
    "regroup",  # in the regroup phase, once cards are readied
    "damaged",  # when you would suffer damage from an effect (prevent it, or "instead")
    "ally_attempt",  # after the first roll of another hero's attempt at your mission
)
# timings whose abilities a hero uses away from being the active hero
WINDOW_TIMINGS = ("deploy", "threat", "regroup", "damaged", "ally_attempt")
# how often an ability may be used (none given: as often as its cost can be paid), and costs
LIMITS = ("once_per_round", "once_per_game")
COSTS = ("exhaust", "discard_training")
RULES = (
    "extra_threat",
    "no_school",
    "cannot",
    "cannot_here",
    "rerolls",
    "max_heroes",
    "prevent_damage",
    "extra_flips",
)
# numeric "during play" rules: (lowest, highest) value; several cards in play add up, except
# max_heroes, where the lowest holds
RULE_RANGES = {
    "extra_threat": (0, 99),
    "rerolls": (-2, 2),
    "max_heroes": (1, 3),
    "prevent_damage": (0, 9),
    "extra_flips": (0, 5),
}
# what a "during play" rule may forbid (Golden Rules: a "cannot" is absolute)
CANNOT = (
    "assist",
    "deploy_school",
    "draw_mutant",
    "form_bond",
    "heal",
    "reduce_threat",
    "reroll_villainy",
    "swap_mutants",
    "train",
    "turn_dice",
    "use_mutants",
)
# what a mission (or its Sentinel) may forbid only to the heroes there / the attempts there
GLOBAL_ONLY = ("deploy_school", "reduce_threat", "swap_mutants")
CANNOT_HERE = tuple(x for x in CANNOT if x not in GLOBAL_ONLY)
# what a revealed card may be used for, by deck (Revealing Cards: the effect says what next)
REVEAL: dict[str, tuple[str, ...]] = {
    "villain": ("bottom", "top", "top_or_bottom", "replace"),
    "mutant": ("bottom", "top", "top_or_bottom", "school", "draw", "discard"),
    "threat": ("bottom", "top", "top_or_bottom", "discard", "resolve"),
    "continent": ("bottom", "top", "top_or_bottom", "flip"),
}

# op -> {param: type}; a trailing "!" marks a required parameter.
OPS: dict[str, dict[str, str]] = {
    "suffer_damage": {"amount!": "value", "who": "who", "n": "int"},
    "heal": {"amount!": "value", "who": "who", "n": "int"},
    "raise_threat": {"amount!": "value"},
    "reduce_threat": {"amount!": "value"},
    "draw_mutant": {"who": "who", "n": "int"},
    "discard_mutant": {"who": "who", "n": "int"},
    "train": {"who": "who", "n": "int", "type": "training"},
    "discard_training": {"who": "who", "n": "int"},
    "form_bond": {"who": "who", "n": "int"},
    "break_bond": {"who": "who", "n": "int"},
    "choose": {"options!": "options"},
    "may": {"effects!": "effects"},
    "if": {"cond!": "cond", "then!": "effects", "else": "effects"},
    "put_story": {"card!": "str", "replace": "str"},
    "flip_card": {"card": "str"},
    "discard_card": {"card": "str"},
    "add_tokens": {"count!": "value", "card": "str"},
    "complete_objective": {"count!": "int"},
    "replace_with_villain": {"target!": "target"},
    "flip_missions": {"count!": "int"},
    "setup_showdown": {},
    "discard_completed_villain": {"amount!": "value"},
    "reveal": {
        "deck!": "reveal_deck",
        "then!": "reveal_then",
        "target": "target",
        "color": "threat_color",
    },
    # dice ops: only meaningful while a hero is the active hero of a mission attempt
    "reroll": {"kinds": "kinds", "colors": "colors", "max": "int", "ignore_villainy": "bool"},
    "turn": {"kinds": "kinds", "to": "faces", "count": "int"},
    "add_die": {"colors": "colors"},
    "discard_die": {"count": "int", "colors": "colors"},
    "extra_reroll": {"count!": "int"},
    "raise_fight": {"amount!": "int"},
    "double_fight": {},
    "lose_reroll": {"count!": "int"},
    # the same effects once at every mission of a zone, each with its own "here"
    "at_each_mission": {"effects!": "effects", "where": "zone"},
    "discard_bond": {"who": "who", "n": "int"},
    # only while damage is about to be suffered (an ability with the "damaged" timing, or a
    # "before" timing of suffer_damage): that damage is reduced
    "prevent_damage": {"amount!": "value"},
    # the touched heroes move to another face-up mission (their choice) or to this one
    "move_hero": {"who": "who", "n": "int", "to": "move_to"},
}
MOVE_TO = ("choose", "here")
DICE_OPS = frozenset(
    {
        "reroll",
        "turn",
        "add_die",
        "discard_die",
        "extra_reroll",
        "raise_fight",
        "double_fight",
        "lose_reroll",
    }
)
ZONES = ("any", "showdown", "continent", "story")
# what a computed value may count ({"count": ..., "times": n, "plus": k};
# core.games.mutant_insurrection.rules.counts)
COUNTABLE = (
    "heroes_here",
    "heroes_in_play",
    "your_damage",
    "tokens_here",
    "completed_missions",
    "completed_villains",
    "sentinels",
    "faceup_missions",
    "knocked_out",
    "threat",
)

CONDS: dict[str, dict[str, str]] = {
    "bonded_here": {},
    "mission_completed": {"card!": "str"},
    "tokens_at_least": {"value!": "value", "card": "str"},
    "threat_at_least": {"value!": "int"},
    "heroes_here_at_least": {"value!": "int"},
    "triggered_here": {},
    "threat_section": {"section!": "threat_color", "or_higher": "bool"},
    "damage_at_least": {"value!": "value"},
    "sentinel_here": {},
    "heroes_in_play_at_least": {"value!": "int"},
    "not": {"cond!": "cond"},
    "all": {"conds!": "conds"},
}


def _fail(where: str, path: str, msg: str) -> ContentError:
    return ContentError(f"{where}: {path}: {msg}")


def _is_int(v: Json) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_value(v: Json) -> bool:
    if isinstance(v, bool):
        return False
    if isinstance(v, int):
        return True
    if isinstance(v, dict) and "count" in v:
        return (
            v["count"] in COUNTABLE
            and set(v) <= {"count", "times", "plus"}
            and all(_is_int(v[k]) for k in ("times", "plus") if k in v)
        )
    return isinstance(v, dict) and set(v) == {"hero_count_plus"} and _is_int(v["hero_count_plus"])


def _check_param(kind: str, v: Json, where: str, path: str) -> None:
    if kind == "value":
        if not _check_value(v):
            raise _fail(
                where, path, 'expected a value (int, {"hero_count_plus": k} or {"count": ...})'
            )
    elif kind == "int":
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise _fail(where, path, "expected a non-negative int")
    elif kind == "bool":
        if not isinstance(v, bool):
            raise _fail(where, path, "expected true or false")
    elif kind == "str":
        if not isinstance(v, str) or not v:
            raise _fail(where, path, "expected a non-empty string")
    elif kind == "who":
        if v not in WHO:
            raise _fail(where, path, f"expected one of {', '.join(WHO)}")
    elif kind == "training":
        if v not in TRAINING_TYPES:
            raise _fail(where, path, f"expected one of {', '.join(TRAINING_TYPES)}")
    elif kind == "reveal_deck":
        if v not in REVEAL:
            raise _fail(where, path, f"expected one of {', '.join(REVEAL)}")
    elif kind == "reveal_then":
        known = sorted({x for xs in REVEAL.values() for x in xs})
        if v not in known:
            raise _fail(where, path, f"expected one of {', '.join(known)}")
    elif kind == "threat_color":
        if v not in ("green", "yellow", "red"):
            raise _fail(where, path, "expected green, yellow or red")
    elif kind == "move_to":
        if v not in MOVE_TO:
            raise _fail(where, path, f"expected one of {', '.join(MOVE_TO)}")
    elif kind == "zone":
        if v not in ZONES:
            raise _fail(where, path, f"expected one of {', '.join(ZONES)}")
    elif kind == "target":
        if v not in TARGETS:
            raise _fail(where, path, f"expected one of {', '.join(TARGETS)}")
    elif kind == "kinds":
        if not isinstance(v, list) or not v or any(k not in KINDS for k in v):
            raise _fail(where, path, f"expected a list of {', '.join(KINDS)}")
    elif kind == "colors":
        if v != "any" and (not isinstance(v, list) or not v or any(c not in COLORS for c in v)):
            raise _fail(where, path, f'expected "any" or a list of {", ".join(COLORS)}')
    elif kind == "faces":
        from core.games.mutant_insurrection.dice import Face

        if v == "any":
            return
        if not isinstance(v, list) or not v:
            raise _fail(where, path, 'expected "any" or a list of faces')
        for i, label in enumerate(v):
            try:
                Face.parse(label)
            except (ValueError, AttributeError):
                raise _fail(where, f"{path}[{i}]", f"not a die face: {label!r}") from None
    elif kind == "effects":
        validate_effects(v, where, path)
    elif kind == "options":
        if not isinstance(v, list) or len(v) < 2:
            raise _fail(where, path, "expected a list of at least two effect lists")
        for i, opt in enumerate(v):
            validate_effects(opt, where, f"{path}[{i}]")
    elif kind == "cond":
        validate_condition(v, where, path)
    elif kind == "conds":
        if not isinstance(v, list) or not v:
            raise _fail(where, path, "expected a non-empty list of conditions")
        for i, c in enumerate(v):
            validate_condition(c, where, f"{path}[{i}]")
    else:  # pragma: no cover - a schema typo, not a content error
        raise AssertionError(kind)


def _check_object(
    obj: Json, key: str, table: dict[str, dict[str, str]], where: str, path: str
) -> None:
    if not isinstance(obj, dict):
        raise _fail(where, path, f"expected an object with {key!r}")
    name = obj.get(key)
    if name not in table:
        raise _fail(where, f"{path}.{key}", f"unknown {key} {name!r}")
    spec = table[name]
    allowed = {p.rstrip("!"): t for p, t in spec.items()}
    for p in spec:
        if p.endswith("!") and p[:-1] not in obj:
            raise _fail(where, path, f"{key} {name!r} needs {p[:-1]!r}")
    for p, v in obj.items():
        if p in (key, "text"):
            continue
        if p not in allowed:
            raise _fail(where, f"{path}.{p}", f"{key} {name!r} takes no parameter {p!r}")
        _check_param(allowed[p], v, where, f"{path}.{p}")


def validate_effects(effects: Json, where: str, path: str = "$") -> None:
    """Check a list of effects; raise :class:`ContentError` naming ``where`` and the JSON path."""
    if not isinstance(effects, list):
        raise _fail(where, path, "expected a list of effects")
    for i, eff in enumerate(effects):
        p = f"{path}[{i}]"
        if isinstance(eff, dict) and eff.get("op") not in OPS:
            raise _fail(where, f"{p}.op", f"unknown op {eff.get('op')!r}")
        _check_object(eff, "op", OPS, where, p)
        if (eff["op"] in ("n_here",) or eff.get("who") == "n_here") and "n" not in eff:
            raise _fail(where, p, 'who "n_here" needs "n"')
        if eff["op"] == "reveal":
            if eff["then"] not in REVEAL[eff["deck"]]:
                raise _fail(where, f"{p}.then", f"a revealed {eff['deck']} cannot {eff['then']}")
            if eff["then"] == "replace" and "target" not in eff:
                raise _fail(where, p, 'reveal ... "replace" needs a "target"')
            if "color" in eff and eff["deck"] != "threat":
                raise _fail(where, f"{p}.color", "only a threat deck has a colour")


def validate_timed(v: Json, where: str, path: str = "$") -> None:
    """Check a card's timed effects: ``[{"when": ..., "effects": [...]}]``; a before/after
    timing names its ``effect`` (an op or, for "after", a game event)."""
    if not isinstance(v, list):
        raise _fail(where, path, "expected a list")
    for k, t in enumerate(v):
        p = f"{path}[{k}]"
        if not isinstance(t, dict) or t.get("when") not in TIMINGS:
            raise _fail(where, f"{p}.when", f"expected one of {', '.join(TIMINGS)}")
        for key in t:
            if key not in ("when", "effect", "condition", "effects", "text", "instead"):
                raise _fail(where, f"{p}.{key}", f"a timed effect takes no {key!r}")
        if t["when"] in ("before_effect", "after_effect"):
            allowed = set(OPS) | (set(EVENTS) if t["when"] == "after_effect" else set())
            if t.get("effect") not in allowed:
                raise _fail(where, f"{p}.effect", f"{t.get('effect')!r} is not an op or event")
        elif "effect" in t:
            raise _fail(where, f"{p}.effect", "only before/after timings name an effect")
        if "instead" in t and (
            t["instead"] is not True or t["when"] != "before_effect" or t.get("effect") not in OPS
        ):
            raise _fail(where, f"{p}.instead", 'only a "before" timing of an op may be "instead"')
        if "condition" in t:
            validate_condition(t["condition"], where, f"{p}.condition")
        validate_effects(t.get("effects"), where, f"{p}.effects")


def validate_rules(rules: Json, where: str, path: str = "$", *, here: bool = True) -> None:
    """Check a card's "during play" rules (``{"extra_threat": 1, "cannot": ["heal"]}``);
    ``cannot_here`` only on a card with a place (``here``: a mission or a Sentinel)."""
    if not isinstance(rules, dict):
        raise _fail(where, path, "expected an object of rules")
    for k, v in rules.items():
        if k not in RULES:
            raise _fail(where, f"{path}.{k}", f"known rules are {', '.join(RULES)}")
        if k in RULE_RANGES:
            lo, hi = RULE_RANGES[k]
            if not _is_int(v) or not lo <= v <= hi:
                raise _fail(where, f"{path}.{k}", f"expected an int from {lo} to {hi}")
        if k == "no_school" and not isinstance(v, bool):
            raise _fail(where, f"{path}.{k}", "expected true or false")
        if k == "cannot" and (not isinstance(v, list) or not v or any(x not in CANNOT for x in v)):
            raise _fail(where, f"{path}.{k}", f"expected a list of {', '.join(CANNOT)}")
        if k == "cannot_here" and (
            not here or not isinstance(v, list) or not v or any(x not in CANNOT_HERE for x in v)
        ):
            what = f"a list of {', '.join(CANNOT_HERE)}" if here else "a mission or a Sentinel"
            raise _fail(where, f"{path}.{k}", f"cannot_here needs {what}")


def validate_condition(cond: Json, where: str, path: str = "$") -> None:
    """Check one condition object (``{"if": "bonded_here"}`` and the like)."""
    _check_object(cond, "if", CONDS, where, path)


def validate_ability(ab: Json, where: str, path: str = "$") -> None:
    """Check an ability: a name, a timing, optional cost / limit / condition, and effects."""
    if not isinstance(ab, dict):
        raise _fail(where, path, "expected an ability object")
    known = {
        "name",
        "text",
        "timing",
        "limit",
        "cost",
        "condition",
        "effects",
        "optional",
        "instead",
    }
    for k in ab:
        if k not in known:
            raise _fail(where, f"{path}.{k}", f"unknown ability field {k!r}")
    if not isinstance(ab.get("name"), str):
        raise _fail(where, f"{path}.name", "expected a name")
    if ab.get("timing") not in ABILITY_TIMINGS:
        raise _fail(where, f"{path}.timing", f"expected one of {', '.join(ABILITY_TIMINGS)}")
    if ab.get("limit", "once_per_round") not in LIMITS:
        raise _fail(where, f"{path}.limit", f"expected one of {', '.join(LIMITS)}")
    cost = ab.get("cost", "exhaust")
    if cost not in COSTS and not (
        isinstance(cost, dict)
        and set(cost) == {"suffer_damage"}
        and _is_int(cost["suffer_damage"])
        and cost["suffer_damage"] > 0
    ):
        raise _fail(
            where, f"{path}.cost", f'expected {" or ".join(COSTS)} or {{"suffer_damage": n}}'
        )
    if "condition" in ab:
        validate_condition(ab["condition"], where, f"{path}.condition")
    if "optional" in ab and not isinstance(ab["optional"], bool):
        raise _fail(where, f"{path}.optional", "expected true or false")
    if "instead" in ab and (ab["instead"] is not True or ab["timing"] != "damaged"):
        raise _fail(where, f"{path}.instead", 'only a "damaged" ability may be "instead"')
    validate_effects(ab.get("effects"), where, f"{path}.effects")
