"""Same team as last game, at setup: the starting seats (heroes, in seat order) and the plot
of a session, remembered per device, and the setup they offer the next time.

The screen keeps :func:`team_entry` of the session it last started; at the next setup it
sends that entry back with its roster and plots, and :func:`team_offer` says what one tap
fills in (or ``None``: nothing to offer). The plot comes with the showdown set the device
remembers for it (typed at showdown time), which the screen passes on to the new session
without showing it: the engine offers it when the showdown starts (no spoiler at setup).

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 1, "heroes": [{"name": "Storm"}, {"name": "Rogue"}],
...                "plot": {"name": "Dark Phoenix", "challenge": 3}})
>>> team = team_entry(s)
>>> team
{'players': 1, 'heroes': ['Storm', 'Rogue'], 'plot': {'name': 'Dark Phoenix', 'challenge': 3}}
>>> offer = team_offer(team, [{"name": "Rogue", "health": 7}], [])
>>> [(h["name"], h["health"]) for h in offer["heroes"]], offer["plot"]["showdown"]
([('Storm', 6), ('Rogue', 7)], None)
>>> offer["label"]
'Storm and Rogue · plot: Dark Phoenix'
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.fields import clean_name
from core.games.mutant_insurrection.companion.hero_facts import clean_roster
from core.games.mutant_insurrection.companion.plots import clean_plot, clean_plots
from core.games.mutant_insurrection.companion.roster import DEFAULT_HEALTH
from core.games.mutant_insurrection.companion.setup import hero_count_for

State = dict[str, Any]


def team_entry(state: State) -> State:
    """The team a session started with: the player count, the starting heroes in seat order
    (a replacement later in the game is not part of it) and the plot's name and challenge
    level (or ``None``); its showdown set is the device's plot list's to keep."""
    starting = sorted(
        (h for h in state["heroes"] if h["id"] <= state["hero_count"]), key=lambda h: h["seat"]
    )
    plot = state["plot"]
    return {
        "players": state["players"],
        "heroes": [h["name"] for h in starting],
        "plot": None if plot is None else {"name": plot["name"], "challenge": plot["challenge"]},
    }


def _clean_team(raw: object) -> State | None:
    if not isinstance(raw, dict):
        return None
    players = raw.get("players")
    names = raw.get("heroes")
    try:
        if not isinstance(players, int) or isinstance(players, bool):
            return None
        count = hero_count_for(players)
        if not isinstance(names, list) or len(names) != count:
            return None
        heroes = [clean_name(n, "A hero's name") for n in names]
        plot = raw.get("plot")
        plot = None if plot is None else clean_plot({**plot, "showdown": None})
    except (CompanionError, TypeError):
        return None
    if len({n.casefold() for n in heroes}) != len(heroes):
        return None
    return {"players": players, "heroes": heroes, "plot": plot}


def _names(heroes: list[str]) -> str:
    return heroes[0] if len(heroes) == 1 else ", ".join(heroes[:-1]) + " and " + heroes[-1]


def team_offer(raw_team: object, raw_roster: object, raw_plots: object) -> State | None:
    """What "Same team as last game" fills in: ``players``; ``heroes`` in seat order, each with
    the health and card facts the roster remembers (the usual health when it knows none);
    ``plot``, the device's entry for last game's plot (with its showdown set, if one was
    typed; last game's name and challenge level when the device's list lost it) or ``None``;
    ``showdown_ready``; and ``label``, the team in words. ``None`` when the stored team is
    missing or damaged, so the setup shows no button.

    >>> team_offer(None, [], []) is None, team_offer({"players": 3, "heroes": ["A"]}, [], [])
    (True, None)
    >>> sd = [{"name": "Magneto", "defeat": 6, "attack": 2}, {"name": "Toad", "defeat": 3}]
    >>> team = {"players": 2, "heroes": ["A", "B"], "plot": {"name": "Brotherhood", "challenge": 2}}
    >>> o = team_offer(team, [],
    ...                [{"name": "Brotherhood", "challenge": 2, "showdown": sd}])
    >>> o["plot"]["challenge"], o["showdown_ready"], o["label"]
    (2, True, 'A and B · plot: Brotherhood')
    """
    team = _clean_team(raw_team)
    if team is None:
        return None
    roster = {e["name"].casefold(): e for e in clean_roster(raw_roster)["entries"]}
    plots = {p["name"].casefold(): p for p in clean_plots(raw_plots)["entries"]}
    heroes = []
    for name in team["heroes"]:
        known = roster.get(name.casefold())
        heroes.append(
            {**known, "name": name}
            if known
            else {
                "name": name,
                "health": DEFAULT_HEALTH,
                "dice": None,
                "assist_dice": None,
                "note": None,
            }
        )
    plot = team["plot"] and plots.get(team["plot"]["name"].casefold(), team["plot"])
    label = _names(team["heroes"]) + ("" if plot is None else f" · plot: {plot['name']}")
    return {
        "players": team["players"],
        "heroes": heroes,
        "plot": plot,
        "showdown_ready": plot is not None and plot["showdown"] is not None,
        "label": label,
    }
