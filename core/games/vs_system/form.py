"""The setup form as data for the generic renderer (core/table/screen.py), and the setup it
gives: each player's name and the name of their Main Character, and the Main Character cards
typed in this time, one flat record each so the device can keep them.

>>> from core.table.screen import defaults
>>> setup = from_form(defaults(form()))
>>> [p["name"] for p in setup["players"]], setup["players"][0]["main"]["levels"][0]["health"]
(['Player 1', 'Player 2'], 6)
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system.formats import FORMATS
from core.games.vs_system.keywords import KEYWORDS
from core.games.vs_system.library import KIND, LEVEL_KEYS
from core.table import screen as ui

Json = Any


def stat_fields(*, health: int, atk: int, dfn: int, recalled: bool = False) -> list[Json]:
    """The printed Health, ATK and DEF of a card, with these defaults (``recalled``: sent only
    when the player changed them, else the game takes the card it knows by name)."""
    return [
        ui.field(key, label, "number", default=value, min=low, max=99, recalled=recalled)
        for key, label, value, low in (
            ("health", "Health", health, 1),
            ("atk", "ATK", atk, 0),
            ("def", "DEF", dfn, 1),
        )
    ]


def level_fields() -> list[Json]:
    """A Main Character card's levels as flat fields (``health``, ``atk_2``, ...), so the
    device can keep the card as one record (:func:`.library.level_keys`); all start empty:
    an empty field is filled from the device's card of that name."""
    out = []
    for k, keys in enumerate(LEVEL_KEYS, start=1):
        for name, key in keys.items():
            label = {
                "health": f"Level {k} Health",
                "atk": f"Level {k} ATK",
                "def": f"Level {k} DEF",
                "level_up": f"Level {k} Level Up (XP to reach Level {k + 1}; 0 if none)",
                "level_down": f"Level {k} Level Down (XP to go back to Level {k - 1}; 0 if none)",
            }[name]
            low = 0 if name == "atk" or name.startswith("level") else 1
            out.append(ui.field(key, label, "number", default=None, min=low, max=99))
    return out


def form() -> Json:
    """The setup form: format, who goes first, each player's name and Main Character, and the
    Main Character cards typed in this time (kept on the device for the next game)."""
    player = [
        ui.field("name", "Player's name", "text", default=""),
        ui.field(
            "main",
            "Main Character",
            "text",
            default="",
            library=KIND,
            help="A card kept on this device or typed under Main Character cards below "
            "(empty: a blank 6 Health 2/4 card).",
        ),
        ui.field(
            "row",
            "Starts in",
            "select",
            default="front",
            options=[("front", "Front row"), ("back", "Back row")],
        ),
    ]
    card = [
        ui.field("name", "Name", "text", default=""),
        *level_fields(),
        ui.field("teams", "Teams (comma between them)", "text", default=""),
        ui.field(
            "keywords",
            "Keywords (comma between them)",
            "text",
            default="",
            help="Known: " + ", ".join(k.name for k in KEYWORDS.values()) + ".",
        ),
    ]
    return ui.form(
        [
            ui.field(
                "format",
                "Format",
                "select",
                default="standard",
                options=[(f.id, f.name) for f in FORMATS.values()],
            ),
            ui.field(
                "players",
                "Player",
                "list",
                min=2,
                max=4,
                fields=player,
                help="In seating order, clockwise.",
            ),
            ui.field(
                "characters",
                "Main Character card",
                "list",
                min=0,
                max=8,
                fields=card,
                library=KIND,
                help="Type a card once, Level 1 first: this device keeps it for the next game. "
                "Levels above the last one with a Level Up stay empty.",
            ),
            ui.field(
                "first",
                "Who goes first",
                "select",
                default="random",
                options=[("random", "Pick at random"), *((i, f"Player {i + 1}") for i in range(4))],
                help="The Boss formats put the Boss first whatever is chosen here.",
            ),
            ui.field(
                "boss",
                "The Boss (Boss formats only)",
                "select",
                default=0,
                options=[(i, f"Player {i + 1}") for i in range(4)],
            ),
            ui.field("seed", "Random pick", "seed", default=1),
            ui.field(
                "vitality_adds_health",
                "Vitality counters add 1 Health each",
                "bool",
                default=True,
                help="The rules name vitality counters but never define them.",
            ),
        ]
    )


def blank_main(i: int) -> Json:
    """The card of a player who named no Main Character (the form untouched)."""
    return {
        "name": f"Main Character {i + 1}",
        "levels": [{"health": 6, "atk": 2, "def": 4}],
        "blank": True,  # not typed by anyone: the device does not keep it
    }


def from_form(values: Json) -> Json:
    """The setup :func:`~core.games.vs_system.setup.new_state` takes, from the form's values
    (a setup given as it is passes through; so does the form of earlier versions, which typed
    the levels as a list inside each player, so old saves replay)."""
    if not isinstance(values, dict) or not isinstance(values.get("players"), list):
        return values
    players = values["players"]
    if players and all(isinstance(p, dict) and "levels" in p for p in players):
        return _from_old_form(values)
    if "vitality_adds_health" not in values:
        return values
    out_players = []
    for i, raw in enumerate(players):
        p = raw if isinstance(raw, dict) else {}
        name, main = (p.get(k) if isinstance(p.get(k), str) else "" for k in ("name", "main"))
        out_players.append(
            {
                "name": str(name).strip() or f"Player {i + 1}",
                "main": str(main).strip() or blank_main(i),
                "row": p.get("row", "front"),
            }
        )
    return {
        "format": values.get("format", "standard"),
        "players": out_players,
        "characters": values.get("characters") or [],
        "first": values.get("first", "random"),
        "seed": values.get("seed"),
        "boss": values.get("boss"),
        "options": {"vitality_adds_health": values.get("vitality_adds_health", True)},
        "library": values.get("library"),
    }


def _from_old_form(values: Json) -> Json:
    out_players = []
    for i, p in enumerate(values["players"]):
        levels = []
        raw_levels = p.get("levels") if isinstance(p.get("levels"), list) else []
        for k, item in enumerate(raw_levels):
            lv = item if isinstance(item, dict) else {}
            need, down = lv.get("level_up"), lv.get("level_down")
            last = k == len(raw_levels) - 1
            levels.append(
                {
                    **lv,
                    "level_up": None if last or not need else need,
                    "level_down": None if k == 0 or not down else down,
                }
            )
        name = p.get("name") if isinstance(p.get("name"), str) else ""
        main = p.get("main") if isinstance(p.get("main"), str) else ""
        out_players.append(
            {
                "name": name.strip() or f"Player {i + 1}",
                "main": {
                    "name": main.strip() or f"Main Character {i + 1}",
                    "levels": levels,
                    "teams": p.get("teams") or None,
                    "keywords": p.get("keywords") or None,
                },
                "row": p.get("row", "front"),
            }
        )
    return {
        "format": values.get("format", "standard"),
        "players": out_players,
        "first": values.get("first", "random"),
        "seed": values.get("seed"),
        "boss": values.get("boss"),
        "options": {"vitality_adds_health": values.get("vitality_adds_health", True)},
        "library": values.get("library"),
    }
