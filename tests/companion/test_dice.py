"""Rulebook: Quick Reference, Dice Ratios; Roll Dice (two standard rerolls, extra rerolls from
abilities); Villainy; Training Tokens (spent as a result, never rerolled)."""

from __future__ import annotations

from collections import Counter

import pytest

from core.games.mutant_insurrection.companion import dice_roller
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.dice import FACES, SYMBOLS, DieColor, FaceKind


def test_faces_are_exactly_the_rulebook_faces() -> None:
    """Dice Ratios: every face appears at the rulebook's rate (6000 rolls per colour)."""
    for color in DieColor:
        seen: Counter[str] = Counter()
        for seed in range(1500):
            pool = dice_roller.roll({color.value: 4}, seed)
            seen.update(d["face"] for d in pool["dice"])
        expected = Counter(str(f) for f in FACES[color])
        assert set(seen) == set(expected)
        for face, n in expected.items():
            assert abs(seen[face] / 6000 - n / 6) < 0.025, (color, face)


def test_mixed_pool_and_limits() -> None:
    """Components: 12 dice, 4 of each colour; any mix of them can be rolled."""
    pool = dice_roller.roll({"red": 2, "yellow": 1, "blue": 3}, 8)
    assert [d["color"] for d in pool["dice"]] == ["red"] * 2 + ["yellow"] + ["blue"] * 3
    for bad in ({}, {"red": 5}, {"green": 1}, {"red": -1}, {"blue": True}):
        with pytest.raises(CommandError):
            dice_roller.roll(bad, 1)


def test_same_seed_same_dice() -> None:
    assert dice_roller.roll({"red": 4}, 42) == dice_roller.roll({"red": 4}, 42)


def test_reroll_changes_only_selected_dice(game) -> None:
    """Roll Dice: dice not included in the reroll are not changed."""
    g = game().do("dice_roll", pool={"red": 4, "blue": 2}, seed=3)
    before = [d["face"] for d in g.state["dice"]["dice"]]
    for seed in range(20):
        g.do("dice_select", index=0).do(
            "dice_reroll", seed=seed, extra=True, villainy_resolved=True
        )
        after = [d["face"] for d in g.state["dice"]["dice"]]
        assert after[1:] == before[1:]
    assert g.state["dice"]["extra"] == 20


def test_two_standard_rerolls_then_only_extra(game) -> None:
    """Roll Dice / Clarifications, Missions: two standard rerolls; ability rerolls are extra."""
    g = game().do("dice_roll", pool={"yellow": 3}, seed=1)
    with pytest.raises(CommandError, match="Select"):
        g.do("dice_reroll", seed=2, villainy_resolved=True)
    for n in (1, 2):
        g.do("dice_select", index=1).do("dice_reroll", seed=n, villainy_resolved=True)
        assert g.state["dice"]["rerolls"] == n
    g.do("dice_select", index=1)
    with pytest.raises(CommandError, match="Both standard"):
        g.do("dice_reroll", seed=3, villainy_resolved=True)
    g.do("dice_reroll", seed=3, extra=True, villainy_resolved=True)
    assert (g.state["dice"]["rerolls"], g.state["dice"]["extra"]) == (2, 1)


def _villainy_pool(game):
    for seed in range(100):
        g = game().do("dice_roll", pool={"red": 4}, seed=seed)
        faces = [d["face"] for d in g.state["dice"]["dice"]]
        if "villainy" in faces:
            return g, faces.index("villainy")
    raise AssertionError("no villainy in 100 rolls")


def test_villainy_must_be_resolved_before_rerolling_it(game) -> None:
    """Villainy: a villainy effect is resolved before dice showing villainy are rerolled."""
    g, i = _villainy_pool(game)
    g.do("dice_select", index=i)
    assert dice_roller.selected_villainy(g.state["dice"]) == 1
    with pytest.raises(CommandError, match="villainy"):
        g.do("dice_reroll", seed=1)
    g.do("dice_reroll", seed=1, villainy_resolved=True)
    assert g.state["dice"]["rerolls"] == 1


def test_training_token_is_spent_as_a_result(game) -> None:
    """Training Tokens: spent as a die showing the same result; it leaves the hero."""
    g = game().do("training", hero=2, type="teamwork").do("dice_roll", pool={"blue": 1}, seed=4)
    g.do("dice_token", hero=2)
    assert g.hero(2)["training"] is None
    assert g.state["dice"]["tokens"] == [{"hero": 2, "name": "Rogue", "face": "teamwork"}]
    assert dice_roller.summary(g.state["dice"])["teamwork"] >= 1
    with pytest.raises(CommandError, match="no training"):
        g.do("dice_token", hero=2)
    with pytest.raises(CommandError):  # tokens are not dice: they cannot be selected
        g.do("dice_select", index=1)


