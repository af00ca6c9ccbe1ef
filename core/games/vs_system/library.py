"""The characters a table types in once: Main Characters with their printed numbers per level,
and Supporting Characters when they are recruited. No card data ships with the app (the rules
document has none), so every number here comes from the player's own card.

A Main Character card is ``{"name": str, "levels": [{"health", "atk", "def", "level_up",
"level_down"}, ...], "teams": [str], "keywords": [str]}`` with one entry per level (1 to 4);
``level_up`` is the N of the level's "Level Up (N)" power, or None when that level has none
(always None on the last level typed in); ``level_down``, if given, is the N of a Level Down
power (never on Level 1). The list travels in the setup and in the state so a screen can keep
it on the device and offer it again next game.

The device library (:mod:`core.table.library`, kind ``"characters"``) keeps each character as
the screen types it: a Main Character keyed like an item of the setup form's Main Characters
list (``health``, ``atk``, ``def``, ``level_up`` for Level 1; ``health_2`` ... for the higher
levels, see :data:`LEVEL_KEYS`), a Supporting Character keyed like the recruit entry's fields.
A character typed with only its name (or some fields) is filled from its record.

>>> card = main_card({"name": "Loki", "levels": [
...     {"health": 6, "atk": 1, "def": 6, "level_up": 4},
...     {"health": 6, "atk": 4, "def": 8}]})
>>> card["levels"][1]["level_up"], card["teams"]
(None, [])
>>> main_card({"name": "Loki", "levels": [{"health": 6, "atk": 1, "def": 6, "level_up": 4}]})
Traceback (most recent call last):
...
ValueError: Loki: Level 1 has Level Up (4), so type in the Level 2 card too.
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system.keywords import KEYWORDS, keyword_list
from core.table import library as device

MAX_NAME = 40
MAX_STAT = 99
MAX_TEAMS = 6
MAX_LEVEL = 4
KIND = "characters"  # the device library's kind for every character the table types


def level_keys(k: int) -> dict[str, str]:
    """The form's field keys for Level ``k``: Level 1 is plain (``health``), higher levels
    carry their number (``health_2``); no Level Down on Level 1, no Level Up on Level 4.

    >>> level_keys(1)
    {'health': 'health', 'atk': 'atk', 'def': 'def', 'level_up': 'level_up'}
    >>> list(level_keys(4).values())
    ['health_4', 'atk_4', 'def_4', 'level_down_4']
    """
    tail = "" if k == 1 else f"_{k}"
    names = ["health", "atk", "def"]
    names += ["level_up"] if k < MAX_LEVEL else []
    names += ["level_down"] if k > 1 else []
    return {n: n + tail for n in names}


LEVEL_KEYS = tuple(level_keys(k) for k in range(1, MAX_LEVEL + 1))

# The teams of the rules' Team Glossary, offered as suggestions; any other name is accepted
# because the glossary stops at the sets of 2022 and cards keep their own printing.
TEAM_GLOSSARY = (
    "A-Force",
    "Anti-Registration",
    "Avengers",
    "Bureau",
    "Champions",
    "The Company",
    "Defenders",
    "Fantastic",
    "Guardians of the Galaxy",
    "Inhumans",
    "MCU Heroes",
    "Monsters Unleashed",
    "Prey",
    "Pro-Registration",
    "Brotherhood of Mutants",
    "Femme Fatales",
    "Frightful",
    "H.A.M.M.E.R.",
    "Hydra",
    "Leviathons",
    "Masters of Evil",
    "MCU Villains",
    "Monsters of the Week",
    "Predators",
    "Sentinels",
    "Supervillains",
    "Sinister Syndicate",
    "Symbiotes",
    "Omega Level Mutants",
)


def name_of(raw: object, *, what: str) -> str:
    """A card or player name: non-empty text of at most 40 characters."""
    if not isinstance(raw, str) or not raw.strip():
        raise ValueError(f"Type a name for the {what}.")
    name = " ".join(raw.split())
    if len(name) > MAX_NAME:
        raise ValueError(f"The name {name[:20]!r}... is too long (at most {MAX_NAME} letters).")
    return name


def number(raw: object, *, who: str, what: str, low: int, high: int = MAX_STAT) -> int:
    """A whole number in range, or a message naming the card and the field."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ValueError(f"{who}: {what} must be a whole number.")
    if not low <= raw <= high:
        raise ValueError(f"{who}: {what} must be between {low} and {high}, not {raw}.")
    return raw


