"""Story Cards (briefings, story missions, showdown missions), Flip, Replacing Cards, Timings,
and Showdowns (assembling, playing, winning and losing; Clarifications: Showdowns)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.content.loader import load_content
from core.games.mutant_insurrection.rules.threat import icons
from tests.rules.rulekit import (
    alone,
    damage,
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
    variant,
)


def _showdown(heroes: tuple[str, ...] = ("wolverine", "storm")):  # type: ignore[no-untyped-def]
    """A Last Stand game: the briefing sets up the showdown at the start of round 1."""
    return game(heroes, plot="last_stand")


@pytest.mark.rule("Setup: Choose Plot", "Setup")
def test_plot_setup_story_cards_set_aside_and_showdown_under_the_plot() -> None:
    """Setup: Choose Plot: resolve its Setup text; story cards set aside; showdown missions
    under the plot."""
    g = game()
    s = g.s
    assert list(s["briefings"]) == ["01A"]
    assert "hero count plus 2" in g.view()["briefings"]["01A"]["text"]  # read aloud (Briefings)
    assert sorted(s["story_aside"]) == ["02", "03", "06"]
    assert s["under_plot"] == ["04B", "05B"]


@pytest.mark.rule("Briefings")
def test_briefing_rules_are_active_only_while_in_play() -> None:
    """Briefings: rules on a briefing apply while it is in play (Ultimatum: +1 threat)."""
    g = game()
    e = engine(g)
    before = icons(e)
    fx(g, [{"op": "put_story", "card": "03A"}])
    assert icons(e) == before + 1
    fx(g, [{"op": "discard_card", "card": "03A"}])
    assert icons(e) == before


@pytest.mark.rule("Special Terms: Replacing Cards", "School Cards")
def test_replacing_a_school_card_moves_heroes_and_returns_it_when_completed() -> None:
    """Replacing Cards / School Cards: a story mission on a school card; heroes there move onto
    it; the school card is out of play until the mission is completed."""
    g = game()
    s = g.s
    s["heroes"]["storm"]["at"] = "school:cerebro"
    fx(g, [{"op": "put_story", "card": "06A", "replace": "cerebro"}])
    assert s["school"]["cerebro"]["over"] == "06A"
    assert s["heroes"]["storm"]["at"] == "m:06A"
    s["heroes"]["storm"]["at"] = "bb"
    refresh(g)
    assert "wolverine@school:cerebro" not in ids(g) and "wolverine@m:06A" in ids(g)
    deploy(g, wolverine="m:06A", storm="school:office")
    alone(g, ["teamwork", "power", "fight 3", "villainy", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "o0r0", 0)
    spend(g, "o0r1", 1)
    spend(g, "o1r0", 2)
    assert s["school"]["cerebro"]["over"] is None and "06A" in s["completed"]


@pytest.mark.rule("Special Terms: Flip")
def test_flip_effect_resolves_when_a_mission_is_flipped() -> None:
    """Flip: "If Blob is completed, complete one objective here" resolves on flipping."""
    g = game()
    s = g.s
    s["completed"].append("blob")
    deck = s["decks"].get("south_america")
    if deck is None:
        put_mission(g, "sa1")
        deck = s["decks"]["south_america"]
        del s["missions"]["sa1"]
    deck["up"] = False
    deck["cards"].remove("sa3")
    deck["cards"].insert(0, "sa3")
    refresh(g)
    g.apply("wolverine@deck:south_america")
    assert kind(g) == "complete_objective"
    g.apply("obj:1")
    assert s["missions"]["sa3"]["done"] == [False, True]
    s["completed"].remove("blob")
    s["box"].append("blob")  # keep the card count right for the rest of the game


@pytest.mark.rule("Special Terms: Timings")
def test_simultaneous_timed_effects_are_ordered_by_the_heroes() -> None:
    """Timings: effects due at the same time resolve in the order the heroes choose."""
    import json
    from importlib import resources

    from core.games import mutant_insurrection as mi

    data = json.loads(
        resources.files("core.games.mutant_insurrection.content")
        .joinpath("test_set.json")
        .read_text()
    )
    data["id"] = "test-set-timing"
    for card in data["story_cards"]:
        if card["id"] == "01":
            card["A"]["timed"].append(
                {"when": "end_of_round", "effects": [{"op": "raise_threat", "amount": 1}]}
            )
    g = mi.new_game(seed=1, content=load_content(data))
    while kind(g) == "flip_deck":
        g.apply(ids(g)[0])
    g.s["briefings"]["01A"]["tokens"] = 9
    deploy(g, wolverine="school:office", storm="school:office")
    while kind(g) != "order_effects":
        g.apply(g.legal_actions()[0])
    assert len(ids(g)) == 2
    g.apply("effect:1")  # the threat first, then the flip
    assert "01B" in g.s["missions"]


@pytest.mark.rule("Assembling the Showdown", "Sentinels")
def test_showdown_assembly_sets_aside_and_skips_to_deploy() -> None:
    """Assembling the Showdown: continent decks, school cards, Sentinels and other story cards
    are set aside; missions revealed in order; straight to the next deploy phase."""
    g = _showdown()
    s = g.s
    assert s["showdown"] == {"order": ["04B", "05B"], "source": "03A"}
    assert s["decks"] and all(not d["cards"] for d in s["decks"].values())
    assert s["school"] == {} and list(s["briefings"]) == ["03A"]
    assert list(s["missions"]) == ["04B", "05B"]
    assert kind(g) == "deploy"
    assert set(ids(g)) == {f"{h}@m:{m}" for h in ("wolverine", "storm") for m in ("04B", "05B")}


@pytest.mark.rule("Showdowns: Mission Phase")
def test_showdown_tokens_below_the_mission_objectives_repeatable_defeat_value() -> None:
    """Showdowns, Mission Phase: a token below the mission per objective; objectives repeat;
    complete at the defeat value (hero count + 1 for Magneto Unbound)."""
    g = _showdown()
    s = g.s
    deploy(g, wolverine="m:04B", storm="m:04B")
    g.apply("hero:wolverine")
    alone(g, ["fight 3", "fight 1", "fight 2", "fight 2", "teamwork", "power"])
    g.apply("stop")
    spend(g, "o0r0", 0, 1)
    assert s["missions"]["04B"]["tokens"] == 1 and s["missions"]["04B"]["done"] == [False, False]
    spend(g, "o0r0", 2, 3)  # the same objective again
    spend(g, "o1r0", 4)
    spend(g, "o1r1", 5)
    assert s["missions"]["04B"]["tokens"] == 3 and s["missions"]["04B"]["complete"]
    assert g.outcome is None
    assert "04B" in s["missions"]  # stays on the table with its showdown token


@pytest.mark.rule("Showdowns: Threat Phase", "Showdowns: Attacks", "Showdowns: Threat Effects")
def test_showdown_threat_phase_attack_and_threat_effects() -> None:
    """Showdowns, Threat Phase: no threat raise, no threat card; the leftmost mission attacks
    every hero, then threat effects left to right, ignored once that mission is complete."""
    g = _showdown()
    s = g.s
    threat, green = s["threat"], list(s["tdeck"]["green"])
    deploy(g, wolverine="m:04B", storm="m:05B")
    for _ in range(2):
        if kind(g) == "choose_mission":
            g.apply(ids(g)[0])
        alone(g, ["villainy"] * 6)
        finish(g)
    if kind(g) == "choose_hero":
        g.apply("hero:storm")  # Asteroid Core: one hero suffers 1
    assert s["threat"] == threat and s["tdeck"]["green"] == green
    assert damage(g, "wolverine") + damage(g, "storm") == 1 + 1 + 1
    assert s["heroes"]["wolverine"]["at"] == "m:04B"  # heroes stay on their missions
    s["missions"]["05B"]["complete"] = True
    before = damage(g, "wolverine") + damage(g, "storm")
    refresh(g)
    deploy(g, wolverine="m:04B", storm="m:04B")
    for _ in range(2):
        g.force_dice(["villainy"] * 6)
        if kind(g) == "choose_active":
            g.apply(ids(g)[0])
        g.apply("alone")
        finish(g)
    assert damage(g, "wolverine") + damage(g, "storm") == before + 2  # attack only


@pytest.mark.rule("Clarifications: Showdowns", "Showdowns: Winning and Losing")
def test_showdown_win_when_the_last_mission_is_completed() -> None:
    """Showdowns, Winning: all showdown missions complete wins at once — even when the last
    hero is knocked out by the damage that completes it (Clarifications: Showdowns)."""
    g = _showdown()
    s = g.s
    s["missions"]["04B"]["complete"] = True
    s["missions"]["05B"]["tokens"] = 0
    s["seats"][1] = None
    s["ko"].append("storm")
    s["heroes"]["storm"]["ko"] = True
    g._legal = None
    s["decision"] = None
    e = engine(g)
    e.push({"t": "deploy_next"})
    s["heroes"]["wolverine"]["damage"] = 7
    assert s["hero_count"] == 2  # defeat value of Asteroid Core: hero count - 1 = 1
    g.force_dice(["teamwork", "fight 2", "power", "power", "power", "power"])
    e.run()
    g._legal = None
    # the last hero deploys to the last mission (the only place left, so no question) and
    # attempts it alone
    assert s["heroes"]["wolverine"]["at"] == "m:05B"
    g.apply("alone")
    g.apply("stop")
    spend(g, "o1r0", 0)
    spend(g, "o1r1", 1)
    assert g.outcome is None
    spend(g, "o1r2")  # the damage that completes the last mission knocks Wolverine out
    assert "wolverine" in s["ko"] and not s["seats"][0]
    assert g.outcome == {"result": "won", "reason": "every showdown mission is complete"}


@pytest.mark.rule("Showdowns: Winning and Losing", "Losing the Game")
def test_showdown_lost_when_every_hero_is_knocked_out_and_none_replaced() -> None:
    """Showdowns, Winning and Losing: knocked-out heroes are not replaced; all knocked out
    loses; a knock-out in the showdown does not raise threat."""
    g = _showdown()
    threat = g.s["threat"]
    fx(g, [{"op": "suffer_damage", "amount": 9}], hero="storm")
    assert g.s["threat"] == threat and g.outcome is None
    fx(g, [{"op": "suffer_damage", "amount": 9}], hero="wolverine")
    assert g.outcome == {
        "result": "lost",
        "reason": "every hero in the showdown has been knocked out",
    }


@pytest.mark.rule("Clarifications: Showdowns")
def test_only_showdown_missions_and_no_cap_on_the_last_one() -> None:
    """Clarifications: Showdowns: deploy only to showdown missions; with one left, all heroes
    may deploy to it (over the three-hero limit)."""
    g = _showdown(("wolverine", "storm", "cyclops", "phoenix"))
    assert {i.split("@")[1] for i in ids(g)} == {"m:04B", "m:05B"}
    g.s["missions"]["04B"]["complete"] = True
    refresh(g)
    deploy(g, wolverine="m:05B", storm="m:05B", cyclops="m:05B", phoenix="m:05B")
    assert all(g.s["heroes"][h]["at"] == "m:05B" for h in g.s["seats"])


@pytest.mark.rule("Assembling the Showdown")
def test_showdown_set_up_mid_round_skips_the_regroup_and_replacements() -> None:
    """Assembling the Showdown: skip directly to the next deploy phase; knocked-out heroes are
    not replaced before the showdown begins."""
    g = game(("wolverine", "storm", "cyclops"))
    fx(g, [{"op": "suffer_damage", "amount": 9}], hero="storm")
    assert g.s["seats"] == ["wolverine", None, "cyclops"]
    round_before = g.s["round"]
    fx(g, [{"op": "put_story", "card": "03A"}])
    fx(g, [{"op": "setup_showdown"}], card="03A")
    assert g.s["showdown"] is not None
    assert g.s["round"] == round_before + 1 and kind(g) == "deploy"
    assert g.s["seats"] == ["wolverine", None, "cyclops"]
    assert {i.split("@")[0] for i in ids(g)} == {"wolverine", "cyclops"}


@pytest.mark.rule("Showdowns: Winning and Losing")
def test_threat_past_fifteen_does_not_lose_during_the_showdown() -> None:
    """Showdowns, Winning and Losing: instead of the normal loss conditions, only the knock-out
    of every hero in play loses once the showdown has begun."""
    g = _showdown()
    g.s["threat"] = 15
    fx(g, [{"op": "raise_threat", "amount": 3}])
    assert g.outcome is None and g.s["threat"] == 15


@pytest.mark.rule("Showdowns: Deploy Phase", "Showdowns: Regroup Phase")
def test_showdown_heroes_may_deploy_again_to_the_mission_they_stand_on() -> None:
    """Showdowns, Deploy / Regroup Phase: heroes stay on last round's missions but deploy anew
    each round; only this round's deployments count towards the three-hero limit."""
    g = _showdown(("wolverine", "storm", "cyclops", "phoenix"))
    for h in ("wolverine", "storm", "cyclops"):
        g.s["heroes"][h]["at"] = "m:04B"  # where they fought last round
    refresh(g)
    assert {f"{h}@m:04B" for h in ("wolverine", "storm", "cyclops", "phoenix")} <= set(ids(g))
    deploy(g, phoenix="m:04B", wolverine="m:04B", storm="m:04B")
    assert g.s["heroes"]["cyclops"]["at"] == "m:05B"  # 04B is full: the only place left


