"""What the home screen's game picker shows, before Python is running: every game the app
knows, with where it opens. ``build.py`` writes it into ``dist/games.json``, so the picker and
the saved-session list can name every game at first paint.

>>> [g["id"] for g in catalog()][:2]
['mutant-insurrection', 'mutant-insurrection-digital']
>>> all(g["href"].startswith("#/") for g in catalog())
True
"""

from __future__ import annotations

from typing import Any

from core.games import PACKAGES
from core.table.api import load_games
from core.table.game import GAMES

Json = Any

# Mutant Insurrection has two screens of its own; every other game opens in web/table/.
MUTANT_INSURRECTION: tuple[Json, ...] = (
    {
        "id": "mutant-insurrection",
        "name": "X-Men: Mutant Insurrection — table companion",
        "players": [1, 6],
        "summary": "For a physical game: threat, heroes, rounds, showdown and the real dice.",
        "tracks": ["threat track", "damage and knock-outs", "round checklist", "dice and odds"],
        "href": "#/companion",
        "storage": "companion",
    },
    {
        "id": "mutant-insurrection-digital",
        "name": "X-Men: Mutant Insurrection — digital game",
        "players": [1, 6],
        "summary": "The whole game on this device, hot-seat, every rule enforced.",
        "tracks": ["the whole game", "undo", "saves and share links"],
        "href": "#/play",
        "storage": "game",
    },
)


def catalog() -> list[Json]:
    """Every game the app ships: Mutant Insurrection first, then the others in the order of
    :data:`core.games.PACKAGES` (the same in every process, whatever was imported first)."""
    load_games()
    others = [
        {
            "id": g.id,
            "name": g.name,
            "players": list(g.players),
            "summary": g.summary,
            "tracks": list(g.tracks),
            "href": f"#/table/new/{g.id}",
            "storage": "table",
        }
        for g in (GAMES[gid] for gid in PACKAGES)
    ]
    return [*MUTANT_INSURRECTION, *others]
