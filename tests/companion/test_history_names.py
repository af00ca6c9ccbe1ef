"""Issue 13 item 6: the title follows the current team, the history is whole and says what
each phase change starts, taps that change nothing are refused, no doubled words."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.live import LiveSession
from core.games.mutant_insurrection.companion.view import build
from tests.companion.played import played

SETUP = {"players": 2, "heroes": [{"name": "Storm", "health": 1}, {"name": "Rogue"}], "seed": 1}


def _run(*commands: dict[str, object]) -> sessions.Session:
    return played(SETUP, *commands)


@pytest.mark.rule("Being Knocked Out")
def test_the_title_follows_the_team_after_a_replacement() -> None:
    s = _run({"op": "damage", "hero": 1, "delta": 1}, *[{"op": "next_phase"}] * 4)
    s, _ = sessions.perform(s, {"op": "replace", "hero": 1, "name": "Wolverine"})
    assert build(s)["title"] == "Wolverine, Rogue · Normal · Round 1 · Regroup"


@pytest.mark.rule("Playing the Game")
def test_a_phase_change_names_the_phase_it_starts() -> None:
    s = _run({"op": "next_phase"}, {"op": "next_phase"})
    texts = [line["text"] for line in build(s)["history"]]
    assert texts == ["Round 1: the mission phase starts.", "Round 1: the deploy phase starts."]


@pytest.mark.rule("Threat")
def test_a_tap_that_changes_nothing_is_refused_and_not_recorded() -> None:
    s = _run(
        {"op": "mission_add", "name": "Pyro", "threat": 1},
        {"op": "deploy", "hero": 2, "mission": 3},
    )
    with pytest.raises(CommandError, match="changes nothing"):
        sessions.perform(s, {"op": "threat", "delta": 0})
    with pytest.raises(CommandError, match="changes nothing"):
        sessions.perform(s, {"op": "deploy", "hero": 2, "mission": 3})
    live = LiveSession.open(s)
    with pytest.raises(CommandError, match="changes nothing"):
        live.tap({"op": "threat", "delta": 0})
    assert len(live.log) == 2 and len(build(*live.recent())["history"]) == 2
    # a save that already holds such a tap still replays it
    old = {**s, "log": [*s["log"], {"op": "threat", "delta": 0}]}
    assert sessions.open_session(old)[1].dropped is None


@pytest.mark.rule("Sentinels")
def test_a_sentinel_is_named_with_the_word_once() -> None:
    s = _run(
        {"op": "mission_add", "name": "Pyro", "threat": 1},
        {"op": "sentinel", "mission": 3, "name": "Sentinel MK I", "threat": 1},
        {"op": "mission_add", "name": "Blob", "threat": 1},
        {"op": "sentinel", "mission": 4, "name": "Nimrod", "threat": 1},
    )
    labels = [m["sentinel_label"] for m in build(s)["missions"]]
    assert labels == ["Sentinel MK I", "Sentinel Nimrod"]


@pytest.mark.rule("Threat Phase: 1. Raise Threat")
def test_threat_entries_never_say_a_move_that_did_not_happen(game) -> None:
    g = game().to_phase("threat").do("raise_icons")
    assert g.events == ["No ! icons in play: threat stays at 4."]
    g = game(difficulty="extreme").do(
        "threat", delta=15 - game(difficulty="extreme").state["threat"]
    )
    g.do("threat", delta=1)
    assert g.events == ["Threat went past 15: the heroes lose."]
