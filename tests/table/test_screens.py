"""One conformance test for every table game (as OpenSpiel runs one over every game): its setup
form's defaults start a game, and from there a random walk that taps only what the screen
offers is never refused, keeps the state plain JSON, and replays exactly from its log."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from core.table import session as sessions
from core.table.api import load_games
from core.table.errors import CommandError
from core.table.game import GAMES, TableGame
from core.table.screen import defaults

load_games()
SCREENED = sorted(g for g, game in GAMES.items() if game.screen is not None)


def offered(screen: Any) -> list[dict[str, Any]]:
    """Every command an enabled control of ``screen`` sends (entries with their defaults)."""
    out: list[dict[str, Any]] = []
    for sec in screen["sections"]:
        for item in sec["items"]:
            kind = item["kind"]
            if kind == "counter":
                out += [b["command"] for b in (item["dec"], item["inc"]) if b["command"]]
            elif kind == "actions":
                out += [b["command"] for b in item["buttons"] if b["command"]]
            elif kind == "choice":
                out += [o["command"] for o in item["options"] if o["command"]]
            elif kind == "checklist":
                out += [s["command"] for s in item["steps"] if s["command"]]
            elif kind == "entry":
                out.append({**item["command"], **defaults({"fields": item["fields"]})})
    return out


def test_there_is_a_game_with_a_screen() -> None:
    assert "score-pad" in SCREENED


@pytest.mark.parametrize("game_id", SCREENED)
def test_random_taps_on_the_screen_are_always_accepted(game_id: str) -> None:
    game: TableGame = GAMES[game_id]
    assert game.form is not None and game.screen is not None
    setup = defaults(game.form())
    for seed in range(5):
        rng = random.Random(seed)
        s = sessions.new_session(game_id, setup)
        run = sessions.replay(s)
        for _ in range(40):
            screen = game.screen(run.state)
            json.dumps(screen)  # plain data
            ids = [sec["id"] for sec in screen["sections"]]
            assert len(ids) == len(set(ids)), f"{game_id}: two sections share an id: {ids}"
            choices = offered(screen)
            if not choices:
                break
            cmd = rng.choice(choices)
            try:
                s, _, run = sessions.perform(s, copy.deepcopy(cmd), run)
            except CommandError as exc:
                pytest.fail(f"{game_id}: the screen offered {cmd}, which was refused: {exc}")
        assert json.loads(json.dumps(run.state)) == run.state
        assert sessions.open_session(json.loads(json.dumps(s)))[1].state == run.state
