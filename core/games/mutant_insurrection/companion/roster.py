"""What is in the box, as far as the companion needs it (rulebook: Components; Setup).

The hero names are the X-Men of the box; any other name may be typed in. Printed health values
are not known to us, so a default is offered and the players correct it once at setup.

>>> len(BOX_HEROES), BOX_SIZE
(16, 16)
>>> "Wolverine" in BOX_HEROES
True
"""

from __future__ import annotations

from core.games.mutant_insurrection.dice import FaceKind

BOX_HEROES: tuple[str, ...] = (
    "Armor",
    "Beast",
    "Colossus",
    "Cyclops",
    "Forge",
    "Gambit",
    "Iceman",
    "Jubilee",
    "Magik",
    "Phoenix",
    "Psylocke",
    "Rogue",
    "Shadowcat",
    "Storm",
    "Wolverine",
    "X-23",
)
# 16 power cards: a game can use at most this many heroes, whatever names they are given.
BOX_SIZE = 16

DEFAULT_HEALTH = 6  # our guess; the setup screen asks the players to check their power cards
MAX_HEALTH = 20
MAX_NAME_LENGTH = 40

# The five continent decks (the rulebook does not name them; these are labels for the table).
CONTINENTS: tuple[str, ...] = ("Africa", "Asia", "Europe", "North America", "South America")

# The three school cards (rulebook: Setup: Prepare School); a hero may deploy to any of them.
SCHOOL_CARDS: tuple[str, ...] = ("Xavier's Office", "Cerebro", "Danger Room")

THREAT_CARDS_PER_DECK = 10  # 30 threat cards, 10 per colour
DICE_PER_COLOR = 4  # 12 dice, 4 per colour

# A training token shows one die result; villainy is never a token.
TRAINING_TYPES: tuple[str, ...] = (
    FaceKind.FIGHT.value,
    FaceKind.POWER.value,
    FaceKind.TEAMWORK.value,
)
# The fight token's value is not printed in the rulebook; we count it as this when totalling.
TRAINING_FIGHT_VALUE = 1

MAX_MISSION_THREAT = 5  # ! icons on one card; more than any card shows
MAX_OBJECTIVES = 6  # objective rows on one mission card (our bound; cards show 1-4)
MAX_VILLAINY_DAMAGE = 5  # damage one villainy effect deals (our bound)
MAX_HEROES_PER_MISSION = 3
MAX_BONDS = 2

# What the showdown form accepts: enough for any set of showdown cards (our bounds, not printed).
SHOWDOWN_MISSIONS = (2, 6)
MAX_DEFEAT = 30
MAX_ATTACK = 10
MAX_EFFECT_LENGTH = 200