@pytest.mark.rule("Clarifications: Sentinels")
def test_sentinel_on_a_showdown_mission_takes_the_success_token_with_it() -> None:
    """Clarifications: Sentinels: the Sentinel must be discarded before a showdown mission is
    complete; its objective's success token is discarded with it, not put below the mission."""
    for target in ("o0r0", "s0"):
        g = _showdown()
        s = g.s
        put_sentinel(g, "04B", "g_mk1")  # objective: 3 fight
        s["missions"]["04B"]["tokens"] = 3  # the defeat value with two heroes
        deploy(g, wolverine="m:04B", storm="m:05B")
        g.apply("m:04B")
        alone(g, ["fight 3", "fight 3", "villainy", "villainy", "villainy", "villainy"])
        g.apply("stop")
        spend(g, target, 0, 1)
        m = s["missions"]["04B"]
        if target == "o0r0":  # a fourth token below it, but the Sentinel is still there
            assert m["tokens"] == 4 and not m["complete"]
        else:
            assert m["sentinel"] is None and "g_mk1" in s["tdiscard"]["green"]
            assert m["tokens"] == 3 and m["complete"]


@pytest.mark.rule("Clarifications: Showdowns", "Showdowns: Regroup Phase")
def test_no_mutant_swaps_and_no_replacements_in_the_showdown_regroup() -> None:
    """Clarifications: Showdowns / Regroup Phase: no exchanging mutants, nobody replaced."""
    g = _showdown(("wolverine", "storm", "cyclops"))
    s = g.s
    s["heroes"]["wolverine"]["mutant"] = s["mdeck"].pop()
    s["mschool"].append(s["mdeck"].pop())
    fx(g, [{"op": "suffer_damage", "amount": 9}], hero="cyclops")
    seen = []
    deploy(g, wolverine="m:04B", storm="m:05B")
    while s["round"] == 2 and g.outcome is None:
        seen.append(kind(g))
        g.apply(g.legal_actions()[-1])
    assert "mutant_swap" not in seen and "replace_hero" not in seen
    assert s["seats"][2] is None and s["mschool"]


