"""What the engine gives a screen (issue 11, section 1): the event log, card texts, the view's
completeness, whole-sentence option labels and the decision aids."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection import engine_api
from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content import fixture_set
from core.games.mutant_insurrection.content.card_text import (
    _EVENT,
    _OP_NOUN,
    _TIMING,
    CANNOT_TEXT,
    all_card_ids,
    card_kind,
    card_text,
    condition_text,
    effect_text,
    rules_text,
    timed_text,
)
from core.games.mutant_insurrection.effects.schema import (
    CANNOT,
    CONDS,
    EVENTS,
    OPS,
    REVEAL,
    TARGETS,
    TIMINGS,
    WHO,
)
from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.rules.events import EVENT_TYPES
from tests.rules.rulekit import alone, at_mission, game, put_sentinel

Json = Any
CONTENT = fixture_set()
# what a player must never read: internal keys, op names, requirement keys
INTERNAL = re.compile(r"\b(o\d+r\d+|s\d|hero_count_plus|[a-z]+_[a-z_]+|m:|deck:|hero:)\b")


def _sample_param(kind: str) -> Json:
    return {
        "value": 2,
        "int": 2,
        "bool": True,
        "str": "02A",
        "who": "each_here",
        "training": "fight",
        "reveal_deck": "threat",
        "reveal_then": "top_or_bottom",
        "threat_color": "red",
        "zone": "showdown",
        "move_to": "here",
        "target": "most_threat",
        "kinds": ["fight"],
        "colors": ["red"],
        "faces": ["power"],
        "effects": [{"op": "raise_threat", "amount": 1}],
        "options": [[{"op": "heal", "amount": 1}], [{"op": "train"}]],
        "cond": {"if": "threat_at_least", "value": 8},
        "conds": [{"if": "bonded_here"}],
    }[kind]


def _full(table: dict[str, dict[str, str]], key: str, name: str) -> dict[str, Json]:
    """An op (or condition) with every parameter filled in."""
    return {key: name, **{p.rstrip("!"): _sample_param(t) for p, t in table[name].items()}}


@pytest.mark.parametrize("op", sorted(OPS))
def test_every_effect_op_has_a_wording(op: str) -> None:
    for eff in (
        {"op": op, **{p[:-1]: _sample_param(t) for p, t in OPS[op].items() if p[-1] == "!"}},
        _full(OPS, "op", op),
    ):
        text = effect_text(eff, CONTENT)
        assert text and not INTERNAL.search(text), (eff, text)


def test_every_who_target_reveal_condition_timing_and_rule_has_a_wording() -> None:
    texts = [effect_text({"op": "suffer_damage", "amount": 1, "who": w, "n": 2}) for w in WHO]
    assert len(set(texts)) == len(WHO)
    for deck, thens in REVEAL.items():
        for then in thens:
            eff = {"op": "reveal", "deck": deck, "then": then, "target": TARGETS[0]}
            assert not INTERNAL.search(effect_text(eff))
    for t in TARGETS:
        assert not INTERNAL.search(effect_text({"op": "replace_with_villain", "target": t}))
    for name in CONDS:
        assert not INTERNAL.search(condition_text(_full(CONDS, "if", name), CONTENT))
    for when in TIMINGS:
        effects = [{"op": "raise_threat", "amount": 1}]
        hooks = [*OPS, *EVENTS] if when == "after_effect" else list(OPS)
        for what in hooks if when.endswith("_effect") else [None]:
            t = {"when": when, "effects": effects, **({"effect": what} if what else {})}
            assert not INTERNAL.search(timed_text(t, CONTENT)), t
    assert set(_TIMING) | {"before_effect", "after_effect"} == set(TIMINGS)
    assert (
        set(_OP_NOUN) == set(OPS) and set(_EVENT) == set(EVENTS) and set(CANNOT_TEXT) == set(CANNOT)
    )
    for rule in CANNOT:
        assert rules_text({"cannot": [rule]}) and rules_text({"cannot_here": [rule]})


def test_every_card_of_the_content_reads_as_sentences() -> None:
    kinds = set()
    for cid in all_card_ids(CONTENT):
        t = card_text(CONTENT, cid)
        kinds.add(t["kind"])
        assert t["name"] and t["lines"], cid
        for line in t["lines"]:
            assert line[0].isupper() and line.endswith("."), (cid, line)
            assert not INTERNAL.search(line), (cid, line)
    assert kinds == {
        "hero",
        "mission",
        "villain",
        "briefing",
        "showdown",
        "cover",
        "event",
        "sentinel",
        "mutant",
        "bond",
        "school",
        "plot",
    }
    assert card_kind(CONTENT, "love/1") == "bond"
    with pytest.raises(KeyError):
        card_text(CONTENT, "no-such-card")


def test_story_cards_are_named_with_their_number() -> None:
    lines = card_text(CONTENT, "01B")["lines"]
    assert "Success: put story card 02A — Santo Marco into play." in lines


def _random_game(seed: int, heroes: int = 3) -> Game:
    g = mi.new_game(list(CONTENT.heroes)[:heroes], "normal", seed=seed, content=fixture_set())
    bot = Bot("random", seed)
    n = 0
    while g.outcome is None and n < 3000:
        _check_decision(g)
        g.apply(bot.choose(g))
        n += 1
    return g


def _check_decision(g: Game) -> None:
    d = g.decision
    assert d is not None
    assert d["who_name"] and not INTERNAL.search(d["who_name"])
    labels = [o["label"] for o in d["options"]]
    assert len(set(labels)) == len(labels), labels  # a player can tell every choice apart
    for o in d["options"]:
        label = o["label"]
        assert label[0].isupper(), (d["kind"], label)
        assert not INTERNAL.search(label), (d["kind"], label)
        assert not any(ch in label for ch in ":@") or ": " in label, (d["kind"], label)
        assert o["id"] not in label or not any(ch in o["id"] for ch in ":@"), (d["kind"], label)
        for r in o.get("reqs", ()):
            assert not INTERNAL.search(r["label"]), r


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_games_log_one_event_per_line_and_label_every_option(seed: int) -> None:
    g = _random_game(seed, 2 + seed % 4)
    events = g.events
    assert [e["text"] for e in events] == g.log
    assert {e["type"] for e in events} <= set(EVENT_TYPES)
    assert events[-1]["type"] == g.outcome["result"]  # type: ignore[index]
    known = set(CONTENT.heroes)
    cards = set(all_card_ids(CONTENT)) | set(CONTENT.faces) | set(CONTENT.bond_cards)
    for e in events:
        assert set(e["heroes"]) <= known and set(e["cards"]) <= cards, e
        assert all(isinstance(d, int) for d in e["dice"])
        if e["type"] in ("damage", "knock_out", "deploy", "attempt"):
            assert e["heroes"], e
        if e["type"] in ("roll", "reroll"):
            assert e["dice"], e
    rounds = [e["round"] for e in events]
    assert rounds == sorted(rounds)


def test_events_survive_save_and_load() -> None:
    g = _random_game(5)
    g.undo(3)
    g2 = mi.load_game(g.to_json())
    assert g2.events == g.events


def test_a_state_from_before_events_reads_as_notes() -> None:
    g = game()
    del g.s["events"]
    evs = g.events
    assert evs and all(e["type"] == "note" for e in evs)
    g.apply(g.legal_actions()[0])
    assert g.events[-1]["type"] != "note" and len(g.events) == len(g.log)


def test_view_has_what_a_board_shows() -> None:
    g = game(("wolverine", "storm", "cyclops"))
    at_mission(g, "na3", wolverine="m:na3", storm="m:na3", cyclops="school:cerebro")
    put_sentinel(g, "na3", "y_tracker")
    v = g.view()
    assert v["plot"] == {
        "id": "brotherhood",
        "name": "The Brotherhood of Mutants",
        "lines": card_text(CONTENT, "brotherhood")["lines"],
    }
    assert v["school"]["office"]["lines"][0].startswith("A hero who deploys here")
    m = next(x for x in v["missions"] if x["id"] == "na3")
    assert m["kind"] == "continent"
    yellow = m["objectives"][1]["requirements"][1]
    assert (yellow["color"], yellow["active"], yellow["label"]) == (
        "yellow",
        False,
        "yellow ⚔ fight 2",
    )
    assert m["sentinel"]["villainy"] == ["Discard your training token."]
    assert "heroes cannot heal" in m["sentinel"]["rules"][0]
    icons = sum(x["threat"] for x in v["missions"]) + CONTENT.threat["y_tracker"]["threat"]
    assert v["next_threat"]["raise"] == icons
    b = v["briefings"]["01A"]
    assert (b["tokens"], b["needed"]) == (0, 5)
    h = v["heroes"][0]
    assert {"ability", "assist", "deployed", "active_this_round", "assisted_this_round"} <= set(h)
    assert h["ability"]["used"] is False and h["at_name"] == "Runaway Teen"
    for key in (
        "threat_discards",
        "mutant_discard",
        "bond_discard",
        "last_threat_card",
        "round_status",
        "school_mutant_cards",
        "completed_cards",
        "log_length",
    ):
        assert key in v
    json.dumps(v)


def test_next_threat_raise_is_what_the_threat_phase_adds() -> None:
    for seed in range(6):
        g = mi.new_game(["wolverine", "storm"], seed=seed, content=fixture_set())
        bot = Bot("random", seed)
        while g.outcome is None:
            v = g.view()
            if v["phase"] == "mission" and v["next_threat"]["raise"] and v["showdown"] is None:
                before, due = v["threat"], v["next_threat"]["raise"]
                while g.outcome is None and g.view()["phase"] == "mission":
                    g.apply(bot.choose(g))
                ups = [e for e in g.events if e["type"] == "threat_up" and e["phase"] == "threat"]
                if ups and g.view()["threat"] >= before:
                    assert ups[0]["text"].startswith(f"Threat rises by {due} ")
                    return
            g.apply(bot.choose(g))
    pytest.fail("no threat phase with icons was reached")


def test_last_threat_card_comes_from_the_event_log() -> None:
    g = _random_game(7)
    drawn = [e for e in g.events if e["type"] == "threat_card"]
    last = g.view()["last_threat_card"]
    if drawn:
        assert last is not None and last["id"] == drawn[-1]["cards"][0]
    else:
        assert last is None


def _juggernaut() -> Game:
    """Wolverine alone at Juggernaut (villainy: suffer 2 damage), six dice rolled."""
    g = mi.new_game(seed=7, content=fixture_set())
    for a in ["deck:asia", "wolverine@deck:europe", "storm@m:juggernaut", "hero:wolverine"]:
        g.apply(a)
    return g


def test_reroll_preview_names_villainy_and_the_risk_of_a_knock_out() -> None:
    g = _juggernaut()
    alone(g, ["fight 3", "fight 1", "power", "teamwork", "villainy", "villainy"])
    p = g.reroll_preview([0, 4])
    assert p["villainy_dice"] == [4] and p["villainy"] == ["Suffer 2 damage."]
    assert not p["could_knock_out"]
    assert g.reroll_preview([0, 1])["villainy"] == []
    g.s["heroes"]["wolverine"]["damage"] = 6  # 8 health: 2 more knocks out
    p = g.reroll_preview([4, 5])
    assert p["could_knock_out"] and "knock Wolverine out" in p["text"]
    before = g.to_json()
    g.reroll_preview([4])
    assert g.to_json() == before  # a preview changes nothing


def test_reroll_preview_only_while_a_reroll_is_offered() -> None:
    g = mi.new_game(seed=7, content=fixture_set())
    with pytest.raises(mi.IllegalActionError):
        g.reroll_preview([0])


def test_each_die_says_where_it_could_be_spent() -> None:
    g = _juggernaut()
    alone(g, ["fight 3", "fight 1", "power", "teamwork", "villainy", "fight 2"])
    g.apply("stop")
    att = g.view()["attempt"]
    assert att is not None
    for d in att["pool"]:
        for key in d["can_pay"]:
            assert any(
                a["req"] == key and d["id"] in a["dice"]
                for a in g.legal_actions()
                if isinstance(a, dict)
            )
    by_id = {d["id"]: d for d in att["pool"]}
    assert by_id[3]["can_pay"] == ["o1r0", "o1r1", "o1r2"]  # teamwork x3 on objective 2
    assert by_id[4]["can_pay"] == []  # villainy pays nothing
    assert by_id[0]["can_pay"] == ["o0r0"]


def test_describe_action_puts_spends_and_rerolls_into_words() -> None:
    g = _juggernaut()
    alone(g, ["fight 3", "fight 1", "power", "teamwork", "villainy", "fight 2"])
    assert g.describe_action({"id": "reroll", "dice": [0, 1]}) == (
        "Reroll the two red dice (fight 3, fight 1)"
    )
    g.apply("stop")
    text = g.describe_action({"id": "spend", "req": "o0r0", "dice": [0, 5]})
    assert (
        text
        == "Spend the red die (fight 3) and the yellow die (fight 2) on ⚔ fight 5 (objective 1)"
    )
    assert g.describe_action("done") == "Finish completing objectives"


def test_an_ability_can_be_cancelled_before_anything_is_rolled() -> None:
    g = _juggernaut()
    alone(g, ["fight 3", "fight 1", "power", "teamwork", "villainy", "fight 2"])
    before = (g.to_json(), g.decision)
    g.apply("ability:power:wolverine")  # reroll dice showing power or teamwork: which?
    d = g.decision
    assert d is not None and d["kind"] == "ability_reroll" and d["cancel"]["steps"] == 1
    assert "power:wolverine" in g.s["r"]["used"]
    g.cancel()
    assert (g.to_json(), g.decision) == before
    assert "power:wolverine" not in g.s["r"]["used"]
    # once the ability's dice are rolled there is nothing left to cancel
    g.apply("ability:power:wolverine")
    g.apply({"id": "reroll", "dice": [2]})
    assert g.decision is not None and "cancel" not in g.decision
    with pytest.raises(mi.IllegalActionError):
        g.cancel()


def test_a_reroll_an_effect_forces_cannot_be_cancelled() -> None:
    g = _juggernaut()
    alone(g, ["fight 3", "fight 1", "power", "teamwork", "villainy", "fight 2"])
    g.force_dice(["power"])
    g.apply({"id": "reroll", "dice": [1]})  # rolled: luck is revealed
    assert g.cancel_steps() is None


def test_bridge_offers_events_cards_preview_and_cancel() -> None:
    from core import bridge

    def call(method: str, **params: Json) -> Json:
        return json.loads(bridge.handle(json.dumps({"id": 1, "method": method, "params": params})))

    r = call("engine.new", seed=7, content="test-set")["result"]
    gid = r["game"]
    cards = call("engine.cards", game=gid)["result"]["cards"]
    sides = {f"{i}{s}" for i in CONTENT.story for s in "AB"}
    assert {c["id"] for c in cards} - sides == set(all_card_ids(CONTENT)) - sides
    assert call("engine.events", game=gid, since=1)["result"]["total"] == r["view"]["log_length"]
    assert (
        call("engine.reroll_preview", game=gid, dice=[0])["error"]["type"] == "IllegalActionError"
    )
    assert (
        call("engine.cancel", game=gid)["error"]["message"] == "there is no ability to cancel now"
    )
    desc = call("engine.describe", game=gid, action="deck:asia")["result"]["text"]
    assert desc == "Flip the top mission of the Asia deck"


def test_the_card_list_never_shows_a_face_down_story_or_showdown_side() -> None:
    """engine.cards and engine.card give only what is face up or public: a showdown side is
    readable once the showdown has begun, a story side once it has been in play."""
    from core import bridge
    from core.games.mutant_insurrection.planner import Planner

    def call(method: str, **params: Json) -> Json:
        return json.loads(bridge.handle(json.dumps({"id": 1, "method": method, "params": params})))

    def readable(gid: str) -> set[str]:
        return {c["id"] for c in call("engine.cards", game=gid)["result"]["cards"]}

    r = call("engine.new", seed=3, difficulty="easy", heroes=["cyclops", "jean"])["result"]
    gid = r["game"]
    g = engine_api.GAMES[gid]
    assert g.setup["content"] == "core-set"  # the digital game's default cards
    showdown = set(g.content.plots[g.setup["plot"]]["showdown"])
    sides = {f"{i}{s}" for i in g.content.story for s in "AB"}
    at_start = readable(gid)
    assert not at_start & showdown
    assert not at_start & sides  # no story card is in play before the first flip
    assert {"cyclops", "cerebro"} <= at_start  # heroes and school cards are public
    back = next(iter(showdown))
    assert call("engine.card", game=gid, card=back)["error"]["message"] == "that card is face down"
    bot = Planner(3)
    while g.outcome is None and g.s["showdown"] is None:
        g.apply(bot.choose(g))
    assert g.s["showdown"] is not None, "the bot game should reach its showdown"
    now = readable(gid)
    assert showdown <= now and at_start <= now
    assert now & sides <= g._seen_sides()
    assert call("engine.card", game=gid, card=back)["result"]["id"] == back
    # and never a side that has not been face up: its other side, still down
    hidden = sides - now
    assert hidden and all(
        call("engine.card", game=gid, card=x)["error"]["type"] == "IllegalActionError"
        for x in hidden
    )


def test_labels_never_leak_ids_on_a_seeded_sample() -> None:
    rng = random.Random(11)
    for _ in range(3):
        _random_game(rng.randrange(10_000), rng.randint(2, 6))


def test_cancel_never_reaches_back_past_a_reroll() -> None:
    """A villainy reroll (Silver Samurai's) pends before the dice roll: the reroll that set it
    off is a choice of its own, not part of an earlier ability."""
    from core.games.mutant_insurrection.rules.aids import cancel_steps

    g = _juggernaut()
    alone(g, ["fight 3", "fight 1", "power", "teamwork", "villainy", "fight 2"])
    log = [*g._log, {"a": "ability:power:wolverine", "r": []}, {"a": {"id": "reroll"}, "r": []}]
    g.s["decision"] = {**g.s["decision"], "kind": "ability_reroll"}
    assert cancel_steps(mi.game.Engine(g.s, g.content), log) is None
    assert cancel_steps(mi.game.Engine(g.s, g.content), log[:-1]) == 1


def test_bridge_undo_redo_gives_the_same_dice_and_apply_clears_redo() -> None:
    from core import bridge

    def call(method: str, **params: Json) -> Json:
        reply = json.loads(bridge.handle(json.dumps({"id": 1, "method": method, "params": params})))
        assert "error" not in reply, reply
        return reply["result"]

    r = call("engine.new", seed=7, content="test-set")
    gid = r["game"]
    assert not r["can_undo"] and not r["can_redo"]
    for a in [
        "deck:asia",
        "wolverine@deck:europe",
        "storm@m:juggernaut",
        "hero:wolverine",
        "alone",
    ]:
        r = call("engine.apply", game=gid, action=a, save=True)
    assert r["can_undo"] and "save" in r
    rolled = r["view"]["attempt"]["pool"]
    call("engine.undo", game=gid)
    r = call("engine.redo", game=gid)
    assert r["view"]["attempt"]["pool"] == rolled and not r["can_redo"]
    call("engine.undo", game=gid, steps=2)
    assert call("engine.view", game=gid)["can_redo"]
    r = call("engine.apply", game=gid, action="hero:wolverine")
    assert not r["can_redo"]


def test_a_content_pack_is_validated_then_playable_by_id() -> None:
    from importlib import resources

    from core import bridge

    def call(method: str, **params: Json) -> Json:
        return json.loads(bridge.handle(json.dumps({"id": 1, "method": method, "params": params})))

    bad = call("engine.content_pack", text='{"id": "mine", "heroes": []}')["error"]
    assert bad["type"] == "ContentError" and "$.heroes" in bad["message"]
    assert call("engine.content_pack", text="{oops")["error"]["type"] == "ContentError"
    assert "import its content pack" in call("engine.new", content="nope")["error"]["message"]
    text = (
        resources.files("core.games.mutant_insurrection.content")
        .joinpath("test_set.json")
        .read_text(encoding="utf-8")
    )
    data = json.loads(text)
    data["id"], data["name"] = "my-pack", "My pack"
    ok = call("engine.content_pack", text=json.dumps(data))["result"]
    assert ok["id"] == "my-pack" and ok["heroes"] == len(data["heroes"])
    cat = call("engine.catalog", content="my-pack")["result"]
    assert cat["content"] == "my-pack" and cat["content_name"] == "My pack"
    r = call("engine.new", content="my-pack", seed=3, save=True)["result"]
    assert json.loads(r["save"])["setup"]["content"] == "my-pack"


def test_every_card_of_the_core_set_reads_as_sentences() -> None:
    """Issue 10: each card carries a rules text generated from its data by the one generator
    (core/games/mutant_insurrection/content/card_text.py), so what a player reads is what the
    engine does."""
    from core.games.mutant_insurrection.content.loader import core_set

    content = core_set()
    ids = all_card_ids(content)
    assert len(ids) > 150
    for cid in ids:
        t = card_text(content, cid)
        assert t["name"] and t["lines"], cid
        for line in t["lines"]:
            assert line[0].isupper() and line.endswith("."), (cid, line)
            assert not INTERNAL.search(line), (cid, line)


def test_the_catalog_gives_each_core_plot_its_challenge_level() -> None:
    """Basic Concepts: Plots: each plot has a challenge level in pips, separate from the
    difficulty; the new-game screen reads it from the catalog's plot entries."""
    from core import bridge
    from core.games.mutant_insurrection.content.loader import core_set

    req = {"id": 1, "method": "engine.catalog", "params": {"content": "core-set"}}
    plots = json.loads(bridge.handle(json.dumps(req)))["result"]["plots"]
    assert [p["id"] for p in plots] == list(core_set().plots)
    assert all(p["challenge"] in range(1, 6) for p in plots)
    assert len({p["challenge"] for p in plots}) > 1  # the plots are not all equally hard
    # a plot without pips (the test set's) simply has no challenge entry
    req["params"] = {"content": "test-set"}
    plain = json.loads(bridge.handle(json.dumps(req)))["result"]["plots"]
    assert all("challenge" not in p for p in plain)
