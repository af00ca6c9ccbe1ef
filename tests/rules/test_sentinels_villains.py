"""Sentinels (attach, discard, Clarifications: Sentinels), Villain Cards and Replacing Cards."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.rules.sentinels import best, metric
from core.games.mutant_insurrection.rules.villains import replace_mission
from tests.rules.rulekit import (
    alone,
    deploy,
    engine,
    finish,
    fx,
    game,
    ids,
    kind,
    put_mission,
    put_sentinel,
    refresh,
    spend,
)


def _only(g, *mids: str) -> None:  # type: ignore[no-untyped-def]
    s = g.s
    for mid in list(s["missions"]):
        del s["missions"][mid]
    for d in s["decks"].values():
        d["up"] = False
    for m in mids:
        put_mission(g, m)


def _draw_next(g, card: str) -> None:  # type: ignore[no-untyped-def]
    """Make ``card`` the next threat card and play to it (heroes rest at the school)."""
    s = g.s
    s["threat"] = 2
    for deck in s["tdeck"].values():
        if card in deck:
            deck.remove(card)
    s["tdeck"]["green"].insert(0, card)
    refresh(g)
    for h in list(s["seats"]):
        g.apply(f"{h}@school:office")


@pytest.mark.rule("Clarifications: Sentinels")
def test_sentinel_target_counts_follow_the_clarifications() -> None:
    """Clarifications: Sentinels: separate damage requirements; icons include an attached
    Sentinel's; objectives include completed ones."""
    g = game()
    _only(g, "mystique", "as3", "eu1")
    e = engine(g)
    assert metric(e, "mystique", "most_damage") == 1  # one requirement of 2 damage
    assert metric(e, "as3", "most_damage") == 1
    g.s["missions"]["mystique"]["done"] = [True, True, False]
    assert metric(e, "mystique", "most_objectives") == 3
    g.s["missions"]["as3"]["sentinel"] = "y_tracker"
    assert metric(e, "as3", "most_threat") == 0 + 1
    assert best(e, ["mystique", "as3", "eu1"], "fewest_objectives") == ["as3", "eu1"]


@pytest.mark.rule("Sentinels")
def test_sentinel_attaches_to_best_match_and_heroes_break_ties() -> None:
    """Sentinels: attach to the face-up mission best matching the target; ties: heroes choose."""
    g = game()
    _only(g, "mystique", "sa1")
    _draw_next(g, "g_mk1")  # Sentinel Scout: most objectives
    assert g.s["missions"]["mystique"]["sentinel"] == "g_mk1"
    g2 = game()
    _only(g2, "sa1", "af1")  # one objective each
    _draw_next(g2, "g_mk1")
    assert kind(g2) == "sentinel_target" and ids(g2) == ["m:sa1", "m:af1"]
    g2.apply("m:af1")
    assert g2.s["missions"]["af1"]["sentinel"] == "g_mk1"


@pytest.mark.rule("Sentinels")
def test_sentinel_with_no_free_mission_is_discarded_and_raises_threat() -> None:
    """Sentinels: one per mission; none free -> discarded, threat raised by its icons."""
    g = game()
    _only(g, "sa1")
    put_sentinel(g, "sa1", "y_mk2")
    _draw_next(g, "g_mk1")
    assert "g_mk1" in g.s["tdiscard"]["green"]
    assert g.s["threat"] == 2 + 1 + 1  # mission icons 0 + Sentinel Hunter 1, then Scout's 1


