"""Issue 8 on the engine's door: a save either opens (its snapshot checked against its log) or
raises LoadError; malformed inputs raise IllegalActionError and leave the game exactly as it was."""

from __future__ import annotations

import json
import math
from importlib import resources
from typing import Any

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.bots import Bot
from core.games.mutant_insurrection.content import fixture_set
from core.rules_version import RULES_VERSION


def _played(n: int, seed: int = 5) -> mi.Game:
    g = mi.new_game(seed=seed, content=fixture_set())
    bot = Bot("eager", seed)
    while len(g.actions) < n and g.outcome is None:
        g.apply(bot.choose(g))
    return g


def _late_game() -> mi.Game:
    for seed in range(1, 60):
        g = _played(120, seed)
        if len(g.actions) == 120:
            return g
    raise AssertionError("no game reached 120 actions")


def test_a_snapshot_that_disagrees_with_its_log_is_not_trusted() -> None:
    """Issue 8 item 3: the fast load trusted the checkpoint; a later undo cut the log to 5 of
    120 actions and raised LoadError."""
    g = _late_game()
    save = json.loads(g.to_json())
    assert save["checkpoint"]["at"] == 112
    save["checkpoint"]["state"]["threat"] = 1 if save["checkpoint"]["state"]["threat"] > 1 else 2
    loaded = mi.load_game(save)
    assert loaded.view() == g.view()  # rebuilt from the log, not the bad snapshot
    loaded.undo()
    assert len(loaded.actions) == 119
    g.undo()
    assert loaded.view() == g.view()


def test_an_edited_log_under_a_checkpoint_opens_only_what_replays() -> None:
    g = _late_game()
    save = json.loads(g.to_json())
    save["actions"][4]["a"] = "no-such-action"  # inside the checkpoint's span
    loaded = mi.load_game(save)
    assert len(loaded.actions) == 4  # the last state that replays
    assert loaded.dropped is not None and loaded.dropped["kept"] == 4
    assert "116 of 120" in loaded.dropped["message"]
    before = loaded.to_json()
    with pytest.raises(mi.IllegalActionError):
        loaded.undo(5)
    assert loaded.to_json() == before
    loaded.undo()
    assert len(loaded.actions) == 3


@pytest.mark.parametrize("steps", [1.5, math.nan, math.inf, "1", True, None, [1], 0, -1, 10**9])
def test_undo_refuses_what_is_not_a_step_count_and_changes_nothing(steps: object) -> None:
    g = _played(40)
    before = g.to_json()
    with pytest.raises(mi.IllegalActionError):
        g.undo(steps)  # type: ignore[arg-type]
    assert g.to_json() == before


@pytest.mark.parametrize(
    "faces", [[99], [-1], [True], [False], [1.5], [None], [["fight 2"]], "fight 2", [6], {"0": 1}]
)
def test_force_dice_refuses_what_is_not_a_face_at_once(faces: object) -> None:
    g = mi.new_game(seed=7, content=fixture_set())
    before = g.to_json()
    with pytest.raises(mi.IllegalActionError):
        g.force_dice(faces)  # type: ignore[arg-type]
    assert g.to_json() == before
    g.force_dice([5, "fight 2"])  # a face index and a label are fine


def _spend_game() -> mi.Game:
    bot = Bot("eager", 3)
    for seed in range(1, 40):
        g = mi.new_game(seed=seed, content=fixture_set())
        while g.outcome is None:
            if g.decision and g.decision["kind"] == "spend":
                return g
            g.apply(bot.choose(g))
    raise AssertionError("no spend decision reached")


@pytest.mark.parametrize(
    ("dice", "req"),
    [
        ([True], "o0r0"),
        ([0.5], "o0r0"),
        ("01", "o0r0"),
        ([0], ["o0r0"]),
        (None, None),
        ([[0]], "x"),
    ],
)
def test_check_spend_refuses_malformed_input(dice: object, req: object) -> None:
    g = _spend_game()
    before = g.to_json()
    with pytest.raises(mi.IllegalActionError):
        g.check_spend(dice, req)  # type: ignore[arg-type]
    assert g.to_json() == before


