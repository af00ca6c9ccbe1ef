"""Card timings on game events (issue 22): "before", "after" and "instead" watch what happens in
the game, from whatever source, and only when it really happens. Each test names the rulebook
section the card text plays on, and plays the core set's own cards (the cards players get)."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.content import core_set
from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.rules.deploy import destinations
from core.games.mutant_insurrection.rules.moves import destinations as move_to
from core.games.mutant_insurrection.rules.mutants import swap_options
from core.games.mutant_insurrection.rules.story import put_into_play
from core.games.mutant_insurrection.rules.windows import offers
from tests.rules.rulekit import (
    alone,
    card,
    damage,
    deploy,
    engine,
    fx,
    game,
    give_mutant,
    ids,
    kind,
    put_mission,
    refresh,
    reroll,
    spend,
    variant,
)


def _core(*heroes: str, plot: str = "brotherhood", seed: int = 1) -> Game:
    return game(heroes, plot=plot, seed=seed, content=core_set())


def _story(g: Game, side: str) -> None:
    """Bring a story side into play now (as a card's effect would), at the deploy decision."""
    put_into_play(engine(g), side)
    refresh(g)


def _bond(g: Game, name: str, a: str, b: str) -> None:
    s = g.s
    s["bdeck"].remove(f"{name}/1")
    s["bdeck"].remove(f"{name}/2")
    s["heroes"][a]["bonds"] = [{"card": f"{name}/1", "pos": True, "ready": True}]
    s["heroes"][b]["bonds"] = [{"card": f"{name}/2", "pos": True, "ready": True}]


@pytest.mark.rule("Special Terms: Timings", "Step 4: Complete Objectives", "Damage")
def test_paying_a_damage_requirement_is_suffering_damage() -> None:
    """Cerebro Hijacked (26A): "after a hero here suffers damage, raise the threat by 1". Paying
    its own damage requirement is suffering damage there (Damage: every damage requirement is
    damage the hero suffers)."""
    g = _core("storm", "rogue", plot="shadow_king")
    _story(g, "26A")  # objectives: [power, teamwork], [fight 3], [teamwork, damage]
    deploy(g, storm="m:26A", rogue="school:office")
    alone(g, ["teamwork", "power", "power", "fight 1", "villainy", "fight 1"])
    g.apply("stop")
    threat = g.s["threat"]
    spend(g, "o2r1")  # the damage
    assert damage(g, "storm") == 1
    assert g.s["threat"] == threat + 1


@pytest.mark.rule("Special Terms: Timings", "Power Card Abilities")
def test_an_ability_damage_cost_is_suffering_damage() -> None:
    """Any road to damage is damage: an ability paid with damage at Cerebro Hijacked raises the
    threat too (26A's "after a hero here suffers damage")."""
    g = _core("storm", "rogue", plot="shadow_king")
    _story(g, "26A")
    deploy(g, storm="m:26A", rogue="school:office")
    threat = g.s["threat"]
    e = engine(g)
    from core.games.mutant_insurrection.rules.abilities import pay

    cost_ability = {"name": "Test", "timing": "active", "cost": {"suffer_damage": 1}}
    g.s["decision"], held = None, g.s["decision"]
    e.push({"t": "test_restore_decision", "d": held})  # then back to the deploy decision
    pay(e, "power:storm", cost_ability, "storm")
    e.run()
    assert damage(g, "storm") == 1 and g.s["threat"] == threat + 1


@pytest.mark.rule("Special Terms: Timings", "Damage", "Mutants")
def test_after_damage_does_not_fire_when_an_instead_left_no_damage() -> None:
    """Husk (damaged, instead: raise the threat by 1) takes a hit at Cerebro Hijacked: the
    damage never happens, so 26A's "after a hero suffers damage" does not fire (+1, not +2)."""
    g = _core("storm", "rogue", plot="shadow_king")
    _story(g, "26A")
    give_mutant(g, "storm", "husk")
    deploy(g, storm="m:26A")
    threat = g.s["threat"]
    fx(g, [{"op": "suffer_damage", "amount": 2}], hero="storm", loc="m:26A")
    assert kind(g) == "use_ability" and "use:mutant:husk" in ids(g)
    g.apply("use:mutant:husk")
    assert damage(g, "storm") == 0
    assert g.s["threat"] == threat + 1


@pytest.mark.rule("Special Terms: Timings", "Forming Bonds")
def test_just_before_a_bond_is_formed_only_when_one_can_be() -> None:
    """An Invitation (17A): "just before a bond is formed: heal 1". With the bond deck empty
    and no negative bond to flip, no bond can be formed, so nobody heals; with one to form, the
    hero heals before choosing how."""
    g = _core("storm", "rogue", plot="hellfire")
    assert "17A" in g.s["briefings"]
    g.s["heroes"]["storm"]["damage"] = 2
    deck, g.s["bdeck"] = g.s["bdeck"], []
    fx(g, [{"op": "form_bond"}], hero="storm")
    assert damage(g, "storm") == 2
    g.s["bdeck"] = deck
    fx(g, [{"op": "form_bond"}], hero="storm")  # one way to form it, one partner: no choice
    assert damage(g, "storm") == 1 and len(g.s["heroes"]["storm"]["bonds"]) == 1


@pytest.mark.rule("Special Terms: Timings", "School Cards", "Threat")
def test_the_threat_falling_by_a_school_card_is_replaced_too() -> None:
    """The Pyramid (13B): "just before the threat falls: instead one hero suffers 1 damage".
    Xavier's Office's trade lowers the threat like a mission does, so it is replaced as well
    (the threat stays at 8)."""
    g = _core("storm", "rogue", plot="apocalypse")
    _story(g, "13B")
    g.s["completed"].append("na_blob")
    g.s["threat"] = 8
    deploy(g, storm="school:office")
    assert kind(g) == "trade_villain"
    g.apply("villain:na_blob")
    while kind(g) == "choose_hero":
        g.apply(ids(g)[0])
    assert g.s["threat"] == 8
    assert damage(g, "storm") + damage(g, "rogue") == 1


@pytest.mark.rule("Bonds", "Power Card Abilities")
def test_a_bond_at_your_mission_needs_a_mission() -> None:
    """Respect (threat phase; both bonded heroes at one mission: each hero here heals 1). The
    Blackbird and a school card are not missions."""
    g = _core("storm", "rogue")
    _bond(g, "respect", "storm", "rogue")
    e = engine(g)
    for place in ("school:office", "bb"):
        for h in ("storm", "rogue"):
            g.s["heroes"][h]["at"] = place
            g.s["heroes"][h]["damage"] = 1
        assert offers(e, "threat", "storm") == [], place
    mid = next(iter(g.s["missions"]))
    for h in ("storm", "rogue"):
        g.s["heroes"][h]["at"] = f"m:{mid}"
    assert [k for k, _ in offers(e, "threat", "storm")] == ["bond:respect/1"]


@pytest.mark.rule("Special Terms: Ready & Exhausted", "Swapping Mutants")
def test_exhausted_belongs_to_the_card() -> None:
    """Elixir used in regroup is exhausted; swapped at the school for Rockslide, Rockslide
    comes ready (it was never used), and Elixir stays exhausted until cards are readied."""
    g = _core("storm", "rogue")
    give_mutant(g, "storm", "elixir")
    g.s["mdeck"].remove("rockslide")
    g.s["mschool"].append("rockslide")
    g.s["heroes"]["storm"]["mutant_ready"] = False  # used this regroup
    g.s["heroes"]["storm"]["at"] = "bb"
    e = engine(g)
    g.s["decision"] = None
    e.push({"t": "mutant_swaps", "choice": "swap:storm:rockslide"})
    e.run()
    assert g.s["heroes"]["storm"]["mutant"] == "rockslide"
    assert g.s["heroes"]["storm"]["mutant_ready"] is True
    g.s["decision"] = None  # the swaps are offered again; take Elixir back
    e.push({"t": "mutant_swaps", "choice": "swap:storm:elixir"})
    e.run()
    assert g.s["heroes"]["storm"]["mutant"] == "elixir"
    assert g.s["heroes"]["storm"]["mutant_ready"] is False


@pytest.mark.rule("Swapping Mutants", "Clarifications: Golden Rules")
def test_cannot_swap_at_the_school_leaves_trades_between_heroes() -> None:
    """Manhunt (29A): heroes cannot swap mutants at the school. Swapping Mutants names the two
    kinds apart: two heroes on the Blackbird may still trade theirs."""
    g = _core("storm", "rogue", plot="zero_tolerance")
    assert "29A" in g.s["briefings"]
    give_mutant(g, "storm", "elixir")
    give_mutant(g, "rogue", "husk")
    g.s["mdeck"].remove("rockslide")
    g.s["mschool"].append("rockslide")
    for h in ("storm", "rogue"):
        g.s["heroes"][h]["at"] = "bb"
    options = [o["id"] for o in swap_options(engine(g))]
    assert "trade:storm:rogue" in options
    assert not any(o.startswith(("swap:", "take:", "leave:")) for o in options)


@pytest.mark.rule("Showdowns: Deploy Phase", "Clarifications: Abilities and Effects")
def test_a_move_keeps_the_three_hero_limit_in_the_showdown() -> None:
    """Showdowns: all heroes may deploy to a showdown mission only when it is the last one not
    defeated; while 04B stands, 03B takes three. Magik's Stepping Disc (move one hero here)
    cannot bring a fourth."""
    g = _core("magik", "storm", "rogue", "beast")
    fx(g, [{"op": "setup_showdown"}], card="02B")
    assert g.s["showdown"] is not None and kind(g) == "deploy"
    for h, loc in (("storm", "m:03B"), ("rogue", "m:03B"), ("beast", "m:04B"), ("magik", "m:03B")):
        while kind(g) == "use_ability" and g.decision and g.decision["who"] != "magik":
            g.apply("pass")
        g.apply(f"{h}@{loc}")
    assert kind(g) == "use_ability" and "use:power:magik" in ids(g)  # Stepping Disc, at 03B
    e = engine(g)
    assert move_to(e, "beast", {"op": "move_hero", "to": "here"}, {"loc": "m:03B"}) == []
    g.apply("use:power:magik")
    assert [h for h in g.s["r"]["deployed"] if g.s["heroes"][h]["at"] == "m:03B"] == [
        "storm",
        "rogue",
        "magik",
    ]


@pytest.mark.rule("Clarifications: Golden Rules", "Showdowns: Deploy Phase")
def test_a_card_limit_beats_the_last_showdown_mission_exception() -> None:
    """Golden Rules: a card beats the rulebook. With "at most 2 heroes per mission" in play, the
    last undefeated showdown mission takes two heroes, not all of them."""
    g = _core("storm", "rogue", "beast")
    fx(g, [{"op": "setup_showdown"}], card="02B")
    g.s["missions"]["03B"]["complete"] = True
    e = engine(g)
    assert ("m:04B", g.content.name_of("04B")) in destinations(e)
    g.s["r"]["deployed"] = ["storm", "rogue"]
    for h in ("storm", "rogue"):
        g.s["heroes"][h]["at"] = "m:04B"
    # a defeated mission takes nobody; the last one takes every hero (no card limit yet)
    assert [loc for loc, _ in destinations(e)] == ["m:04B"]
    card = g.content.faces["17A"]
    saved = card.get("rules")
    card["rules"] = {**(saved or {}), "max_heroes": 2}
    try:
        g.s["briefings"]["17A"] = {"tokens": 0}
        assert destinations(e) == []
    finally:
        card["rules"] = saved
        del g.s["briefings"]["17A"]


@pytest.mark.rule("Threat", "Clarifications: Threat")
def test_the_log_never_names_a_space_past_fifteen() -> None:
    """The track ends at 15: a rise past it is said as such ("past space 15"), never "to 20"."""
    g = _core("storm", "rogue")
    g.s["threat"] = 14
    fx(g, [{"op": "raise_threat", "amount": 6}])
    last = [ev["text"] for ev in g.events if ev["type"] == "threat_up"][-1]
    assert last == "Threat rises by 6, past space 15." and "20" not in last
    assert g.outcome is not None and g.outcome["result"] == "lost"


@pytest.mark.rule("Step 2: Assemble Dice Pool")
def test_the_view_shows_dice_not_yet_rolled() -> None:
    """A choice made before the roll ("discard a die") still shows the pool: its dice are
    listed as not rolled yet."""
    g = _core("storm", "rogue")
    mid = next(iter(g.s["missions"]))
    deploy(g, storm=f"m:{mid}", rogue="school:danger_room")
    while kind(g) != "assist":
        g.apply(g.legal_actions()[0])
    g.apply("alone")
    att = g.s["att"]
    for d in att["pool"]:
        d["f"] = -1  # as an effect before the roll sees them
    v = g.view()["attempt"]
    assert v["pool"] == [] and len(v["unrolled"]) == len(att["pool"]) > 0
    assert v["unrolled"][0]["label"].endswith("die, not rolled yet")


@pytest.mark.rule("Assembling the Showdown", "Regroup Phase")
def test_assist_cards_go_home_when_the_showdown_is_assembled() -> None:
    """Reading "assist-cards-at-the-showdown": a card lent in the attempt that set up the
    showdown is back with its hero for the first showdown round."""
    g = _core("storm", "rogue")
    g.s["heroes"]["rogue"]["assist_at"] = "storm"
    g.s["r"]["assisted"].append("rogue")
    fx(g, [{"op": "setup_showdown"}], card="02B")
    assert g.s["heroes"]["rogue"]["assist_at"] == "rogue"
    assert g.view()["heroes"][1]["assist_card_with"] == "rogue"


@pytest.mark.rule("Assembling the Showdown", "Briefings")
def test_the_briefings_that_led_to_the_showdown_stay() -> None:
    """Assembling the Showdown: story cards other than the briefing that started it are set
    aside. Started by a briefing, only it stays; started by a story mission, the briefings in
    play stay (reading "briefing-at-the-showdown")."""
    g = _core("storm", "rogue", plot="shadow_king")
    assert "25A" in g.s["briefings"]
    fx(g, [{"op": "setup_showdown"}], card="26A")
    assert "25A" in g.s["briefings"]
    g = _core("storm", "rogue", plot="shadow_king")
    g.s["briefings"]["17A"] = {"tokens": 0}
    fx(g, [{"op": "setup_showdown"}], card="25A")
    assert list(g.s["briefings"]) == ["25A"]


@pytest.mark.rule("School Cards", "Clarifications: Abilities and Effects")
def test_a_hero_on_a_school_card_is_not_moved() -> None:
    """Reading "moving-from-a-school-card": Stepping Disc moves "one hero" to Magik's mission;
    a hero who deployed to a school card has had its effect, so only the others may come."""
    g = _core("magik", "storm", "rogue")
    mid = next(iter(g.s["missions"]))
    deploy(g, storm="school:office", rogue=f"m:{mid}")
    g.apply(f"magik@m:{mid}")
    assert kind(g) == "use_ability"
    from core.games.mutant_insurrection.rules.moves import movable

    e = engine(g)
    assert not movable(e, "storm") and movable(e, "rogue")


@pytest.mark.rule("Assembling the Showdown", "Briefings")
def test_the_companion_keeps_the_briefings_unless_told_which_started_it() -> None:
    """The table companion, reading "briefing-at-the-showdown": with no briefing named, the
    briefings in play stay; naming one keeps only it."""
    from core.games.mutant_insurrection.companion.session import new_session, perform, replay

    s = new_session({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
    s, _ = perform(s, {"op": "briefing_add", "name": "Xavier's Dream", "goal": 4})
    s, _ = perform(s, {"op": "briefing_add", "name": "A Grim Future", "goal": 6})
    missions = [{"name": "Magneto", "defeat": 3}, {"name": "The Brotherhood", "defeat": 2}]
    kept, _ = perform(s, {"op": "showdown_start", "missions": missions})
    assert [b["name"] for b in replay(kept).state["briefings"]] == [
        "Xavier's Dream",
        "A Grim Future",
    ]
    first = replay(s).state["briefings"][0]["id"]
    named, _ = perform(s, {"op": "showdown_start", "missions": missions, "keep": first})
    assert [b["name"] for b in replay(named).state["briefings"]] == ["Xavier's Dream"]


def _watching(cid: str, effect: str, *, mission: str = "blob", **ability: object) -> Content:
    """The test set with mission ``mission`` watching ``effect`` just before it happens (a
    harmless effect: each hero heals 1), and, if given, Wolverine's power ability replaced."""

    def change(d: dict[str, object]) -> None:
        card(d, mission)["timed"] = [
            {
                "when": "before_effect",
                "effect": effect,
                "effects": [{"op": "heal", "amount": 1, "who": "each"}],
            }
        ]
        if ability:
            card(d, "wolverine")["ability"] = {"name": "Test Ability", **ability}

    return variant(cid, change)


@pytest.mark.rule("Being Knocked Out", "Special Terms: Timings")
def test_a_knocked_out_active_hero_still_raises_the_threat_behind_a_before_timing() -> None:
    """Being Knocked Out: "raise threat by one" even when a card watches the threat rising and the
    active hero's attempt is cut short (the rise must not be thrown away with the attempt)."""

    def knock_out_wolverine(content: Content | None) -> Game:
        g = game(("wolverine", "storm"), content=content)
        put_mission(g, "blob")
        refresh(g)
        g.s["heroes"]["wolverine"]["damage"] = int(g.content.heroes["wolverine"]["health"]) - 1
        deploy(g, wolverine="m:blob", storm="school:office")
        alone(g, ["villainy", "power", "power", "power", "power", "power"])
        reroll(g, 0)  # Blob's villainy: suffer 1 damage, and Wolverine is knocked out
        assert "wolverine" in g.s["ko"] and g.s["att"] is None
        return g

    plain = knock_out_wolverine(None)
    watched = knock_out_wolverine(_watching("t-ko-rise", "raise_threat"))
    assert watched.s["threat"] == plain.s["threat"]  # the knock-out's +1 is there too
    assert [ev["type"] for ev in watched.events].count("knock_out") == 1
    ups = [ev["text"] for ev in watched.events if ev["type"] == "threat_up"]
    assert ups[-1].startswith("Threat rises by 1")


@pytest.mark.rule("Power Card Abilities", "Special Terms: Timings")
def test_an_ability_resolves_after_its_damage_cost_is_paid() -> None:
    """Power Card Abilities: the cost is paid, then the ability resolves, also when a card
    watches the damage the cost deals (pay 1 damage, then heal 1: back to 0)."""
    c = _watching(
        "t-cost-first",
        "suffer_damage",
        timing="active",
        cost={"suffer_damage": 1},
        effects=[{"op": "heal", "amount": 1}],
    )
    g = game(("wolverine", "storm"), content=c)
    put_mission(g, "blob")
    refresh(g)
    deploy(g, wolverine="m:blob", storm="school:office")
    alone(g, ["power", "power", "power", "power", "power", "power"])
    assert "ability:power:wolverine" in ids(g)
    g.apply("ability:power:wolverine")
    assert damage(g, "wolverine") == 0