def teams_of(raw: object, *, who: str) -> list[str]:
    """Team affiliations as typed (needed to check a team attack)."""
    if raw is None:
        return []
    if isinstance(raw, str):  # typed on a screen: "Avengers, Defenders"
        raw = [t for t in (x.strip() for x in raw.split(",")) if t]
    if not isinstance(raw, list) or len(raw) > MAX_TEAMS:
        raise ValueError(f"{who}: teams must be a list of at most {MAX_TEAMS} names.")
    return list(dict.fromkeys(name_of(t, what=f"team of {who}") for t in raw))


def main_card(raw: object) -> dict[str, Any]:
    """Check one Main Character card typed in by a player."""
    if not isinstance(raw, dict):
        raise ValueError("A Main Character must be given with its name and levels.")
    name = name_of(raw.get("name"), what="Main Character")
    levels_raw = raw.get("levels")
    if not isinstance(levels_raw, list) or not 1 <= len(levels_raw) <= 4:
        raise ValueError(f"{name}: type in Level 1 and any higher levels up to Level 4.")
    levels = []
    for i, lv in enumerate(levels_raw, start=1):
        at = f"Level {i}"  # the fields are named so on the form: "Level 2 ATK"
        if not isinstance(lv, dict):
            raise ValueError(f"{name}: give the {at} Health, ATK and DEF.")
        need, down = lv.get("level_up"), lv.get("level_down")
        if down is not None and i == 1:
            raise ValueError(f"{name}: Level 1 has no lower level to go down to.")
        levels.append(
            {
                "health": number(lv.get("health"), who=name, what=f"{at} Health", low=1),
                "atk": number(lv.get("atk"), who=name, what=f"{at} ATK", low=0),
                "def": number(lv.get("def"), who=name, what=f"{at} DEF", low=1),
                "level_up": None
                if need is None
                else number(need, who=name, what=f"{at} Level Up", low=1),
                "level_down": None
                if down is None
                else number(down, who=name, what=f"{at} Level Down", low=1),
            }
        )
    if levels[-1]["level_up"] is not None:
        n = len(levels)
        raise ValueError(
            f"{name}: Level {n} has Level Up ({levels[-1]['level_up']}), so type in the "
            f"Level {n + 1} card too."
            if n < 4
            else f"{name}: Level 4 is the highest level."
        )
    for i, lv in enumerate(levels[:-1], start=1):
        if lv["level_up"] is None:
            raise ValueError(f"{name}: Level {i} needs its Level Up number to reach Level {i + 1}.")
    return {
        "name": name,
        "levels": levels,
        "teams": teams_of(raw.get("teams"), who=name),
        "keywords": keyword_list(raw.get("keywords"), who=name),
    }


def _yes_no(raw: object, *, what: str) -> bool:
    if not isinstance(raw, bool):  # "no" is text, and text is not "no" to Python
        raise ValueError(f"{what} must be yes or no.")
    return raw


def supporting_card(raw: object) -> dict[str, Any]:
    """Check a Supporting Character typed in when it is recruited.

    >>> supporting_card({"name": "Newt", "atk": 0, "def": 1, "health": 1, "cost": 1})["cost"]
    1
    """
    if not isinstance(raw, dict):
        raise ValueError("Give the Supporting Character's name, ATK, DEF and Health.")
    name = name_of(raw.get("name"), what="Supporting Character")
    cost = raw.get("cost", 0)
    return {
        "name": name,
        "atk": number(raw.get("atk"), who=name, what="ATK", low=0),
        "def": number(raw.get("def"), who=name, what="DEF", low=1),
        "health": number(raw.get("health"), who=name, what="Health", low=1),
        "cost": number(cost, who=name, what="cost", low=0),
        "teams": teams_of(raw.get("teams"), who=name),
        "keywords": keyword_list(raw.get("keywords"), who=name),
        "machine": _yes_no(raw.get("machine", False), what="It is a Machine"),
    }


def _text_list(names: list[str]) -> str:
    return ", ".join(names)


def main_record(card: dict[str, Any]) -> dict[str, Any]:
    """A checked Main Character card as the device keeps it: keyed like the setup form's item
    (levels not on the card are empty, so picking it clears what was typed there before).

    >>> r = main_record(main_card({"name": "Loki", "levels": [
    ...     {"health": 6, "atk": 1, "def": 6, "level_up": 4}, {"health": 6, "atk": 4, "def": 8}],
    ...     "keywords": ["flight"]}))
    >>> r["level_up"], r["atk_2"], r["health_3"], r["keywords"]
    (4, 4, None, 'Flight')
    """
    out: dict[str, Any] = {"name": card["name"]}
    for k, keys in enumerate(LEVEL_KEYS, start=1):
        lv = card["levels"][k - 1] if k <= len(card["levels"]) else None
        for field, key in keys.items():
            value = lv.get(field) if lv else None
            out[key] = (value or 0) if lv and field in ("level_up", "level_down") else value
    out["teams"] = _text_list(card["teams"])
    out["keywords"] = _text_list([KEYWORDS[k].name for k in card["keywords"]])
    return out


