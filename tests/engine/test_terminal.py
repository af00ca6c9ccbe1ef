"""The terminal game, ``python3 -m core play`` (issue 7, "The terminal game"): driven by scripted
standard input, it shows what a player needs and never an internal key."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content import fixture_set
from core.games.mutant_insurrection.game import Game
from core.games.mutant_insurrection.terminal import LETTERS, play_lines
from tests.rules.rulekit import alone, at_mission, game, put_sentinel

Json = Any
ROOT = Path(__file__).resolve().parents[2]
KEYS = re.compile(r"\bo\d+r\d+\b|\bs\d\b|\bm:|hero:|deck:|\{'|'result'")


def line_for(g: Game, action: Json) -> list[str]:
    """What a player types for ``action`` (and "y" to a villainy warning)."""
    d = g.decision
    assert d is not None
    if isinstance(action, str):
        simple = [o["id"] for o in d["options"] if o["id"] not in ("reroll", "spend")]
        return [str(simple.index(action) + 1)]
    pool = [x["id"] for x in g.view()["attempt"]["pool"]]
    nums = [str(pool.index(i) + 1) if i >= 0 else "0" for i in action["dice"]]
    if action["id"] == "reroll":
        warn = g.reroll_preview(action["dice"])["villainy"]
        return [" ".join(["r", *nums])] + (["y"] if warn else [])
    reqs = [r["req"] for r in next(o for o in d["options"] if o["id"] == "spend")["reqs"]]
    return [" ".join([LETTERS[reqs.index(action["req"])], *nums])]


def scripted_game(seed: int, heroes: list[str]) -> tuple[Game, list[str]]:
    g = mi.new_game(heroes, seed=seed, content=fixture_set())
    bot = Bot("random", seed)
    lines: list[str] = []
    while g.outcome is None:
        a = bot.choose(g)
        lines += line_for(g, a)
        g.apply(a)
    return g, lines


def test_a_whole_game_typed_on_stdin_ends_with_a_sentence() -> None:
    g, lines = scripted_game(3, ["wolverine", "storm", "cyclops"])
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "core",
            "play",
            "--content",
            "test-set",
            "--seed",
            "3",
            "--heroes",
            "wolverine",
            "storm",
            "cyclops",
        ],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    out = p.stdout
    o = g.outcome
    assert o is not None
    verdict = "The heroes win" if o["result"] == "won" else "The heroes lose"
    last = out.strip().splitlines()[-1]
    assert last.startswith(f"{verdict}: {o['reason']}. The game lasted ")
    assert "That is not possible" not in out and "is not a choice" not in out
    assert not KEYS.search(out), KEYS.search(out)
    for shown in (
        "Villainy: ",
        "Success: ",
        "Failure: ",
        "threat icon",
        "Next threat phase: +",
        "success tokens",
        "reroll",
    ):
        assert shown in out, shown


def test_typos_and_bad_numbers_are_answered_in_words() -> None:
    out = io.StringIO()
    g = play_lines(["0", "42", "x", "", "A 1", "r 1", "undo", "redo", "quit"], seed=7, out=out)
    text = out.getvalue()
    assert "There is no choice 0: type a number from 1 to 3." in text
    assert "There is no choice 42: type a number from 1 to 3." in text
    assert "'x' is not a choice." in text
    assert "There is no reroll to make now." in text
    assert "There is nothing to undo." in text and "There is nothing to redo." in text
    assert "list index" not in text and "Traceback" not in text
    assert g.actions == []  # nothing was applied


def test_undo_and_redo_in_the_terminal() -> None:
    out = io.StringIO()
    g = play_lines(["1", "undo", "redo", "quit"], seed=7, out=out)
    assert len(g.actions) == 1 and "Undone." in out.getvalue()


def _board(g: Game) -> str:
    from core.games.mutant_insurrection.terminal import board

    return "\n".join(board(g.view()))


def test_board_shows_coloured_requirements_order_sentinels_and_briefing_progress() -> None:
    g = game(("wolverine", "storm", "cyclops"))
    at_mission(g, "na3", wolverine="m:na3", storm="m:na3", cyclops="school:cerebro")
    put_sentinel(g, "na3", "y_tracker")
    text = _board(g)
    assert "yellow ⚔ fight 2 (not at this threat)" in text  # threat 4 is green
    assert "Sentinel Tracker Sentinel · 1 threat icon(s): ◆ teamwork, ⚔ fight 3" in text
    assert "Villainy: Discard your training token." in text
    assert "Briefing Xavier's Dream: 0/5 success tokens" in text
    assert "heroes here: Wolverine, Storm" in text
    g.s["threat"] = 7
    assert "yellow ⚔ fight 2 (counts now)" in _board(g)
    g2 = game()
    at_mission(g2, "sa2", wolverine="m:sa2", storm="school:cerebro")
    assert "↓ objectives are completed from top to bottom" in _board(g2)


def test_attempt_shows_rerolls_left_the_limit_of_a_forced_reroll_and_cancel() -> None:
    g = mi.new_game(seed=7, content=fixture_set())
    for a in ["deck:asia", "wolverine@deck:europe", "storm@m:juggernaut", "hero:wolverine"]:
        g.apply(a)
    alone(g, ["fight 3", "fight 1", "power", "teamwork", "villainy", "fight 2"])
    from core.games.mutant_insurrection.terminal import Terminal

    lines: list[str] = []
    t = Terminal(g, lines.append)
    t.prompt()
    text = "\n".join(lines)
    assert "2 rerolls left" in text and "1) red ⚔ fight 3" in text
    t.handle("1", lambda q: True)  # Never Back Down: which dice?
    lines.clear()
    t.prompt()
    assert "cancel) call off this ability" in "\n".join(lines)
    t.handle("cancel", lambda q: True)
    assert g.decision is not None and g.decision["kind"] == "roll"
    # Silver Samurai's villainy forces a reroll of one fight die
    g2 = mi.new_game(seed=7, content=fixture_set())
    for a in ["deck:asia", "wolverine@m:silver_samurai", "storm@deck:europe", "m:silver_samurai"]:
        g2.apply(a)
    alone(g2, ["villainy", "fight 1", "power", "teamwork", "fight 2", "fight 2"])
    asked: list[str] = []
    t2 = Terminal(g2, lambda s: None)
    t2.handle("r 1", lambda q: asked.append(q) or True)
    assert asked and "triggers villainy first" in asked[0]
    assert "This reroll takes at most 1 die." in _board(g2)


def test_a_villainy_warning_can_be_declined() -> None:
    g = mi.new_game(seed=7, content=fixture_set())
    for a in ["deck:asia", "wolverine@deck:europe", "storm@m:juggernaut", "hero:wolverine"]:
        g.apply(a)
    alone(g, ["fight 3", "fight 1", "power", "teamwork", "villainy", "fight 2"])
    from core.games.mutant_insurrection.terminal import Terminal

    said: list[str] = []
    before = g.to_json()
    Terminal(g, said.append).handle("r 5", lambda q: False)
    assert said == ["Not rerolled."] and g.to_json() == before
