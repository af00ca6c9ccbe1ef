"""The characters a table types in once: Main Characters with their printed numbers per level,
and Supporting Characters when they are recruited. No card data ships with the app (the rules
document has none), so every number here comes from the player's own card.

A Main Character card is ``{"name": str, "levels": [{"health", "atk", "def", "level_up",
"level_down"}, ...], "teams": [str], "keywords": [str]}`` with one entry per level (1 to 4);
``level_up`` is the N of the level's "Level Up (N)" power, or None when that level has none
(always None on the last level typed in); ``level_down``, if given, is the N of a Level Down
power (never on Level 1). The list travels in the setup and in the state so a screen can keep
it on the device and offer it again next game.

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

from core.games.vs_system.keywords import keyword_list

MAX_NAME = 40
MAX_STAT = 99
MAX_TEAMS = 6

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
        who = f"{name} Level {i}"
        if not isinstance(lv, dict):
            raise ValueError(f"{who}: give its Health, ATK and DEF.")
        need, down = lv.get("level_up"), lv.get("level_down")
        if down is not None and i == 1:
            raise ValueError(f"{who}: Level 1 has no lower level to go down to.")
        levels.append(
            {
                "health": number(lv.get("health"), who=who, what="Health", low=1),
                "atk": number(lv.get("atk"), who=who, what="ATK", low=0),
                "def": number(lv.get("def"), who=who, what="DEF", low=1),
                "level_up": None if need is None else number(need, who=who, what="Level Up", low=1),
                "level_down": None
                if down is None
                else number(down, who=who, what="Level Down", low=1),
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
        "machine": bool(raw.get("machine")),
    }
