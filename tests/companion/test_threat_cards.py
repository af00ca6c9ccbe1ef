"""Rulebook: Threat Phase, Draw Threat Card (events and Sentinels); Sentinels (target, one per
mission, discarded with threat when no mission is free); Clarifications: Sentinels (completed
objectives and a Sentinel's icons count); Villain Cards (a threat card's villain replaces a
mission). Each kind is one tap, undone as one."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.ops_threat_cards import sentinel_matches
from core.games.mutant_insurrection.companion.session import new_session, perform, replay, undo
from core.games.mutant_insurrection.companion.view import build


def _drawn(game, **missions: tuple[int, int | None]):
    """A game in the threat phase, its card drawn; missions as name=(icons, objectives)."""
    g = game().to_phase("deploy")
    for name, (icons, objectives) in missions.items():
        g.do("mission_add", name=name, threat=icons, objectives=objectives)
    g.to_phase("threat").do("raise_icons").do("draw_threat")
    return g


def _mission(g, name: str):
    return next(m for m in g.state["missions"] if m["name"] == name)


def test_an_event_moves_threat_and_hurts_each_hero_in_one_tap(game) -> None:
    g = _drawn(game, Pyro=(1, 2))
    before = g.state["threat"]
    g.do("threat_event", name="Riots", threat=1, each=1)
    assert g.state["threat"] == before + 1
    assert [h["damage"] for h in g.state["heroes"]] == [1, 1, 1]
    assert g.events[0] == "Riots resolves."
    assert "card" in g.state["done"]


def test_an_event_heals_the_heroes_at_one_mission_only(game) -> None:
    g = game().to_phase("deploy").do("mission_add", name="Pyro", threat=1)
    pyro = _mission(g, "Pyro")["id"]
    g.do("deploy", hero=1, mission=pyro).do("damage", hero=1, delta=2).do("damage", hero=2, delta=2)
    g.do("threat_event", mission=pyro, mission_delta=-1)
    assert [h["damage"] for h in g.state["heroes"][:2]] == [1, 2]


def test_an_event_that_does_nothing_or_heals_the_unhurt_is_refused(game) -> None:
    g = _drawn(game, Pyro=(1, 2))
    with pytest.raises(CommandError, match="Say what the event does"):
        g.do("threat_event", name="Quiet")
    with pytest.raises(CommandError, match="no damage to heal"):
        g.do("each_hero", delta=-1)


def test_each_hero_damage_knocks_out_as_damage_does(game) -> None:
    g = game(health=1)
    g.do("each_hero", delta=1)
    assert all(h["out"] for h in g.state["heroes"])
    assert g.state["threat"] == 4 + 3  # Being Knocked Out: +1 threat each


def test_heroes_at_a_mission_take_damage_the_others_none(game) -> None:
    g = game().do("mission_add", name="Pyro", threat=1)
    pyro = _mission(g, "Pyro")["id"]
    g.do("deploy", hero=2, mission=pyro).do("mission_heroes", mission=pyro, delta=1)
    assert [h["damage"] for h in g.state["heroes"]] == [0, 1, 0]
    blob = g.do("mission_add", name="Blob", threat=1).state["missions"][-1]["id"]
    with pytest.raises(CommandError, match="No hero is at Blob"):
        g.do("mission_heroes", mission=blob, delta=1)


def test_sentinel_targets_count_completed_objectives_and_sentinel_icons(game) -> None:
    g = game()
    for name, icons, objectives in (("Pyro", 1, 3), ("Blob", 2, 2), ("Toad", 2, None)):
        g.do("mission_add", name=name, threat=icons, objectives=objectives)
    ids = {m["name"]: m["id"] for m in g.state["missions"]}
    g.do("mission_success", mission=ids["Pyro"], delta=1)
    # Toad's objectives were never typed: it cannot be ruled out
    assert sentinel_matches(g.state, "most_objectives") == [ids["Pyro"], ids["Toad"]]
    assert sentinel_matches(g.state, "fewest_icons") == [ids["Pyro"]]
    assert sentinel_matches(g.state, "most_tokens") == [ids["Pyro"]]
    g.do("sentinel", mission=ids["Blob"], name="MK I", threat=1)
    # a mission with a Sentinel is no target at all
    assert ids["Blob"] not in sentinel_matches(g.state, "most_icons")


def test_a_drawn_sentinel_attaches_only_where_its_target_points(game) -> None:
    g = _drawn(game, Pyro=(1, 3), Blob=(2, 2))
    pyro, blob = (_mission(g, n)["id"] for n in ("Pyro", "Blob"))
    with pytest.raises(CommandError, match="most objectives: that is Pyro"):
        g.do("sentinel_draw", name="Nimrod", threat=1, target="most_objectives", mission=blob)
    g.do(
        "sentinel_draw",
        name="Nimrod",
        threat=1,
        target="most_objectives",
        mission=pyro,
        villainy="Suffer 1 damage.",
        villainy_damage=1,
    )
    assert _mission(g, "Pyro")["sentinel"] == {
        "name": "Nimrod",
        "threat": 1,
        "villainy": "Suffer 1 damage.",
        "villainy_damage": 1,
    }
    assert "card" in g.state["done"]


def test_a_sentinel_with_no_free_mission_is_discarded_and_raises_threat(game) -> None:
    g = _drawn(game)
    before = g.state["threat"]
    g.do("sentinel_draw", name="MK II", threat=2, target="most_icons")
    assert g.state["threat"] == before + 2
    assert "discarded" in g.events[0]


def test_the_view_asks_for_the_kind_after_the_draw_until_resolved(game) -> None:
    s = new_session(
        {"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")], "seed": 3}
    )
    for cmd in (
        {"op": "next_phase"},
        {"op": "mission_add", "name": "Pyro", "threat": 1, "objectives": 2},
    ):
        s, _ = perform(s, cmd)
    while replay(s).state["phase"] != "threat":
        s, _ = perform(s, {"op": "next_phase"})
    s, _ = perform(s, {"op": "raise_icons"})
    assert build(s)["threat_card"]["pending"] is False
    s, _ = perform(s, {"op": "draw_threat"})
    card = build(s)["threat_card"]
    assert card["pending"] is True
    pyro = replay(s).state["missions"][0]["id"]
    assert {t["rule"]: t["matches"] for t in card["targets"]}["fewest_icons"] == [pyro]
    s, _ = perform(s, {"op": "villain_replace", "mission": pyro, "name": "Magneto", "threat": 2})
    assert build(s)["threat_card"]["pending"] is False
    s, ev = undo(s)  # one undo takes the villain back and asks again
    assert ev == ["Undone: Magneto replaces Pyro, which is out of play until Magneto is gone."]
    assert build(s)["threat_card"]["pending"] is True
    assert replay(s).state["missions"][0]["name"] == "Pyro"


@pytest.mark.parametrize(
    "command",
    [
        {"op": "threat_event", "each": 1, "threat": 2},
        {"op": "sentinel_draw", "name": "Nimrod", "threat": 1, "target": "any"},
        {"op": "each_hero", "delta": 1},
    ],
)
def test_each_kind_is_one_undo_step(command) -> None:
    s = sessions.new_session(
        {"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}], "seed": 2}
    )
    s, _ = perform(s, {"op": "mission_add", "name": "Pyro", "threat": 1})
    if command["op"] == "sentinel_draw":
        command = {**command, "mission": replay(s).state["missions"][0]["id"]}
    before = replay(s).state
    s, _ = perform(s, command)
    assert replay(s).state != before
    s, _ = undo(s)
    assert {k: v for k, v in replay(s).state.items() if k != "clock"} == {
        k: v for k, v in before.items() if k != "clock"
    }
