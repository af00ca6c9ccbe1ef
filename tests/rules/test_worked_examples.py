"""The rulebook's worked examples, reproduced with forced dice."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.rules.bonds import partner
from tests.rules.rulekit import (
    alone,
    at_mission,
    damage,
    deploy,
    engine,
    fx,
    game,
    ids,
    kind,
    pool,
    refresh,
    reroll,
    spend,
)


@pytest.mark.rule("Mission Attempt Example", "Attempting Missions")
def test_mission_attempt_example_mystique() -> None:
    """Attempting Missions, Mission Attempt Example: Phoenix assisted by Cyclops at Mystique."""
    g = game(("phoenix", "cyclops"))
    at_mission(g, "mystique", phoenix="m:mystique", cyclops="m:mystique")
    assert kind(g) == "choose_active"
    g.apply("hero:phoenix")
    assert kind(g) == "assist"
    # Phoenix's power card (3 yellow, 1 blue) + Cyclops's assist card (2 blue): 3 yellow, 3 blue
    g.force_dice(["power", "teamwork", "teamwork", "fight 1", "fight 1", "fight 1"])
    g.apply("assist:cyclops")
    g.apply("dice:cyclops")  # Cyclops's assist card: two blue dice
    assert [c for _, c, _, _ in pool(g)] == ["yellow"] * 3 + ["blue"] * 3
    g.force_dice(["fight 2", "fight 1", "fight 2"])
    reroll(g, 3, 4, 5)  # keeps power and both teamwork results
    g.force_dice(["teamwork"])
    reroll(g, 4)  # the last standard reroll, on the unhelpful 1 fight
    assert [(k, v) for _, _, k, v in pool(g)] == [
        ("power", 0),
        ("teamwork", 0),
        ("teamwork", 0),
        ("fight", 2),
        ("teamwork", 0),
        ("fight", 2),
    ]
    assert "reroll" not in ids(g)  # no rerolls left; Phoenix's own ability adds a die instead
    g.apply("stop")
    # the bottom objective first (no order arrow): 2 + 2 fight on the 3 fight, two teamwork
    spend(g, "o2r0", 3, 5)
    spend(g, "o2r1", 1)
    spend(g, "o2r2", 2)
    assert g.s["missions"]["mystique"]["done"] == [False, False, True]
    spend(g, "o1r0", 0)
    spend(g, "o1r1", 4)
    spend(g, "o1r2")  # the damage requirement: Phoenix suffers 2
    assert damage(g, "phoenix") == 2
    assert g.s["missions"]["mystique"]["done"] == [False, True, True]
    # no dice left for the top objective: the attempt ends and Cyclops may try
    assert kind(g) == "assist" and g.decision["who"] == "cyclops"


@pytest.mark.rule("Attempting Missions", "Villainy Example")
def test_villainy_example_juggernaut() -> None:
    """Attempting Missions, Villainy Example: each reroll that includes villainy dice first
    resolves Juggernaut's villainy effect (suffer 2 damage)."""
    g = game(("wolverine", "storm"))
    at_mission(g, "juggernaut", wolverine="m:juggernaut", storm="school:office")
    # alone: Wolverine's power card (3 red, 1 yellow) + his own assist card (red, yellow)
    alone(g, ["villainy", "villainy", "fight 3", "teamwork", "fight 2", "fight 2"])
    assert damage(g, "wolverine") == 0
    g.force_dice(["teamwork", "villainy", "fight 1"])
    reroll(g, 0, 1, 2)  # both villainy dice and the unneeded 3 fight
    assert damage(g, "wolverine") == 2
    assert [k for _, _, k, _ in pool(g)][:3] == ["teamwork", "villainy", "fight"]
    g.force_dice(["teamwork"])
    reroll(g, 1)  # the villainy die again: suffer 2 again
    assert damage(g, "wolverine") == 4
    assert [k for _, _, k, _ in pool(g)][:2] == ["teamwork", "teamwork"]


