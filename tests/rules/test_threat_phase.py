"""Threat Phase (Raise Threat, Flip Missions, Draw Threat Card, Running Out of Threat Cards),
Threat, and Clarifications: Threat."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.rules.threat import flips_due, icons
from tests.rules.rulekit import deploy, engine, fx, game, kind, put_mission, put_sentinel, refresh


def _to_threat_phase(g) -> None:  # type: ignore[no-untyped-def]
    """Send every hero to Xavier's Office and play until the round's threat card is drawn."""
    for h in list(g.s["seats"]):
        g.apply(f"{h}@school:office")


@pytest.mark.rule("Threat Phase: 1. Raise Threat", "Sentinels")
def test_raise_threat_counts_mission_and_sentinel_icons() -> None:
    """Threat Phase, 1. Raise Threat: icons of face-up missions and Sentinels."""
    g = game(("wolverine", "storm"))
    s = g.s
    for mid in list(s["missions"]):
        del s["missions"][mid]
        for d in s["decks"].values():
            d["up"] = False
    put_mission(g, "na1")  # 1 icon
    put_mission(g, "juggernaut")  # 1 icon
    put_sentinel(g, "juggernaut", "y_tracker")  # 1 icon
    assert icons(engine(g)) == 2 + 1  # Xavier's Dream adds none
    s["tdeck"]["green"] = ["g_rally"] + [c for c in s["tdeck"]["green"] if c != "g_rally"]
    s["threat"] = 2
    refresh(g)
    _to_threat_phase(g)
    assert s["threat"] == 2 + 3 + 1  # icons to 5 (green), then Angry Rally raises 1


@pytest.mark.rule("Threat", "Losing the Game")
def test_losing_past_fifteen() -> None:
    """Threat: raising threat beyond space 15 loses the game."""
    g = game()
    g.s["threat"] = 14
    fx(g, [{"op": "raise_threat", "amount": 1}])
    assert g.outcome is None and g.s["threat"] == 15
    fx(g, [{"op": "raise_threat", "amount": 1}])
    assert g.outcome == {"result": "lost", "reason": "threat rose beyond 15"}
    assert g.legal_actions() == []


@pytest.mark.rule("Clarifications: Threat")
def test_threat_never_drops_below_one() -> None:
    """Clarifications: Threat: threat cannot be reduced below 1."""
    g = game(difficulty="easy")
    fx(g, [{"op": "reduce_threat", "amount": 5}])
    assert g.s["threat"] == 1


@pytest.mark.parametrize(
    ("heroes", "faceup", "due"),
    [(2, True, 0), (2, False, 1), (3, True, 1), (4, True, 1), (5, True, 2), (6, True, 2)],
)
@pytest.mark.rule("Threat Phase: 2. Flip Missions", "Special Terms: Flip")
def test_flip_missions_by_hero_count(heroes: int, faceup: bool, due: int) -> None:
    """Threat Phase, 2. Flip Missions: two heroes flip one only if no continent mission is face
    up; three or four flip one; five or six flip two."""
    names = ("wolverine", "storm", "cyclops", "phoenix", "jubilee", "beast")[:heroes]
    g = game(names)
    if not faceup:
        for d in g.s["decks"].values():
            if d["up"]:
                del g.s["missions"][d["cards"][0]]
                d["up"] = False
    assert flips_due(engine(g)) == due


@pytest.mark.rule("Threat Phase: 2. Flip Missions", "Special Terms: Flip")
def test_flip_as_many_as_possible() -> None:
    """Threat Phase, 2. Flip Missions: with too few face-down decks, flip as many as possible."""
    g = game(("wolverine", "storm", "cyclops", "phoenix", "jubilee"))
    for k in list(g.s["decks"])[1:]:
        if not g.s["decks"][k]["up"]:
            from core.games.mutant_insurrection.rules.deploy import flip_deck

            flip_deck(engine(g), k)
    down = [k for k, d in g.s["decks"].items() if not d["up"]]
    assert len(down) <= 1
    _to_threat_phase(g)
    assert all(d["up"] for d in g.s["decks"].values())


@pytest.mark.rule("Running Out of Threat Cards", "Threat Phase: 3. Draw Threat Card")
def test_draw_from_the_deck_of_the_trackers_colour_and_next_when_empty() -> None:
    """Threat Phase, 3. Draw Threat Card / Running Out of Threat Cards."""
    g = game()
    s = g.s
    s["tdeck"]["yellow"] = ["y_press"] + [c for c in s["tdeck"]["yellow"] if c != "y_press"]
    s["tdiscard"]["green"] += s["tdeck"]["green"]
    s["tdeck"]["green"] = []  # green is empty: draw from the yellow deck to its right
    _to_threat_phase(g)
    assert "y_press" in s["tdiscard"]["yellow"]  # an event resolves and is discarded


@pytest.mark.rule("Running Out of Threat Cards", "Losing the Game")
def test_empty_red_deck_loses() -> None:
    """Running Out of Threat Cards: a red card from an empty red deck loses the game."""
    g = game()
    s = g.s
    s["threat"] = 11
    s["tdiscard"]["red"] += s["tdeck"]["red"]
    s["tdeck"]["red"] = []
    for mid in list(s["missions"]):
        s["missions"].pop(mid)
    for d in s["decks"].values():
        d["up"] = False
    s["briefings"] = {}
    s["story_aside"].append("01")
    _to_threat_phase(g)
    while g.outcome is None and kind(g) == "flip_deck":
        g.apply(g.legal_actions()[0])
    assert g.outcome == {
        "result": "lost",
        "reason": "a red threat card had to be drawn from an empty deck",
    }


@pytest.mark.rule("Clarifications: Heroes", "Special Terms: Hero Count")
def test_hero_count_is_fixed_at_setup() -> None:
    """Hero Count / Clarifications: Heroes: the value stays as heroes are knocked out."""
    g = game(("wolverine", "storm", "cyclops"))
    fx(g, [{"op": "suffer_damage", "amount": 9}], hero="storm")
    assert "storm" in g.s["ko"]
    assert engine(g).value({"hero_count_plus": 2}) == 5
    assert deploy  # (deploying after a knock-out is covered in test_damage)
