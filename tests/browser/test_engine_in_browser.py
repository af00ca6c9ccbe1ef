"""The rules engine inside Pyodide: same seed + same actions gives the same game as on CPython."""

from __future__ import annotations

import json
from typing import Any

from core import bridge
from tests.browser import support

# Plays up to `steps` decisions, picking a legal action by a fixed rule, then returns the save.
PLAY_JS = """async ([seed, steps]) => {
  const call = window.__mi.engine.call;
  let r = await call('engine.new', { seed });
  const game = r.game;
  for (let i = 0; i < steps && !r.outcome; i++) {
    r = await call('engine.apply', { game, action: r.legal[(i * 7) % r.legal.length] });
  }
  return (await call('engine.save', { game })).save;
}"""


def _call(name: str, **params: Any) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "method": name, "params": params})))
    assert "error" not in reply, reply
    return reply["result"]


def _play_on_cpython(seed: int, steps: int) -> Any:
    r = _call("engine.new", seed=seed)
    game = r["game"]
    for i in range(steps):
        if r["outcome"]:
            break
        r = _call("engine.apply", game=game, action=r["legal"][(i * 7) % len(r["legal"])])
    return _call("engine.save", game=game)["save"]


def test_same_seed_and_actions_give_the_same_game_as_cpython(phone_page: Any, app_url: str) -> None:
    phone_page.goto(app_url)
    support.wait_ready(phone_page)
    for seed in (7, 2026):
        in_browser = phone_page.evaluate(PLAY_JS, [seed, 250])
        on_cpython = _play_on_cpython(seed, 250)
        as_data = json.loads(in_browser) if isinstance(in_browser, str) else in_browser
        expected = json.loads(on_cpython) if isinstance(on_cpython, str) else on_cpython
        assert as_data == expected
        # a real stretch of game: many decisions, with dice rolled (recorded chance) along the way
        assert len(expected["actions"]) >= 30
        assert sum(1 for a in expected["actions"] if a["r"]) >= 5


def test_illegal_action_in_the_browser_is_a_typed_error(phone_page: Any, app_url: str) -> None:
    phone_page.goto(app_url)
    support.wait_ready(phone_page)
    error = phone_page.evaluate(
        """async () => {
          const r = await window.__mi.engine.call('engine.new', { seed: 7 });
          return window.__mi.engine.call('engine.apply', { game: r.game, action: 'nope' })
            .then(() => null, (e) => e.type);
        }"""
    )
    assert error == "IllegalActionError"
