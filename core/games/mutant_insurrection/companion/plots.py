"""The plot (rulebook: Setup: Choose Plot; Basic Concepts: Plots; Showdowns): its name, its
challenge level (1-5 pips) and, optionally, its showdown set typed once, which prepares the
showdown when it starts. The screen remembers plots per device like heroes:
:func:`plot_entries` gives what to remember, :func:`clean_plots` checks what comes back.

>>> p = clean_plot({"name": "The Brotherhood of Mutants", "challenge": 1})
>>> p
{'name': 'The Brotherhood of Mutants', 'challenge': 1, 'showdown': None}
>>> clean_plots([p, {"name": "X", "challenge": 9}])["problems"]
["Entry 2: A plot's challenge level is a whole number from 1 to 5."]
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.errors import CompanionError, SetupError
from core.games.mutant_insurrection.companion.fields import clean_entries, clean_name
from core.games.mutant_insurrection.companion.roster import (
    MAX_ATTACK,
    MAX_DEFEAT,
    MAX_EFFECT_LENGTH,
    SHOWDOWN_MISSIONS,
)

State = dict[str, Any]

CHALLENGE_LEVELS = (1, 5)
MAX_PLOTS = 32  # the box has 8 plot cards; room for expansions and typing variants


def _number(raw: object, lo: int, hi: int, what: str, error: type[CompanionError]) -> int:
    if not isinstance(raw, int) or isinstance(raw, bool) or not lo <= raw <= hi:
        raise error(f"{what} is a whole number from {lo} to {hi}.")
    return raw


def clean_showdown(raw: object, error: type[CompanionError] = SetupError) -> list[State]:
    """A showdown set, left to right: each mission's name, defeat value and threat effect; the
    leftmost one's attack value (the others' attack is never used, so it is kept as 0).

    >>> clean_showdown([{"name": "Magneto", "defeat": 6, "attack": 2}, {"name": "Mystique",
    ...                 "defeat": 4, "attack": 3, "effect": "  Suffer 1 damage. "}])[1]
    {'name': 'Mystique', 'defeat': 4, 'attack': 0, 'effect': 'Suffer 1 damage.'}
    """
    # imported here: setup imports this module for the plot

    fewest, most = SHOWDOWN_MISSIONS
    if not isinstance(raw, list) or not fewest <= len(raw) <= most:
        raise error(f"A showdown has {fewest} to {most} missions, left to right.")
    missions = []
    for i, m in enumerate(raw):
        if not isinstance(m, dict):
            raise error("Each showdown mission needs a name and a defeat value.")
        name = clean_name(m.get("name"), f"Showdown mission {i + 1}'s name", error)
        effect = m.get("effect") or ""
        if not isinstance(effect, str):
            raise error("A threat effect is text.")
        attack = m.get("attack", 0) if i == 0 else 0
        missions.append(
            {
                "name": name,
                "defeat": _number(m.get("defeat"), 1, MAX_DEFEAT, f"{name}'s defeat value", error),
                "attack": _number(attack, 0, MAX_ATTACK, f"{name}'s attack value", error),
                "effect": " ".join(effect.split())[:MAX_EFFECT_LENGTH],
            }
        )
    return missions


def clean_plot(raw: object, error: type[CompanionError] = SetupError) -> State:
    """A plot from the setup form or a stored list: name, challenge level, showdown set."""

    if not isinstance(raw, dict):
        raise error("A plot needs a name and a challenge level.")
    lo, hi = CHALLENGE_LEVELS
    challenge = raw.get("challenge")
    if not isinstance(challenge, int) or isinstance(challenge, bool) or not lo <= challenge <= hi:
        raise error(f"A plot's challenge level is a whole number from {lo} to {hi}.")
    showdown = raw.get("showdown")
    return {
        "name": clean_name(raw.get("name"), "The plot's name", error),
        "challenge": challenge,
        "showdown": None if showdown is None else clean_showdown(showdown, error),
    }


def plot_entries(state: State) -> list[State]:
    """The plot of this session, as the screen remembers it (none when no plot was named).
    Once the showdown has started, the set on the table is the plot's showdown set: typed at
    showdown time, never at setup (no spoiler), it prepares the next game's showdown.

    >>> plot_entries({"plot": None})
    []
    >>> plot_entries({"plot": {"name": "P", "challenge": 1, "showdown": None},
    ...               "showdown": {"missions": [{"id": 9, "name": "Magneto", "defeat": 6,
    ...                                          "attack": 2, "effect": "", "success": 1}]}})
    [{'name': 'P', 'challenge': 1, 'showdown': [{'name': 'Magneto', 'defeat': 6, 'attack': 2, \
'effect': ''}]}]
    """
    if state["plot"] is None:
        return []
    plot = dict(state["plot"])
    if state.get("showdown") is not None:
        keys = ("name", "defeat", "attack", "effect")
        plot["showdown"] = [{k: m[k] for k in keys} for m in state["showdown"]["missions"]]
    return [plot]


def clean_plots(raw: object) -> State:
    """Check a stored or imported list of plots: good entries kept (one per name, the last
    wins), each bad one reported by its place; at most :data:`MAX_PLOTS`."""
    return clean_entries(
        raw,
        clean_plot,
        lambda p: p["name"].casefold(),
        MAX_PLOTS,
        not_a_list="A plot list is a list of plots.",
        kept_note="plots",
    )
