"""The companion as the shared machinery sees it: registered under its id, a JSON-able state
and view, Super Power ticks (Powers: Super Powers; Once Per Game Restrictions), and bad input
refused with a sentence and the state unchanged."""

from __future__ import annotations

import copy
import importlib
import json

import pytest

from core.games import PACKAGES
from core.table.errors import CommandError
from core.table.game import get
from tests.games.vs_system.kit import bench_mains, cmd, main_of, put, table, to_phase

rule = pytest.mark.rule


def test_registered_under_its_id_and_state_and_view_are_json() -> None:
    importlib.import_module(PACKAGES["vs-system"])
    game = get("vs-system")
    assert game.players == (2, 4)
    s = table(fmt="free-for-all", n=3)
    bench_mains(s)
    to_phase(s, "main")
    a, d = put(s, 0, "Rhino", 3, 3), put(s, 1, "Guard", 1, 1)
    rhino = next(t for t in game.view(s)["attacks"] if t["attacker"] == a["id"])
    # Ben's Guard protects his back row; Cid has nobody in front, so his back row is open
    ok = {t["defender"] for t in rhino["targets"] if t["ok"]}
    assert ok == {d["id"], main_of(s, 2)["id"]}
    cmd(s, "attack", attackers=[a["id"]], defender=d["id"])
    v = game.view(s)
    assert not a["ready"]  # declaring the attack exhausted it
    assert all(not t["ok"] for t in v["attacks"][0]["targets"])  # one combat at a time
    assert json.loads(json.dumps(s)) == s
    assert v["combat"]["result"]["stunned"] == [d["id"]]
    assert v["combat"]["result"]["fates"] == [
        {"id": d["id"], "name": "Guard", "wounds": 1, "health": 3, "ko": False, "lethal": False}
    ]
    assert game.moment(s) == "Turn 1 · Ana · Main Phase"


@rule("Powers: Super Powers (once per turn); Once Per Game Restrictions")
def test_power_ticks_once_per_turn_and_once_per_game() -> None:
    s = table()
    me = main_of(s, 0)
    cmd(s, "use_power", char=me["id"], power="Trickster God")
    with pytest.raises(CommandError, match="already used Trickster God this turn"):
        cmd(s, "use_power", char=me["id"], power="trickster god")
    cmd(s, "use_power", char=me["id"], power="Last Stand", per="game")
    for _ in range(2):
        to_phase(s, "main")
        cmd(s, "advance")
    cmd(s, "use_power", char=me["id"], power="Trickster God")
    with pytest.raises(CommandError, match="already used Last Stand this game"):
        cmd(s, "use_power", char=me["id"], power="Last Stand", per="game")


@pytest.mark.parametrize(
    "bad",
    [
        {"op": "counter", "char": "c99", "kind": "plus", "n": 1},
        {"op": "counter", "char": "c1", "kind": "plus", "n": "two"},
        {"op": "wound", "char": "c1", "n": True},
        {"op": "row", "char": "c1", "row": "middle"},
        {"op": "play_resource", "player": 0, "symbols": ["laser"], "face_up": True},
        {"op": "play_resource", "player": 0, "symbols": [], "face_up": True},
        {"op": "recruit", "player": 0, "card": {"name": "X", "atk": 1, "def": 0, "health": 1}},
        {"op": "recruit", "player": 7, "card": {"name": "X", "atk": 1, "def": 1, "health": 1}},
        {"op": "spend", "player": 0, "n": 1},
        {"op": "modifier", "char": "c1", "atk": 1, "until": "forever"},
        {"op": "modifier", "char": "c1", "swap": True, "atk": 2},
        {"op": "level", "char": "c1", "level": 3},
        {"op": "attack", "attackers": [], "defender": "c2"},
        {"op": "resolve"},
        {"op": "strike_back", "target": "c1"},
        {"op": "hand", "player": 0, "delta": -8},
        {"op": "deck_out"},
        {"op": "nope"},
        "not a command",
    ],
)
def test_bad_commands_are_refused_with_a_sentence_and_change_nothing(bad: object) -> None:
    s = table()
    before = copy.deepcopy(s)
    with pytest.raises(CommandError) as err:
        get("vs-system").apply_in_place(s, bad)  # type: ignore[arg-type]
    message = str(err.value)
    assert message[:1].isupper() and message.endswith((".", "?"))
    assert s == before
