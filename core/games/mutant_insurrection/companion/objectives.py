"""A mission's objectives as symbols (issue 25): the rows of requirements printed on the card,
the order arrow, and which rows carry a success token (rulebook: Attempting Missions; Step 4:
Complete Objectives; Other Restrictions).

A mission may carry ``requirements``: one list per objective (top to bottom), each requirement
in the odds solver's own text (``"power"``, ``"fight 3"``, ``"yellow:teamwork"``, ``"red:damage
2"``), read by the same parser the solver uses. ``done`` lists the objectives with a success
token (indexes, sorted), so ``success == len(done)`` always. A mission typed before symbols
existed has no rows (``requirements is None``) and its tokens fill the first open objectives,
as they always did.

>>> clean_requirements([["Fight 3", "power"], ["yellow:teamwork"]])
[['fight 3', 'power'], ['yellow:teamwork']]
>>> m = {"name": "Pyro", "objectives": 2, "order": True, "done": [], "success": 0}
>>> place(m, {"delta": 1}), m["done"]
(1, [0])
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.errors import CommandError, CompanionError
from core.games.mutant_insurrection.companion.roster import MAX_OBJECTIVES
from core.games.mutant_insurrection.content.loader import parse_requirement
from core.games.mutant_insurrection.odds.problem import OddsError, parse_objective

State = dict[str, Any]
Rows = list[list[str]]

MAX_REQUIREMENTS = 6  # requirements in one objective row (our bound; cards show up to 4)
MAX_VALUE = 9  # the largest fight or damage number a requirement can show (our bound)
MAX_TEXT = 30  # one requirement's text


def clean_requirement(raw: object, where: str, error: type[CompanionError] = CommandError) -> str:
    """One requirement in the solver's text, checked (``where``: "Objective 2", for the message).

    >>> clean_requirement(" RED:Fight  4 ", "Objective 1")
    'red:fight 4'
    >>> clean_requirement("kick 2", "Objective 1")
    Traceback (most recent call last):
    ...
    core.games.mutant_insurrection.companion.errors.CommandError: Objective 1: "kick 2" is not \
a requirement. Use power, teamwork, fight and a number or damage and a number, with yellow: or \
red: in front of a yellow or red one.
    """
    text = " ".join(raw.lower().split()) if isinstance(raw, str) else ""
    try:
        if not text or len(text) > MAX_TEXT:
            raise ValueError(text)
        r = parse_requirement(text.replace(": ", ":"))
    except ValueError:
        shown = raw if isinstance(raw, str) else "that"
        raise error(
            f'{where}: "{shown}" is not a requirement. Use power, teamwork, fight and a number '
            "or damage and a number, with yellow: or red: in front of a yellow or red one."
        ) from None
    if r["value"] > MAX_VALUE:
        raise error(f"{where}: {r['kind']} goes up to {MAX_VALUE}.")
    base = f"{r['kind']} {r['value']}" if r["kind"] in ("fight", "damage") else r["kind"]
    return base if r["color"] == "green" else f"{r['color']}:{base}"


def clean_requirements(raw: object, error: type[CompanionError] = CommandError) -> Rows | None:
    """A mission's objective rows, checked and in the solver's text (``None``: not typed).

    >>> clean_requirements(None) is None
    True
    >>> clean_requirements([[]])
    Traceback (most recent call last):
    ...
    core.games.mutant_insurrection.companion.errors.CommandError: Objective 1 has no requirement.
    """
    if raw is None:
        return None
    if not isinstance(raw, list) or not raw:
        raise error(
            "The objectives' symbols are a list of objectives, each a list of requirements."
        )
    if len(raw) > MAX_OBJECTIVES:
        raise error(f"A mission has at most {MAX_OBJECTIVES} objectives.")
    rows: Rows = []
    for i, row in enumerate(raw, 1):
        where = f"Objective {i}"
        if not isinstance(row, list):
            raise error(f"{where} is a list of requirements.")
        if not row:
            raise error(f"{where} has no requirement.")
        if len(row) > MAX_REQUIREMENTS:
            raise error(f"{where} has more than {MAX_REQUIREMENTS} requirements.")
        texts = [clean_requirement(r, where, error) for r in row]
        try:  # the solver must read the row as it is kept
            parse_objective(" ".join(texts))
        except OddsError as exc:
            raise error(f"{where}: {exc}.") from None
        rows.append(texts)
    return rows


def done_of(m: State) -> list[int]:
    """The objectives with a success token (a mission from before symbols: the first ones).

    >>> done_of({"success": 2}), done_of({"success": 1, "done": [2]})
    ([0, 1], [2])
    """
    done = m.get("done")
    return list(range(int(m["success"]))) if done is None else sorted(done)


def first_open(m: State) -> int:
    """The first objective without a token (top to bottom)."""
    done = set(done_of(m))
    return next(i for i in range(len(done) + 1) if i not in done)


def place(m: State, cmd: State) -> int:
    """Place (``delta`` 1) or take back (-1) a success token, on ``objective`` (an index) or,
    without one, the first open objective (taking back: the lowest one placed last). With the
    order arrow only the next objective can take a token, and only the last can give it back.
    Returns the number of tokens now.

    >>> m = {"name": "Pyro", "objectives": 3, "order": True, "done": [0], "success": 1}
    >>> place(m, {"delta": 1, "objective": 2})
    Traceback (most recent call last):
    ...
    core.games.mutant_insurrection.companion.errors.CommandError: Pyro has the order arrow: \
complete objective 2 first.
    """
    delta = cmd.get("delta")
    if delta not in (1, -1) or isinstance(delta, bool):
        raise CommandError("'delta' is 1 (place a token) or -1 (take one back).")
    done, total, name = done_of(m), m["objectives"], m["name"]
    ordered = bool(m.get("order"))
    index = cmd.get("objective")
    if index is not None and (not isinstance(index, int) or isinstance(index, bool) or index < 0):
        raise CommandError("'objective' is the number of an objective, from 0.")
    if delta == 1:
        if total is not None and len(done) >= total:
            raise CommandError(f"Every objective of {name} is done.")
        nxt = first_open(m)
        index = nxt if index is None else index
        if total is not None and index >= total:
            raise CommandError(f"{name} has {total} objectives.")
        if index in done:
            raise CommandError(f"Objective {index + 1} of {name} already has its success token.")
        if ordered and index != nxt:
            raise CommandError(f"{name} has the order arrow: complete objective {nxt + 1} first.")
        done.append(index)
    else:
        if not done:
            raise CommandError(f"{name} has no success token.")
        index = done[-1] if index is None else index
        if index not in done:
            raise CommandError(f"Objective {index + 1} of {name} has no success token.")
        if ordered and index != done[-1]:
            raise CommandError(
                f"{name} has the order arrow: take back objective {done[-1] + 1} first."
            )
        done.remove(index)
    m["done"] = sorted(done)
    m["success"] = len(done)
    return len(done)


def check_fits(m: State, count: int | None, ordered: bool) -> None:
    """Refuse a correction the tokens on the card do not fit: fewer objectives than are done,
    or the order arrow over tokens that skip a row."""
    done = done_of(m)
    if count is not None and done and done[-1] >= count:
        if len(done) > count:
            raise CommandError(
                f"{len(done)} objectives are already done; that is more than {count}."
            )
        raise CommandError(f"Objective {done[-1] + 1} is done: take its token back first.")
    if ordered and done != list(range(len(done))):
        raise CommandError(
            "With the order arrow objectives are done top to bottom: take back the token that "
            "skips one first."
        )