def _play_round_without_dice(g) -> None:  # type: ignore[no-untyped-def]
    """Everyone attempts with nothing useful rolled; stop at the next round's deploy phase."""
    r = g.s["round"]
    while g.outcome is None and (g.s["round"] == r or kind(g) != "deploy"):
        if kind(g) == "assist":
            g.force_dice(["villainy"] * 6)
        g.apply("stop" if kind(g) == "roll" else "done" if kind(g) == "spend" else ids(g)[0])


@pytest.mark.rule("Showdowns: Threat Phase", "Showdowns: Attacks", "Showdowns: Threat Effects")
def test_showdown_threat_effects_left_to_right_and_the_leftmost_attack_always() -> None:
    """Showdowns, Threat Phase: threat effects resolve left to right after the attack; a
    completed mission's threat effect is ignored, but the leftmost attack value never is."""

    def change(d):  # type: ignore[no-untyped-def]
        for sc in d["story_cards"]:
            if sc["id"] == "04":
                sc["B"]["threat_effects"] = [{"op": "raise_threat", "amount": 1}]
            if sc["id"] == "05":
                sc["B"]["threat_effects"] = [{"op": "reduce_threat", "amount": 2}]

    g = game(plot="last_stand", content=variant("test-showdown-order", change))
    s = g.s
    s["threat"] = 5
    deploy(g, wolverine="m:04B", storm="m:05B")
    start = len(s["log"])
    _play_round_without_dice(g)
    log = s["log"][start:]
    attack = log.index("The showdown attacks every hero for 1.")
    assert log[attack + 3 : attack + 5] == ["Threat rises by 1 to 6.", "Threat falls to 4."]
    s["missions"]["04B"]["complete"] = True
    before = damage(g, "wolverine") + damage(g, "storm")
    deploy(g, wolverine="m:05B", storm="m:05B")
    _play_round_without_dice(g)
    assert damage(g, "wolverine") + damage(g, "storm") == before + 2  # 04B still attacks
    assert s["threat"] == 2  # only Asteroid Core's effect: 4 - 2


