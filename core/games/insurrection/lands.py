"""The Path and the Land library (rulebook: Detail of Cards, Game Setup).

The Path is six cards: the Rebel Fortress, four Lands, Kristin's Keep; round *r* is played on
path card *r* and the Rebels token starts off the path (position 0). The rulebook prints no
Land values, so each card's numbers are typed once: the People cards it adds to the play area,
the cards each player draws, whether it is Basic or Advanced and, for an Advanced Land, its
effect and who it applies to. The library (name -> values) lives in the state, so a screen can
store it on the device and hand it to the next setup.

>>> lib = parse_library({"Marsh": {"people": 3, "kind": "basic-a"}})
>>> lib["Marsh"]["draw"], sorted(lib)[0]
(1, "Kristin's Keep")
>>> build_path(["Marsh"] * 4, lib)[0]["name"], len(build_path(["Marsh"] * 4, lib))
('Rebel Fortress', 6)
"""

from __future__ import annotations

from typing import Any

from core.table.errors import SetupError, TableError
from core.table.fields import clean_name, mapping, optional_text, whole

Land = dict[str, Any]

FORTRESS, KEEP = "Rebel Fortress", "Kristin's Keep"
LANDS_ON_PATH = 4
ROUNDS = LANDS_ON_PATH + 2  # the Fortress and the Keep are played like Lands
KINDS = ("fortress", "keep", "basic-a", "basic-b", "advanced")
KIND_LABELS = {
    "fortress": "Start of the Path",
    "keep": "End of the Path",
    "basic-a": "Basic (A)",
    "basic-b": "Basic (B)",
    "advanced": "Advanced",
}
MAX_PEOPLE, MAX_DRAW = 12, 3
MAX_EFFECT = 300
MAX_LIBRARY = 100  # the box has 14 Path cards; room for typos and other printings


def parse_land(name: str, raw: object, error: type[TableError] = SetupError) -> Land:
    """One library entry, checked.

    >>> parse_land("Gorge", {"people": 4, "draw": 1, "kind": "advanced",
    ...                      "effect": "Swap a card", "applies_to": "highest initiative"})["kind"]
    'advanced'
    >>> parse_land("Gorge", {"people": 40})
    Traceback (most recent call last):
    core.table.errors.SetupError: Gorge: People added must be a whole number from 0 to 12.
    """
    form = mapping(raw, f"The values of {name}", error)
    kind = form.get("kind", _default_kind(name))
    if kind not in KINDS:
        raise error(f"{name}: the kind must be Basic (A), Basic (B) or Advanced.")
    if (kind in ("fortress", "keep")) != (name in (FORTRESS, KEEP)):
        raise error(f"{name}: only the {FORTRESS} and {KEEP} start and end the Path.")
    land: Land = {
        "name": name,
        "people": whole(form, "people", f"{name}: People added", 0, MAX_PEOPLE, error=error)
        if form.get("people") is not None
        else None,
        "draw": whole(form, "draw", f"{name}: cards drawn", 0, MAX_DRAW, default=1, error=error),
        "kind": kind,
        "effect": "",
        "applies_to": "",
    }
    if kind == "advanced":
        land["effect"] = optional_text(form.get("effect"), f"{name}: the effect", MAX_EFFECT, error)
        land["applies_to"] = optional_text(
            form.get("applies_to"), f"{name}: who the effect is for", 80, error
        )
    return land


def _default_kind(name: str) -> str:
    return {FORTRESS: "fortress", KEEP: "keep"}.get(name, "basic-a")


def parse_library(raw: object, error: type[TableError] = SetupError) -> dict[str, Land]:
    """The whole library from the device; the Fortress and the Keep are always in it."""
    if isinstance(raw, list):  # a setup form's list of records, each with its name
        raw = {(item.get("name") if isinstance(item, dict) else None): item for item in raw}
    form = {} if raw is None else mapping(raw, "The Land library", error)
    if len(form) > MAX_LIBRARY:
        raise error(f"The Land library holds at most {MAX_LIBRARY} cards.")
    library: dict[str, Land] = {}
    for raw_name, values in form.items():
        name = clean_name(raw_name, "A Land's name", error)
        library[name] = parse_land(name, values, error)
    for fixed in (FORTRESS, KEEP):
        library.setdefault(fixed, parse_land(fixed, {}, error))
    return library


def build_path(
    names: object, library: dict[str, Land], error: type[TableError] = SetupError
) -> list[Land]:
    """The six path cards, copied from the library: the Fortress, the four Lands named, the Keep.
    A name the library does not hold yet joins it with its values still to type.

    >>> build_path(["Marsh"], parse_library({"Marsh": {}}))
    Traceback (most recent call last):
    core.table.errors.SetupError: The Path needs 4 Lands after the Rebel Fortress.
    """
    if not isinstance(names, list) or len(names) != LANDS_ON_PATH:
        raise error(f"The Path needs {LANDS_ON_PATH} Lands after the {FORTRESS}.")
    middle: list[Land] = []
    for raw in names:
        name = clean_name(raw, "A Land's name", error)
        if name in (FORTRESS, KEEP):
            raise error(f"The {name} is already on the Path; choose a Land.")
        if name not in library:  # a new Land: its values are typed when the token gets there
            if len(library) >= MAX_LIBRARY:
                raise error(f"The Land library is full ({MAX_LIBRARY} cards): reuse a name.")
            library[name] = parse_land(name, {}, error)
        middle.append(dict(library[name]))
    return [dict(library[FORTRESS]), *middle, dict(library[KEEP])]


def needs_values(land: Land) -> bool:
    """True while a path card's People value has not been typed in."""
    return land["people"] is None
