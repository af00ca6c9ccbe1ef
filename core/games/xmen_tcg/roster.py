"""The X-Men Trading Card Game's constants, as the rulebook gives them, in one place.

>>> [COLOUR_NAMES[c] for c in COLOURS]
['Fighting', 'Energy', 'X-Factor']
>>> VILLAIN_HP, TOP_LEVEL, VILLAINS_TO_WIN
(10, 10, 2)
"""

from __future__ import annotations

GAME_ID = "xmen-tcg"

PLAYERS = 2
MODES = ("basic", "advanced")

# The three strength colours; the rulebook names each kind of strength too.
COLOURS = ("red", "green", "blue")
COLOUR_NAMES = {"red": "Fighting", "green": "Energy", "blue": "X-Factor"}

# Mutant Power letters, in the order they go off after the dice (damage sits between B and C).
POWER_LETTERS = ("A", "B", "C")

VILLAINS = 4
VILLAIN_HP = 10  # always 10, and all 10 must come from one player
VILLAINS_TO_WIN = 2

START_LEVEL = 0  # the "Start" square, below level 1
TOP_LEVEL = 10  # the track ends at 10; the marker stays there (our reading, see reference)

STARTING_HAND = 7
BASIC_XMEN = 3  # each starter deck brings three X-Men

# The advanced game's deck and team rules.
MIN_DECK = 40  # not counting X-Men and Villains
MAX_COPIES = 3
TEAM_SIZE = (2, 5)
MAX_TEAM_VALUE = 30

# Bounds for what people type (ours, not the rulebook's): generous, but they catch typos.
MAX_HP = 30
MAX_STRENGTH = 20
MAX_BOOST = 10
MAX_DECK = 200
MAX_TEAM_MEMBER_VALUE = 30
MAX_NAME = 40
MAX_NOTE = 160
MAX_DICE = 30  # the most dice one attack may roll in the app (odds stay instant)

# Counter colours and symbols a player may pick; the printed gold and silver are hard to tell
# apart, so every counter also carries a symbol.
COUNTER_COLOURS = ("gold", "silver", "red", "blue", "green", "black", "white", "purple")
COUNTER_SYMBOLS = ("★", "●", "▲", "■", "◆", "✚")

STEPS = (
    (1, "danger", "The Keeper moves the Danger Room up one level"),
    (2, "draw", "Draw a card"),
    (3, "untap", "Untap your X-Men"),
    (4, "cards", "Play Lightning and Power-Up cards"),
    (5, "xmen_attack", "Attack a Villain with your X-Men"),
    (6, "villain_attack", "Attack the other team with a Villain"),
)
OPTIONAL_STEPS = (4, 5, 6)  # our reading of the lost red colour, see the reference
