"""Every tap is a command, a small dict with an ``op``; :func:`apply_in_place` runs it (the
session owns the copy and replays its log, so a refused command's half-done copy is dropped).

The ops, by module: :mod:`.ops_round` (advance, reveal, draw, play, order), :mod:`.ops_turn`
(land_effect, remove, look, take, place), :mod:`.ops_counters` (adjust, add_card, discard, hand,
land, counter_mode) and :mod:`.ops_pad` (pad_hand, pad_effect, exchange, pad_winner).

>>> from core.games.insurrection.setup import new_state
>>> s = new_state({"players": [{"name": "Ann"}, {"name": "Bo"}], "path": ["Marsh"] * 4,
...                "lands": {"Marsh": {"people": 3}}})
>>> apply_in_place(s, {"op": "advance"})
['Round 1: the Rebels token moves onto the Rebel Fortress.']
>>> apply_in_place(s, {"op": "fly"})
Traceback (most recent call last):
core.table.errors.CommandError: Unknown command.
"""

from __future__ import annotations

# Importing the op modules registers their commands.
from core.games.insurrection import ops_counters, ops_pad, ops_round, ops_turn
from core.games.insurrection.ops import COMMANDS

OP_MODULES = (ops_round, ops_turn, ops_counters, ops_pad)
apply_in_place = COMMANDS.run
