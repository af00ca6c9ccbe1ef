"""The setup form as data for the generic renderer (core/table/screen.py), and the setup it
gives: each player's name and Main Character typed in level by level.

>>> from core.table.screen import defaults
>>> setup = from_form(defaults(form()))
>>> [p["name"] for p in setup["players"]], setup["players"][0]["main"]["levels"][0]["health"]
(['Player 1', 'Player 2'], 6)
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system.formats import FORMATS
from core.games.vs_system.keywords import KEYWORDS
from core.table import screen as ui

Json = Any


def stat_fields(*, health: int, atk: int, dfn: int) -> list[Json]:
    """The printed Health, ATK and DEF of a card, with these defaults."""
    return [
        ui.field("health", "Health", "number", default=health, min=1, max=99),
        ui.field("atk", "ATK", "number", default=atk, min=0, max=99),
        ui.field("def", "DEF", "number", default=dfn, min=1, max=99),
    ]


def form() -> Json:
    """The setup form: format, who goes first, and each player's Main Character by level."""
    level = [
        *stat_fields(health=6, atk=2, dfn=4),
        ui.field(
            "level_up",
            "Level Up (XP to the next level; 0 if none)",
            "number",
            default=0,
            min=0,
            max=99,
        ),
        ui.field(
            "level_down",
            "Level Down (XP to go back a level; 0 if none)",
            "number",
            default=0,
            min=0,
            max=99,
        ),
    ]
    player = [
        ui.field("name", "Player's name", "text", default=""),
        ui.field("main", "Main Character", "text", default=""),
        ui.field(
            "levels",
            "Level",
            "list",
            min=1,
            max=4,
            fields=level,
            help="Type each level's card as printed, Level 1 first.",
        ),
        ui.field("teams", "Teams (comma between them)", "text", default=""),
        ui.field(
            "keywords",
            "Keywords (comma between them)",
            "text",
            default="",
            help="Known: " + ", ".join(k.name for k in KEYWORDS.values()) + ".",
        ),
        ui.field(
            "row",
            "Starts in",
            "select",
            default="front",
            options=[("front", "Front row"), ("back", "Back row")],
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


def from_form(values: Json) -> Json:
    """The setup :func:`~core.games.vs_system.setup.new_state` takes, from the form's values
    (a setup given as it is passes through)."""
    if not isinstance(values, dict) or not isinstance(values.get("players"), list):
        return values
    players = values["players"]
    if not all(isinstance(p, dict) and "levels" in p for p in players):
        return values
    out_players = []
    for i, p in enumerate(players):
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
    }
