"""The companion's bridge methods: JSON in, JSON out (see :mod:`core.bridge`).

Each method that changes a session returns the new ``session`` (what the browser saves),
its ``view`` (what the screen draws) and ``events`` (what just happened, for a toast).

>>> import json
>>> from core.bridge import handle
>>> setup = {"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}], "seed": 4}
>>> r = json.loads(handle(json.dumps({"id": 1, "method": "companion.new",
...                                   "params": {"setup": setup}})))["result"]
>>> r["view"]["threat"]["value"], r["session"]["schema_version"], r["session"]["game"]
(4, 4, 'mutant-insurrection')
>>> bad = {"id": 2, "method": "companion.apply",
...        "params": {"session": r["session"], "command": {"op": "threat", "delta": -3}}}
>>> json.loads(handle(json.dumps(bad)))["result"]["view"]["threat"]["value"]
1
"""

from __future__ import annotations

from typing import Any

from core.bridge import method
from core.games.mutant_insurrection.companion import (
    card_library,
    finished,
    forms,
    hero_facts,
    last_team,
    plots,
    view,
)
from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.setup import setup_problems

Json = Any


def _session(params: dict[str, Json]) -> sessions.Session:
    return _opened(params)[0]


def _opened(params: dict[str, Json]) -> tuple[sessions.Session, sessions.Replayed]:
    raw = params.get("session")
    if not isinstance(raw, dict):
        raise CompanionError("A session is needed.")
    return sessions.open_session(raw)


def _answer(
    session: sessions.Session,
    events: list[str],
    run: sessions.Replayed | None = None,
    announce: str | None = None,
) -> Json:
    return {
        "session": session,
        "view": view.build(session, run),
        "events": events,
        "announce": announce,
    }


def announcement(before: sessions.State, after: sessions.State, events: list[str]) -> str | None:
    """What deserves a toast, said once: a knock-out, the showdown starting, a win or a loss.

    >>> from core.games.mutant_insurrection.companion.setup import new_state
    >>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
    >>> announcement(s, s, ["Threat 4 → 5."]) is None
    True
    """
    knocked = sum(h["out"] for h in after["heroes"]) > sum(h["out"] for h in before["heroes"])
    loud = (
        knocked
        or after["outcome"] != before["outcome"]
        or (after["showdown"] is not None) != (before["showdown"] is not None)
    )
    return " ".join(events) if loud else None


@method("companion.options")
def _options(params: dict[str, Json]) -> Json:
    return forms.options()


@method("companion.check_setup")
def _check_setup(params: dict[str, Json]) -> Json:
    """What the setup form still misses or gets wrong, listed before Start."""
    problems = setup_problems(params.get("setup"))
    return {"problems": problems, "ready": not problems}


@method("companion.new")
def _new(params: dict[str, Json]) -> Json:
    setup = params.get("setup")
    if not isinstance(setup, dict):
        raise CompanionError("Setup is needed.")
    return _answer(sessions.new_session(setup), [])


@method("companion.apply")
def _apply(params: dict[str, Json]) -> Json:
    command = params.get("command")
    if not isinstance(command, dict):
        raise CompanionError("A command is needed.")
    # one replay per tap: the opened session's state is advanced, not replayed again
    session, run = _opened(params)
    new, events, new_run = sessions.advance(session, run, command)
    return _answer(new, events, new_run, announcement(run.state, new_run.state, events))


@method("companion.undo")
def _undo(params: dict[str, Json]) -> Json:
    return _answer(*sessions.undo(_session(params)))


@method("companion.redo")
def _redo(params: dict[str, Json]) -> Json:
    return _answer(*sessions.redo(_session(params)))


@method("companion.view")
def _view(params: dict[str, Json]) -> Json:
    session, run = _opened(params)
    return _answer(session, [], run)


@method("companion.load")
def _load(params: dict[str, Json]) -> Json:
    """Open a save from storage or an imported file (validated, migrated, replayed)."""
    session, run = sessions.open_session(params.get("data"))
    return _answer(session, [], run)


@method("companion.clean_roster")
def _clean_roster(params: dict[str, Json]) -> Json:
    """A stored or imported roster, checked: ``entries`` kept, ``problems`` worded for people."""
    return hero_facts.clean_roster(params.get("roster"))


@method("companion.clean_cards")
def _clean_cards(params: dict[str, Json]) -> Json:
    """A stored or imported card library, checked: ``entries`` kept, ``problems`` worded;
    ``file`` is what exporting those entries writes."""
    cleaned = card_library.clean_library(params.get("cards"))
    return {**cleaned, "file": card_library.export(cleaned["entries"])}


@method("companion.clean_plots")
def _clean_plots(params: dict[str, Json]) -> Json:
    """A stored or imported plot list, checked: ``entries`` kept, ``problems`` worded."""
    return plots.clean_plots(params.get("plots"))


@method("companion.team_offer")
def _team_offer(params: dict[str, Json]) -> Json:
    """ "Same team as last game": what one tap fills in at setup (``offer``: None for none),
    from the device's stored team, roster and plots."""
    return {
        "offer": last_team.team_offer(params.get("team"), params.get("roster"), params.get("plots"))
    }


@method("companion.finished_stats")
def _finished_stats(params: dict[str, Json]) -> Json:
    """Win/loss counts per plot and difficulty over the summaries the screen kept."""
    return finished.finished_stats(params.get("summaries"))