@pytest.mark.rule("Clarifications: Sentinels", "Sentinels", "Showdowns: Threat Effects")
def test_a_sentinel_put_into_play_in_the_showdown_attaches_to_a_showdown_mission() -> None:
    """Clarifications: Sentinels: a Sentinel that comes into play during the showdown attaches
    by its target (ties: the heroes choose) instead of being discarded with its threat icons;
    its mission cannot be defeated until the Sentinel's objective is completed, and then falls
    with the Sentinel's token gone with it."""
    g = _showdown()
    s = g.s
    threat = s["threat"]
    s["tdeck"]["green"].remove("g_mk1")
    s["tdeck"]["green"].insert(0, "g_mk1")  # Sentinel Scout: most objectives, 3 fight
    fx(g, [{"op": "reveal", "deck": "threat", "then": "resolve"}])
    assert kind(g) == "sentinel_target"  # both showdown missions have two objectives
    assert ids(g) == ["m:04B", "m:05B"]
    g.apply("m:05B")
    assert s["missions"]["05B"]["sentinel"] == "g_mk1" and s["threat"] == threat
    s["missions"]["05B"]["tokens"] = 1  # the defeat value with two heroes
    check = engine(g)
    from core.games.mutant_insurrection.rules.showdown import check_defeated

    check_defeated(check, "05B")
    assert not s["missions"]["05B"]["complete"]  # the Sentinel holds it
    deploy(g, wolverine="m:05B", storm="m:04B")
    g.apply("m:05B")
    alone(g, ["fight 3", "villainy", "villainy", "villainy", "villainy", "villainy"])
    g.apply("stop")
    spend(g, "s0", 0)
    assert s["missions"]["05B"]["sentinel"] is None and "g_mk1" in s["tdiscard"]["green"]
    assert s["missions"]["05B"]["complete"] and s["missions"]["05B"]["tokens"] == 1