@pytest.mark.parametrize(
    "action",
    [True, 3, None, ["deck:asia"], {"id": ["reroll"]}, {"id": "spend", "dice": [True], "req": "x"}],
)
def test_apply_refuses_malformed_actions(action: object) -> None:
    g = _spend_game()
    before = g.to_json()
    with pytest.raises(mi.IllegalActionError):
        g.apply(action)  # type: ignore[arg-type]
    assert g.to_json() == before


DEEP = "[" * 3000 + "]" * 3000


@pytest.mark.parametrize(
    "save",
    [
        DEEP,
        '{"schema_version": 1, "setup": ' + DEEP + ', "actions": []}',
        '{"schema_version": 1, "setup": {"content": []}, "actions": []}',
        '{"schema_version": 1, "setup": {"content": "test-set", "heroes": 5}, "actions": []}',
        '{"schema_version": 1, "setup": {"content": "test-set"}, "actions": [1, 2]}',
        '{"schema_version": true, "setup": {}, "actions": []}',
        '{"schema_version": 1, "rules_version": 999, "setup": {}, "actions": []}',
        "x" * 9_000_000,
        "[]",
        "null",
    ],
)
def test_every_bad_save_raises_load_error_with_a_sentence(save: str) -> None:
    with pytest.raises(mi.LoadError) as caught:
        mi.load_game(save)
    assert type(caught.value) is mi.LoadError
    message = str(caught.value)
    assert message[:1].isupper() and message.endswith("."), message


def test_saves_carry_the_rules_version_and_a_newer_one_is_refused() -> None:
    g = _played(10)
    save = json.loads(g.to_json())
    assert save["rules_version"] == RULES_VERSION
    save["rules_version"] = RULES_VERSION + 1
    with pytest.raises(mi.LoadError, match="newer version"):
        mi.load_game(save)


def test_an_older_rules_version_replays_and_says_what_it_dropped() -> None:
    g = _played(30)
    save = json.loads(g.to_json())
    save["rules_version"] = RULES_VERSION - 1 if RULES_VERSION > 0 else 0
    del save["rules_version"]  # a save from before rules versions were written
    save["actions"][20]["a"] = "an action the current rules do not have"
    loaded = mi.load_game(save)
    assert len(loaded.actions) == 20
    assert loaded.dropped["kept"] == 20 and loaded.dropped["total"] == 30
    assert "rules" in loaded.dropped["message"]
    resaved = json.loads(loaded.to_json())
    assert resaved["rules_version"] == RULES_VERSION and len(resaved["actions"]) == 20


def test_a_checkpoint_is_trusted_only_on_the_cards_it_was_made_with() -> None:
    """The core set is tuned between builds: a save's snapshot of a game on other numbers must
    not be taken as the state of this one (its log is replayed on the cards of this build)."""
    from core.games.mutant_insurrection.content.loader import Content
    from core.games.mutant_insurrection.game import _digest

    g = _late_game()
    save = json.loads(g.to_json())
    cp = save["checkpoint"]
    data = json.loads(
        (resources.files("core.games.mutant_insurrection.content") / "test_set.json").read_text()
    )
    same = Content(data)
    data["heroes"][0]["health"] = int(data["heroes"][0]["health"]) + 1
    tuned = Content(data)
    args = (save["setup"], save["actions"][: cp["at"]], cp["state"])
    assert _digest(same, *args) == cp["digest"]  # the cards it was made with: trusted
    assert _digest(tuned, *args) != cp["digest"]  # one health point apart: replayed


def test_a_save_under_older_rules_says_it_was_replayed() -> None:
    """Issue 23, defect 2: a save whose rules version is older is replayed under today's rules,
    and the engine says so, so the page can compare the boards and offer the old result."""
    import json as _json

    from core.bridge import handle, load_feature

    g = mi.new_game(seed=4)
    for _ in range(20):
        g.apply(g.legal_actions()[0])
    save = _json.loads(g.to_json())
    load_feature("engine.load")

    def load(s: dict[str, Any]) -> dict[str, Any]:
        r = _json.loads(
            handle(
                _json.dumps({"id": 1, "method": "engine.load", "params": {"save": _json.dumps(s)}})
            )
        )
        return dict(r["result"])

    assert "replayed" not in load(save)
    older = load({**save, "rules_version": RULES_VERSION - 1})
    assert older["replayed"] == {"rules_version": RULES_VERSION - 1, "now": RULES_VERSION}
