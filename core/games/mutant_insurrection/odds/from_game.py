"""The odds question of a digital game's attempt, read from the engine's state.

The engine's own spending model gives the pieces
(:mod:`core.games.mutant_insurrection.rules.pool`): the pool with each
die's face (a raised fight result included), the active hero's training token, the mission's
requirements and which of them count in this threat section. Read only while the active hero
is rolling (Step 3); afterwards no reroll is left to advise on.

>>> from core.games import mutant_insurrection as mi
>>> problem_from_game(mi.new_game(seed=7)) is None  # setup: nobody is attempting a mission
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from core.games.mutant_insurrection.dice import DieColor, Face, FaceKind
from core.games.mutant_insurrection.odds.abilities import ALL, MAX_USES, Ability
from core.games.mutant_insurrection.odds.problem import (
    MAX_ABILITIES,
    Die,
    Objective,
    Problem,
    Requirement,
    make_problem,
)
from core.games.mutant_insurrection.rules.abilities import usable
from core.games.mutant_insurrection.rules.attempt import villainy_lists
from core.games.mutant_insurrection.rules.damage import health
from core.games.mutant_insurrection.rules.engine import Engine
from core.games.mutant_insurrection.rules.pool import (
    TRAINING_ID,
    active,
    die_face,
    requirements,
    units,
)

if TYPE_CHECKING:
    from core.games.mutant_insurrection.game import Game

Json = Any


def villainy_damage(effects: list[Json]) -> int:
    """Damage a villainy effect list deals the active hero (a choice: its gentlest option).

    >>> villainy_damage([{"op": "suffer_damage", "amount": 2}])
    2
    >>> villainy_damage([{"op": "choose", "options": [[{"op": "suffer_damage", "amount": 1}],
    ...                                              [{"op": "discard_training"}]]}])
    0
    """
    total = 0
    for eff in effects:
        if eff.get("op") == "suffer_damage" and eff.get("who") in (None, "active", "self"):
            total += int(eff.get("amount", 1))
        elif eff.get("op") == "choose":
            total += min(villainy_damage(o) for o in eff.get("options", [[]]))
    return total


def abilities_from_engine(e: Engine) -> tuple[list[Ability], list[str]]:
    """The abilities the active hero may use now in Step 3 (power card, assist card, mutant,
    bonds), as the solver models them, and the names of those it does not count (an effect it
    cannot model exactly: several effects together, a turn of more than one die, an effect
    that is not about the dice). A damage cost is counted; an ability with no limit but its
    cost is counted once, and its further uses are named.

    >>> from core.games import mutant_insurrection as mi
    >>> abilities_from_engine(Engine(mi.new_game(seed=7).s, mi.new_game(seed=7).content))
    ([], [])
    """
    att = e.s.get("att")
    if att is None or att["step"] != "roll":
        return [], []
    counted: list[Ability] = []
    left_out: list[str] = []
    for _key, ab in usable(e, "roll"):
        name = str(ab.get("name") or "an ability")
        limited = ab.get("limit") or ab.get("cost")
        uses = 1 if limited else MAX_USES
        a = _modelled(ab.get("effects", []), name, uses)
        if a is None:
            left_out.append(name)
            continue
        cost = ab.get("cost")
        if isinstance(cost, dict):  # damage to suffer: paid from the health counted
            a = replace(a, cost=int(cost["suffer_damage"]))
            if not ab.get("limit"):  # usable while health lasts: the solver counts one use
                left_out.append(f"{name} more than once")
        counted.append(a)
        if cost == "discard_training" and TRAINING_ID in units(e):
            left_out.append(f"{name}'s cost: the training token")
    if len(counted) > MAX_ABILITIES:
        left_out += [a.name for a in counted[MAX_ABILITIES:]]
        counted = counted[:MAX_ABILITIES]
    return counted, left_out


def _filters(eff: Json) -> tuple[tuple[FaceKind, ...], tuple[DieColor, ...]]:
    """The faces and colours a reroll or turn is limited to (the effect schema has checked
    the names)."""
    kinds, colors = eff.get("kinds") or [], eff.get("colors", "any")
    ks = tuple(k for k in FaceKind if k.value in kinds)
    cs = () if colors == "any" else tuple(c for c in DieColor if c.value in colors)
    return ks, cs


def _modelled(effects: list[Json], name: str, uses: int) -> Ability | None:
    """The solver's :class:`Ability` for a one-effect dice ability, or None.

    >>> str(_modelled([{"op": "turn", "kinds": ["villainy"], "to": ["fight 2"]}], "Optic", 1))
    'Optic: face fight 2 from villainy'
    >>> str(_modelled([{"op": "reroll", "colors": ["red"], "max": 2}], "Wolfsbane", 1))
    'Wolfsbane: reroll 2 red'
    """
    if len(effects) != 1:
        return None
    eff = effects[0]
    op = eff.get("op")
    kinds, colors = _filters(eff)
    if op == "reroll":
        n = eff.get("max")
        return Ability(
            "reroll",
            ALL if n is None else int(n),
            bool(eff.get("ignore_villainy")),
            kinds=kinds,
            colors=colors,
            uses=uses,
            name=name,
        )
    if op == "extra_reroll":
        return Ability("reroll", ALL, uses=min(MAX_USES, int(eff.get("count", 1))), name=name)
    if op == "turn" and int(eff.get("count", 1)) == 1:
        to = eff.get("to", "any")
        faces = () if to == "any" else tuple(Face.parse(str(x)) for x in to)
        if any(f.kind is FaceKind.VILLAINY for f in faces):
            return None
        return Ability("face", faces=faces, kinds=kinds, colors=colors, uses=uses, name=name)
    if op == "raise_fight":
        return Ability("raise", int(eff.get("amount", 1)), uses=uses, name=name)
    if op == "double_fight":
        return Ability("double", uses=uses, name=name)
    if op == "add_die":
        return Ability("add", colors=colors, uses=uses, name=name)
    return None


def problem_from_engine(e: Engine) -> Problem | None:
    """The attempt now, or ``None`` when no hero is rolling dice."""
    att = e.s.get("att")
    if att is None or att["step"] != "roll":
        return None
    mid = att["m"]
    dice = []
    for d in att["pool"]:
        if d["f"] < 0:
            dice.append(Die(DieColor(d["c"])))
        else:
            kind, value = die_face(d)
            dice.append(Die(DieColor(d["c"]), Face(FaceKind(kind), value)))
    token = units(e).get(TRAINING_ID)
    fixed = [Face(FaceKind(token[0]), token[1])] if token else []
    rows: dict[int, list[Requirement]] = {}
    for key, (i, req) in requirements(e).items():
        if key in att["sat"] or not active(e, req):
            continue
        if i >= 0 and e.s["missions"][mid].get("done", [False] * (i + 1))[i]:
            continue
        value = int(req["value"]) if req["kind"] in ("fight", "damage") else 0
        rows.setdefault(i, []).append(Requirement(req["kind"], value))
    objectives = [
        Objective(tuple(rows[i]), free=i < 0) for i in sorted(rows, key=lambda i: (i < 0, i))
    ]
    if not objectives:
        return None
    lists = villainy_lists(e)
    hero = att["hero"]
    return make_problem(
        dice,
        objectives,
        rerolls=int(att["rerolls"]) + int(att["extra"]),
        fixed=fixed,
        order=bool(e.c.card(mid).get("order")),
        villainy=bool(lists),
        villainy_damage=sum(villainy_damage(x) for x in lists),
        health=health(e, hero) - int(e.hero(hero)["damage"]),
        abilities=abilities_from_engine(e)[0],
    )


def problem_from_game(g: Game) -> Problem | None:
    """:func:`problem_from_engine` of a :class:`~core.games.mutant_insurrection.game.Game`."""
    return problem_from_engine(Engine(g.s, g.content))
