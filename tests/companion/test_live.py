"""A session kept open in the worker (the companion's live.py) gives exactly what a full replay of
its save gives, after every command, undo and redo, whatever the checkpoint spacing."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.bridge import handle
from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion import view
from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.live import LiveSession
from tests.companion.test_invariants import _random_command

SETUP = {"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")], "seed": 5}


def _patched(copy: dict[str, Any], patch: dict[str, list[Any]]) -> None:
    """What the page does with a patch (web/live-session.js does the same)."""
    for name, key in (("log", "log"), ("redo", "redo")):
        keep, added = patch[name]
        del copy[key][keep:]
        copy[key].extend(added)


def _same_as_replay(live: LiveSession, reference: sessions.Session) -> None:
    assert live.session() == reference
    run = sessions.replay(reference)
    assert live.state == run.state
    assert view.build(*live.recent()) == view.build(reference, run)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    every=st.sampled_from([1, 2, 3, 7, 32]),
    steps=st.lists(st.sampled_from(["tap", "tap", "tap", "undo", "redo"]), max_size=60),
)
def test_kept_state_equals_a_full_replay_after_every_step(
    seed: int, every: int, steps: list[str]
) -> None:
    rng = random.Random(seed)
    reference = sessions.new_session(SETUP)
    live = LiveSession.open(reference, every=every)
    page_copy = json.loads(json.dumps(reference))
    for step in steps:
        # A tap tries a few random commands: the refused ones must be refused by both sides
        # and change nothing; the first accepted one is applied.
        tries = 8 if step == "tap" else 1
        for _ in range(tries):
            try:
                if step == "tap":
                    command = _random_command(rng, live.state)
                    expected, want = sessions.perform(reference, command)
                elif step == "undo":
                    expected, want = sessions.undo(reference)
                else:
                    expected, want = sessions.redo(reference)
            except CompanionError as refused:
                with pytest.raises(CompanionError, match=re.escape(str(refused))):
                    if step == "tap":
                        live.tap(command)
                    elif step == "undo":
                        live.undo()
                    else:
                        live.redo()
                _same_as_replay(live, reference)
                continue
            got = live.tap(command) if step == "tap" else getattr(live, step)()
            assert got == want
            reference = expected
            _patched(page_copy, live.patch)
            assert page_copy == reference
            _same_as_replay(live, reference)
            break


def test_a_long_session_opens_with_checkpoints_and_undoes_to_the_start() -> None:
    s = sessions.new_session(SETUP)
    s["log"] = [{"op": "threat", "delta": (1, -1)[i % 2]} for i in range(200)]
    live = LiveSession.open(s, every=16)
    assert sorted(live._checkpoints) == list(range(0, 201, 16))
    for n in range(199, -1, -1):
        live.undo()
        assert live.state == sessions.replay({**s, "log": s["log"][:n]}).state
    with pytest.raises(CompanionError, match="Nothing to undo"):
        live.undo()


def _call(method: str, **params: Any) -> Any:
    return json.loads(handle(json.dumps({"id": 1, "method": method, "params": params})))


def test_the_bridge_refuses_a_session_it_does_not_hold_as_the_page_knows_it() -> None:
    s = sessions.new_session(SETUP)
    unknown = _call("companion.live.tap", key="nobody", at=[0, 0], command={"op": "threat"})
    assert unknown["error"]["type"] == "SessionNotOpen"
    _call("companion.live.open", key="tab", data=s)
    stale = _call("companion.live.tap", key="tab", at=[3, 0], command={"op": "next_phase"})
    assert stale["error"]["type"] == "SessionNotOpen"
    bad = _call("companion.live.open", key="tab2", data={"kind": "something else"})
    assert bad["error"]["type"] == "CorruptSaveError"
    r = _call("companion.live.tap", key="tab", at=[0, 0], command={"op": "threat", "delta": 1})
    assert r["result"]["at"] == [1, 0] and r["result"]["view"]["can_undo"] is True
