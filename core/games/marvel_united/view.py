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

from core.games.marvel_united.ops import KINDS, missions_done, previous_symbols
from core.games.marvel_united.ring import bam_order
from core.games.marvel_united.setup import ACTION_TOKENS, THUG_CIVILIAN_TOKENS

State = dict[str, Any]


def view(state: State) -> dict[str, Any]:
    v = state["villain"]
    turn = state["turn"]
    done = missions_done(state)
    per_cycle = 2 if done else 3
    locs = state["locations"]
    on_board = sum(x["thugs"] + x["civilians"] for x in locs)
    on_missions = sum(m["filled"] for m in state["missions"] if m["kind"] in ("civilians", "thugs"))
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
        "supply": {
            "thug_civilian": THUG_CIVILIAN_TOKENS - on_board - on_missions,
            **{
                k: n - sum(h["tokens"][k] for h in state["heroes"])
                for k, n in ACTION_TOKENS.items()
            },
        },
        "outcome": state["outcome"],
    }
