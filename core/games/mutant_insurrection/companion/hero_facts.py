"""What the table knows of a hero's cards (rulebook: Setup: Choose Heroes; Step 2: Assemble Dice
Pool): the health, the four dice on the power card, the two dice on the assist card and a short
note of the ability. Typed once, kept on the hero, and remembered per device by the screen as a
roster (:func:`roster_entries` gives what to remember, :func:`clean_roster` checks what comes
back from storage or a file).

>>> facts({"dice": ["red", "red", "yellow", "blue"], "assist_dice": ["blue", "blue"]})["dice"]
['red', 'red', 'yellow', 'blue']
>>> clean_roster([{"name": "Wolverine", "health": 7}, {"name": ""}, 3])["problems"]
["Entry 2: The hero's name is missing.", 'Entry 3: An entry must be an object.']
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.errors import CommandError, CompanionError, SetupError
from core.games.mutant_insurrection.companion.fields import clean_entries, clean_health, clean_name
from core.games.mutant_insurrection.dice import DieColor

State = dict[str, Any]

POWER_DICE = 4  # the dice printed on a power card
ASSIST_DICE = 2  # the dice printed on an assist card
MAX_NOTE_LENGTH = 120
MAX_ROSTER = 64  # far more heroes than the box holds; a stored roster beyond it is cut
COLORS: tuple[str, ...] = tuple(c.value for c in DieColor)


def clean_dice(
    raw: object, count: int, what: str, error: type[CompanionError] = SetupError
) -> list[str] | None:
    """A card's dice colours, in any order (``None`` when not given).

    >>> clean_dice(["blue", "red"], 2, "Assist dice")
    ['blue', 'red']
    """
    if raw is None:
        return None
    if (
        not isinstance(raw, list)
        or len(raw) != count
        or not all(isinstance(c, str) and c in COLORS for c in raw)
    ):
        raise error(f"{what} are exactly {count} colours, each red, yellow or blue.")
    return list(raw)


def clean_note(raw: object, error: type[CompanionError] = SetupError) -> str | None:
    """A short ability note, spaces tidied; empty means none.

    >>> clean_note("  Heals   fast "), clean_note("") is None
    ('Heals fast', True)
    """
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise error("A note is text.")
    note = " ".join(raw.split())
    if len(note) > MAX_NOTE_LENGTH:
        raise error(f"A note is at most {MAX_NOTE_LENGTH} characters (this one has {len(note)}).")
    return note or None


def facts(raw: State, error: type[CompanionError] = SetupError) -> State:
    """The optional facts of a hero form or command: ``dice``, ``assist_dice``, ``note``."""
    return {
        "dice": clean_dice(raw.get("dice"), POWER_DICE, "A power card's dice", error),
        "assist_dice": clean_dice(raw.get("assist_dice"), ASSIST_DICE, "Assist dice", error),
        "note": clean_note(raw.get("note"), error),
    }


def entry(h: State) -> State:
    """A hero as the roster remembers it."""
    return {
        "name": h["name"],
        "health": h["health"],
        "dice": h.get("dice"),
        "assist_dice": h.get("assist_dice"),
        "note": h.get("note"),
    }


def roster_entries(state: State) -> list[State]:
    """Every hero of this session (replacements too), as the screen remembers them.

    >>> from core.games.mutant_insurrection.companion.setup import new_state
    >>> s = new_state({"players": 2, "heroes": [{"name": "Storm", "note": "Flies"},
    ...                                          {"name": "Rogue"}]})
    >>> roster_entries(s)[0]
    {'name': 'Storm', 'health': 6, 'dice': None, 'assist_dice': None, 'note': 'Flies'}
    """
    return [entry(h) for h in state["heroes"]]


def clean_roster(raw: object) -> State:
    """Check a stored or imported roster: the good entries are kept (one per name, the last
    wins), each bad one is reported by its place; at most :data:`MAX_ROSTER` are kept."""
    return clean_entries(
        raw,
        _roster_entry,
        lambda e: e["name"].casefold(),
        MAX_ROSTER,
        not_a_list="A roster is a list of heroes.",
        kept_note="heroes",
    )


def _roster_entry(item: object) -> State:
    if not isinstance(item, dict):
        raise SetupError("An entry must be an object.")
    name = clean_name(item.get("name"), "The hero's name")
    return {"name": name, "health": clean_health(item.get("health")), **facts(item)}


def attempt_pool(active: State, assister: State | None) -> dict[str, int]:
    """Step 2: Assemble Dice Pool: the four power-card dice and the two dice of one assist card
    (the assister's, or the active hero's own when nobody assists), counted by colour.

    >>> w = {"name": "W", "dice": ["red"] * 4, "assist_dice": ["yellow", "blue"]}
    >>> s = {"name": "S", "dice": ["blue"] * 4, "assist_dice": ["blue", "blue"]}
    >>> attempt_pool(w, s)
    {'red': 4, 'yellow': 0, 'blue': 2}
    """
    card = assister if assister is not None else active
    missing = [
        f"{active['name']}'s power-card dice" if active.get("dice") is None else "",
        f"{card['name']}'s assist dice" if card.get("assist_dice") is None else "",
    ]
    missing = [m for m in missing if m]
    if missing:
        raise CommandError(f"Set {' and '.join(missing)} first (or choose the dice by hand).")
    colours = [*active["dice"], *card["assist_dice"]]
    return {c: colours.count(c) for c in COLORS}
