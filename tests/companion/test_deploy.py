"""Issue 13 item 2: each hero's deploy choices (Deploy Phase; Deploying to a Facedown Mission;
Deploying to a School Card), each with its command or the reason it is refused."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.view import build
from tests.companion.played import played

SETUP = {
    "players": 4,
    "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast", "Cyclops")],
    "decks": ["Africa", "Asia", "Europe", "North America"],
    "seed": 1,
}


def _run(*commands: dict[str, object]) -> sessions.Session:
    return played(SETUP, *commands)


def _choices(s: sessions.Session, hero: int) -> list[dict[str, object]]:
    return next(h for h in build(s)["heroes"] if h["id"] == hero)["deploy"]


@pytest.mark.rule("Deploy Phase")
def test_every_place_a_hero_may_go_is_offered_with_its_command() -> None:
    s = _run({"op": "mission_add", "name": "Pyro", "threat": 1, "deck": "Asia"})
    choices = _choices(s, 1)
    assert [(c["kind"], c["label"]) for c in choices] == [
        ("blackbird", "Blackbird (not deployed)"),
        ("mission", "Pyro"),
        ("school", "Xavier's Office"),
        ("school", "Cerebro"),
        ("school", "Danger Room"),
        ("deck", "Flip the top of the Africa deck"),
        ("deck", "Flip the top of the Europe deck"),
        ("deck", "Flip the top of the North America deck"),
    ]
    assert choices[0]["current"] and not choices[0]["enabled"]
    for c in choices[1:]:  # each command does what it says
        s2, _ = sessions.perform(s, c["command"])  # type: ignore[arg-type]
        assert next(h for h in build(s2)["heroes"] if h["id"] == 1)["where"] != "Blackbird"


@pytest.mark.rule("Deploy Phase")
def test_a_fourth_hero_is_refused_at_a_mission_with_the_reason() -> None:
    s = _run(
        {"op": "mission_add", "name": "Pyro", "threat": 1},
        *[{"op": "deploy", "hero": h, "mission": 5} for h in (1, 2, 3)],
    )
    pyro = next(c for c in _choices(s, 4) if c["kind"] == "mission")
    assert (pyro["enabled"], pyro["reason"], pyro["heroes"], pyro["limit"]) == (
        False,
        "Pyro already has 3 heroes.",
        3,
        3,
    )
    mine = next(c for c in _choices(s, 1) if c["kind"] == "mission")
    assert mine["current"] and mine["reason"] is None
    with pytest.raises(CommandError, match="already has 3 heroes"):
        sessions.perform(s, pyro["command"])  # type: ignore[arg-type]


@pytest.mark.rule("Deploying to a Facedown Mission")
def test_deploying_to_a_deck_flips_its_top_mission_and_deploys_there() -> None:
    s = _run({"op": "deploy_deck", "hero": 2, "deck": "Europe"})
    v = build(s)
    (m,) = v["missions"]
    assert (m["deck"], m["heroes"], m["threat"]) == ("Europe", ["Rogue"], 0)
    assert "Europe" not in v["face_down_decks"]
    assert "Flip the top of the Europe deck" not in [c["label"] for c in _choices(s, 1)]
    with pytest.raises(CommandError, match="already has a face-up mission"):
        sessions.perform(s, {"op": "deploy_deck", "hero": 1, "deck": "Europe"})
    with pytest.raises(CommandError, match="not in play"):
        sessions.perform(s, {"op": "deploy_deck", "hero": 1, "deck": "South America"})
    s, _ = sessions.perform(s, {"op": "mission_complete", "mission": m["id"]})
    assert "Europe" in build(s)["face_down_decks"]  # the next card of the deck is face down


@pytest.mark.rule("Deploying to a School Card")
def test_school_heroes_return_at_regroup_and_schools_go_in_the_showdown() -> None:
    s = _run({"op": "next_phase"}, {"op": "deploy", "hero": 3, "school": "Cerebro"})
    assert build(s)["heroes"][2]["where"] == "Cerebro"
    with pytest.raises(CommandError, match="Xavier's Office, Cerebro or Danger Room"):
        sessions.perform(s, {"op": "deploy", "hero": 3, "school": "Kitchen"})
    for _ in range(3):
        s, _ = sessions.perform(s, {"op": "next_phase"})
    assert build(s)["heroes"][2]["school"] is None
    sd = [{"name": "A", "defeat": 2, "attack": 1}, {"name": "B", "defeat": 2}]
    s, _ = sessions.perform(s, {"op": "showdown_start", "missions": sd})
    kinds = {c["kind"] for c in _choices(s, 1)}
    assert kinds == {"blackbird", "mission"}
    with pytest.raises(CommandError, match="set aside"):
        sessions.perform(s, {"op": "deploy", "hero": 1, "school": "Cerebro"})


@pytest.mark.rule("Threat Phase")
def test_the_threat_phase_flip_step_lists_the_decks_to_flip() -> None:
    """Threat Phase, step 2 (3-4 heroes flip one mission): the Table's flip step offers the
    face-down decks, so the flip needs no trip to the Missions tab; ticked, it offers none."""
    from core.games.mutant_insurrection.companion import session as sessions
    from core.games.mutant_insurrection.companion.view import build

    setup = {
        "players": 3,
        "heroes": [{"name": "Storm"}, {"name": "Rogue"}, {"name": "Cyclops"}],
        "seed": 1,
    }
    s = sessions.new_session(setup)
    for _ in range(3):  # setup -> round 1 deploy -> mission -> threat
        s, _ = sessions.perform(s, {"op": "next_phase"})
    v = build(s)
    assert v["phase"] == "threat"
    flip = next(st for st in v["steps"] if st["id"] == "flip")
    assert flip["decks"] == v["face_down_decks"] and flip["decks"]
    assert all(st["decks"] == [] for st in v["steps"] if st["id"] != "flip")
    s, _ = sessions.perform(s, {"op": "check", "step": "flip"})
    assert next(st for st in build(s)["steps"] if st["id"] == "flip")["decks"] == []