def main_from_fields(raw: dict[str, Any], record: Any = None) -> dict[str, Any]:
    """A Main Character card from the form's flat fields; a field left empty (None or absent)
    takes the device's ``record`` of that name. A level counts when the one below it has a
    Level Up number (0 or empty: none).

    >>> rec = {"name": "Loki", "health": 6, "atk": 1, "def": 6, "level_up": 4,
    ...        "health_2": 6, "atk_2": 4, "def_2": 8}
    >>> card = main_from_fields({"name": "loki"}, rec)
    >>> [(lv["atk"], lv["level_up"]) for lv in card["levels"]]
    [(1, 4), (4, None)]
    >>> main_from_fields({"name": "Thor"})
    Traceback (most recent call last):
    ...
    ValueError: Thor is not on this device yet: type its Level 1 Health, ATK and DEF.
    """
    rec = record if isinstance(record, dict) else {}
    name = name_of(raw.get("name"), what="Main Character")

    def value(key: str) -> Any:
        v = raw.get(key)
        return rec.get(key) if v is None or v == "" else v

    levels: list[dict[str, Any]] = []
    for k, keys in enumerate(LEVEL_KEYS, start=1):
        if levels and not levels[-1]["level_up"]:
            break
        lv = {field: value(key) for field, key in keys.items()}
        stats = [lv[f] for f in ("health", "atk", "def")]
        if all(v is None for v in stats):
            if k == 1:
                raise ValueError(
                    f"{name} is not on this device yet: type its Level 1 Health, ATK and DEF."
                )
            up = levels[-1]["level_up"]
            raise ValueError(
                f"{name}: Level {k - 1} has Level Up ({up}), so type in Level {k} too."
            )
        lv["level_up"] = lv.get("level_up") or None
        lv["level_down"] = lv.get("level_down") or None
        levels.append(lv)
    return main_card(
        {
            "name": name,
            "levels": levels,
            "teams": value("teams") or None,
            "keywords": value("keywords") or None,
        }
    )


def supporting_record(card: dict[str, Any]) -> dict[str, Any]:
    """A checked Supporting Character as the device keeps it: keyed like the recruit entry."""
    return {
        "name": card["name"],
        "health": card["health"],
        "atk": card["atk"],
        "def": card["def"],
        "cost": card["cost"],
        "teams": _text_list(card["teams"]),
        "keywords": _text_list([KEYWORDS[k].name for k in card["keywords"]]),
        "machine": card["machine"],
    }


# What the recruit entry shows untouched: a field the player left as it was and the device
# does not know is taken as shown.
RECRUIT_DEFAULTS: dict[str, Any] = {
    "health": 1,
    "atk": 1,
    "def": 1,
    "cost": 0,
    "teams": "",
    "keywords": "",
    "machine": False,
}


def recruit_from_fields(raw: dict[str, Any], lib: dict[str, Any]) -> dict[str, Any]:
    """A Supporting Character from the recruit entry: each field not sent (or empty) comes
    from the device's record of that name, else from what the entry shows.

    >>> lib = {"Newt": {"name": "Newt", "health": 1, "atk": 0, "def": 1, "cost": 1}}
    >>> card = recruit_from_fields({"name": "newt", "def": 2}, lib)
    >>> card["name"], card["atk"], card["def"], card["cost"]
    ('Newt', 0, 2, 1)
    """
    rec = device.find(lib, raw.get("name"))
    rec = rec if isinstance(rec, dict) else {}
    card: dict[str, Any] = {"name": raw.get("name")}
    for key, shown in RECRUIT_DEFAULTS.items():
        v = raw.get(key)
        card[key] = v if v is not None else rec.get(key, shown)
    if isinstance(rec.get("name"), str) and isinstance(card["name"], str):
        card["name"] = rec["name"]  # found by its name: the spelling the table typed first
    return supporting_card(card)


def learn(lib: dict[str, Any], record: dict[str, Any]) -> None:
    """Put ``record`` into the session's library (a dict of name to record, oldest first): the
    newest typing of a name wins, and the oldest record goes when the library is full."""
    name = record["name"]
    for old in [n for n in lib if device.key_of(n) == device.key_of(name)]:
        del lib[old]
    while len(lib) >= device.MAX_RECORDS:
        del lib[next(iter(lib))]
    lib[name] = record
