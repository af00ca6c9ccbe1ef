"""What the phone board asks of the engine (issue 24): the card a decision is about, the
engine's suggestion and whole payments, one-tap spends, the feed's events, the end summary,
the threat phase's steps still to come and story cards cut to the game's hero count."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core import bridge
from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.advice import obvious_spend, suggest
from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content.loader import default_content
from core.games.mutant_insurrection.game import IllegalActionError

CORE = default_content()
HEROES = list(CORE.heroes)


def _call(method: str, **params: Any) -> Any:
    out = json.loads(bridge.handle(json.dumps({"id": 1, "method": method, "params": params})))
    if "error" in out:
        raise IllegalActionError(out["error"]["message"])
    return out["result"]


def _games(n: int, heroes: int = 2) -> Any:
    for seed in range(1, n + 1):
        yield seed, mi.new_game(HEROES[: heroes + seed % 3], "normal", None, seed, CORE)


def test_every_suggestion_is_legal_and_a_payment_applies_whole() -> None:
    """Over whole games played by the suggestions alone: each suggested action is legal when
    it is applied, a payment is only spends (and maybe a last "done"), and games end."""
    for _seed, g in _games(6):
        n = 0
        while g.outcome is None:
            s = suggest(g)
            assert s["actions"] and s["text"]
            if s["spend"]:
                assert all(
                    a == "done" or (isinstance(a, dict) and a["id"] == "spend")
                    for a in s["actions"]
                )
                assert "done" not in s["actions"][:-1]
            for a in s["actions"]:
                assert a in g.legal_actions()
                g.apply(a)
            n += 1
            assert n < 3000
        assert g.outcome["result"] in ("won", "lost")


def test_an_obvious_spend_is_a_legal_spend_and_a_choice_is_left_to_the_player() -> None:
    seen_obvious = seen_choice = 0
    for seed, g in _games(8):
        bot = Bot("planner", seed)
        while g.outcome is None:
            d = g.decision
            if d["kind"] == "spend":
                spends = [a for a in g.legal_actions() if isinstance(a, dict)]
                for key in {a["req"] for a in spends}:
                    dice = obvious_spend(g, key)
                    fits = [a["dice"] for a in spends if a["req"] == key]
                    if dice is None:
                        seen_choice += 1
                        assert len(fits) > 1  # more than one way: the player picks
                    else:
                        seen_obvious += 1
                        assert {"id": "spend", "req": key, "dice": sorted(dice)} in spends
                        if len(fits) == 1:
                            assert sorted(dice) == fits[0]
            g.apply(bot.choose(g))
    assert seen_obvious > 20 and seen_choice > 5


def test_apply_many_is_all_or_nothing_and_undo_redo_take_steps() -> None:
    r = _call("engine.new", seed=1, heroes=HEROES[:2])
    gid = r["game"]
    while r["view"]["decision"]["kind"] != "spend":
        s = _call("engine.suggest", game=gid)
        r = _call("engine.apply_many", game=gid, actions=s["actions"])
    before = r["view"]
    s = _call("engine.suggest", game=gid)
    with pytest.raises(IllegalActionError):
        _call("engine.apply_many", game=gid, actions=[*s["actions"][:1], "no-such-option"])
    assert _call("engine.view", game=gid)["view"] == before  # nothing of it stayed
    r = _call("engine.apply_many", game=gid, actions=s["actions"])
    after = r["view"]
    assert r["applied"] == len(s["actions"])
    back = _call("engine.undo", game=gid, steps=r["applied"])
    assert back["view"] == before
    again = _call("engine.redo", game=gid, steps=r["applied"])
    assert again["view"] == after


def test_spend_auto_pays_an_obvious_requirement_and_refuses_with_a_sentence() -> None:
    for seed, g in _games(10):
        bot = Bot("planner", seed)
        while g.outcome is None:
            if g.decision["kind"] == "spend":
                spends = [a for a in g.legal_actions() if isinstance(a, dict)]
                for key in {a["req"] for a in spends}:
                    r = _call("engine.load", save=g.to_json())
                    gid = r["game"]
                    if obvious_spend(g, key) is None:
                        with pytest.raises(IllegalActionError, match="several dice"):
                            _call("engine.spend_auto", game=gid, req=key)
                    else:
                        r = _call("engine.spend_auto", game=gid, req=key)
                        assert key not in {a["req"] for a in r["legal"] if isinstance(a, dict)}
                    _call("engine.close", game=gid)
                return
            g.apply(bot.choose(g))


def test_answers_carry_the_events_they_added_with_drawn_cards_text() -> None:
    r = _call("engine.new", seed=3, heroes=HEROES[:2])
    gid = r["game"]
    kinds: set[str] = set()
    while r["outcome"] is None and len(kinds) < 40:
        since = r["view"]["log_length"]
        s = _call("engine.suggest", game=gid)
        r = _call("engine.apply_many", game=gid, actions=s["actions"], since=since)
        assert len(r["events"]) == r["view"]["log_length"] - since
        tail = r["view"]["log"][-min(len(r["events"]), 12) :] if r["events"] else []
        assert [e["text"] for e in r["events"]][-12:] == tail
        for e in r["events"]:
            kinds.add(e["type"])
            if e["type"] == "threat_card":
                assert e["detail"] and all(line.endswith(".") for line in e["detail"])
        if "threat_card" in kinds:
            break
    assert "threat_card" in kinds


def test_the_focus_of_an_attempt_is_its_mission_and_a_reveal_its_card() -> None:
    kinds: dict[str, int] = {}
    for seed, g in _games(12):
        bot = Bot("planner", seed)
        while g.outcome is None:
            v = g.view()
            d = v["decision"]
            f = d["focus"]
            if d["kind"] in ("assist", "roll", "spend", "assist_dice"):
                assert f is not None and f["mission"] in {m["id"] for m in v["missions"]}
                mid = v["attempt"]["mission"] if v["attempt"] else f["mission"]
                assert f["mission"] == mid
                kinds[d["kind"]] = kinds.get(d["kind"], 0) + 1
            if d["kind"] in ("deploy", "flip_deck"):
                assert f is None  # about the whole board
            if d["kind"] == "reveal_place":
                assert f is not None and f["name"] in d["prompt"] and f["lines"]
            g.apply(bot.choose(g))
    assert set(kinds) >= {"assist", "roll", "spend"}


def test_the_end_summary_names_the_showdown_and_traded_villains() -> None:
    for seed, g in _games(20):
        bot = Bot("planner", seed)
        while g.outcome is None:
            assert g.view()["summary"] is None
            g.apply(bot.choose(g))
        if g.s["showdown"] is not None:
            break
    else:
        pytest.fail("no game reached its showdown")
    s = g.view()["summary"]
    assert s["rounds"] == g.view()["round"]
    traded = [e["cards"][0] for e in g.events if e["type"] == "villain_traded"]
    assert s["traded"] == [CORE.name_of(c) for c in traded]
    assert [m["name"] for m in s["showdown"]] == [CORE.name_of(m) for m in g.s["showdown"]["order"]]
    assert s["set_aside"]  # the cards in play when the showdown began
    assert all(isinstance(x, str) and not x.isdigit() for x in s["set_aside"])


def test_a_loss_on_the_track_says_past_space_15() -> None:
    for _seed, g in _games(30):
        bot = Bot("random", 3)
        while g.outcome is None:
            g.apply(bot.choose(g))
        if "beyond" in g.outcome["reason"]:
            s = g.view()["summary"]
            assert s["past_track"] and s["threat"] == 15
            return
    pytest.fail("no game was lost on the track")


def test_inside_the_threat_phase_the_rise_already_made_is_not_announced_again() -> None:
    """Threat Phase: raise, flip, draw. At a flip decision the rise is behind."""
    for seed, g in _games(10):
        bot = Bot("planner", seed)
        while g.outcome is None:
            v = g.view()
            if v["phase"] == "threat" and v["decision"]["kind"] == "flip_deck":
                now = v["next_threat"]["now"]
                assert now == {"raise": False, "flips": now["flips"], "draw": True}
                assert now["flips"] >= 1
                return
            g.apply(bot.choose(g))
    pytest.fail("no flip in a threat phase")


def test_a_two_hero_game_leaves_out_briefing_lines_for_bigger_teams() -> None:
    for heroes in (2, 5):
        g = mi.new_game(HEROES[:heroes], "normal", None, 1, CORE)
        bot = Bot("planner", 1)
        while g.outcome is None and not g.view()["briefings"]:
            g.apply(bot.choose(g))
        lines = [x for b in g.view()["briefings"].values() for x in b["lines"]]
        five = [x for x in lines if "at least 5 heroes" in x]
        assert bool(five) == (heroes == 5), lines


def test_a_defeated_showdown_mission_is_never_offered_to_deploy_or_move_to() -> None:
    """Showdowns: a defeated showdown mission has nothing left to attempt; no option of any
    decision names it as a place to go."""
    checked = 0
    for seed, g in _games(30, heroes=2):
        bot = Bot("planner", seed)
        while g.outcome is None:
            sd = g.s["showdown"]
            if sd is not None:
                done = [m for m in sd["order"] if g.s["missions"][m]["complete"]]
                for o in g.decision["options"]:
                    for m in done:
                        checked += 1
                        assert not o["id"].endswith(f"m:{m}"), (seed, o)
            g.apply(bot.choose(g))
    assert checked > 0


def test_an_objective_payment_pays_the_whole_objective_damage_last() -> None:
    from core.games.mutant_insurrection.advice import objective_payments

    seen = with_damage = 0
    for _seed, g in _games(10):
        while g.outcome is None:
            for o in objective_payments(g):
                seen += 1
                keys = [a["req"] for a in o["actions"]]
                t = g.scratch()
                for a in o["actions"]:
                    t.apply(a)
                assert len(keys) == len(set(keys)) >= 2
                if o["objective"] != "s":  # every requirement paid: the objective is done
                    i = int(o["objective"][1:])
                    mid = g.view()["attempt"]["mission"]
                    left = [m for m in t.view()["missions"] if m["id"] == mid]
                    was = next(m for m in g.view()["missions"] if m["id"] == mid)
                    # a showdown mission's objectives pay again: each pays a success token
                    assert (
                        not left
                        or left[0]["objectives"][i]["done"]
                        or (left[0]["zone"] == "showdown" and left[0]["tokens"] > was["tokens"])
                    )
                hurt = [a for a in o["actions"] if not a["dice"]]
                if hurt:
                    with_damage += 1
                    assert o["actions"][-len(hurt) :] == hurt and "damage" in o["label"]
            for a in suggest(g)["actions"]:
                g.apply(a)
    assert seen > 10 and with_damage > 0