@pytest.mark.rule("Sentinels", "Clarifications: Sentinels")
def test_a_defeated_showdown_mission_takes_no_sentinel() -> None:
    """Sentinels: a Sentinel attaches to a mission still in play; a defeated showdown mission
    is done, so with every other one taken the Sentinel is discarded and raises threat (the
    tracker stops at 15 in the showdown)."""
    g = _showdown()
    s = g.s
    s["missions"]["04B"]["complete"] = True
    put_sentinel(g, "05B", "y_mk2")
    s["tdeck"]["green"].remove("g_mk1")
    s["tdeck"]["green"].insert(0, "g_mk1")
    before = s["threat"]
    fx(g, [{"op": "reveal", "deck": "threat", "then": "resolve"}])
    assert "g_mk1" in s["tdiscard"]["green"] and s["threat"] == before + 1


@pytest.mark.rule("Assembling the Showdown", "Story Cards")
def test_story_cards_never_played_are_retired_when_the_showdown_is_assembled() -> None:
    """Assembling the Showdown: story cards other than the briefing that started it are set
    aside and "not used for the remainder of the game" — those never played included, so a
    later effect cannot bring one into play."""
    g = game()  # The Brotherhood: 02, 03 and 06 wait, unplayed
    assert "02" in g.s["story_aside"]
    fx(g, [{"op": "put_story", "card": "03A"}])
    fx(g, [{"op": "setup_showdown"}], card="03A")
    assert g.s["story_aside"] == [] and "02" in g.s["aside"]
    fx(g, [{"op": "put_story", "card": "02A"}])
    assert "02A" not in g.s["missions"]


@pytest.mark.rule("Assembling the Showdown", "Showdowns: Winning and Losing")
def test_a_showdown_assembled_with_no_hero_in_play_is_lost_at_once() -> None:
    """Showdowns: Winning and Losing: the heroes lose when every hero in play is knocked out;
    knocked-out heroes are not replaced before the showdown, so a showdown that begins with
    nobody in play is lost at once (and the engine never plays empty rounds)."""
    g = game()
    fx(g, [{"op": "put_story", "card": "03A"}])
    fx(g, [{"op": "suffer_damage", "amount": 9, "who": "each"}])
    assert g.outcome is None and g.s["seats"] == [None, None]  # replaced only in the regroup
    fx(g, [{"op": "setup_showdown"}], card="03A")
    assert g.outcome == {"result": "lost", "reason": "no hero is left in play to face the showdown"}
