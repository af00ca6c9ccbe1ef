"""What the forms offer: the setup choices per player count and the bounds of every number the
screen lets people type or step. The browser builds its forms from these and holds no rules.

>>> options()["players"]["5"]["flips"]
2
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.dice_roller import STANDARD_REROLLS
from core.games.mutant_insurrection.companion.hero_facts import (
    ASSIST_DICE,
    COLORS,
    MAX_NOTE_LENGTH,
    MAX_ROSTER,
    POWER_DICE,
)
from core.games.mutant_insurrection.companion.plots import CHALLENGE_LEVELS
from core.games.mutant_insurrection.companion.roster import (
    BOX_HEROES,
    CONTINENTS,
    DEFAULT_HEALTH,
    DICE_PER_COLOR,
    MAX_ATTACK,
    MAX_DEFEAT,
    MAX_EFFECT_LENGTH,
    MAX_HEALTH,
    MAX_MISSION_THREAT,
    MAX_NAME_LENGTH,
    MAX_OBJECTIVES,
    MAX_VILLAINY_DAMAGE,
    SCHOOL_CARDS,
    SHOWDOWN_MISSIONS,
    TRAINING_TYPES,
)
from core.games.mutant_insurrection.companion.setup import (
    continent_decks_for,
    hero_count_for,
    setup_flips_for,
)
from core.games.mutant_insurrection.threat_track import STARTING_THREAT

View = dict[str, Any]


def limits() -> View:
    """The bounds of every number the screen lets people type or step (ours, kept in core).

    >>> limits()["health"]
    {'min': 1, 'max': 20, 'default': 6}
    """
    return {
        "health": {"min": 1, "max": MAX_HEALTH, "default": DEFAULT_HEALTH},
        "icons": {"min": 0, "max": MAX_MISSION_THREAT, "default": 1},
        "objectives": {"min": 1, "max": MAX_OBJECTIVES, "default": 2},
        "villainy_damage": {"min": 0, "max": MAX_VILLAINY_DAMAGE, "default": 0},
        "defeat": {"min": 1, "max": MAX_DEFEAT, "default": 3},
        "attack": {"min": 0, "max": MAX_ATTACK, "default": 1},
        "showdown_missions": {"min": SHOWDOWN_MISSIONS[0], "max": SHOWDOWN_MISSIONS[1]},
        "dice_per_color": DICE_PER_COLOR,
        "standard_rerolls": STANDARD_REROLLS,
        "name_length": MAX_NAME_LENGTH,
        "effect_length": MAX_EFFECT_LENGTH,
        "note_length": MAX_NOTE_LENGTH,
        "power_dice": POWER_DICE,
        "assist_dice": ASSIST_DICE,
        "colors": list(COLORS),
        "roster_size": MAX_ROSTER,
        "challenge": {"min": CHALLENGE_LEVELS[0], "max": CHALLENGE_LEVELS[1]},
    }


def options() -> View:
    """What the setup form offers, per player count, so the form needs no rules of its own.

    >>> o = options(); o["players"]["1"]
    {'heroes': 2, 'decks': 3, 'flips': 1, 'note': 'Solo: you play two heroes, kept apart.'}
    >>> o["difficulties"][0]
    {'id': 'easy', 'label': 'Easy', 'threat': 2}
    """
    return {
        "heroes": list(BOX_HEROES),
        "difficulties": [
            {"id": k, "label": k.capitalize(), "threat": v} for k, v in STARTING_THREAT.items()
        ],
        "players": {
            str(p): {
                "heroes": hero_count_for(p),
                "decks": continent_decks_for(hero_count_for(p)),
                "flips": setup_flips_for(hero_count_for(p)),
                "note": "Solo: you play two heroes, kept apart."
                if p < hero_count_for(p)
                else f"{p} heroes.",
            }
            for p in range(1, 7)
        },
        "training_types": list(TRAINING_TYPES),
        "continents": list(CONTINENTS),
        "schools": list(SCHOOL_CARDS),
        "limits": limits(),
    }
