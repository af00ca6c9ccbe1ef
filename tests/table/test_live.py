"""The shared live session (core.table.live) on every registered table game: after every tap,
undo and redo, its state and its patched copy of the save equal a full replay of the save."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from core.table import session as sessions
from core.table.errors import CommandError
from core.table.game import GAMES, TableGame
from core.table.live import LiveSession
from core.table.screen import defaults
from tests.table.test_screens import SCREENED, offered


def _patched(copy_: dict[str, Any], patch: dict[str, list[Any]]) -> None:
    for name in ("log", "redo"):
        keep, added = patch[name]
        del copy_[name][keep:]
        copy_[name].extend(added)


@pytest.mark.parametrize("game_id", SCREENED)
@pytest.mark.parametrize("every", [1, 3, 32])
def test_kept_state_equals_a_full_replay_after_every_step(game_id: str, every: int) -> None:
    game: TableGame = GAMES[game_id]
    assert game.form is not None and game.screen is not None
    for seed in range(4):
        rng = random.Random(seed)
        s = sessions.new_session(game_id, defaults(game.form()))
        run = sessions.replay(s)
        live = LiveSession(
            game, s["setup"], s["log"], s["redo"],
            state=run.state, history=run.history, moments=run.moments, every=every,
        )  # fmt: skip
        page = copy.deepcopy(s)
        for _ in range(60):
            step = rng.choice(["tap", "tap", "undo", "redo"])
            if step == "tap":
                choices = offered(game.screen(live.state))
                if not choices:
                    continue
                cmd = rng.choice(choices)
                s, want, _ = sessions.perform(s, copy.deepcopy(cmd))
                got = live.tap(cmd)
            else:  # undo or redo: both sides refuse, or both do it
                stack = s["log"] if step == "undo" else s["redo"]
                if not stack:
                    with pytest.raises(CommandError):
                        getattr(live, step)(CommandError)
                    continue
                s, want = getattr(sessions, step)(s)
                got = getattr(live, step)(CommandError)
            assert got == want
            _patched(page, live.patch)
            assert (page["log"], page["redo"]) == (s["log"], s["redo"])
            assert live.state == sessions.replay(s).state
