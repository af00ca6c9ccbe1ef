"""The screen and the setup form: the form's defaults start a game, and every command the
screen offers in the states a game reaches is accepted (what a player can tap is legal)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from core.games.insurrection import GAME
from core.games.insurrection.screen import form, screen
from core.table.screen import defaults
from tests.games.insurrection.conftest import LANDS
from tests.table.test_screens import offered

SETUP: dict[str, Any] = {
    "players": [{"name": n} for n in ("Ann", "Bo", "Cy", "Di")],
    "lands": [{"name": n, **values} for n, values in LANDS.items()],
    **{f"land_{i}": n for i, n in enumerate(("Marsh", "Orchard", "Hills", "Gorge"), start=1)},
}
ROUND_OPS = {"advance", "reveal", "draw", "play", "order", "take", "place", "remove", "look"}


def varied(cmd: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A revealed or played card with random marks, initiative and icons (any value in range is
    legal there), so walks meet Evil's win, Removes, Looks and the 10-mark rule."""
    if cmd["op"] == "play":
        cmd |= {
            "initiative": rng.randint(0, 12),
            "marks": rng.choice((0, 0, 1, 2)),
            "remove": rng.random() < 0.4,
            "look": rng.random() < 0.4,
        }
    elif cmd["op"] == "reveal":
        for c in cmd.get("cards", []):
            c["marks"] = rng.choice((0, 1, 1, 2))
        if "count" in cmd:
            cmd["marks"] = rng.randint(0, cmd["count"] * 2)
    return cmd


def walk(setup: dict[str, Any], seed: int, steps: int) -> tuple[dict[str, Any], set[str]]:
    """Tap what the screen offers, mostly the round's own steps, and check each is accepted."""
    rng = random.Random(seed)
    state = GAME.new_state(setup)
    seen: set[str] = set()
    for _ in range(steps):
        choices = offered(screen(state))
        main = [c for c in choices if c["op"] in ROUND_OPS or c["op"].startswith("pad")]
        pick = rng.choice(main if main and rng.random() < 0.9 else choices)
        cmd = varied(copy.deepcopy(pick), rng)
        GAME.apply_in_place(state, cmd)  # raises if the screen offered something illegal
        seen.add(cmd["op"])
        json.dumps(state)
        json.dumps(GAME.view(state))
    return state, seen


def test_the_form_defaults_start_a_game() -> None:
    """The setup form as it is starts a two-player game on a first-game Path."""
    state = GAME.new_state(defaults(form()))
    assert [p["name"] for p in state["players"]] == ["Player 1", "Player 2"]
    assert [land["name"] for land in state["path"]][1:5] == [
        "Land A1",
        "Land B1",
        "Land A2",
        "Land B2",
    ]


@pytest.mark.parametrize("mode", ["cards", "counters"])
@pytest.mark.parametrize("seed", range(6))
def test_every_offered_tap_is_accepted_through_whole_games(mode: str, seed: int) -> None:
    """Long walks over the screen in both modes, through the rounds and into the scoring pad."""
    state, seen = walk(SETUP | {"mode": mode}, seed, 400)
    assert {"advance", "reveal", "draw", "play", "take", "place"} <= seen
    assert state["over"] or state["round"] >= 2


def test_the_walks_meet_the_checks_and_the_card_effects() -> None:
    """Over the seeds, the walks reach Evil's win at both checks, Removes, Looks and the pad."""
    seen_all: set[str] = set()
    wins: set[str] = set()
    for mode in ("cards", "counters"):
        for seed in range(6):
            state, seen = walk(SETUP | {"mode": mode}, seed, 400)
            seen_all |= seen
            if state["evil"]:
                wins.add("reveal" if state["evil"]["when"] == "reveal" else "turn")
    assert {"remove", "look", "pad_hand"} <= seen_all
    assert wins == {"reveal", "turn"}


def test_a_card_entry_leaves_its_marks_and_icons_to_the_card_remembered_by_name() -> None:
    """Issue 28: the screen's default zeros never overwrite a card recalled by name. Its marks,
    icons and Remove/Look/Leader flags are ``recalled`` fields: the page sends them only when
    the player changed them, and the card keeps what the library remembers."""
    from core.games.insurrection.cards import parse_card
    from core.games.insurrection.screen import _card_fields

    fields = {f["key"]: f for f in _card_fields(True, initiative=True)}
    assert not fields["name"].get("recalled") and not fields["initiative"].get("recalled")
    assert all(fields[k].get("recalled") for k in fields if k not in ("name", "initiative"))
    library: dict[str, object] = {}
    parse_card({"name": "Chaos", "initiative": 7, "marks": 3}, library, named=True)
    again = parse_card({"name": "Chaos", "initiative": 7}, library, named=True)
    assert again["marks"] == 3
