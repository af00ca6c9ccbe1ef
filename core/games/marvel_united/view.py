"""What a Marvel United: X-Men table shows, computed: whose turn and which step, the countdown
to the Grand Plan loss, the ring with free spaces, the missions, the storyline's shared symbols,
the token supply against the box.

>>> from core.games.marvel_united.setup import example, new_state
>>> v = view(new_state(example()))
>>> v["villain_turns_left"], v["hero_turns_left"], v["attackable"], v["free"][0]
(12, 36, False, 2)
"""

from __future__ import annotations

from typing import Any

from core.games.marvel_united.ops import KINDS, missions_done, previous_symbols, supply
from core.games.marvel_united.ring import bam_order

State = dict[str, Any]


def view(state: State) -> dict[str, Any]:
    v = state["villain"]
    turn = state["turn"]
    done = missions_done(state)
    per_cycle = 2 if done else 3
    locs = state["locations"]
    # Hero turns before the Grand Plan runs out: this cycle's, then a cycle per card left.
    this_cycle = turn["left"] if turn["who"] != "villain" else 0
    return {
        "villain": dict(v),
        "turn": dict(turn),
        "who": v["name"] if turn["who"] == "villain" else state["heroes"][turn["who"]]["name"],
        "under_pressure": done >= 1,
        "attackable": done >= 2,
        "missions_done": done,
        "villain_turns_left": v["plan"],
        "hero_turns_left": this_cycle + per_cycle * v["plan"],
        "free": [x["spaces"] - x["thugs"] - x["civilians"] for x in locs],
        "bam_order": bam_order(
            v["at"], [x["threat"] is not None and x["threat"]["bam"] for x in locs]
        ),
        "available": dict(state["available"]),
        "shared": previous_symbols(state) if turn["step"] == "actions" else dict.fromkeys(KINDS, 0),
        "supply": supply(state),
        "outcome": state["outcome"],
    }