@pytest.mark.rule("Discarding Sentinels", "Sentinels")
def test_sentinel_blocks_completion_until_its_objective_is_met() -> None:
    """Sentinels / Discarding Sentinels: a mission cannot be completed with a Sentinel attached;
    the Sentinel's objective can be met like the mission's, discarding it."""
    g = game()
    _only(g, "sa1")
    put_sentinel(g, "sa1", "g_mk1")  # objective: 3 fight
    refresh(g)
    deploy(g, wolverine="m:sa1", storm="m:sa1")
    g.apply("hero:wolverine")
    alone(g, ["teamwork", "fight 2", "villainy", "villainy", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o0r0", 0)
    spend(g, "o0r1", 1)
    assert g.s["missions"]["sa1"]["done"] == [True]
    assert "sa1" in g.s["missions"], "the Sentinel keeps the mission in play"
    # Storm: two yellow 2 fight make the Sentinel's 3 fight
    alone(g, ["fight 2", "fight 2", "villainy", "villainy", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "s0", 0, 1)
    assert "g_mk1" in g.s["tdiscard"]["green"]
    assert kind(g) == "choose_hero"  # the success reward: one hero there trains
    g.apply("hero:storm")
    g.apply("type:fight")
    assert "sa1" in g.s["completed"]


@pytest.mark.rule("Discarding Sentinels")
def test_sentinel_objective_any_time_on_an_order_arrow_mission() -> None:
    """Discarding Sentinels: on an order-arrow mission the Sentinel's objective is not bound
    by the order."""
    g = game()
    _only(g, "sa2")
    put_sentinel(g, "sa2", "g_mk1")
    refresh(g)
    deploy(g, wolverine="m:sa2", storm="school:office")
    alone(g, ["fight 3", "power", "villainy", "villainy", "villainy", "villainy"])
    g.apply("stop")
    assert g.check_spend([1], "o1r0") is not None  # power must wait for the top objective
    assert g.check_spend([0], "s0") is None


@pytest.mark.rule("Special Terms: Replacing Cards", "Villain Cards")
def test_villain_replaces_a_mission_and_leaves_when_completed() -> None:
    """Villain Cards / Replacing Cards: heroes and Sentinel move onto the villain, success
    tokens go back; the replaced mission returns when the villain is completed."""
    g = game()
    _only(g, "na1")
    s = g.s
    s["missions"]["na1"]["done"] = [True, False]
    put_sentinel(g, "na1", "g_mk1")
    s["heroes"]["storm"]["at"] = "m:na1"
    s["vdeck"].remove("omega_red")
    replace_mission(engine(g), "na1", "omega_red")
    assert "na1" not in s["missions"]
    assert s["missions"]["omega_red"]["sentinel"] == "g_mk1"
    assert s["heroes"]["storm"]["at"] == "m:omega_red"
    s["heroes"]["storm"]["at"] = "bb"
    s["missions"]["omega_red"]["sentinel"] = None
    s["tdiscard"]["green"].append("g_mk1")
    refresh(g)
    deploy(g, wolverine="m:omega_red", storm="school:office")
    alone(g, ["fight 3", "fight 2", "teamwork", "villainy", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o0r0", 0)
    spend(g, "o0r1", 1)
    spend(g, "o1r0", 2)
    assert "omega_red" in s["completed"]
    assert s["missions"]["na1"]["done"] == [False, False]  # back, its tokens returned
    finish(g)


@pytest.mark.rule("Villain Cards", "Threat")
def test_villain_event_replaces_the_best_matching_mission() -> None:
    """Threat cards that replace a mission with the top villain card (Villain Cards)."""
    g = game()
    _only(g, "na1", "sa1")  # most threat: Factory Raid (1 icon)
    top = g.s["vdeck"][0]
    _draw_next(g, "y_villain")
    assert top in g.s["missions"] and "na1" not in g.s["missions"]


def _complete(g, mid: str) -> None:  # type: ignore[no-untyped-def]
    """Stage: mission ``mid`` is completed (its success outcome aside)."""
    e = engine(g)
    d = g.s["decision"]
    g.s["decision"] = None
    e.push({"t": "mission_done", "m": mid, "ok": True}, {"t": "test_restore_decision", "d": d})
    e.run()
    g._legal = None


@pytest.mark.rule("Special Terms: Replacing Cards", "Villain Cards")
def test_a_villain_on_a_villain_brings_back_the_continent_mission_underneath() -> None:
    """Replacing Cards: a replaced card is out of play until the card on top is gone, then it
    returns. Two villains stacked on a continent mission: completing both brings the mission
    back face up on its deck, and no card is lost on the way."""
    from core.games.mutant_insurrection.rules.audit import problems

    g = game(("wolverine", "storm"))
    put_mission(g, "na1")
    g.s["vdeck"].remove("sabretooth")
    g.s["vdeck"].remove("sinister")
    replace_mission(engine(g), "na1", "sabretooth")
    replace_mission(engine(g), "sabretooth", "sinister")
    assert problems(g) == []
    deck = g.s["decks"]["north_america"]
    _complete(g, "sinister")
    assert "sabretooth" in g.s["missions"] and deck["up"] and deck["cards"][0] == "sabretooth"
    _complete(g, "sabretooth")
    assert "na1" in g.s["missions"] and deck["up"] and deck["cards"][0] == "na1"
    assert g.s["missions"]["na1"]["done"] == [False, False]  # its tokens went to the supply
    assert problems(g) == []
    _complete(g, "na1")
    assert not deck["up"]  # the next continent mission stays face down as usual
    assert problems(g) == []


@pytest.mark.rule("Special Terms: Replacing Cards", "Story Missions")
def test_a_villain_on_a_villain_brings_back_the_story_mission_underneath() -> None:
    """Replacing Cards / Story Missions: a story mission under two villains comes back as a
    story mission once both are completed."""
    from core.games.mutant_insurrection.rules.audit import problems

    g = game(("wolverine", "storm"))
    fx(g, [{"op": "put_story", "card": "02A"}])
    g.s["vdeck"].remove("sabretooth")
    g.s["vdeck"].remove("sinister")
    replace_mission(engine(g), "02A", "sabretooth")
    replace_mission(engine(g), "sabretooth", "sinister")
    assert "02A" not in g.s["missions"] and problems(g) == []
    _complete(g, "sinister")
    _complete(g, "sabretooth")
    assert g.s["missions"]["02A"]["zone"] == "story"
    assert problems(g) == []