@pytest.mark.rule("Story Card Example", "Story Cards")
def test_story_card_example_xaviers_dream_to_magneto_to_santo_marco() -> None:
    """Story Cards, Story Card Example: the briefing flips at hero count + 2 tokens, Magneto
    comes into play, completing Magneto puts Santo Marco into play."""
    g = game(("storm", "wolverine"))
    s = g.s
    assert "01A" in s["briefings"]  # the plot's Setup text
    s["briefings"]["01A"]["tokens"] = 3
    deploy(g, storm="school:office", wolverine="school:office")
    while kind(g) != "deploy":
        g.apply(g.legal_actions()[0])
        if s["round"] == 1 and "01A" in s["briefings"]:
            continue
    assert "01A" in s["briefings"], "3 tokens are not enough with two heroes"
    fx(g, [{"op": "add_tokens", "count": 1, "card": "01A"}])
    assert s["briefings"]["01A"]["tokens"] == 4
    deploy(g, storm="school:office", wolverine="school:office")
    while kind(g) != "deploy":
        g.apply(g.legal_actions()[0])
    assert "01A" not in s["briefings"]
    assert "01B" in s["missions"] and s["missions"]["01B"]["zone"] == "story"
    # Magneto's Flip effect put Cerebro Hijacked over Cerebro
    assert s["school"]["cerebro"]["over"] == "06A"
    deploy(g, wolverine="m:01B", storm="school:office")
    alone(g, ["fight 3", "fight 1", "power", "power", "teamwork", "power"])
    g.apply("stop")
    spend(g, "o0r0", 0, 1)
    spend(g, "o1r0", 2)
    spend(g, "o1r1", 3)
    spend(g, "o2r0", 4)
    spend(g, "o2r1")
    assert "01B" in s["completed"]
    assert "02A" in s["missions"] and "01B" not in s["missions"]


@pytest.mark.rule(
    "Breaking Bond Example",
    "Forming Bond Example",
    "Bonds",
    "Special Terms: Die Icon",
)
def test_bond_example_love_and_regret() -> None:
    """Bonds, Forming Bond Example and Breaking Bond Example: Cyclops gains Love and gives it
    to Phoenix; Phoenix breaks a bond and must flip Love, and Cyclops's copy flips too."""
    g = game(("cyclops", "phoenix"))
    s = g.s
    s["bdeck"].remove("love/1")
    s["bdeck"].append("love/1")  # Love is at the bottom of the bond deck
    fx(g, [{"op": "form_bond"}], hero="cyclops")
    # no negative bond to flip, so he gains one; Phoenix is the only hero to give it to
    assert [b["card"] for b in s["heroes"]["cyclops"]["bonds"]] == ["love/1"]
    assert [b["card"] for b in s["heroes"]["phoenix"]["bonds"]] == ["love/2"]
    assert partner(engine(g), "love/1") == "phoenix"
    assert "love/1" not in s["bdeck"] and "love/2" not in s["bdeck"]
    fx(g, [{"op": "break_bond"}], hero="phoenix")
    # her only positive bond must flip: she cannot choose a new negative bond instead
    assert not s["heroes"]["phoenix"]["bonds"][0]["pos"]
    assert not s["heroes"]["cyclops"]["bonds"][0]["pos"]
    # Regret: at the same mission, after assembling the pool, the active hero discards a die
    at_mission(g, "na1", cyclops="m:na1", phoenix="m:na1")
    g.apply("hero:phoenix")
    g.apply("alone")
    assert kind(g) == "discard_die"
    g.force_dice(["power"] * 5)
    g.apply("die:0")
    assert len(pool(g)) == 5


@pytest.mark.rule("Winning the Game", "Story Cards")
def test_story_chain_santo_marco_to_the_showdown() -> None:
    """Winning the Game / Story Cards: plot -> story chain -> showdown. Completing Santo Marco
    (order arrow) brings the Ultimatum briefing, which sets up the showdown next round."""
    g = game(("wolverine", "storm"))
    s = g.s
    fx(g, [{"op": "put_story", "card": "02A"}])
    refresh(g)
    deploy(g, wolverine="m:02A", storm="school:office")
    alone(g, ["teamwork", "teamwork", "fight 3", "power", "villainy", "villainy"])
    g.apply("stop")
    assert g.check_spend([2], "o1r0") is not None  # the order arrow: top objective first
    spend(g, "o0r0", 0)
    spend(g, "o0r1", 1)
    spend(g, "o1r0", 2)
    spend(g, "o2r0", 3)  # the yellow power is ignored while threat is green
    assert "02A" in s["completed"] and "03A" in s["briefings"]
    while s["showdown"] is None and g.outcome is None:
        g.apply(g.legal_actions()[0])
    assert s["showdown"]["order"] == ["04B", "05B"] and kind(g) == "deploy"
