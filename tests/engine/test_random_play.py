"""Generic random-play conformance, in the manner of OpenSpiel's game tests.

Many seeded games are played to their end by bots choosing among the legal actions. At every
decision: the JSON round trip gives an identical game with identical legal actions; undoing the
last action and applying it again gives the identical state; the invariants hold.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content import fixture_set
from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.rules.audit import problems

HEROES = ["wolverine", "storm", "cyclops", "phoenix", "jubilee", "beast"]
DIFFICULTIES = ["easy", "normal", "hard", "extreme"]


def _setup(seed: int) -> tuple[mi.Game, Bot]:
    plot = "last_stand" if seed % 3 == 0 else "brotherhood"
    g = mi.new_game(
        HEROES[: 2 + seed % 5], DIFFICULTIES[seed % 4], plot=plot, seed=seed, content=fixture_set()
    )
    return g, Bot("eager" if seed % 2 else "random", seed)


def _state(g: mi.Game) -> str:
    return json.dumps(g.s)


def _apply_undo_reapply(g: mi.Game, action: Any) -> None:
    """Apply ``action``, undo it (back to the state before), and apply it again (the same state)."""
    before = _state(g)
    g.apply(action)
    after = _state(g)
    g.undo()
    assert _state(g) == before
    g.apply(action)
    assert _state(g) == after, "undo then re-apply must give the identical state"


@pytest.mark.parametrize("seed", range(24))
def test_random_play_round_trip_undo_invariants(seed: int) -> None:
    g, bot = _setup(seed)
    steps = 0
    while g.outcome is None:
        assert problems(g) == [], f"step {steps}"
        saved = g.to_json()
        loaded = mi.load_game(saved)
        assert loaded.to_json() == saved
        assert _state(loaded) == _state(g)
        assert loaded.legal_actions() == g.legal_actions()
        _apply_undo_reapply(g, bot.choose(g))
        steps += 1
    assert problems(g) == []
    assert g.outcome["result"] in ("won", "lost")
    assert g.legal_actions() == []


@pytest.mark.parametrize("seed", range(40, 100))
def test_many_games_end_without_errors(seed: int) -> None:
    g, bot = _setup(seed)
    while g.outcome is None:
        g.apply(bot.choose(g))
    assert problems(g) == []


def test_same_seed_same_actions_same_game() -> None:
    a, bot_a = _setup(5)
    b, bot_b = _setup(5)
    while a.outcome is None:
        act = bot_a.choose(a)
        assert bot_b.choose(b) == act
        a.apply(act)
        b.apply(act)
    assert a.to_json() == b.to_json()


def test_undo_to_every_prefix_matches_the_recorded_states() -> None:
    g, bot = _setup(7)
    states = [_state(g)]
    while g.outcome is None:
        g.apply(bot.choose(g))
        states.append(_state(g))
    for n in range(len(states) - 1, 0, -1):
        g.undo()
        assert _state(g) == states[n - 1]


def test_same_game_under_different_hash_seeds() -> None:
    """Same seed + same actions -> same game in another interpreter (string hashing differs
    between processes; nothing in the engine may depend on it)."""
    import os
    import subprocess
    import sys

    script = (
        "from core.games import mutant_insurrection as mi\n"
        "from core.games.mutant_insurrection.bots import Bot\n"
        "g = mi.new_game(['wolverine', 'storm', 'cyclops'], 'easy', seed=21)\n"
        "b = Bot('eager', 21)\n"
        "while g.outcome is None: g.apply(b.choose(g))\n"
        "print(g.to_json())\n"
    )
    outs = {
        subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": str(h)},
        ).stdout
        for h in (1, 2, 3)
    }
    assert len(outs) == 1


def _busy_content() -> Content:
    """The test set with the later rules on cards that come up in almost every game: timings
    around frequent effects, "cannot" rules on cards in play, revealing from every deck."""
    from tests.rules.rulekit import card, variant

    def change(d: dict[str, Any]) -> None:
        story = {c["id"]: c for c in d["story_cards"]}
        story["01"]["A"]["timed"] += [
            {
                "when": "after_effect",
                "effect": "suffer_damage",
                "effects": [{"op": "add_tokens", "count": 1}],
            },
            {
                "when": "before_effect",
                "effect": "raise_threat",
                "effects": [{"op": "reveal", "deck": "continent", "then": "top_or_bottom"}],
            },
            {
                "when": "after_effect",
                "effect": "mission_failed",
                "effects": [{"op": "heal", "amount": 1}],
            },
        ]
        story["01"]["B"]["rules"] = {"cannot": ["assist", "turn_dice"]}
        story["02"]["A"]["rules"] = {"cannot": ["reroll_villainy", "heal"]}
        card(d, "g_rally")["effects"].append({"op": "reveal", "deck": "threat", "then": "resolve"})
        card(d, "g_snipe")["effects"].append({"op": "reveal", "deck": "villain", "then": "top"})
        card(d, "sa1")["rules"] = {"cannot": ["draw_mutant", "train", "swap_mutants"]}
        card(d, "g_mk1")["rules"] = {"cannot_here": ["heal", "assist", "reroll_villainy"]}
        card(d, "na1")["rules"] = {"cannot_here": ["use_mutants", "turn_dice", "form_bond"]}
        for h in d["heroes"]:
            if h["id"] == "storm":
                h["ability"] = {**h["ability"], "timing": "after_roll", "optional": True}
                h["ability"].pop("limit")

    return variant("test-busy", change)


@pytest.mark.parametrize("seed", range(8))
def test_random_play_with_timings_cannot_rules_and_reveals(seed: int) -> None:
    """The generic conformance checks on content that uses Timings, Golden Rules ("cannot")
    and Revealing Cards all the time: round trip, undo + re-apply, invariants."""
    content = _busy_content()
    g = mi.new_game(HEROES[: 2 + seed % 5], "easy", seed=seed, content=content)
    bot = Bot("eager" if seed % 2 else "random", seed)
    steps = 0
    while g.outcome is None:
        assert problems(g) == [], f"step {steps}"
        saved = g.to_json()
        assert mi.load_game(saved).to_json() == saved
        _apply_undo_reapply(g, bot.choose(g))
        steps += 1
    assert problems(g) == [] and g.outcome["result"] in ("won", "lost")
