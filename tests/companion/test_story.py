"""Issue 13 item 4: the plot typed once (Setup: Choose Plot; Basic Concepts: Plots), its
showdown set prepared for the showdown, briefings and story missions with their progress."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CommandError, SetupError
from core.games.mutant_insurrection.companion.plots import MAX_PLOTS, clean_plots
from core.games.mutant_insurrection.companion.view import build

SHOWDOWN = [
    {"name": "Magneto", "defeat": 6, "attack": 2, "effect": "Each hero suffers 1 damage."},
    {"name": "Mystique", "defeat": 4},
]
PLOT = {"name": "The Brotherhood of Mutants", "challenge": 1, "showdown": SHOWDOWN}
SETUP = {
    "players": 3,
    "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")],
    "seed": 1,
    "plot": PLOT,
}


def _run(*commands: dict[str, object], setup: dict[str, object] = SETUP) -> sessions.Session:
    s = sessions.new_session(setup)
    for c in commands:
        s, _ = sessions.perform(s, c)
    return s


@pytest.mark.rule("Setup: Choose Plot")
def test_the_plot_is_kept_and_prepares_the_showdown() -> None:
    v = build(_run())
    plot = v["plot"]
    assert plot["label"] == "The Brotherhood of Mutants (challenge 1 of 5)"
    assert plot["showdown_form"][1] == {
        "name": "Mystique",
        "defeat": 4,
        "attack": 0,
        "effect": "",
    }
    assert v["plot_entries"] == [{**PLOT, "showdown": plot["showdown_form"]}]
    s, _ = sessions.perform(_run(), plot["showdown_command"])
    v = build(s)
    assert [m["name"] for m in v["showdown"]["missions"]] == ["Magneto", "Mystique"]
    assert v["showdown"]["attack"] == 2 and v["plot"]["showdown_command"] is None
    no_plot = {k: v for k, v in SETUP.items() if k != "plot"}
    assert build(_run(setup=no_plot))["plot"] is None


@pytest.mark.rule("Basic Concepts: Plots")
@pytest.mark.parametrize(
    ("plot", "words"),
    [
        ({"name": "X", "challenge": 0}, "challenge level is a whole number from 1 to 5"),
        ({"name": "", "challenge": 2}, "plot's name is missing"),
        ({"name": "X", "challenge": 2, "showdown": [SHOWDOWN[0]]}, "2 to 6 missions"),
        ({"name": "X", "challenge": 2, "showdown": [SHOWDOWN[0], {"name": "B"}]}, "defeat"),
        ("junk", "needs a name"),
    ],
)
def test_a_bad_plot_is_refused_at_setup(plot: object, words: str) -> None:
    with pytest.raises(SetupError, match=words):
        sessions.new_session({**SETUP, "plot": plot})


def test_clean_plots_keeps_the_good_ones() -> None:
    out = clean_plots([PLOT, {"name": "X"}, {**PLOT, "challenge": 2}])
    assert [(p["name"], p["challenge"]) for p in out["entries"]] == [
        ("The Brotherhood of Mutants", 2)
    ]
    assert out["problems"] == ["Entry 2: A plot's challenge level is a whole number from 1 to 5."]
    many = clean_plots([{"name": f"P{i}", "challenge": 3} for i in range(MAX_PLOTS + 1)])
    assert len(many["entries"]) == MAX_PLOTS and many["problems"]
    assert clean_plots("x")["entries"] == []


@pytest.mark.rule("Briefings")
def test_a_briefing_counts_to_its_goal_and_is_undoable() -> None:
    s = _run({"op": "briefing_add", "name": "Xavier's Dream"})
    v = build(s)
    assert v["briefing_goal_default"] == {"value": 5, "label": "Hero count + 2 = 5"}
    (b,) = v["briefings"]
    assert (b["goal"], b["progress"], b["can_less"]) == (5, 0, False)  # 3 heroes + 2
    for _ in range(5):
        s, events = sessions.perform(
            s, {"op": "briefing_progress", "briefing": b["id"], "delta": 1}
        )
    assert events[-1] == "Xavier's Dream reached its goal: resolve what the card says."
    assert build(s)["briefings"][0]["reached"]
    with pytest.raises(CommandError, match="already has its 5"):
        sessions.perform(s, {"op": "briefing_progress", "briefing": b["id"], "delta": 1})
    s, _ = sessions.undo(s)
    assert build(s)["briefings"][0]["progress"] == 4
    with pytest.raises(CommandError, match="out of range"):
        sessions.perform(s, {"op": "briefing_add", "name": "B", "goal": 0})


@pytest.mark.rule("Story Card Example")
def test_a_briefing_flips_into_a_story_mission_with_its_progress() -> None:
    s = _run({"op": "briefing_add", "name": "Xavier's Dream", "goal": 4})
    bid = build(s)["briefings"][0]["id"]
    s, _ = sessions.perform(
        s, {"op": "briefing_flip", "briefing": bid, "name": "Magneto", "threat": 2}
    )
    v = build(s)
    assert v["briefings"] == []
    assert v["story_missions"] == [
        {"id": bid + 1, "name": "Magneto", "success": 0, "objectives": None}
    ]
    s, _ = sessions.perform(s, {"op": "mission_success", "mission": bid + 1, "delta": 1})
    assert build(s)["story_missions"][0]["success"] == 1


@pytest.mark.rule("Assembling the Showdown")
def test_the_showdown_keeps_only_the_briefing_that_started_it() -> None:
    s = _run({"op": "briefing_add", "name": "A", "goal": 2}, {"op": "briefing_add", "name": "B"})
    keep = build(s)["briefings"][1]["id"]
    s, _ = sessions.perform(s, {"op": "showdown_start", "missions": SHOWDOWN, "keep": keep})
    assert [b["name"] for b in build(s)["briefings"]] == ["B"]
    with pytest.raises(CommandError, match="no new story cards"):
        sessions.perform(s, {"op": "briefing_add", "name": "C"})


@pytest.mark.rule("Showdown Missions")
def test_a_showdown_set_typed_when_it_starts_is_the_plots_set() -> None:
    """Showdown Missions: they are not revealed until the showdown begins, so the set is typed
    then (never at setup); the device remembers it with the plot for its next game (issue 25).
    The briefing that started it stays in play and cannot flip into a story mission."""
    plain = {**SETUP, "plot": {"name": "The Hellfire Club", "challenge": 3}}
    s = _run({"op": "briefing_add", "name": "Inner Circle"}, setup=plain)
    assert build(s)["plot_entries"][0]["showdown"] is None
    s, _ = sessions.perform(s, {"op": "showdown_start", "missions": SHOWDOWN})
    v = build(s)
    (entry,) = v["plot_entries"]
    assert [m["name"] for m in entry["showdown"]] == [m["name"] for m in SHOWDOWN]
    assert set(entry["showdown"][0]) == {"name", "defeat", "attack", "effect"}
    assert clean_plots([entry])["entries"] == [entry]  # what the device keeps reads back
    (briefing,) = v["briefings"]
    assert briefing["name"] == "Inner Circle" and briefing["can_flip"] is False