def test_summary_totals_fight_values() -> None:
    pool = {
        "dice": [{"face": "fight 3"}, {"face": "fight 2"}, {"face": "villainy"}],
        "tokens": [{"face": "power"}],
    }
    assert dice_roller.summary(pool) == {"villainy": 1, "teamwork": 0, "power": 1, "fight": 5}


def test_dice_clear_and_dice_after_the_end(game) -> None:
    g = game().do("dice_roll", pool={"red": 1}, seed=1).do("dice_clear")
    assert g.state["dice"] is None
    with pytest.raises(CommandError):
        g.do("dice_clear")
    g.state["outcome"] = {"result": "loss", "reason": "x"}
    g.do("dice_roll", pool={"red": 1}, seed=1)  # rolling for fun is still allowed
    assert g.state["dice"] is not None


def test_spent_tokens_show_their_symbol_and_words(game) -> None:
    """Training Tokens: a spent token shows as a result, with its symbol and its words."""
    g = game().do("training", hero=1, type="power").do("dice_roll", pool={"red": 1}, seed=2)
    g.do("dice_token", hero=1)
    view = dice_roller.view(g.state["dice"])
    assert view is not None
    (token,) = view["tokens"]
    assert (token["symbol"], token["label"], token["name"]) == (
        SYMBOLS[FaceKind.POWER],
        f"{SYMBOLS[FaceKind.POWER]} power",
        "Storm",
    )
    assert view["summary"]["power"] >= 1


def _attempt_with_villainy(game, **mission):
    """A hero's attempt at a mission, with a villainy result selected to reroll."""
    for seed in range(100):
        g = game()
        g.do("mission_add", name="Pyro", threat=1, **mission)
        mid = g.state["missions"][-1]["id"]
        g.do("deploy", hero=1, mission=mid).do("dice_roll", pool={"red": 4}, seed=seed, hero=1)
        faces = [d["face"] for d in g.state["dice"]["dice"]]
        if "villainy" in faces:
            return g.do("dice_select", index=faces.index("villainy"))
    raise AssertionError("no villainy in 100 rolls")


@pytest.mark.rule("Villainy")
def test_villainy_rerolls_freely_on_a_mission_without_an_effect(game) -> None:
    """Villainy: normally villainy results have no effect and reroll without penalty; the
    screen asks nothing then (issue 25: the villainy box opened for a mission without one)."""
    from core.games.mutant_insurrection.companion import session as sessions
    from core.games.mutant_insurrection.companion.view import build

    g = _attempt_with_villainy(game)
    g.do("dice_reroll", seed=1)  # nothing to resolve
    assert g.state["dice"]["rerolls"] == 1
    g = _attempt_with_villainy(game, villainy="Suffer 1 damage.", villainy_damage=1)
    with pytest.raises(CommandError, match="villainy"):
        g.do("dice_reroll", seed=1)
    # the view asks only where there is an effect to resolve
    for mission, asks in (({}, False), ({"villainy": "Discard a die."}, True)):
        s = sessions.new_session(
            {"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}], "seed": 1}
        )
        s, _ = sessions.perform(s, {"op": "mission_add", "name": "Pyro", "threat": 1, **mission})
        s, _ = sessions.perform(s, {"op": "deploy", "hero": 1, "mission": 3})
        for seed in range(100):
            t, _ = sessions.perform(
                s, {"op": "dice_roll", "pool": {"red": 4}, "seed": seed, "hero": 1}
            )
            kinds = [d["kind"] for d in build(t)["dice"]["dice"]]
            if "villainy" in kinds:
                break
        t, _ = sessions.perform(t, {"op": "dice_select", "index": kinds.index("villainy")})
        assert bool(build(t)["dice"]["villainy_prompt"]) is asks


@pytest.mark.rule("Step 3: Roll Dice")
def test_a_reroll_takes_the_dice_chosen_with_it(game) -> None:
    """Roll Dice: the hero selects any number of dice and rolls those again; the others stay.
    The screen sends its choice with the reroll, so choosing dice is no undo step or history
    line of its own (issue 25), and the history says which faces were rerolled."""
    g = game().do("dice_roll", pool={"blue": 3}, seed=5)
    before = [d["face"] for d in g.state["dice"]["dice"]]
    g.do("dice_reroll", seed=9, selected=[2, 0, 2], villainy_resolved=True)
    after = [d["face"] for d in g.state["dice"]["dice"]]
    assert after[1] == before[1]
    assert g.state["dice"]["rerolls"] == 1 and g.state["dice"]["selected"] == []
    assert g.events == [f"Reroll 1 of 2: {before[0]}, {before[2]} → {after[0]}, {after[2]}."]
    for bad in ([3], [True], "0", [-1]):
        with pytest.raises(CommandError, match="no such die"):
            g.do("dice_reroll", seed=1, selected=bad, villainy_resolved=True)
    with pytest.raises(CommandError, match="Select the dice"):
        g.do("dice_reroll", seed=1, selected=[], villainy_resolved=True)
