"""The planner bot (issue 10, part 4): exact spend plans, play that beats the other bots, and
choices made only from what a player can see."""

from __future__ import annotations

import random

import pytest

from core.games.mutant_insurrection import new_game
from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content import fixture_set
from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.planning import Objective, best_plan, keep_set, mission_odds


def _obj(i: int, *reqs: tuple[str, int]) -> Objective:
    return Objective(i, tuple((f"o{i}r{j}", k, v) for j, (k, v) in enumerate(reqs)))


def test_plan_splits_fight_results_exactly() -> None:
    # Step 4: a fight result cannot be split between requirements: 3+1 for "fight 4" and
    # 2+2 for the other "fight 4" is the only way to meet both
    units = [(0, "fight", 3), (1, "fight", 2), (2, "fight", 2), (3, "fight", 1)]
    p = best_plan(units, [_obj(0, ("fight", 4)), _obj(1, ("fight", 4))])
    assert p.completed == (0, 1)
    assert sorted(p.spends) == [("o0r0", (0, 3)), ("o1r0", (1, 2))]


def test_plan_respects_the_order_arrow() -> None:
    # Order Arrow: objectives top to bottom; the second cannot be done before the first
    units = [(0, "power", 0)]
    objs = [_obj(0, ("teamwork", 0)), _obj(1, ("power", 0))]
    assert best_plan(units, objs).completed == (1,)
    assert best_plan(units, objs, ordered=True).completed == ()


def test_plan_avoids_a_needless_knock_out_and_saves_the_training_token() -> None:
    units = [(0, "power", 0), (-1, "power", 0)]
    objs = [_obj(0, ("power", 0), ("damage", 2))]
    assert best_plan(units, objs, health_left=2).completed == ()
    assert best_plan(units, objs, health_left=5).completed == (0,)
    assert best_plan(units, objs, health_left=5).spends[0] == ("o0r0", (0,))


def test_showdown_plan_completes_objectives_again() -> None:
    # Showdowns: objectives may be completed several times in one attempt
    units = [(0, "power", 0), (1, "power", 0), (2, "power", 0)]
    p = best_plan(units, [_obj(0, ("power", 0))], repeat=3)
    assert len(p.completed) == 3


def test_keep_what_the_plan_uses_and_what_half_meets_the_next_objective() -> None:
    units = [(0, "fight", 3), (1, "power", 0), (2, "teamwork", 0), (3, "villainy", 0)]
    objs = [_obj(0, ("fight", 3)), _obj(1, ("power", 0), ("power", 0))]
    plan = best_plan(units, objs)
    assert keep_set(units, objs, plan) == {0, 1}


def test_mission_odds_are_deterministic_and_sensible() -> None:
    easy = ((("power", 0),),)
    hard = ((("fight", 6),), (("power", 0), ("power", 0), ("power", 0)))
    pool = (("yellow", "yellow", "yellow", "red", "blue", "blue"),)
    assert mission_odds(pool, easy, False) == mission_odds(pool, easy, False)
    assert mission_odds(pool, easy, False)[0] > mission_odds(pool, hard, False)[0]


def _play(kind: str, seed: int, heroes: int = 2) -> Game:
    from core.games.mutant_insurrection.content import fixture_set

    g = new_game(list(fixture_set().heroes)[:heroes], "normal", seed=seed, content=fixture_set())
    bot = Bot(kind, seed)
    while g.outcome is None:
        g.apply(bot.choose(g))
    return g


def test_planner_wins_far_more_than_the_other_bots() -> None:
    seeds = range(12)
    wins = {k: sum(_play(k, s).outcome["result"] == "won" for s in seeds) for k in KINDS}
    assert wins["planner"] >= 8, wins
    assert wins["planner"] >= wins["eager"] + 6 and wins["random"] == 0, wins


KINDS = ("random", "eager", "planner")


def test_planner_is_deterministic() -> None:
    assert _play("planner", 5).actions == _play("planner", 5).actions


def _scramble_hidden(g: Game, rng: random.Random) -> None:
    """Change everything a player cannot see: face-down deck orders, the dice generator."""
    s = g.s
    for d in s["decks"].values():
        if len(d["cards"]) > 2:
            rest = d["cards"][1:]
            rng.shuffle(rest)
            d["cards"][1:] = rest
    for deck in (*s["tdeck"].values(), s["mdeck"], s["bdeck"], s["vdeck"]):
        rng.shuffle(deck)
    s["rng"] = rng.getrandbits(63)


@pytest.mark.parametrize("seed", [1, 2])
def test_planner_uses_only_what_a_player_sees(seed: int) -> None:
    g = new_game(["wolverine", "storm", "cyclops"], "normal", seed=seed, content=fixture_set())
    bot = Bot("planner", seed)
    rng = random.Random(seed)
    checked = 0
    while g.outcome is None and checked < 150:
        twin = Game(g.content, g.setup)
        twin._replay(g.actions)
        _scramble_hidden(twin, rng)
        twin._legal = None
        probe = Bot("planner", seed)
        probe.planner._route = dict(bot.planner._route)  # type: ignore[union-attr]
        probe.planner._deploy_round = bot.planner._deploy_round  # type: ignore[union-attr]
        probe.planner._tried = set(bot.planner._tried)  # type: ignore[union-attr]
        a = bot.choose(g)
        assert probe.choose(twin) == a
        g.apply(a)
        checked += 1
    assert checked > 40
